import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SUPPORT_CONTACT } from '../support-contact.constant';

/** Who to call when sign-in fails (SPEC.md §1). */
export function SupportContact() {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="support-contact-heading">
      <Typography id="support-contact-heading" variant="subtitle2" component="h2" gutterBottom>
        {t('signin.support.title')}
      </Typography>
      <Stack spacing={0.5} sx={{ color: 'text.secondary', fontSize: 14 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <PhoneOutlinedIcon fontSize="small" aria-hidden />
          <span>{t('signin.support.phone')}:</span>
          <Link href={`tel:${SUPPORT_CONTACT.phone.replace(/[^\d+]/g, '')}`}>{SUPPORT_CONTACT.phone}</Link>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <EmailOutlinedIcon fontSize="small" aria-hidden />
          <span>{t('signin.support.email')}:</span>
          <Link href={`mailto:${SUPPORT_CONTACT.email}`}>{SUPPORT_CONTACT.email}</Link>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <ScheduleOutlinedIcon fontSize="small" aria-hidden />
          <span>{t('signin.support.hours')}</span>
        </Stack>
      </Stack>
    </Box>
  );
}
