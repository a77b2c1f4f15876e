import BookmarkBorderOutlinedIcon from '@mui/icons-material/BookmarkBorderOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import TuneOutlinedIcon from '@mui/icons-material/TuneOutlined';
import ViewListOutlinedIcon from '@mui/icons-material/ViewListOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import type { SignedInUser } from '@voc/contracts';
import { isIn, OPERATORS, savedViewHref } from '@voc/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ManageSavedViewsDialog } from '../../components/saved-views/manage-saved-views-dialog';
import { useListSavedViewsQuery } from '../../lib/saved-views/saved-views-api';
import { useOpenQueueBoardSessionMutation } from '../../lib/operators/queue-board-api';
// The Thai texts shown here load with this code (not with /app/main's first load).
import '../../i18n/saved-views-texts';

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
 * The user's saved views (issue 32) are a group of their own, asked for when the menu first opens,
 * with the dialog that renames and deletes them.
 */
export function UserMenuList({ user, anchor, onClose, onSignOut }: UserMenuListProps) {
  const { t } = useTranslation();
  const open = Boolean(anchor);
  const [openQueueBoardSession] = useOpenQueueBoardSessionMutation();
  const operator = isIn(OPERATORS, user.type);
  const savedViews = useListSavedViewsQuery(undefined, { skip: !open });
  const [managing, setManaging] = useState(false);

  // The tab opens at the click (no pop-up block), then goes to the board once its cookie is set.
  const openQueueBoard = async () => {
    onClose();
    const tab = window.open('', '_blank');
    const answer = await openQueueBoardSession();
    if (answer.data && tab) tab.location.href = answer.data;
    else tab?.close();
  };
  return (
    <>
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
        <MenuItem component={Link} to="/app/notifications" onClick={onClose}>
          <ListItemIcon>
            <NotificationsNoneOutlinedIcon fontSize="small" />
          </ListItemIcon>
          {t('shell.notifications')}
        </MenuItem>
        <Divider />
        {/* A heading of plain text, not a list item: a menu holds only menu items (axe). */}
        <Typography component="div" variant="body2" color="text.secondary" sx={{ px: 2, pt: 1, pb: 0.5, fontWeight: 700 }}>
          {t('savedViews.menu')}
        </Typography>
        {savedViews.data?.length === 0 && (
          <MenuItem disabled>
            <ListItemText secondary={t('savedViews.none')} />
          </MenuItem>
        )}
        {savedViews.data?.map((view) => (
          <MenuItem key={view._id} component={Link} to={savedViewHref(view)} onClick={onClose} sx={{ maxWidth: 320 }}>
            <ListItemIcon>
              <BookmarkBorderOutlinedIcon fontSize="small" />
            </ListItemIcon>
            <ListItemText primary={view.name} slotProps={{ primary: { sx: { whiteSpace: 'normal', overflowWrap: 'anywhere' } } }} />
          </MenuItem>
        ))}
        <MenuItem
          onClick={() => {
            onClose();
            setManaging(true);
          }}
        >
          <ListItemIcon>
            <TuneOutlinedIcon fontSize="small" />
          </ListItemIcon>
          {t('savedViews.manage')}
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
      <ManageSavedViewsDialog open={managing} onClose={() => setManaging(false)} />
    </>
  );
}
