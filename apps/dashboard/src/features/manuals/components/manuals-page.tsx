import DownloadIcon from '@mui/icons-material/Download';
import MenuBookOutlinedIcon from '@mui/icons-material/MenuBookOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

const MANUALS = ['manuals.dashboard', 'manuals.dealer'] as const;

/** `/app/main/manuals`: the manuals list; the files arrive with a later issue. */
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
          {MANUALS.map((manual) => (
            <ListItem
              key={manual}
              secondaryAction={
                <Button size="small" startIcon={<DownloadIcon />} disabled>
                  {t('manuals.download')}
                </Button>
              }
            >
              <ListItemIcon>
                <MenuBookOutlinedIcon color="primary" aria-hidden />
              </ListItemIcon>
              <ListItemText
                primary={t(manual)}
                secondary={<Chip component="span" size="small" label={t('common.comingSoon')} sx={{ mt: 0.5 }} />}
              />
            </ListItem>
          ))}
        </List>
      </Paper>
    </Stack>
  );
}
