import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { SignedInUser } from '@voc/contracts';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';

const loadUserMenuList = () => import('./user-menu-list');
const UserMenuList = lazy(() => loadUserMenuList().then((module) => ({ default: module.UserMenuList })));
const preloadUserMenuList = () => {
  loadUserMenuList().catch(() => {
    // Fetched again on the click, which shows the failure.
  });
};

/**
 * The header's user button and its menu (user-menu-list.tsx: who is signed in, the operators'
 * pages, sign-out), whose code comes when the button is first pointed at, focused or pressed.
 */
export function UserMenu({ user, onSignOut }: { user: SignedInUser; onSignOut: () => void }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  const open = Boolean(anchor);
  return (
    <>
      <Button
        color="inherit"
        startIcon={<AccountCircleIcon />}
        onPointerEnter={preloadUserMenuList}
        onFocus={preloadUserMenuList}
        onClick={(event) => {
          setUsed(true);
          setAnchor(event.currentTarget);
        }}
        aria-label={`${user.first_name} · ${t('shell.userMenu')}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? 'user-menu' : undefined}
      >
        <Typography component="span" sx={{ display: { xs: 'none', sm: 'inline' }, maxWidth: 160 }} noWrap>
          {user.first_name}
        </Typography>
      </Button>
      {used && (
        <Suspense fallback={null}>
          <UserMenuList user={user} anchor={anchor} onClose={() => setAnchor(null)} onSignOut={onSignOut} />
        </Suspense>
      )}
    </>
  );
}
