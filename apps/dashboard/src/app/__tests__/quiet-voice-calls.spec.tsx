/** @jest-environment jsdom */
// @voc/contracts' class-transformer decorators need the Reflect metadata API at load.
import 'reflect-metadata';
import '../../testing/jsdom-polyfills';
import type { TicketView } from '@voc/contracts';
import { act, useState } from 'react';
import { type Root, createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { CategorySuggestionBox } from '../../features/tickets/components/category-suggestion-box';
import { SurveyAnswerHeader } from '../../features/tickets/components/survey-answer-header';
import { ensurePageTexts } from '../../i18n/catalogue-loading';
import { i18n } from '../../i18n/i18n';
import { AppProvider } from '../provider';
import { type AppStore, createAppStore } from '../store';

// The suggestion box and the survey header ask the api in the background of a call or a ticket:
// unit specs reach no server (every call fails), which is the failure path they must take quietly.

let root: Root | undefined;
let container: HTMLElement;

async function render(node: React.ReactNode, store: AppStore) {
  container = document.createElement('div');
  document.body.appendChild(container);
  root = createRoot(container);
  await act(async () =>
    root?.render(
      <AppProvider store={store}>
        <MemoryRouter>{node}</MemoryRouter>
      </AppProvider>,
    ),
  );
}

async function waitFor(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`not shown: ${container.textContent}`);
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
  }
}

beforeAll(async () => {
  await ensurePageTexts(i18n);
});

afterEach(async () => {
  await act(async () => root?.unmount());
  container?.remove();
  root = undefined;
});

const text = () => container.textContent ?? '';

describe('the survey answer at the top of a survey ticket', () => {
  it('shows Q1, Q2 and the comment the ticket holds, and says no score was found when the answer cannot be read, without an alert', async () => {
    const store = createAppStore();
    const ticket = { _id: '3f2b7a9e-1c4d-4e5f-8a6b-7c8d9e0f1a2b', source: 'survey', q1: '3', q2: 'ไม่แน่ใจ', complaint_description: 'รอนานมาก' } as TicketView;
    await render(<SurveyAnswerHeader ticket={ticket} />, store);
    await waitFor(() => text().includes('ยังไม่พบคะแนน'));
    for (const shown of ['คำตอบแบบสำรวจ ข้อ 1 (Survey answer Q1)', 'ไม่แน่ใจ', 'รอนานมาก']) expect(text()).toContain(shown);
    expect(store.getState().ui.messages.alert).toBeNull();
  });
});

function SuggestionHarness() {
  const [categories, setCategories] = useState({});
  const [description, setDescription] = useState('');
  return (
    <>
      <button type="button" onClick={() => setDescription('รอนานมาก ไม่มีใครโทรกลับเลย')}>
        type
      </button>
      <CategorySuggestionBox type="service" description={description} value={categories} onChange={setCategories} />
    </>
  );
}

describe('the category suggestions of a new ticket', () => {
  it('hints until enough is typed, then says no suggestion is at hand when the api cannot answer, without an alert', async () => {
    const store = createAppStore();
    await render(<SuggestionHarness />, store);
    expect(text()).toContain('พิมพ์รายละเอียดข้อร้องเรียน');
    await act(async () => container.querySelector('button')?.click());
    await waitFor(() => text().includes('ยังไม่มีหมวดหมู่ที่แนะนำ'));
    expect(store.getState().ui.messages.alert).toBeNull();
  });
});
