import type { ReportReach } from '../../subscriptions/scheduled-reports';
import { type ReportDownloadPage, reportDownloadQuery } from '../report-download-query';

const opening = { today: '2026-11-09', closed: null };

describe('reportDownloadQuery: a report page\'s download for the filters it shows', () => {
  it.each<[string, ReportDownloadPage, string, ReportReach, Record<string, string>]>([
    // The ticket KPI page (moved from the dashboard's kpiSpreadsheetParams table).
    ['KPI: one month, every source', { download: 'kpi', variant: 'ticket' }, 'year=2026&month=10&period=monthly&mode=overall', 'all', { year: '2026', month: '10', period: 'monthly', mode: 'overall' }],
    ['KPI: three months', { download: 'kpi', variant: 'ticket' }, 'year=2026&month=1&period=3months&mode=overall', 'all', { year: '2026', month: '1', period: '3months', mode: 'overall' }],
    ['KPI: Q-VOC', { download: 'kpi', variant: 'ticket' }, 'year=2026&month=10&period=monthly&mode=qvoc', 'all', { year: '2026', month: '10', period: 'monthly', mode: 'qvoc' }],
    [
      'KPI: a source, a type, a region, an area and a dealer; never the grouping',
      { download: 'kpi', variant: 'ticket' },
      'year=2026&month=10&period=monthly&mode=overall&source=hotsheet&type=service&region=Region1&area_code=R1-1&dealer_id=d-1&group_by=month',
      'all',
      { year: '2026', month: '10', period: 'monthly', mode: 'overall', source: 'hotsheet', type: 'service', region: 'Region1', area_code: 'R1-1', dealer_id: 'd-1' },
    ],
    ['VOC KPI: its mode and type', { download: 'kpi', variant: 'qvoc', fixedType: 'service' }, 'year=2026&month=10&period=monthly&mode=overall&source=hotsheet', 'all', { year: '2026', month: '10', period: 'monthly', mode: 'qvoc', type: 'service' }],
    // The VOC pages (moved from the dashboard's vocExportParams case).
    ['sales VOC by entity: what the page shows, naming the report', { download: 'voc', report: 'salevocentity' }, 'year=2026&month=3&period=ytd&mode=overall', 'all', { report: 'salevocentity', year: '2026', month: '3', period: 'ytd', mode: 'overall', type: 'showroom', by: 'entity' }],
    ['Quick VOC of a region manager: by area', { download: 'voc', report: 'quickvoc' }, 'year=2026&month=3&period=monthly&mode=overall', 'region', { report: 'quickvoc', year: '2026', month: '3', period: 'monthly', mode: 'overall', by: 'area' }],
    ['car model by segment', { download: 'voc', report: 'carmodel' }, 'year=2026&month=3&period=monthly&mode=overall&by=segment', 'all', { report: 'carmodel', year: '2026', month: '3', period: 'monthly', mode: 'overall', by: 'segment' }],
    ['response rate: its dates and place, rows below the place', { download: 'responserate', type: 'showroom' }, 'from=2026-01-01&to=2026-03-31&region=Region2', 'all', { type: 'showroom', from: '2026-01-01', to: '2026-03-31', group_by: 'area', region: 'Region2' }],
    ['notifications: the dates, channel and grouping', { download: 'notify', type: 'service' }, 'from=2026-11-01&to=2026-11-09&channel=email&group_by=area', 'all', { type: 'service', from_notified_date: '2026-11-01', to_notified_date: '2026-11-09', group_by: 'area', channel: 'email' }],
    ['voice: its filters', { download: 'voice' }, 'period=monthly&year=2026&month=10&type=service', 'all', { period: 'monthly', year: '2026', month: '10', type: 'service' }],
    ['PDCA: the form\'s dates and state', { download: 'pdca', type: 'service' }, 'from_created_date=2026-01-01&to_created_date=2026-06-30&state=late&year=2026', 'all', { type: 'service', from_created_date: '2026-01-01', to_created_date: '2026-06-30', state: 'late' }],
    ['PDCA without filters: its default report', { download: 'pdca', type: 'sales' }, '', 'all', { type: 'sales' }],
    [
      'case closed: the month, type, source and dealer (no region, area or period)',
      { download: 'caseclosed' },
      'year=2026&month=10&period=ytd&mode=overall&type=service&source=hotsheet&region=Region1&area_code=R1-1&dealer_id=d-1',
      'all',
      { month: '10', year: '2026', type: 'service', source: 'hotsheet', dealer_id: 'd-1' },
    ],
    ['case closed: every type is no type; an unknown source let go; no month, the page\'s (latest complete)', { download: 'caseclosed' }, 'type=all&source=fax', 'all', { month: '10', year: '2026' }],
  ])('%s', (_case, page, filters, reach, query) => {
    expect(reportDownloadQuery(page, filters, reach, opening)).toEqual(query);
  });
});
