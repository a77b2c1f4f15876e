import {
  addMonths,
  isClosedMonth,
  kpiAttainment,
  missedMeasures,
  NO_FIGURES,
  pdcaDueAt,
  pdcaOwedFigures,
  pdcaShownState,
  type PdcaOwedFigure,
  type PdcaMeasure,
  type PdcaState,
  type PdcaStoredState,
  type PdcaTargets,
  type TicketType,
} from '@voc/domain';
import type { PdcaFiguresRow, PdcaStatusView } from '../repositories/pdca-reporting.repository';

/** A branch, type and month that owes a plan or has one: what the work page and the report list. */
export interface PdcaCell {
  dealerRef: string;
  type: TicketType;
  /** YYYY-MM-01 */
  month: string;
  areaCode: string | null;
  region: string | null;
  state: PdcaStoredState;
  shownState: PdcaState;
  dueAt: string;
  missed: PdcaMeasure[];
  kpiBefore: number | null;
  /** The month after, once it is over; null before. */
  kpiAfter: number | null;
  /** The measures it is owed to, before and after (pdcaOwedFigures). */
  owedFigures: PdcaOwedFigure[];
  status: PdcaStatusView | null;
}

const keyOf = (dealerRef: string, type: string, month: string) => `${dealerRef}|${type}|${month}`;

/**
 * The cells of `months` (YYYY-MM-01 each): every branch and type whose month is over and missed a
 * target (libs/domain pdca-targets), and every one with a plan whatever its figures. `figures` must
 * cover the month after the last one too (the "after" figure). Sorted by month (newest first),
 * then dealer, then type.
 */
export function pdcaCells(figures: readonly PdcaFiguresRow[], statuses: readonly PdcaStatusView[], months: readonly string[], now: Date, targets: PdcaTargets): PdcaCell[] {
  const byKey = new Map(figures.map((row) => [keyOf(row.dealerRef, row.type, row.month), row]));
  const wanted = new Set(months);
  const cells = new Map<string, PdcaCell>();
  const cellOf = (dealerRef: string, type: TicketType, month: string, place: { areaCode: string | null; region: string | null }, status: PdcaStatusView | null): PdcaCell => {
    const before = byKey.get(keyOf(dealerRef, type, month)) ?? NO_FIGURES;
    const nextMonth = addMonths(month, 1);
    const after = isClosedMonth(nextMonth, now) ? (byKey.get(keyOf(dealerRef, type, nextMonth)) ?? NO_FIGURES) : null;
    const state: PdcaStoredState = status?.state ?? 'owed';
    const missed = missedMeasures(before, targets);
    const returnedAt = state === 'returned' && status?.returned_at ? new Date(status.returned_at) : null;
    return {
      dealerRef,
      type,
      month,
      areaCode: place.areaCode,
      region: place.region,
      state,
      shownState: pdcaShownState(state, month, now, returnedAt),
      dueAt: pdcaDueAt(month, returnedAt).toISOString(),
      missed,
      kpiBefore: kpiAttainment(before),
      kpiAfter: after ? kpiAttainment(after) : null,
      owedFigures: pdcaOwedFigures(missed, before, after, targets),
      status,
    };
  };
  for (const row of figures) {
    if (!wanted.has(row.month) || !isClosedMonth(row.month, now)) continue;
    if (missedMeasures(row, targets).length === 0) continue;
    cells.set(keyOf(row.dealerRef, row.type, row.month), cellOf(row.dealerRef, row.type, row.month, row, null));
  }
  for (const status of statuses) {
    if (!wanted.has(status.month)) continue;
    cells.set(keyOf(status.dealer_ref, status.type, status.month), cellOf(status.dealer_ref, status.type, status.month, { areaCode: status.area_code, region: status.region }, status));
  }
  return [...cells.values()].sort((a, b) => b.month.localeCompare(a.month) || a.dealerRef.localeCompare(b.dealerRef) || a.type.localeCompare(b.type));
}

/** The months from `from` up to and including `to` (YYYY-MM-01 each). */
export function monthsBetween(from: string, to: string): string[] {
  const months: string[] = [];
  for (let month = from; month <= to && months.length < 240; month = addMonths(month, 1)) months.push(month);
  return months;
}
