import { positiveIntParam } from './url-params';

// Its own module, not url-params: only the lists read it, and url-params is in /app/main's first load.
/** One of the page sizes a list offers, from its address; null for anything else. */
export function pageSizeParam(value: string | null, sizes: readonly number[]): number | null {
  const size = positiveIntParam(value);
  return size !== null && sizes.includes(size) ? size : null;
}
