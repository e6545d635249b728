import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import reactRouterTreeShaking, { shakeableReactRouter } from '../../scripts/webpack/reactRouterTreeShaking.cjs';

const productionDir = join(__dirname, '../../node_modules/react-router/dist/production');
/** The installed React Router module that declares the components (its file name is a content hash). */
const componentsModule = readdirSync(productionDir)
  .filter((file) => file.endsWith('.mjs'))
  .map((file) => ({ file: join(productionDir, file), source: readFileSync(join(productionDir, file), 'utf8') }))
  .find(({ source }) => /^var Link = /m.test(source))!;

const runLoader = (source: string) =>
  (reactRouterTreeShaking as unknown as (this: { resourcePath: string }, source: string) => string).call(
    { resourcePath: 'react-router.mjs' },
    source,
  );

describe("React Router's production build, made shakeable", () => {
  const shaken = shakeableReactRouter(componentsModule.source);

  it('marks every top-level component and context the installed version declares as pure', () => {
    const declarations = componentsModule.source.match(/^var \w+ = React\d*\.(?:forwardRef|createContext|memo)\(/gm);
    expect(declarations?.length).toBeGreaterThanOrEqual(10);
    expect(shaken.match(/^var \w+ = \/\* @__PURE__ \*\/ React\d*\.(?:forwardRef|createContext|memo)\(/gm)).toHaveLength(
      declarations!.length,
    );
  });

  it('leaves no top-level statement that keeps an unused component alive', () => {
    expect(componentsModule.source).toMatch(/^Form\.displayName = "Form";$/m);
    expect(shaken).not.toMatch(/^\w+\.displayName = /m);
    // What Form reaches is only reached through Form (and fetcher forms, which the app does not use).
    expect(shaken.match(/^[^\s/].*\bForm\b.*$/gm)).toEqual([
      expect.stringMatching(/^var Form = \/\* @__PURE__ \*\/ React\d*\.forwardRef\($/),
    ]);
  });

  it('changes nothing else', () => {
    const withoutAnnotations = shaken.replaceAll('/* @__PURE__ */ ', '');
    const withoutDisplayNames = componentsModule.source.replace(/^\w+\.displayName = "[^"]*";\n/gm, '');
    expect(withoutAnnotations).toBe(withoutDisplayNames.replaceAll('/* @__PURE__ */ ', ''));
  });

  it('as a loader, fails the build when the shape it relies on is gone', () => {
    expect(runLoader('var Link = React.forwardRef(function Link() {});\n')).toContain(
      'var Link = /* @__PURE__ */ React.forwardRef(',
    );
    expect(() => runLoader('const Link = forwardRef(function Link() {});\nvar Link = wrap(Link);\n')).toThrow(
      /React Router's declarations changed/,
    );
    expect(runLoader('export const other = 1;\n')).toBe('export const other = 1;\n');
  });
});
