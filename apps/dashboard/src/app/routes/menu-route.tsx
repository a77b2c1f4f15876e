import { type MenuEntry, canOpenPath } from '@voc/domain';
import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../../components/ui/coming-soon-page';
import { DashboardHomePage } from '../../features/dashboard/components/dashboard-home-page';
import { ManualsPage } from '../../features/manuals/components/manuals-page';
import { useSignedInUser } from '../../features/auth/hooks/use-signed-in-user';
import { useAppSelector } from '../store-hooks';
import { selectLocale } from '../ui-slice';
import { AppNotFound } from './not-found-route';

/**
 * One side-menu page. A user whose menu does not offer it sees the not-found page (the server
 * refuses its data anyway). Pages not built yet say "coming soon" with their name.
 */
export function MenuRoute({ entry }: { entry: MenuEntry }) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const locale = useAppSelector(selectLocale);

  if (!canOpenPath(user, entry.path)) return <AppNotFound />;
  switch (entry.key) {
    case 'main':
      return <DashboardHomePage user={user} locale={locale} />;
    case 'manuals':
      return <ManualsPage />;
    default:
      return <ComingSoonPage title={t(`menu.${entry.key}`)} />;
  }
}
