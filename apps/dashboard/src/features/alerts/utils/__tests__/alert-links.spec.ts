import type { AlertView } from '@voc/contracts';
import { alertFigureValues, alertLink } from '../alert-links';

const base = { level: 'dealer' as const, scope_id: 'd-1', type: 'service' as const, period: '2026-11', ticket_id: null };

describe('an alert opens what is behind its figure', () => {
  it.each<[string, Pick<AlertView, 'kind' | 'level' | 'scope_id' | 'type' | 'period' | 'ticket_id'>, string]>([
    ['an NPS drop: the scores report of the dealer and month', { ...base, kind: 'nps_drop' }, '/app/ticket/survey/report/scores?type=service&dealer_id=d-1&year=2026&month=11'],
    ['a low response rate of an area', { ...base, kind: 'response_rate_low', level: 'area', scope_id: 'R1-1' }, '/app/ticket/survey/report/responserate/service?area_code=R1-1'],
    ['a rising category in a region: the VOC report', { ...base, kind: 'category_rise', level: 'region', scope_id: 'REGION 3', type: 'showroom' }, '/app/report/salevoc?region=REGION%203&year=2026&month=11'],
    ['an uncontacted hot alert: its ticket', { ...base, kind: 'hot_alert_uncontacted', period: 't-9', ticket_id: 't-9' }, '/app/ticket/hotsheet/service/t-9'],
  ])('%s', (_case, alert, link) => {
    expect(alertLink(alert)).toBe(link);
  });

  it('shows the judged numbers, a dash for a missing one', () => {
    expect(alertFigureValues({ kind: 'nps_drop', figure: { nps_now: 20, nps_before: null, drop: null, responses: 12 }, threshold: 10, subject: null })).toEqual({ now: '20', before: '–', drop: '–', responses: '12', threshold: 10 });
  });
});
