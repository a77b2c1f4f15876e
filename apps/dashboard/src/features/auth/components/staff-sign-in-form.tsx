import Stack from '@mui/material/Stack';
import { StaffSignInDto } from '@voc/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/ui/form-text-field';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { dtoFormResolver } from '../../../lib/dto-form-resolver';
import { useSignInStaffMutation } from '../../../lib/session/auth-api';
import { PasswordField } from './password-field';
import { SignInSubmitButton } from './sign-in-submit-button';

/** Email and password, both required (SPEC.md §5). */
export function StaffSignInForm() {
  const { t } = useTranslation();
  const [signIn, { isLoading }] = useSignInStaffMutation();
  const { control, handleSubmit, setError } = useForm<StaffSignInDto>({
    resolver: dtoFormResolver(StaffSignInDto),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    const result = await signIn({ email: values.email.trim(), password: values.password });
    if (result.error) applyFieldErrors(result.error, ['email', 'password'], setError);
  });

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} spacing={2} aria-label={t('signin.staff.heading')}>
      <FormTextField control={control} name="email" type="email" label={t('signin.staff.email')} autoComplete="username" required fullWidth autoFocus />
      <PasswordField control={control} name="password" required />
      <SignInSubmitButton submitting={isLoading} />
    </Stack>
  );
}
