import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';

/** A page-covering spinner while work is in flight. */
export function LoaderBackdrop({ open, label }: { open: boolean; label: string }) {
  return (
    <Backdrop open={open} sx={(theme) => ({ zIndex: theme.zIndex.modal + 1, color: '#fff' })}>
      <CircularProgress color="inherit" aria-label={label} />
    </Backdrop>
  );
}
