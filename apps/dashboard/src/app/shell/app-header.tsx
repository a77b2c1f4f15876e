import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { SignedInUser } from '@voc/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { BrandLogo } from '../../components/ui/brand-logo';
import { HOME_PATH } from '../routes/landing-path';
import { LanguageSwitcher } from './language-switcher';
import { UserMenu } from './user-menu';

interface AppHeaderProps {
  user: SignedInUser;
  /** Over a permanent drawer the header stays on top; a temporary drawer covers it. */
  aboveDrawer: boolean;
  navigationOpen: boolean;
  onToggleNavigation: () => void;
  onSignOut: () => void;
}

/**
 * Menu toggle, logo and home button, language switcher and the user's sign-out menu. A button's
 * accessible name begins with the text it shows (WCAG 2.5.3, axe label-content-name-mismatch).
 */
export function AppHeader({ user, aboveDrawer, navigationOpen, onToggleNavigation, onSignOut }: AppHeaderProps) {
  const { t } = useTranslation();
  return (
    <AppBar position="fixed" sx={aboveDrawer ? (theme) => ({ zIndex: theme.zIndex.drawer + 1 }) : undefined}>
      <Toolbar sx={{ gap: 1 }}>
        <IconButton
          color="inherit"
          edge="start"
          onClick={onToggleNavigation}
          aria-label={t('shell.toggleMenu')}
          aria-controls="navigation-drawer"
          aria-expanded={navigationOpen}
        >
          <MenuIcon />
        </IconButton>
        <Button component={Link} to={HOME_PATH} color="inherit" aria-label={`${t('app.name')} · ${t('shell.home')}`} sx={{ gap: 1, px: 1 }}>
          <BrandLogo size={32} />
          <Typography component="span" variant="h6" noWrap sx={{ display: { xs: 'none', md: 'inline' }, fontWeight: 700 }}>
            {t('app.name')}
          </Typography>
        </Button>
        <Box sx={{ flexGrow: 1 }} />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <LanguageSwitcher onDark />
          <UserMenu user={user} onSignOut={onSignOut} />
        </Stack>
      </Toolbar>
    </AppBar>
  );
}
