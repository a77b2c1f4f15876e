import type { KpiMeasure, KpiReportRow } from '@voc/contracts';

/** Sums of a kpi_monthly group, as SQL answers them (counts come back as text). */
export interface KpiSums {
  key: string;
  label: string;
  tickets: string;
  open_tickets: string;
  closed: string;
  cancelled: string;
  kpi2a_met: string;
  kpi2a_decided: string;
  kpi2_met: string;
  kpi2_decided: string;
  kpi3_met: string;
  kpi3_decided: string;
  kpi4a_met: string;
  kpi4a_decided: string;
  kpi4_days_sum: string;
  kpi5a_met: string;
  kpi5b_met: string;
  kpi5c_met: string;
  kpi5_decided: string;
}

export const KPI_SUMS_SQL = `sum(tickets) AS tickets, sum(open_tickets) AS open_tickets, sum(closed) AS closed, sum(cancelled) AS cancelled,
  sum(kpi2a_met) AS kpi2a_met, sum(kpi2a_decided) AS kpi2a_decided, sum(kpi2_met) AS kpi2_met, sum(kpi2_decided) AS kpi2_decided,
  sum(kpi3_met) AS kpi3_met, sum(kpi3_decided) AS kpi3_decided, sum(kpi4a_met) AS kpi4a_met, sum(kpi4a_decided) AS kpi4a_decided,
  sum(kpi4_days_sum) AS kpi4_days_sum, sum(kpi5a_met) AS kpi5a_met, sum(kpi5b_met) AS kpi5b_met, sum(kpi5c_met) AS kpi5c_met,
  sum(kpi5_decided) AS kpi5_decided`;

function measure(met: string, decided: string): KpiMeasure {
  const m = Number(met ?? 0);
  const d = Number(decided ?? 0);
  return { met: m, decided: d, rate: d === 0 ? null : Math.round((m / d) * 1000) / 10 };
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
    kpi4_avg_days: closed === 0 ? null : Math.round((Number(s.kpi4_days_sum) / closed) * 100) / 100,
    kpi5a: measure(s.kpi5a_met, s.kpi5_decided),
    kpi5b: measure(s.kpi5b_met, s.kpi5_decided),
    kpi5c: measure(s.kpi5c_met, s.kpi5_decided),
  };
}
