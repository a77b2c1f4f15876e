import { HOTSHEET_COLUMNS, type Locale } from '@voc/domain';

/**
 * Texts of the messages a problem file can carry, in both languages (the dashboard has its own
 * catalogue; a file is written on the server, so it needs these here). Thai texts carry the
 * English hint, as the screens do. Placeholders: {{name}}.
 */
const TEXTS: Record<string, Record<Locale, string>> = {
  'errors.field.required': { 'th-TH': 'กรุณากรอกข้อมูล (Please fill in the data)', 'en-US': 'Please fill in the data' },
  'errors.field.email': { 'th-TH': 'กรุณากรอกอีเมลให้ถูกต้อง (Please enter a correct email)', 'en-US': 'Please enter a correct email' },
  'errors.field.date': {
    'th-TH': 'วันที่ไม่ถูกต้อง ใช้ ปปปป-ดด-วว หรือ วว/ดด/ปปปป (Wrong date: use YYYY-MM-DD or DD/MM/YYYY)',
    'en-US': 'Wrong date: use YYYY-MM-DD or DD/MM/YYYY',
  },
  'errors.field.numeric': { 'th-TH': 'กรุณากรอกเฉพาะตัวเลข (Numbers only)', 'en-US': 'Numbers only' },
  'errors.field.min': { 'th-TH': 'ต้องไม่น้อยกว่า {{min}} (At least {{min}})', 'en-US': 'At least {{min}}' },
  'errors.field.max': { 'th-TH': 'ยาวเกิน {{max}} ตัวอักษร (At most {{max}} characters)', 'en-US': 'At most {{max}} characters' },
  'errors.field.invalid': { 'th-TH': 'ข้อมูลไม่ถูกต้อง (Invalid value)', 'en-US': 'Invalid value' },
  'errors.category.required': {
    'th-TH': 'กรุณาระบุรหัสหมวดหมู่ข้อร้องเรียนอย่างน้อย 1 รหัส (Give at least one complaint category code)',
    'en-US': 'Give at least one complaint category code',
  },
  'errors.category.unknown': { 'th-TH': 'ไม่พบรหัสหมวดหมู่ {{code}} (Unknown category code {{code}})', 'en-US': 'Unknown category code {{code}}' },
  'errors.category.othersDetail': { 'th-TH': 'กรุณาระบุรายละเอียดของ "อื่น ๆ" (Please give the details of Others)', 'en-US': 'Please give the details of Others' },
  'errors.category.othersHeading': {
    'th-TH': 'มีรายละเอียด "อื่น ๆ" แต่ไม่ได้ระบุรหัส {{code}} (Others detail given without code {{code}})',
    'en-US': 'Others detail given without code {{code}}',
  },
  'errors.category.defectivePart': { 'th-TH': 'กรุณาระบุชิ้นส่วนที่บกพร่อง (Please name the defective part)', 'en-US': 'Please name the defective part' },
  'errors.import.row.tel': {
    'th-TH': 'เบอร์โทรศัพท์ไม่ถูกต้อง ต้องเป็นตัวเลข 9-10 หลักขึ้นต้นด้วย 0 (Tel must be 9-10 digits starting with 0)',
    'en-US': 'Tel must be 9-10 digits starting with 0',
  },
  'errors.import.row.futureDate': { 'th-TH': 'วันที่รับเรื่องเป็นวันในอนาคต (The complaint date is in the future)', 'en-US': 'The complaint date is in the future' },
  'errors.import.row.dealerUnknown': { 'th-TH': 'ไม่พบรหัสผู้แทนจำหน่าย {{code}} (Unknown dealer code {{code}})', 'en-US': 'Unknown dealer code {{code}}' },
  'errors.import.row.dealerClosed': { 'th-TH': 'ผู้แทนจำหน่าย {{code}} ปิดแล้ว (Dealer {{code}} is closed)', 'en-US': 'Dealer {{code}} is closed' },
  'errors.import.row.dealerOutOfScope': {
    'th-TH': 'ผู้แทนจำหน่าย {{code}} อยู่นอกขอบเขตของคุณ (Dealer {{code}} is outside your scope)',
    'en-US': 'Dealer {{code}} is outside your scope',
  },
  'errors.import.row.duplicateInFile': { 'th-TH': 'ซ้ำกับแถวที่ {{row}} ในไฟล์นี้ (Same complaint as row {{row}} of this file)', 'en-US': 'Same complaint as row {{row}} of this file' },
  'errors.import.row.duplicateExisting': { 'th-TH': 'มีเคสนี้อยู่แล้ว: {{case_no}} (Already a ticket: {{case_no}})', 'en-US': 'Already a ticket: {{case_no}}' },
  'errors.ticket.dealerUnknown': { 'th-TH': 'ไม่พบผู้แทนจำหน่ายนี้ (Unknown dealer)', 'en-US': 'Unknown dealer' },
  'errors.ticket.dealerClosed': { 'th-TH': 'ผู้แทนจำหน่ายนี้ปิดกิจการแล้ว (This dealer is closed)', 'en-US': 'This dealer is closed' },
  'errors.validation': { 'th-TH': 'ข้อมูลไม่ถูกต้อง (Please check the data)', 'en-US': 'Please check the data' },
};

/** The text of a message key in a language, placeholders filled; the key itself when unknown. */
export function importText(key: string, locale: Locale, params?: Record<string, string | number>): string {
  const text = TEXTS[key]?.[locale] ?? key;
  return text.replace(/{{\s*(\w+)\s*}}/g, (whole, name: string) => (params && params[name] !== undefined ? String(params[name]) : whole));
}

/** Every key with a text (the tests check each row problem key has one). */
export const IMPORT_TEXT_KEYS: readonly string[] = Object.keys(TEXTS);

/** A column's name in a language (Thai with the English hint, or English). */
export function columnLabel(key: string, locale: Locale): string {
  const column = HOTSHEET_COLUMNS.find((c) => c.key === key);
  if (!column) return key;
  return locale === 'th-TH' ? `${column.th} (${column.en})` : column.en;
}
