// Where a measured child's PostgreSQL time goes: loaded with --require into a child of a benchmark
// (BENCH_CHILD_NODE_OPTIONS="--require ./bench/sql-time-by-statement.cjs"), it times every
// statement TypeORM sends (from send to answer, so under load a round trip's wait is in it) by its
// leading words, and prints the totals on stderr when the child ends, the costliest first.
// Statements that run side by side (the survey sync's two types) each count their own time.
const path = require('node:path');
const { createRequire } = require('node:module');

const { PostgresQueryRunner } = createRequire(path.join(__dirname, 'run.cjs'))('typeorm/driver/postgres/PostgresQueryRunner');
const byStatement = new Map();
const query = PostgresQueryRunner.prototype.query;
PostgresQueryRunner.prototype.query = async function timedQuery(sql, ...rest) {
  const key = String(sql).replace(/\s+/g, ' ').trim().slice(0, 90);
  const start = performance.now();
  try {
    return await query.call(this, sql, ...rest);
  } finally {
    const total = byStatement.get(key) ?? { calls: 0, ms: 0 };
    total.calls++;
    total.ms += performance.now() - start;
    byStatement.set(key, total);
  }
};

const started = performance.now();
process.on('exit', () => {
  if (byStatement.size === 0) return;
  const cpu = process.cpuUsage();
  console.error(`[sql-time] wall ${((performance.now() - started) / 1000).toFixed(1)} s, node cpu ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s; per statement (s, calls):`);
  for (const [key, total] of [...byStatement].sort((a, b) => b[1].ms - a[1].ms).slice(0, 25)) {
    console.error(`[sql-time] ${(total.ms / 1000).toFixed(1).padStart(7)} ${String(total.calls).padStart(7)}  ${key}`);
  }
});
