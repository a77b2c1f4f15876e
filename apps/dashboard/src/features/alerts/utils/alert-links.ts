import type { AlertView } from '@voc/contracts';

/**
 * Where an alert's figure comes from: the report (or ticket) a user opens to see what is behind it.
 * The report pages read their filters from the address, so the link opens them on the alert's place.
 */
export function alertLink(alert: Pick<AlertView, 'kind' | 'level' | 'scope_id' | 'type' | 'period' | 'ticket_id'>): string {
  const place = alert.level === 'dealer' ? `dealer_id=${encodeURIComponent(alert.scope_id)}` : alert.level === 'area' ? `area_code=${encodeURIComponent(alert.scope_id)}` : `region=${encodeURIComponent(alert.scope_id)}`;
  const [year, month] = /^\d{4}-\d{2}$/.test(alert.period) ? alert.period.split('-').map(Number) : [undefined, undefined];
  const when = year ? `&year=${year}&month=${month}` : '';
  switch (alert.kind) {
    case 'nps_drop':
      return `/app/ticket/survey/report/scores?type=${alert.type}&${place}${when}`;
    case 'response_rate_low':
      return `/app/ticket/survey/report/responserate/${alert.type}?${place}`;
    case 'category_rise':
      return `/app/report/${alert.type === 'showroom' ? 'salevoc' : 'servicevoc'}?${place}${when}`;
    case 'breached_share':
      return `/app/ticket/survey/${alert.type}?${place}`;
    case 'hot_alert_uncontacted':
      return `/app/ticket/hotsheet/${alert.type}/${alert.ticket_id ?? ''}`;
  }
}

/** The figure in a few words, with the numbers the rule judged (texts from the catalogue). */
export function alertFigureValues(alert: Pick<AlertView, 'kind' | 'figure' | 'threshold' | 'subject'>): Record<string, string | number> {
  const f = alert.figure as Record<string, number | string | null>;
  const n = (v: unknown) => (v === null || v === undefined ? '–' : String(v));
  switch (alert.kind) {
    case 'nps_drop':
      return { now: n(f.nps_now), before: n(f.nps_before), drop: n(f.drop), responses: n(f.responses), threshold: alert.threshold };
    case 'breached_share':
      return { breached: n(f.breached), open: n(f.open), share: n(f.share), threshold: alert.threshold };
    case 'response_rate_low':
      return { responded: n(f.responded), sent: n(f.sent), rate: n(f.rate), threshold: alert.threshold };
    case 'category_rise':
      return { category: n(alert.subject), now: n(f.share_now), before: n(f.share_before), count: n(f.now), g2: n(f.g2) };
    case 'hot_alert_uncontacted':
      return { caseNo: n(alert.subject ?? f.case_no) };
  }
}
