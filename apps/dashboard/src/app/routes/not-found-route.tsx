import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NotFoundMessage } from '../../components/ui/not-found-message';
import { HOME_PATH } from './landing-path';
import { PublicFrame } from './public-frame';

/** An unknown address inside the signed-in area: the 404 text within the shell. */
export function AppNotFound() {
  const { t } = useTranslation();
  return (
    <NotFoundMessage
      action={
        <Button component={Link} to={HOME_PATH} variant="contained">
          {t('notFound.home')}
        </Button>
      }
    />
  );
}

/** An unknown address anywhere else. */
export function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <PublicFrame>
      <NotFoundMessage
        action={
          <Button component={Link} to="/" variant="contained">
            {t('notFound.home')}
          </Button>
        }
      />
    </PublicFrame>
  );
}
