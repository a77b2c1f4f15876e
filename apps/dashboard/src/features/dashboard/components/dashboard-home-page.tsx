import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SignedInUser } from '@voc/contracts';
import type { Locale } from '@voc/domain';
import { useTranslation } from 'react-i18next';
import { WelcomeBanner } from './welcome-banner';
import { WhatYouCanDo } from './what-you-can-do';

/** `/app/main`: welcome banner and what the user can do; KPI charts come in a later issue. */
export function DashboardHomePage({ user, locale }: { user: SignedInUser; locale: Locale }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={3}>
      <WelcomeBanner user={user} locale={locale} />
      <WhatYouCanDo principal={user} />
      <Paper variant="outlined" sx={{ p: 3, display: 'flex', gap: 2, alignItems: 'center' }}>
        <InsightsOutlinedIcon color="primary" aria-hidden />
        <Typography color="text.secondary">{t('home.kpiSoon')}</Typography>
      </Paper>
    </Stack>
  );
}
