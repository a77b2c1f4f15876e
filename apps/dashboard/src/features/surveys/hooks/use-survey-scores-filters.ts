import type { SurveyType } from '@voc/contracts';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type SurveyScoresFilters, scoresFiltersFromSearch, searchFromScoresFilters } from '../utils/survey-scores-filters';

/** The survey scores filters kept in the address. `defaults` and `options` must keep their identity. */
export function useSurveyScoresFilters(defaults: SurveyScoresFilters, options: { types: readonly SurveyType[]; years: readonly number[] }): [SurveyScoresFilters, (next: SurveyScoresFilters) => void] {
  const [search, setSearch] = useSearchParams();
  const filters = useMemo(() => scoresFiltersFromSearch(search, defaults, options), [search, defaults, options]);
  const set = useCallback((next: SurveyScoresFilters) => setSearch(searchFromScoresFilters(next, defaults)), [defaults, setSearch]);
  return [filters, set];
}
