import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { BackLink } from '../../../components/ui/back-link';
import { PageHeading } from '../../../components/ui/page-heading';
import { blankDealerFormValues } from '../utils/dealer-form-values';
import { DEALER_LIST_PATH, dealerPath } from '../utils/dealer-paths';
import { DealerForm } from './dealer-form';

/** `/app/dealer/new`: a new dealer branch; once saved, its page. */
export function DealerNewPage({ listTitle }: { listTitle: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Stack spacing={2}>
      <BackLink to={DEALER_LIST_PATH} label={t('dealers.detail.back', { list: listTitle })} />
      <PageHeading title={t('dealers.new.title')} />
      <DealerForm
        mode="create"
        initial={blankDealerFormValues()}
        onSaved={(dealer) => navigate(dealerPath(dealer._id), { replace: true })}
        onCancel={() => navigate(DEALER_LIST_PATH)}
      />
    </Stack>
  );
}
