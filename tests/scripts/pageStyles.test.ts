import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  inlineLinkedStylesheets,
  inlineStyle,
  markupClasses,
  readChunkStylesheets,
  selectorClasses,
  stylesheetsFor,
} from '../../scripts/prerender/pageStyles';

describe('the stylesheets a prerendered page links', () => {
  it('reads the classes of selectors, inside media queries too, not of declarations or comments', () => {
    const css =
      '/* .commented{} */.a{color:red}.b:hover .c>.d{margin:0 .5rem}' +
      '@media (min-width:40em){.e{display:flex}}.f[data-state=open] svg{rotate:.5turn}@font-face{src:url(x.woff2)}';
    expect([...selectorClasses(css)].sort()).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('reads the classes of markup', () => {
    expect([...markupClasses('<div class="x  y"><span class="z"></span><p>class="no"</p></div>')].sort()).toEqual([
      'no',
      'x',
      'y',
      'z',
    ]);
  });

  it('links the fewest chunk stylesheets that style every class of the markup, and none it does not use', () => {
    const sheets = [
      { href: '/css/admin.css', classes: new Set(['adminTable']) },
      { href: '/css/page-home.css', classes: new Set(['hero', 'button']) },
      { href: '/css/home-sections.css', classes: new Set(['cards', 'button']) },
      { href: '/css/page-login.css', classes: new Set(['button']) },
    ];
    const markup = '<section class="hero"><a class="button">x</a></section><ul class="cards main"></ul>';
    expect(stylesheetsFor(markup, sheets)).toEqual(['/css/page-home.css', '/css/home-sections.css']);
    expect(stylesheetsFor('<main class="main"></main>', sheets)).toEqual([]);
  });

  it('puts the stylesheets inline, named by their file, so the chunk loader finds them and fetches nothing', () => {
    const outDir = mkdtempSync(path.join(tmpdir(), 'page-styles-'));
    mkdirSync(path.join(outDir, 'css'));
    writeFileSync(path.join(outDir, 'css', 'main.1.css'), 'body{margin:0}');
    writeFileSync(path.join(outDir, 'css', 'page-home.2.css'), '.hero{color:red}');
    const template = '<head><link href="/css/main.1.css" rel="stylesheet"><title>x</title></head>';

    expect(inlineLinkedStylesheets(template, outDir)).toBe(
      '<head><style data-href="/css/main.1.css">body{margin:0}</style><title>x</title></head>',
    );
    const [chunk] = readChunkStylesheets(outDir, template);
    expect(chunk).toMatchObject({ href: '/css/page-home.2.css', css: '.hero{color:red}' });
    expect(inlineStyle('/css/page-home.2.css', chunk?.css)).toBe(
      '<style data-href="/css/page-home.2.css">.hero{color:red}</style>',
    );
  });

  it('links a stylesheet it cannot inline safely', () => {
    expect(inlineStyle('/css/x.css', '.a::after{content:"</style>"}')).toBe(
      '<link href="/css/x.css" rel="stylesheet">',
    );
    expect(inlineStyle('/css/x.css', undefined)).toBe('<link href="/css/x.css" rel="stylesheet">');
  });
});
