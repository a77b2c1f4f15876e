import type { TicketType } from '@voc/domain';
import { type NetworkPlace, changePlace } from './network-place';
import { areaOptions } from './report-filters';

/**
 * A change of a typed place (the voice and survey scores filters): the place's cascade, and an
 * area the new type has not let go with its dealer (sale and service areas are numbered apart).
 */
export function changeTypedPlace<T extends NetworkPlace & { type: TicketType | '' }>(current: T, patch: Partial<T>): T {
  const next = { ...current, ...patch, ...changePlace(current, patch) };
  if (patch.type && next.area_code && !areaOptions(patch.type, '').includes(next.area_code)) Object.assign(next, { area_code: '', dealer_id: '' });
  return next;
}
