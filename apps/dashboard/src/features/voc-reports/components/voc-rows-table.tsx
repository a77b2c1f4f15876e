import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { VocGrouping, VocReportRow } from '@voc/contracts';
import { CALLCENTER_OUTCOMES, type DealerRegion, DEALER_REGIONS, regionLabel } from '@voc/domain';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../i18n/use-translate-message';
import { formatCount, formatMonthKey } from '../../../lib/reports/number-format';
import { VocChangeText } from './voc-change';

interface VocRowsTableProps {
  rows: readonly VocReportRow[] | undefined;
  total: VocReportRow | undefined;
  grouping: VocGrouping;
  /** The category groups shown as columns (the page's types). */
  groups: readonly string[];
  caption: string;
  /** A row that can be opened further (the drill-down); absent: rows are plain text. */
  onOpen?: (key: string) => void;
}

/** The rows' label in the interface language: regions and months written out, dealers and companies by name. */
export function useVocRowLabel(grouping: VocGrouping) {
  const { t, i18n } = useTranslation();
  const translate = useTranslateMessage();
  return (row: VocReportRow) => {
    if (row.key === 'total') return t('vocReports.total');
    if (grouping === 'region' && (DEALER_REGIONS as readonly string[]).includes(row.key)) return regionLabel(row.key as DealerRegion);
    if (grouping === 'month') return formatMonthKey(row.key, i18n.language);
    if (grouping === 'car_model' && row.key === '-') return t('vocReports.carModel.none');
    if (grouping === 'segment') return translate(`carModels.segment.${row.key}`);
    return i18n.language === 'en-US' ? row.label_en : row.label;
  };
}

/** Rank, row, tickets now and before with the change, cancelled, complaints per group and the top category. */
export function VocRowsTable({ rows, total, grouping, groups, caption, onOpen }: VocRowsTableProps) {
  const { t, i18n } = useTranslation();
  const translate = useTranslateMessage();
  const label = useVocRowLabel(grouping);
  const count = (value: number) => formatCount(value, i18n.language);
  // The call-centre report's rows carry their outcomes (status now; cancelled as D).
  const outcomes = total?.by_status !== undefined ? CALLCENTER_OUTCOMES : [];
  const line = (row: VocReportRow, isTotal: boolean) => (
    <TableRow key={row.key} hover={!isTotal} sx={isTotal ? { '& th, & td': { fontWeight: 700, borderTop: 2, borderColor: 'divider' } } : undefined}>
      <TableCell>{isTotal ? '' : row.rank}</TableCell>
      <TableCell component="th" scope="row" sx={{ textAlign: 'left !important' }}>
        {onOpen && !isTotal && row.key !== '-' ? (
          <Link component="button" type="button" underline="hover" onClick={() => onOpen(row.key)} sx={{ textAlign: 'left' }}>
            {label(row)}
          </Link>
        ) : (
          label(row)
        )}
      </TableCell>
      <TableCell>{count(row.tickets.now)}</TableCell>
      <TableCell>{count(row.tickets.previous)}</TableCell>
      <TableCell>
        <VocChangeText change={row.tickets.change} now={row.tickets.now} previous={row.tickets.previous} />
      </TableCell>
      <TableCell>{count(row.cancelled)}</TableCell>
      <TableCell>{count(row.complaints)}</TableCell>
      {groups.map((group) => (
        <TableCell key={group}>{count(row.by_group[group] ?? 0)}</TableCell>
      ))}
      <TableCell sx={{ textAlign: 'left !important' }}>{row.top_code ? `${row.top_code} ${translate(`category.${row.top_code}`)}` : '–'}</TableCell>
      {outcomes.map((status) => (
        <TableCell key={status}>{count(row.by_status?.[status] ?? 0)}</TableCell>
      ))}
    </TableRow>
  );
  return (
    // A wide table scrolls inside its frame, which keyboard users reach with Tab (WCAG scrollable region).
    <TableContainer tabIndex={0} role="region" aria-label={caption}>
      <Table size="small" aria-label={caption} sx={{ '& td, & th': { textAlign: 'right', whiteSpace: 'nowrap' } }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('vocReports.col.rank')}</TableCell>
            <TableCell sx={{ textAlign: 'left !important' }}>{t(`vocReports.by.${grouping}`)}</TableCell>
            <TableCell>{t('vocReports.col.tickets')}</TableCell>
            <TableCell>{t('vocReports.col.previous')}</TableCell>
            <TableCell>{t('vocReports.col.change')}</TableCell>
            <TableCell>{t('vocReports.col.cancelled')}</TableCell>
            <TableCell>{t('vocReports.col.complaints')}</TableCell>
            {groups.map((group) => (
              <TableCell key={group} title={translate(`category.group.${group}`)}>
                {t('vocReports.col.group', { group })}
              </TableCell>
            ))}
            <TableCell sx={{ textAlign: 'left !important' }}>{t('vocReports.col.top')}</TableCell>
            {outcomes.map((status) => (
              <TableCell key={status} title={translate(`ticketStatus.${status}`)}>
                {t('vocReports.col.status', { status })}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows && rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={8 + groups.length + outcomes.length} sx={{ textAlign: 'center !important', color: 'text.secondary' }}>
                {t('vocReports.empty')}
              </TableCell>
            </TableRow>
          )}
          {rows?.map((row) => line(row, false))}
          {total && rows && rows.length > 0 && line(total, true)}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
