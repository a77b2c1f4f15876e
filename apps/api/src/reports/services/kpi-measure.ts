import type { HeldTimeMeasure, KpiMeasure, KpiReportRow } from '@voc/contracts';
import { kpi4Average } from '@voc/domain';
import { columnsWithRole, KPI_MONTHLY, sumsSql } from '@voc/reporting-schema';

/** The measures of kpi_monthly (its definition), summed over a group. */
const KPI_MEASURES = columnsWithRole(KPI_MONTHLY, 'measure');

/** Sums of a kpi_monthly group, as SQL answers them (counts come back as text). */
export type KpiSums = { key: string; label: string } & Record<(typeof KPI_MEASURES)[number], string>;

export const KPI_SUMS_SQL = sumsSql(KPI_MEASURES);

function measure(met: string, decided: string): KpiMeasure {
  const m = Number(met ?? 0);
  const d = Number(decided ?? 0);
  return { met: m, decided: d, rate: d === 0 ? null : Math.round((m / d) * 1000) / 10 };
}

const average = (sum: string, count: number) => (count === 0 ? null : Math.round((Number(sum) / count) * 100) / 100);

function heldTimeOf(s: KpiSums): HeldTimeMeasure {
  const tickets = Number(s.held_tickets ?? 0);
  return { tickets, to_proposal_avg_days: average(s.to_proposal_days_sum, tickets), approval_wait_avg_days: average(s.approval_wait_days_sum, tickets) };
}

export function toKpiRow(s: KpiSums): KpiReportRow {
  const closed = Number(s.closed ?? 0);
  return {
    key: s.key,
    label: s.label,
    label_en: s.label,
    tickets: Number(s.tickets ?? 0),
    open: Number(s.open_tickets ?? 0),
    closed,
    cancelled: Number(s.cancelled ?? 0),
    kpi2a: measure(s.kpi2a_met, s.kpi2a_decided),
    kpi2: measure(s.kpi2_met, s.kpi2_decided),
    kpi3: measure(s.kpi3_met, s.kpi3_decided),
    kpi4a: measure(s.kpi4a_met, s.kpi4a_decided),
    kpi4a_dealer: measure(s.kpi4a_dealer_met, s.kpi4a_dealer_decided),
    kpi4_avg_days: kpi4Average(Number(s.kpi4_days_sum ?? 0), Number(s.kpi4_counted ?? 0)),
    kpi5a: measure(s.kpi5a_met, s.kpi5_decided),
    kpi5b: measure(s.kpi5b_met, s.kpi5_decided),
    kpi5c: measure(s.kpi5c_met, s.kpi5_decided),
    held: heldTimeOf(s),
  };
}
