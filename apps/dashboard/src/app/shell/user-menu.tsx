import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import ViewListOutlinedIcon from '@mui/icons-material/ViewListOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { SignedInUser } from '@voc/contracts';
import { isIn, OPERATORS } from '@voc/domain';
import { useOpenQueueBoardSessionMutation } from '../../lib/operators/queue-board-api';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The header's user button: who is signed in, the operators' pages (API docs, queue board) for
 * OPERATORS, and the sign-out action.
 */
export function UserMenu({ user, onSignOut }: { user: SignedInUser; onSignOut: () => void }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const open = Boolean(anchor);
  const [openQueueBoardSession] = useOpenQueueBoardSessionMutation();
  const operator = isIn(OPERATORS, user.type);

  // The tab opens at the click (no pop-up block), then goes to the board once its cookie is set.
  const openQueueBoard = async () => {
    setAnchor(null);
    const tab = window.open('', '_blank');
    const answer = await openQueueBoardSession();
    if (answer.data && tab) tab.location.href = answer.data;
    else tab?.close();
  };
  return (
    <>
      <Button
        color="inherit"
        startIcon={<AccountCircleIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={`${user.first_name} · ${t('shell.userMenu')}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? 'user-menu' : undefined}
      >
        <Typography component="span" sx={{ display: { xs: 'none', sm: 'inline' }, maxWidth: 160 }} noWrap>
          {user.first_name}
        </Typography>
      </Button>
      <Menu id="user-menu" anchorEl={anchor} open={open} onClose={() => setAnchor(null)}>
        <Typography component="div" sx={{ px: 2, py: 1 }}>
          <strong>
            {user.first_name} {user.last_name}
          </strong>
          <Typography variant="body2" color="text.secondary">
            {t(`userType.${user.type}`)}
          </Typography>
        </Typography>
        <Divider />
        {operator && [
          <MenuItem key="docs" component="a" href="/api/docs" target="_blank" rel="noopener" onClick={() => setAnchor(null)}>
            <ListItemIcon>
              <DescriptionOutlinedIcon fontSize="small" />
            </ListItemIcon>
            {t('shell.apiDocs')}
          </MenuItem>,
          <MenuItem key="queues" onClick={() => void openQueueBoard()}>
            <ListItemIcon>
              <ViewListOutlinedIcon fontSize="small" />
            </ListItemIcon>
            {t('shell.queueBoard')}
          </MenuItem>,
          <Divider key="divider" />,
        ]}
        <MenuItem
          onClick={() => {
            setAnchor(null);
            onSignOut();
          }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {t('shell.signOut')}
        </MenuItem>
      </Menu>
    </>
  );
}
