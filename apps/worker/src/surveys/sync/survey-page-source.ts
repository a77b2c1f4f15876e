import type { SurveyDashboardPage, SurveyResponseRatePage, SurveyServiceRequest } from '@voc/contracts';

/** What the sync needs of the survey service: its two paged endpoints (the client implements it). */
export interface SurveyPageSource {
  responseRatePage(request: SurveyServiceRequest): Promise<SurveyResponseRatePage>;
  dashboardPage(request: SurveyServiceRequest): Promise<SurveyDashboardPage>;
}
