import { getContrastRatio } from '@mui/material/styles';
import { chartTooltipStyle } from '../../components/charts/chart-tooltip-style';
import { createAppTheme } from '../theme';

describe('chart tooltips in the app theme: readable text on their box', () => {
  it.each(['th-TH', 'en-US'] as const)('the %s theme gives the label and every row at least 4.5:1 against the box (WCAG AA)', (locale) => {
    const style = chartTooltipStyle(createAppTheme(locale));
    const background = String(style.contentStyle.backgroundColor);
    expect(getContrastRatio(String(style.labelStyle.color), background)).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(String(style.itemStyle.color), background)).toBeGreaterThanOrEqual(4.5);
  });
});
