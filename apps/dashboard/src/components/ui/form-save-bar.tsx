import SaveIcon from '@mui/icons-material/Save';
import Stack from '@mui/material/Stack';
import { SaveButtons, type SaveButtonsProps } from './save-buttons';

/** The end of a page's form: Cancel, then Save, on the right; `sticky` keeps them in reach while a long form scrolls. */
export function FormSaveBar({ sticky = false, ...props }: SaveButtonsProps & { sticky?: boolean }) {
  return (
    <Stack direction="row" spacing={1} sx={sticky ? { justifyContent: 'flex-end', position: 'sticky', bottom: 0, zIndex: 2, bgcolor: 'background.default', py: 1 } : { justifyContent: 'flex-end' }}>
      <SaveButtons {...props} icon={<SaveIcon />} />
    </Stack>
  );
}
