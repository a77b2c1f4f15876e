/** @jest-environment jsdom */
import 'reflect-metadata';
import '../../testing/jsdom-polyfills';
import type { KpiMeasure, KpiReportRow, OpenTicketsSummary } from '@voc/contracts';
import { DEFAULT_LOCALE } from '@voc/domain';
import { act } from 'react';
import { type Root, createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { startEarlyAppRequests } from '../../boot/early-app-requests';
import { switchLanguage } from '../../i18n/catalogue-loading';
import { i18n } from '../../i18n/i18n';
import { thTHFirstView } from '../../i18n/th-TH-first-view';
import { clearEarlyResponses, takeEarlyResponse } from '../../lib/store/early-responses';
import { signedInUser } from '../../testing/signed-in-user';
import { FirstViewPage } from '../first-view-page';

const measure = (met: number, decided: number): KpiMeasure => ({ met, decided, rate: Math.round((met / decided) * 1000) / 10 });
const total = { key: 'total', label: 'total', label_en: 'total', tickets: 2000, open: 1234, closed: 700, cancelled: 66, kpi2a: measure(875, 1000), kpi4a: measure(640, 800) } as KpiReportRow;
const open: OpenTicketsSummary = { open: 1234, on_time: 1000, due_soon: 34, breached: 200, ageing: [] };

/** The api's answers by path: the envelopes the app's report calls read (lib/reports/report-answers.ts). */
const ANSWERS: Record<string, unknown> = {
  '/api/auth/profile': { success: { result: signedInUser('nissan', { first_name: 'สมชาย', last_name: 'ใจดี' }) } },
  '/api/tickets/report/kpi': { success: { result: [], total, period: { from: '2026-11-01', to: '2026-11-30' }, data_as_of: null, freeze: null } },
  '/api/reports/open-tickets': { success: { result: open } },
  '/api/reports/status-trend': { success: { result: [] } },
};

/** A fetch answer as the browser gives it, enough for the early calls (jsdom has no Response). */
function answer(body: unknown) {
  const response = { ok: true, status: 200, json: async () => body, clone: () => response };
  return response as unknown as Response;
}

let fetchMock: jest.Mock;
let root: Root | undefined;
let container: HTMLElement;

beforeEach(() => {
  clearEarlyResponses();
  window.history.replaceState(null, '', '/app/main');
  window.sessionStorage.clear();
  fetchMock = jest.fn(async (url: string) => answer(ANSWERS[new URL(url, 'http://localhost').pathname]));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  i18n.addResourceBundle(DEFAULT_LOCALE, 'translation', thTHFirstView, true, false);
});
afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
  container?.remove();
  await i18n.changeLanguage(DEFAULT_LOCALE);
});

async function showFirstView() {
  const calls = startEarlyAppRequests({ token: 'abc', token_type: 'Bearer' }, '/app/main', { preloadPageCode: false });
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
  await act(async () =>
    root?.render(
      <I18nextProvider i18n={i18n}>
        <FirstViewPage calls={calls} />
      </I18nextProvider>,
    ),
  );
  // The profile, then the report calls' module and their answers.
  for (let turn = 0; turn < 5; turn += 1) await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
}

const figures = () => [...container.querySelectorAll('ul[aria-label] li')].map((tile) => [...tile.querySelectorAll('p, span')].map((part) => part.textContent));

describe('the light first view of /app/main', () => {
  it('shows the KPI figures from the early answers, in Thai, under the user name', async () => {
    await showFirstView();
    expect(container.querySelector('ul')?.getAttribute('aria-label')).toBe('ตัวชี้วัดหลัก (Key figures)');
    expect(figures()).toEqual([
      ['เคสที่ยังเปิดอยู่ (Open tickets)', '1,234', 'ตรงเวลา 1,000 เคส · นับ ณ ปัจจุบัน (On time 1,000 · counted now)'],
      ['เกินกำหนดแล้ว (Breached now)', '200', '16.2% ของเคสที่เปิดอยู่ (16.2% of open tickets)'],
      ['ใกล้ครบกำหนด (Due soon)', '34', 'เหลือเวลาไม่ถึง 20% ของกำหนด (Under 20% of the time left)'],
      ['KPI2a · ติดต่อลูกค้าภายใน 24 ชม. (Contact within 24 h)', '87.5%', 'ผ่าน 875 จาก 1,000 เคส (Met 875 of 1,000)'],
      ['KPI4a · ปิดเคสภายใน 5 วัน (Closed within 5 days)', '80.0%', 'ผ่าน 640 จาก 800 เคส (Met 640 of 800)'],
    ]);
    expect(container.querySelector('header')?.textContent).toContain('สมชาย');
    expect(container.querySelector('h1')?.textContent).toBe('คุณสมชาย ใจดี');
    expect(container.querySelector('h2')?.textContent).toBe('ภาพรวม KPI (KPI overview)');
  });

  it('shows them in English with the English catalogue', async () => {
    await act(async () => switchLanguage(i18n, 'en-US'));
    await showFirstView();
    expect(figures()[0]).toEqual(['Open tickets', '1,234', 'On time 1,000 · counted now']);
    expect(figures()[3]?.[0]).toMatch(/^KPI2a · /);
    expect(container.querySelector('h2')?.textContent).not.toMatch(/[\u0E00-\u0E7F]/);
  });

  it('leaves each answer for the app: one request per address, taken once by the app', async () => {
    await showFirstView();
    const asked = fetchMock.mock.calls.map(([url]) => new URL(url as string, 'http://localhost').pathname).sort();
    expect(asked).toEqual(['/api/auth/profile', '/api/reports/freshness', '/api/reports/open-tickets', '/api/reports/status-trend', '/api/tickets/report/kpi']);
    const openCall = fetchMock.mock.calls.map(([url]) => url as string).find((url) => url.startsWith('/api/reports/open-tickets')) ?? '';
    const request = { method: 'GET', url: `http://localhost${openCall}`, headers: new Headers({ Authorization: 'Bearer abc' }) } as unknown as Request;
    const taken = takeEarlyResponse(request);
    expect(taken).toBeDefined();
    expect(await (await taken)?.json()).toEqual(ANSWERS['/api/reports/open-tickets']);
    expect(takeEarlyResponse(request)).toBeUndefined();
  });

  it('shows the frame without figures for a user whose /app/main has none', async () => {
    ANSWERS['/api/auth/profile'] = { success: { result: signedInUser('external', { first_name: 'ภายนอก' }) } };
    try {
      await showFirstView();
    } finally {
      ANSWERS['/api/auth/profile'] = { success: { result: signedInUser('nissan', { first_name: 'สมชาย', last_name: 'ใจดี' }) } };
    }
    expect(container.querySelector('header')?.textContent).toContain('ภายนอก');
    expect(container.querySelector('ul')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
