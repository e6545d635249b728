import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { INTER_PRELOAD_FILE, interFacesCss } from '../../scripts/lib/interFaces';

const styles = join(__dirname, '../../src/styles');

/** Inter is laid out once: a face that is not there for the first layout is not swapped in later. */
describe("Inter's faces", () => {
  const faces = interFacesCss().split('@font-face').slice(1);

  it('are the generated stylesheet, unedited, and the one the global styles import', () => {
    expect(readFileSync(join(styles, 'interFaces.css'), 'utf8')).toBe(interFacesCss());
    expect(readFileSync(join(styles, 'global.css'), 'utf8')).toMatch(/^@import '\.\/interFaces\.css';$/m);
  });

  it("are fontsource's faces, each with font-display: optional and its file from the package", () => {
    expect(faces.length).toBeGreaterThanOrEqual(7);
    for (const face of faces) {
      expect(face).toContain("font-family: 'Inter Variable';");
      expect(face).toContain('font-display: optional;');
      expect(face).toMatch(/src: url\(@fontsource-variable\/inter\/files\/inter-[a-z-]+-wght-normal\.woff2\)/);
    }
  });

  it('preload the face that covers German text: Latin-1 with „“ and €', () => {
    const latin = faces.find((face) => face.includes(`/${INTER_PRELOAD_FILE}.woff2`));
    expect(latin).toBeDefined();
    const range = /unicode-range: ([^;]+);/.exec(latin!)?.[1] ?? '';
    expect(range).toContain('U+0000-00FF'); // ä ö ü ß
    expect(range).toContain('U+2000-206F'); // „ “ –
    expect(range).toContain('U+20AC'); // €
  });
});
