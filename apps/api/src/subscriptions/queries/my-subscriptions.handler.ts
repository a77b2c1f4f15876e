import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { SubscriptionsView } from '@voc/contracts';
import { briefScopesOf, subscribableKinds, ticketScope } from '@voc/domain';
import { UnitOfWork } from '@voc/sql';
import { loadSubscriptionChoices } from '@voc/notifications';
import { SubscriptionsRepository } from '../repositories/subscriptions.repository';
import { MySubscriptionsQuery } from './my-subscriptions.query';

@QueryHandler(MySubscriptionsQuery)
export class MySubscriptionsHandler implements IQueryHandler<MySubscriptionsQuery, SubscriptionsView> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly subscriptions: SubscriptionsRepository,
  ) {}

  async execute({ principal }: MySubscriptionsQuery): Promise<SubscriptionsView> {
    const [choices, contact] = await Promise.all([loadSubscriptionChoices(this.uow.runner, principal.userId), this.subscriptions.contact(principal.userId)]);
    const scope = ticketScope(principal);
    return { ...choices, available: subscribableKinds(scope), brief_scopes: briefScopesOf(scope), has_email: Boolean(contact?.email), has_mobile: Boolean(contact?.mobile) };
  }
}
