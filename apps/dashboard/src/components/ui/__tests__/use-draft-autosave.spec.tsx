/** @jest-environment jsdom */
import { act } from 'react';
import { type Root, createRoot } from 'react-dom/client';
import { useDraftAutosave } from '../use-form-draft';

const KEY = 'voc.draft.v1:user-1:new-ticket:callcenter:showroom';

interface FormProps {
  name: string;
  saved: { current: boolean };
}

/** A form with one field, its draft kept as it is typed (what new-ticket-form does). */
function Form({ name, saved }: FormProps) {
  useDraftAutosave({ key: KEY, pending: null, saved }, { name }, name !== '');
  return null;
}

let root: Root | undefined;

async function show(props: FormProps) {
  await act(async () => root?.render(<Form {...props} />));
}

beforeEach(() => {
  jest.useFakeTimers();
  window.localStorage.clear();
  root = createRoot(document.createElement('div'));
});

afterEach(async () => {
  await act(async () => root?.unmount());
  jest.useRealTimers();
});

describe('the draft kept while a form is typed in', () => {
  it('is written a moment after typing stops', async () => {
    const saved = { current: false };
    await show({ name: 'คุณทดสอบ', saved });
    expect(window.localStorage.getItem(KEY)).toBeNull();
    await act(async () => jest.advanceTimersByTime(400));
    expect(window.localStorage.getItem(KEY)).toContain('คุณทดสอบ');
  });

  it('is not written when the form was saved inside the pause after the last keystroke (a fast answer)', async () => {
    const saved = { current: false };
    await show({ name: 'คุณทดสอบ บันทึกแล้ว', saved });
    await act(async () => jest.advanceTimersByTime(150));
    // The save's answer arrives: the form clears its draft (useFormDraft's clear) while the write waits.
    saved.current = true;
    window.localStorage.removeItem(KEY);
    await act(async () => jest.advanceTimersByTime(1000));
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('is not written when the page goes after a save', async () => {
    const saved = { current: false };
    await show({ name: 'คุณทดสอบ', saved });
    saved.current = true;
    window.dispatchEvent(new Event('pagehide'));
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('is written again for new typing once the saved form is untouched again (a plan saved and worked on further)', async () => {
    const saved = { current: false };
    await show({ name: 'แผนฉบับแรก', saved });
    saved.current = true;
    window.localStorage.removeItem(KEY);
    // The form is reset to what was saved: untouched, so later typing is a new draft.
    await show({ name: '', saved });
    expect(saved.current).toBe(false);
    await show({ name: 'แผนฉบับแรก แก้ต่อ', saved });
    await act(async () => jest.advanceTimersByTime(400));
    expect(window.localStorage.getItem(KEY)).toContain('แก้ต่อ');
  });

  it('writes nothing after a save while the saved form is still shown with its input', async () => {
    const saved = { current: false };
    await show({ name: 'คุณทดสอบ', saved });
    saved.current = true;
    window.localStorage.removeItem(KEY);
    await show({ name: 'คุณทดสอบ ', saved });
    await act(async () => jest.advanceTimersByTime(1000));
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });
});
