import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { MANUAL_FILES, manualHref, sizeInKb } from '../manual-files.constant';

const PUBLIC_MANUALS = path.join(__dirname, '../../../../../public/manuals');

describe.each(MANUAL_FILES.map((manual) => [manual.file, manual] as const))('the manual %s', (file, manual) => {
  const html = readFileSync(path.join(PUBLIC_MANUALS, file), 'utf8');

  it('has the size its entry states (update the entry when the file changes)', () => {
    expect(statSync(path.join(PUBLIC_MANUALS, file)).size).toBe(manual.sizeBytes);
  });

  it('states the same update date as its entry', () => {
    expect(html).toContain(`<meta name="updated" content="${manual.updated}">`);
  });

  it('is a Thai page with English in it, in Sarabun falling back to sans-serif', () => {
    expect(html).toMatch(/^<!doctype html>\s*<html lang="th">/i);
    expect(html).toContain("font-family: 'Sarabun', sans-serif");
    expect(html).toMatch(/lang="en"/);
  });

  it('loads nothing from elsewhere (no CDN, no external font, script or image)', () => {
    expect(html).not.toMatch(/(https?:)?\/\/[a-z0-9.-]+\.[a-z]{2,}/i);
    expect(html).not.toMatch(/<(script|link|img|iframe)\b/i);
    expect(html).not.toMatch(/@import|url\(/i);
  });

  it('gives every section its Thai text first and its English below', () => {
    const sections = html.split('<section').slice(1);
    expect(sections.length).toBeGreaterThanOrEqual(8);
    for (const section of sections) {
      const thai = section.indexOf('lang="th"');
      const english = section.indexOf('<div class="en" lang="en">');
      expect(thai).toBeGreaterThanOrEqual(0);
      expect(english).toBeGreaterThan(thai);
    }
  });

  it('prints on A4', () => {
    expect(html).toMatch(/@media print[\s\S]*size: A4/);
  });
});

describe('manual links and sizes', () => {
  it.each([
    ['/', '/manuals/dashboard-manual.html'],
    ['/voc/', '/voc/manuals/dashboard-manual.html'],
    ['/voc', '/voc/manuals/dashboard-manual.html'],
  ])('base %s → %s', (base, expected) => {
    expect(manualHref(MANUAL_FILES[0], base)).toBe(expected);
  });

  it.each([
    [47381, 46],
    [23420, 23],
    [100, 1],
  ])('%i bytes is %i KB', (bytes, kb) => {
    expect(sizeInKb(bytes)).toBe(kb);
  });
});
