// Samples the memory and CPU of a process and its descendants (a benchmark and the chromium it
// starts) from /proc, in a process of its own: reading /proc/<pid>/smaps_rollup costs milliseconds of
// CPU a process, which, done in the benchmark's own process, blocked its event loop and was counted
// as its CPU. Run as a child of the measured process: `node process-tree-sampler.cjs <pid> <ms>`;
// it samples every <ms> until its stdin ends, then prints one JSON line: the peak of the summed
// RSS and PSS (also of the measured process alone and of its descendants alone), and the CPU ms (utime + stime, last value seen) of every descendant (itself left
// out; one that ended between two samples loses at most its last <ms> of CPU).
const { readdirSync, readFileSync } = require('node:fs');

const root = Number(process.argv[2]);
const everyMs = Number(process.argv[3] ?? 250);
const TICK_MS = 10;

function tree() {
  const children = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(name));
    } catch {
      // ended meanwhile
    }
  }
  const pids = [];
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop();
    if (pid === process.pid) continue;
    pids.push(pid);
    stack.push(...(children.get(pid) ?? []));
  }
  return pids;
}

const peak = { rss: 0, pss: 0, rootPss: 0, descendantsPss: 0, descendantsRss: 0 };
const cpuMs = new Map();
let samples = 0;

function sample() {
  let rss = 0;
  let pss = 0;
  let rootPss = 0;
  let descendantsPss = 0;
  let descendantsRss = 0;
  for (const pid of tree()) {
    try {
      const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
      const ownRss = Number(/^Rss:\s+(\d+) kB/m.exec(rollup)?.[1] ?? 0) * 1024;
      rss += ownRss;
      if (pid !== root) descendantsRss += ownRss;
      const own = Number(/^Pss:\s+(\d+) kB/m.exec(rollup)?.[1] ?? 0) * 1024;
      pss += own;
      if (pid === root) rootPss = own;
      else descendantsPss += own;
      if (pid !== root) {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        cpuMs.set(pid, (Number(fields[11]) + Number(fields[12])) * TICK_MS);
      }
    } catch {
      // ended meanwhile
    }
  }
  peak.rss = Math.max(peak.rss, rss);
  peak.pss = Math.max(peak.pss, pss);
  peak.rootPss = Math.max(peak.rootPss, rootPss);
  peak.descendantsPss = Math.max(peak.descendantsPss, descendantsPss);
  peak.descendantsRss = Math.max(peak.descendantsRss, descendantsRss);
  samples += 1;
}

sample();
const timer = setInterval(sample, everyMs);
process.stdin.resume();
process.stdin.on('end', () => {
  clearInterval(timer);
  sample();
  const descendantsCpuMs = [...cpuMs.values()].reduce((a, b) => a + b, 0);
  process.stdout.write(`${JSON.stringify({ peak, descendantsCpuMs, descendants: cpuMs.size, samples, ownCpuMs: (process.cpuUsage().user + process.cpuUsage().system) / 1000 })}\n`);
  process.exit(0);
});
