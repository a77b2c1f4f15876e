// Runs a TypeScript file without a build: `node scripts/run.cjs <file.ts> [args]`. `npm start`,
// `npm test` and (through bench/run.cjs) the benchmarks run this way. A require hook compiles .ts
// files with @swc/core (the same settings as the jest preset) and maps the workspace libraries
// (@voc/*) to their sources. It strips types only: `npm run typecheck:client` checks them.
const fs = require('node:fs');
const path = require('node:path');
const Module = require('node:module');
const { transformSync } = require('@swc/core');

const root = path.resolve(__dirname, '..');
const libs = new Set(['domain', 'contracts', 'persistence', 'testing', 'ticketing', 'survey-service-client', 'events', 'spreadsheets', 'hotsheet-imports', 'ticket-exports', 'voice-text', 'projections', 'polling-loop', 'notifications']);

const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function resolve(request, parent, ...rest) {
  const match = /^@voc\/([a-z-]+)$/.exec(request);
  if (match && libs.has(match[1])) request = path.join(root, 'libs', match[1], 'src', 'index.ts');
  return resolveFilename.call(this, request, parent, ...rest);
};

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    sourceMaps: 'inline',
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};

const [script, ...args] = process.argv.slice(2);
if (!script) {
  process.stderr.write(`usage: node ${path.relative(process.cwd(), require.main?.filename ?? __filename) || 'scripts/run.cjs'} <file.ts> [args]\n`);
  process.exit(2);
}
process.argv = [process.argv[0], path.resolve(script), ...args];
require(path.resolve(script));
