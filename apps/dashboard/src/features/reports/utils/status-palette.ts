import type { TrendStatus } from './chart-data';

/**
 * Status lines of the trend chart. None is red: red is the theme's primary and marks the main
 * series (the open total), so it stays unmistakable.
 */
export const TREND_STATUS_COLORS: Record<TrendStatus, string> = {
  W: '#1565C0',
  C: '#6A1B9A',
  S: '#00838F',
  T: '#EF6C00',
  R: '#6D4C41',
  B: '#2E7D32',
};

/** The comparison's second series (the area), next to the red of the main one. */
export const SECONDARY_SERIES_COLOR = '#78909C';
