// @voc/contracts' class-transformer decorators need the Reflect metadata API at load.
import 'reflect-metadata';
import type { FieldErrors, ResolverOptions } from 'react-hook-form';
import { type DealerFormValues, blankDealerFormValues } from '../dealer-form-values';
import { dealerFormResolver } from '../dealer-form-resolver';

const OPTIONS = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<DealerFormValues>;

function valid(): DealerFormValues {
  return {
    ...blankDealerFormValues(),
    dealer_id: '1099',
    dealer_code: 'D1099',
    dealer_name: 'นิสสัน ทดสอบ',
    dealer_name_en: 'Nissan Test',
    branch_name: 'สาขาหลัก',
    branch_name_en: 'Head office',
    dealer_sales_region: 'Region2',
    sale_area_code: 'R2-1',
    dealer_service_region: 'Region2',
    service_area_code: 'R2-4',
  };
}

async function errorsOf(values: DealerFormValues, mode: 'create' | 'edit' = 'create'): Promise<FieldErrors<DealerFormValues>> {
  return (await dealerFormResolver(mode)(values, undefined, OPTIONS)).errors;
}

const messageAt = (errors: FieldErrors<DealerFormValues>, path: string) =>
  path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], errors) as { message?: string } | undefined;

describe('dealer form checks (the shared DTO plus open days)', () => {
  it.each(['create', 'edit'] as const)('passes a complete dealer (%s)', async (mode) => {
    expect(await errorsOf(valid(), mode)).toEqual({});
  });

  it.each<[string, (v: DealerFormValues) => void, string, string]>([
    ['a missing code', (v) => (v.dealer_code = ' '), 'dealer_code', 'errors.field.required'],
    ['a missing English branch name', (v) => (v.branch_name_en = ''), 'branch_name_en', 'errors.field.required'],
    ['a missing sales region', (v) => ((v.dealer_sales_region = ''), (v.sale_area_code = '')), 'dealer_sales_region', 'errors.field.required'],
    ['an area outside its region', (v) => (v.service_area_code = 'R3-1'), 'service_area_code', 'errors.dealer.areaNotInRegion'],
    ['closing before opening', (v) => (v.working_hours.saturday = { is_open: true, open: '15:00', close: '09:00' }), 'working_hours.saturday', 'errors.dealer.hoursOrder'],
    ['an opening time alone', (v) => (v.working_hours.sunday = { is_open: true, open: '09:00', close: '' }), 'working_hours.sunday', 'errors.dealer.hoursIncomplete'],
    ['an open day without hours', (v) => (v.working_hours.monday_to_friday = { is_open: true, open: '', close: '' }), 'working_hours.monday_to_friday', 'errors.dealer.hoursIncomplete'],
    ['a time not HH:mm', (v) => (v.working_hours.saturday = { is_open: true, open: '9:00', close: '15:00' }), 'working_hours.saturday.open', 'errors.dealer.timeFormat'],
  ])('names %s on its field', async (_case, spoil, path, message) => {
    const values = valid();
    spoil(values);
    expect(messageAt(await errorsOf(values), path)?.message).toBe(message);
  });

  it('does not check the times of a closed day', async () => {
    const values = valid();
    values.working_hours.sunday = { is_open: false, open: '25:00', close: 'x' };
    expect(await errorsOf(values)).toEqual({});
  });
});
