import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useFieldMessage } from '../../i18n/use-field-message';
import { ChoiceField, type ChoiceFieldProps } from './choice-field';

type FormChoiceFieldProps<T extends FieldValues> = Omit<ChoiceFieldProps, 'name' | 'value' | 'onChange' | 'onBlur' | 'inputRef' | 'error'> & {
  control: Control<T>;
  name: FieldPath<T>;
};

/** A drop-down of fixed choices bound to react-hook-form (its error a message key, shown translated), as FormTextField is for text. */
export function FormChoiceField<T extends FieldValues>({ control, name, ...props }: FormChoiceFieldProps<T>) {
  const message = useFieldMessage();
  const { field, fieldState } = useController({ control, name });
  return <ChoiceField {...props} name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} inputRef={field.ref} error={message(fieldState.error)} />;
}
