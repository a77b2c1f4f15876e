/** Thai given and family names for demo users and dealer managers. */
export const FIRST_NAMES = [
  'สมชาย', 'สมหญิง', 'ประเสริฐ', 'วิไลวรรณ', 'ธนากร', 'กมลชนก', 'อนุชา', 'พรทิพย์', 'ณัฐพล', 'ศิริพร',
  'วีระ', 'มาลัย', 'ชัยวัฒน์', 'สุภาพร', 'ปิยะ', 'รัตนา', 'กิตติ', 'อรุณี', 'ธีรวัฒน์', 'นภัสสร',
] as const;

export const LAST_NAMES = [
  'ใจดี', 'ศรีสุข', 'วงศ์ไทย', 'ทองคำ', 'แสงอรุณ', 'บุญมา', 'รุ่งเรือง', 'สุขสวัสดิ์', 'พงษ์พันธ์', 'จันทร์เพ็ญ',
  'เจริญผล', 'มั่นคง', 'ศรีวงศ์', 'อินทร์แก้ว', 'ชัยมงคล',
] as const;

/** Dealer groups of the demo network, Thai and English names. */
export const DEALER_GROUPS = [
  { th: 'นิสสัน สยามมอเตอร์', en: 'Nissan Siam Motor' },
  { th: 'นิสสัน ไทยยนต์', en: 'Nissan Thai Yont' },
  { th: 'นิสสัน รุ่งเรืองออโต้', en: 'Nissan Rungruang Auto' },
  { th: 'นิสสัน เจริญกิจ', en: 'Nissan Charoenkit' },
  { th: 'นิสสัน ศรีสยาม', en: 'Nissan Sri Siam' },
  { th: 'นิสสัน ชัยมงคลคาร์', en: 'Nissan Chaimongkol Car' },
  { th: 'นิสสัน พัฒนาออโตโมบิล', en: 'Nissan Pattana Automobile' },
  { th: 'นิสสัน โกลเด้นแลนด์', en: 'Nissan Golden Land' },
  { th: 'นิสสัน เอเชียมอเตอร์', en: 'Nissan Asia Motor' },
  { th: 'นิสสัน บูรพาออโต้', en: 'Nissan Burapha Auto' },
] as const;

export const BRANCH_SUFFIXES = [
  { th: 'สำนักงานใหญ่', en: 'Head Office' },
  { th: 'สาขาในเมือง', en: 'City Branch' },
  { th: 'สาขาบายพาส', en: 'Bypass Branch' },
  { th: 'สาขาถนนใหญ่', en: 'Main Road Branch' },
  { th: 'สาขาตลาด', en: 'Market Branch' },
] as const;
