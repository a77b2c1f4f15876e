import type { ReportFreeze } from '@voc/contracts';
import { thaiDay, type Locale } from '@voc/domain';

/**
 * What a report's spreadsheet says of its final (frozen) months, the same in every KPI and VOC
 * sheet (issue 31): "final, frozen on <day>" on the total, and the late changes on the row after
 * it. Thai sheets keep the English words in brackets, as their other labels do.
 */

/** The day whose end closed the last frozen month (its close is the first instant after that day). */
function closeDay(freeze: ReportFreeze): string | null {
  const last = freeze.frozen_months.at(-1);
  return last ? thaiDay(new Date(Date.parse(last.frozen_on) - 1)) : null;
}

/** The total row's name: plain, or final and since when, or final up to a month (a period only partly frozen). */
export function totalLabel(freeze: ReportFreeze | null | undefined, locale: Locale): string {
  const english = locale === 'en-US';
  const day = freeze ? closeDay(freeze) : null;
  if (!freeze || !day) return english ? 'Total' : 'รวม (Total)';
  if (!freeze.final) {
    const month = freeze.frozen_months.at(-1)!.month.slice(0, 7);
    return english ? `Total (months up to ${month} final, frozen on ${day})` : `รวม (ตัวเลขสุดท้ายถึงเดือน ${month} ปิดยอดเมื่อ ${day}) (Total, final up to ${month})`;
  }
  return english ? `Total, final, frozen on ${day}` : `รวม ตัวเลขสุดท้าย ปิดยอดเมื่อ ${day} (Total, final, frozen on ${day})`;
}

/**
 * The late changes' row name (null when no month is frozen): the figures as they stand now beside
 * the final ones, with how many tickets' figures changed after the close; or that none did.
 */
export function lateChangesLabel(freeze: ReportFreeze | null | undefined, locale: Locale): string | null {
  if (!freeze || freeze.frozen_months.length === 0) return null;
  const english = locale === 'en-US';
  const n = freeze.late_tickets;
  if (n === 0) return english ? 'No late changes: no figure changed after the close' : 'ไม่มีการเปลี่ยนแปลงหลังปิดยอด (No late changes)';
  return english
    ? `Now, with late changes (${n} ${n === 1 ? 'ticket' : 'tickets'} whose figures changed after the close)`
    : `ปัจจุบัน รวมการเปลี่ยนแปลงหลังปิดยอด: ตัวเลขของ ${n} เรื่องเปลี่ยน (Now, with late changes: ${n})`;
}
