/**
 * bench:first-load's main-thread summary (FIRST_LOAD_TRACE=1): from a Chrome trace of one page
 * load, what the page's main thread did and when, on the clock of the request waterfall (the
 * page's own request at 0). Printed: every script evaluation, compilation, function call, parse,
 * style, layout and paint of at least MIN_MS, and the first (contentful) paint.
 */

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; functionName?: string; frame?: string } };
}

/** The events worth a line, as Chrome names them (devtools.timeline and v8). */
const WORK = new Set(['EvaluateScript', 'v8.compile', 'v8.compileModule', 'v8.evaluateModule', 'FunctionCall', 'ParseHTML', 'ParseAuthorStyleSheet', 'UpdateLayoutTree', 'Layout', 'Paint', 'RunMicrotasks', 'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'v8.parseOnBackground']);
const MARKS = new Set(['firstPaint', 'firstContentfulPaint', 'largestContentfulPaint::Candidate']);
const MIN_MS = 15;

const shortUrl = (url: string | undefined) => (url ? url.replace(/^https?:\/\/[^/]+/, '') : '');

/** The renderer main thread that ran the page's scripts (the one with the most script work). */
function pageMainThread(events: readonly TraceEvent[]): { pid: number; tid: number } | null {
  const mains = events.filter((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  let best: { pid: number; tid: number; work: number } | null = null;
  for (const main of mains) {
    const work = events.filter((event) => event.pid === main.pid && event.tid === main.tid && (event.name === 'EvaluateScript' || event.name === 'v8.evaluateModule' || event.name === 'FunctionCall')).reduce((sum, event) => sum + (event.dur ?? 0), 0);
    if (!best || work > best.work) best = { pid: main.pid, tid: main.tid, work };
  }
  return best;
}

/** Lines describing the main thread's work, `originSeconds` (the CDP clock of the page's request) at 0. */
export function mainThreadLines(traceJson: string, originSeconds: number): string[] {
  const parsed = JSON.parse(traceJson) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
  const main = pageMainThread(events);
  if (!main) return ['  (no renderer main thread in the trace)'];
  const origin = originSeconds * 1e6;
  const ms = (ts: number) => ((ts - origin) / 1000).toFixed(0).padStart(6);
  const onMain = events.filter((event) => event.pid === main.pid && event.tid === main.tid);
  const lines: string[] = [];
  let busy = 0;
  for (const event of onMain) {
    if (event.ph === 'X' && event.name === 'RunTask') busy += event.dur ?? 0;
  }
  for (const event of onMain.filter((e) => (e.ph === 'X' && WORK.has(e.name) && (e.dur ?? 0) >= MIN_MS * 1000) || MARKS.has(e.name)).sort((a, b) => a.ts - b.ts)) {
    const data = event.args?.data;
    const what = shortUrl(data?.url) + (data?.functionName ? ` ${data.functionName}` : '');
    lines.push(event.dur === undefined ? `  ${ms(event.ts)}           main: ${event.name}` : `  ${ms(event.ts)} → ${ms(event.ts + event.dur)} ms  main: ${event.name} ${what}`.trimEnd());
  }
  lines.push(`  main thread busy ${(busy / 1000).toFixed(0)} ms in tasks`);
  return lines;
}
