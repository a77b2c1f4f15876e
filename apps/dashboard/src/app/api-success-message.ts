import { createListenerMiddleware } from '@reduxjs/toolkit';
import { api } from '../lib/store/api';
import { messageShown, noticeShown } from '../lib/store/ui-slice';

const MUTATION_FULFILLED = `${api.reducerPath}/executeMutation/fulfilled`;

/**
 * The ticket page's saves (issue 32): a status step, the edit form, a verification, a note. They
 * confirm with a passing notice, not a dialog to close (a dealer on a phone saves many a day).
 * The owner change shows its own notice, with undo.
 */
const NOTICE_ENDPOINTS = new Set(['updateTicket', 'patchTicket', 'verifyTicket', 'addTicketNote']);
const OWN_NOTICE_ENDPOINTS = new Set(['assignTicketOwner']);

/**
 * A write whose answer carries a success message key (success.updated, the status-B note with its
 * 72-hour correction window, success.canceled, success.deleted, success.verified) shows it in the
 * message dialog (SPEC.md §7 "What the product does with answers"), or as a passing notice for the
 * ticket page's saves.
 */
export const apiSuccessMessage = createListenerMiddleware();

apiSuccessMessage.startListening({
  predicate: (action) => action.type === MUTATION_FULFILLED,
  effect: (action, { dispatch }) => {
    const { payload, meta } = action as { payload?: { message?: unknown }; meta?: { arg?: { endpointName?: string } } };
    const message = payload?.message;
    const endpoint = meta?.arg?.endpointName ?? '';
    if (typeof message !== 'string' || !message.startsWith('success.') || OWN_NOTICE_ENDPOINTS.has(endpoint)) return;
    if (NOTICE_ENDPOINTS.has(endpoint)) dispatch(noticeShown({ text: message }));
    else dispatch(messageShown({ kind: 'success', message: { text: message } }));
  },
});
