import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';

/** The built files served brotli-compressed when the browser accepts it: scripts and stylesheets. */
export const PRECOMPRESSED_FILE = /\.(js|css)$/;

/** Brotli at its highest quality, in text mode: made once at build time, not per request. */
export function brotliOf(content: Buffer): Buffer {
  return brotliCompressSync(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  });
}

/**
 * Writes `<file>.br` beside each of `fileNames` (relative to `outDir`) that is a script or a
 * stylesheet, when brotli makes it smaller; answers how many bytes the written ones hold, raw and
 * compressed.
 */
export function writeBrotliFiles(outDir: string, fileNames: readonly string[]): { files: number; raw: number; compressed: number } {
  const written = { files: 0, raw: 0, compressed: 0 };
  for (const fileName of fileNames.filter((name) => PRECOMPRESSED_FILE.test(name))) {
    const file = path.join(outDir, fileName);
    const content = readFileSync(file);
    const compressed = brotliOf(content);
    if (compressed.length >= content.length) continue;
    writeFileSync(`${file}.br`, compressed);
    written.files += 1;
    written.raw += content.length;
    written.compressed += compressed.length;
  }
  return written;
}
