import { useTheme } from '@mui/material/styles';
import { useMemo } from 'react';
import { timeTickLayout } from '../../lib/reports/time-ticks';
import { CATEGORY_TICK_FONT_PX } from './category-axis';
import { textMeasure, useWidth } from './chart-measure';

/** The size (px) time labels are written in (as category labels). */
export const TIME_TICK_FONT_PX = CATEGORY_TICK_FONT_PX;

export interface TimeAxis {
  /** On the chart's frame: its width is measured. */
  ref: (element: HTMLDivElement | null) => void;
  /** The XAxis props that write every n-th label, as many as fit across (see timeTickLayout). */
  axis: { interval: number; tick: { fontSize: number } };
}

/**
 * Lays out a time axis (see timeTickLayout): `labels` are the labels as written, in axis order;
 * `inset` the px of the chart's width that is not plot (margins and the value axes).
 */
export function useTimeAxis(labels: readonly string[], inset: number): TimeAxis {
  const theme = useTheme();
  const [ref, width] = useWidth<HTMLDivElement>();
  const measure = useMemo(() => textMeasure(`${TIME_TICK_FONT_PX}px ${theme.typography.fontFamily ?? 'sans-serif'}`, TIME_TICK_FONT_PX), [theme.typography.fontFamily]);
  const interval = useMemo(() => timeTickLayout({ plotWidth: Math.max(0, width - inset), labelWidths: labels.map(measure) }).interval, [labels, measure, width, inset]);
  return { ref, axis: { interval, tick: { fontSize: TIME_TICK_FONT_PX } } };
}
