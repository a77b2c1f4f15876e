import {
  SURVEY_SERVICE_PATHS,
  type SurveyCaseItem,
  type SurveyResponseItem,
  type SurveyServiceRequest,
} from '@voc/contracts';
import { backoffDelayMs, retryAfterMs } from './retry-delay';
import { readSurveyCaseItem, readSurveyPage, readSurveyResponseItem, SurveyPageShapeError, type ReadSurveyPage } from './survey-page-shape';
import { SurveyServiceError, type SurveyServiceErrorKind } from './survey-service-error';

export interface SurveyServiceClientConfig {
  /** e.g. `https://survey.example.co.th` (no credentials, no trailing path needed). */
  baseUrl: string;
  user: string;
  password: string;
  /** Per request, answer body included (default 10,000). */
  timeoutMs?: number;
  /** Requests per call, the first included (default 5). */
  maxAttempts?: number;
  /** First backoff step; doubles each attempt, with jitter (default 500). */
  backoffBaseMs?: number;
  /** Upper bound of one backoff step (default 30,000). */
  backoffMaxMs?: number;
  /** Upper bound of a wait asked for by `Retry-After` (default 30,000). */
  maxRetryAfterMs?: number;
  fetchImpl?: typeof fetch;
  /** Waits between attempts; tests may make it instant. */
  sleep?: (ms: number) => Promise<void>;
  random?: () => number;
}

/** The request filter of both endpoints (SURVEY-SERVICE.md "Request filters"). */
export type SurveyServiceFilter = SurveyServiceRequest;

interface Failure {
  kind: SurveyServiceErrorKind;
  detail: string;
  status?: number;
  cause?: unknown;
  /** Retry after this many ms; undefined: do not retry. */
  retryInMs?: number;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The product's client of the car maker's survey service (../shared/SURVEY-SERVICE.md). One call
 * answers one page; paging and deduplication are the consumer's.
 *
 * Retries: 429 (waiting `Retry-After`, capped), 5xx, network errors and timeouts, up to
 * `maxAttempts` requests with exponential backoff and jitter. Never retried: 401/403
 * (`unauthorized`), other 4xx (`bad_request`), and an answer that is not the contract's shape
 * (`malformed`): a 200 with broken JSON or a broken envelope is the vendor's bug, and asking again
 * would hide it behind the same broken page; the consumer's next sync run asks again anyway. An
 * item that breaks the contract does not fail its page: it comes back under `unreadable`.
 */
export class SurveyServiceClient {
  private readonly baseUrl: string;
  private readonly authorization: string;
  private readonly timeoutMs: number;
  private readonly maxAttempts: number;
  private readonly backoffBaseMs: number;
  private readonly backoffMaxMs: number;
  private readonly maxRetryAfterMs: number;
  private readonly fetchImpl: typeof fetch;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly random: () => number;
  /** Texts never to let into a message: the password and the header made from it. */
  private readonly secrets: string[];

  constructor(config: SurveyServiceClientConfig) {
    const base = new URL(config.baseUrl);
    if (base.username !== '' || base.password !== '') throw new Error('SurveyServiceClient: baseUrl must not contain credentials');
    this.baseUrl = `${base.origin}${base.pathname.replace(/\/+$/, '')}`;
    const token = Buffer.from(`${config.user}:${config.password}`, 'utf8').toString('base64');
    this.authorization = `Basic ${token}`;
    this.secrets = [config.password, token].filter((s) => s.length > 0);
    this.timeoutMs = config.timeoutMs ?? 10_000;
    this.maxAttempts = Math.max(1, config.maxAttempts ?? 5);
    this.backoffBaseMs = config.backoffBaseMs ?? 500;
    this.backoffMaxMs = config.backoffMaxMs ?? 30_000;
    this.maxRetryAfterMs = config.maxRetryAfterMs ?? 30_000;
    this.fetchImpl = config.fetchImpl ?? fetch;
    this.sleep = config.sleep ?? defaultSleep;
    this.random = config.random ?? Math.random;
  }

  /** `POST /api/responserate/`: survey cases in the order they last changed (items that break the contract under `unreadable`). */
  responseRatePage(filter: SurveyServiceFilter): Promise<ReadSurveyPage<SurveyCaseItem>> {
    return this.page(SURVEY_SERVICE_PATHS.responseRate, filter, readSurveyCaseItem);
  }

  /** `POST /api/dashboard/`: answers of completed surveys in the order they last changed (items that break the contract under `unreadable`). */
  dashboardPage(filter: SurveyServiceFilter): Promise<ReadSurveyPage<SurveyResponseItem>> {
    return this.page(SURVEY_SERVICE_PATHS.dashboard, filter, readSurveyResponseItem);
  }

  private async page<T>(path: string, filter: SurveyServiceFilter, readItem: (value: unknown, path: string) => T): Promise<ReadSurveyPage<T>> {
    const endpoint = `${this.baseUrl}${path}`;
    const body = JSON.stringify(filter);
    for (let attempt = 1; ; attempt++) {
      const outcome = await this.attempt(endpoint, body, attempt, readItem);
      if (!('kind' in outcome)) return outcome;
      if (outcome.retryInMs === undefined || attempt >= this.maxAttempts) {
        throw new SurveyServiceError(this.redact(outcome.detail), {
          kind: outcome.kind,
          endpoint,
          attempts: attempt,
          status: outcome.status,
          cause: outcome.cause,
        });
      }
      await this.sleep(outcome.retryInMs);
    }
  }

  private async attempt<T>(endpoint: string, body: string, attempt: number, readItem: (value: unknown, path: string) => T): Promise<ReadSurveyPage<T> | Failure> {
    const backoff = () => backoffDelayMs(attempt, this.backoffBaseMs, this.backoffMaxMs, this.random);
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), this.timeoutMs);
    let status: number;
    let retryAfter: string | null;
    let text: string;
    try {
      const res = await this.fetchImpl(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', authorization: this.authorization },
        body,
        signal: controller.signal,
        redirect: 'error',
      });
      status = res.status;
      retryAfter = res.headers.get('retry-after');
      text = await res.text();
    } catch (err) {
      if (controller.signal.aborted) {
        return { kind: 'timeout', detail: `no complete answer within ${this.timeoutMs} ms`, cause: err, retryInMs: backoff() };
      }
      return { kind: 'unavailable', detail: `request failed: ${describe(err)}`, cause: err, retryInMs: backoff() };
    } finally {
      clearTimeout(timer);
    }

    if (status === 200) return this.readPage(text, status, readItem);
    const message = serviceMessage(text);
    const said = message ? `: ${message}` : '';
    if (status === 401 || status === 403) return { kind: 'unauthorized', detail: `HTTP ${status}, credentials refused${said}`, status };
    if (status === 429) {
      const asked = retryAfterMs(retryAfter, Date.now());
      const wait = asked === undefined ? backoff() : Math.min(asked, this.maxRetryAfterMs);
      return { kind: 'unavailable', detail: `HTTP 429, too many requests${said}`, status, retryInMs: wait };
    }
    if (status >= 500) return { kind: 'unavailable', detail: `HTTP ${status}${said}`, status, retryInMs: backoff() };
    if (status >= 400) return { kind: 'bad_request', detail: `HTTP ${status}, request refused${said}`, status };
    return { kind: 'malformed', detail: `unexpected HTTP ${status}`, status };
  }

  private readPage<T>(text: string, status: number, readItem: (value: unknown, path: string) => T): ReadSurveyPage<T> | Failure {
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch (err) {
      return { kind: 'malformed', detail: `HTTP ${status} answer is not JSON (${text.length} characters)`, status, cause: err };
    }
    try {
      return readSurveyPage(json, readItem);
    } catch (err) {
      if (err instanceof SurveyPageShapeError) return { kind: 'malformed', detail: `answer does not follow the contract: ${err.message}`, status, cause: err };
      throw err;
    }
  }

  private redact(text: string): string {
    return this.secrets.reduce((out, secret) => out.split(secret).join('***'), text);
  }
}

/** The failure answer's `message`, shortened; '' when the body is not the contract's failure shape. */
function serviceMessage(text: string): string {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && typeof (parsed as { message?: unknown }).message === 'string') {
      return (parsed as { message: string }).message.slice(0, 200);
    }
  } catch {
    /* not JSON: say nothing rather than echo an HTML error page */
  }
  return '';
}

function describe(err: unknown): string {
  const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
  if (cause instanceof Error) {
    const code = (cause as { code?: unknown }).code;
    return typeof code === 'string' ? `${code} ${cause.message}` : cause.message;
  }
  return String(cause);
}
