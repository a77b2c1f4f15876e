import { useTheme, type Theme } from '@mui/material/styles';
import type { CSSProperties } from 'react';

export interface ChartTooltipStyle {
  contentStyle: CSSProperties;
  labelStyle: CSSProperties;
  itemStyle: CSSProperties;
}

/**
 * The one look of a chart's hover tooltip (recharts' Tooltip): the theme's paper and text colours.
 * recharts colours each row in its series' colour by default, and light series colours (the grey
 * of "previous", a pale status line) on the white box failed WCAG's contrast (axe, with a pointer
 * resting on a chart): the series is named in the row, so its text takes the theme's text colour.
 */
export function chartTooltipStyle(theme: Theme): ChartTooltipStyle {
  return {
    contentStyle: { backgroundColor: theme.palette.background.paper, borderColor: theme.palette.divider, color: theme.palette.text.primary },
    labelStyle: { color: theme.palette.text.primary },
    itemStyle: { color: theme.palette.text.primary },
  };
}

export function useChartTooltipStyle(): ChartTooltipStyle {
  return chartTooltipStyle(useTheme());
}
