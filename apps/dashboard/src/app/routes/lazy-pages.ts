import { lazy } from 'react';
import { ensurePageTexts } from '../../i18n/catalogue-loading';
import { i18n } from '../../i18n/i18n';

// Every page is a lazy route: its code (and what only it uses: charts, forms, tables) is fetched
// when it is first opened. The frames around them (app/routes/page-boundary.tsx) show a spinner
// meanwhile and a retry when the code cannot be fetched.

// What /app/main needs, fetched at once when it opens (preloadMainPage) rather than one after another.
// The signed-in area comes with the pages' texts (the start bundle has only the sign-in pages' and
// the frames', i18n/th-TH-start.ts), so no page inside it shows before its texts are there.
const loadSignedInArea = () => Promise.all([import('./signed-in-area'), ensurePageTexts(i18n)]).then(([module]) => module);
const loadDashboardHomePage = () => import('../../features/dashboard/components/dashboard-home-page');
const loadKpiDashboard = () => import('../../features/reports/components/kpi-dashboard');
const loadSurveySummaryCard = () => import('../../features/surveys/components/survey-summary-card');
const loadKpiCharts = () => import('../../features/reports/components/lazy-kpi-charts');

const ignore = () => {
  // A failed preload is retried by the page's own lazy import, which shows its failure.
};

/**
 * Starts fetching the code of the signed-in area, the dashboard, its KPI part and the survey card
 * together, while the profile call runs: each would otherwise wait for the one before. The charts
 * follow once the KPI part is in, so their larger chunk does not hold back the key figures' code.
 */
export function preloadMainPage(): void {
  for (const load of [loadSignedInArea, loadDashboardHomePage, loadSurveySummaryCard]) load().catch(ignore);
  loadKpiDashboard()
    .then(loadKpiCharts)
    .then((module) => module.preloadKpiCharts())
    .catch(ignore);
}

export const SignedInArea = lazy(() => loadSignedInArea().then((module) => ({ default: module.SignedInArea })));
export const DashboardHomePage = lazy(() => loadDashboardHomePage().then((module) => ({ default: module.DashboardHomePage })));
export const ManualsPage = lazy(() => import('../../features/manuals/components/manuals-page').then((module) => ({ default: module.ManualsPage })));
export const TicketKpiReportPage = lazy(() => import('../../features/reports/components/ticket-kpi-report-page').then((module) => ({ default: module.TicketKpiReportPage })));
export const VocKpiReportPage = lazy(() => import('../../features/reports/components/voc-kpi-report-page').then((module) => ({ default: module.VocKpiReportPage })));
export const KpiSummaryPage = lazy(() => import('../../features/reports/components/kpi-summary-page').then((module) => ({ default: module.KpiSummaryPage })));
export const CaseClosedReportPage = lazy(() => import('../../features/reports/components/case-closed-report-page').then((module) => ({ default: module.CaseClosedReportPage })));
export const HotsheetReportPage = lazy(() => import('../../features/reports/components/hotsheet-report-page').then((module) => ({ default: module.HotsheetReportPage })));
export const NewTicketPage = lazy(() => import('../../features/tickets/components/new-ticket-page').then((module) => ({ default: module.NewTicketPage })));
export const TicketListPage = lazy(() => import('../../features/tickets/components/ticket-list-page').then((module) => ({ default: module.TicketListPage })));
export const DealerListPage = lazy(() => import('../../features/dealers/components/dealer-list-page').then((module) => ({ default: module.DealerListPage })));
export const UserSearchPage = lazy(() => import('../../features/users/components/user-search-page').then((module) => ({ default: module.UserSearchPage })));
export const StatusReportPage = lazy(() => import('../../features/tickets/components/status-report-page').then((module) => ({ default: module.StatusReportPage })));
export const ResponseRatePage = lazy(() => import('../../features/surveys/components/response-rate-page').then((module) => ({ default: module.ResponseRatePage })));
export const SurveySummaryCard = lazy(() => loadSurveySummaryCard().then((module) => ({ default: module.SurveySummaryCard })));
export const SurveyScoresPage = lazy(() => import('../../features/surveys/components/survey-scores-page').then((module) => ({ default: module.SurveyScoresPage })));
export const KpiDashboard = lazy(() => loadKpiDashboard().then((module) => ({ default: module.KpiDashboard })));
export const DealerDetailPage = lazy(() => import('../../features/dealers/components/dealer-detail-page').then((module) => ({ default: module.DealerDetailPage })));
export const DealerNewPage = lazy(() => import('../../features/dealers/components/dealer-new-page').then((module) => ({ default: module.DealerNewPage })));
export const UserEditPage = lazy(() => import('../../features/users/components/user-edit-page').then((module) => ({ default: module.UserEditPage })));
export const UserNewPage = lazy(() => import('../../features/users/components/user-new-page').then((module) => ({ default: module.UserNewPage })));
export const DealerSignInPage = lazy(() => import('../../features/auth/components/dealer-sign-in-page').then((module) => ({ default: module.DealerSignInPage })));
export const StaffSignInPage = lazy(() => import('../../features/auth/components/staff-sign-in-page').then((module) => ({ default: module.StaffSignInPage })));
export const TicketDetailPage = lazy(() => import('../../features/tickets/components/ticket-detail-page').then((module) => ({ default: module.TicketDetailPage })));
export const HotsheetImportPage = lazy(() => import('../../features/imports/components/hotsheet-import-page').then((module) => ({ default: module.HotsheetImportPage })));
export const NotifyReportPage = lazy(() => import('../../features/notifications/components/notify-report-page').then((module) => ({ default: module.NotifyReportPage })));
export const VocReportPage = lazy(() => import('../../features/voc-reports/components/voc-report-page').then((module) => ({ default: module.VocReportPage })));
export const VoicePage = lazy(() => import('../../features/voice/components/voice-page').then((module) => ({ default: module.VoicePage })));
export const VoiceTrendingCard = lazy(() => import('../../features/voice/components/voice-trending-card').then((module) => ({ default: module.VoiceTrendingCard })));
export const SurveyCommentsPage = lazy(() => import('../../features/voice/components/survey-comments-page').then((module) => ({ default: module.SurveyCommentsPage })));
export const DeletedTicketsPage = lazy(() => import('../../features/ticket-deletions/components/deleted-tickets-page').then((module) => ({ default: module.DeletedTicketsPage })));
export const CarModelsPage = lazy(() => import('../../features/car-models/components/car-models-page').then((module) => ({ default: module.CarModelsPage })));
export const ComingSoonPage = lazy(() => import('../../components/ui/coming-soon-page').then((module) => ({ default: module.ComingSoonPage })));
export const PdcaWorkPage = lazy(() => import('../../features/pdca/components/pdca-work-page').then((module) => ({ default: module.PdcaWorkPage })));
export const PdcaPlanPage = lazy(() => import('../../features/pdca/components/pdca-plan-page').then((module) => ({ default: module.PdcaPlanPage })));
export const PdcaReportPage = lazy(() => import('../../features/pdca/components/pdca-report-page').then((module) => ({ default: module.PdcaReportPage })));
export const ChangePasswordPage = lazy(() => import('../../features/auth/components/change-password-page').then((module) => ({ default: module.ChangePasswordPage })));
export const AlertsPage = lazy(() => import('../../features/alerts/components/alerts-page').then((module) => ({ default: module.AlertsPage })));
export const NotificationSettingsPage = lazy(() => import('../../features/subscriptions/components/notification-settings-page').then((module) => ({ default: module.NotificationSettingsPage })));
export const AlertRulesPage = lazy(() => import('../../features/alerts/components/alert-rules-page').then((module) => ({ default: module.AlertRulesPage })));
export const FigureTicketsPage = lazy(() => import('../../features/reports/components/figure-tickets-page').then((module) => ({ default: module.FigureTicketsPage })));
export const BriefPage = lazy(() => import('../../features/briefs/components/brief-page').then((module) => ({ default: module.BriefPage })));
