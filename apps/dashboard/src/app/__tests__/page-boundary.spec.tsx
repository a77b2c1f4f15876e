/** @jest-environment jsdom */
import 'reflect-metadata';
import '../../testing/jsdom-polyfills';
import { act, lazy } from 'react';
import { type Root, createRoot } from 'react-dom/client';
import { AppProvider } from '../provider';
import { PageBoundary } from '../routes/page-boundary';
import { createAppStore } from '../store';

let root: Root | undefined;
let container: HTMLElement;

async function render(node: React.ReactNode) {
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
  await act(async () => root?.render(<AppProvider store={createAppStore()}>{node}</AppProvider>));
}

const text = () => container.textContent ?? '';

afterEach(async () => {
  await act(async () => root?.unmount());
  container?.remove();
  root = undefined;
});

describe('a lazy page', () => {
  it('shows the page once its code has loaded', async () => {
    const Page = lazy(() => Promise.resolve({ default: () => <p>the page</p> }));
    await render(
      <PageBoundary>
        <Page />
      </PageBoundary>,
    );
    expect(text()).toContain('the page');
  });

  it('says in the user language that it could not load, and tries again on request', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let attempts = 0;
    const Failing = lazy(() => {
      attempts += 1;
      return Promise.reject(new Error('Failed to fetch dynamically imported module'));
    });
    const onRetry = jest.fn();
    await render(
      <PageBoundary onRetry={onRetry}>
        <Failing />
      </PageBoundary>,
    );
    expect(attempts).toBe(1);
    expect(container.querySelector('[role="alert"]')?.textContent).toContain('โหลดหน้านี้ไม่สำเร็จ');
    const retry = [...container.querySelectorAll('button')].find((b) => b.textContent?.includes('ลองอีกครั้ง'));
    expect(retry).toBeDefined();
    await act(async () => retry?.click());
    expect(onRetry).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});
