import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/ui/page-heading';
import { PagedResults } from '../../../components/ui/paged-results';
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
      <PageHeading title={title} intro={t('ticketDeletions.intro')} />
      <PagedResults total={data?.total} totalText={(total) => t('ticketDeletions.total', { total })} loading={isFetching}>
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
      </PagedResults>
    </Stack>
  );
}
