import type { SurveyCaseItem, SurveyResponseItem, SurveyServiceRequest } from '@voc/contracts';
import type { ReadSurveyPage } from '@voc/survey-service-client';

/** What the sync needs of the survey service: its two paged endpoints, items that break the contract set aside (the client implements it). */
export interface SurveyPageSource {
  responseRatePage(request: SurveyServiceRequest): Promise<ReadSurveyPage<SurveyCaseItem>>;
  dashboardPage(request: SurveyServiceRequest): Promise<ReadSurveyPage<SurveyResponseItem>>;
}
