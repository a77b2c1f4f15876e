import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { baseUrl, type OpenedPage, type OpenPageOptions, openPage } from './browser';
import { DEMO_PASSWORD, staffEmail } from './demo-accounts';

/**
 * A page already signed in as a demo user, for tests that are not about signing in: the session is
 * made once through the api and stored in the new context's localStorage as the dashboard stores it
 * on a sign-in, so the test opens the page it tests at once instead of the sign-in page, a password
 * check (argon2 on the api) and the KPI dashboard first. Tests of signing in, signing out, expiry
 * and landing keep the sign-in screen (staff-sign-in, dealer-sign-in, routing, session-and-rights).
 *
 * Never for an account a test changes: a new password or a deactivation revokes every token the
 * account had (token_version), which would end the shared session of the tests after it.
 */

/** A demo account of the seed: staff by type, dealer staff by passport id (DEMO_DEALERS). */
export type DemoUser = { staff: Parameters<typeof staffEmail>[0] } | { dealer: string };

export interface DemoSession {
  token: string;
  token_type: string;
  /** The user's first and last name, as the sign-in answers them. */
  name: string;
}

/** The dashboard's keys (apps/dashboard/src/lib/session: session-storage.ts, sign-in-page-storage.ts). */
const SESSION_KEY = 'voc.session';
const SIGN_IN_PAGE_KEY = 'voc.signInPage';

const keyOf = (user: DemoUser): string => ('staff' in user ? `staff:${user.staff}` : `dealer:${user.dealer}`);

/** This spec file's sessions (jest gives every file its own modules). */
const sessions = new Map<string, Promise<DemoSession>>();

interface WorkerSessions {
  product: string;
  sessions: Record<string, DemoSession>;
}

/**
 * The file that carries the sessions from one spec file to the next of the same jest worker, which
 * run one after another against the worker's own product. None when the product was given by hand.
 */
function workerSessionsFile(): { file: string; product: string } | undefined {
  // A new random key prefix per product and run: a session of an earlier run never passes for this one's.
  const prefix = process.env.E2E_REDIS_PREFIX;
  if (!prefix) return undefined;
  return { file: path.join(__dirname, '../artifacts', `sessions-${process.env.JEST_WORKER_ID ?? '1'}.json`), product: `${prefix} ${baseUrl()}` };
}

function readWorkerSessions(): Record<string, DemoSession> {
  const where = workerSessionsFile();
  if (!where) return {};
  try {
    const saved = JSON.parse(readFileSync(where.file, 'utf8')) as WorkerSessions;
    return saved.product === where.product ? saved.sessions : {};
  } catch {
    return {};
  }
}

function keepWorkerSession(key: string, session: DemoSession): void {
  const where = workerSessionsFile();
  if (!where) return;
  const saved: WorkerSessions = { product: where.product, sessions: { ...readWorkerSessions(), [key]: session } };
  mkdirSync(path.dirname(where.file), { recursive: true });
  writeFileSync(`${where.file}.tmp`, JSON.stringify(saved));
  renameSync(`${where.file}.tmp`, where.file);
}

async function signInThroughApi(user: DemoUser): Promise<DemoSession> {
  const [route, body] = 'staff' in user ? ['/api/auth/user', { email: staffEmail(user.staff) }] : ['/api/auth/dealer', { passport_id: user.dealer }];
  const answer = await fetch(`${baseUrl()}${route}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...body, password: DEMO_PASSWORD }),
  });
  const text = await answer.text();
  if (!answer.ok) throw new Error(`signing ${keyOf(user)} in through the api answered ${answer.status}: ${text.slice(0, 300)}`);
  const { success } = JSON.parse(text) as { success?: { token?: string; token_type?: string; user?: { first_name: string; last_name: string } } };
  if (!success?.token || !success.token_type || !success.user) throw new Error(`signing ${keyOf(user)} in through the api answered no session: ${text.slice(0, 300)}`);
  return { token: success.token, token_type: success.token_type, name: `${success.user.first_name} ${success.user.last_name}` };
}

/** Whether the api still takes the session (a cheap profile read; no password check). */
async function stillValid(session: DemoSession): Promise<boolean> {
  const answer = await fetch(`${baseUrl()}/api/auth/profile`, { headers: { Authorization: `${session.token_type} ${session.token}` } });
  await answer.arrayBuffer();
  return answer.ok;
}

async function findOrMakeSession(user: DemoUser): Promise<DemoSession> {
  const key = keyOf(user);
  const kept = readWorkerSessions()[key];
  if (kept && (await stillValid(kept))) return kept;
  const made = await signInThroughApi(user);
  keepWorkerSession(key, made);
  return made;
}

/** The demo user's session: signed in through the api once per jest worker (checked once per spec file), then reused. */
export function demoSession(user: DemoUser): Promise<DemoSession> {
  const key = keyOf(user);
  let session = sessions.get(key);
  if (!session) {
    session = findOrMakeSession(user);
    // A failed sign-in is not kept: the next test asks again.
    session.catch(() => sessions.delete(key));
    sessions.set(key, session);
  }
  return session;
}

/** The Authorization header of the demo user's session, for the api calls a test makes beside the page. */
export async function demoAuthorization(user: DemoUser): Promise<Record<string, string>> {
  const session = await demoSession(user);
  return { Authorization: `${session.token_type} ${session.token}` };
}

/**
 * A fresh context and page (everything openPage sets up) whose browser storage already holds the
 * demo user's session and sign-in page, as the dashboard leaves them after a sign-in: the first
 * page.goto opens the signed-in app on that address.
 */
export async function openSignedInPage(browser: Browser, user: DemoUser, options: Omit<OpenPageOptions, 'localStorage'> = {}): Promise<OpenedPage> {
  const session = await demoSession(user);
  return openPage(browser, {
    ...options,
    localStorage: {
      [SESSION_KEY]: JSON.stringify({ token: session.token, token_type: session.token_type }),
      [SIGN_IN_PAGE_KEY]: 'staff' in user ? '/signin/admin' : '/signin',
    },
  });
}
