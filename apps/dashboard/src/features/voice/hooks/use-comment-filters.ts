import type { TicketType } from '@voc/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type CommentFilters, commentFiltersFromSearch, searchFromCommentFilters } from '../utils/comment-filters';

/** The comment list's filters and page kept in the address. `types` must keep its identity. */
export function useCommentFilters(types: readonly TicketType[]): [CommentFilters, (next: CommentFilters) => void] {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => commentFiltersFromSearch(search, types), [search, types]);
  const set = useCallback((next: CommentFilters) => setSearch(searchFromCommentFilters(next)), [setSearch]);
  return [filters, set];
}
