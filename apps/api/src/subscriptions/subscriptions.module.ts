import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { SaveMySubscriptionsHandler } from './commands/save-my-subscriptions.handler';
import { UnsubscribeHandler } from './commands/unsubscribe.handler';
import { MySubscriptionsHandler } from './queries/my-subscriptions.handler';
import { UnsubscribeLinkHandler } from './queries/unsubscribe-link.handler';
import { SubscriptionsController } from './subscriptions.controller';

/** Subscriptions (issue 33): users' own choices and the unsubscribe links; the worker sends the mails. */
@Module({
  imports: [CqrsModule],
  controllers: [SubscriptionsController],
  providers: [MySubscriptionsHandler, SaveMySubscriptionsHandler, UnsubscribeLinkHandler, UnsubscribeHandler],
})
export class SubscriptionsModule {}
