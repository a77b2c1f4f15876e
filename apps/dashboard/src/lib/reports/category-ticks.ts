/**
 * How a chart's category axis writes its labels so that no label overlaps another (issue 32): across
 * when every label fits its bar's slot; across and cut with "…" when the slot still holds a readable
 * part; otherwise written upwards, with labels skipped when even one line per slot does not fit.
 */
export interface CategoryTickLayout {
  /** 0: written across; -90: written upwards (read bottom to top). */
  angle: 0 | -90;
  /** Labels skipped between two shown (recharts' `interval`): 0 shows every one. */
  interval: number;
  /** The widest a label may be (px); a longer one is cut with "…" and its whole text is its tooltip. */
  maxLabelPx: number;
  /** The axis height (px) the labels need. */
  height: number;
}

/** Free space (px) kept between two neighbouring labels. */
export const TICK_GAP_PX = 6;
/** A label cut to fewer px than this says too little across: it is written upwards instead. */
export const MIN_ACROSS_PX = 64;
/** The longest an upward label may be (px), so the bars keep most of the chart's height. */
export const MAX_UPWARD_PX = 110;

export interface CategoryTickInput {
  /** The plot's width (px): the chart's width less its margins and value axis. */
  plotWidth: number;
  /** Each label's measured width (px) at `fontSize`, in axis order. */
  labelWidths: readonly number[];
  fontSize: number;
}

/** The line height of a label (px): its box across the axis when written upwards. */
export function tickLineHeight(fontSize: number): number {
  return Math.ceil(fontSize * 1.25);
}

export function categoryTickLayout({ plotWidth, labelWidths, fontSize }: CategoryTickInput): CategoryTickLayout {
  const line = tickLineHeight(fontSize);
  const acrossHeight = line + 12;
  if (labelWidths.length === 0 || plotWidth <= 0) return { angle: 0, interval: 0, maxLabelPx: 0, height: acrossHeight };
  const slot = plotWidth / labelWidths.length;
  const across = Math.floor(slot - TICK_GAP_PX);
  const longest = Math.ceil(Math.max(...labelWidths));
  if (longest <= across || across >= MIN_ACROSS_PX) return { angle: 0, interval: 0, maxLabelPx: across, height: acrossHeight };
  const step = Math.ceil((line + TICK_GAP_PX) / slot);
  const maxLabelPx = Math.min(MAX_UPWARD_PX, longest);
  return { angle: -90, interval: step - 1, maxLabelPx, height: maxLabelPx + 12 };
}

const graphemes = (text: string): string[] => Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text), (part) => part.segment);

/**
 * The label as it fits `maxPx`: whole, or its longest start (whole characters, Thai marks kept with
 * their letter) followed by "…"; `measure` gives a text's width in px.
 */
export function fitLabel(text: string, maxPx: number, measure: (text: string) => number): string {
  if (measure(text) <= maxPx) return text;
  const parts = graphemes(text);
  let low = 0;
  let high = parts.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (measure(`${parts.slice(0, middle).join('').trimEnd()}…`) <= maxPx) low = middle;
    else high = middle - 1;
  }
  return `${parts.slice(0, low).join('').trimEnd()}…`;
}
