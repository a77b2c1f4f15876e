import type { KpiReportRow, OpenTicketsSummary, ReportGrouping, StatusTrendPoint } from '@voc/contracts';
import { type DealerRegion, DEALER_REGIONS, type ReportPeriod, periodMonths, regionLabel } from '@voc/domain';
import { canDrillInto } from '../../../lib/reports/drill-down';
import { type RateKpi, RATE_KPIS } from './kpi-measures';

/** The statuses the trend draws, in the order of the work (SPEC.md §4 per-day counts). */
export const TREND_STATUSES = ['W', 'C', 'S', 'T', 'R', 'B'] as const;
export type TrendStatus = (typeof TREND_STATUSES)[number];
/** Statuses of tickets still being worked: their sum is the open line. */
export const OPEN_STATUSES = ['W', 'C', 'S', 'T', 'R'] as const;

export type TrendRow = { day: string; open: number | null } & Record<TrendStatus, number | null>;

const DAY = 86_400_000;

function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + DAY).toISOString().slice(0, 10);
}

function previousDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - DAY).toISOString().slice(0, 10);
}

/** The days a trend shows: from the period's first day to its last, or to today when that comes first. */
export interface TrendRange {
  from: string;
  until: string;
}

/**
 * The status trend's window. The api answers a (day, status) only when tickets entered or left that
 * status that day, so a status's standing is known from its first answered day on. Asking for the
 * longest period that ends with the same month (6 months, or the fiscal year to date) gives the
 * months before the shown period as a lead-in, from which the standing carries over.
 */
export function trendWindow(period: ReportPeriod, year: number, month: number, today: string): { request: ReportPeriod; range: TrendRange } {
  const shown = periodMonths(period, year, month);
  const request = ([period, '6months', 'ytd'] as const).reduce((best, candidate) =>
    periodMonths(candidate, year, month).from < periodMonths(best, year, month).from ? candidate : best,
  );
  const lastDay = previousDay(shown.to);
  return { request, range: { from: shown.from, until: today < lastDay ? today : lastDay } };
}

/**
 * The status trend as chart rows, one per day of the range (without a range: from the first to
 * the last day answered). A status without a row on a day keeps its standing from the day before,
 * lead-in days included. Before a status's first row its standing is not known: null (a gap), and
 * so is the open total then.
 */
export function statusTrendRows(points: readonly StatusTrendPoint[], range?: TrendRange): TrendRow[] {
  if (points.length === 0 && !range) return [];
  const byDay = new Map<string, Map<string, number>>();
  for (const point of points) {
    const day = byDay.get(point.day) ?? new Map<string, number>();
    day.set(point.status, point.standing);
    byDay.set(point.day, day);
  }
  const days = [...byDay.keys()].sort();
  const first = range ? (days[0] !== undefined && days[0] < range.from ? days[0] : range.from) : days[0];
  const last = range ? range.until : days[days.length - 1];
  const standing: Record<TrendStatus, number | null> = { W: null, C: null, S: null, T: null, R: null, B: null };
  const rows: TrendRow[] = [];
  for (let day = first; day <= last; day = nextDay(day)) {
    const answered = byDay.get(day);
    for (const status of TREND_STATUSES) {
      const value = answered?.get(status);
      if (value !== undefined) standing[status] = value;
    }
    if (range && day < range.from) continue;
    const open = OPEN_STATUSES.every((status) => standing[status] !== null) ? OPEN_STATUSES.reduce((sum, status) => sum + (standing[status] ?? 0), 0) : null;
    rows.push({ day, open, ...standing });
  }
  return rows;
}

export interface AttainmentBar {
  key: string;
  /** Short text under the bar (dealer code, area code, REGION n, month). */
  name: string;
  /** The whole name, for the tooltip and the accessible table. */
  fullName: string;
  /** Percent, or null when no ticket was decided. */
  rate: number | null;
  met: number;
  decided: number;
  tickets: number;
  drillable: boolean;
}

/** A row's name as the chart shows it: regions as "REGION n", dealers by their code (full name in the interface language). */
export function groupNames(grouping: ReportGrouping, row: Pick<KpiReportRow, 'key' | 'label' | 'label_en'>, formatMonth: (key: string) => string, language = 'th'): { name: string; fullName: string } {
  const label = language.startsWith('en') ? row.label_en || row.label : row.label;
  switch (grouping) {
    case 'region': {
      const name = (DEALER_REGIONS as readonly string[]).includes(row.key) ? regionLabel(row.key as DealerRegion) : row.label;
      return { name, fullName: name };
    }
    case 'area':
      return { name: label, fullName: label };
    case 'dealer':
    case 'entity':
      return { name: label.split(' ')[0] ?? label, fullName: label };
    case 'month': {
      const name = formatMonth(row.key);
      return { name, fullName: name };
    }
  }
}

/** One bar per group for the chosen KPI; rows with no decided ticket stay (rate null) so nobody disappears. */
export function attainmentBars(rows: readonly KpiReportRow[], grouping: ReportGrouping, kpi: RateKpi, formatMonth: (key: string) => string, language = 'th'): AttainmentBar[] {
  return rows.map((row) => ({
    key: row.key,
    ...groupNames(grouping, row, formatMonth, language),
    rate: row[kpi].rate,
    met: row[kpi].met,
    decided: row[kpi].decided,
    tickets: row.tickets,
    drillable: grouping !== 'month' && canDrillInto(grouping, row.key),
  }));
}

export const AGE_BUCKETS = ['0-1d', '1-3d', '3-5d', '5-10d', '10d+'] as const;
export type AgeBucket = (typeof AGE_BUCKETS)[number];

/** Open tickets by age, every bucket present and in order (an unknown bucket is kept at the end). */
export function ageingBars(summary: Pick<OpenTicketsSummary, 'ageing'> | undefined): Array<{ bucket: string; count: number }> {
  const counts = new Map((summary?.ageing ?? []).map((entry) => [entry.bucket, entry.count]));
  const known = AGE_BUCKETS.map((bucket) => ({ bucket, count: counts.get(bucket) ?? 0 }));
  const unknown = [...counts.entries()].filter(([bucket]) => !(AGE_BUCKETS as readonly string[]).includes(bucket)).map(([bucket, count]) => ({ bucket, count }));
  return [...known, ...unknown];
}

export interface ComparisonRow {
  kpi: RateKpi;
  dealer: number | null;
  area: number | null;
  /** Dealer minus area in percentage points; null when either is unknown. */
  difference: number | null;
}

/** A dealer's KPI rates against its area's, KPI by KPI. */
export function comparisonRows(dealer: KpiReportRow | undefined, area: KpiReportRow | undefined): ComparisonRow[] {
  return RATE_KPIS.map((kpi) => {
    const own = dealer?.[kpi].rate ?? null;
    const theirs = area?.[kpi].rate ?? null;
    return { kpi, dealer: own, area: theirs, difference: own === null || theirs === null ? null : Math.round((own - theirs) * 10) / 10 };
  });
}
