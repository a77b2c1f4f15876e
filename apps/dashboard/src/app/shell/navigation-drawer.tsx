import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import type { MenuPrincipal } from '@voc/domain';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../components/ui/brand-logo';
import { CopyrightLine } from '../../components/ui/copyright-line';
import { DRAWER_WIDTH } from '../theme';
import { SideMenu } from './side-menu';

export type DrawerVariant = 'permanent' | 'temporary';

interface NavigationDrawerProps {
  principal: MenuPrincipal;
  variant: DrawerVariant;
  /** Permanent: shown or folded away. Temporary: open or closed. */
  open: boolean;
  onClose: () => void;
}

/**
 * The side navigation: a permanent drawer on wide screens, a temporary (modal) one below 1200 px
 * (SPEC.md §2). `data-drawer-variant` tells tests which one is on screen.
 */
export function NavigationDrawer({ principal, variant, open, onClose }: NavigationDrawerProps) {
  const { t } = useTranslation();
  const permanent = variant === 'permanent';
  const width = permanent && !open ? 0 : DRAWER_WIDTH;
  const content = (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}>
      {permanent ? (
        <Toolbar />
      ) : (
        <Toolbar sx={{ gap: 1, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
          <BrandLogo size={28} />
          <Typography component="span" variant="subtitle1" noWrap sx={{ fontWeight: 700 }}>
            {t('app.name')}
          </Typography>
        </Toolbar>
      )}
      <Box sx={{ flexGrow: 1 }}>
        <SideMenu principal={principal} onNavigate={permanent ? undefined : onClose} />
      </Box>
      <Divider />
      <Box sx={{ px: 2, py: 1.5 }}>
        <CopyrightLine />
      </Box>
    </Box>
  );

  return (
    <Drawer
      id="navigation-drawer"
      variant={variant}
      open={permanent ? true : open}
      onClose={onClose}
      data-drawer-variant={variant}
      data-drawer-open={open}
      ModalProps={permanent ? undefined : { keepMounted: true }}
      sx={{
        width,
        flexShrink: 0,
        transition: (theme) => theme.transitions.create('width'),
        '& .MuiDrawer-paper': {
          width: DRAWER_WIDTH,
          boxSizing: 'border-box',
          ...(permanent && !open ? { visibility: 'hidden', transform: `translateX(-${DRAWER_WIDTH}px)` } : {}),
          transition: (theme) => theme.transitions.create('transform'),
        },
      }}
    >
      {content}
    </Drawer>
  );
}
