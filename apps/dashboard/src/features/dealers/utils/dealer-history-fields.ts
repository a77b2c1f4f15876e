import type { AuditValue } from '@voc/contracts';
import { DEALER_STATUSES, GEO_REGIONS, WEEKDAY_GROUPS, type WeekdayGroup, regionLabel } from '@voc/domain';
import type { TFunction } from 'i18next';
import { isDealerRegion } from '../../../lib/area-options';
import { DEALER_FIELDS } from './dealer-fields';

type DealerField = (typeof DEALER_FIELDS)[number];

const HOURS_FIELDS = WEEKDAY_GROUPS.flatMap((group) => [`working_hours.${group}.open`, `working_hours.${group}.close`]);

/** History rows follow the form: names, placement, working hours day by day, then the managers. */
export const DEALER_HISTORY_ORDER: readonly string[] = [...DEALER_FIELDS.slice(0, 14), ...HOURS_FIELDS, ...DEALER_FIELDS.slice(14)];

const isDealerField = (field: string): field is DealerField => (DEALER_FIELDS as readonly string[]).includes(field);
const isWeekdayGroup = (value: string): value is WeekdayGroup => (WEEKDAY_GROUPS as readonly string[]).includes(value);
const HOURS_FIELD = /^working_hours\.([a-z_]+)\.(open|close)$/;

/** A changed field's label: "Saturday · opens at" for working hours, the field's own label otherwise. */
export function dealerFieldLabel(t: TFunction, field: string): string {
  const hours = HOURS_FIELD.exec(field);
  if (hours && isWeekdayGroup(hours[1])) {
    return `${t(`dealers.day.${hours[1]}`)} · ${t(hours[2] === 'open' ? 'dealers.hours.opensAt' : 'dealers.hours.closesAt')}`;
  }
  return isDealerField(field) ? t(`dealers.field.${field}`) : field;
}

/** A recorded value as shown on the page (REGION 3, a status or geographic region by name); undefined: as it is. */
export function dealerValueText(t: TFunction, field: string, value: AuditValue): string | undefined {
  if (typeof value !== 'string') return undefined;
  if ((field === 'dealer_sales_region' || field === 'dealer_service_region') && isDealerRegion(value)) return regionLabel(value);
  if (field === 'status' && (DEALER_STATUSES as readonly string[]).includes(value)) return t(`dealers.status.${value as (typeof DEALER_STATUSES)[number]}`);
  if (field === 'dealer_region' && (GEO_REGIONS as readonly string[]).includes(value)) return t(`geoRegion.${value as (typeof GEO_REGIONS)[number]}`);
  return undefined;
}
