import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { type FormEvent, type ReactNode, useId } from 'react';
import { DialogSaveActions } from './dialog-save-actions';

interface FormDialogProps {
  open: boolean;
  /** A click beside the dialog or Escape; undefined while that must not close it (sending, or words typed). */
  onDismiss: (() => void) | undefined;
  title: ReactNode;
  /** Names the form, where the title does not say enough. */
  formLabel?: string;
  onSubmit: (event: FormEvent) => void;
  saveLabel: string;
  onCancel: () => void;
  busy: boolean;
  /** The fields, one above the other. */
  children: ReactNode;
}

/** A form of its own in a dialog: full screen on a phone, Cancel and Save always in reach at the bottom while the fields scroll. */
export function FormDialog({ open, onDismiss, title, formLabel, onSubmit, saveLabel, onCancel, busy, children }: FormDialogProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onDismiss} aria-labelledby={titleId} fullScreen={phone} fullWidth maxWidth="sm">
      <Stack component="form" noValidate onSubmit={onSubmit} aria-label={formLabel} sx={{ height: '100%' }}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent dividers>
          <Stack spacing={2}>{children}</Stack>
        </DialogContent>
        <DialogSaveActions saveLabel={saveLabel} onCancel={onCancel} busy={busy} sticky />
      </Stack>
    </Dialog>
  );
}
