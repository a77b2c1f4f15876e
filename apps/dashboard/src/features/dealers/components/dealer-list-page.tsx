import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
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
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        {canEdit && (
          <Button component={RouterLink} to={NEW_DEALER_PATH} variant="contained" startIcon={<AddIcon />}>
            {t('dealers.new.open')}
          </Button>
        )}
      </Stack>
      <DealerListFilters params={params} onChange={change} />
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Stack direction="row" sx={{ px: 2, py: 1 }}>
          <Typography variant="body2" color="text.secondary" role="status">
            {data ? t('dealers.list.total', { total: data.total }) : t('common.loading')}
          </Typography>
        </Stack>
        {isFetching ? <LinearProgress aria-label={t('common.loading')} /> : <LinearProgress variant="determinate" value={0} sx={{ visibility: 'hidden' }} aria-hidden />}
        <DealerTable rows={data?.result} total={data?.total ?? 0} params={params} onChange={change} loading={isFetching} caption={title} />
      </Paper>
    </Stack>
  );
}
