import { useState } from 'react';

/** A reason typed into a dialog: its text, whether a send was tried (its message shows from then on), and a reset for the next opening. */
export function useReasonInput() {
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const reset = () => {
    setReason('');
    setTried(false);
  };
  return { reason, setReason, tried, setTried, reset };
}
