import type { SubscriptionsView } from '@voc/contracts';
import { SUBSCRIPTION_KINDS, SUBSCRIPTION_LANGUAGES } from '@voc/domain';
import { arrayOf, bool, described, objectOf, oneOf, str } from './schema-builders';

/** Subscriptions (issue 33). */
export const SUBSCRIPTION_ANSWER_SCHEMAS = {
  SubscriptionsView: objectOf<SubscriptionsView>({
    monthly_brief: described('The monthly executive brief, mailed when a month closes.', bool),
    weekly_digest: described("The weekly digest, Monday 08:00 Bangkok: the week's breaches, due-soon tickets, new low scores.", bool),
    alerts: described('An email for each alert raised in your scope.', bool),
    alerts_sms: described('Alerts by SMS too (needs a mobile number).', bool),
    language: oneOf(SUBSCRIPTION_LANGUAGES),
    available: described('What your scope lets you receive.', arrayOf(oneOf(SUBSCRIPTION_KINDS))),
    brief_scopes: described('The briefs your monthly brief mail covers: network, region:{code}, area:{code}.', arrayOf(str)),
    has_email: bool,
    has_mobile: bool,
  }),
};
