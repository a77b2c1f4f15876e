import Stack from '@mui/material/Stack';
import { DEALER_BLANK_PASSWORD, type DealerSignInDto } from '@voc/contracts';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { dealerSignIn } from '../lazy-sign-in-resolvers';
import { FormTextBox } from '../../../components/ui/form-text-box';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { useSignInDealerMutation } from '../../../lib/session/auth-api';
import { PasswordField } from './password-field';
import { SignInSubmitButton } from './sign-in-submit-button';

/**
 * Passport id and password; only the id is required. An empty password is sent as the preset
 * single space (SPEC.md §3), which the api accepts for passport-only accounts.
 */
export function DealerSignInForm() {
  const { t } = useTranslation();
  const [signIn, { isLoading }] = useSignInDealerMutation();
  const { control, handleSubmit, setError } = useForm<DealerSignInDto>({
    resolver: dealerSignIn.resolver,
    defaultValues: { passport_id: '', password: '' },
  });

  // The checks' code comes after the form shows, before anyone can submit it.
  useEffect(() => dealerSignIn.preload(), []);

  const onSubmit = handleSubmit(async (values) => {
    const result = await signIn({
      passport_id: values.passport_id.trim(),
      password: values.password ? values.password : DEALER_BLANK_PASSWORD,
    });
    if (result.error) applyFieldErrors(result.error, ['passport_id', 'password'], setError);
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-label={t('signin.dealer.heading')}>
      <FormTextBox control={control} name="passport_id" label={t('signin.dealer.passportId')} autoComplete="username" required fullWidth autoFocus />
      <PasswordField control={control} name="password" />
      <SignInSubmitButton submitting={isLoading} />
    </Stack>
  );
}
