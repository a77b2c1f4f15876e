import path from 'node:path';
import type { Plugin } from 'vite';
import { writeBrotliFiles } from './brotli-files';
import { servePrecompressed } from './precompressed-middleware';

/**
 * Brotli for the built dashboard (issue 15, the first load on a slow line): the build writes a
 * `.br` beside each script and stylesheet, and the preview server (`npm start` and the e2e suite
 * serve dist with `vite preview`; the docker image's nginx gateway sends the same copies) answers with it a browser that accepts
 * brotli, before its own per-response gzip. `headers` are the preview server's headers (the
 * security headers), sent with those answers too.
 */
export function brotliAssets(headers: Readonly<Record<string, string>>): Plugin {
  let outDir = '';
  return {
    name: 'voc-brotli-assets',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      order: 'post',
      handler(_options, bundle) {
        const written = writeBrotliFiles(outDir, Object.keys(bundle));
        this.info(`brotli: ${written.files} files, ${(written.raw / 1024).toFixed(0)} KB → ${(written.compressed / 1024).toFixed(0)} KB`);
      },
    },
    // Registered here, the middleware runs before the preview server's proxy, compression and static files.
    configurePreviewServer(server) {
      server.middlewares.use(servePrecompressed(outDir, headers));
    },
  };
}
