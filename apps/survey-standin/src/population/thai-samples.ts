/** Thai texts the stand-in's customers and answers are made of (invented; any likeness is chance). */
export const THAI_TITLES = ['นาย', 'นาง', 'นางสาว', 'คุณ'] as const;

export const THAI_FIRST_NAMES = [
  'สมชาย', 'สมหญิง', 'ประเสริฐ', 'วิไลวรรณ', 'อนุชา', 'กนกพร', 'ธนากร', 'ศิริพร', 'ณัฐวุฒิ', 'พิมพ์ชนก',
  'วีระพงษ์', 'อรทัย', 'สุรเชษฐ์', 'จันทร์เพ็ญ', 'ชัยวัฒน์', 'มาลัย', 'ปิยะพงษ์', 'รัตนา', 'กิตติศักดิ์', 'สุภาพร',
] as const;

export const THAI_LAST_NAMES = [
  'ใจดี', 'ศรีสุข', 'วงศ์ใหญ่', 'บุญมา', 'แก้วประเสริฐ', 'ทองคำ', 'สุขสวัสดิ์', 'พงษ์พานิช', 'รักษ์ไทย', 'เจริญผล',
  'มั่นคง', 'ศักดิ์สิทธิ์', 'นาคสวัสดิ์', 'จันทร์หอม', 'พรหมมา', 'อินทร์แก้ว',
] as const;

export const THAI_PROVINCES_ON_PLATES = ['กรุงเทพมหานคร', 'นนทบุรี', 'เชียงใหม่', 'ขอนแก่น', 'ชลบุรี', 'สงขลา', 'นครราชสีมา', 'ภูเก็ต'] as const;
export const THAI_PLATE_LETTERS = ['กข', 'ขค', 'งจ', 'ฉช', 'ฌญ', 'ฐฑ', 'บบ', 'พม', 'ศษ', 'อฮ'] as const;

/** Texts of the two headline questions' answers (ticket fields q1 and q2). */
export const Q1_ANSWERS = ['พึงพอใจมากที่สุด', 'พึงพอใจมาก', 'พึงพอใจ', 'เฉย ๆ', 'ไม่พึงพอใจ'] as const;
export const Q2_ANSWERS = ['แนะนำแน่นอน', 'อาจจะแนะนำ', 'ไม่แน่ใจ', 'คงไม่แนะนำ'] as const;
