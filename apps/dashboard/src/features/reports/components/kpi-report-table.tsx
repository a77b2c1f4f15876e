import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  type SortingState,
  createColumnHelper,
  createSortedRowModel,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  tableFeatures,
  useTable,
} from '@tanstack/react-table';
import type { KpiMeasure, KpiReportRow, ReportGrouping } from '@voc/contracts';
import { isFewCases, kpiTarget, targetState } from '@voc/domain';
import { visuallyHidden } from '@mui/utils';
import type { TFunction } from 'i18next';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FewCasesMark } from '../../../components/reports/few-cases-mark';
import { groupNames } from '../utils/chart-data';
import { DEALER_KPI, RATE_KPIS } from '../utils/kpi-measures';
import { formatCount, formatDays, formatMonthKey, formatPercent } from '../../../lib/reports/number-format';
// The Thai texts shown here load with this code (not with /app/main's first load).
import '../../../i18n/saved-views-texts';
import { NoDataRow } from '../../../components/ui/no-data-row';
import { TotalRow } from '../../../components/ui/total-row';

/** Client-side sorting: the report is a few dozen rows at most; the total stays in the footer. */
const features = tableFeatures({ rowSortingFeature, sortedRowModel: createSortedRowModel(), sortFns: { basic: sortFn_basic, alphanumeric: sortFn_alphanumeric } });
const helper = createColumnHelper<typeof features, KpiReportRow>();

const COUNT_COLUMNS = ['tickets', 'open', 'closed', 'cancelled'] as const;
/** Who held KPI4's time: the dealer until the proposal went for approval, head office while it waited. */
const HELD_COLUMNS = ['to_proposal_avg_days', 'approval_wait_avg_days'] as const;

/** The colour a rate is written in against its target: green met, red missed (dark shades keep the contrast). */
const TARGET_COLOURS = { met: 'success.dark', missed: 'error.main', none: undefined } as const;

/**
 * A KPI rate with met/decided under it: against the KPI's target in green or red (the state also in
 * words for screen readers), and a visible "few cases" mark when fewer than 5 tickets decide it.
 */
function RateCell({ measure, kpi, locale }: { measure: KpiMeasure; kpi: string; locale: string }) {
  const { t } = useTranslation();
  const state = targetState(measure.rate, kpiTarget(kpi));
  const few = isFewCases(measure.decided);
  return (
    <>
      <Typography component="span" variant="body2" sx={{ fontWeight: 700, display: 'block', position: 'relative', color: TARGET_COLOURS[state] }} data-target-state={state}>
        {formatPercent(measure.rate, locale)}
        {/* Positioned inside its cell (position: relative above): an absolute span whose box lay
            outside the table's scroll frame would widen the whole page on a phone. */}
        {state !== 'none' && (
          <Box component="span" sx={visuallyHidden}>
            {' '}
            {t(`kpi.target.${state}`)}
          </Box>
        )}
      </Typography>
      <Typography component="span" variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
        {formatCount(measure.met, locale)}/{formatCount(measure.decided, locale)}
      </Typography>
      {few && <FewCasesMark />}
    </>
  );
}

function KpiHeader({ code, title, target }: { code: string; title: string; target?: string }) {
  return (
    <Tooltip title={title} describeChild>
      <span>
        {code}
        {target && (
          <Typography component="span" variant="caption" sx={{ display: 'block', fontWeight: 400, whiteSpace: 'nowrap' }}>
            {target}
          </Typography>
        )}
      </span>
    </Tooltip>
  );
}

function reportColumns(t: TFunction, locale: string, grouping: ReportGrouping, total: KpiReportRow | undefined) {
  const name = (row: KpiReportRow) => groupNames(grouping, row, (key) => formatMonthKey(key, locale), locale).fullName;
  const footer = (render: (row: KpiReportRow) => ReactNode) => () => (total ? render(total) : null);
  return helper.columns([
    helper.accessor((row) => (grouping === 'month' ? row.key : name(row)), {
      id: 'group',
      header: () => t(`reports.groupBy.${grouping}`),
      cell: (info) => name(info.row.original),
      footer: () => t('ticketKpi.total'),
      sortFn: 'alphanumeric',
    }),
    ...COUNT_COLUMNS.map((key) =>
      helper.accessor((row) => row[key], {
        id: key,
        header: () => t(`ticketKpi.col.${key}`),
        cell: (info) => formatCount(info.getValue(), locale),
        footer: footer((row) => formatCount(row[key], locale)),
        sortFn: 'basic',
        sortDescFirst: true,
      }),
    ),
    ...[...RATE_KPIS.slice(0, 4), DEALER_KPI].map((kpi) => rateColumn(t, locale, kpi, footer)),
    helper.accessor((row) => row.kpi4_avg_days ?? undefined, {
      id: 'kpi4',
      header: () => <KpiHeader code={t('kpi.kpi4')} title={t('kpi.kpi4.title')} />,
      cell: (info) => formatDays(info.row.original.kpi4_avg_days, locale),
      footer: footer((row) => formatDays(row.kpi4_avg_days, locale)),
      sortFn: 'basic',
      sortUndefined: 'last',
    }),
    ...HELD_COLUMNS.map((key) =>
      helper.accessor((row) => row.held[key] ?? undefined, {
        id: key,
        header: () => <KpiHeader code={t(`kpi.held.${key}`)} title={t(`kpi.held.${key}.title`)} />,
        cell: (info) => formatDays(info.row.original.held[key], locale),
        footer: footer((row) => formatDays(row.held[key], locale)),
        sortFn: 'basic',
        sortUndefined: 'last',
      }),
    ),
    ...RATE_KPIS.slice(4).map((kpi) => rateColumn(t, locale, kpi, footer)),
  ]);
}

function rateColumn(t: TFunction, locale: string, kpi: (typeof RATE_KPIS)[number] | typeof DEALER_KPI, footer: (render: (row: KpiReportRow) => ReactNode) => () => ReactNode) {
  return helper.accessor((row) => row[kpi].rate ?? undefined, {
    id: kpi,
    header: () => {
      const target = kpiTarget(kpi);
      return <KpiHeader code={t(`kpi.${kpi}`)} title={t(`kpi.${kpi}.title`)} target={target === null ? undefined : t('kpi.target', { target: formatPercent(target, locale) })} />;
    },
    cell: (info) => <RateCell measure={info.row.original[kpi]} kpi={kpi} locale={locale} />,
    footer: footer((row) => <RateCell measure={row[kpi]} kpi={kpi} locale={locale} />),
    sortFn: 'basic',
    sortUndefined: 'last',
    sortDescFirst: true,
  });
}

const NO_ROWS: KpiReportRow[] = [];

interface KpiReportTableProps {
  rows: KpiReportRow[] | undefined;
  total: KpiReportRow | undefined;
  grouping: ReportGrouping;
  caption: string;
  loading: boolean;
}

/** One row per region, area, dealer or month: counts, each KPI's rate with met/decided, KPI4 in days with who held them; the total last. */
export function KpiReportTable({ rows, total, grouping, caption, loading }: KpiReportTableProps) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const columns = useMemo(() => reportColumns(t, locale, grouping, total), [t, locale, grouping, total]);
  const [sorting, setSorting] = useState<SortingState>([]);
  const table = useTable({
    features,
    columns,
    data: rows ?? NO_ROWS,
    getRowId: (row) => row.key,
    state: { sorting },
    onSortingChange: setSorting,
    enableMultiSort: false,
  });

  return (
    <TableContainer>
      <Table
        size="small"
        aria-label={caption}
        aria-busy={loading}
        sx={{
          '& td, & th': { textAlign: 'right' },
          // The group's name stays in view while the KPIs scroll sideways on narrower screens.
          '& .kpi-group-cell': { textAlign: 'left', position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper', minWidth: grouping === 'dealer' || grouping === 'entity' ? 220 : 96 },
          '& thead .kpi-group-cell': { bgcolor: 'grey.100' },
          '& tfoot .kpi-group-cell': { bgcolor: 'grey.50' },
        }}
      >
        <TableHead>
          {table.getHeaderGroups().map((group) => (
            <TableRow key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                return (
                  <TableCell key={header.id} className={header.column.id === 'group' ? 'kpi-group-cell' : undefined} sortDirection={sorted || false} sx={{ fontWeight: 700, bgcolor: 'grey.100', verticalAlign: 'bottom', lineHeight: 1.3, minWidth: 64 }}>
                    <TableSortLabel
                      active={Boolean(sorted)}
                      direction={sorted || 'asc'}
                      onClick={header.column.getToggleSortingHandler()}
                      // The arrow only on the sorted column: thirteen hidden arrows would cost the width of two columns.
                      sx={{ '& .MuiTableSortLabel-icon': { display: sorted ? undefined : 'none', mx: 0.25, fontSize: 16 } }}
                    >
                      <table.FlexRender header={header} />
                    </TableSortLabel>
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableHead>
        <TableBody>
          {table.getRowModel().rows.map((row) => (
            <TableRow key={row.id} hover>
              {row.getAllCells().map((cell) => (
                <TableCell key={cell.id} component={cell.column.id === 'group' ? 'th' : 'td'} scope={cell.column.id === 'group' ? 'row' : undefined} className={cell.column.id === 'group' ? 'kpi-group-cell' : undefined}>
                  <table.FlexRender cell={cell} />
                </TableCell>
              ))}
            </TableRow>
          ))}
          {!loading && rows?.length === 0 && <NoDataRow columns={columns.length} />}
        </TableBody>
        {total && (rows?.length ?? 0) > 0 && (
          <TableFooter>
            {table.getFooterGroups().map((group) => (
              <TotalRow key={group.id}>
                {group.headers.map((header) => (
                  <TableCell key={header.id} component={header.column.id === 'group' ? 'th' : 'td'} scope={header.column.id === 'group' ? 'row' : undefined} className={header.column.id === 'group' ? 'kpi-group-cell' : undefined}>
                    <table.FlexRender footer={header} />
                  </TableCell>
                ))}
              </TotalRow>
            ))}
          </TableFooter>
        )}
      </Table>
    </TableContainer>
  );
}
