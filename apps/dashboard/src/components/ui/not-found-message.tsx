import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The 404 text (SPEC.md §8), with an optional way back. */
export function NotFoundMessage({ action }: { action?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="not-found-heading" sx={{ textAlign: 'center', py: 8, px: 2 }}>
      <Typography variant="h2" component="p" color="primary" aria-hidden sx={{ fontWeight: 700 }}>
        {t('notFound.code')}
      </Typography>
      <Typography id="not-found-heading" variant="h5" component="h1" sx={{ mt: 2, mb: 3 }}>
        {t('errors.notFound')}
      </Typography>
      {action}
    </Box>
  );
}
