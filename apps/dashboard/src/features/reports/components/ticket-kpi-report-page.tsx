import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { KPI_GROUPINGS, type KpiGrouping, type SignedInUser } from '@voc/contracts';
import { latestCompleteMonth } from '@voc/domain';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../../lib/store/store-hooks';
import { ExcelDownloadButton } from '../../../components/downloads/excel-download-button';
import { reportsRefreshed } from '../../../lib/reports/freshness-api';
import { useKpiReportQuery } from '../api/kpi-reports-api';
import { useReportFilters } from '../hooks/use-report-filters';
import { currentYearMonth, yearOptions } from '../../../lib/reports/report-calendar';
import { EMPTY_FILTERS, type FilterErrors, type ReportFilters, changeFilters, fitFilters, kpiQueryOf, searchFromFilters, validateFilters } from '../../../lib/reports/report-filters';
import { allowedTicketTypes, reportScopeOf, topGrouping } from '../../../lib/reports/report-scope';
import { kpiSpreadsheetParams } from '../utils/ticket-kpi-export';
import { DataAsOf } from '../../../components/reports/data-as-of';
import { KpiLegend } from './kpi-legend';
import { KpiReportTable } from './kpi-report-table';
import { ReportFilterFields } from './report-filter-fields';
import { ReportPeriodText } from '../../../components/reports/report-period-text';

/**
 * `/app/report/ticketkpi` (SPEC.md §2, §5): the filter form (month and year required, checked
 * before anything is sent), then KPI attainment per region, area, dealer or month with the totals
 * and the KPI legend. The applied filters live in the address; the form holds a draft until sent.
 * It opens on the latest complete month, shown at once; its TICKET_KPI spreadsheet downloads
 * from the report's header.
 */
export function TicketKpiReportPage({ title, user }: { title: string; user: SignedInUser }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const groupingLabelId = useId();
  const scope = useMemo(() => reportScopeOf(user), [user]);
  const types = useMemo(() => allowedTicketTypes(user), [user]);
  const [today] = useState(currentYearMonth);
  const years = useMemo(() => yearOptions(today), [today]);
  const defaults = useMemo<ReportFilters>(
    () => ({ ...EMPTY_FILTERS, ...latestCompleteMonth(today), type: types.length === 1 ? types[0] : 'all', group_by: topGrouping(scope) }),
    [types, scope, today],
  );
  const [read, setFilters] = useReportFilters(defaults);
  const applied = fitFilters(read, { years, types, yearFallback: null });
  const query = kpiQueryOf(applied, { groupBy: applied.group_by });

  // The form starts from the applied filters; with none yet, from this year.
  const draftOf = (filters: ReportFilters) => (filters.year === null && filters.month === null ? { ...filters, year: today.year } : filters);
  const appliedKey = searchFromFilters(applied, defaults).toString();
  const [shownKey, setShownKey] = useState(appliedKey);
  const [draft, setDraft] = useState<ReportFilters>(() => draftOf(applied));
  const [errors, setErrors] = useState<FilterErrors>({});
  // The address changed (back button, a link): the form shows it.
  if (appliedKey !== shownKey) {
    setShownKey(appliedKey);
    setDraft(draftOf(applied));
    setErrors({});
  }

  const report = useKpiReportQuery(query ?? skipToken);
  const exportParams = kpiSpreadsheetParams(applied);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateFilters(draft);
    setErrors(found);
    if (Object.keys(found).length === 0) setFilters(draft);
  };
  const clear = () => {
    setDraft(draftOf(defaults));
    setErrors({});
    setFilters(defaults);
  };
  const changeDraft = (patch: Partial<ReportFilters>) => {
    setDraft((current) => changeFilters(current, patch));
    setErrors((current) => ({ ...current, ...(patch.year !== undefined ? { year: undefined } : {}), ...(patch.month !== undefined ? { month: undefined } : {}) }));
  };
  const regroup = (groupBy: KpiGrouping) => {
    setDraft((current) => ({ ...current, group_by: groupBy }));
    if (query) setFilters({ ...applied, group_by: groupBy });
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>

      <Paper variant="outlined" component="form" role="search" aria-label={t('reports.filters')} noValidate onSubmit={submit} sx={{ p: 2 }}>
        <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <ReportFilterFields value={draft} onChange={changeDraft} scope={scope} types={types} years={years} errors={errors} required />
        </Stack>
        <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
          <Button type="submit" variant="contained">
            {t('reports.show')}
          </Button>
          <Button onClick={clear}>{t('reports.clear')}</Button>
        </Stack>
      </Paper>

      {!query ? (
        <Alert severity="info">{t('ticketKpi.intro')}</Alert>
      ) : (
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          <Stack direction="row" useFlexGap spacing={2} sx={{ p: 2, justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap' }}>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography id={groupingLabelId} variant="body2" sx={{ fontWeight: 600 }}>
                {t('reports.groupBy')}
              </Typography>
              <ToggleButtonGroup size="small" exclusive value={applied.group_by} onChange={(_event, next: KpiGrouping | null) => next && regroup(next)} aria-labelledby={groupingLabelId}>
                {KPI_GROUPINGS.map((grouping) => (
                  <ToggleButton key={grouping} value={grouping} sx={{ px: 1.5 }}>
                    {t(`reports.groupBy.${grouping}`)}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            </Stack>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <ReportPeriodText period={report.data?.period} />
              <DataAsOf asOf={report.data?.data_as_of} onRefresh={() => dispatch(reportsRefreshed())} />
              {exportParams && <ExcelDownloadButton request={{ url: '/tickets/report/excel/dealer/kpi', params: exportParams }} label={t('exports.downloadExcel')} />}
            </Stack>
          </Stack>
          {report.isFetching && <LinearProgress aria-label={t('common.loading')} />}
          <KpiReportTable
            rows={report.currentData?.result}
            total={report.currentData?.total}
            grouping={applied.group_by}
            caption={t('ticketKpi.table', { grouping: t(`reports.groupBy.${applied.group_by}`) })}
            loading={report.isFetching}
          />
          <Typography variant="caption" component="p" color="text.secondary" sx={{ p: 1.5 }}>
            {t('ticketKpi.cellHint')}
          </Typography>
        </Paper>
      )}

      <KpiLegend />
    </Stack>
  );
}
