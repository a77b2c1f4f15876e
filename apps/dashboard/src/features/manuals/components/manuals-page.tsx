import DownloadIcon from '@mui/icons-material/Download';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MANUAL_FILES, manualHref, sizeInKb } from '../utils/manual-files.constant';

/**
 * `/app/main/manuals` (SPEC.md §2 "Manuals download page"): the dashboard manual and the dealer
 * manual, each with what it covers, its size and date, a download and an open link.
 */
export function ManualsPage() {
  const { t } = useTranslation();
  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h1">
        {t('menu.manuals')}
      </Typography>
      <Paper variant="outlined">
        <Typography sx={{ px: 2, pt: 2 }} color="text.secondary">
          {t('manuals.intro')}
        </Typography>
        <List aria-label={t('menu.manuals')}>
          {MANUAL_FILES.map((manual) => {
            const title = t(`manuals.${manual.key}`);
            const href = manualHref(manual);
            return (
              <ListItem key={manual.key} divider sx={{ alignItems: 'flex-start', flexWrap: 'wrap', columnGap: 2, rowGap: 1 }}>
                <ListItemIcon sx={{ mt: 1 }}>
                  <MenuBookOutlinedIcon color="primary" aria-hidden />
                </ListItemIcon>
                <ListItemText
                  sx={{ flex: '1 1 360px' }}
                  primary={title}
                  slotProps={{ primary: { component: 'h2', variant: 'subtitle1', sx: { fontWeight: 700 } } }}
                  secondary={
                    <>
                      <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                        {t(`manuals.${manual.key}.description`)}
                      </Typography>
                      <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
                        {t('manuals.meta', { size: sizeInKb(manual.sizeBytes), date: manual.updated })}
                      </Typography>
                    </>
                  }
                />
                <Stack direction="row" spacing={1} sx={{ alignSelf: 'center', ml: 'auto' }}>
                  <Button component="a" href={href} target="_blank" rel="noopener" size="small" startIcon={<OpenInNewIcon />} aria-label={t('manuals.openLabel', { title })}>
                    {t('manuals.open')}
                  </Button>
                  <Button component="a" href={href} download={manual.file} variant="contained" size="small" startIcon={<DownloadIcon />} aria-label={t('manuals.downloadLabel', { title })}>
                    {t('manuals.download')}
                  </Button>
                </Stack>
              </ListItem>
            );
          })}
        </List>
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 2 }}>
          {t('manuals.printHint')}
        </Typography>
      </Paper>
    </Stack>
  );
}
