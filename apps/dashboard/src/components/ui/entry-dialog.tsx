import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';

/** Which entry of a master list is open in its dialog: a new one, one of the list, or none. */
export type EntryEditing<T> = T | 'new' | null;

interface EntryDialogProps<T> {
  editing: EntryEditing<T>;
  onClose: () => void;
  /** Named by its title. */
  title: ReactNode;
  /** The entry's form (null: a new entry), keyed by the entry so it starts afresh for each. */
  children: (entry: T | null) => ReactNode;
}

/** Adds or edits one entry of a master list (car models, alert rules) in a dialog over the list. */
export function EntryDialog<T>({ editing, onClose, title, children }: EntryDialogProps<T>) {
  return (
    <Dialog open={editing !== null} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{title}</DialogTitle>
      {editing !== null && children(editing === 'new' ? null : editing)}
    </Dialog>
  );
}
