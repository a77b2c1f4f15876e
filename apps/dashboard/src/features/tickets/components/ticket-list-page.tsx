import AddIcon from '@mui/icons-material/Add';
import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { TicketType } from '@voc/domain';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ExcelDownloadButton } from '../../../components/downloads/excel-download-button';
import { PageHeading } from '../../../components/ui/page-heading';
import { PagedResults } from '../../../components/ui/paged-results';
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
      <PageHeading
        title={title}
        actions={
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
        }
      />
      <TicketListFilters params={params} onChange={change} type={type} showDealer={showDealerFilter} />
      <PagedResults total={data?.total} totalText={(total) => t('tickets.list.total', { total })} loading={isFetching}>
        <TicketTable rows={data?.result} total={data?.total ?? 0} params={params} onChange={change} loading={isFetching} caption={title} />
      </PagedResults>
    </Stack>
  );
}
