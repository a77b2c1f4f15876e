/**
 * A V8 .cpuprofile (node --cpu-prof) summarised: the top functions by self time with their file,
 * and the CPU per part (nest, express, typeorm, pg, validation, auth, logging, our code, node's own
 * http/streams, GC), by self time and by inclusive time (a sample counts once for every part on
 * its stack, so inclusive shares add up to more than 100%).
 * Natives without a file are charged to their nearest caller with one (self), socket writes' syscalls
 * shown apart. Idle samples are left out of the shares; `--from=S --to=S` keep only the samples taken between
 * those seconds after the profile started (e.g. the measured window, without start-up).
 * Run: node bench/run.cjs bench/cpu-profile-summary.ts <file.cpuprofile> [--top=30] [--from=5] [--to=60]
 */
import { readFileSync } from 'node:fs';
import { argValue } from './bench-kit';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** The parts a frame's file falls in, first match wins. */
const PARTS: ReadonlyArray<[string, RegExp]> = [
  ['nest core, cqrs, rxjs', /node_modules\/(@nestjs\/(core|common|cqrs)|rxjs|reflect-metadata|tslib)\//],
  ['express, body-parser, router', /node_modules\/(express|router|body-parser|raw-body|content-type|type-is|on-finished|finalhandler|send|etag|fresh|qs|iconv-lite|mime-types|mime-db|accepts|negotiator|vary|proxy-addr|forwarded|cookie-parser|cookie|depd|http-errors|statuses|media-typer|parseurl|encodeurl|escape-html|range-parser|unpipe|merge-descriptors|ipaddr\.js|path-to-regexp|debug|ms|bytes|content-disposition|serve-static|@nestjs\/platform-express|multer|cors|object-assign|helmet|compression)\//],
  ['typeorm', /node_modules\/typeorm\//],
  ['pg', /node_modules\/(pg|pg-protocol|pg-pool|pg-types|pg-connection-string|postgres-[a-z]+|pgpass|buffer-writer|packet-reader)\//],
  ['class-validator, class-transformer', /node_modules\/(class-validator|class-transformer|validator|libphonenumber-js)\//],
  ['jwt, auth', /node_modules\/(@nestjs\/jwt|jsonwebtoken|jws|jwa|passport[^/]*|@nestjs\/passport|safe-buffer|buffer-equal-constant-time|ecdsa-sig-formatter|lodash\.[a-z]+|semver)\//],
  ['logging (pino)', /node_modules\/(pino|pino-http|nestjs-pino|pino-std-serializers|fast-redact|@pinojs\/redact|sonic-boom|thread-stream|on-exit-leak-free|atomic-sleep|quick-format-unescaped|safe-stable-stringify|fast-safe-stringify|real-require|process-warning)\//],
  ['bullmq, ioredis', /node_modules\/(bullmq|ioredis|@nestjs\/bullmq|@ioredis|redis-parser|redis-errors|denque|cluster-key-slot|msgpackr|cron-parser|luxon)\//],
  ['our code', /\/(apps|libs)\/[^/]+\/(dist|src)\//],
  ['other packages', /node_modules\//],
  ['node: http, net, streams', /^node:(_http|http|net|stream|internal\/(streams|http|stream_base|net|js_stream))/],
  ['node: async hooks, ALS', /^node:(async_hooks|internal\/async_hooks|internal\/async_local_storage)/],
  ['node: other', /^node:/],
];

const NATIVE = 'native / builtins without a file';
const SOCKET_WRITES = new Set(['writev', 'writeBuffer', 'writeUtf8String', 'writeLatin1String', 'writeAsciiString']);

function partOf(frame: CallFrame): string {
  if (frame.functionName === '(garbage collector)') return 'GC';
  if (frame.functionName === '(idle)') return '(idle)';
  if (frame.functionName === '(program)') return '(program: native, not attributed)';
  if (frame.functionName === '(root)') return '(root)';
  // A socket write's syscall: with the reader woken on the other core (PostgreSQL's backend, the
  // client), most of it is time the thread sat descheduled, not CPU (compare /proc's figures).
  if (!frame.url && SOCKET_WRITES.has(frame.functionName)) return 'socket writes (syscalls)';
  for (const [name, pattern] of PARTS) if (pattern.test(frame.url)) return name;
  if (!frame.url) return NATIVE;
  return 'other files';
}

/** A file shortened to its package (or its path inside our repo) for the listing. */
function shortFile(url: string): string {
  const inModules = url.lastIndexOf('node_modules/');
  if (inModules >= 0) return url.slice(inModules + 'node_modules/'.length);
  const ours = url.match(/\/((apps|libs)\/.*)$/);
  if (ours) return ours[1];
  return url.replace(/^file:\/\//, '');
}

function main(): void {
  const file = process.argv.slice(2).find((a) => !a.startsWith('--'));
  if (!file) throw new Error('usage: cpu-profile-summary.ts <file.cpuprofile> [--top=30] [--from=S] [--to=S]');
  const top = Number(argValue('top', '30'));
  const fromUs = Number(argValue('from', '0')) * 1e6;
  const toUs = Number(argValue('to', 'Infinity')) * 1e6;
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

  const selfByNode = new Map<number, number>();
  let elapsed = 0;
  let idle = 0;
  let busy = 0;
  for (let i = 0; i < profile.samples.length; i += 1) {
    elapsed += profile.timeDeltas[i];
    if (elapsed < fromUs || elapsed > toUs) continue;
    const delta = profile.timeDeltas[i + 1] ?? 0; // a sample stands for the time until the next one
    const id = profile.samples[i];
    selfByNode.set(id, (selfByNode.get(id) ?? 0) + delta);
    if (byId.get(id)?.callFrame.functionName === '(idle)') idle += delta;
    else busy += delta;
  }

  const selfByFunction = new Map<string, number>();
  const selfByPart = new Map<string, number>();
  const inclusiveByPart = new Map<string, number>();
  for (const [id, us] of selfByNode) {
    const frame = byId.get(id)!.callFrame;
    if (frame.functionName === '(idle)') continue;
    const key = `${frame.functionName || '(anonymous)'}  ${shortFile(frame.url)}:${frame.lineNumber + 1}`;
    selfByFunction.set(key, (selfByFunction.get(key) ?? 0) + us);
    // Other natives (no file: JSON.stringify, Buffer work, microtask runs) are charged to the nearest caller with a file.
    let part = partOf(frame);
    for (let at = parent.get(id); part === NATIVE && at !== undefined; at = parent.get(at)) {
      const callerPart = partOf(byId.get(at)!.callFrame);
      if (callerPart !== NATIVE && callerPart !== '(root)') part = callerPart;
    }
    selfByPart.set(part, (selfByPart.get(part) ?? 0) + us);
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) seen.add(partOf(byId.get(at)!.callFrame));
    seen.delete('(root)');
    for (const p of seen) inclusiveByPart.set(p, (inclusiveByPart.get(p) ?? 0) + us);
  }

  const ms = (us: number) => (us / 1000).toFixed(0).padStart(7);
  const share = (us: number) => `${((us / busy) * 100).toFixed(1).padStart(5)}%`;
  console.log(`${file}\nbusy ${ms(busy)} ms, idle ${ms(idle)} ms in the window (from ${fromUs / 1e6} s to ${toUs / 1e6} s)`);
  console.log(`\ntop ${top} functions by self time:`);
  for (const [key, us] of [...selfByFunction].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${ms(us)} ms ${share(us)}  ${key}`);
  console.log('\nby part: self / inclusive');
  for (const [part, us] of [...selfByPart].sort((a, b) => b[1] - a[1])) {
    console.log(`${part.padEnd(38)} ${ms(us)} ms ${share(us)}   ${ms(inclusiveByPart.get(part) ?? 0)} ms ${share(inclusiveByPart.get(part) ?? 0)}`);
  }
}

main();
