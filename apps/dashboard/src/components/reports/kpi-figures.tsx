import type { KpiReportRow, OpenTicketsSummary } from '@voc/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount, formatPercent } from '../../lib/reports/number-format';

export interface KpiFiguresProps {
  /** Open tickets now; undefined while loading. */
  open: OpenTicketsSummary | undefined;
  /** The period's KPI totals (the user's scope and filters); undefined while loading. */
  total: KpiReportRow | undefined;
}

type Tone = 'default' | 'error' | 'warning';

interface FigureProps {
  label: string;
  /** undefined while loading (a placeholder bar shows). */
  value: string | undefined;
  hint?: string;
  tone?: Tone;
}

/** One key figure: a list item labelled by its title, MUI's outlined paper in plain CSS (kpi-figures.css). */
function Figure({ label, value, hint, tone = 'default' }: FigureProps) {
  const labelId = useId();
  return (
    <li aria-labelledby={labelId} className="kf-tile">
      <p id={labelId} className="kf-label">
        {label}
      </p>
      {value === undefined ? <span className="kf-skeleton" /> : <p className={`kf-value kf-${tone}`}>{value}</p>}
      {hint && <span className="kf-hint">{hint}</span>}
    </li>
  );
}

/**
 * The KPI dashboard's key figures: open now, breached now, due soon, and the period's KPI2a and
 * KPI4a attainment. Without MUI (issue 15): the same component shows them in the light first view
 * of /app/main (src/first-view) and in the app's KPI dashboard, whose look it keeps. Its styles are
 * kpi-figures.css, imported by the two entries that show it (first-view-entry.tsx, kpi-dashboard.tsx).
 */
export function KpiFigures({ open, total }: KpiFiguresProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const count = (value: number | undefined) => (value === undefined ? undefined : formatCount(value, locale));
  const breachedShare = open && open.open > 0 ? formatPercent((open.breached / open.open) * 100, locale) : formatPercent(null, locale);
  const rate = (kpi: 'kpi2a' | 'kpi4a'): FigureProps => ({
    label: `${t(`kpi.${kpi}`)} · ${t(`kpi.${kpi}.title`)}`,
    value: total ? formatPercent(total[kpi].rate, locale) : undefined,
    hint: total ? t('reports.metOfDecided', { met: formatCount(total[kpi].met, locale), decided: formatCount(total[kpi].decided, locale) }) : undefined,
  });
  return (
    <ul aria-label={t('kpiDashboard.tiles')} className="kf-figures">
      <Figure label={t('kpiDashboard.tile.open')} value={count(open?.open)} hint={open ? t('kpiDashboard.tile.open.hint', { onTime: formatCount(open.on_time, locale) }) : undefined} />
      <Figure label={t('kpiDashboard.tile.breached')} value={count(open?.breached)} tone={open && open.breached > 0 ? 'error' : 'default'} hint={open ? t('kpiDashboard.tile.breached.hint', { share: breachedShare }) : undefined} />
      <Figure label={t('kpiDashboard.tile.dueSoon')} value={count(open?.due_soon)} tone={open && open.due_soon > 0 ? 'warning' : 'default'} hint={t('kpiDashboard.tile.dueSoon.hint')} />
      <Figure {...rate('kpi2a')} />
      <Figure {...rate('kpi4a')} />
    </ul>
  );
}
