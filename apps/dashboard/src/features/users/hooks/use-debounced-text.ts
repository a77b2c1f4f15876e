import { useEffect, useState } from 'react';

/** The text, once it has stopped changing for `delayMs` (typing into a server-searched box). */
export function useDebouncedText(value: string, delayMs = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
