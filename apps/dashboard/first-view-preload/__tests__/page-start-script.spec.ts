/**
 * @jest-environment jsdom
 */
import { createHash } from 'node:crypto';
import { DEFAULT_LOCALE, LOCALES } from '@voc/domain';
import { startModuleFor } from '../../src/boot/start-module';
import { readStoredLocale } from '../../src/i18n/locale-storage';
import { readStoredSession } from '../../src/lib/session/session-storage';
import { PAGE_STARTED_GETS_GLOBAL, type PageStartedGet } from '../../src/lib/store/page-started-gets';
import { DASHBOARD_CONTENT_SECURITY_POLICY } from '../../security-headers';
import { FIRST_VIEW_CALLS_CODE_TEMPLATE_ID, FIRST_VIEW_CODE_TEMPLATE_ID, PAGE_START_SCRIPT, VIEW_CODE_AFTER_MS } from '../page-start-script';

const SESSION = JSON.stringify({ token: 'abc', token_type: 'Bearer' });
const scope = window as unknown as Record<string, unknown>;

const linksTo = (href: string) => document.head.querySelectorAll(`:scope > link[href="${href}"]`).length;
const callsCodeLinks = () => linksTo('/assets/requests.js');
const firstViewLinks = () => linksTo('/assets/first-view.js') + linksTo('/assets/first-view.css');

const TEMPLATES = `<template id="${FIRST_VIEW_CALLS_CODE_TEMPLATE_ID}"><link rel="modulepreload" href="/assets/requests.js"></template><template id="${FIRST_VIEW_CODE_TEMPLATE_ID}"><link rel="modulepreload" href="/assets/first-view.js"><link rel="stylesheet" href="/assets/first-view.css"></template>`;

/** Runs the inline script as index.html would, at `path` with this storage; answers what it sent. */
function runAt(path: string, storage: Record<string, string>, profile?: Promise<unknown>): { fetched: jest.Mock; calls: PageStartedGet[] | undefined } {
  window.history.replaceState(null, '', path);
  localStorage.clear();
  for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
  document.head.innerHTML = TEMPLATES;
  // Whether any links were in the head when the profile call was asked for.
  const fetched = jest.fn((_url: string, _init: unknown) => {
    const linksBefore = callsCodeLinks() + firstViewLinks();
    return profile ?? Promise.resolve({ ok: true, linksBefore });
  });
  scope.fetch = fetched;
  delete scope[PAGE_STARTED_GETS_GLOBAL];
  // The script's own text, run as the browser runs an inline script.
  new Function(PAGE_START_SCRIPT)();
  return { fetched, calls: scope[PAGE_STARTED_GETS_GLOBAL] as PageStartedGet[] | undefined };
}

describe('the inline start script of index.html', () => {
  it.each([
    ['/app/main', { 'voc.session': SESSION }],
    ['/app', { 'voc.session': SESSION }],
    ['/app/', { 'voc.session': SESSION, 'voc.locale': 'en-US' }],
    ['/app/main', { 'voc.session': SESSION, 'voc.locale': 'xx' }],
    ['/app/main', { 'voc.session': SESSION, 'voc.locale': 'th-TH' }],
    ['/app/main', {}],
    ['/app/main', { 'voc.session': 'not json' }],
    ['/app/main', { 'voc.session': JSON.stringify({ token: '', token_type: 'Bearer' }) }],
    ['/app/main', { 'voc.session': JSON.stringify({ token: 'abc' }) }],
    ['/app/main', { 'voc.session': 'null' }],
    ['/app/main', { 'voc.session': '"abc"' }],
    ['/signin', {}],
    ['/signin', { 'voc.session': SESSION }],
    ['/signin/admin', {}],
    ['/app/ticket/survey/showroom', { 'voc.session': SESSION }],
  ])('at %s with %j starts what the bootstrap would start the first view with, nothing otherwise', async (path, storage) => {
    const { fetched, calls } = runAt(path, storage);
    const session = readStoredSession();
    if (startModuleFor(path, session !== null) !== 'first-view' || !session) {
      expect(fetched).not.toHaveBeenCalled();
      expect(calls).toBeUndefined();
      expect(firstViewLinks()).toBe(0);
      return;
    }
    // The headers the bootstrap sends (src/boot/early-app-requests.ts), so it takes the call.
    const headers = { Authorization: `${session.token_type} ${session.token}`, 'Accept-Language': readStoredLocale() };
    expect(fetched).toHaveBeenCalledTimes(1);
    expect(fetched).toHaveBeenCalledWith('/api/auth/profile', { headers, priority: 'high' });
    expect(calls).toEqual([{ url: '/api/auth/profile', headers, response: expect.any(Promise) }]);
    // The call first, then the report calls' code: they get the connections index.html's links leave.
    expect(callsCodeLinks()).toBe(1);
    expect(firstViewLinks()).toBe(0);
    await expect(fetched.mock.results[0]?.value).resolves.toEqual({ ok: true, linksBefore: 0 });
    // The view's own code and stylesheet once the profile has answered, once.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(firstViewLinks()).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, VIEW_CODE_AFTER_MS + 10));
    expect(firstViewLinks()).toBe(2);
    expect(callsCodeLinks()).toBe(1);
  });

  it('adds the view’s code after a moment when the profile has not answered, and once only', async () => {
    jest.useFakeTimers();
    try {
      let answer: (value: unknown) => void = () => undefined;
      runAt('/app/main', { 'voc.session': SESSION }, new Promise((resolve) => (answer = resolve)));
      expect(callsCodeLinks()).toBe(1);
      jest.advanceTimersByTime(VIEW_CODE_AFTER_MS - 1);
      expect(firstViewLinks()).toBe(0);
      jest.advanceTimersByTime(1);
      expect(firstViewLinks()).toBe(2);
      answer({ ok: true });
      await Promise.resolve();
      await Promise.resolve();
      expect(firstViewLinks()).toBe(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('adds the view’s code when the profile call fails too (the app then shows why)', async () => {
    runAt('/app/main', { 'voc.session': SESSION }, Promise.reject(new Error('offline')));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(firstViewLinks()).toBe(2);
  });

  it('reads every interface language as the bootstrap does', () => {
    for (const locale of LOCALES) {
      const { calls } = runAt('/app/main', { 'voc.session': SESSION, 'voc.locale': locale });
      expect(calls?.[0]?.headers['Accept-Language']).toBe(locale);
    }
    expect(runAt('/app/main', { 'voc.session': SESSION }).calls?.[0]?.headers['Accept-Language']).toBe(DEFAULT_LOCALE);
  });

  it('does nothing, and throws nothing, without storage', () => {
    window.history.replaceState(null, '', '/app/main');
    const storage = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('storage refused');
    });
    try {
      expect(() => new Function(PAGE_START_SCRIPT)()).not.toThrow();
    } finally {
      storage.mockRestore();
    }
  });

  it('is allowed by the content security policy by its hash, and nothing else inline is', () => {
    const hash = createHash('sha256').update(PAGE_START_SCRIPT, 'utf8').digest('base64');
    const scripts = DASHBOARD_CONTENT_SECURITY_POLICY.split('; ').find((directive) => directive.startsWith('script-src '));
    expect(scripts).toBe(`script-src 'self' 'sha256-${hash}'`);
  });
});
