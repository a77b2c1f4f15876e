import AddIcon from '@mui/icons-material/Add';
import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TicketType } from '@voc/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ExcelDownloadButton } from '../../../components/downloads/excel-download-button';
import { SaveViewButton } from '../../../components/saved-views/save-view-button';
import { deadlinesHref } from '../../../lib/reports/figure-tickets-link';
import { currentYearMonth } from '../../../lib/reports/report-calendar';
import { useListTicketsQuery } from '../api/tickets-api';
import { useTicketListParams } from '../hooks/use-ticket-list-params';
import { listQueryOf } from '../utils/ticket-list-params';
import { listSourceFilter, type ListSource } from '../utils/ticket-paths';
import { TicketListFilters } from './ticket-list-filters';
import { TicketTable } from './ticket-table';

interface TicketListPageProps {
  title: string;
  source: ListSource;
  type: TicketType;
  /** Users who see several dealers may filter by dealer. */
  showDealerFilter: boolean;
  /** Where a new ticket of this list is opened, when the user may open one. */
  newTicketPath?: string;
  /** The hotsheet import of this list's type, for the import roles. */
  importPath?: string;
}

/**
 * `/app/ticket/{survey|callcenter|hotsheet}/{showroom|service}` (SPEC.md §2): the tickets of one source (or of both hot-alert sources) and
 * type, paged and sorted on the server, filtered by status, dates, dealer and a search text.
 */
export function TicketListPage({ title, source, type, showDealerFilter, newTicketPath, importPath }: TicketListPageProps) {
  const { t } = useTranslation();
  const [params, change] = useTicketListParams();
  const listQuery = listQueryOf(params, listSourceFilter(source), type);
  const { data, isFetching } = useListTicketsQuery(listQuery);
  const { page: _page, limit: _limit, ...exportFilters } = listQuery;

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
          <SaveViewButton />
          {/* The open tickets of this list by time left to their next deadline, narrowed by deadline state (issue 32); the
              hot-alert list's two sources are no one report source, so it has none yet. */}
          {source !== 'hotsheet' && (
            <Button component={RouterLink} to={deadlinesHref(type, source, currentYearMonth())} variant="outlined" startIcon={<TimerOutlinedIcon />}>
              {t('tickets.list.deadlines')}
            </Button>
          )}
          <ExcelDownloadButton request={{ url: '/tickets/report/excel', params: exportFilters }} label={t('exports.downloadExcel')} />
          {importPath && (
            <Button component={RouterLink} to={importPath} variant="outlined" startIcon={<UploadFileIcon />}>
              {t('imports.hotsheet.open')}
            </Button>
          )}
          {newTicketPath && (
            <Button component={RouterLink} to={newTicketPath} variant="contained" startIcon={<AddIcon />}>
              {t('tickets.new.open')}
            </Button>
          )}
        </Stack>
      </Stack>
      <TicketListFilters params={params} onChange={change} type={type} showDealer={showDealerFilter} />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Stack direction="row" sx={{ px: 2, py: 1, justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary" role="status">
            {data ? t('tickets.list.total', { total: data.total }) : t('common.loading')}
          </Typography>
        </Stack>
        {isFetching ? <LinearProgress aria-label={t('common.loading')} /> : <LinearProgress variant="determinate" value={0} sx={{ visibility: 'hidden' }} aria-hidden />}
        <TicketTable rows={data?.result} total={data?.total ?? 0} params={params} onChange={change} loading={isFetching} caption={title} />
      </Paper>
    </Stack>
  );
}
