import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';
import { useId } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  /** A destructive action (delete) shows its button in the error colour. */
  destructive?: boolean;
  busy?: boolean;
  /**
   * Which answer is the prominent one (filled, focused first): the confirm by default; 'cancel'
   * where going on loses something and staying is the safe answer (leaving unsaved input).
   */
  prominent?: 'confirm' | 'cancel';
}

/** Asks before an action: a question, Cancel and a confirm button. */
export function ConfirmDialog({ open, title, children, confirmLabel, cancelLabel, onConfirm, onCancel, destructive = false, busy = false, prominent = 'confirm' }: ConfirmDialogProps) {
  const titleId = useId();
  const confirmFirst = prominent === 'confirm';
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy} variant={confirmFirst ? 'text' : 'contained'} autoFocus={!confirmFirst}>
          {cancelLabel}
        </Button>
        <Button variant={confirmFirst ? 'contained' : 'text'} color={destructive ? 'error' : 'primary'} onClick={onConfirm} disabled={busy} autoFocus={confirmFirst}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
