import { ThemeProvider } from '@mui/material/styles';
import i18next from 'i18next';
import { act, type ReactNode } from 'react';
import { type Root, createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { createAppTheme } from '../app/theme';
import { enUS } from '../i18n/en-US';
import { thTH } from '../i18n/th-TH';

/**
 * Renders a part of the app with its theme and texts in one language, and a router at an address, for the
 * specs of shared components (import testing/jsdom-polyfills first). `unmountApp` after each test.
 */
let root: Root | undefined;
let container: HTMLElement | undefined;

export async function renderInApp(node: ReactNode, { language = 'en-US', path = '/' }: { language?: 'th-TH' | 'en-US'; path?: string } = {}): Promise<HTMLElement> {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({ lng: language, resources: { 'th-TH': { translation: thTH }, 'en-US': { translation: enUS } }, interpolation: { escapeValue: false } });
  const shown = document.createElement('div');
  document.body.appendChild(shown);
  container = shown;
  root = createRoot(shown);
  await act(async () =>
    root?.render(
      <ThemeProvider theme={createAppTheme(language)}>
        <I18nextProvider i18n={i18n}>
          <MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>
        </I18nextProvider>
      </ThemeProvider>,
    ),
  );
  return shown;
}

export async function unmountApp(): Promise<void> {
  await act(async () => root?.unmount());
  container?.remove();
  root = undefined;
  container = undefined;
}

/** A click, as a user's, on an element found by a selector and its text. */
export async function clickOn(scope: HTMLElement, selector: string, text?: string): Promise<void> {
  const element = [...scope.querySelectorAll<HTMLElement>(selector)].find((candidate) => text === undefined || candidate.textContent === text);
  if (!element) throw new Error(`nothing to click: ${selector} ${text ?? ''}`);
  await act(async () => element.click());
}

/** Picks a choice of an MUI select, found by its label, as a user does: opens its list, clicks the option. */
export async function chooseIn(scope: HTMLElement, label: string, value: string): Promise<void> {
  const box = [...scope.querySelectorAll('[role="combobox"]')].find((candidate) => {
    const named = document.getElementById(candidate.getAttribute('aria-labelledby')?.split(' ')[0] ?? '');
    return named?.textContent?.replace(/\s*\*$/, '') === label;
  });
  if (!box) throw new Error(`no select labelled ${label}`);
  await act(async () => box.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 })));
  const option = document.querySelector<HTMLElement>(`[role="option"][data-value="${value}"]`);
  if (!option) throw new Error(`no option ${value} in ${label}`);
  await act(async () => option.click());
}
