import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DealerSignInForm } from './dealer-sign-in-form';
import { SignInCard } from './sign-in-card';
import { SupportContact } from './support-contact';

const NOTE_LINES = ['signin.dealer.note.line1', 'signin.dealer.note.line2', 'signin.dealer.note.line3'] as const;

/** `/signin`: dealer staff sign in with a passport id (SPEC.md §2). */
export function DealerSignInPage() {
  const { t } = useTranslation();
  return (
    <SignInCard heading={t('signin.dealer.heading')} hint={t('signin.dealer.hint')}>
      <DealerSignInForm />
      <Alert severity="info" variant="outlined" role="note" aria-labelledby="dealer-note-title">
        <AlertTitle id="dealer-note-title">{t('signin.dealer.note.title')}</AlertTitle>
        <ol style={{ margin: 0, paddingInlineStart: 20 }}>
          {NOTE_LINES.map((line) => (
            <li key={line}>{t(line)}</li>
          ))}
        </ol>
      </Alert>
      <Link component={RouterLink} to="/signin/admin" sx={{ textAlign: 'center' }}>
        {t('signin.dealer.toStaff')}
      </Link>
      <Divider />
      <SupportContact />
    </SignInCard>
  );
}
