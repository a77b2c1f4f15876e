import { execFileSync, spawnSync } from 'node:child_process';
import { inflateSync } from 'node:zlib';

const which = (name: string): string | null => {
  const found = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : null;
};

/**
 * pdftoppm (Debian's poppler-utils), installed with apt-get when missing, as scripts/test-all
 * does (scripts/lib/poppler/ensure-pdftoppm.ts): the test draws the brief's PDF with it.
 */
export async function ensurePdftoppm(): Promise<string> {
  const found = which('pdftoppm');
  if (found) return found;
  const sudo = process.getuid?.() === 0 ? [] : ['sudo', '-n'];
  for (const args of [
    ['apt-get', '-o', 'DPkg::Lock::Timeout=300', 'update'],
    ['apt-get', '-o', 'DPkg::Lock::Timeout=300', 'install', '-y', 'poppler-utils'],
  ]) {
    const [command, ...rest] = [...sudo, ...args] as [string, ...string[]];
    execFileSync(command, rest, { stdio: 'ignore', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  }
  const installed = which('pdftoppm');
  if (!installed) throw new Error('pdftoppm is missing and apt-get could not install poppler-utils');
  return installed;
}

/** The share of a PNG's pixels that are not near white (8-bit greyscale or RGB/RGBA, not interlaced). */
export function inkShare(png: Buffer): number {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const colourType = png[25];
  const channels = colourType === 0 ? 1 : colourType === 2 ? 3 : colourType === 6 ? 4 : colourType === 4 ? 2 : 0;
  if (png[24] !== 8 || channels === 0 || png[28] !== 0) throw new Error('inkShare reads 8-bit non-interlaced PNGs only');
  const chunks: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    if (png.toString('ascii', at + 4, at + 8) === 'IDAT') chunks.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(chunks));
  const stride = width * channels;
  const previous = Buffer.alloc(stride);
  const row = Buffer.alloc(stride);
  let ink = 0;
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const line = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let i = 0; i < stride; i++) {
      const a = i >= channels ? (row[i - channels] as number) : 0;
      const b = previous[i] as number;
      const c = i >= channels ? (previous[i - channels] as number) : 0;
      const x = line[i] as number;
      let value = x;
      if (filter === 1) value = x + a;
      else if (filter === 2) value = x + b;
      else if (filter === 3) value = x + ((a + b) >> 1);
      else if (filter === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        value = x + (pa <= pb && pa <= pc ? a : pb <= pc ? b : c);
      }
      row[i] = value & 0xff;
    }
    for (let px = 0; px < width; px++) {
      let dark = false;
      for (let ch = 0; ch < Math.min(channels, 3); ch++) if ((row[px * channels + ch] as number) < 200) dark = true;
      if (dark) ink += 1;
    }
    row.copy(previous);
  }
  return ink / (width * height);
}
