import BookmarkAddOutlinedIcon from '@mui/icons-material/BookmarkAddOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useTranslateMessage } from '../../i18n/use-translate-message';
import { fieldErrorOf, useCreateSavedViewMutation } from '../../lib/saved-views/saved-views-api';
import { queryOfSearch } from '../../lib/saved-views/saved-view-page';
import { useAppDispatch } from '../../lib/store/store-hooks';
import { noticeShown } from '../../lib/store/ui-slice';
import { SavedViewNameField } from './saved-view-name-field';
// The Thai texts shown here load with this code (not with /app/main's first load).
import '../../i18n/saved-views-texts';

/**
 * "Save view" (issue 32): keeps the filters in the page's address under a name the user gives;
 * the view is then in the user menu. On a list or report page whose filters live in its address.
 */
export function SaveViewButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const dispatch = useAppDispatch();
  const { pathname, search } = useLocation();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [create, creating] = useCreateSavedViewMutation();

  const close = () => {
    setOpen(false);
    setError(null);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError(translate('errors.field.required'));
      return;
    }
    const answer = await create({ name: name.trim(), path: pathname, query: queryOfSearch(search) });
    if (answer.error) {
      const field = fieldErrorOf(answer.error, 'name');
      if (field) setError(translate(field));
      return;
    }
    dispatch(noticeShown({ text: answer.data.message }));
    setName('');
    close();
  };

  return (
    <>
      <Button className={className} variant="outlined" startIcon={<BookmarkAddOutlinedIcon />} onClick={() => setOpen(true)}>
        {t('savedViews.save')}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby={titleId}>
        <form noValidate onSubmit={(event) => void submit(event)}>
          <DialogTitle id={titleId}>{t('savedViews.saveTitle')}</DialogTitle>
          <DialogContent>
            <DialogContentText variant="body2" sx={{ mb: 1 }}>
              {t('savedViews.saveHint')}
            </DialogContentText>
            <SavedViewNameField
              margin="dense"
              value={name}
              error={error}
              onChange={(typed) => {
                setName(typed);
                if (error) setError(null);
              }}
              hint=" "
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={creating.isLoading}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={creating.isLoading}>
              {t('savedViews.save')}
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
