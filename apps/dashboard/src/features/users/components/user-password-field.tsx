import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@voc/domain';
import { useState } from 'react';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/ui/form-text-field';
import type { UserFormMode, UserFormValues } from '../utils/user-form-values';

/**
 * The password, write-only: empty on edit keeps the current one. The hint states the rule the api
 * applies (libs/domain isStrongPassword), so a refusal is no surprise.
 */
export function UserPasswordField({ control, mode }: { control: Control<UserFormValues>; mode: UserFormMode }) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const rule = t('users.password.rule', { min: PASSWORD_MIN_LENGTH });
  return (
    <FormTextField
      control={control}
      name="password"
      label={mode === 'create' ? t('users.field.password') : t('users.password.new')}
      type={visible ? 'text' : 'password'}
      autoComplete="new-password"
      required={mode === 'create'}
      size="small"
      fullWidth
      helperText={mode === 'create' ? rule : `${t('users.password.keep')} ${rule}`}
      slotProps={{
        htmlInput: { maxLength: PASSWORD_MAX_LENGTH, 'aria-required': mode === 'create' },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton aria-label={visible ? t('users.password.hide') : t('users.password.show')} onClick={() => setVisible((shown) => !shown)} edge="end" size="small">
                {visible ? <VisibilityOffIcon fontSize="small" /> : <VisibilityIcon fontSize="small" />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
