import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeading } from '../../../components/ui/page-heading';
import { PagedResults } from '../../../components/ui/paged-results';
import { useListDealersQuery } from '../api/dealers-api';
import { useDealerListParams } from '../hooks/use-dealer-list-params';
import { dealerListQueryOf } from '../utils/dealer-list-params';
import { NEW_DEALER_PATH } from '../utils/dealer-paths';
import { DealerListFilters } from './dealer-list-filters';
import { DealerTable } from './dealer-table';

interface DealerListPageProps {
  title: string;
  /** csn and nissan create and edit dealers; the others read. */
  canEdit: boolean;
}

/** `/app/dealer` (SPEC.md §2 "Dealer list"): the dealer branches, filtered and paged on the server. */
export function DealerListPage({ title, canEdit }: DealerListPageProps) {
  const { t } = useTranslation();
  const [params, change] = useDealerListParams();
  const { data, isFetching } = useListDealersQuery(dealerListQueryOf(params));

  return (
    <Stack spacing={2}>
      <PageHeading
        title={title}
        actions={
          canEdit && (
            <Button component={RouterLink} to={NEW_DEALER_PATH} variant="contained" startIcon={<AddIcon />}>
              {t('dealers.new.open')}
            </Button>
          )
        }
      />
      <DealerListFilters params={params} onChange={change} />
      <PagedResults total={data?.total} totalText={(total) => t('dealers.list.total', { total })} loading={isFetching}>
        <DealerTable rows={data?.result} total={data?.total ?? 0} params={params} onChange={change} loading={isFetching} caption={title} />
      </PagedResults>
    </Stack>
  );
}
