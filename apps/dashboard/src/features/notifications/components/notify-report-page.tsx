import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { skipToken } from '@reduxjs/toolkit/query';
import type { TicketType } from '@voc/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportRangeBar } from '../../../components/reports/report-range-bar';
import { ReportTitle } from '../../../components/reports/report-title';
import { DataAsOf } from '../../../components/reports/data-as-of';
import { SectionCard } from '../../../components/ui/section-card';
import { todayInBangkok } from '../../../lib/date-format';
import { useAppDispatch, useAppSelector } from '../../../lib/store/store-hooks';
import { selectLocale } from '../../../lib/store/ui-slice';
import { notifyReportRefreshed, useNotifyReportQuery } from '../api/notify-report-api';
import { useReportFilterForm } from '../../../lib/reports/filter-form/use-report-filter-form';
import { notifyFilterRules } from '../utils/notify-filter-rules';
import { currentMonth, notifyQueryOf } from '../utils/notify-filters';
import { NotifyFailuresTable } from './notify-failures-table';
import { NotifyFiltersForm } from './notify-filters-form';
import { NotifyReportTable } from './notify-report-table';
import { NotifySubscriptionMailsTable } from './notify-subscription-mails-table';
import { subscriptionText } from '../../../lib/subscriptions/subscription-texts';

/**
 * `/app/report/notify/{showroom|service}` (SPEC.md §2, §3, §9): SMS and email notifications by
 * month and channel per region, area or dealer — requested, sent, delivered, failed — with the
 * failure reasons, for a notified-date range (the current month by default). The applied filters
 * live in the address; the download is notify_{aftersales|showroom}_{channel}_{YYYYMM}.xlsx.
 */
export function NotifyReportPage({ title, type }: { title: string; type: TicketType }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const locale = useAppSelector(selectLocale);
  const [defaults] = useState(() => currentMonth(todayInBangkok()));
  const rules = useMemo(() => notifyFilterRules(type, defaults), [type, defaults]);
  const form = useReportFilterForm(rules);
  const { applied } = form;
  const query = notifyQueryOf(type, applied);
  const report = useNotifyReportQuery(query ?? skipToken);
  const data = report.currentData;

  return (
    <Stack spacing={2}>
      <ReportTitle title={title} />
      <NotifyFiltersForm value={form.draft} errors={form.errors} onChange={form.change} onSubmit={form.apply} onClear={form.reset} />
      {query && (
        <>
          <ReportRangeBar range={t('notify.range', { from: query.from_notified_date, to: query.to_notified_date })} download={form.download}>
            <DataAsOf asOf={report.data?.data_as_of} onRefresh={() => dispatch(notifyReportRefreshed())} />
          </ReportRangeBar>
          {report.isFetching && <LinearProgress aria-label={t('common.loading')} />}
          {report.isError && <Alert severity="error">{t('notify.loadFailed')}</Alert>}
          <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
            {data && data.rows.length === 0 ? (
              <Alert severity="info" sx={{ m: 2 }}>
                {t('notify.empty')}
              </Alert>
            ) : data ? (
              <NotifyReportTable rows={data.rows} total={data.total} grouping={data.group_by} caption={t('notify.table')} />
            ) : null}
          </Paper>
          {data && data.failures.length > 0 && (
            <SectionCard title={t('notify.failures.title')}>
              <NotifyFailuresTable failures={data.failures} />
            </SectionCard>
          )}
          {data && data.subscription_mails.length > 0 && (
            <SectionCard title={subscriptionText(locale, 'reportTitle')}>
              <NotifySubscriptionMailsTable rows={data.subscription_mails} />
            </SectionCard>
          )}
        </>
      )}
    </Stack>
  );
}
