import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { SAVED_VIEW_NAME_MAX } from '@voc/domain';
import { useTranslation } from 'react-i18next';
// The Thai texts shown here load with this code (not with /app/main's first load).
import '../../i18n/saved-views-texts';

interface SavedViewNameFieldProps extends Pick<TextFieldProps, 'size' | 'margin'> {
  value: string;
  /** A translated message, or null. */
  error: string | null;
  /** The typed name; the caller clears its error with it. */
  onChange: (name: string) => void;
  /** Under the box when there is no error. */
  hint?: string;
}

/** A saved view's name, as the save dialog and the rename row ask for it. */
export function SavedViewNameField({ value, error, onChange, hint, size, margin }: SavedViewNameFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      autoFocus
      fullWidth
      required
      size={size}
      margin={margin}
      label={t('savedViews.name')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error !== null}
      helperText={error ?? hint}
      slotProps={{ htmlInput: { maxLength: SAVED_VIEW_NAME_MAX } }}
    />
  );
}
