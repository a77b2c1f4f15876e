import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { blankDealerFormValues } from '../utils/dealer-form-values';
import { DEALER_LIST_PATH, dealerPath } from '../utils/dealer-paths';
import { DealerForm } from './dealer-form';

/** `/app/dealer/new`: a new dealer branch; once saved, its page. */
export function DealerNewPage({ listTitle }: { listTitle: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Stack spacing={2}>
      <div>
        <Button component={RouterLink} to={DEALER_LIST_PATH} startIcon={<ArrowBackIcon />} size="small">
          {t('dealers.detail.back', { list: listTitle })}
        </Button>
      </div>
      <Typography variant="h5" component="h1">
        {t('dealers.new.title')}
      </Typography>
      <DealerForm
        mode="create"
        initial={blankDealerFormValues()}
        onSaved={(dealer) => navigate(dealerPath(dealer._id), { replace: true })}
        onCancel={() => navigate(DEALER_LIST_PATH)}
      />
    </Stack>
  );
}
