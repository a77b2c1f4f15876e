import { changePercent, MODE_SOURCES, REPORT_MODES, vocCategoryGroup } from '@voc/domain';
import type { VocCategoryFigure, VocChange, VocModeFigure, VocReportRow } from '@voc/contracts';
import type { VocCodeSums, VocTicketSums } from '../repositories/voc-monthly.repository';

export interface RowLabel {
  label: string;
  label_en: string;
}

const change = (now: number, previous: number): VocChange => ({ now, previous, change: changePercent(now, previous) });

/** Sums rows whose keys map to the same key (branches into their entity). */
function regroup<T extends { key: string }>(rows: readonly T[], keyOf: (key: string) => string, sum: (into: T, row: T) => void): T[] {
  const merged = new Map<string, T>();
  for (const row of rows) {
    const key = keyOf(row.key);
    const into = merged.get(key);
    if (into) sum(into, row);
    else merged.set(key, { ...row, key });
  }
  return [...merged.values()];
}

export function regroupTickets(rows: readonly VocTicketSums[], keyOf: (key: string) => string): VocTicketSums[] {
  return regroup(rows, keyOf, (into, row) => {
    into.tickets += row.tickets;
    into.cancelled += row.cancelled;
  });
}

export function regroupCodes(rows: readonly VocCodeSums[], keyOf: (key: string) => string): VocCodeSums[] {
  const byKeyAndCode = regroup(
    rows.map((row) => ({ ...row, key: `${keyOf(row.key)}\u0000${row.code}` })),
    (key) => key,
    (into, row) => {
      into.complaints += row.complaints;
    },
  );
  return byKeyAndCode.map((row) => ({ ...row, key: row.key.split('\u0000')[0] }));
}

function topCode(byCode: Record<string, number>): string | null {
  let best: string | null = null;
  for (const [code, count] of Object.entries(byCode)) {
    if (count > 0 && (best === null || count > byCode[best] || (count === byCode[best] && code < best))) best = code;
  }
  return best;
}

function rowOf(key: string, label: RowLabel, now: VocTicketSums | undefined, before: VocTicketSums | undefined, codes: readonly VocCodeSums[]): VocReportRow {
  const by_code: Record<string, number> = {};
  const by_group: Record<string, number> = {};
  for (const { code, complaints } of codes) {
    by_code[code] = (by_code[code] ?? 0) + complaints;
    const group = vocCategoryGroup(code) ?? '-';
    by_group[group] = (by_group[group] ?? 0) + complaints;
  }
  return {
    key,
    ...label,
    tickets: change(now?.tickets ?? 0, before?.tickets ?? 0),
    cancelled: now?.cancelled ?? 0,
    complaints: Object.values(by_code).reduce((a, b) => a + b, 0),
    by_group,
    by_code,
    top_code: topCode(by_code),
    rank: 0,
  };
}

/**
 * The report's rows: one per key that has tickets now or before, ranked by tickets now (most
 * first; ties by label), and the total row over them.
 */
export function vocRows(
  now: readonly VocTicketSums[],
  before: readonly VocTicketSums[],
  codes: readonly VocCodeSums[],
  labelOf: (key: string) => RowLabel,
): { rows: VocReportRow[]; total: VocReportRow } {
  const nowByKey = new Map(now.map((row) => [row.key, row]));
  const beforeByKey = new Map(before.map((row) => [row.key, row]));
  const codesByKey = new Map<string, VocCodeSums[]>();
  for (const row of codes) codesByKey.set(row.key, [...(codesByKey.get(row.key) ?? []), row]);
  const keys = [...new Set([...nowByKey.keys(), ...beforeByKey.keys()])];
  const rows = keys
    .map((key) => rowOf(key, labelOf(key), nowByKey.get(key), beforeByKey.get(key), codesByKey.get(key) ?? []))
    .sort((a, b) => b.tickets.now - a.tickets.now || a.label.localeCompare(b.label));
  rows.forEach((row, index) => {
    row.rank = index + 1;
  });
  const sum = (list: readonly VocTicketSums[]) => list.reduce((acc, row) => ({ key: 'total', tickets: acc.tickets + row.tickets, cancelled: acc.cancelled + row.cancelled }), { key: 'total', tickets: 0, cancelled: 0 });
  const total = rowOf('total', { label: 'total', label_en: 'total' }, sum(now), sum(before), codes);
  return { rows, total };
}

/** Every code with complaints now or before: share of the period's complaints, change, rank (most first; ties by code). */
export function vocCategoryFigures(now: readonly VocCodeSums[], before: readonly VocCodeSums[]): VocCategoryFigure[] {
  const totalOf = (list: readonly VocCodeSums[]) => {
    const byCode = new Map<string, number>();
    for (const row of list) byCode.set(row.code, (byCode.get(row.code) ?? 0) + row.complaints);
    return byCode;
  };
  const nowByCode = totalOf(now);
  const beforeByCode = totalOf(before);
  const all = [...nowByCode.values()].reduce((a, b) => a + b, 0);
  const figures = [...new Set([...nowByCode.keys(), ...beforeByCode.keys()])].map((code) => {
    const count = nowByCode.get(code) ?? 0;
    return { code, group: vocCategoryGroup(code) ?? '-', ...change(count, beforeByCode.get(code) ?? 0), share: all ? Math.round((count / all) * 1000) / 10 : null, rank: 0 };
  });
  figures.sort((a, b) => b.now - a.now || a.code.localeCompare(b.code));
  figures.forEach((figure, index) => {
    figure.rank = index + 1;
  });
  return figures;
}

/** Category groups now and before, in the order A, F, P, O, S. */
export function vocGroupFigures(categories: readonly VocCategoryFigure[]): Array<VocChange & { group: string }> {
  const order = ['A', 'F', 'P', 'O', 'S'];
  const sums = new Map<string, { now: number; previous: number }>();
  for (const figure of categories) {
    const sum = sums.get(figure.group) ?? { now: 0, previous: 0 };
    sum.now += figure.now;
    sum.previous += figure.previous;
    sums.set(figure.group, sum);
  }
  return [...sums.entries()]
    .sort(([a], [b]) => order.indexOf(a) - order.indexOf(b))
    .map(([group, sum]) => ({ group, ...change(sum.now, sum.previous) }));
}

/** Tickets and complaints per report mode, from sums per source. */
export function vocModeFigures(tickets: readonly VocTicketSums[], codes: readonly VocCodeSums[]): VocModeFigure[] {
  return REPORT_MODES.map((mode) => {
    const sources: readonly string[] = MODE_SOURCES[mode];
    return {
      mode,
      tickets: tickets.filter((row) => sources.includes(row.key)).reduce((a, row) => a + row.tickets, 0),
      complaints: codes.filter((row) => sources.includes(row.key)).reduce((a, row) => a + row.complaints, 0),
    };
  });
}
