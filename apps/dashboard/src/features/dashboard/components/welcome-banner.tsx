import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SignedInUser } from '@voc/contracts';
import type { Locale } from '@voc/domain';
import { useTranslation } from 'react-i18next';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Typography variant="body1" component="p">
      <Typography component="span" sx={{ opacity: 0.85 }}>
        {label}:{' '}
      </Typography>
      <strong>{value}</strong>
    </Typography>
  );
}

/**
 * Greets the user (SPEC.md §1): first and last name, position title, and for dealer staff the
 * dealer and branch names, in Thai or English by the chosen language.
 */
export function WelcomeBanner({ user, locale }: { user: SignedInUser; locale: Locale }) {
  const { t } = useTranslation();
  const dealer = user.dealer;
  const english = locale === 'en-US';
  return (
    <Paper
      component="section"
      aria-labelledby="welcome-heading"
      elevation={0}
      sx={{ p: 3, color: 'primary.contrastText', background: (theme) => `linear-gradient(120deg, ${theme.palette.primary.main}, ${theme.palette.primary.dark})` }}
    >
      <Typography variant="overline" component="p" sx={{ opacity: 0.9 }}>
        {t('home.welcome')}
      </Typography>
      <Typography id="welcome-heading" variant="h4" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
        {t('home.welcomeName', { firstName: user.first_name, lastName: user.last_name })}
      </Typography>
      <Stack spacing={0.5}>
        {user.position_title && <Detail label={t('home.positionTitle')} value={user.position_title} />}
        {dealer ? (
          <>
            <Detail label={t('home.dealer')} value={english ? dealer.dealer_name_en : dealer.dealer_name} />
            <Detail label={t('home.branch')} value={english ? dealer.branch_name_en : dealer.branch_name} />
          </>
        ) : (
          <Detail label={t('home.userType')} value={t(`userType.${user.type}`)} />
        )}
      </Stack>
    </Paper>
  );
}
