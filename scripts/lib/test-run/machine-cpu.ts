import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';

/** The machine's CPU time since boot, all cores together, from /proc/stat's first line, in ms. */
export interface MachineCpu {
  busyMs: number;
  totalMs: number;
}

/**
 * Reads /proc/stat's "cpu" line (user nice system idle iowait irq softirq steal ..., in clock
 * ticks of `tickMs`): busy is everything but idle and iowait. Null for text without that line.
 */
export function parseProcStat(text: string, tickMs = 10): MachineCpu | null {
  const line = text.split('\n').find((l) => l.startsWith('cpu '));
  if (!line) return null;
  const ticks = line.trim().split(/\s+/).slice(1, 9).map(Number);
  if (ticks.length < 5 || ticks.some((n) => !Number.isFinite(n))) return null;
  const total = ticks.reduce((sum, n) => sum + n, 0);
  const idle = ticks[3] + ticks[4];
  return { busyMs: (total - idle) * tickMs, totalMs: total * tickMs };
}

/** This machine's CPU time now, or null where /proc/stat cannot be read (not Linux). */
export function machineCpu(): MachineCpu | null {
  try {
    return parseProcStat(readFileSync('/proc/stat', 'utf8'));
  } catch {
    return null;
  }
}

/**
 * How busy the machine's cores were between two readings, 0–1: near 1 means the step's wall time is
 * the machine's ceiling for its work (more parallelism cannot shorten it, only less work can).
 */
export function busyShare(before: MachineCpu | null, after: MachineCpu | null): number | null {
  if (!before || !after || after.totalMs <= before.totalMs) return null;
  return (after.busyMs - before.busyMs) / (after.totalMs - before.totalMs);
}

/** The machine's core count, as the summary states it. */
export const CORES = cpus().length;
