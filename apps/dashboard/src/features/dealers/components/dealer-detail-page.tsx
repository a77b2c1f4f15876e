import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetDealerQuery } from '../api/dealers-api';
import { dealerFormValuesOf } from '../utils/dealer-form-values';
import { DealerDetailHeader } from './dealer-detail-header';
import { DealerForm } from './dealer-form';
import { DealerHistoryCard } from './dealer-history-card';
import { DealerInfoSections } from './dealer-info-sections';
import { DealerStaffCard, type StaffLinks } from './dealer-staff-card';

interface DealerDetailPageProps {
  dealerId: string;
  listTitle: string;
  /** csn and nissan edit dealers (the server refuses the others anyway). */
  canEdit: boolean;
  /** For user managers: where the staff's user pages are. */
  staffLinks?: StaffLinks;
  /** Shown when there is no such dealer for this user (404). */
  notFound: ReactNode;
}

/**
 * `/app/dealer/{id}` (SPEC.md §2 "Dealer details"): every field, the working hours, the staff
 * sign-in accounts (csn) and the change history (csn, nissan); Edit turns the page into the form.
 */
export function DealerDetailPage({ dealerId, listTitle, canEdit, staffLinks, notFound }: DealerDetailPageProps) {
  const { t } = useTranslation();
  const { data: dealer, error, isLoading } = useGetDealerQuery(dealerId);
  const [editing, setEditing] = useState(false);

  if (isLoading) {
    return (
      <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
        <CircularProgress aria-label={t('common.loading')} />
      </Box>
    );
  }
  if (!dealer) {
    const missing = error && 'status' in error && (error.status === 404 || error.status === 400);
    return missing ? notFound : <Alert severity="error">{t('errors.internal')}</Alert>;
  }

  return (
    <Stack spacing={2}>
      <DealerDetailHeader dealer={dealer} listTitle={listTitle} onEdit={canEdit && !editing ? () => setEditing(true) : undefined} />
      {editing ? (
        <DealerForm
          key={dealer.updated_at}
          mode="edit"
          dealerId={dealer._id}
          dealerCode={dealer.dealer_code}
          initial={dealerFormValuesOf(dealer)}
          onSaved={() => setEditing(false)}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }, gap: 2, alignItems: 'start' }}>
          <DealerInfoSections dealer={dealer} />
          <Stack spacing={2}>
            {dealer.staff && staffLinks && <DealerStaffCard dealerId={dealer._id} staff={dealer.staff} links={staffLinks} />}
            {dealer.history && <DealerHistoryCard history={dealer.history} />}
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
