import { IsBoolean, IsDefined, IsIn } from 'class-validator';
import { SUBSCRIPTION_LANGUAGES, type SubscriptionKind, type SubscriptionLanguage } from '@voc/domain';
import { FIELD_ERRORS } from '../messages/message-keys';

/** PUT /api/subscriptions/me: what the signed-in user chooses to receive, and in which language. */
export class SaveSubscriptionsDto {
  @IsDefined({ message: FIELD_ERRORS.required })
  @IsBoolean({ message: FIELD_ERRORS.invalid })
  monthly_brief!: boolean;

  @IsDefined({ message: FIELD_ERRORS.required })
  @IsBoolean({ message: FIELD_ERRORS.invalid })
  weekly_digest!: boolean;

  @IsDefined({ message: FIELD_ERRORS.required })
  @IsBoolean({ message: FIELD_ERRORS.invalid })
  alerts!: boolean;

  @IsDefined({ message: FIELD_ERRORS.required })
  @IsBoolean({ message: FIELD_ERRORS.invalid })
  alerts_sms!: boolean;

  @IsDefined({ message: FIELD_ERRORS.required })
  @IsIn(SUBSCRIPTION_LANGUAGES, { message: FIELD_ERRORS.invalid })
  language!: SubscriptionLanguage;
}

/** The user's subscriptions as the notifications page shows them. */
export interface SubscriptionsView {
  monthly_brief: boolean;
  weekly_digest: boolean;
  alerts: boolean;
  alerts_sms: boolean;
  language: SubscriptionLanguage;
  /** What the user's scope lets them receive. */
  available: SubscriptionKind[];
  /** The brief scopes their monthly brief covers, as the brief page's `scope` names them: `network`, `region-<Region>`, `area-<AREA>` (libs/domain brief-scope.ts). */
  brief_scopes: string[];
  has_email: boolean;
  has_mobile: boolean;
}

/** The subscription endpoints' refusals and confirmations. */
export const SUBSCRIPTION_ERRORS = {
  notInScope: 'errors.subscription.notInScope',
  noEmail: 'errors.subscription.noEmail',
  noMobile: 'errors.subscription.noMobile',
} as const;

export const SUBSCRIPTION_MESSAGES = {
  saved: 'messages.subscription.saved',
} as const;
