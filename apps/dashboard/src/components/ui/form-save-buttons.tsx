import SaveIcon from '@mui/icons-material/Save';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

interface SaveButtonsProps {
  saveLabel: string;
  onCancel: () => void;
  /** While the form is sent: neither button answers. */
  busy: boolean;
  /** Save waits for something else too (a file with problems). */
  saveBlocked?: boolean;
}

function SaveButtons({ saveLabel, onCancel, busy, saveBlocked = false, icon }: SaveButtonsProps & { icon: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <Button onClick={onCancel} disabled={busy}>
        {t('common.cancel')}
      </Button>
      <Button type="submit" variant="contained" startIcon={icon ? <SaveIcon /> : undefined} disabled={busy || saveBlocked}>
        {saveLabel}
      </Button>
    </>
  );
}

/** The end of a page's form: Cancel, then Save (which sends the form), on the right; `sticky` keeps them in reach while a long form scrolls. */
export function FormSaveBar({ sticky = false, ...props }: SaveButtonsProps & { sticky?: boolean }) {
  return (
    <Stack direction="row" spacing={1} sx={sticky ? { justifyContent: 'flex-end', position: 'sticky', bottom: 0, zIndex: 2, bgcolor: 'background.default', py: 1 } : { justifyContent: 'flex-end' }}>
      <SaveButtons {...props} icon />
    </Stack>
  );
}

/** A dialog form's Cancel and Save; `sticky` keeps them in view while a long form scrolls. */
export function DialogSaveActions({ sticky = false, ...props }: SaveButtonsProps & { sticky?: boolean }) {
  return (
    <DialogActions sx={sticky ? { position: 'sticky', bottom: 0, bgcolor: 'background.paper' } : undefined}>
      <SaveButtons {...props} icon={false} />
    </DialogActions>
  );
}
