import ConstructionIcon from '@mui/icons-material/Construction';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Placeholder for a page that a later issue builds; it names the page. */
export function ComingSoonPage({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
        <ConstructionIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />
        <Typography variant="h6" component="p" sx={{ mt: 1 }}>
          {t('common.comingSoon')}
        </Typography>
        <Typography color="text.secondary">{t('comingSoon.text')}</Typography>
      </Paper>
    </Stack>
  );
}
