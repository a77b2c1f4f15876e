import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TicketType } from '@voc/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/ui/section-card';
import { useReportFreshnessQuery } from '../../../lib/reports/freshness-api';
import { DataAsOf } from '../../../components/reports/data-as-of';
import { type StatusReportQuery, useStatusReportQuery } from '../api/tickets-api';
import { useTicketListParams } from '../hooks/use-ticket-list-params';
import type { ListSource } from '../utils/ticket-paths';
import { statusTotals } from '../utils/status-report-totals';
import { StatusReportTable } from './status-report-table';
import { StatusTotalsChart } from './status-totals-chart';
import { TicketListFilters } from './ticket-list-filters';

interface StatusReportPageProps {
  title: string;
  source: ListSource;
  type: TicketType;
  showDealerFilter: boolean;
}

/**
 * `/app/ticket/{survey|callcenter}/report/status/{type}` (SPEC.md §2): tickets per dealer and
 * status for a date range (and one dealer), with the totals per status as a bar chart.
 */
export function StatusReportPage({ title, source, type, showDealerFilter }: StatusReportPageProps) {
  const { t } = useTranslation();
  const [params, change] = useTicketListParams();
  const query: StatusReportQuery = { type, source };
  if (params.from_created_date) query.from_created_date = params.from_created_date;
  if (params.to_created_date) query.to_created_date = params.to_created_date;
  if (params.dealer_id) query.dealer_id = params.dealer_id;
  const { data: rows, isFetching, refetch } = useStatusReportQuery(query);
  // The counts come from the projections: say how fresh they are, like every report.
  const freshness = useReportFreshnessQuery(undefined, { refetchOnMountOrArgChange: true });
  const totals = useMemo(() => statusTotals(rows ?? []), [rows]);

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <TicketListFilters params={params} onChange={change} type={type} showDealer={showDealerFilter} withStatusAndSearch={false} />
      <DataAsOf
        asOf={freshness.data?.data_as_of}
        pending={freshness.data?.pending_events}
        onRefresh={() => {
          void refetch();
          void freshness.refetch();
        }}
      />
      {isFetching && <LinearProgress aria-label={t('common.loading')} />}
      <SectionCard title={t('statusReport.chart')}>
        <StatusTotalsChart counts={totals.counts} label={t('statusReport.chartLabel', { total: totals.total })} />
      </SectionCard>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <StatusReportTable rows={rows ?? []} totals={totals} caption={title} />
      </Paper>
    </Stack>
  );
}
