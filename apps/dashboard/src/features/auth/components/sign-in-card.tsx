import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { BrandLogo } from '../../../components/ui/brand-logo';
import { SessionEndedNotice } from './session-ended-notice';

/** The card both sign-in pages share: logo, heading, hint, then the page's own content. */
export function SignInCard({ heading, hint, children }: { heading: string; hint: string; children: ReactNode }) {
  return (
    <Paper elevation={3} sx={{ p: { xs: 3, sm: 4 }, width: '100%', maxWidth: 460 }}>
      <Stack spacing={3}>
        <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <BrandLogo size={56} />
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {heading}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {hint}
          </Typography>
        </Stack>
        <SessionEndedNotice />
        {children}
      </Stack>
    </Paper>
  );
}
