import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { MENU_SECTIONS, type MenuPrincipal, type MenuSection, visibleMenu } from '@voc/domain';
import { useTranslation } from 'react-i18next';

type WorkSection = Exclude<MenuSection, 'main'>;

/** A short list of what this user's menu offers, one line per menu section. */
export function WhatYouCanDo({ principal }: { principal: MenuPrincipal }) {
  const { t } = useTranslation();
  const offered = new Set(visibleMenu(principal).map((entry) => entry.section));
  const sections = MENU_SECTIONS.filter((section): section is WorkSection => section !== 'main' && offered.has(section));
  return (
    <Paper component="section" aria-labelledby="what-you-can-do-heading" variant="outlined" sx={{ p: 3 }}>
      <Typography id="what-you-can-do-heading" variant="h6" component="h2">
        {t('home.whatYouCanDo')}
      </Typography>
      <Typography color="text.secondary">{t('home.whatYouCanDo.intro')}</Typography>
      <List dense>
        {sections.map((section) => (
          <ListItem key={section} disableGutters>
            <ListItemIcon sx={{ minWidth: 36 }}>
              <CheckCircleOutlineIcon color="primary" fontSize="small" aria-hidden />
            </ListItemIcon>
            <ListItemText primary={t(`home.can.${section}`)} />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
