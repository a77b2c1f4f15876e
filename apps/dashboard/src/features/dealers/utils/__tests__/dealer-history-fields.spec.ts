// @voc/contracts' class-transformer decorators need the Reflect metadata API at load.
import 'reflect-metadata';
import type { TFunction } from 'i18next';
import { DEALER_HISTORY_ORDER, dealerFieldLabel, dealerValueText } from '../dealer-history-fields';

/** Answers the key itself, so the tests read which text is looked up. */
const t = ((key: string) => key) as unknown as TFunction;

describe('dealer history labels', () => {
  it.each([
    ['dealer_code', 'dealers.field.dealer_code'],
    ['sale_area_manager_name', 'dealers.field.sale_area_manager_name'],
    ['working_hours.saturday.open', 'dealers.day.saturday · dealers.hours.opensAt'],
    ['working_hours.monday_to_friday.close', 'dealers.day.monday_to_friday · dealers.hours.closesAt'],
    ['working_hours.holiday.open', 'working_hours.holiday.open'],
    ['owner', 'owner'],
  ])('%s → %s', (field, expected) => {
    expect(dealerFieldLabel(t, field)).toBe(expected);
  });

  it.each<[string, string | number | boolean | null, string | undefined]>([
    ['dealer_sales_region', 'Region3', 'REGION 3'],
    ['dealer_service_region', 'Region1', 'REGION 1'],
    ['status', 'closed', 'dealers.status.closed'],
    ['dealer_region', 'NORTH-EAST', 'geoRegion.NORTH-EAST'],
    ['dealer_region', 'MOON', undefined],
    ['dealer_sales_region', 'Region9', undefined],
    ['sale_area_code', 'R3-2', undefined],
    ['status', null, undefined],
  ])('%s = %p reads %p', (field, value, expected) => {
    expect(dealerValueText(t, field, value)).toBe(expected);
  });

  it('orders the history like the form: placement, then the hours day by day, then the managers', () => {
    const at = (field: string) => DEALER_HISTORY_ORDER.indexOf(field);
    expect(at('dealer_province_en')).toBeLessThan(at('working_hours.monday_to_friday.open'));
    expect(at('working_hours.monday_to_friday.open')).toBeLessThan(at('working_hours.monday_to_friday.close'));
    expect(at('working_hours.monday_to_friday.close')).toBeLessThan(at('working_hours.saturday.open'));
    expect(at('working_hours.sunday.close')).toBeLessThan(at('sale_area_manager_name'));
    expect(DEALER_HISTORY_ORDER).toHaveLength(24);
  });
});
