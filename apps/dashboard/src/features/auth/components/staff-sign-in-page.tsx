import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SignInCard } from './sign-in-card';
import { StaffSignInForm } from './staff-sign-in-form';
import { SupportContact } from './support-contact';

/** `/signin/admin`: the car maker's staff sign in with email and password (SPEC.md §2). */
export function StaffSignInPage() {
  const { t } = useTranslation();
  return (
    <SignInCard heading={t('signin.staff.heading')} hint={t('signin.staff.hint')}>
      <StaffSignInForm />
      <Link component={RouterLink} to="/signin" sx={{ textAlign: 'center' }}>
        {t('signin.staff.toDealer')}
      </Link>
      <Divider />
      <SupportContact />
    </SignInCard>
  );
}
