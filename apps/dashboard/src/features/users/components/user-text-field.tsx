import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/ui/form-text-field';
import type { UserFormValues } from '../utils/user-form-values';

export type UserTextName = 'first_name' | 'last_name' | 'email' | 'passport_id' | 'mobile' | 'position_title';

interface UserTextFieldProps {
  control: Control<UserFormValues>;
  name: UserTextName;
  required?: boolean;
  maxLength: number;
  type?: 'text' | 'email' | 'tel';
  helperText?: string;
  autoComplete?: string;
}

/** One box of the user form, labelled from the catalogue (`users.field.<name>`). */
export function UserTextField({ control, name, required, maxLength, type = 'text', helperText, autoComplete = 'off' }: UserTextFieldProps) {
  const { t } = useTranslation();
  return (
    <FormTextField
      control={control}
      name={name}
      label={t(`users.field.${name}`)}
      required={required}
      type={type}
      size="small"
      fullWidth
      helperText={helperText}
      autoComplete={autoComplete}
      slotProps={{ htmlInput: { maxLength, 'aria-required': required ?? false } }}
    />
  );
}
