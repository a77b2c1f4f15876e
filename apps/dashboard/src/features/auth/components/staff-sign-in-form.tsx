import Stack from '@mui/material/Stack';
import type { StaffSignInDto } from '@voc/contracts';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { staffSignIn } from '../lazy-sign-in-resolvers';
import { FormTextBox } from '../../../components/ui/form-text-box';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { useSignInStaffMutation } from '../../../lib/session/auth-api';
import { PasswordField } from './password-field';
import { SignInSubmitButton } from './sign-in-submit-button';

/** Email and password, both required (SPEC.md §5). */
export function StaffSignInForm() {
  const { t } = useTranslation();
  const [signIn, { isLoading }] = useSignInStaffMutation();
  const { control, handleSubmit, setError } = useForm<StaffSignInDto>({
    resolver: staffSignIn.resolver,
    defaultValues: { email: '', password: '' },
  });

  // The checks' code comes after the form shows, before anyone can submit it.
  useEffect(() => staffSignIn.preload(), []);

  const onSubmit = handleSubmit(async (values) => {
    const result = await signIn({ email: values.email.trim(), password: values.password });
    if (result.error) applyFieldErrors(result.error, ['email', 'password'], setError);
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-label={t('signin.staff.heading')}>
      <FormTextBox control={control} name="email" type="email" label={t('signin.staff.email')} autoComplete="username" required fullWidth autoFocus />
      <PasswordField control={control} name="password" required />
      <SignInSubmitButton submitting={isLoading} />
    </Stack>
  );
}
