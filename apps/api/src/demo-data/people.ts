/** Thai given and family names for demo users and dealer managers. */
export const FIRST_NAMES = [
  'สมชาย', 'สมหญิง', 'ประเสริฐ', 'วิไลวรรณ', 'ธนากร', 'กมลชนก', 'อนุชา', 'พรทิพย์', 'ณัฐพล', 'ศิริพร',
  'วีระ', 'มาลัย', 'ชัยวัฒน์', 'สุภาพร', 'ปิยะ', 'รัตนา', 'กิตติ', 'อรุณี', 'ธีรวัฒน์', 'นภัสสร',
] as const;

export const LAST_NAMES = [
  'ใจดี', 'ศรีสุข', 'วงศ์ไทย', 'ทองคำ', 'แสงอรุณ', 'บุญมา', 'รุ่งเรือง', 'สุขสวัสดิ์', 'พงษ์พันธ์', 'จันทร์เพ็ญ',
  'เจริญผล', 'มั่นคง', 'ศรีวงศ์', 'อินทร์แก้ว', 'ชัยมงคล',
] as const;

/**
 * Trading names of the demo network's dealer companies (entities), Thai and English. A company
 * keeps its name at every branch; a name used again elsewhere carries its home province.
 */
export const DEALER_COMPANY_NAMES = [
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
  { th: 'นิสสัน ล้านนายนตรกิจ', en: 'Nissan Lanna Yontrakit' },
  { th: 'นิสสัน อีสานมอเตอร์เซลส์', en: 'Nissan Isan Motor Sales' },
  { th: 'นิสสัน ทักษิณคาร์', en: 'Nissan Thaksin Car' },
  { th: 'นิสสัน มหานครออโต้', en: 'Nissan Mahanakhon Auto' },
  { th: 'นิสสัน ธนบุรีพาณิชย์', en: 'Nissan Thonburi Panich' },
  { th: 'นิสสัน ตะวันออกยนตการ', en: 'Nissan Tawan-ok Yontakarn' },
  { th: 'นิสสัน เมืองทองมอเตอร์', en: 'Nissan Muang Thong Motor' },
  { th: 'นิสสัน สินทวีออโต้', en: 'Nissan Sinthawee Auto' },
  { th: 'นิสสัน ประชาร่วมใจ', en: 'Nissan Pracha Ruamjai' },
  { th: 'นิสสัน อันดามันมอเตอร์', en: 'Nissan Andaman Motor' },
  { th: 'นิสสัน เพชรเกษมออโต้', en: 'Nissan Phetkasem Auto' },
  { th: 'นิสสัน มิตรภาพยนต์', en: 'Nissan Mittraphap Yont' },
  { th: 'นิสสัน เจ้าพระยาคาร์', en: 'Nissan Chao Phraya Car' },
  { th: 'นิสสัน ศรีนครินทร์', en: 'Nissan Srinakarin' },
] as const;

/** Names of a company's further branches in its home province (the first is its head office). */
export const HOME_BRANCH_NAMES = [
  { th: 'สาขาในเมือง', en: 'City Branch' },
  { th: 'สาขาบายพาส', en: 'Bypass Branch' },
  { th: 'สาขาถนนใหญ่', en: 'Main Road Branch' },
  { th: 'สาขาตลาดใหม่', en: 'New Market Branch' },
  { th: 'สาขาวงแหวน', en: 'Ring Road Branch' },
] as const;

export const HEAD_OFFICE = { th: 'สำนักงานใหญ่', en: 'Head Office' } as const;
