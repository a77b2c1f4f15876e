import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { SignedInUser } from '@voc/contracts';
import { Outlet } from 'react-router';
import { CopyrightLine } from '../../components/ui/copyright-line';
import { useSignOut } from '../../features/auth/hooks/use-sign-out';
import { useAppDispatch, useAppSelector } from '../store-hooks';
import { WIDE_SCREEN_MIN_WIDTH } from '../theme';
import { navigationCollapseToggled, navigationOpenSet, selectNavigationCollapsed, selectNavigationOpen } from '../ui-slice';
import { AppHeader } from './app-header';
import { NavigationDrawer } from './navigation-drawer';

/** The signed-in frame: header, side navigation, the page, and the footer. */
export function AppShell({ user }: { user: SignedInUser }) {
  const dispatch = useAppDispatch();
  const signOut = useSignOut();
  const wide = useMediaQuery(`(min-width:${WIDE_SCREEN_MIN_WIDTH}px)`, { noSsr: true });
  const collapsed = useAppSelector(selectNavigationCollapsed);
  const mobileOpen = useAppSelector(selectNavigationOpen);
  const navigationOpen = wide ? !collapsed : mobileOpen;

  const toggleNavigation = () => (wide ? dispatch(navigationCollapseToggled()) : dispatch(navigationOpenSet(!mobileOpen)));

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <AppHeader user={user} aboveDrawer={wide} navigationOpen={navigationOpen} onToggleNavigation={toggleNavigation} onSignOut={signOut} />
      <NavigationDrawer
        principal={user}
        variant={wide ? 'permanent' : 'temporary'}
        open={navigationOpen}
        onClose={() => dispatch(navigationOpenSet(false))}
      />
      <Box sx={{ flexGrow: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Toolbar />
        <Box component="main" sx={{ flexGrow: 1, p: { xs: 2, md: 3 } }}>
          <Outlet />
        </Box>
        <Box component="footer" sx={{ px: 3, py: 2, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
          <CopyrightLine />
        </Box>
      </Box>
    </Box>
  );
}
