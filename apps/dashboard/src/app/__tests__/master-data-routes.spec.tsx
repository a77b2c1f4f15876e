/** @jest-environment jsdom */
// @voc/contracts' class-transformer decorators need the Reflect metadata API at load.
import 'reflect-metadata';
import '../../testing/jsdom-polyfills';
import { type SignedInUser, type SignInResult } from '@voc/contracts';
import { act } from 'react';
import { type Root, createRoot } from 'react-dom/client';
import { MemoryRouter, useRoutes } from 'react-router';
import { AppProvider } from '../provider';
import { routes } from '../route-table';
import { type AppStore, createAppStore } from '../store';

const ID = '3f2b7a9e-1c4d-4e5f-8a6b-7c8d9e0f1a2b';

function user(type: SignedInUser['type']): SignedInUser {
  return {
    _id: `${type}-1`,
    first_name: 'พรทิพย์',
    last_name: 'บุญมา',
    position_title: null,
    type,
    group: { showroom: true, service: true },
    permission: { ticket_validation: false, ticket_validation_closed_edit: false, bp_dashboard: false, bp_report: false },
    dealer: null,
    email: `${type}@demo.local`,
    sale_area_code: null,
    service_area_code: null,
    dealer_sales_region: null,
    dealer_service_region: null,
    must_change_password: false,
  };
}

/** What a successful sign-in call puts in the store (the api is not reached from these tests). */
function signedIn(type: SignedInUser['type']): AppStore {
  const store = createAppStore();
  const payload: SignInResult = { token: 'token', token_type: 'Bearer', user: user(type) };
  store.dispatch({
    type: 'api/executeMutation/fulfilled',
    payload,
    meta: { arg: { type: 'mutation', endpointName: 'signInStaff', originalArgs: {} }, requestId: 'r1', requestStatus: 'fulfilled', fulfilledTimeStamp: 0 },
  });
  return store;
}

function RouteTable() {
  return useRoutes(routes);
}

let root: Root | undefined;
let container: HTMLElement;

async function renderAt(path: string, store: AppStore) {
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
  await act(async () => {
    root?.render(
      <AppProvider store={store}>
        <MemoryRouter initialEntries={[path]}>
          <RouteTable />
        </MemoryRouter>
      </AppProvider>,
    );
  });
}

const text = () => document.body.textContent ?? '';
const NOT_FOUND = /sorry, the page was not found or has moved/i;

beforeEach(() => window.localStorage.clear());
afterEach(async () => {
  await act(async () => root?.unmount());
  container?.remove();
  root = undefined;
});

describe('settings pages under /app/dealer and /app/user', () => {
  it.each<[string, SignedInUser['type'], string]>([
    ['a new dealer for a reader who may not edit dealers (nml)', 'nml', '/app/dealer/new'],
    ['a dealer page for a role without the dealer list (region manager)', 'region_manager', `/app/dealer/${ID}`],
    ['a dealer address that is not a dealer id', 'csn', '/app/dealer/D0005'],
    ['a new user for anyone but csn (nissan)', 'nissan', '/app/user/new'],
    ['a user page for anyone but csn (nml)', 'nml', `/app/user/${ID}`],
    ['a user address that is not a user id', 'csn', '/app/user/somchai'],
  ])('show the not-found page for %s', async (_case, type, path) => {
    await renderAt(path, signedIn(type));
    expect(text()).toMatch(NOT_FOUND);
  });

  it('open the new-user form to csn, with the password rule and the four permissions explained', async () => {
    await renderAt('/app/user/new', signedIn('csn'));
    expect(text()).not.toMatch(NOT_FOUND);
    const form = document.querySelector('form[aria-label="แบบฟอร์มเพิ่มผู้ใช้ (New user form)"]');
    expect(form).not.toBeNull();
    expect(form?.textContent).toContain('อย่างน้อย 8 ตัวอักษร');
    for (const name of ['ticket_validation', 'ticket_validation_closed_edit', 'bp_dashboard', 'bp_report']) {
      const box = form?.querySelector(`input[type="checkbox"][name="${name}"]`);
      expect(box?.getAttribute('aria-describedby')).toBeTruthy();
    }
  });

  it('list both manuals with open and download links', async () => {
    await renderAt('/app/main/manuals', signedIn('nml'));
    const downloads = [...document.querySelectorAll('a[download]')].map((a) => a.getAttribute('href'));
    expect(downloads).toEqual(['/manuals/dashboard-manual.html', '/manuals/dealer-manual.html']);
    expect(document.querySelectorAll('a[target="_blank"][href^="/manuals/"]')).toHaveLength(2);
  });
});
