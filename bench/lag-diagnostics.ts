import { readFileSync, statSync } from 'node:fs';
import type { Client } from 'pg';

/**
 * LAG_DIAG=1 (bench:projections (b)): what the log behind the lag costs PostgreSQL, the question
 * issue 15 asks of the full run ("explain what the million events behind it cost: buffers, plans,
 * index sizes"). Around the measurement window it records
 *   - the sizes of the log, the tickets and the reporting tables with their indexes;
 *   - pg_statio's block counts over the window (shared-buffer hits against reads from the OS), per
 *     table, and blocks read per command;
 *   - every statement of the window that took 100 ms or more, with its plan: auto_explain, set on
 *     the bench's database before the api and the worker connect (`session_preload_libraries`),
 *     writes them to the server's log, which this reads back (it needs the log file readable:
 *     LAG_DIAG_LOG, Debian's /var/log/postgresql/postgresql-15-main.log by default);
 *   - the dead row versions the window left in the reporting tables (the machine runs with
 *     autovacuum off; a production server would vacuum them).
 */
export class LagDiagnostics {
  private statio = new Map<string, Statio>();
  private logOffset = 0;
  private readonly logPath = process.env.LAG_DIAG_LOG ?? '/var/log/postgresql/postgresql-15-main.log';

  constructor(
    private readonly client: Client,
    private readonly database: string,
  ) {}

  /**
   * Before the api and the worker connect: the plans of statements of `minMs` or more go to the
   * server's log, with their actual rows and buffers when `analyze` (LAG_DIAG), or as planned
   * (LAG_AUTO_EXPLAIN_MS, which also shows any JIT section).
   */
  static async enable(client: Client, database: string, minMs = 100, analyze = true): Promise<void> {
    await client.query(`ALTER DATABASE "${database}" SET session_preload_libraries = 'auto_explain'`);
    await client.query(`ALTER DATABASE "${database}" SET auto_explain.log_min_duration = '${Math.max(0, Math.floor(minMs))}ms'`);
    if (!analyze) return;
    await client.query(`ALTER DATABASE "${database}" SET auto_explain.log_analyze = on`);
    await client.query(`ALTER DATABASE "${database}" SET auto_explain.log_buffers = on`);
    await client.query(`ALTER DATABASE "${database}" SET auto_explain.log_timing = off`);
  }

  async start(): Promise<void> {
    await this.sizes();
    this.statio = await readStatio(this.client);
    try {
      this.logOffset = statSync(this.logPath).size;
    } catch {
      this.logOffset = -1;
    }
  }

  async report(commands: number): Promise<void> {
    const after = await readStatio(this.client);
    let hit = 0;
    let read = 0;
    const rows: Array<{ table: string; hit: number; read: number }> = [];
    for (const [table, now] of after) {
      const before = this.statio.get(table) ?? { hit: 0, read: 0 };
      const h = now.hit - before.hit;
      const r = now.read - before.read;
      hit += h;
      read += r;
      if (h + r > 0) rows.push({ table, hit: h, read: r });
    }
    rows.sort((a, b) => b.hit + b.read - (a.hit + a.read));
    console.log(
      `    diag: blocks over the window: ${hit} shared-buffer hits, ${read} reads from the OS (${((100 * hit) / Math.max(1, hit + read)).toFixed(2)}% hits; ${(read / Math.max(1, commands)).toFixed(2)} reads and ${(hit / Math.max(1, commands)).toFixed(1)} hits a command)`,
    );
    console.log(`    diag: most blocks: ${rows.slice(0, 8).map((r) => `${r.table} ${r.hit}+${r.read}`).join(' | ')}`);
    const dead = await this.client.query<{ relname: string; live: string; dead: string }>(
      `SELECT relname, n_live_tup::text AS live, n_dead_tup::text AS dead FROM pg_stat_user_tables WHERE n_dead_tup > 0 ORDER BY n_dead_tup DESC LIMIT 6`,
    );
    console.log(`    diag: dead row versions after: ${dead.rows.map((r) => `${r.relname} ${r.dead} (live ${r.live})`).join(' | ')}`);
    this.slowStatements();
  }

  private async sizes(): Promise<void> {
    const { rows } = await this.client.query<{ name: string; heap: string; indexes: string; rows: string }>(
      `SELECT n.nspname || '.' || c.relname AS name, pg_size_pretty(pg_relation_size(c.oid)) AS heap, pg_size_pretty(pg_indexes_size(c.oid)) AS indexes, c.reltuples::bigint::text AS rows
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE c.relkind = 'r' AND n.nspname IN ('public', 'reporting')
        ORDER BY pg_total_relation_size(c.oid) DESC LIMIT 8`,
    );
    const shared = (await this.client.query<{ setting: string }>(`SELECT current_setting('shared_buffers') AS setting`)).rows[0].setting;
    const total = (await this.client.query<{ size: string }>(`SELECT pg_size_pretty(pg_database_size(current_database())) AS size`)).rows[0].size;
    console.log(`    diag: database ${total}, shared_buffers ${shared}; largest tables (heap + indexes, rows as last analysed): ${rows.map((r) => `${r.name} ${r.heap} + ${r.indexes} (${r.rows})`).join(' | ')}`);
  }

  private slowStatements(): void {
    if (this.logOffset < 0) {
      console.log(`    diag: slow statements: the server log ${this.logPath} is not readable (LAG_DIAG_LOG names another)`);
      return;
    }
    let text: string;
    try {
      text = readFileSync(this.logPath).subarray(this.logOffset).toString('utf8');
    } catch (error) {
      console.log(`    diag: slow statements: cannot read ${this.logPath}: ${(error as Error).message}`);
      return;
    }
    // auto_explain's entries: "... user@db LOG:  duration: 123.456 ms  plan:\n\tQuery Text: ...\n\t<plan lines>".
    const entries = text.split(/\n(?=\S)/).filter((entry) => entry.includes(`@${this.database} LOG:  duration:`) && entry.includes('plan:'));
    const byStatement = new Map<string, { count: number; total: number; max: number; plan: string }>();
    for (const entry of entries) {
      const duration = Number(/duration: ([\d.]+) ms/.exec(entry)?.[1] ?? 0);
      const query = (/Query Text: ([^\n]*)/.exec(entry)?.[1] ?? '?').replace(/\s+/g, ' ').slice(0, 90);
      const plan = entry
        .split('\n')
        .slice(2)
        .map((line) => line.trim())
        .filter((line) => /^(->\s*)?[A-Z][A-Za-z ]+(on|using|Scan|Join|Sort|Aggregate|Append|Limit|Insert|Update|Delete|Result|CTE)/.test(line) || /^Buffers:/.test(line))
        .slice(0, 6)
        .join(' / ');
      const seen = byStatement.get(query) ?? { count: 0, total: 0, max: 0, plan };
      seen.count += 1;
      seen.total += duration;
      if (duration > seen.max) {
        seen.max = duration;
        seen.plan = plan;
      }
      byStatement.set(query, seen);
    }
    console.log(`    diag: statements of 100 ms or more in the window: ${entries.length}`);
    for (const [query, s] of [...byStatement].sort((a, b) => b[1].total - a[1].total).slice(0, 8)) {
      console.log(`      ${s.count} × ${(s.total / s.count).toFixed(0)} ms avg, ${s.max.toFixed(0)} max: ${query}\n        plan of the slowest: ${s.plan.slice(0, 400)}`);
    }
  }
}

interface Statio {
  hit: number;
  read: number;
}

async function readStatio(client: Client): Promise<Map<string, Statio>> {
  const { rows } = await client.query<{ name: string; hit: string; read: string }>(
    `SELECT schemaname || '.' || relname AS name,
            (coalesce(heap_blks_hit, 0) + coalesce(idx_blks_hit, 0) + coalesce(toast_blks_hit, 0) + coalesce(tidx_blks_hit, 0))::text AS hit,
            (coalesce(heap_blks_read, 0) + coalesce(idx_blks_read, 0) + coalesce(toast_blks_read, 0) + coalesce(tidx_blks_read, 0))::text AS read
       FROM pg_statio_user_tables`,
  );
  return new Map(rows.map((row) => [row.name, { hit: Number(row.hit), read: Number(row.read) }]));
}
