import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** "© <current year> …", shown in the sidebar and the page footer. */
export function CopyrightLine() {
  const { t } = useTranslation();
  return (
    <Typography variant="caption" color="text.secondary" component="p">
      {t('app.copyright', { year: new Date().getFullYear() })}
    </Typography>
  );
}
