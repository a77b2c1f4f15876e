/**
 * @jest-environment jsdom
 */
import 'reflect-metadata';
import { FIRST_VIEW_CODE_TEMPLATE_ID, PAGE_START_SCRIPT } from '../../../first-view-preload/page-start-script';
import { clearStoredSession, storeSession } from '../../lib/session/session-storage';
import { clearEarlyResponses } from '../../lib/store/early-responses';
import { PAGE_STARTED_GETS_GLOBAL } from '../../lib/store/page-started-gets';
import { REMEMBERED_REPORT_CALLS_KEY } from '../../lib/store/remembered-report-calls';
import { signedInUser } from '../../testing/signed-in-user';
import { earlyDashboardAddresses, startEarlyDashboardRequests } from '../early-dashboard-requests';

const HEADERS = { Authorization: 'Bearer t1', 'Accept-Language': 'th-TH' };
const scope = window as unknown as Record<string, unknown>;
const fetched = jest.fn((_url: string, _init?: RequestInit) => Promise.resolve({ ok: false }));

beforeEach(() => {
  window.history.replaceState(null, '', '/app/main');
  localStorage.clear();
  sessionStorage.clear();
  document.head.innerHTML = `<template id="${FIRST_VIEW_CODE_TEMPLATE_ID}"></template>`;
  fetched.mockClear();
  scope.fetch = fetched;
  delete scope[PAGE_STARTED_GETS_GLOBAL];
});
afterEach(() => clearEarlyResponses());

const sentAddresses = () => fetched.mock.calls.map(([url]) => url);

describe('the report calls kept for the next start', () => {
  it('are the KPI dashboard’s calls of this start, in the order they went out', () => {
    startEarlyDashboardRequests(signedInUser('nissan'), HEADERS);
    const addresses = earlyDashboardAddresses(signedInUser('nissan'), '', null);
    expect(addresses.length).toBeGreaterThan(2);
    expect(JSON.parse(localStorage.getItem(REMEMBERED_REPORT_CALLS_KEY) ?? 'null')).toEqual(addresses);
    expect(sentAddresses()).toEqual(addresses);
  });

  it('are sent by the inline start script with the profile, and the bootstrap sends none of them again', () => {
    storeSession({ token: 't1', token_type: 'Bearer' });
    startEarlyDashboardRequests(signedInUser('nissan'), HEADERS);
    clearEarlyResponses();
    fetched.mockClear();
    // The next fresh load: the inline script, then the bootstrap once the profile has answered.
    new Function(PAGE_START_SCRIPT)();
    const addresses = earlyDashboardAddresses(signedInUser('nissan'), '', null);
    expect(sentAddresses()).toEqual(['/api/auth/profile', ...addresses]);
    startEarlyDashboardRequests(signedInUser('nissan'), HEADERS);
    expect(sentAddresses()).toEqual(['/api/auth/profile', ...addresses]);
  });

  it('that another scope no longer has are not taken: the bootstrap sends its own', () => {
    storeSession({ token: 't1', token_type: 'Bearer' });
    localStorage.setItem(REMEMBERED_REPORT_CALLS_KEY, JSON.stringify(['/api/reports/freshness', '/api/tickets/report/kpi?year=2020&month=1']));
    new Function(PAGE_START_SCRIPT)();
    startEarlyDashboardRequests(signedInUser('nissan'), HEADERS);
    const addresses = earlyDashboardAddresses(signedInUser('nissan'), '', null);
    // The freshness was the same call: taken; the rest sent anew.
    expect(sentAddresses()).toEqual(['/api/auth/profile', '/api/reports/freshness', '/api/tickets/report/kpi?year=2020&month=1', ...addresses.slice(1)]);
  });

  it('are forgotten with the session', () => {
    storeSession({ token: 't1', token_type: 'Bearer' });
    startEarlyDashboardRequests(signedInUser('nissan'), HEADERS);
    clearStoredSession();
    expect(localStorage.getItem(REMEMBERED_REPORT_CALLS_KEY)).toBeNull();
  });
});
