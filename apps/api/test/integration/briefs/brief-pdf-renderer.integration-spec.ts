import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { BriefPdfRenderer } from '../../../src/briefs/services/brief-pdf-renderer';
import { defaultChromiumPath } from '../../../src/config/api-config';
import { until } from '../../support/until';
import { ensurePdftoppm } from './pdftoppm';

/** This process's chromium processes now (their pids): the browser and whatever it started. */
function chromiumPids(): number[] {
  const pids: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      // Its binary (Debian's /usr/bin launchers are shell scripts that wait for it).
      if (!/chrom/.test(readlinkSync(`/proc/${name}/exe`))) continue;
      // The browser is a child of this process; anything it starts is deeper.
      let pid = Number(name);
      for (let depth = 0; depth < 6 && pid > 1; depth++) {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        pid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        if (pid === process.pid) {
          pids.push(Number(name));
          break;
        }
      }
    } catch {
      // ended meanwhile
    }
  }
  return pids;
}

const page = (text: string) => `<!doctype html><html lang="th"><head><meta charset="utf-8"><style>body{font-size:20pt}</style></head><body><h1>${text}</h1><p>${text.repeat(8)}</p></body></html>`;

/**
 * The brief printer (real chromium): one chromium process prints everything (--single-process: no
 * renderer, GPU or network process of its own, none started per brief); its page is kept for the
 * next print and prints the same as a new one; after a crash the next print gets a working browser.
 */
describe('BriefPdfRenderer', () => {
  let renderer: BriefPdfRenderer;
  let pdftoppm: string;
  const dir = mkdtempSync(join(tmpdir(), 'brief-renderer-'));

  const draw = (pdf: Buffer, name: string): Buffer => {
    writeFileSync(join(dir, `${name}.pdf`), pdf);
    execFileSync(pdftoppm, ['-png', '-r', '50', '-singlefile', join(dir, `${name}.pdf`), join(dir, name)]);
    return readFileSync(join(dir, `${name}.png`));
  };

  beforeAll(async () => {
    pdftoppm = await ensurePdftoppm();
    // As the api prints (CHROMIUM_PATH unset): chromium-headless-shell, which npm test installs.
    renderer = new BriefPdfRenderer({ chromiumPath: defaultChromiumPath() });
  });

  afterAll(async () => {
    await renderer?.onApplicationShutdown();
    rmSync(dir, { recursive: true, force: true });
  });

  it('prints many briefs, asked for at once, in one chromium process, a kept page drawing what a new one drew', async () => {
    const first = await renderer.pdf(page('สรุปผลประจำเดือน'));
    const seen = new Set(chromiumPids());
    for (let round = 0; round < 3; round++) {
      await Promise.all([renderer.pdf(page(`รอบ ${round} ภาษาไทย`)), renderer.pdf(page(`round ${round} English`))]);
      for (const pid of chromiumPids()) seen.add(pid);
    }
    const again = await renderer.pdf(page('สรุปผลประจำเดือน'));
    expect(seen.size).toBe(1);
    expect(draw(again, 'again').equals(draw(first, 'first'))).toBe(true);
    expect(draw(again, 'again').equals(draw(await renderer.pdf(page('round 0 English')), 'other'))).toBe(false);
  }, 120000);

  it('after a crash of the kept page (and with it the one chromium process), the next print gets a working browser', async () => {
    await renderer.pdf(page('ก่อน'));
    const kept = (renderer as unknown as { idle: Page[] }).idle;
    expect(kept.length).toBeGreaterThan(0);
    const crashed = kept[kept.length - 1] as Page;
    await crashed.goto('chrome://crash').catch(() => undefined);
    await until(async () => crashed.isClosed(), 30000);
    const pdf = await renderer.pdf(page('หลัง'));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  }, 120000);
});
