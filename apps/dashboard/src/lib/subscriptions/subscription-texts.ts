import { type Locale, parseBriefScope, regionLabel } from '@voc/domain';

/**
 * The notifications page's own texts, Thai and English. They travel with the page's lazy chunk
 * rather than in the pages' Thai catalogue (i18n/th-TH.ts), which /app/main's first load carries
 * and whose budget has no room left (bundle-budget/first-load-budgets.ts); the notify report's
 * section of subscription mails reads them too. The api's messages and the user menu's entry stay
 * in the catalogues.
 */
const TH = {
  title: 'การแจ้งเตือนทางอีเมล (Notifications)',
  intro: 'เลือกสิ่งที่ต้องการรับทางอีเมลเกี่ยวกับขอบเขตงานของคุณ และภาษาของอีเมล ทุกอีเมลมีลิงก์ยกเลิกการรับ',
  'kind.monthly_brief': 'สรุปผู้บริหารประจำเดือนเมื่อปิดเดือน (Monthly brief)',
  'kind.weekly_digest': 'สรุปประจำสัปดาห์ (Weekly digest)',
  'kind.alerts': 'การแจ้งเตือนตัวเลขสำคัญทางอีเมล (Alerts)',
  'kind.alerts_sms': 'การแจ้งเตือนทาง SMS ด้วย (SMS)',
  'hint.monthly_brief': 'ส่งเมื่อปิดตัวเลขของเดือน พร้อมไฟล์ PDF: {{scopes}}',
  'hint.weekly_digest': 'ทุกวันจันทร์ 08:00 น.: เรื่องที่เกินกำหนดในสัปดาห์ เรื่องที่ใกล้ครบกำหนด และคะแนนต่ำใหม่',
  'hint.alerts': 'อีเมลหนึ่งฉบับต่อการแจ้งเตือนในขอบเขตของคุณ',
  'hint.alerts_sms': 'ส่ง SMS ไปยังหมายเลขมือถือของคุณด้วย',
  'scope.network': 'ทั้งเครือข่าย',
  'scope.region': 'ภาค {{code}}',
  'scope.area': 'เขต {{code}}',
  language: 'ภาษาของอีเมล (Mail language)',
  'languageName.th': 'ภาษาไทย',
  'languageName.en': 'ภาษาอังกฤษ (English)',
  save: 'บันทึก (Save)',
  unsubscribeHint: 'ยกเลิกได้ทุกเมื่อที่หน้านี้ หรือด้วยลิงก์ในอีเมล',
  noEmail: 'บัญชีของคุณไม่มีอีเมล จึงรับอีเมลแจ้งเตือนไม่ได้',
  noMobile: 'บัญชีของคุณไม่มีหมายเลขมือถือ',
  nothingInScope: 'ขอบเขตงานของคุณไม่มีรายการให้รับ',
  loadFailed: 'โหลดการตั้งค่าไม่สำเร็จ',
  reportTitle: 'อีเมลและ SMS ที่ผู้ใช้สมัครรับ (Subscription mails)',
  'kind.scheduled_report': 'รายงานตามกำหนดเวลา (ไฟล์ Excel)',
  'reports.title': 'รายงานตามกำหนดเวลา (Scheduled reports)',
  'reports.intro': 'ส่งมุมมองรายงานที่บันทึกไว้เป็นไฟล์ Excel ทางอีเมล ตัวเลขตามขอบเขตงานของคุณ ณ วันที่ส่ง เหมือนกดดาวน์โหลดจากหน้ารายงาน',
  'reports.none': 'ยังไม่มีมุมมองรายงานที่บันทึกไว้ บันทึกมุมมองได้ด้วยปุ่ม "บันทึกมุมมอง" ที่หน้ารายงานที่มีปุ่มดาวน์โหลด Excel (KPI, VOC, อัตราการตอบแบบสอบถาม, เสียงของลูกค้า, PDCA, การแจ้งเตือน)',
  'reports.schedule': 'ส่งทุก (Schedule)',
  'reports.off': 'ไม่ส่ง',
  'reports.weekly': 'ทุกสัปดาห์ (วันจันทร์ 08:00 น.)',
  'reports.monthly': 'ทุกเดือน (เมื่อปิดเดือน)',
  'reports.open': 'เปิดมุมมอง {{name}}',
  'reports.saved': 'บันทึกการส่งรายงาน "{{name}}" แล้ว',
} as const;

export type SubscriptionTextKey = keyof typeof TH;

const EN: Record<SubscriptionTextKey, string> = {
  title: 'Notifications',
  intro: 'Choose what you receive by mail about your own scope, and in which language. Every mail has a link to stop it.',
  'kind.monthly_brief': 'Monthly executive brief on close',
  'kind.weekly_digest': 'Weekly digest',
  'kind.alerts': 'Alerts by email',
  'kind.alerts_sms': 'Alerts by SMS too',
  'hint.monthly_brief': 'Sent when the month closes, with its PDF: {{scopes}}',
  'hint.weekly_digest': "Mondays 08:00: the week's breaches, due-soon tickets and new low scores",
  'hint.alerts': 'One mail per alert raised in your scope',
  'hint.alerts_sms': 'A text to your mobile too',
  'scope.network': 'Network',
  'scope.region': 'Region {{code}}',
  'scope.area': 'Area {{code}}',
  language: 'Mail language',
  'languageName.th': 'Thai',
  'languageName.en': 'English',
  save: 'Save',
  unsubscribeHint: 'Stop any time here, or with the link in each mail',
  noEmail: 'Your account has no email address, so no mail can be sent to you',
  noMobile: 'Your account has no mobile number',
  nothingInScope: 'Your scope has nothing to receive',
  loadFailed: 'Could not load your settings',
  reportTitle: 'Subscription mails',
  'kind.scheduled_report': 'Scheduled report (Excel file)',
  'reports.title': 'Scheduled reports',
  'reports.intro': "Mail a saved report view as its Excel file: your scope's figures on the day it is sent, as the report page's download gives them",
  'reports.none': 'You have no saved report view yet. Save one with "Save view" on a report page with an Excel download (KPI, VOC, response rate, what customers say, PDCA, notifications)',
  'reports.schedule': 'Send',
  'reports.off': 'Not sent',
  'reports.weekly': 'Weekly (Monday 08:00)',
  'reports.monthly': 'Monthly (after the month closes)',
  'reports.open': 'Open the view {{name}}',
  'reports.saved': 'Schedule of "{{name}}" saved',
};

export const SUBSCRIPTION_TEXTS: Record<Locale, Record<SubscriptionTextKey, string>> = { 'th-TH': TH, 'en-US': EN };

/** A text in `locale` with its {{placeholders}} filled. */
export function subscriptionText(locale: Locale, key: SubscriptionTextKey, values: Record<string, string> = {}): string {
  return SUBSCRIPTION_TEXTS[locale][key].replace(/\{\{(\w+)\}\}/g, (_m, name: string) => values[name] ?? '');
}

/**
 * A brief scope as the api names it (`network`, `region-{code}`, `area-{code}`: briefScopesOf) as
 * people read it; a name it does not know is shown as it is.
 */
export function briefScopeLabel(locale: Locale, scope: string): string {
  const parsed = parseBriefScope(scope);
  if (!parsed) return scope;
  if (parsed.level === 'network') return subscriptionText(locale, 'scope.network');
  return parsed.level === 'region' ? subscriptionText(locale, 'scope.region', { code: regionLabel(parsed.region) }) : subscriptionText(locale, 'scope.area', { code: parsed.areaCode });
}
