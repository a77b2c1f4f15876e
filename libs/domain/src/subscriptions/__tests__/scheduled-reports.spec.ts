import type { Principal } from '../../access/principal';
import { SAVED_VIEW_PATHS } from '../../menu/saved-views';
import { periodMonth, reportReachOf, SCHEDULED_REPORT_PAGES, scheduledReportPage, scheduledReportPeriod, scheduledReportQuery, type ReportReach, type ScheduledReportPage } from '../scheduled-reports';
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
  it.each<[string, ScheduledReportPage | null]>([
    ['/app/report/ticketkpi', { download: 'kpi', variant: 'ticket' }],
    ['/app/report/salevockpi', { download: 'kpi', variant: 'qvoc', fixedType: 'showroom' }],
    ['/app/report/servicevockpi', { download: 'kpi', variant: 'qvoc', fixedType: 'service' }],
    ['/app/report/quickvoc', { download: 'voc', report: 'quickvoc' }],
    ['/app/report/salevoc', { download: 'voc', report: 'salevoc' }],
    ['/app/report/salevocentity', { download: 'voc', report: 'salevocentity' }],
    ['/app/report/servicevoc', { download: 'voc', report: 'servicevoc' }],
    ['/app/report/servicevocentity', { download: 'voc', report: 'servicevocentity' }],
    ['/app/report/carmodel', { download: 'voc', report: 'carmodel' }],
    ['/app/report/callcenter', { download: 'voc', report: 'callcenter' }],
    ['/app/ticket/survey/report/responserate/showroom', { download: 'responserate', type: 'showroom' }],
    ['/app/ticket/survey/report/responserate/service', { download: 'responserate', type: 'service' }],
    ['/app/report/voice', { download: 'voice' }],
    ['/app/report/pdca/showroom', { download: 'pdca', type: 'sales' }],
    ['/app/report/pdca/service', { download: 'pdca', type: 'service' }],
    ['/app/report/notify/showroom', { download: 'notify', type: 'showroom' }],
    ['/app/report/notify/service', { download: 'notify', type: 'service' }],
    // No download, or a download that may become a background export: not offered.
    ['/app/report/kpisummary', null],
    ['/app/report/caseclosed', null],
    ['/app/report/brief', null],
    ['/app/report/alerts', null],
    ['/app/ticket/survey/report/scores', null],
    ['/app/ticket/survey/showroom', null],
    ['toString', null],
    ['__proto__', null],
  ])('%s', (path, page) => expect(scheduledReportPage(path)).toEqual(page));

  it('every schedulable page is one a view may be saved for', () => {
    expect(Object.keys(SCHEDULED_REPORT_PAGES).filter((path) => !SAVED_VIEW_PATHS.includes(path))).toEqual([]);
  });
});

describe("how far an owner's reports reach", () => {
  const principal = (over: Partial<Principal>): Principal => ({
    userId: 'u',
    name: 'n',
    type: 'csn',
    group: { showroom: true, service: true },
    permission: {} as Principal['permission'],
    dealerRef: null,
    saleAreaCode: null,
    serviceAreaCode: null,
    salesRegion: null,
    serviceRegion: null,
    ...over,
  });
  it.each<[string, Partial<Principal>, ReportReach]>([
    ['head office', { type: 'nissan' }, 'all'],
    ['the call centre', { type: 'callcenter' }, 'all'],
    ['a region manager with a region', { type: 'region_manager', salesRegion: 'REGION 1' as Principal['salesRegion'] }, 'region'],
    ["a region manager whose group's region is unset", { type: 'region_manager', group: { showroom: false, service: true }, salesRegion: 'REGION 1' as Principal['salesRegion'] }, 'none'],
    ['an area manager with an area', { type: 'area_manager', serviceAreaCode: 'S1' }, 'area'],
    ['an area manager without one', { type: 'area_manager' }, 'none'],
    ['dealer staff', { type: 'dealer', dealerRef: 'd' }, 'dealer'],
    ['an external user', { type: 'external' }, 'none'],
  ])('%s', (_case, over, reach) => expect(reportReachOf(principal(over))).toBe(reach));
});

describe("the download query of a view's filters at a period", () => {
  const ticket: ScheduledReportPage = { download: 'kpi', variant: 'ticket' };
  const sale: ScheduledReportPage = { download: 'kpi', variant: 'qvoc', fixedType: 'showroom' };
  const voc = (report: Extract<ScheduledReportPage, { download: 'voc' }>['report']): ScheduledReportPage => ({ download: 'voc', report });
  const responseRate: ScheduledReportPage = { download: 'responserate', type: 'service' };
  const notify: ScheduledReportPage = { download: 'notify', type: 'showroom' };
  const monday = thai('2026-11-09T08:00:00');
  it.each<[string, ScheduledReportPage, string, string, Date, ReportReach, Record<string, string>]>([
    ['the view names its month: kept', ticket, 'year=2026&month=03&region=REGION+1', 'M2026-10', monday, 'all', { year: '2026', month: '03', region: 'REGION 1' }],
    ['no month, monthly: the month that closed', ticket, 'type=service&mode=qvoc', 'M2026-10', monday, 'all', { type: 'service', mode: 'qvoc', year: '2026', month: '10' }],
    ['no month, weekly: the month the page opens on (latest complete)', ticket, '', 'W2026-11-02', monday, 'all', { year: '2026', month: '10' }],
    ['weekly in January: last December', ticket, '', 'W2026-12-29', thai('2027-01-05T08:00:00'), 'all', { year: '2026', month: '12' }],
    ['grouping, page and unknown keys dropped; empty values dropped', ticket, 'group_by=dealer&page=3&evil=1&area_code=&dealer_id=x', 'M2026-10', monday, 'all', { dealer_id: 'x', year: '2026', month: '10' }],
    ['a month without a year: both from the period', ticket, 'month=04', 'M2026-10', monday, 'all', { year: '2026', month: '10' }],
    ['every type is no type; a source outside the mode is let go', ticket, 'type=all&mode=qvoc&source=callcenter', 'M2026-10', monday, 'all', { mode: 'qvoc', year: '2026', month: '10' }],
    ['VOC KPI: its fixed mode and type, no source', sale, 'type=service&mode=overall&source=callcenter&year=2026&month=9', 'M2026-10', monday, 'all', { type: 'showroom', mode: 'qvoc', year: '2026', month: '9' }],
    ['Quick VOC, head office: by region', voc('quickvoc'), 'year=2026&month=09', 'W2026-11-02', monday, 'all', { year: '2026', month: '09', by: 'region', report: 'quickvoc' }],
    ['Quick VOC, a region manager: by area', voc('quickvoc'), '', 'W2026-11-02', monday, 'region', { year: '2026', month: '10', by: 'area', report: 'quickvoc' }],
    ['Quick VOC, a dealer: month by month', voc('quickvoc'), '', 'W2026-11-02', monday, 'dealer', { year: '2026', month: '10', by: 'month', report: 'quickvoc' }],
    ['Quick VOC drilled into an area: its dealers', voc('quickvoc'), 'region=REGION+1&area_code=S1&group_by=region', 'W2026-11-02', monday, 'all', { region: 'REGION 1', area_code: 'S1', year: '2026', month: '10', by: 'dealer', report: 'quickvoc' }],
    ['Quick VOC of one dealer: month by month', voc('quickvoc'), 'dealer_id=d1', 'W2026-11-02', monday, 'all', { dealer_id: 'd1', year: '2026', month: '10', by: 'month', report: 'quickvoc' }],
    ['sales VOC: showroom, by outlet', voc('salevoc'), 'type=service&by=entity', 'M2026-10', monday, 'all', { type: 'showroom', year: '2026', month: '10', by: 'dealer', report: 'salevoc' }],
    ['service VOC by entity', voc('servicevocentity'), '', 'M2026-10', monday, 'all', { type: 'service', year: '2026', month: '10', by: 'entity', report: 'servicevocentity' }],
    ['car model: the grouping chosen', voc('carmodel'), 'by=segment', 'M2026-10', monday, 'all', { year: '2026', month: '10', by: 'segment', report: 'carmodel' }],
    ['car model: a grouping it does not offer takes its first', voc('carmodel'), 'by=region', 'M2026-10', monday, 'all', { year: '2026', month: '10', by: 'car_model', report: 'carmodel' }],
    ['call centre: its mode whatever the address says, no source', voc('callcenter'), 'mode=qvoc&source=survey&by=month', 'M2026-10', monday, 'all', { mode: 'callcenter', year: '2026', month: '10', by: 'month', report: 'callcenter' }],
    ['voice: its filters, no mode or grouping', { download: 'voice' }, 'type=service&source=survey&mode=qvoc&group_by=dealer&period=3months', 'W2026-11-02', monday, 'all', { type: 'service', source: 'survey', period: '3months', year: '2026', month: '10' }],
    ['response rate, weekly, no dates: the rolling three months the page opens on', responseRate, 'region=REGION+2', 'W2026-11-02', monday, 'all', { type: 'service', from: '2026-09-01', to: '2026-11-09', group_by: 'area', region: 'REGION 2' }],
    ['response rate, monthly, no dates: the month that closed', responseRate, '', 'M2026-10', monday, 'area', { type: 'service', from: '2026-10-01', to: '2026-10-31', group_by: 'dealer' }],
    ['response rate: the dates named are kept, the type is the page\'s', responseRate, 'type=showroom&from=2026-01-01&to=2026-03-31&dealer_id=d1', 'M2026-10', monday, 'all', { type: 'service', from: '2026-01-01', to: '2026-03-31', group_by: 'dealer', dealer_id: 'd1' }],
    ['response rate across the year', responseRate, '', 'W2026-12-29', thai('2027-01-05T08:00:00'), 'all', { type: 'service', from: '2026-11-01', to: '2027-01-05', group_by: 'region' }],
    ['notifications, weekly: the month to the day', notify, 'channel=sms&group_by=dealer', 'W2026-11-02', monday, 'all', { type: 'showroom', from_notified_date: '2026-11-01', to_notified_date: '2026-11-09', group_by: 'dealer', channel: 'sms' }],
    ['notifications, monthly (February): its days; an unknown channel or grouping let go', notify, 'channel=fax&group_by=entity', 'M2027-02', thai('2027-03-09T08:00:00'), 'all', { type: 'showroom', from_notified_date: '2027-02-01', to_notified_date: '2027-02-28', group_by: 'region' }],
    ['PDCA: its type only (the page keeps no filter in its address)', { download: 'pdca', type: 'sales' }, 'from_created_date=2026-01-01&state=late', 'M2026-10', monday, 'all', { type: 'sales' }],
  ])('%s', (_case, page, viewQuery, period, now, reach, query) => {
    expect(scheduledReportQuery(page, viewQuery, period, now, reach)).toEqual(query);
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
