import type { SubscriptionLanguage, TicketScope } from '@voc/domain';

/** A brief scope (`network`, `region:R`, `area:A`) as the mail names it. */
export function briefScopeLabel(scope: string, lang: SubscriptionLanguage): string {
  if (scope === 'network') return lang === 'th' ? 'ทั้งเครือข่าย' : 'Network';
  const [level, code] = scope.split(':');
  if (level === 'region') return lang === 'th' ? `ภาค ${code}` : `Region ${code}`;
  return lang === 'th' ? `เขต ${code}` : `Area ${code}`;
}

/** A subscriber's ticket scope as the digest names it (`dealerLabel`: the dealer's code and name). */
export function ticketScopeLabel(scope: TicketScope, lang: SubscriptionLanguage, dealerLabel: string | null): string {
  switch (scope.kind) {
    case 'all':
      return briefScopeLabel('network', lang);
    case 'region':
    case 'area':
      return [...new Set(Object.values(scope.byType))].map((code) => briefScopeLabel(`${scope.kind}:${code}`, lang)).join(', ');
    case 'dealer':
      return dealerLabel ?? scope.dealerRef;
    case 'none':
      return '-';
  }
}
