import DialogActions from '@mui/material/DialogActions';
import { SaveButtons, type SaveButtonsProps } from './save-buttons';

/** A dialog form's Cancel and Save; `sticky` keeps them in view while a long form scrolls. */
export function DialogSaveActions({ sticky = false, ...props }: SaveButtonsProps & { sticky?: boolean }) {
  return (
    <DialogActions sx={sticky ? { position: 'sticky', bottom: 0, bgcolor: 'background.paper' } : undefined}>
      <SaveButtons {...props} />
    </DialogActions>
  );
}
