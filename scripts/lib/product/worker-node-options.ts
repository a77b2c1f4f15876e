// The node flags the worker ships with: every start of it uses them (scripts/start.ts through
// startProduct, docker-compose.yml's worker command, bench/ when it measures the worker's path).
//
// --max-old-space-size=256: the worker's jobs hold little live data (the hotsheet import and the
// exports stream their files, the survey sync and the projections work a page or a batch at a
// time), but with node's defaults on a machine with many GiB V8 lets garbage pile up to several
// hundred MB before it collects: the 100,000-row hotsheet import peaked at 455 MB. Capped, V8
// collects sooner; the import ran as fast at 160 MB of heap (docs/BENCHMARKS.md), so 256 MB
// leaves the other jobs room. A job that truly needed more would end the process with a heap
// error, its job retried by BullMQ and its failure visible in the logs: raise the figure here.
export const WORKER_NODE_OPTIONS: readonly string[] = ['--max-old-space-size=256'];
