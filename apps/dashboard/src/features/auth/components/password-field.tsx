import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { useState } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextBox } from '../../../components/ui/form-text-box';

interface PasswordFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  required?: boolean;
  /** Another label than "password" (the change-password form has two boxes). */
  label?: string;
  autoComplete?: 'current-password' | 'new-password';
}

/** A password box with a show/hide button. */
export function PasswordField<T extends FieldValues>({ control, name, required, label, autoComplete = 'current-password' }: PasswordFieldProps<T>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <FormTextBox
      control={control}
      name={name}
      label={label ?? t('signin.password')}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      required={required}
      fullWidth
      htmlInput={{ 'aria-required': required ?? false }}
      endAdornment={
        <InputAdornment position="end">
          <IconButton aria-label={visible ? t('signin.hidePassword') : t('signin.showPassword')} onClick={() => setVisible((shown) => !shown)} edge="end">
            {visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
          </IconButton>
        </InputAdornment>
      }
    />
  );
}
