/**
 * The development stand-in of the car maker's survey service (../shared/SURVEY-SERVICE.md), a
 * plain node `http` server implementing the contract to the letter, over a generated population.
 *
 * The population (see population/): dealers D0001..D{dealers}; for each type (showroom, service)
 * and each Bangkok day from `months` calendar months before the start-up "now" onwards, each dealer
 * has 0-4 cases a day (its own maximum, seeded). A case is received 1-4 days after the visit; 5-8 %
 * (per dealer) are cleansed a few hours later with a reason; the rest are sent 1-3 days after
 * receipt by sms, email or call, and end 35-55 % (per dealer) responded successfully, 10 %
 * unsuccessfully, the rest not responded when the 14-day window closes. Completed cases carry
 * answers: an NPS mix per dealer (mostly 9-10, a Bottom6 tail of 4-16 %), return intent, experience
 * and satisfaction following the score, Thai names, 08x/09x/06x phones and car models, and
 * comments composed from topics that follow the score, with planted trends
 * (population/survey-comment.ts, comment-trends.ts).
 * A cleansed case keeps outcome `pending` (the contract's outcomes have no "cleansed").
 *
 * The feeds: `/api/responserate/` serves each case at the last lifecycle step it has reached by
 * now (received; then cleansed, or sent and the outcome), with updated_at = that step's time: a
 * first sync sees each case once in its current state, and a client that paged past a case before
 * its next step sees it again at that step's time. `/api/dashboard/` serves each completed case once, at
 * responded_at. Both in (updated_at, survey_id) order, the cursor being base64url JSON of the last
 * item's `{u: updated_at, id: survey_id}`; `next_cursor` is null once a page reaches "now". Nothing
 * is held whole: each page is rebuilt from the seed (a hash of type, day, dealer and case number
 * seeds a small PRNG per case), a few recent days cached.
 *
 * "now" is the real clock unless fixed (option `now`, setNow(), or POST /__standin/clock): a later
 * call with the last cursor then returns what happened since. Faults for tests: setFaults() or
 * POST /__standin/faults. The control paths answer only when `control` is on
 * (SURVEY_STANDIN_CONTROL=1 for the process).
 */
import { timingSafeEqual } from 'node:crypto';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import { type AddressInfo } from 'node:net';
import { SURVEY_SERVICE_PATHS } from '@voc/contracts';
import { bangkokDay, monthsBefore } from './population/bangkok-time';
import { surveyResponseItem } from './population/survey-answers';
import { surveyCaseItemAtStep } from './population/survey-case-timeline';
import { type FeedEntry, type SurveyFeedKind, SurveyPopulation } from './population/survey-population';
import { encodeCursor } from './paging/survey-cursor';
import { readFeedPage } from './paging/survey-feed';
import { readRequestFilter } from './http/request-filter';
import { FaultSchedule, readFaults, type StandinFaults, UNKNOWN_DEALER_CODE } from './http/standin-faults';

export interface SurveyStandinOptions {
  /** 0 (default): a free port. */
  port?: number;
  host?: string;
  /** Fixes the clock; default: the real clock. */
  now?: Date | string;
  /** Number of dealers D0001.. (default 150). */
  dealers?: number;
  /** Months of history before now (default 18). */
  months?: number;
  seed?: number;
  user?: string;
  password?: string;
  /** Answer the /__standin/faults and /__standin/clock control paths (default false). */
  control?: boolean;
}

export interface SurveyStandin {
  /** e.g. http://127.0.0.1:43123 (the service's base URL). */
  url: string;
  user: string;
  password: string;
  close(): Promise<void>;
  setFaults(faults: StandinFaults): void;
  /** Fixes the clock at `now`; null: back to the real clock. */
  setNow(now: Date | string | null): void;
  /** Survey requests received so far (control and health requests not counted). */
  requestCount(): number;
}

export const STANDIN_DEFAULTS = { dealers: 150, months: 18, seed: 20260331, user: 'survey', password: 'survey-dev' } as const;
const MAX_BODY_BYTES = 64 * 1024;

class HttpProblem extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

function toMs(now: Date | string): number {
  const ms = typeof now === 'string' ? Date.parse(now) : now.getTime();
  if (Number.isNaN(ms)) throw new Error(`not a time: ${String(now)}`);
  return ms;
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new HttpProblem(400, `the body is larger than ${MAX_BODY_BYTES} bytes`);
    chunks.push(chunk as Buffer);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new HttpProblem(400, 'the body is not valid JSON');
  }
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'content-length': String(Buffer.byteLength(text)), ...headers });
  res.end(text);
}

export async function startSurveyStandin(options: SurveyStandinOptions = {}): Promise<SurveyStandin> {
  const user = options.user ?? STANDIN_DEFAULTS.user;
  const password = options.password ?? STANDIN_DEFAULTS.password;
  const expectedAuth = `Basic ${Buffer.from(`${user}:${password}`, 'utf8').toString('base64')}`;
  let fixedNow = options.now === undefined ? undefined : toMs(options.now);
  const nowMs = () => fixedNow ?? Date.now();
  const population = new SurveyPopulation({
    seed: options.seed ?? STANDIN_DEFAULTS.seed,
    dealers: options.dealers ?? STANDIN_DEFAULTS.dealers,
    firstDay: monthsBefore(bangkokDay(nowMs()), options.months ?? STANDIN_DEFAULTS.months),
  });
  const faults = new FaultSchedule();
  const lastAnswer = new Map<string, string>();
  let requests = 0;

  const itemOf = (kind: SurveyFeedKind, e: FeedEntry) =>
    kind === 'dashboard' ? surveyResponseItem(population.settings.seed, e.c, population.dealerTraits[e.c.dealerIndex]) : surveyCaseItemAtStep(e.c, e.step);

  async function answerSurvey(kind: SurveyFeedKind, req: IncomingMessage, res: ServerResponse): Promise<void> {
    requests++;
    const fault = faults.take();
    if (fault?.mode === 'hang') return; // the socket stays open until the client gives up or close()
    if (fault?.mode === 'status500') return send(res, 500, { success: false, message: 'internal error (stand-in fault)' });
    if (fault?.mode === 'status429') {
      return send(res, 429, { success: false, message: 'too many requests (stand-in fault)' }, { 'retry-after': String(fault.retryAfterSeconds) });
    }
    const auth = req.headers.authorization ?? '';
    if (!sameText(auth, expectedAuth)) {
      return send(res, 401, { success: false, message: 'invalid credentials' }, { 'www-authenticate': 'Basic realm="survey"' });
    }
    if (!/^application\/json(\s*;|$)/i.test(req.headers['content-type'] ?? '')) throw new HttpProblem(400, 'Content-Type must be application/json');
    const filter = readRequestFilter(await readJson(req));
    if ('problem' in filter) throw new HttpProblem(400, filter.problem);
    if (fault?.mode === 'malformed_json') {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      return void res.end('{"success": true, "data": {"items": [{"survey_id": ');
    }
    const previous = lastAnswer.get(`${kind}:${filter.type}`);
    if (fault?.mode === 'repeat_page' && previous !== undefined) return send(res, 200, previous);

    const page = readFeedPage(population, { kind, ...filter, nowMs: nowMs() });
    const items = page.entries.map((e) => itemOf(kind, e));
    const last = items[items.length - 1];
    const nextCursor = page.full && last ? encodeCursor(last.updated_at, last.survey_id) : null;
    if (fault?.mode === 'unknown_dealer' && items.length > 0) items[0] = { ...items[0], dealer_code: UNKNOWN_DEALER_CODE };
    if (fault?.mode === 'broken_item' && items.length > 0) items[0] = { ...items[0], ...(kind === 'dashboard' ? { nps: 11 } : { outcome: 'lost' }) } as (typeof items)[number];
    if (fault?.mode === 'null_outcome') {
      const unsent = items.findIndex((i) => 'outcome' in i && i.outcome === 'pending' && i.sent_at === null);
      if (unsent >= 0) items[unsent] = { ...items[unsent], outcome: null } as unknown as (typeof items)[number];
    }
    const body = JSON.stringify({ success: true, data: { items, next_cursor: nextCursor } });
    lastAnswer.set(`${kind}:${filter.type}`, body);
    send(res, 200, body);
  }

  async function answerControl(path: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readJson(req);
    if (path === '/__standin/faults') {
      const parsed = readFaults(body);
      if ('problem' in parsed) throw new HttpProblem(400, parsed.problem);
      faults.set(parsed);
      return send(res, 200, { success: true });
    }
    const now = (body as { now?: unknown } | null)?.now;
    if (now !== null && (typeof now !== 'string' || Number.isNaN(Date.parse(now)))) throw new HttpProblem(400, 'now must be an ISO 8601 time or null');
    fixedNow = now === null ? undefined : Date.parse(now);
    send(res, 200, { success: true, now: new Date(nowMs()).toISOString() });
  }

  const routes: Record<string, SurveyFeedKind> = { [SURVEY_SERVICE_PATHS.responseRate]: 'responserate', [SURVEY_SERVICE_PATHS.dashboard]: 'dashboard' };
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    const handle = async () => {
      if (path === '/__standin/health') return send(res, 200, { success: true });
      const kind = routes[path];
      const control = options.control === true && (path === '/__standin/faults' || path === '/__standin/clock');
      if (!kind && !control) throw new HttpProblem(404, `no such path: ${path}`);
      if (req.method !== 'POST') {
        return send(res, 405, { success: false, message: 'only POST is allowed' }, { allow: 'POST' });
      }
      return kind ? answerSurvey(kind, req, res) : answerControl(path, req, res);
    };
    handle().catch((err: unknown) => {
      if (res.headersSent) return void res.destroy();
      if (err instanceof HttpProblem) return send(res, err.status, { success: false, message: err.message });
      console.error('[survey-standin]', err);
      send(res, 500, { success: false, message: 'internal error' });
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;

  return {
    url: `http://${host}:${address.port}`,
    user,
    password,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((err) => (err ? reject(err) : resolve()));
        server.closeAllConnections();
      }),
    setFaults: (f) => faults.set(f),
    setNow: (now) => {
      fixedNow = now === null ? undefined : toMs(now);
    },
    requestCount: () => requests,
  };
}
