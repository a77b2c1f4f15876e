// @voc/contracts' class-transformer decorators need the Reflect metadata API at load.
import 'reflect-metadata';
import type { DealerView } from '@voc/contracts';
import { blankDealerFormValues, dayHoursOf, dealerBodyOf, dealerFormValuesOf, hoursText, openDaysWithoutHours } from '../dealer-form-values';

const DEALER: DealerView = {
  _id: '3f2b7a9e-1c4d-4e5f-8a6b-7c8d9e0f1a2b',
  dealer_id: '1005',
  dealer_code: 'D0005',
  dealer_name: 'นิสสัน สยาม',
  dealer_name_en: 'Nissan Siam',
  branch_name: 'สาขาบางนา',
  branch_name_en: 'Bang Na',
  status: 'normal',
  sale_area_code: 'R1-2',
  service_area_code: 'R1-3',
  dealer_sales_region: 'Region1',
  dealer_service_region: 'Region1',
  dealer_region: 'G.BANGKOK',
  dealer_province: 'กรุงเทพมหานคร',
  dealer_province_en: 'Bangkok',
  sale_area_manager_name: 'สมศักดิ์',
  sale_manager_name: null,
  service_area_manager_name: 'วิไล',
  service_manager_name: null,
  working_hours: { monday_to_friday: { open: '08:30', close: '17:30' }, saturday: { open: '09:00', close: '12:00' }, sunday: { open: null, close: null } },
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-02T00:00:00.000Z',
};

describe('dealer form values ↔ api body', () => {
  it('fills the edit form from a dealer, blanks for nothing, closed days unticked', () => {
    const values = dealerFormValuesOf(DEALER);
    expect(values).toMatchObject({ dealer_code: 'D0005', dealer_region: 'G.BANGKOK', sale_manager_name: '', service_area_manager_name: 'วิไล' });
    expect(values.working_hours).toEqual({
      monday_to_friday: { is_open: true, open: '08:30', close: '17:30' },
      saturday: { is_open: true, open: '09:00', close: '12:00' },
      sunday: { is_open: false, open: '', close: '' },
    });
  });

  it('sends back what it was filled with (an unchanged form changes nothing)', () => {
    const { _id: _i, created_at: _c, updated_at: _u, ...fields } = DEALER;
    expect(dealerBodyOf(dealerFormValuesOf(DEALER))).toEqual(fields);
  });

  it('sends blank optional fields as none and a geographic region not chosen as null', () => {
    const body = dealerBodyOf({ ...blankDealerFormValues(), dealer_province: '  ', sale_manager_name: ' ' });
    expect(body).toMatchObject({ dealer_region: null, dealer_province: null, dealer_province_en: null, sale_manager_name: null, status: 'normal' });
    expect(body.working_hours).toEqual({ monday_to_friday: { open: null, close: null }, saturday: { open: null, close: null }, sunday: { open: null, close: null } });
  });

  it('keeps a required region not chosen as empty, so the check names it', () => {
    expect(dealerBodyOf(blankDealerFormValues())).toMatchObject({ dealer_sales_region: '', sale_area_code: '', dealer_code: '' });
  });

  it.each<[string, { is_open: boolean; open: string; close: string }, { open: string | null; close: string | null }]>([
    ['an open day with its times', { is_open: true, open: '09:00', close: '15:00' }, { open: '09:00', close: '15:00' }],
    ['a closed day drops the times it had', { is_open: false, open: '09:00', close: '15:00' }, { open: null, close: null }],
    ['an open day with one time keeps the gap, for the check to name it', { is_open: true, open: '09:00', close: '' }, { open: '09:00', close: null }],
  ])('day hours: %s', (_case, day, expected) => {
    expect(dayHoursOf(day)).toEqual(expected);
  });

  it('names the days marked open without any time', () => {
    const values = blankDealerFormValues();
    values.working_hours.saturday = { is_open: true, open: '', close: '' };
    values.working_hours.sunday = { is_open: true, open: '', close: '12:00' };
    expect(openDaysWithoutHours(values)).toEqual(['saturday']);
  });

  it.each([
    [{ open: '09:00', close: '15:00' }, '09:00–15:00'],
    [{ open: null, close: null }, null],
    [undefined, null],
  ])('hours text of %o', (day, expected) => {
    expect(hoursText(day)).toBe(expected);
  });
});
