import type { ReportFreeze } from '@voc/contracts';
import { monthsThrough, previousMonth } from '@voc/domain';
import type { SqlParams } from '@voc/sql';

/**
 * The SQL of a voice read's month-end freeze (voiceFreezeOf reads its rows), over `frozen` (a
 * subquery or CTE of frozenVoiceMonthsSql's columns): the frozen months of [from, to) with their
 * close, and how many texts of them (`late.where` over voice_texts, alias r) changed after their
 * source froze the month. `period` goes into `params`, the parameters of `late.where`.
 */
export function voiceFreezeSql(frozen: string, period: { from: string; to: string }, late: { where: string; params: SqlParams }): { months: string; late: string } {
  return {
    months: `SELECT to_char(f.month, 'YYYY-MM-DD') AS month, to_json(min(f.frozen_on)) #>> '{}' AS frozen_on FROM ${frozen} f
     WHERE f.month >= ${late.params.add(period.from)}::date AND f.month < ${late.params.add(period.to)}::date GROUP BY f.month ORDER BY f.month`,
    late: `SELECT count(*)::int AS n FROM reporting.voice_texts r
     JOIN ${frozen} f ON f.source = r.source AND f.month = r.month
     WHERE ${late.where} AND r.last_position >= f.position`,
  };
}

/** The freeze from its two reads (voiceFreezeSql's months and late count). Null when no month of the period is frozen. */
export function voiceFreezeOf(period: { from: string; to: string }, months: Array<{ month: string; frozen_on: string }>, lateTexts: number): ReportFreeze | null {
  if (months.length === 0) return null;
  return { frozen_months: months, final: months.length === monthsThrough(period.from, previousMonth(period.to)).length, late_tickets: lateTexts };
}
