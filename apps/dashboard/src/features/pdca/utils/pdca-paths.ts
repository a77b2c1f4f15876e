import type { TicketType } from '@voc/domain';

/** The plan page of a branch, type and month (YYYY-MM), under the work page. */
export function pdcaPlanPath(key: { dealer: string; type: TicketType; month: string }): string {
  return `/app/pdca/plan?${new URLSearchParams({ dealer: key.dealer, type: key.type, month: key.month.slice(0, 7) }).toString()}`;
}

/** The plan's key from the page address, or null when it is incomplete or malformed. */
export function pdcaPlanKeyOf(search: URLSearchParams): { dealer: string; type: TicketType; month: string } | null {
  const dealer = search.get('dealer') ?? '';
  const type = search.get('type');
  const month = search.get('month') ?? '';
  if (!/^[0-9a-f-]{36}$/i.test(dealer) || (type !== 'showroom' && type !== 'service') || !/^\d{4}-\d{2}$/.test(month)) return null;
  return { dealer, type, month };
}
