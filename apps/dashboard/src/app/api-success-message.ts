import { createListenerMiddleware } from '@reduxjs/toolkit';
import { api } from '../lib/store/api';
import { messageShown } from '../lib/store/ui-slice';

const MUTATION_FULFILLED = `${api.reducerPath}/executeMutation/fulfilled`;

/**
 * A write whose answer carries a success message key (success.updated, the status-B note with its
 * 72-hour correction window, success.canceled, success.deleted, success.verified) shows it in the
 * message dialog (SPEC.md §7 "What the product does with answers").
 */
export const apiSuccessMessage = createListenerMiddleware();

apiSuccessMessage.startListening({
  predicate: (action) => action.type === MUTATION_FULFILLED,
  effect: (action, { dispatch }) => {
    const message = (action as { payload?: { message?: unknown } }).payload?.message;
    if (typeof message === 'string' && message.startsWith('success.')) dispatch(messageShown({ kind: 'success', message: { text: message } }));
  },
});
