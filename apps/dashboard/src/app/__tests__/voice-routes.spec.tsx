/** @jest-environment jsdom */
// @voc/contracts' class-transformer decorators need the Reflect metadata API at load.
import 'reflect-metadata';
import '../../testing/jsdom-polyfills';
import { type SignedInUser, type SignInResult } from '@voc/contracts';
import { act } from 'react';
import { type Root, createRoot } from 'react-dom/client';
import { MemoryRouter, useLocation, useRoutes } from 'react-router';
import { AppProvider } from '../provider';
import { routes } from '../route-table';
import { type AppStore, createAppStore } from '../store';

function user(type: SignedInUser['type'], group = { showroom: true, service: true }): SignedInUser {
  return {
    _id: `${type}-1`,
    first_name: 'สมชาย',
    last_name: 'ใจดี',
    position_title: 'ที่ปรึกษาการขาย',
    type,
    group,
    permission: { ticket_validation: false, ticket_validation_closed_edit: false, bp_dashboard: false, bp_report: false },
    dealer:
      type === 'dealer'
        ? { _id: 'd1', dealer_code: 'D0001', dealer_name: 'นิสสัน สยาม', dealer_name_en: 'Nissan Siam', branch_name: 'สาขาหลัก', branch_name_en: 'Head office' }
        : null,
    email: null,
    sale_area_code: null,
    service_area_code: null,
    dealer_sales_region: null,
    dealer_service_region: null,
    must_change_password: false,
  };
}

/** What a successful sign-in call puts in the store (the api is not reached from these tests). */
function signInAnswered(store: AppStore, signedIn: SignedInUser): void {
  const payload: SignInResult = { token: 'token', token_type: 'Bearer', user: signedIn };
  store.dispatch({
    type: 'api/executeMutation/fulfilled',
    payload,
    meta: { arg: { type: 'mutation', endpointName: 'signInStaff', originalArgs: {} }, requestId: 'r1', requestStatus: 'fulfilled', fulfilledTimeStamp: 0 },
  });
}

// Opening /app/main fetches the dashboard's code and its charts' at once (preloadMainPage): in
// jsdom that is a first require of recharts and every report module, seconds on a busy machine.
jest.setTimeout(20_000);

let root: Root | undefined;
let container: HTMLElement;

/** The route table under a memory router (jsdom has no fetch Request for a data router). */
function RouteTable({ onLocation }: { onLocation: (pathname: string) => void }) {
  const element = useRoutes(routes);
  onLocation(useLocation().pathname);
  return element;
}

async function renderAt(path: string, store: AppStore) {
  const current = { pathname: path };
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
  await act(async () => {
    root?.render(
      <AppProvider store={store}>
        <MemoryRouter initialEntries={[path]}>
          <RouteTable onLocation={(pathname) => (current.pathname = pathname)} />
        </MemoryRouter>
      </AppProvider>,
    );
  });
  return current;
}

const text = () => document.body.textContent ?? '';

beforeEach(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
});

afterEach(async () => {
  await act(async () => root?.unmount());
  container?.remove();
  root = undefined;
});

/** Waits for a condition of the rendered page (lazy pages arrive in their own time). */
async function waitFor(condition: () => boolean, timeoutMs = 15_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error('the page did not show what was awaited');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the voice pages (issue 30)', () => {
  it.each([
    ['/app/report/voice', 'csn', 'เสียงของลูกค้า (What customers say)'],
    ['/app/ticket/survey/comments', 'csn', 'ความคิดเห็นลูกค้า (Survey comments)'],
    ['/app/ticket/survey/comments', 'dealer', 'ความคิดเห็นลูกค้า (Survey comments)'],
  ] as const)('opens %s for %s with its title and filters', async (path, type, title) => {
    const store = createAppStore();
    signInAnswered(store, user(type));
    await renderAt(path, store);
    await act(async () => {
      await waitFor(() => document.querySelector('h1')?.textContent === title);
    });
    expect(document.querySelector('h1')?.textContent).toBe(title);
    expect(document.querySelector('[role=search]')).not.toBeNull();
  });

  it.each(['/app/report/voice', '/app/ticket/survey/comments'])('shows the not-found page at %s to the call centre', async (path) => {
    const store = createAppStore();
    signInAnswered(store, user('callcenter'));
    await renderAt(path, store);
    expect(text()).toMatch(/sorry, the page was not found or has moved/i);
  });

  it('offers csn the region, area and dealer pickers', async () => {
    const store = createAppStore();
    signInAnswered(store, user('csn'));
    await renderAt('/app/ticket/survey/comments', store);
    await act(async () => {
      await waitFor(() => document.querySelector('[role=search]') !== null);
    });
    const filters = document.querySelector('[role=search]')?.textContent ?? '';
    for (const picker of ['ภาค (Region)', 'เขต (Area)']) expect(filters).toContain(picker);
  });

  it('offers the dealer only its own branch: no region, area or dealer picker', async () => {
    const store = createAppStore();
    signInAnswered(store, user('dealer'));
    await renderAt('/app/ticket/survey/comments', store);
    await act(async () => {
      await waitFor(() => document.querySelector('[role=search]') !== null);
    });
    const filters = document.querySelector('[role=search]')?.textContent ?? '';
    expect(filters).toContain('กลุ่มคะแนน (Score band)');
    for (const picker of ['ภาค (Region)', 'เขต (Area)', 'ผู้แทนจำหน่าย (Dealer)']) expect(filters).not.toContain(picker);
  });

  it('shows the trending card on the dashboard to a voice reader only', async () => {
    for (const [type, shown] of [['csn', true], ['callcenter', false]] as const) {
      const store = createAppStore();
      signInAnswered(store, user(type));
      await renderAt('/app/main', store);
      await act(async () => {
        await waitFor(() => text().includes('สมชาย'));
        await new Promise((resolve) => setTimeout(resolve, 0));
      });
      if (shown) await act(async () => waitFor(() => text().includes('หัวข้อที่มาแรงเดือนนี้')));
      expect(text().includes('หัวข้อที่มาแรงเดือนนี้ (Trending this month)')).toBe(shown);
      await act(async () => root?.unmount());
      container.remove();
      root = undefined;
    }
  });
});
