import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import ViewListOutlinedIcon from '@mui/icons-material/ViewListOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { SignedInUser } from '@voc/contracts';
import { isIn, OPERATORS } from '@voc/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useOpenQueueBoardSessionMutation } from '../../lib/operators/queue-board-api';

interface UserMenuListProps {
  user: SignedInUser;
  anchor: HTMLElement | null;
  onClose: () => void;
  onSignOut: () => void;
}

/**
 * The user button's menu: who is signed in, their notifications page (issue 33), the operators' pages (API docs, queue board) for
 * OPERATORS, and the sign-out action. A chunk of its own (user-menu.tsx fetches it when the button
 * is first pointed at or pressed), so MUI's menu is not part of /app/main's first load (issue 15).
 */
export function UserMenuList({ user, anchor, onClose, onSignOut }: UserMenuListProps) {
  const { t } = useTranslation();
  const open = Boolean(anchor);
  const [openQueueBoardSession] = useOpenQueueBoardSessionMutation();
  const operator = isIn(OPERATORS, user.type);
  const navigate = useNavigate();

  // The tab opens at the click (no pop-up block), then goes to the board once its cookie is set.
  const openQueueBoard = async () => {
    onClose();
    const tab = window.open('', '_blank');
    const answer = await openQueueBoardSession();
    if (answer.data && tab) tab.location.href = answer.data;
    else tab?.close();
  };
  return (
    <Menu id="user-menu" anchorEl={anchor} open={open} onClose={onClose}>
      <Typography component="div" sx={{ px: 2, py: 1 }}>
        <strong>
          {user.first_name} {user.last_name}
        </strong>
        <Typography variant="body2" color="text.secondary">
          {t(`userType.${user.type}`)}
        </Typography>
      </Typography>
      <Divider />
      <MenuItem
        onClick={() => {
          onClose();
          void navigate('/app/notifications');
        }}
      >
        <ListItemIcon>
          <NotificationsNoneOutlinedIcon fontSize="small" />
        </ListItemIcon>
        {t('shell.notifications')}
      </MenuItem>
      <Divider />
      {operator && [
        <MenuItem key="docs" component="a" href="/api/docs" target="_blank" rel="noopener" onClick={onClose}>
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
          onClose();
          onSignOut();
        }}
      >
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        {t('shell.signOut')}
      </MenuItem>
    </Menu>
  );
}
