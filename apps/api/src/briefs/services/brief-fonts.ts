import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const FACES = [
  { file: 'sarabun-thai-400-normal.woff2', weight: 400, range: 'U+02D7,U+0303,U+0331,U+0E01-0E5B,U+200C-200D,U+25CC' },
  { file: 'sarabun-thai-700-normal.woff2', weight: 700, range: 'U+02D7,U+0303,U+0331,U+0E01-0E5B,U+200C-200D,U+25CC' },
  { file: 'sarabun-latin-400-normal.woff2', weight: 400, range: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD' },
  { file: 'sarabun-latin-700-normal.woff2', weight: 700, range: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD' },
] as const;

let css: string | null = null;

/**
 * Sarabun (the dashboard's Thai font, @fontsource/sarabun from npm) as @font-face rules with the
 * font files inlined, so the page the PDF is printed from needs no network and no installed font:
 * Thai tone marks and vowels are placed by the font's own shaping tables.
 */
export function briefFontFaces(): string {
  if (css !== null) return css;
  const require = createRequire(__filename);
  const dir = require.resolve('@fontsource/sarabun/package.json').replace(/package\.json$/, 'files/');
  css = FACES.map(
    (face) =>
      `@font-face{font-family:'Sarabun';font-style:normal;font-weight:${face.weight};font-display:block;src:url(data:font/woff2;base64,${readFileSync(dir + face.file).toString('base64')}) format('woff2');unicode-range:${face.range};}`,
  ).join('\n');
  return css;
}
