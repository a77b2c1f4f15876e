import { useTheme } from '@mui/material/styles';
import { useLayoutEffect, useMemo, useState } from 'react';
import { type CategoryTickLayout, categoryTickLayout, fitLabel } from '../../lib/reports/category-ticks';

/** The size (px) category labels are written in. */
export const CATEGORY_TICK_FONT_PX = 12;

let canvas: HTMLCanvasElement | undefined;

/** A text's width in px in the given CSS font, measured on a canvas (estimated where there is none, as in jsdom). */
function textMeasure(font: string, fontSize: number): (text: string) => number {
  let context: CanvasRenderingContext2D | null = null;
  try {
    canvas ??= document.createElement('canvas');
    context = canvas.getContext('2d');
  } catch {
    context = null;
  }
  if (!context) return (text) => text.length * fontSize * 0.6;
  const measuring = context;
  return (text) => {
    measuring.font = font;
    return measuring.measureText(text).width;
  };
}

/** The element's width (a callback ref: the element may appear after a skeleton), measured before the first paint and on every change. */
function useWidth<T extends HTMLElement>() {
  const [element, setElement] = useState<T | null>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    if (!element) return undefined;
    setWidth(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver((entries) => setWidth(entries[0]?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, width] as const;
}

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
