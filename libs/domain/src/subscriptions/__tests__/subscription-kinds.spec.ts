import type { TicketScope } from '../../access/ticket-scope';
import { briefScopesOf, NO_SUBSCRIPTIONS, subscribableKinds, subscriptionProblems, type SubscriptionChoices } from '../subscription-kinds';

const all: TicketScope = { kind: 'all', types: ['showroom', 'service'] };
const region: TicketScope = { kind: 'region', byType: { showroom: 'R1', service: 'R2' } };
const area: TicketScope = { kind: 'area', byType: { showroom: 'A01', service: 'A01' } };
const dealer: TicketScope = { kind: 'dealer', dealerRef: 'd1', types: ['showroom'] };
const none: TicketScope = { kind: 'none' };

describe('what a user may subscribe to in their scope', () => {
  it.each<[string, TicketScope, string[], string[]]>([
    ['head office: the network', all, ['network'], ['monthly_brief', 'weekly_digest', 'alerts']],
    ['a region manager of two regions: both', region, ['region-R1', 'region-R2'], ['monthly_brief', 'weekly_digest', 'alerts']],
    ['an area manager: the area once', area, ['area-A01'], ['monthly_brief', 'weekly_digest', 'alerts']],
    ['a dealer: no brief', dealer, [], ['weekly_digest', 'alerts']],
    ['no scope: nothing', none, [], []],
  ])('%s', (_case, scope, briefs, kinds) => {
    expect(briefScopesOf(scope)).toEqual(briefs);
    expect(subscribableKinds(scope)).toEqual(kinds);
  });

  const choose = (change: Partial<SubscriptionChoices>): SubscriptionChoices => ({ ...NO_SUBSCRIPTIONS, ...change });
  const contact = { email: 'a@b.co', mobile: '0812345678' };

  it.each<[string, SubscriptionChoices, TicketScope, { email: string | null; mobile: string | null }, string[]]>([
    ['nothing chosen', NO_SUBSCRIPTIONS, none, contact, []],
    ['everything, head office', choose({ monthly_brief: true, weekly_digest: true, alerts: true, alerts_sms: true }), all, contact, []],
    ['a dealer asks for the brief', choose({ monthly_brief: true }), dealer, contact, ['monthly_brief:not_in_scope']],
    ['no scope asks for the digest', choose({ weekly_digest: true }), none, contact, ['weekly_digest:not_in_scope']],
    ['SMS without a mobile', choose({ alerts: true, alerts_sms: true }), area, { email: 'a@b.co', mobile: null }, ['alerts_sms:no_mobile']],
    ['mail without an email', choose({ alerts: true }), area, { email: null, mobile: null }, ['alerts:no_email']],
  ])('%s', (_case, choices, scope, who, problems) => {
    expect(subscriptionProblems(choices, scope, who).map((p) => `${p.field}:${p.problem}`)).toEqual(problems);
  });
});
