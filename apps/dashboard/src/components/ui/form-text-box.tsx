import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslateMessage } from '../../i18n/use-translate-message';

interface FormTextBoxProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  required?: boolean;
  autoFocus?: boolean;
  fullWidth?: boolean;
  /** Shown at the box's end (the password's show/hide button). */
  endAdornment?: ReactNode;
  /** Attributes of the <input> itself. */
  htmlInput?: InputHTMLAttributes<HTMLInputElement> & Record<`aria-${string}`, unknown>;
}

/**
 * An outlined text box bound to react-hook-form, built from the parts MUI's TextField renders for
 * one (same markup, label and helper text wiring) but without TextField, whose module brings the
 * whole Select (menu, popover, modal) along. For the sign-in pages, whose first load counts (issue
 * 15); forms elsewhere use FormTextField. The error is a message key, shown translated.
 */
export function FormTextBox<T extends FieldValues>({ control, name, label, type, autoComplete, required = false, autoFocus, fullWidth, endAdornment, htmlInput }: FormTextBoxProps<T>) {
  const translate = useTranslateMessage();
  const { field, fieldState } = useController({ control, name });
  const id = useId();
  const error = fieldState.error?.message;
  const helperTextId = error ? `${id}-helper-text` : undefined;
  return (
    <FormControl className="MuiTextField-root" variant="outlined" error={Boolean(error)} required={required} fullWidth={fullWidth}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        label={label}
        name={field.name}
        type={type}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        fullWidth={fullWidth}
        aria-describedby={helperTextId}
        endAdornment={endAdornment}
        inputProps={htmlInput}
      />
      {error && <FormHelperText id={helperTextId}>{translate(error)}</FormHelperText>}
    </FormControl>
  );
}
