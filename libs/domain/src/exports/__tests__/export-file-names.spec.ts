import {
  caseClosedFileName,
  ddmmyy,
  ddmmyyyy,
  hotsheetProblemsFileName,
  hotsheetTemplateFileName,
  notifyFileName,
  pdcaFileName,
  qvocKpiFileName,
  responseRateFileName,
  ticketKpiFileName,
  ticketsFileName,
} from '../export-file-names';

// 22 November 2026, 10:00 in Bangkok.
const NOW = new Date('2026-11-22T03:00:00Z');

describe('export file names (SPEC.md §9)', () => {
  it.each([
    ['tickets: service is aftersales, survey is qvoc', () => ticketsFileName({ type: 'service', source: 'survey' }, NOW), 'tickets_aftersales_qvoc_22112026.xlsx'],
    ['tickets: showroom call centre', () => ticketsFileName({ type: 'showroom', source: 'callcenter' }, NOW), 'tickets_showroom_callcenter_22112026.xlsx'],
    ['tickets: hotsheet import', () => ticketsFileName({ type: 'showroom', source: 'hotsheet_import' }, NOW), 'tickets_showroom_hotsheet_import_22112026.xlsx'],
    ['tickets: the hot-alert list', () => ticketsFileName({ type: 'service', source: 'hot_alert' }, NOW), 'tickets_aftersales_hot_alert_22112026.xlsx'],
    ['tickets: no filters', () => ticketsFileName({}, NOW), 'tickets_all_all_22112026.xlsx'],
    ['case closed', () => caseClosedFileName('showroom', 11, 2026), 'tickets_caseclosed_showroom_112026.xlsx'],
    ['case closed: one-digit month padded, service', () => caseClosedFileName('service', 3, 2026), 'tickets_caseclosed_aftersales_032026.xlsx'],
    ['response rate', () => responseRateFileName('showroom', '2026-10-01', '2026-10-31'), 'responserate_showroom_2026-10-01_to_2026-10-31.xlsx'],
    ['notify', () => notifyFileName('service', 'sms', 2026, 11), 'notify_aftersales_sms_202611.xlsx'],
    ['notify showroom email', () => notifyFileName('showroom', 'email', 2026, 1), 'notify_showroom_email_202601.xlsx'],
    ['PDCA service', () => pdcaFileName('service', NOW), 'PDCA_Service_221126.xlsx'],
    ['PDCA sales', () => pdcaFileName('sales', NOW), 'PDCA_Sales_221126.xlsx'],
    ['PDCA showroom is sales', () => pdcaFileName('showroom', NOW), 'PDCA_Sales_221126.xlsx'],
    ['ticket KPI', () => ticketKpiFileName(NOW), 'TICKET_KPI_221126.xlsx'],
    ['QVOC KPI', () => qvocKpiFileName(NOW), 'QVOC_KPI_221126.xlsx'],
    ['hotsheet template', () => hotsheetTemplateFileName('service'), 'hotsheet_template_aftersales.xlsx'],
    ['hotsheet problems', () => hotsheetProblemsFileName('showroom', NOW), 'hotsheet_problems_showroom_22112026.xlsx'],
  ])('%s', (_name, make, expected) => {
    expect(make()).toBe(expected);
  });

  it.each([
    ['late evening UTC is already the next Thai day', '2026-11-21T17:30:00Z', '22112026', '221126'],
    ['just before Thai midnight', '2026-11-21T16:59:59Z', '21112026', '211126'],
    ['new year in Bangkok', '2026-12-31T17:00:00Z', '01012027', '010127'],
  ])('%s', (_name, instant, long, short) => {
    expect(ddmmyyyy(new Date(instant))).toBe(long);
    expect(ddmmyy(new Date(instant))).toBe(short);
  });
});
