import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { SignedInUser } from '@voc/contracts';
import { Outlet, useLocation } from 'react-router';
import { CopyrightLine } from '../../components/ui/copyright-line';
import { useSignOut } from '../../lib/session/use-sign-out';
import { useAppDispatch, useAppSelector } from '../../lib/store/store-hooks';
import { WIDE_SCREEN_MIN_WIDTH } from '../theme';
import { navigationCollapseToggled, navigationOpenSet, selectNavigationCollapsed, selectNavigationOpen } from '../../lib/store/ui-slice';
import { PageBoundary } from '../routes/page-boundary';
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
  const { pathname } = useLocation();

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
          {/* A page that failed to load is retried afresh when the user goes elsewhere. */}
          <PageBoundary key={pathname}>
            <Outlet />
          </PageBoundary>
        </Box>
        <Box component="footer" sx={{ px: 3, py: 2, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
          <CopyrightLine />
        </Box>
      </Box>
    </Box>
  );
}
