import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

/** The machine a benchmark ran on, printed first so figures can be compared fairly. */
export function machineLine(): string {
  const cpus = os.cpus();
  return [
    `machine: ${cpus[0]?.model ?? 'unknown cpu'} x ${cpus.length}`,
    `memory ${(os.totalmem() / 1024 ** 3).toFixed(1)} GiB`,
    `node ${process.version}`,
    `${os.platform()} ${os.release()}`,
    `load average ${loadAverage()} (1, 5, 15 min)`,
  ].join(', ');
}

/** The machine's load average now (1, 5 and 15 minutes): a shared machine's figures depend on it. */
export function loadAverage(): string {
  return os.loadavg().map((l) => l.toFixed(1)).join(' ');
}

/** Samples resident memory while work runs; `peak` also counts the kernel's own high-water mark. */
export class RssSampler {
  private max = process.memoryUsage().rss;
  private readonly timer: NodeJS.Timeout;

  constructor(everyMs = 20) {
    this.timer = setInterval(() => {
      this.max = Math.max(this.max, process.memoryUsage().rss);
    }, everyMs);
    this.timer.unref();
  }

  /** Peak RSS in bytes seen by sampling so far (resets with reset()). */
  get sampled(): number {
    return Math.max(this.max, process.memoryUsage().rss);
  }

  reset(): void {
    this.max = process.memoryUsage().rss;
  }

  stop(): void {
    clearInterval(this.timer);
  }
}

/** The process's lifetime peak RSS in bytes (getrusage ru_maxrss). */
export const processPeakRss = () => process.resourceUsage().maxRSS * 1024;

export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
export const perSecond = (rows: number, ms: number) => Math.round((rows * 1000) / ms);
export const thousands = (n: number) => n.toLocaleString('en-US');
export const ratio = (a: number, b: number) => (b ? `${(a / b).toFixed(2)}x` : 'n/a');

/**
 * Runs this benchmark file again in a child process (same runner) with `args`, so each measured
 * variant has a process of its own: its peak RSS is its own. Answers the JSON the child prints
 * on its last line.
 */
export function runChild<T>(script: string, args: string[], nodeOptions: string[] = []): Promise<T> {
  return runNodeChild<T>([path.join(__dirname, 'run.cjs'), script], args, nodeOptions);
}

/**
 * Runs a plain JavaScript file (over the build, as the product's processes run) in a child process
 * with `args`; answers the JSON it prints on its last line. No TypeScript hook is loaded, so the
 * child's RSS is what the product's own process would hold.
 */
export function runCompiledChild<T>(file: string, args: string[], nodeOptions: string[] = []): Promise<T> {
  return runNodeChild<T>([file], args, nodeOptions);
}

function runNodeChild<T>(entry: string[], args: string[], nodeOptions: string[]): Promise<T> {
  // BENCH_CHILD_NODE_OPTIONS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") profiles the measured runs.
  const extra = (process.env.BENCH_CHILD_NODE_OPTIONS ?? '').split(' ').filter(Boolean);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...extra, ...nodeOptions, ...entry, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
    });
    child.on('error', reject);
    child.on('close', (code, signal) => {
      const last = out.trim().split('\n').pop() ?? '';
      if (code !== 0) return reject(new Error(`child ${args.join(' ')} ended with ${signal ?? code}: ${out.slice(-2000)}`));
      try {
        resolve(JSON.parse(last) as T);
      } catch {
        reject(new Error(`child ${args.join(' ')} printed no result: ${out.slice(-2000)}`));
      }
    });
  });
}

/** --name=value arguments. */
export function argValue(name: string, fallback: string): string {
  const found = process.argv.find((a) => a.startsWith(`--${name}=`));
  return found ? found.slice(name.length + 3) : fallback;
}
