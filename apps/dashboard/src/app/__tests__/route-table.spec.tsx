/** @jest-environment jsdom */
// @voc/contracts' class-transformer decorators need the Reflect metadata API at load.
import 'reflect-metadata';
import '../../testing/jsdom-polyfills';
import { type SignedInUser, type SignInResult } from '@voc/contracts';
import { visibleMenu } from '@voc/domain';
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

describe('routes', () => {
  it('sends a signed-out visitor of /app/... to /signin and remembers the address', async () => {
    const store = createAppStore();
    const current = await renderAt('/app/report/quickvoc', store);
    expect(current.pathname).toBe('/signin');
    expect(store.getState().auth.rememberedPath).toBe('/app/report/quickvoc');
    expect(text()).toContain('เข้าสู่ระบบสำหรับผู้แทนจำหน่าย (Dealer sign in)');
  });

  // The remembered page (Quick VOC) is a real report now: its lazy code (charts included) takes a
  // few seconds to load in jsdom, and in a fresh jest worker its first import compiles the report
  // modules: 20 s ran out at load 12-20 (the file took 76 s). A bound for a failure, not a pause.
  it('lands a user who signs in on the remembered address', async () => {
    const store = createAppStore();
    const current = await renderAt('/app/report/quickvoc', store);
    await act(async () => signInAnswered(store, user('csn')));
    expect(current.pathname).toBe('/app/report/quickvoc');
    expect(text()).toContain('รายงาน Quick VOC (Quick VOC)');
    expect(window.localStorage.getItem('voc.session')).toContain('Bearer');
  }, 60_000);

  it.each(['/nowhere', '/signin/nowhere', '/app/nowhere', '/app/main/nowhere'])('shows the not-found text at %s', async (path) => {
    const store = createAppStore();
    signInAnswered(store, user('csn'));
    await renderAt(path, store);
    expect(text()).toMatch(/sorry, the page was not found or has moved/i);
  });

  it('shows the not-found page for a menu route the user menu does not offer', async () => {
    const store = createAppStore();
    signInAnswered(store, user('dealer', { showroom: true, service: false }));
    await renderAt('/app/user', store);
    expect(text()).toMatch(/sorry, the page was not found or has moved/i);
  });

  it.each([
    ['an address under a list that is not a ticket id', 'csn', '/app/ticket/callcenter/showroom/not-a-ticket'],
    ['a ticket under a list the user menu does not offer', 'dealer', '/app/ticket/callcenter/service/3f2b7a9e-1c4d-4e5f-8a6b-7c8d9e0f1a2b'],
  ] as const)('shows the not-found page for %s', async (_case, type, path) => {
    const store = createAppStore();
    signInAnswered(store, user(type, { showroom: true, service: false }));
    await renderAt(path, store);
    expect(text()).toMatch(/sorry, the page was not found or has moved/i);
  });

  it('builds the side menu from visibleMenu()', async () => {
    const store = createAppStore();
    const dealer = user('dealer', { showroom: true, service: false });
    signInAnswered(store, dealer);
    await renderAt('/app/main', store);
    const links = [...document.querySelectorAll('nav a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(visibleMenu(dealer).map((entry) => entry.path));
    expect(text()).toContain('นิสสัน สยาม');
    expect(text()).toContain('สาขาหลัก');
  });

  it('sends a signed-in user away from the sign-in pages', async () => {
    const store = createAppStore();
    signInAnswered(store, user('csn'));
    const current = await renderAt('/signin/admin', store);
    expect(current.pathname).toBe('/app/main');
  });

  it('forgets the page left when the user signs out', async () => {
    const store = createAppStore();
    signInAnswered(store, user('csn'));
    const current = await renderAt('/app/report/quickvoc', store);
    await act(async () => store.dispatch({ type: 'auth/signedOut' }));
    expect(current.pathname).toBe('/signin');
    expect(store.getState().auth.rememberedPath).toBeNull();
    expect(window.localStorage.getItem('voc.session')).toBeNull();
  });
});
