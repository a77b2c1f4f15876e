import { periodMonth, scheduledReportPage, scheduledReportPeriod, scheduledReportQuery } from '../scheduled-reports';
import { scheduledReportMailText } from '../subscription-mail-texts';

const thai = (local: string) => new Date(`${local}+07:00`);

describe('which period a schedule owes a file for', () => {
  it.each<[string, 'weekly' | 'monthly', string, number, string | null]>([
    ['weekly, Monday 08:00 Bangkok: the week that just ended', 'weekly', '2026-11-09T08:00:00', 5, 'W2026-11-02'],
    ['weekly, Monday 07:59: not yet', 'weekly', '2026-11-09T07:59:59', 5, null],
    ['weekly, Monday 23:59: still owed (a missed 08:00 is made good)', 'weekly', '2026-11-09T23:59:59', 5, 'W2026-11-02'],
    ['weekly, Tuesday: nothing', 'weekly', '2026-11-10T09:00:00', 5, null],
    ['weekly, across the year', 'weekly', '2027-01-04T08:30:00', 5, 'W2026-12-28'],
    ['monthly, the instant October closes (close day 5)', 'monthly', '2026-11-06T00:00:00', 5, 'M2026-10'],
    ['monthly, just before the close', 'monthly', '2026-11-05T23:59:59', 5, null],
    ['monthly, 9 days after the close', 'monthly', '2026-11-15T00:00:00', 5, 'M2026-10'],
    ['monthly, 10 days after: over (a late subscriber waits for the next close)', 'monthly', '2026-11-16T00:00:00', 5, null],
    ['monthly, December closes in January', 'monthly', '2027-01-06T01:00:00', 5, 'M2026-12'],
  ])('%s', (_case, schedule, at, closeDay, period) => {
    expect(scheduledReportPeriod(schedule, thai(at), closeDay)).toBe(period);
  });

  it.each<[string, string | null]>([
    ['M2026-10', '2026-10'],
    ['W2026-11-02', null],
    ['M2026-1', null],
    ['2026-10', null],
  ])('the month of period %s', (period, month) => expect(periodMonth(period)).toBe(month));
});

describe('which pages a view may be scheduled for', () => {
  it.each<[string, ReturnType<typeof scheduledReportPage>]>([
    ['/app/report/ticketkpi', { variant: 'ticket' }],
    ['/app/report/salevockpi', { variant: 'qvoc', fixedType: 'showroom' }],
    ['/app/report/servicevockpi', { variant: 'qvoc', fixedType: 'service' }],
    ['/app/report/kpisummary', null],
    ['/app/ticket/survey/showroom', null],
    ['toString', null],
    ['__proto__', null],
  ])('%s', (path, page) => expect(scheduledReportPage(path)).toEqual(page));
});

describe("the download query of a view's filters at a period", () => {
  const ticket = { variant: 'ticket' } as const;
  const sale = { variant: 'qvoc', fixedType: 'showroom' } as const;
  const monday = thai('2026-11-09T08:00:00');
  it.each<[string, typeof ticket | typeof sale, string, string, Date, Record<string, string>]>([
    ['the view names its month: kept', ticket, 'year=2026&month=03&region=REGION+1', 'M2026-10', monday, { year: '2026', month: '03', region: 'REGION 1' }],
    ['no month, monthly: the month that closed', ticket, 'type=service&mode=qvoc', 'M2026-10', monday, { type: 'service', mode: 'qvoc', year: '2026', month: '10' }],
    ['no month, weekly: the month the page opens on (latest complete)', ticket, '', 'W2026-11-02', monday, { year: '2026', month: '10' }],
    ['weekly in January: last December', ticket, '', 'W2026-12-29', thai('2027-01-05T08:00:00'), { year: '2026', month: '12' }],
    ['grouping, page and unknown keys dropped; empty values dropped', ticket, 'group_by=dealer&page=3&evil=1&area_code=&dealer_id=x', 'M2026-10', monday, { dealer_id: 'x', year: '2026', month: '10' }],
    ['a month without a year: both from the period', ticket, 'month=04', 'M2026-10', monday, { year: '2026', month: '10' }],
    ['VOC KPI: its fixed mode and type, no source', sale, 'type=service&mode=overall&source=callcenter&year=2026&month=9', 'M2026-10', monday, { type: 'showroom', mode: 'qvoc', year: '2026', month: '9' }],
  ])('%s', (_case, page, viewQuery, period, now, query) => {
    expect(scheduledReportQuery(page, viewQuery, period, now)).toEqual(query);
  });
});

describe('the scheduled report mail', () => {
  it.each<['th' | 'en', string, RegExp, RegExp]>([
    ['th', 'M2026-10', /ประจำเดือน 2026-10/, /ยกเลิกการรับได้ที่: https:\/\/u/],
    ['en', 'W2026-11-02', /for the week from 2026-11-02/, /Unsubscribe: https:\/\/u/],
  ])('%s %s', (lang, period, subject, footer) => {
    const text = scheduledReportMailText(lang, { viewName: 'R1 KPI', period, fileName: 'TICKET_KPI_091126.xlsx', link: 'https://x/app/report/ticketkpi?region=R1' }, 'https://u');
    expect(text.subject).toMatch(subject);
    expect(text.subject).toContain('R1 KPI');
    expect(text.body).toContain('TICKET_KPI_091126.xlsx');
    expect(text.body).toContain('https://x/app/report/ticketkpi?region=R1');
    expect(text.body).toMatch(footer);
  });
});
