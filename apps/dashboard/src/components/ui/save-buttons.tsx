import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface SaveButtonsProps {
  saveLabel: string;
  onCancel: () => void;
  /** While the form is sent: neither button answers. */
  busy: boolean;
  /** Save waits for something else too (a file with problems). */
  saveBlocked?: boolean;
}

/** A form's Cancel and Save (which sends the form). */
export function SaveButtons({ saveLabel, onCancel, busy, saveBlocked = false, icon }: SaveButtonsProps & { icon?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <Button onClick={onCancel} disabled={busy}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" variant="contained" startIcon={icon} disabled={busy || saveBlocked}>
        {saveLabel}
      </Button>
    </>
  );
}
