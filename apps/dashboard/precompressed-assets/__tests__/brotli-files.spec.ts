import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { writeBrotliFiles } from '../brotli-files';

describe('writeBrotliFiles', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'brotli-files-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('writes a .br that decompresses to each script and stylesheet, and none for other files or when brotli does not make it smaller', () => {
    const script = 'const text = "' + 'ข้อความ '.repeat(200) + '";\n';
    const files: Record<string, string> = { 'entry.js': script, 'style.css': `.a { color: red }\n`.repeat(50), 'entry.js.map': script, 'icon.svg': script, 'x.js': 'x' };
    for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), content);
    const written = writeBrotliFiles(dir, Object.keys(files));
    expect(written.files).toBe(2);
    for (const name of ['entry.js', 'style.css']) {
      expect(brotliDecompressSync(readFileSync(path.join(dir, `${name}.br`))).toString()).toBe(files[name]);
    }
    for (const name of ['entry.js.map', 'icon.svg', 'x.js']) expect(existsSync(path.join(dir, `${name}.br`))).toBe(false);
    expect(written.compressed).toBeLessThan(written.raw);
  });
});
