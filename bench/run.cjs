// Runs a TypeScript benchmark without a build: `node bench/run.cjs bench/<name>.bench.ts [args]`.
// The benchmarks build NestJS and TypeORM objects, whose decorators need reflect-metadata loaded
// first; the rest (the @swc/core require hook, @voc/* mapped to sources) is scripts/run.cjs.
require('reflect-metadata');
require('../scripts/run.cjs');
