import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { DealerView } from '@voc/contracts';
import { useTranslation } from 'react-i18next';
import { RecordHeader } from '../../../components/ui/record-header';
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
    <RecordHeader
      back={{ to: DEALER_LIST_PATH, label: t('dealers.detail.back', { list: listTitle }) }}
      title={t('dealers.detail.title', { code: dealer.dealer_code, dealer: names.dealer })}
      badges={<DealerStatusChip status={dealer.status} size="medium" />}
      subtitle={<Typography color="text.secondary">{names.branch}</Typography>}
      actions={
        onEdit && (
          <div>
            <Button variant="contained" startIcon={<EditOutlinedIcon />} onClick={onEdit}>
              {t('dealers.detail.edit')}
            </Button>
          </div>
        )
      }
    />
  );
}
