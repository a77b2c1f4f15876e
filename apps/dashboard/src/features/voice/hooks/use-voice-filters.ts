import type { TicketType } from '@voc/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type VoiceFilters, searchFromVoiceFilters, voiceFiltersFromSearch } from '../utils/voice-filters';

/** The voice page's filters kept in the address. `defaults` and `options` must keep their identity. */
export function useVoiceFilters(defaults: VoiceFilters, options: { types: readonly TicketType[]; years: readonly number[] }): [VoiceFilters, (next: VoiceFilters) => void] {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => voiceFiltersFromSearch(search, defaults, options), [search, defaults, options]);
  const set = useCallback((next: VoiceFilters) => setSearch(searchFromVoiceFilters(next, defaults)), [defaults, setSearch]);
  return [filters, set];
}
