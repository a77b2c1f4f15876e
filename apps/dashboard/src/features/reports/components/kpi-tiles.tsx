import Box from '@mui/material/Box';
import type { KpiReportRow, OpenTicketsSummary } from '@voc/contracts';
import { useTranslation } from 'react-i18next';
import { StatTile } from '../../../components/ui/stat-tile';
import { formatCount, formatPercent } from '../../../lib/reports/number-format';

interface KpiTilesProps {
  open: OpenTicketsSummary | undefined;
  /** The period's KPI totals (the user's scope and filters). */
  total: KpiReportRow | undefined;
}

/** The key figures: open now, breached now, due soon, and the period's KPI2a and KPI4a attainment. */
export function KpiTiles({ open, total }: KpiTilesProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const count = (value: number | undefined) => (value === undefined ? undefined : formatCount(value, locale));
  const breachedShare = open && open.open > 0 ? formatPercent((open.breached / open.open) * 100, locale) : formatPercent(null, locale);
  const rateTile = (kpi: 'kpi2a' | 'kpi4a') => ({
    label: `${t(`kpi.${kpi}`)} · ${t(`kpi.${kpi}.title`)}`,
    value: total ? formatPercent(total[kpi].rate, locale) : undefined,
    hint: total ? t('reports.metOfDecided', { met: formatCount(total[kpi].met, locale), decided: formatCount(total[kpi].decided, locale) }) : undefined,
  });
  return (
    <Box
      component="ul"
      aria-label={t('kpiDashboard.tiles')}
      sx={{ m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)', lg: 'repeat(5, 1fr)' } }}
    >
      <StatTile label={t('kpiDashboard.tile.open')} value={count(open?.open)} hint={open ? t('kpiDashboard.tile.open.hint', { onTime: formatCount(open.on_time, locale) }) : undefined} />
      <StatTile label={t('kpiDashboard.tile.breached')} value={count(open?.breached)} tone={open && open.breached > 0 ? 'error' : 'default'} hint={open ? t('kpiDashboard.tile.breached.hint', { share: breachedShare }) : undefined} />
      <StatTile label={t('kpiDashboard.tile.dueSoon')} value={count(open?.due_soon)} tone={open && open.due_soon > 0 ? 'warning' : 'default'} hint={t('kpiDashboard.tile.dueSoon.hint')} />
      <StatTile {...rateTile('kpi2a')} />
      <StatTile {...rateTile('kpi4a')} />
    </Box>
  );
}
