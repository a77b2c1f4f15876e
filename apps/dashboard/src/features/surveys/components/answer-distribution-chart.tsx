import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartBox } from '../../../components/reports/chart-box';
import { formatCount } from '../../../lib/reports/number-format';
import { useChartTooltipStyle } from '../../../components/charts/chart-tooltip-style';

interface AnswerDistributionChartProps {
  /** The question's name (return intent, experience). */
  question: string;
  /** Each answer's text, 1 first. */
  answers: readonly string[];
  /** Counts per answer, index 0 = answer 1; undefined while loading. */
  counts: readonly number[] | undefined;
  /** The benchmark's counts (a dealer's area), shown as a second bar. */
  benchmark?: { name: string; counts: readonly number[] } | null;
  ownName: string;
}

/** How the answers to a scaled question spread (return intent 1-4, experience 1-5; SPEC.md §9). */
export function AnswerDistributionChart({ question, answers, counts, benchmark, ownName }: AnswerDistributionChartProps) {
  const tooltipStyle = useChartTooltipStyle();
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  const locale = i18n.language;
  const data = answers.map((answer, index) => ({ answer: `${index + 1} · ${answer}`, own: counts?.[index] ?? 0, benchmark: benchmark?.counts[index] ?? 0 }));
  return (
    <ChartBox
      label={t('surveyScores.distribution.label', { question })}
      height={260}
      data={counts}
      chart={() => (
        <BarChart data={data} layout="vertical" margin={{ top: 4, right: 16, bottom: 4, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} tickFormatter={(value: number) => formatCount(value, locale)} />
          <YAxis type="category" dataKey="answer" width={170} tick={{ fontSize: 12 }} />
          <Tooltip {...tooltipStyle} formatter={(value, name) => [formatCount(typeof value === 'number' ? value : null, locale), name]} />
          {benchmark && <Legend />}
          <Bar dataKey="own" name={ownName} fill={theme.palette.primary.main} isAnimationActive={false} />
          {benchmark && <Bar dataKey="benchmark" name={benchmark.name} fill={theme.palette.grey[500]} isAnimationActive={false} />}
        </BarChart>
      )}
    />
  );
}
