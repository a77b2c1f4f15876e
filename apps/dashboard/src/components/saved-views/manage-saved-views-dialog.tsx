import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SavedView } from '@voc/contracts';
import { savedViewHref } from '@voc/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useTranslateMessage } from '../../i18n/use-translate-message';
import { fieldErrorOf, useDeleteSavedViewMutation, useListSavedViewsQuery, useRenameSavedViewMutation } from '../../lib/saved-views/saved-views-api';
import { menuKeyOfPath } from '../../lib/saved-views/saved-view-page';
import { SavedViewNameField } from './saved-view-name-field';
import { useAppDispatch } from '../../lib/store/store-hooks';
import { noticeShown } from '../../lib/store/ui-slice';
// The Thai texts shown here load with this code (not with /app/main's first load).
import '../../i18n/saved-views-texts';

/** One view: its name (a link), its page and filters, rename in place, delete. */
function SavedViewRow({ view, onOpen }: { view: SavedView; onOpen: () => void }) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const dispatch = useAppDispatch();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(view.name);
  const [error, setError] = useState<string | null>(null);
  const [rename, renaming] = useRenameSavedViewMutation();
  const [remove, removing] = useDeleteSavedViewMutation();
  const key = menuKeyOfPath(view.path);
  const page = key ? t(`menu.${key}`) : view.path;
  const filters = view.query ? decodeURIComponent(view.query.replace(/\+/g, ' ')).split('&').join(' · ') : t('savedViews.noFilters');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(translate('errors.field.required'));
      return;
    }
    const answer = await rename({ id: view._id, body: { name: name.trim() } });
    if (answer.error) {
      const field = fieldErrorOf(answer.error, 'name');
      if (field) setError(translate(field));
      return;
    }
    dispatch(noticeShown({ text: answer.data.message }));
    setEditing(false);
  };
  const drop = async () => {
    const answer = await remove(view._id);
    if (answer.data) dispatch(noticeShown({ text: answer.data }));
  };

  if (editing) {
    return (
      <ListItem disableGutters>
        <Stack component="form" noValidate direction="row" spacing={1} onSubmit={(event) => void submit(event)} sx={{ width: '100%', alignItems: 'flex-start' }}>
          <SavedViewNameField
            size="small"
            value={name}
            error={error}
            onChange={(typed) => {
              setName(typed);
              if (error) setError(null);
            }}
          />
          <Button type="submit" variant="contained" disabled={renaming.isLoading}>
            {t('savedViews.rename')}
          </Button>
          <Button
            onClick={() => {
              setEditing(false);
              setName(view.name);
              setError(null);
            }}
          >
            {t('common.cancel')}
          </Button>
        </Stack>
      </ListItem>
    );
  }
  return (
    <ListItem
      disableGutters
      secondaryAction={
        <Stack direction="row">
          <IconButton aria-label={t('savedViews.renameOf', { name: view.name })} title={t('savedViews.rename')} onClick={() => setEditing(true)}>
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
          <IconButton aria-label={t('savedViews.deleteOf', { name: view.name })} title={t('savedViews.delete')} onClick={() => void drop()} disabled={removing.isLoading}>
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Stack>
      }
      sx={{ pr: 12 }}
    >
      <ListItemText
        primary={
          <Link component={RouterLink} to={savedViewHref(view)} onClick={onOpen}>
            {view.name}
          </Link>
        }
        secondary={
          <>
            <Typography component="span" variant="body2" sx={{ display: 'block' }}>
              {t('savedViews.page')}: {page}
            </Typography>
            {/* The whole filter text, wrapped, never cut. */}
            <Typography component="span" variant="body2" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
              {t('savedViews.filters')}: {filters}
            </Typography>
          </>
        }
      />
    </ListItem>
  );
}

/** The user's saved views, to open, rename or delete (opened from the user menu). */
export function ManageSavedViewsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const views = useListSavedViewsQuery(undefined, { skip: !open });
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('savedViews.manageTitle')}</DialogTitle>
      <DialogContent>
        {views.data?.length === 0 && <Typography color="text.secondary">{t('savedViews.none')}</Typography>}
        <List dense aria-labelledby={titleId}>
          {views.data?.map((view) => <SavedViewRow key={view._id} view={view} onOpen={onClose} />)}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('savedViews.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
