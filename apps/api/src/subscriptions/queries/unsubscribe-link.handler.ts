import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { verifyUnsubscribeToken } from '@voc/notifications';
import { API_CONFIG, type ApiConfig } from '../../config/api-config';
import type { UnsubscribeOutcome } from '../services/unsubscribe-outcome';
import { UnsubscribeLinkQuery } from './unsubscribe-link.query';

/** Checks the link's signature only: the page asks before anything changes. */
@QueryHandler(UnsubscribeLinkQuery)
export class UnsubscribeLinkHandler implements IQueryHandler<UnsubscribeLinkQuery, UnsubscribeOutcome> {
  constructor(@Inject(API_CONFIG) private readonly config: ApiConfig) {}

  async execute({ token }: UnsubscribeLinkQuery): Promise<UnsubscribeOutcome> {
    const secret = this.config.subscriptionMail.unsubscribeSecret;
    if (!secret) return { ok: false, reason: 'disabled' };
    const claim = verifyUnsubscribeToken(secret, token);
    return claim ? { ok: true, kind: claim.kind } : { ok: false, reason: 'invalid' };
  }
}
