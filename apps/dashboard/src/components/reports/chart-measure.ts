import { useLayoutEffect, useState } from 'react';

/** Measures for laying out chart axes: a text's width in the axis font, and the chart frame's width. */

let canvas: HTMLCanvasElement | undefined;

/** A text's width in px in the given CSS font, measured on a canvas (estimated where there is none, as in jsdom). */
export function textMeasure(font: string, fontSize: number): (text: string) => number {
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
export function useWidth<T extends HTMLElement>() {
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
