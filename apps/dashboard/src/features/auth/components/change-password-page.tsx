import Stack from '@mui/material/Stack';
import type { ChangePasswordDto } from '@voc/contracts';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { changePassword } from '../lazy-sign-in-resolvers';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { useChangePasswordMutation } from '../../../lib/session/auth-api';
import { PasswordField } from './password-field';
import { SignInCard } from './sign-in-card';
import { SignInSubmitButton } from './sign-in-submit-button';

/**
 * Shown instead of the app to a user whose password someone else set (a deployment's first
 * administrator): the current password and one of their own choosing; the api answers a new
 * session and the app opens.
 */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const [change, { isLoading }] = useChangePasswordMutation();
  const { control, handleSubmit, setError } = useForm<ChangePasswordDto>({
    resolver: changePassword.resolver,
    defaultValues: { current_password: '', new_password: '' },
  });

  // The checks' code comes after the form shows, before anyone can submit it.
  useEffect(() => changePassword.preload(), []);

  const onSubmit = handleSubmit(async (values) => {
    // A plain object: the resolver hands back a DTO instance, which fetch would not send as JSON.
    const result = await change({ current_password: values.current_password, new_password: values.new_password });
    if (result.error) applyFieldErrors(result.error, ['current_password', 'new_password'], setError);
  });

  return (
    <SignInCard heading={t('auth.changePassword.heading')} hint={t('auth.changePassword.hint')}>
      <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-label={t('auth.changePassword.heading')}>
        <PasswordField control={control} name="current_password" label={t('auth.changePassword.current')} required />
        <PasswordField control={control} name="new_password" label={t('auth.changePassword.new')} autoComplete="new-password" required />
        <SignInSubmitButton submitting={isLoading} label={t('auth.changePassword.submit')} />
      </Stack>
    </SignInCard>
  );
}
