import type { KpiReportRow, OpenTicketsSummary, SignedInUser } from '@voc/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EarlyMainPageCalls } from '../boot/early-app-requests';
import { KpiFigures } from '../components/reports/kpi-figures';
import { firstViewShowsFigures } from '../lib/first-view/first-view-handover';
import { BrandMark } from '../sign-in/brand-mark';

/** What the early calls have brought so far: undefined until an answer is in, null when there is none. */
interface Seen {
  user: SignedInUser | null | undefined;
  /** Whether the user's /app/main has a KPI dashboard (undefined until known). */
  hasFigures: boolean | undefined;
  open: OpenTicketsSummary | undefined;
  total: KpiReportRow | undefined;
}

/** Follows the early calls of /app/main (boot/early-app-requests.ts) as their answers come in. */
function useEarlyCalls(calls: EarlyMainPageCalls | null): Seen {
  const [seen, setSeen] = useState<Seen>({ user: calls ? undefined : null, hasFigures: calls ? undefined : false, open: undefined, total: undefined });
  useEffect(() => {
    if (!calls) return undefined;
    let live = true;
    const update = (change: Partial<Seen>) => live && setSeen((before) => ({ ...before, ...change }));
    void calls.user.then((user) => update({ user }));
    void calls.figures.then((figures) => {
      update({ hasFigures: figures !== null });
      void figures?.open.then((open) => open && update({ open }));
      void figures?.total.then((total) => total && update({ total }));
    });
    return () => {
      live = false;
    };
  }, [calls]);
  return seen;
}

/**
 * The light first view of /app/main (issue 15): the signed-in frame's place-holder (the header with
 * the brand and the user's name, the side navigation's room on a wide screen), the welcome banner's
 * greeting and the KPI dashboard's heading and key figures (the app's own KpiFigures) from the early
 * answers, laid out as the app lays them out, so nothing moves when the app takes over. No router,
 * store or MUI (first-view.css).
 */
export function FirstViewPage({ calls }: { calls: EarlyMainPageCalls | null }) {
  const { t } = useTranslation();
  const { user, hasFigures, open, total } = useEarlyCalls(calls);
  const figuresIn = open !== undefined && total !== undefined;
  useEffect(() => {
    if (figuresIn) firstViewShowsFigures();
  }, [figuresIn]);
  useEffect(() => {
    document.title = t('app.title');
  }, [t]);
  return (
    <div className="fv-page" aria-busy="true">
      <header className="fv-bar">
        <span className="fv-menu-room" />
        <span className="fv-home">
          <BrandMark size={32} />
          <span className="fv-app-name">{t('app.name')}</span>
        </span>
        <span className="fv-user">{user?.first_name}</span>
      </header>
      <div className="fv-body">
        <div className="fv-drawer" />
        <main className="fv-main">
          <section className="fv-welcome" aria-labelledby="fv-welcome-heading">
            <p className="fv-overline">{t('home.welcome')}</p>
            <h1 id="fv-welcome-heading" className="fv-welcome-name">
              {user ? t('home.welcomeName', { firstName: user.first_name, lastName: user.last_name }) : '\u00a0'}
            </h1>
            <p className="fv-detail" />
          </section>
          {hasFigures !== false && (
            <section className="fv-kpi" aria-labelledby="fv-kpi-heading">
              <div>
                <h2 id="fv-kpi-heading" className="fv-kpi-title">
                  {t('kpiDashboard.title')}
                </h2>
                <p className="fv-period" />
              </div>
              <div className="fv-filters" />
              <KpiFigures open={open} total={total} />
            </section>
          )}
        </main>
      </div>
    </div>
  );
}
