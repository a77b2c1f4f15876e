import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useTranslateMessage } from '../../i18n/use-translate-message';
import { DateField } from './date-field';

type FormTextFieldProps<T extends FieldValues> = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & {
  control: Control<T>;
  name: FieldPath<T>;
};

/**
 * An MUI text field bound to react-hook-form; the error is a message key, shown translated. A
 * `type="date"` field is the app's DateField (the interface language's date style), holding YYYY-MM-DD.
 */
export function FormTextField<T extends FieldValues>({ control, name, helperText, ...props }: FormTextFieldProps<T>) {
  const translate = useTranslateMessage();
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  if (props.type === 'date') {
    const { type: _type, ...rest } = props;
    return (
      <DateField
        {...rest}
        name={field.name}
        value={(field.value as string | null | undefined) ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        error={Boolean(error)}
        helperText={error ? translate(error) : helperText}
      />
    );
  }
  return (
    <TextField
      {...props}
      name={field.name}
      value={field.value ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(error)}
      helperText={error ? translate(error) : helperText}
    />
  );
}
