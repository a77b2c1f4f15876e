import { currentMonth, notifyDateErrors, notifyFiltersFromSearch, notifyQueryOf, searchFromNotifyFilters, type NotifyFilters } from '../notify-filters';

const filters = (over: Partial<NotifyFilters> = {}): NotifyFilters => ({ from: '2026-11-01', to: '2026-11-25', channel: '', group_by: 'region', ...over });

describe('notify report filters', () => {
  it.each<[string, Partial<NotifyFilters>, Record<string, string>]>([
    ['a good range', {}, {}],
    ['no from', { from: '' }, { from: 'errors.field.required' }],
    ['a day that does not exist', { to: '2026-02-30' }, { to: 'errors.field.date' }],
    ['to before from', { from: '2026-11-10', to: '2026-11-01' }, { to: 'errors.field.dateOrder' }],
    ['longer than the report allows', { from: '2024-01-01', to: '2026-11-01' }, { to: 'errors.field.rangeTooLong' }],
  ])('%s', (_name, over, expected) => {
    expect(notifyDateErrors(filters(over))).toEqual(expected);
  });

  it('sends nothing while the dates are wrong, and only the chosen channel', () => {
    expect(notifyQueryOf('service', filters({ to: '' }))).toBeNull();
    expect(notifyQueryOf('service', filters())).toEqual({ type: 'service', from_notified_date: '2026-11-01', to_notified_date: '2026-11-25', group_by: 'region' });
    expect(notifyQueryOf('showroom', filters({ channel: 'sms', group_by: 'dealer' }))).toMatchObject({ channel: 'sms', group_by: 'dealer' });
  });

  it('keeps the filters in the address and reads them back; unknown values fall back', () => {
    const search = searchFromNotifyFilters(filters({ channel: 'email', group_by: 'area' }));
    expect(search.toString()).toBe('from=2026-11-01&to=2026-11-25&channel=email&group_by=area');
    expect(notifyFiltersFromSearch(search, currentMonth('2026-11-25'))).toEqual(filters({ channel: 'email', group_by: 'area' }));
    expect(notifyFiltersFromSearch(new URLSearchParams('channel=fax&group_by=galaxy'), currentMonth('2026-11-25'))).toEqual(filters());
  });
});
