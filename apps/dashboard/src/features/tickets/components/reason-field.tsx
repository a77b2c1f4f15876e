import TextField from '@mui/material/TextField';

interface ReasonFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: boolean;
  helperText?: string;
  maxLength: number;
}

/** The required reason of a dialog's action (cancel, delete): a few lines, focused as the dialog opens. */
export function ReasonField({ label, value, onChange, error, helperText, maxLength }: ReasonFieldProps) {
  return (
    <TextField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      required
      error={error}
      helperText={helperText}
      multiline
      minRows={3}
      maxRows={5}
      fullWidth
      autoFocus
      slotProps={{ htmlInput: { maxLength } }}
      sx={{ mt: 1 }}
    />
  );
}
