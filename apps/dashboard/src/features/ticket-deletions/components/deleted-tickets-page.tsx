import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListDeletedTicketsQuery } from '../api/ticket-deletions-api';
import { DELETED_TICKET_PAGE_SIZES, DeletedTicketTable } from './deleted-ticket-table';

/**
 * `/app/ticket/deleted` (issue 31), for csn: every deleted ticket with who deleted it, when and
 * why, newest first; and whether its month's final figures keep it (the month had frozen by then)
 * or it left an open month's figures.
 */
export function DeletedTicketsPage({ title }: { title: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(DELETED_TICKET_PAGE_SIZES[0]);
  const { data, isFetching } = useListDeletedTicketsQuery({ page, limit });

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('ticketDeletions.intro')}
      </Typography>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Stack direction="row" sx={{ px: 2, py: 1 }}>
          <Typography variant="body2" color="text.secondary" role="status">
            {data ? t('ticketDeletions.total', { total: data.total }) : t('common.loading')}
          </Typography>
        </Stack>
        {isFetching ? <LinearProgress aria-label={t('common.loading')} /> : <LinearProgress variant="determinate" value={0} sx={{ visibility: 'hidden' }} aria-hidden />}
        <DeletedTicketTable
          rows={data?.result}
          total={data?.total ?? 0}
          page={page}
          limit={limit}
          onPageChange={setPage}
          onLimitChange={(next) => {
            setLimit(next);
            setPage(1);
          }}
          loading={isFetching}
          caption={title}
        />
      </Paper>
    </Stack>
  );
}
