import type { Principal } from '@voc/domain';

/** The signed-in user's subscriptions and what their scope lets them receive. */
export class MySubscriptionsQuery {
  constructor(readonly principal: Principal) {}
}
