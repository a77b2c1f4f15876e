import { thaiDateTimeText } from '../locale/thai-time';
import type { NotificationChannel, NotificationPurpose } from './notification-kinds';

/** What a message says: the facts filled into the Thai and English templates. */
export interface NotificationFacts {
  caseNo: string;
  ticketType: 'showroom' | 'service';
  dealerName: string;
  /** The KPI a reminder or escalation is about, and its deadline. */
  kpi?: string | null;
  dueAt?: Date | null;
  /** A new ticket's deadlines: first contact (KPI2a), solution (KPI3), completion (KPI4a). */
  contactBy?: Date | null;
  solutionBy?: Date | null;
  closeBy?: Date | null;
}

export interface NotificationText {
  subject: string;
  body: string;
}

/** `YYYY-MM-DD HH:mm` in Thai time (SPEC.md §5 datetime format). */
export function thaiDateTime(at: Date): string {
  return thaiDateTimeText(at);
}

const KPI_TH: Record<string, string> = { kpi2a: 'ติดต่อลูกค้าครั้งแรก', kpi3: 'เสนอแนวทางแก้ไข', kpi4a: 'ปิดเคส', kpi5a: 'ตรวจสอบความพึงพอใจ' };
const KPI_EN: Record<string, string> = { kpi2a: 'first contact', kpi3: 'solution proposed', kpi4a: 'case closed', kpi5a: 'satisfaction check' };

type Template = (f: NotificationFacts, at: (d: Date | null | undefined) => string) => { th: NotificationText; en: NotificationText };

const TEMPLATES: Record<NotificationPurpose, Template> = {
  new_ticket: (f, at) => ({
    th: {
      subject: `เคสร้องเรียนใหม่ ${f.caseNo} (${f.ticketType === 'showroom' ? 'โชว์รูม' : 'บริการ'})`,
      body: `${f.dealerName}: มีเคสร้องเรียนใหม่ ${f.caseNo} ติดต่อลูกค้าภายใน ${at(f.contactBy)} เสนอแนวทางแก้ไขภายใน ${at(f.solutionBy)} ปิดเคสภายใน ${at(f.closeBy)}`,
    },
    en: {
      subject: `New complaint ${f.caseNo} (${f.ticketType})`,
      body: `${f.dealerName}: new complaint ${f.caseNo}. Contact the customer by ${at(f.contactBy)}, propose a solution by ${at(f.solutionBy)}, close the case by ${at(f.closeBy)}.`,
    },
  }),
  satisfaction_sms: (f) => ({
    th: { subject: `เคส ${f.caseNo}`, body: `ขอบคุณที่ใช้บริการ ${f.dealerName} เรื่องร้องเรียน ${f.caseNo} ได้รับการแก้ไขแล้ว ท่านพึงพอใจกับการแก้ไขหรือไม่ ตอบกลับ Y (พอใจ) หรือ N (ไม่พอใจ)` },
    en: { subject: `Case ${f.caseNo}`, body: `Thank you for choosing ${f.dealerName}. Your complaint ${f.caseNo} has been resolved. Are you satisfied? Reply Y (yes) or N (no).` },
  }),
  deadline_reminder: (f, at) => ({
    th: { subject: `ใกล้ครบกำหนด: ${f.caseNo}`, body: `${f.dealerName}: เคส ${f.caseNo} ใกล้ครบกำหนด${KPI_TH[f.kpi ?? ''] ?? ''} ภายใน ${at(f.dueAt)}` },
    en: { subject: `Due soon: ${f.caseNo}`, body: `${f.dealerName}: case ${f.caseNo} is due soon (${KPI_EN[f.kpi ?? ''] ?? f.kpi ?? ''} by ${at(f.dueAt)}).` },
  }),
  escalation_area: (f, at) => ({
    th: { subject: `เกินกำหนด: ${f.caseNo}`, body: `เคส ${f.caseNo} ของ ${f.dealerName} เกินกำหนด${KPI_TH[f.kpi ?? ''] ?? ''} (${at(f.dueAt)}) โปรดติดตาม` },
    en: { subject: `Overdue: ${f.caseNo}`, body: `Case ${f.caseNo} of ${f.dealerName} missed its ${KPI_EN[f.kpi ?? ''] ?? f.kpi ?? ''} deadline (${at(f.dueAt)}). Please follow up.` },
  }),
  escalation_region: (f, at) => ({
    th: { subject: `เกินกำหนดเกิน 1 วัน: ${f.caseNo}`, body: `เคส ${f.caseNo} ของ ${f.dealerName} ยังเกินกำหนด${KPI_TH[f.kpi ?? ''] ?? ''} (${at(f.dueAt)}) มากกว่า 1 วัน` },
    en: { subject: `Overdue for over a day: ${f.caseNo}`, body: `Case ${f.caseNo} of ${f.dealerName} is still past its ${KPI_EN[f.kpi ?? ''] ?? f.kpi ?? ''} deadline (${at(f.dueAt)}) after more than a day.` },
  }),
};

/**
 * A message's text. Emails carry the Thai text then the English one (the product is Thai first,
 * SPEC.md §1, and staff read either); an SMS carries the Thai text alone (one short message).
 */
export function notificationText(purpose: NotificationPurpose, channel: NotificationChannel, facts: NotificationFacts): NotificationText {
  const at = (d: Date | null | undefined) => (d ? thaiDateTime(d) : '-');
  const { th, en } = TEMPLATES[purpose](facts, at);
  if (channel === 'sms') return { subject: th.subject, body: th.body };
  return { subject: `${th.subject} / ${en.subject}`, body: `${th.body}\n\n---\n\n${en.body}\n` };
}
