import type { Principal, SubscriptionChoices } from '@voc/domain';

/** The signed-in user's own choices: what to receive, in which language (their scope only). */
export class SaveMySubscriptionsCommand {
  constructor(
    readonly principal: Principal,
    readonly choices: SubscriptionChoices,
  ) {}
}
