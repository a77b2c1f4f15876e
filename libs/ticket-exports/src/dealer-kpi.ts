import { kpiOutcomes, type KpiOutcomes, type Locale } from '@voc/domain';
import type { SheetColumn } from '@voc/spreadsheets';

/**
 * Per-dealer ticket KPIs (SPEC.md §9) for TICKET_KPI_{DDMMYY}.xlsx, computed from the write model
 * and the event log of the tickets in the filters (the first status change out of W is the first
 * contact, the first reach of S or later the solution, approved_date the completion), with the
 * KPI rules of libs/domain (kpiOutcomes). The projections issue moves this onto the reporting
 * schema; the sheet's columns stay.
 */
export interface DealerKpiTicket {
  dealer_code: string;
  dealer_name: string;
  branch_name: string;
  status: string;
  created_date: Date;
  first_contact_at: Date | null;
  solution_at: Date | null;
  approved_date: Date | null;
}

/** Per ticket: its dealer and the times the KPIs are measured on (alias t, d). */
export const DEALER_KPI_SELECT = `
  d.dealer_code, d.dealer_name, d.branch_name, t.status, t.created_date, t.approved_date,
  (SELECT min(e.occurred_at) FROM ticket_events e WHERE e.ticket_id = t.id AND e.type = 'TicketStatusChanged'
     AND e.payload->>'to' <> 'D') AS first_contact_at,
  (SELECT min(e.occurred_at) FROM ticket_events e WHERE e.ticket_id = t.id AND e.type = 'TicketStatusChanged'
     AND e.payload->>'to' IN ('S', 'I', 'T', 'R', 'B')) AS solution_at`;

export interface DealerKpiRow {
  dealer_code: string;
  dealer_name: string;
  branch_name: string;
  tickets: number;
  completed: number;
  avgDaysToClose: number | null;
  contacted24h: number | null;
  contacted48h: number | null;
  solution48h: number | null;
  closed5d: number | null;
}

interface Tally {
  row: DealerKpiRow;
  closeDays: number[];
  met: Record<'kpi2a' | 'kpi2' | 'kpi3' | 'kpi4a', { met: number; decided: number }>;
}

/** Sums the tickets (in any order) per dealer; shares are met / decided (undecided tickets wait). */
export async function dealerKpiRows(tickets: AsyncIterable<DealerKpiTicket>, now: Date, onTicket?: () => Promise<void> | void): Promise<DealerKpiRow[]> {
  const byDealer = new Map<string, Tally>();
  for await (const t of tickets) {
    let tally = byDealer.get(t.dealer_code);
    if (!tally) {
      tally = {
        row: { dealer_code: t.dealer_code, dealer_name: t.dealer_name, branch_name: t.branch_name, tickets: 0, completed: 0, avgDaysToClose: null, contacted24h: null, contacted48h: null, solution48h: null, closed5d: null },
        closeDays: [],
        met: { kpi2a: { met: 0, decided: 0 }, kpi2: { met: 0, decided: 0 }, kpi3: { met: 0, decided: 0 }, kpi4a: { met: 0, decided: 0 } },
      };
      byDealer.set(t.dealer_code, tally);
    }
    tally.row.tickets += 1;
    if (t.status === 'B') tally.row.completed += 1;
    const outcomes: KpiOutcomes = kpiOutcomes(
      {
        receivedAt: t.created_date,
        firstContactAt: t.first_contact_at,
        solutionAt: t.solution_at,
        closedAt: t.status === 'B' ? t.approved_date : null,
        satisfactionAt: null,
        satisfied: null,
        smsReceived: null,
        cancelledAt: t.status === 'D' ? t.created_date : null,
      },
      now,
    );
    if (outcomes.kpi4Days !== null) tally.closeDays.push(outcomes.kpi4Days);
    for (const kpi of ['kpi2a', 'kpi2', 'kpi3', 'kpi4a'] as const) {
      if (outcomes[kpi] === null) continue;
      tally.met[kpi].decided += 1;
      if (outcomes[kpi]) tally.met[kpi].met += 1;
    }
    await onTicket?.();
  }
  const share = (m: { met: number; decided: number }) => (m.decided ? m.met / m.decided : null);
  return [...byDealer.values()]
    .map(({ row, closeDays, met }) => ({
      ...row,
      avgDaysToClose: closeDays.length ? Math.round((closeDays.reduce((a, b) => a + b, 0) / closeDays.length) * 100) / 100 : null,
      contacted24h: share(met.kpi2a),
      contacted48h: share(met.kpi2),
      solution48h: share(met.kpi3),
      closed5d: share(met.kpi4a),
    }))
    .sort((a, b) => a.dealer_code.localeCompare(b.dealer_code));
}

const h = (th: string, en: string): Record<Locale, string> => ({ 'th-TH': th, 'en-US': en });

export const DEALER_KPI_COLUMNS: SheetColumn<DealerKpiRow>[] = [
  { key: 'dealer_code', header: h('รหัสผู้แทนจำหน่าย', 'Dealer code'), width: 14, kind: 'text', value: (r) => r.dealer_code },
  { key: 'dealer_name', header: h('ผู้แทนจำหน่าย', 'Dealer'), width: 28, kind: 'text', value: (r) => r.dealer_name },
  { key: 'branch_name', header: h('สาขา', 'Branch'), width: 22, kind: 'text', value: (r) => r.branch_name },
  { key: 'tickets', header: h('จำนวนเคส', 'Tickets'), width: 10, kind: 'integer', value: (r) => r.tickets },
  { key: 'completed', header: h('ปิดเคสแล้ว', 'Completed'), width: 10, kind: 'integer', value: (r) => r.completed },
  { key: 'avg_days', header: h('เฉลี่ยวันปิดเคส (KPI4)', 'Avg days to close (KPI4)'), width: 14, kind: 'decimal', value: (r) => r.avgDaysToClose },
  { key: 'kpi2a', header: h('ติดต่อภายใน 24 ชม. (KPI2a)', 'Contacted within 24 h (KPI2a)'), width: 16, kind: 'percent', value: (r) => r.contacted24h },
  { key: 'kpi2', header: h('ติดต่อภายใน 48 ชม. (KPI2)', 'Contacted within 48 h (KPI2)'), width: 16, kind: 'percent', value: (r) => r.contacted48h },
  { key: 'kpi3', header: h('เสนอแนวทางแก้ไขภายใน 48 ชม. (KPI3)', 'Solution within 48 h (KPI3)'), width: 18, kind: 'percent', value: (r) => r.solution48h },
  { key: 'kpi4a', header: h('ปิดเคสภายใน 5 วัน (KPI4a)', 'Closed within 5 days (KPI4a)'), width: 16, kind: 'percent', value: (r) => r.closed5d },
];
