import { DEALER_EDITORS, type MenuEntry, type VocReportName, TICKET_TYPES, type TicketType, canImportHotsheet, canOpenPath, mayOpenEntry } from '@voc/domain';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignedInUser } from '../../lib/session/use-signed-in-user';
import { hotsheetImportPath } from '../../features/imports/utils/import-paths';
import { useAppSelector } from '../../lib/store/store-hooks';
import { selectLocale } from '../../lib/store/ui-slice';
import { AlertRulesPage, AlertsPage, BriefPage, CarModelsPage, CaseClosedReportPage, ComingSoonPage, DashboardHomePage, DealerListPage, DeletedTicketsPage, HotsheetReportPage, KpiDashboard, KpiSummaryPage, ManualsPage, NewTicketPage, NotifyReportPage, PdcaReportPage, PdcaWorkPage, ResponseRatePage, StatusReportPage, SurveyCommentsPage, SurveyScoresPage, SurveySummaryCard, TicketKpiReportPage, TicketListPage, UserSearchPage, VocKpiReportPage, VocReportPage, VoicePage, VoiceTrendingCard } from './lazy-pages';
import { AppNotFound } from './not-found-route';
import { PageLoading } from './page-loading';


type ListSource = 'survey' | 'callcenter' | 'hotsheet';

/**
 * One side-menu page. A user whose menu does not offer it sees the not-found page (the server
 * refuses its data anyway). Pages not built yet say "coming soon" with their name. Pages that share
 * a component are keyed by their entry, so moving between them starts each afresh.
 */
export function MenuRoute({ entry }: { entry: MenuEntry }) {
  const { t } = useTranslation();
  const user = useSignedInUser();
  const locale = useAppSelector(selectLocale);

  if (!canOpenPath(user, entry.path)) return <AppNotFound />;
  const title = t(`menu.${entry.key}`);
  // Dealer staff see their own branch only; everyone else may filter by dealer.
  const seesSeveralDealers = user.type !== 'dealer';
  switch (entry.key) {
    case 'main':
      return (
        <DashboardHomePage user={user} locale={locale}>
          <Suspense fallback={<PageLoading />}>
            <KpiDashboard user={user} />
            <SurveySummaryCard user={user} types={TICKET_TYPES.filter((type) => mayOpenEntry(user, `ticket.survey.report.responserate.${type}`))} />
            {mayOpenEntry(user, 'report.voice') && <VoiceTrendingCard />}
          </Suspense>
        </DashboardHomePage>
      );
    case 'manuals':
      return <ManualsPage />;
    case 'ticket.survey.showroom':
    case 'ticket.survey.service':
    case 'ticket.callcenter.showroom':
    case 'ticket.callcenter.service':
    case 'ticket.hotsheet.showroom':
    case 'ticket.hotsheet.service': {
      const [, source, type] = entry.key.split('.') as ['ticket', ListSource, TicketType];
      const addPath = `${entry.path}/add`;
      return (
        <TicketListPage
          key={entry.key}
          title={title}
          source={source}
          type={type}
          showDealerFilter={seesSeveralDealers}
          newTicketPath={source === 'callcenter' && canOpenPath(user, addPath) ? addPath : undefined}
          importPath={source === 'callcenter' && canImportHotsheet(user.type) ? hotsheetImportPath(type) : undefined}
        />
      );
    }
    case 'ticket.callcenter.showroom.add':
    case 'ticket.callcenter.service.add':
      return <NewTicketPage key={entry.key} title={title} type={entry.key.split('.')[2] as TicketType} />;
    case 'ticket.survey.report.status.showroom':
    case 'ticket.survey.report.status.service':
    case 'ticket.callcenter.report.status.showroom':
    case 'ticket.callcenter.report.status.service': {
      const [, source, , , type] = entry.key.split('.') as ['ticket', ListSource, 'report', 'status', TicketType];
      return (
        <Suspense fallback={<PageLoading />}>
          <StatusReportPage key={entry.key} title={title} source={source} type={type} showDealerFilter={seesSeveralDealers} />
        </Suspense>
      );
    }
    case 'ticket.survey.report.responserate.showroom':
    case 'ticket.survey.report.responserate.service':
      return (
        <Suspense fallback={<PageLoading />}>
          <ResponseRatePage key={entry.key} title={title} type={entry.key.split('.')[4] as TicketType} user={user} />
        </Suspense>
      );
    case 'ticket.survey.report.scores':
      return (
        <Suspense fallback={<PageLoading />}>
          <SurveyScoresPage title={title} user={user} />
        </Suspense>
      );
    case 'ticket.survey.comments':
      return (
        <Suspense fallback={<PageLoading />}>
          <SurveyCommentsPage title={title} user={user} />
        </Suspense>
      );
    case 'report.voice':
      return (
        <Suspense fallback={<PageLoading />}>
          <VoicePage title={title} user={user} />
        </Suspense>
      );
    case 'report.alerts':
      return (
        <Suspense fallback={<PageLoading />}>
          <AlertsPage title={title} />
        </Suspense>
      );
    case 'report.brief':
      return (
        <Suspense fallback={<PageLoading />}>
          <BriefPage title={title} user={user} />
        </Suspense>
      );
    case 'alertrule':
      return (
        <Suspense fallback={<PageLoading />}>
          <AlertRulesPage title={title} />
        </Suspense>
      );
    case 'report.notify.showroom':
    case 'report.notify.service':
      return (
        <Suspense fallback={<PageLoading />}>
          <NotifyReportPage key={entry.key} title={title} type={entry.key.split('.')[2] as TicketType} />
        </Suspense>
      );
    case 'report.ticketkpi':
      return <TicketKpiReportPage title={title} user={user} />;
    case 'report.salevockpi':
    case 'report.servicevockpi':
      return <VocKpiReportPage key={entry.key} title={title} user={user} type={entry.key === 'report.salevockpi' ? 'showroom' : 'service'} />;
    case 'report.kpisummary':
      return <KpiSummaryPage title={title} user={user} />;
    case 'report.caseclosed':
      return <CaseClosedReportPage title={title} user={user} />;
    case 'report.hotsheet.showroom':
    case 'report.hotsheet.service':
      return <HotsheetReportPage key={entry.key} title={title} user={user} type={entry.key === 'report.hotsheet.showroom' ? 'showroom' : 'service'} />;
    case 'pdca':
      return <PdcaWorkPage title={title} user={user} />;
    case 'report.pdca.showroom':
    case 'report.pdca.service':
      return <PdcaReportPage key={entry.key} title={title} type={entry.key === 'report.pdca.service' ? 'service' : 'sales'} canOpenPlans={mayOpenEntry(user, 'pdca')} />;
    case 'report.quickvoc':
    case 'report.salevoc':
    case 'report.salevocentity':
    case 'report.servicevoc':
    case 'report.servicevocentity':
    case 'report.carmodel':
    case 'report.callcenter':
      return <VocReportPage key={entry.key} title={title} user={user} report={entry.key.slice('report.'.length) as VocReportName} />;
    case 'dealer':
      return <DealerListPage title={title} canEdit={DEALER_EDITORS.includes(user.type)} />;
    case 'user':
      return <UserSearchPage title={title} />;
    case 'carmodel':
      return <CarModelsPage title={title} />;
    case 'deletedtickets':
      return <DeletedTicketsPage title={title} />;
    default:
      return <ComingSoonPage title={title} />;
  }
}
