import { DEALER_EDITORS, canOpenPath } from '@voc/domain';
import { useTranslation } from 'react-i18next';
import { type RouteObject, useLocation, useParams } from 'react-router';
import { useSignedInUser } from '../../lib/session/use-signed-in-user';
import { DEALER_LIST_PATH, dealerPath } from '../../features/dealers/utils/dealer-paths';
import { USER_SEARCH_PATH, newStaffPath, userPath } from '../../features/users/utils/user-paths';
import { isUuid } from '../../lib/url-params';
import { AppNotFound } from './not-found-route';
import { DealerDetailPage, DealerNewPage, UserEditPage, UserNewPage } from './lazy-pages';

/** `/app/dealer/new`: for dealer editors (csn, nissan), who see the dealer list. */
function NewDealerRoute() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  if (!canOpenPath(user, DEALER_LIST_PATH) || !DEALER_EDITORS.includes(user.type)) return <AppNotFound />;
  return <DealerNewPage listTitle={t('menu.dealer')} />;
}

/**
 * `/app/dealer/{id}`: a dealer under the list, for whoever sees the list; editable by dealer
 * editors. User managers see its staff with links into the user pages.
 */
function DealerPageRoute() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const { pathname } = useLocation();
  const { dealerId = '' } = useParams();
  if (!canOpenPath(user, pathname) || !isUuid(dealerId)) return <AppNotFound />;
  const staffLinks = canOpenPath(user, USER_SEARCH_PATH) ? { userPath, newStaffPath } : undefined;
  return (
    <DealerDetailPage
      key={dealerId}
      dealerId={dealerId.toLowerCase()}
      listTitle={t('menu.dealer')}
      canEdit={DEALER_EDITORS.includes(user.type)}
      staffLinks={staffLinks}
      notFound={<AppNotFound />}
    />
  );
}

/** `/app/user/new` (csn): a new account, or dealer staff at `?dealer=`. */
function NewUserRoute() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  if (!canOpenPath(user, USER_SEARCH_PATH)) return <AppNotFound />;
  return <UserNewPage listTitle={t('menu.user')} />;
}

/** `/app/user/{id}` (csn): a user's form and history; their dealer links to its page. */
function UserPageRoute() {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const { pathname } = useLocation();
  const { userId = '' } = useParams();
  if (!canOpenPath(user, pathname) || !isUuid(userId)) return <AppNotFound />;
  return (
    <UserEditPage
      key={userId}
      userId={userId.toLowerCase()}
      listTitle={t('menu.user')}
      selfId={user._id}
      dealerPath={canOpenPath(user, DEALER_LIST_PATH) ? dealerPath : undefined}
      notFound={<AppNotFound />}
    />
  );
}

/** The pages under the two settings lists (SPEC.md §2 "Dealer details", "user create/edit"). */
export const MASTER_DATA_ROUTES: RouteObject[] = [
  { path: 'dealer/new', element: <NewDealerRoute /> },
  { path: 'dealer/:dealerId', element: <DealerPageRoute /> },
  { path: 'user/new', element: <NewUserRoute /> },
  { path: 'user/:userId', element: <UserPageRoute /> },
];
