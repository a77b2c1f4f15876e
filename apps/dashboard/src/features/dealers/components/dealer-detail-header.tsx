import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { DealerView } from '@voc/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { dealerNames } from '../../../lib/dealers/dealer-label';
import { DEALER_LIST_PATH } from '../utils/dealer-paths';
import { DealerStatusChip } from './dealer-status-chip';

interface DealerDetailHeaderProps {
  dealer: DealerView;
  listTitle: string;
  /** Offered to dealer editors while the page shows the details. */
  onEdit?: () => void;
}

/** The way back to the list, the dealer's code and names, its status, and Edit for those who may. */
export function DealerDetailHeader({ dealer, listTitle, onEdit }: DealerDetailHeaderProps) {
  const { t, i18n } = useTranslation();
  const names = dealerNames(dealer, i18n.language);
  return (
    <Stack spacing={1}>
      <div>
        <Button component={RouterLink} to={DEALER_LIST_PATH} startIcon={<ArrowBackIcon />} size="small">
          {t('dealers.detail.back', { list: listTitle })}
        </Button>
      </div>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}>
        <Stack spacing={0.5}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
            <Typography variant="h5" component="h1">
              {t('dealers.detail.title', { code: dealer.dealer_code, dealer: names.dealer })}
            </Typography>
            <DealerStatusChip status={dealer.status} size="medium" />
          </Stack>
          <Typography color="text.secondary">{names.branch}</Typography>
        </Stack>
        {onEdit && (
          <div>
            <Button variant="contained" startIcon={<EditOutlinedIcon />} onClick={onEdit}>
              {t('dealers.detail.edit')}
            </Button>
          </div>
        )}
      </Stack>
    </Stack>
  );
}
