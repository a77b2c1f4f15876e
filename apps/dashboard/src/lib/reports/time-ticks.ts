import { TICK_GAP_PX } from './category-ticks';

/**
 * How a chart's time axis (months, weeks or days along x) writes its labels so that no label
 * overlaps another (issue 32): always across, every label while each fits its point's share of the
 * plot, otherwise every n-th label, n the fewest points whose shares hold the widest label and the gap.
 */
export interface TimeTickLayout {
  /** Labels skipped between two shown (recharts' `interval`): 0 shows every one. */
  interval: number;
}

export interface TimeTickInput {
  /** The plot's width (px): the chart's width less its margins and value axes. */
  plotWidth: number;
  /** Each label's measured width (px), in axis order. */
  labelWidths: readonly number[];
}

export function timeTickLayout({ plotWidth, labelWidths }: TimeTickInput): TimeTickLayout {
  if (labelWidths.length === 0 || plotWidth <= 0) return { interval: 0 };
  // A point's share: the plot split evenly (a line's first and last points sit on its edges, so
  // points stand further apart than this; a bar's slot is exactly this).
  const share = plotWidth / labelWidths.length;
  const needed = Math.ceil(Math.max(...labelWidths)) + TICK_GAP_PX;
  return { interval: Math.max(0, Math.ceil(needed / share) - 1) };
}
