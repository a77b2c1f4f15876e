/** @jest-environment jsdom */
import 'reflect-metadata';
import '../../testing/jsdom-polyfills';
import type { SignInResult } from '@voc/contracts';
import { act } from 'react';
import { type Root, createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../i18n/i18n';
import { SignInScreen } from '../sign-in-screen';

let root: Root | undefined;
let container: HTMLElement;
let signedIn: jest.Mock;
let fetchMock: jest.Mock;

async function open(path: string) {
  window.history.replaceState(null, '', path);
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
  signedIn = jest.fn();
  await act(async () =>
    root?.render(
      <I18nextProvider i18n={i18n}>
        <SignInScreen locale="th-TH" onLocaleChange={() => undefined} onSignedIn={signedIn} />
      </I18nextProvider>,
    ),
  );
}

const input = (name: string) => {
  const found = container.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!found) throw new Error(`no box ${name}`);
  return found;
};

async function type(name: string, value: string) {
  const box = input(name);
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  await act(async () => {
    setter?.call(box, value);
    box.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

async function submit() {
  const form = container.querySelector('form');
  await act(async () => {
    form?.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    // The checks' code is imported on first use.
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

// jsdom has no fetch Response: what callSignIn reads of one.
const answer = (status: number, body: unknown, statusText = '') => ({ ok: status < 300, status, statusText, text: async () => JSON.stringify(body) }) as Response;

const helperTexts = () => [...container.querySelectorAll('.si-helper')].map((node) => node.textContent);

beforeEach(() => {
  fetchMock = jest.fn();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(async () => {
  await act(async () => root?.unmount());
  container?.remove();
  root = undefined;
});

describe('the light sign-in screen', () => {
  it('asks a dealer for the passport id only, in the app’s words, without calling the api', async () => {
    await open('/signin');
    expect(container.querySelector('h1')?.textContent).toBe('เข้าสู่ระบบสำหรับผู้แทนจำหน่าย (Dealer sign in)');
    expect(container.querySelectorAll('[role="note"] li')).toHaveLength(3);
    await submit();
    expect(helperTexts()).toEqual(['กรุณากรอกข้อมูล (Please fill in the data)']);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks staff for both boxes, then for a correct email', async () => {
    await open('/signin/admin');
    await submit();
    expect(helperTexts()).toEqual(['กรุณากรอกข้อมูล (Please fill in the data)', 'กรุณากรอกข้อมูล (Please fill in the data)']);
    await type('email', 'csn@');
    await type('password', 'x');
    await submit();
    expect(helperTexts()).toEqual(['กรุณากรอกอีเมลให้ถูกต้อง (Please enter a correct email)']);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows a refused sign-in in an alert dialog in the user language, which its button closes', async () => {
    await open('/signin/admin');
    fetchMock.mockResolvedValue(answer(401, { error: { name: 'UnauthorizedException', message: 'errors.signin.invalid' } }, 'Unauthorized'));
    await type('email', 'csn@demo.local');
    await type('password', 'wrong');
    await submit();
    const dialog = container.querySelector('[role="alertdialog"]');
    expect(dialog?.textContent).toContain('ข้อมูลเข้าสู่ระบบหรือรหัสผ่านไม่ถูกต้อง (Wrong sign-in id or password)');
    expect(dialog?.textContent).not.toContain('Unauthorized');
    await act(async () => dialog?.querySelector('button')?.click());
    expect(container.querySelector('[role="alertdialog"]')).toBeNull();
    expect(signedIn).not.toHaveBeenCalled();
  });

  it('hands an accepted dealer sign-in on, an empty password sent as the preset space', async () => {
    await open('/signin');
    const result: SignInResult = { token: 't', token_type: 'Bearer', user: { _id: 'u1' } as unknown as SignInResult['user'] };
    fetchMock.mockResolvedValue(answer(200, { success: result }));
    await type('passport_id', 'DEMO-DEALER-4');
    await submit();
    expect(JSON.parse(String((fetchMock.mock.calls[0] as [string, RequestInit])[1].body))).toEqual({ passport_id: 'DEMO-DEALER-4', password: ' ' });
    expect(signedIn).toHaveBeenCalledWith(result, 'dealer');
  });

  it('moves between the two pages as history entries', async () => {
    await open('/signin');
    await act(async () => container.querySelector<HTMLAnchorElement>('a.si-link')?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })));
    expect(window.location.pathname).toBe('/signin/admin');
    expect(container.querySelector('h1')?.textContent).toBe('เข้าสู่ระบบสำหรับเจ้าหน้าที่ (Staff sign in)');
  });
});
