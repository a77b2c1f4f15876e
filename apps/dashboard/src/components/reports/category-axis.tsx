import { useTheme } from '@mui/material/styles';
import { useMemo } from 'react';
import { type CategoryTickLayout, categoryTickLayout, fitLabel } from '../../lib/reports/category-ticks';
import { textMeasure, useWidth } from './chart-measure';

/** The size (px) category labels are written in. */
export const CATEGORY_TICK_FONT_PX = 12;

export interface CategoryAxis {
  /** On the chart's frame: its width is measured. */
  ref: (element: HTMLDivElement | null) => void;
  layout: CategoryTickLayout;
  /** The label as written under the bar of `index`: whole, or cut with "…". */
  shown: (index: number) => string;
}

/**
 * Lays out a category axis (see categoryTickLayout): `labels` are the whole labels in axis order,
 * `inset` the px of the chart's width that is not plot (margins and the value axis).
 */
export function useCategoryAxis(labels: readonly string[], inset: number): CategoryAxis {
  const theme = useTheme();
  const [ref, width] = useWidth<HTMLDivElement>();
  const measure = useMemo(() => textMeasure(`${CATEGORY_TICK_FONT_PX}px ${theme.typography.fontFamily ?? 'sans-serif'}`, CATEGORY_TICK_FONT_PX), [theme.typography.fontFamily]);
  const layout = useMemo(
    () => categoryTickLayout({ plotWidth: Math.max(0, width - inset), labelWidths: labels.map(measure), fontSize: CATEGORY_TICK_FONT_PX }),
    [labels, measure, width, inset],
  );
  const shown = useMemo(() => labels.map((label) => fitLabel(label, layout.maxLabelPx, measure)), [labels, layout.maxLabelPx, measure]);
  return { ref, layout, shown: (index) => shown[index] ?? '' };
}

interface CategoryTickTextProps {
  layout: CategoryTickLayout;
  /** The whole label: the tooltip when the written one is cut. */
  full: string;
  shown: string;
  fill: string;
  underline?: boolean;
}

/** A category label at its tick (inside the tick's translated group): across, or upwards ending at the axis. */
export function CategoryTickText({ layout, full, shown, fill, underline = false }: CategoryTickTextProps) {
  const upward = layout.angle === -90;
  return (
    <>
      <title>{full}</title>
      <text
        dy={upward ? undefined : 14}
        dx={upward ? -2 : undefined}
        dominantBaseline={upward ? 'central' : undefined}
        textAnchor={upward ? 'end' : 'middle'}
        transform={upward ? 'rotate(-90)' : undefined}
        fill={fill}
        fontSize={CATEGORY_TICK_FONT_PX}
        textDecoration={underline ? 'underline' : undefined}
        data-full-label={shown === full ? undefined : full}
      >
        {shown}
      </text>
    </>
  );
}
