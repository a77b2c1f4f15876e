import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { SignedInUser } from '@voc/contracts';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../lib/store/store-hooks';
import { todayInBangkok } from '../../../lib/date-format';
import { SectionCard } from '../../../components/ui/section-card';
import { reportsRefreshed } from '../../../lib/reports/freshness-api';
import { useDealerKpiReportQuery, useKpiReportQuery, useOpenTicketsQuery, useStatusTrendQuery } from '../api/kpi-reports-api';
import { useLiveReports } from '../hooks/use-live-reports';
import { useRememberedSearch } from '../hooks/use-remembered-search';
import { useFilterAddress } from '../../../lib/reports/filter-form/use-filter-address';
import { attainmentBars } from '../utils/chart-data';
import { KPI_DASHBOARD_SEARCH_KEY, figureLinks, kpiDashboardDefaults, kpiDashboardRequests } from '../utils/kpi-dashboard-requests';
import { useNavigate } from 'react-router';
import { drillDown, drillUp } from '../../../lib/reports/drill-down';
import { RATE_KPIS, type RateKpi } from '../utils/kpi-measures';
import { formatMonthKey } from '../../../lib/reports/number-format';
import { currentYearMonth, yearOptions } from '../../../lib/reports/report-calendar';
import { type ReportFilters, changeFilters, reportFiltersAddressOf } from '../../../lib/reports/report-filters';
import { allowedTicketTypes } from '../../../lib/reports/report-scope';
import { DataAsOf } from '../../../components/reports/data-as-of';
import { DrillBreadcrumbs } from '../../../components/reports/drill-breadcrumbs';
import { KpiLegend } from './kpi-legend';
import { AgeingChart, AttainmentChart, DealerComparisonChart, StatusTrendChart } from './lazy-kpi-charts';
import { KpiDashboardFilters } from './lazy-kpi-dashboard-filters';
import { ReportPeriodText } from '../../../components/reports/report-period-text';
import { KpiFigures } from '../../../components/reports/kpi-figures';
import '../../../components/reports/kpi-figures.css';
import { appShown } from '../../../lib/first-view/first-view-handover';

/**
 * The KPI dashboard of /app/main for executives and managers: key figures, KPI attainment with a
 * region → area → dealer drill-down (dealer staff: their branch against its area), tickets by
 * status over time and the ageing of open tickets. The filters live in the address, and come back
 * when the page is opened again; the numbers follow the projections while the page is open.
 */
export function KpiDashboard({ user }: { user: SignedInUser }) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const headingId = useId();
  const types = useMemo(() => allowedTicketTypes(user), [user]);
  const [today] = useState(currentYearMonth);
  const years = useMemo(() => yearOptions(today), [today]);
  const remember = useRememberedSearch(KPI_DASHBOARD_SEARCH_KEY);
  const address = useMemo(() => reportFiltersAddressOf(kpiDashboardDefaults(types, today)), [today, types]);
  const [read, setFilters] = useFilterAddress(address, remember);
  const [kpi, setKpi] = useState<RateKpi>('kpi2a');

  const requests = kpiDashboardRequests(user, read, today, todayInBangkok());
  const { scope, filters, grouping, dealerId, areaCode } = requests;
  const network = useKpiReportQuery(requests.network ?? skipToken);
  const ownDealer = useDealerKpiReportQuery(requests.ownDealer ?? skipToken);
  const ownArea = useKpiReportQuery(requests.ownArea ?? skipToken);
  const open = useOpenTicketsQuery(requests.open);
  const trend = useStatusTrendQuery(requests.trend);
  const freshness = useLiveReports();

  const main = dealerId ? ownDealer : network;
  const fetching = main.isFetching || open.isFetching || trend.isFetching || ownArea.isFetching;
  // Bars only from the answer for this grouping: an older one would be named and opened wrongly.
  const bars = useMemo(() => attainmentBars(network.currentData?.result ?? [], grouping, kpi, (key) => formatMonthKey(key, i18n.language), i18n.language), [network.currentData, grouping, kpi, i18n.language]);
  const change = (patch: Partial<ReportFilters>) => setFilters(changeFilters(filters, patch));
  // The dashboard shows: a light first view of /app/main in front leaves (issue 15), once these
  // figures (or their failure) show if it shows them already.
  const figuresShown = scope.level === 'none' || ((open.data !== undefined || open.isError) && (main.data !== undefined || main.isError));
  useEffect(() => {
    appShown(figuresShown);
  }, [figuresShown]);

  if (scope.level === 'none') return null;

  return (
    <Stack component="section" aria-labelledby={headingId} spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}>
        <Box>
          <Typography id={headingId} variant="h5" component="h2">
            {t('kpiDashboard.title')}
          </Typography>
          <ReportPeriodText period={main.data?.period} />
        </Box>
        <DataAsOf asOf={main.data?.data_as_of ?? freshness.data?.data_as_of} pending={freshness.data?.pending_events} onRefresh={() => dispatch(reportsRefreshed())} />
      </Stack>

      <KpiDashboardFilters value={filters} onChange={change} scope={scope} types={types} years={years} />
      {fetching && <LinearProgress aria-label={t('common.loading')} />}

      <KpiFigures open={open.data} total={main.data?.total} links={figureLinks(requests)} onOpen={(href) => void navigate(href)} />

      {dealerId ? (
        <SectionCard title={areaCode ? t('kpiDashboard.compare.title', { area: areaCode }) : t('kpiDashboard.compare.titleNoArea')}>
          {!areaCode && (
            <Alert severity="info" sx={{ mb: 2 }}>
              {t('kpiDashboard.compare.chooseType')}
            </Alert>
          )}
          <DealerComparisonChart dealer={ownDealer.data?.total} area={areaCode ? ownArea.data?.total : undefined} areaCode={areaCode ?? '–'} />
        </SectionCard>
      ) : (
        <SectionCard
          title={t(`kpiDashboard.attainment.${grouping}`)}
          actions={
            <ToggleButtonGroup size="small" exclusive value={kpi} onChange={(_event, next: RateKpi | null) => next && setKpi(next)} aria-label={t('kpiDashboard.attainment.kpi')} sx={{ flexWrap: 'wrap' }}>
              {RATE_KPIS.map((code) => (
                <ToggleButton key={code} value={code} title={t(`kpi.${code}.title`)} sx={{ px: 1.25, py: 0.25 }}>
                  {t(`kpi.${code}`)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          }
        >
          <DrillBreadcrumbs filters={filters} onUp={(level) => setFilters(drillUp(filters, level))} />
          {grouping !== 'month' && (
            <Typography variant="caption" component="p" color="text.secondary" sx={{ mb: 1 }}>
              {t('kpiDashboard.attainment.hint')}
            </Typography>
          )}
          <AttainmentChart
            bars={bars}
            grouping={grouping}
            kpiName={`${t(`kpi.${kpi}`)} · ${t(`kpi.${kpi}.title`)}`}
            totalRate={network.data?.total[kpi].rate ?? null}
            onOpen={(bar) => setFilters(drillDown(filters, grouping, bar.key))}
            loading={network.isFetching || network.isUninitialized}
          />
        </SectionCard>
      )}

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '7fr 5fr' } }}>
        <SectionCard title={t('kpiDashboard.trend.title')}>
          <StatusTrendChart points={trend.currentData ?? (trend.isError ? [] : undefined)} range={requests.trendRange} />
        </SectionCard>
        <SectionCard title={t('kpiDashboard.ageing.title')}>
          <AgeingChart summary={open.data} />
        </SectionCard>
      </Box>

      <KpiLegend folded />
    </Stack>
  );
}
