import type { ReportScheduleRow, ReportSchedulesView, SubscriptionsView } from '@voc/contracts';
import { REPORT_SCHEDULES, SUBSCRIPTION_KINDS, SUBSCRIPTION_LANGUAGES } from '@voc/domain';
import { arrayOf, bool, described, nullable, objectOf, oneOf, str, uuid } from './schema-builders';

/** Subscriptions (issue 33). */
export const SUBSCRIPTION_ANSWER_SCHEMAS = {
  SubscriptionsView: objectOf<SubscriptionsView>({
    monthly_brief: described('The monthly executive brief, mailed when a month closes.', bool),
    weekly_digest: described("The weekly digest, Monday 08:00 Bangkok: the week's breaches, due-soon tickets, new low scores.", bool),
    alerts: described('An email for each alert raised in your scope.', bool),
    alerts_sms: described('Alerts by SMS too (needs a mobile number).', bool),
    language: oneOf(SUBSCRIPTION_LANGUAGES),
    available: described('What your scope lets you receive.', arrayOf(oneOf(SUBSCRIPTION_KINDS))),
    brief_scopes: described('The briefs your monthly brief mail covers, as the brief page names its scope: network, region-{Region}, area-{AREA}.', arrayOf(str)),
    has_email: bool,
    has_mobile: bool,
  }),
  ReportSchedulesView: objectOf<ReportSchedulesView>({
    views: described(
      'Your saved views of the KPI reports, each with its schedule (null: not mailed).',
      arrayOf(
        objectOf<ReportScheduleRow>({
          saved_view_id: uuid,
          name: str,
          path: str,
          query: described("The view's filters (the page's address query).", str),
          schedule: described('weekly: Monday 08:00 Bangkok; monthly: after the month closes.', nullable(oneOf(REPORT_SCHEDULES))),
          language: oneOf(SUBSCRIPTION_LANGUAGES),
        }),
      ),
    ),
    has_email: bool,
  }),
};
