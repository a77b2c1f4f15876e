import { createListenerMiddleware, isRejectedWithValue } from '@reduxjs/toolkit';
import { toFailedCall } from '../lib/failed-call';
import { messageShown } from '../lib/store/ui-slice';

/**
 * Every failed call shows an alert (SPEC.md §8). The failure itself is kept, not a text, so the
 * message dialog builds it with `buildErrorMessage` in the language shown at that moment.
 */
export const apiErrorAlert = createListenerMiddleware();

apiErrorAlert.startListening({
  predicate: (action) => isRejectedWithValue(action),
  effect: (action, { dispatch }) => {
    const payload = isRejectedWithValue(action) ? action.payload : undefined;
    dispatch(messageShown({ kind: 'alert', message: { failure: toFailedCall(payload) } }));
  },
});
