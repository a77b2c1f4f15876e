import { HttpStatus } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { GENERIC_ERRORS, SUBSCRIPTION_ERRORS, type SubscriptionsView } from '@voc/contracts';
import { briefScopesOf, subscribableKinds, subscriptionProblems, ticketScope } from '@voc/domain';
import { ApiError } from '../../common/errors/api-error';
import { SubscriptionsRepository } from '../repositories/subscriptions.repository';
import { SaveMySubscriptionsCommand } from './save-my-subscriptions.command';

const PROBLEM_MESSAGES = { not_in_scope: SUBSCRIPTION_ERRORS.notInScope, no_email: SUBSCRIPTION_ERRORS.noEmail, no_mobile: SUBSCRIPTION_ERRORS.noMobile } as const;

/** Keeps the user's choices when their scope and contact allow them (libs/domain subscriptionProblems); otherwise 400 naming each field. */
@CommandHandler(SaveMySubscriptionsCommand)
export class SaveMySubscriptionsHandler implements ICommandHandler<SaveMySubscriptionsCommand, SubscriptionsView> {
  constructor(private readonly subscriptions: SubscriptionsRepository) {}

  async execute({ principal, choices }: SaveMySubscriptionsCommand): Promise<SubscriptionsView> {
    const repository = this.subscriptions;
    const contact = (await repository.contact(principal.userId)) ?? { email: null, mobile: null };
    const scope = ticketScope(principal);
    const problems = subscriptionProblems(choices, scope, contact);
    if (problems.length) {
      throw new ApiError(HttpStatus.BAD_REQUEST, 'ValidationError', GENERIC_ERRORS.validation, problems.map((p) => ({ field: p.field, message: PROBLEM_MESSAGES[p.problem] })));
    }
    const kept = { monthly_brief: choices.monthly_brief, weekly_digest: choices.weekly_digest, alerts: choices.alerts, alerts_sms: choices.alerts_sms, language: choices.language };
    await repository.save(principal.userId, kept, new Date());
    return { ...kept, available: subscribableKinds(scope), brief_scopes: briefScopesOf(scope), has_email: Boolean(contact.email), has_mobile: Boolean(contact.mobile) };
  }
}
