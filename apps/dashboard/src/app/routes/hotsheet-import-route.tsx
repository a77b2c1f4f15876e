import { type TicketType, canImportHotsheet, canOpenPath } from '@voc/domain';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { AppNotFound } from './not-found-route';
import { useSignedInUser } from '../../lib/session/use-signed-in-user';
import { HotsheetImportPage } from './lazy-pages';

/**
 * `/app/ticket/callcenter/{type}/hotsheet`: the hotsheet import, under the call-centre list of its
 * type, for the import roles (HOTSHEET_IMPORT_ROLES) who open that list. Anyone else: not found.
 */
export function HotsheetImportRoute({ type }: { type: TicketType }) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const { pathname } = useLocation();
  if (!canOpenPath(user, pathname) || !canImportHotsheet(user.type)) return <AppNotFound />;
  return (
    <HotsheetImportPage
      key={type}
      type={type}
      title={t(`imports.hotsheet.title.${type}`)}
      listPath={`/app/ticket/callcenter/${type}`}
      listTitle={t(`menu.ticket.callcenter.${type}`)}
    />
  );
}
