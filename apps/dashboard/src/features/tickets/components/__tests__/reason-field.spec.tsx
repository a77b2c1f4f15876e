/** @jest-environment jsdom */
import '../../../../testing/jsdom-polyfills';
import { act } from 'react';
import { renderInApp, unmountApp } from '../../../../testing/render-in-app';
import { useReasonInput } from '../../hooks/use-reason-input';
import { ReasonField } from '../reason-field';

afterEach(unmountApp);

let input: ReturnType<typeof useReasonInput> | undefined;

/** A dialog's reason as the cancel and delete dialogs keep it. */
function Reason() {
  input = useReasonInput();
  const missing = input.reason.trim() === '';
  return <ReasonField label="Reason" value={input.reason} onChange={input.setReason} error={input.tried && missing} helperText={input.tried && missing ? 'Say why' : undefined} maxLength={20} />;
}

describe('the reason of a dialog’s action', () => {
  it('is a required box of a few lines, focused, its message shown only once a send was tried', async () => {
    const page = await renderInApp(<Reason />);
    const box = page.querySelector('textarea') as HTMLTextAreaElement;
    expect([box.required, box.maxLength, document.activeElement === box]).toEqual([true, 20, true]);
    expect(page.textContent).not.toContain('Say why');
    await act(async () => input?.setTried(true));
    expect(page.textContent).toContain('Say why');
    expect(box.getAttribute('aria-invalid')).toBe('true');
  });

  it('starts again empty, with no message, after a reset (the dialog closed or done)', async () => {
    const page = await renderInApp(<Reason />);
    await act(async () => {
      input?.setReason('ลูกค้ายกเลิก');
      input?.setTried(true);
    });
    expect((page.querySelector('textarea') as HTMLTextAreaElement).value).toBe('ลูกค้ายกเลิก');
    await act(async () => input?.reset());
    expect([input?.reason, input?.tried]).toEqual(['', false]);
    expect((page.querySelector('textarea') as HTMLTextAreaElement).value).toBe('');
  });
});
