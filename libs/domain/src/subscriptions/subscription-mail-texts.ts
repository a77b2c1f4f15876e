import type { AlertKind } from '../alerts/alert-rules';
import type { SubscriptionLanguage, SubscriptionMailKind } from './subscription-kinds';

/**
 * The texts of subscription mails, in the language the user chose. Plain text: each mail ends with
 * its unsubscribe link (the List-Unsubscribe header carries it too).
 */
export interface MailText {
  subject: string;
  body: string;
}

const KIND_NAMES: Record<SubscriptionLanguage, Record<SubscriptionMailKind, string>> = {
  th: { monthly_brief: 'สรุปผู้บริหารประจำเดือน', weekly_digest: 'สรุปประจำสัปดาห์', alerts: 'การแจ้งเตือนตัวชี้วัด', scheduled_report: 'รายงานตามกำหนดเวลานี้' },
  en: { monthly_brief: 'monthly executive brief', weekly_digest: 'weekly digest', alerts: 'KPI alerts', scheduled_report: 'this scheduled report' },
};

const ALERT_NAMES: Record<SubscriptionLanguage, Record<AlertKind, string>> = {
  th: {
    nps_drop: 'NPS ลดลงจากค่าเฉลี่ย 3 เดือน',
    breached_share: 'สัดส่วนเรื่องที่เกินกำหนดสูง',
    response_rate_low: 'อัตราการตอบแบบสอบถามต่ำ',
    category_rise: 'หมวดข้อร้องเรียนเพิ่มขึ้นอย่างมีนัยสำคัญ',
    hot_alert_uncontacted: 'Hot alert ยังไม่ได้ติดต่อลูกค้าภายในกำหนด',
  },
  en: {
    nps_drop: 'NPS fell against its rolling 3 months',
    breached_share: 'High share of breached tickets',
    response_rate_low: 'Low survey response rate',
    category_rise: 'A complaint category rose significantly',
    hot_alert_uncontacted: 'Hot alert not contacted within its deadline',
  },
};

function footer(lang: SubscriptionLanguage, kind: SubscriptionMailKind, unsubscribeUrl: string): string {
  return lang === 'th'
    ? `\n\n--\nคุณได้รับอีเมลนี้เพราะสมัครรับ${KIND_NAMES.th[kind]} ยกเลิกการรับได้ที่: ${unsubscribeUrl}`
    : `\n\n--\nYou receive this because you subscribed to the ${KIND_NAMES.en[kind]}. Unsubscribe: ${unsubscribeUrl}`;
}

export interface DigestLine {
  caseNo: string | null;
  place: string;
  at: string;
}

export interface DigestContent {
  period: string;
  lastDay: string;
  scopeLabel: string;
  breaches: { total: number; lines: DigestLine[] };
  dueSoon: { total: number; lines: DigestLine[] };
  lowScores: { total: number; lines: DigestLine[] };
  link: string;
}

function section(title: string, list: { total: number; lines: DigestLine[] }, none: string): string {
  const lines = list.lines.map((l) => `- ${[l.caseNo, l.place, l.at].filter(Boolean).join(' · ')}`);
  const more = list.total > list.lines.length ? [`… (${list.total - list.lines.length})`] : [];
  return `${title} (${list.total})\n${list.total === 0 ? none : [...lines, ...more].join('\n')}`;
}

export function digestMailText(lang: SubscriptionLanguage, c: DigestContent, unsubscribeUrl: string): MailText {
  if (lang === 'th') {
    return {
      subject: `[VOC] สรุปประจำสัปดาห์ ${c.period} ถึง ${c.lastDay} (${c.scopeLabel})`,
      body: [
        `สรุปประจำสัปดาห์ ${c.period} ถึง ${c.lastDay} ขอบเขต: ${c.scopeLabel}`,
        section('เรื่องที่เกินกำหนดในสัปดาห์', c.breaches, 'ไม่มี'),
        section('เรื่องที่ใกล้ครบกำหนด', c.dueSoon, 'ไม่มี'),
        section('คะแนนต่ำใหม่', c.lowScores, 'ไม่มี'),
        `ดูรายละเอียด: ${c.link}`,
      ].join('\n\n') + footer(lang, 'weekly_digest', unsubscribeUrl),
    };
  }
  return {
    subject: `[VOC] Weekly digest ${c.period} to ${c.lastDay} (${c.scopeLabel})`,
    body: [
      `Weekly digest ${c.period} to ${c.lastDay}, scope: ${c.scopeLabel}`,
      section("The week's breaches", c.breaches, 'None'),
      section('Due soon', c.dueSoon, 'None'),
      section('New low scores', c.lowScores, 'None'),
      `Details: ${c.link}`,
    ].join('\n\n') + footer(lang, 'weekly_digest', unsubscribeUrl),
  };
}

export function briefMailText(lang: SubscriptionLanguage, month: string, scopeLabel: string, link: string, attached: boolean, unsubscribeUrl: string): MailText {
  if (lang === 'th') {
    return {
      subject: `[VOC] สรุปผู้บริหารประจำเดือน ${month} (${scopeLabel})`,
      body: `ปิดเดือน ${month} แล้ว สรุปผู้บริหารของ ${scopeLabel}${attached ? ' แนบมาในอีเมลนี้ และ' : ''}ดูได้ที่: ${link}` + footer(lang, 'monthly_brief', unsubscribeUrl),
    };
  }
  return {
    subject: `[VOC] Monthly executive brief ${month} (${scopeLabel})`,
    body: `${month} has closed. The executive brief of ${scopeLabel} is ${attached ? 'attached and ' : ''}on the web: ${link}` + footer(lang, 'monthly_brief', unsubscribeUrl),
  };
}

export function alertMailText(lang: SubscriptionLanguage, alert: { kind: AlertKind; scopeLabel: string; type: string; period: string; figure: string }, link: string, unsubscribeUrl: string): MailText {
  const name = ALERT_NAMES[lang][alert.kind];
  if (lang === 'th') {
    return {
      subject: `[VOC] แจ้งเตือน: ${name} (${alert.scopeLabel})`,
      body: `${name}\nขอบเขต: ${alert.scopeLabel} (${alert.type}) ช่วง ${alert.period}\nตัวเลข: ${alert.figure}\nดูรายละเอียด: ${link}` + footer(lang, 'alerts', unsubscribeUrl),
    };
  }
  return {
    subject: `[VOC] Alert: ${name} (${alert.scopeLabel})`,
    body: `${name}\nScope: ${alert.scopeLabel} (${alert.type}), period ${alert.period}\nFigure: ${alert.figure}\nDetails: ${link}` + footer(lang, 'alerts', unsubscribeUrl),
  };
}

/** The SMS of an alert: short, no link to unsubscribe (the notifications page turns SMS off). */
export function alertSmsText(lang: SubscriptionLanguage, alert: { kind: AlertKind; scopeLabel: string }): string {
  return lang === 'th' ? `VOC แจ้งเตือน: ${ALERT_NAMES.th[alert.kind]} (${alert.scopeLabel})` : `VOC alert: ${ALERT_NAMES.en[alert.kind]} (${alert.scopeLabel})`;
}

/**
 * A saved view's scheduled spreadsheet: the view's name, the period it was sent for (`W2026-11-02`:
 * the week from that Monday; `M2026-10`: the month that closed), the page with the view's filters.
 */
export function scheduledReportMailText(lang: SubscriptionLanguage, report: { viewName: string; period: string; fileName: string; link: string }, unsubscribeUrl: string): MailText {
  const weekly = report.period.startsWith('W');
  const when = report.period.slice(1);
  if (lang === 'th') {
    const period = weekly ? `ประจำสัปดาห์ที่เริ่ม ${when}` : `ประจำเดือน ${when}`;
    return {
      subject: `[VOC] รายงาน "${report.viewName}" ${period}`,
      body: `รายงาน "${report.viewName}" ${period} ตามขอบเขตงานของคุณ แนบมาเป็นไฟล์ ${report.fileName}\nเปิดรายงานนี้บนเว็บ: ${report.link}` + footer(lang, 'scheduled_report', unsubscribeUrl),
    };
  }
  const period = weekly ? `for the week from ${when}` : `for ${when}`;
  return {
    subject: `[VOC] Report "${report.viewName}" ${period}`,
    body: `The report "${report.viewName}" ${period}, for your scope, is attached as ${report.fileName}.\nOpen it on the web: ${report.link}` + footer(lang, 'scheduled_report', unsubscribeUrl),
  };
}
