import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { ALERT_LIST_STATUSES, type AlertListStatus, type AlertView } from '@voc/contracts';
import { ALERT_KINDS, type AlertKind } from '@voc/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ChoiceField } from '../../../components/ui/choice-field';
import { PageHeading } from '../../../components/ui/page-heading';
import { PagedTablePager } from '../../../components/ui/paged-table-pager';
import { TablePanel } from '../../../components/ui/table-panel';
import { formatDateTime } from '../../../lib/date-format';
import { useListAlertsQuery } from '../api/alerts-api';
import { alertFigureValues, alertLink } from '../utils/alert-links';
import { CloseAlertDialog } from './close-alert-dialog';
// The alerts pages' Thai texts load with their code (not with /app/main's first load).
import '../../../i18n/alerts-texts';

const STATUS_COLOUR = { open: 'error', resolved: 'success', closed: 'default' } as const;
const PAGE_SIZES = [20, 50, 100];

/**
 * `/app/report/alerts`: what the alert rules raised in the user's scope — the figure, the place,
 * a link to the report or ticket behind it — open ones first; each closed with a note.
 * Filters (status, kind) live in the address.
 */
export function AlertsPage({ title }: { title: string }) {
  const { t, i18n } = useTranslation();
  const english = i18n.language === 'en-US';
  const [search, setSearch] = useSearchParams();
  const status = (ALERT_LIST_STATUSES as readonly string[]).includes(search.get('status') ?? '') ? (search.get('status') as AlertListStatus) : 'open';
  const kind = (ALERT_KINDS as readonly string[]).includes(search.get('kind') ?? '') ? (search.get('kind') as AlertKind) : undefined;
  const [page, setPage] = useState(0);
  const [limit, setLimit] = useState(PAGE_SIZES[0]);
  const alerts = useListAlertsQuery({ status, kind, page: page + 1, limit });
  const [closing, setClosing] = useState<AlertView | null>(null);

  const setFilter = (name: 'status' | 'kind', value: string) => {
    const next = new URLSearchParams(search);
    if (value) next.set(name, value);
    else next.delete(name);
    setSearch(next);
    setPage(0);
  };

  return (
    <Stack spacing={2}>
      <PageHeading title={title} intro={t('alerts.intro')} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <ChoiceField label={t('alerts.filter.status')} value={status} choices={ALERT_LIST_STATUSES.map((value) => ({ value, label: t(`alerts.status.${value}`) }))} onChange={(value) => setFilter('status', value)} minWidth={180} />
        <ChoiceField label={t('alerts.filter.kind')} value={kind ?? ''} emptyLabel={t('alerts.kind.all')} choices={ALERT_KINDS.map((value) => ({ value, label: t(`alerts.kind.${value}`) }))} onChange={(value) => setFilter('kind', value)} minWidth={260} />
      </Stack>
      <TablePanel
        label={title}
        loading={alerts.isFetching}
        footer={<PagedTablePager total={alerts.data?.total ?? 0} pageIndex={page} limit={limit} pageSizes={PAGE_SIZES} onPageIndexChange={setPage} onLimitChange={(next) => { setLimit(next); setPage(0); }} />}
      >
        <TableHead>
          <TableRow>
            <TableCell>{t('alerts.column.raised')}</TableCell>
            <TableCell>{t('alerts.column.kind')}</TableCell>
            <TableCell>{t('alerts.column.place')}</TableCell>
            <TableCell>{t('alerts.column.figure')}</TableCell>
            <TableCell>{t('alerts.column.status')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {alerts.data?.result.map((alert) => (
            <TableRow key={alert.id} hover>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(alert.raised_at)}</TableCell>
              <TableCell>
                {t(`alerts.kind.${alert.kind}`)}
                <Typography variant="caption" component="div" color="text.secondary">
                  {t(`ticketType.${alert.type}`)}
                  {/^\d{4}-\d{2}$/.test(alert.period) ? ` · ${alert.period}` : ''}
                </Typography>
              </TableCell>
              <TableCell>
                <Typography variant="caption" component="div" color="text.secondary">
                  {t(`alerts.level.${alert.level}`)}
                </Typography>
                {english ? alert.scope_label_en : alert.scope_label}
              </TableCell>
              <TableCell>
                <Link component={RouterLink} to={alertLink(alert)}>
                  {t(`alerts.figure.${alert.kind}`, alertFigureValues(alert))}
                </Link>
              </TableCell>
              <TableCell>
                <Chip size="small" color={STATUS_COLOUR[alert.status]} label={t(`alerts.status.${alert.status}`)} />
                {alert.status === 'closed' && alert.close_note && (
                  <Typography variant="caption" component="div" color="text.secondary">
                    {t('alerts.closedBy', { name: alert.closed_by_name ?? '', at: formatDateTime(alert.closed_at) })}: {alert.close_note}
                  </Typography>
                )}
              </TableCell>
              <TableCell align="right">
                {alert.status !== 'closed' && (
                  <Button size="small" onClick={() => setClosing(alert)} aria-label={t('alerts.close.label', { kind: t(`alerts.kind.${alert.kind}`), place: english ? alert.scope_label_en : alert.scope_label })}>
                    {t('alerts.close.button')}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
          {alerts.data && alerts.data.result.length === 0 && (
            <TableRow>
              <TableCell colSpan={6}>{t('alerts.none')}</TableCell>
            </TableRow>
          )}
        </TableBody>
      </TablePanel>
      <CloseAlertDialog alert={closing} onDone={() => setClosing(null)} />
    </Stack>
  );
}
