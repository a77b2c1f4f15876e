import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';
import { useId } from 'react';

export type MessageSeverity = 'error' | 'warning' | 'info' | 'success';

export interface MessageDialogProps {
  open: boolean;
  severity: MessageSeverity;
  title: ReactNode;
  text: ReactNode;
  confirmLabel: ReactNode;
  onConfirm: () => void;
}

/** A message in a modal dialog with one confirm button that closes it. */
export function MessageDialog({ open, severity, title, text, confirmLabel, onConfirm }: MessageDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={onConfirm}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
      data-severity={severity}
      role={severity === 'error' || severity === 'warning' ? 'alertdialog' : 'dialog'}
    >
      <DialogTitle id={titleId} color={severity === 'success' ? 'success' : severity === 'info' ? 'info' : 'error'}>
        {title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ whiteSpace: 'pre-line' }}>
          {text}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onConfirm} autoFocus>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
