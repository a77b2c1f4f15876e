import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import type { Client } from 'pg';

/**
 * CPU time by process over a benchmark phase, read from /proc (Linux): what each party of a run
 * (the load generator, the api, the worker, the database's backends) spent, so a phase's
 * commands/s can be split into CPU milliseconds per command. Not available elsewhere: the
 * figures are then left out.
 */
const TICKS_PER_SECOND = 100;

/** utime + stime of a process, in ms; undefined when it has gone (or /proc is not there). */
export function processCpuMs(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: count the fields after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}

/** Busy and all CPU time of the whole machine so far, in ms (from /proc/stat's first line). */
export function machineCpuMs(): { busy: number; all: number; steal: number } | undefined {
  try {
    const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const ticks = values.map(Number);
    const all = ticks.reduce((a, b) => a + b, 0);
    const idle = ticks[3] + (ticks[4] ?? 0);
    // steal: time the host gave this virtual machine's cores to others (counted in busy).
    return { busy: ((all - idle) * 1000) / TICKS_PER_SECOND, all: (all * 1000) / TICKS_PER_SECOND, steal: ((ticks[7] ?? 0) * 1000) / TICKS_PER_SECOND };
  } catch {
    return undefined;
  }
}

export interface CpuParties {
  /** Named processes of the run (this process, the api, the worker). */
  processes: Record<string, number | undefined>;
  /** The database whose backends are summed as "postgres". */
  database: string;
}

export interface CpuSnapshot {
  byParty: Map<string, number>;
  /** Backend pid → its CPU ms and the party whose connection it serves ('other' when none is known). */
  backends: Map<number, { ms: number; party: string }>;
  machine?: { busy: number; all: number; steal: number };
}

/** The local TCP ports of a process's sockets (its connections to PostgreSQL among them). */
function localPorts(pid: number, portOfInode: Map<string, number>): number[] {
  try {
    return readdirSync(`/proc/${pid}/fd`)
      .map((fd) => {
        try {
          return /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1];
        } catch {
          return undefined;
        }
      })
      .flatMap((inode) => (inode && portOfInode.has(inode) ? [portOfInode.get(inode) as number] : []));
  } catch {
    return [];
  }
}

/** Socket inode → local port, from /proc/net/tcp and tcp6. */
function tcpPortsByInode(): Map<string, number> {
  const ports = new Map<string, number>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    try {
      for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
        const fields = line.trim().split(/\s+/);
        if (fields.length > 9) ports.set(fields[9], parseInt(fields[1].split(':')[1], 16));
      }
    } catch {
      // not Linux: no split by party
    }
  }
  return ports;
}

async function backends(client: Client, database: string): Promise<Array<{ pid: number; clientPort: number | null }>> {
  const { rows } = await client.query<{ pid: number; client_port: number | null }>(`SELECT pid, client_port FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`, [database]);
  return rows.map((row) => ({ pid: row.pid, clientPort: row.client_port }));
}

export async function cpuSnapshot(client: Client, parties: CpuParties): Promise<CpuSnapshot> {
  const byParty = new Map<string, number>();
  for (const [name, pid] of Object.entries(parties.processes)) {
    const ms = pid === undefined ? undefined : processCpuMs(pid);
    if (ms !== undefined) byParty.set(name, ms);
  }
  const portOfInode = tcpPortsByInode();
  const partyOfPort = new Map<number, string>();
  for (const [name, pid] of Object.entries(parties.processes)) {
    if (pid !== undefined) for (const port of localPorts(pid, portOfInode)) partyOfPort.set(port, name);
  }
  const served = new Map<number, { ms: number; party: string }>();
  for (const { pid, clientPort } of await backends(client, parties.database)) {
    const ms = processCpuMs(pid);
    if (ms !== undefined) served.set(pid, { ms, party: (clientPort !== null && partyOfPort.get(clientPort)) || 'other' });
  }
  return { byParty, backends: served, machine: machineCpuMs() };
}

/**
 * CPU ms each party spent between two snapshots, the database's backends by the party they serve. A backend first seen at the end (a pool's
 * connection opened during the phase) counts from zero; one gone by the end is lost (pools keep
 * theirs for the whole phase).
 */
export function cpuSpent(before: CpuSnapshot, after: CpuSnapshot): Map<string, number> {
  const spent = new Map<string, number>();
  for (const [name, ms] of after.byParty) spent.set(name, ms - (before.byParty.get(name) ?? ms));
  for (const [pid, { ms, party }] of after.backends) {
    const key = `postgres for ${party}`;
    spent.set(key, (spent.get(key) ?? 0) + ms - (before.backends.get(pid)?.ms ?? 0));
  }
  if (before.machine && after.machine) {
    spent.set('machine busy', after.machine.busy - before.machine.busy);
    spent.set('machine all', after.machine.all - before.machine.all);
  }
  return spent;
}

/** What a PhaseCpuWatch saw over its phase, in ms of CPU. */
export interface PhaseCpu {
  /** The named processes' CPU over the phase. */
  processes: Map<string, number>;
  /** All backends of the database over the phase, each at the last value seen (so those that closed count too). */
  backends: number;
  /** The machine's busy time (all minus idle and iowait; steal included) and its whole time, both cores summed. */
  machineBusy?: number;
  machineAll?: number;
  /** Of machineBusy, the time the host gave these cores to other machines. */
  machineSteal?: number;
}

/**
 * Samples CPU over a phase whose processes and database connections may come and go (a child
 * process that opens its pool and exits): every `everyMs` it reads the named processes and every
 * backend of `database`, keeping each backend's last value, so a connection closed before the end
 * still counts. `stop()` ends it and gives the phase's totals.
 */
export class PhaseCpuWatch {
  private readonly firstOfProcess = new Map<string, number>();
  private readonly lastOfProcess = new Map<string, number>();
  private readonly firstOfBackend = new Map<number, number>();
  private readonly lastOfBackend = new Map<number, number>();
  private readonly machineFirst = machineCpuMs();
  private timer?: NodeJS.Timeout;
  private sampling?: Promise<void>;

  private constructor(
    private readonly client: Client,
    private readonly database: string,
    private readonly processes: Record<string, number | undefined>,
  ) {}

  static async start(client: Client, database: string, processes: Record<string, number | undefined>, everyMs = 250): Promise<PhaseCpuWatch> {
    const watch = new PhaseCpuWatch(client, database, processes);
    await watch.sample();
    watch.timer = setInterval(() => {
      watch.sampling ??= watch.sample().finally(() => (watch.sampling = undefined));
    }, everyMs);
    return watch;
  }

  private async sample(): Promise<void> {
    for (const [name, pid] of Object.entries(this.processes)) {
      const ms = pid === undefined ? undefined : processCpuMs(pid);
      if (ms === undefined) continue;
      if (!this.firstOfProcess.has(name)) this.firstOfProcess.set(name, ms);
      this.lastOfProcess.set(name, ms);
    }
    for (const { pid } of await backends(this.client, this.database)) {
      const ms = processCpuMs(pid);
      if (ms === undefined) continue;
      // A backend first seen after the phase began opened during it: it counts from zero.
      if (!this.firstOfBackend.has(pid)) this.firstOfBackend.set(pid, this.sampledOnce ? 0 : ms);
      this.lastOfBackend.set(pid, ms);
    }
    this.sampledOnce = true;
  }

  private sampledOnce = false;

  async stop(): Promise<PhaseCpu> {
    clearInterval(this.timer);
    await this.sampling;
    await this.sample();
    const processes = new Map<string, number>();
    for (const [name, last] of this.lastOfProcess) processes.set(name, last - (this.firstOfProcess.get(name) ?? last));
    let backendsMs = 0;
    for (const [pid, last] of this.lastOfBackend) backendsMs += last - (this.firstOfBackend.get(pid) ?? 0);
    const machine = machineCpuMs();
    return {
      processes,
      backends: backendsMs,
      ...(this.machineFirst && machine ? { machineBusy: machine.busy - this.machineFirst.busy, machineAll: machine.all - this.machineFirst.all, machineSteal: machine.steal - this.machineFirst.steal } : {}),
    };
  }
}

/** What a COPY cost in CPU: its backend's, and the whole machine's busy time and steal meanwhile (ms). */
export interface CopyCpu {
  backendMs: number;
  machineBusyMs?: number;
  machineStealMs?: number;
}

/** The CPU of one connection's backend (and the machine) over a stretch of statements on that connection. */
export class CopyCpuWatch {
  private constructor(
    private readonly pid: number,
    private readonly backendFirst: number | undefined,
    private readonly machineFirst: ReturnType<typeof machineCpuMs>,
  ) {}

  static async start(connection: { query(text: string): Promise<Array<{ pid: number }>> }): Promise<CopyCpuWatch> {
    const [{ pid }] = await connection.query('SELECT pg_backend_pid() AS pid');
    return new CopyCpuWatch(pid, processCpuMs(pid), machineCpuMs());
  }

  stop(): CopyCpu {
    const backend = processCpuMs(this.pid);
    const machine = machineCpuMs();
    return {
      backendMs: backend === undefined || this.backendFirst === undefined ? Number.NaN : backend - this.backendFirst,
      ...(machine && this.machineFirst ? { machineBusyMs: machine.busy - this.machineFirst.busy, machineStealMs: machine.steal - this.machineFirst.steal } : {}),
    };
  }
}
