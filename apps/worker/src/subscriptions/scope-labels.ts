import { parseBriefScope, type SubscriptionLanguage, type TicketScope } from '@voc/domain';

/** A brief scope (`network`, `region-R`, `area-A`: brief-scope.ts) as the mail names it. */
export function briefScopeLabel(scope: string, lang: SubscriptionLanguage): string {
  const place = parseBriefScope(scope);
  if (!place) return scope;
  if (place.level === 'network') return lang === 'th' ? 'ทั้งเครือข่าย' : 'Network';
  if (place.level === 'region') return lang === 'th' ? `ภาค ${place.region}` : `Region ${place.region}`;
  return lang === 'th' ? `เขต ${place.areaCode}` : `Area ${place.areaCode}`;
}

/** A subscriber's ticket scope as the digest names it (`dealerLabel`: the dealer's code and name). */
export function ticketScopeLabel(scope: TicketScope, lang: SubscriptionLanguage, dealerLabel: string | null): string {
  switch (scope.kind) {
    case 'all':
      return briefScopeLabel('network', lang);
    case 'region':
    case 'area':
      return [...new Set(Object.values(scope.byType))].map((code) => briefScopeLabel(`${scope.kind}-${code}`, lang)).join(', ');
    case 'dealer':
      return dealerLabel ?? scope.dealerRef;
    case 'none':
      return '-';
  }
}
