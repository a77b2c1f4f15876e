/**
 * A small Thai polarity lexicon for service comments, kept as data (with the English words and
 * emoji customers mix in). Entries are cut like comments (normalised, segmented, negations
 * joined, stop words removed). A word right after a negation counts the other way ("ไม่ดี",
 * "ไม่ประทับใจ"); entries that begin with a negation are negative as written ("ไม่เย็น": no
 * one praises a car for being warm).
 */
export const POSITIVE_WORDS: readonly string[] = [
  'ดี', 'ดีมาก', 'ดีเยี่ยม', 'ประทับใจ', 'พอใจ', 'พึงพอใจ', 'ชอบ', 'เยี่ยม', 'ยอดเยี่ยม', 'สุดยอด', 'เลิศ', 'ขอบคุณ', 'สุภาพ', 'อ่อนน้อม', 'เป็นกันเอง',
  'ใส่ใจ', 'เอาใจใส่', 'ยิ้มแย้ม', 'รวดเร็ว', 'เร็ว', 'ไว', 'ทันใจ', 'ทันเวลา', 'ตรงเวลา', 'สะอาด', 'เรียบร้อย', 'ละเอียด', 'ชัดเจน', 'คุ้มค่า', 'คุ้ม',
  'น่ารัก', 'อบอุ่น', 'มืออาชีพ', 'เชี่ยวชาญ', 'เก่ง', 'แนะนำ', 'สะดวก', 'สบาย', 'โอเค', 'ok', 'good', 'great', 'excellent', 'nice', 'thank', 'thanks',
  'perfect', 'love', 'happy', '555', '👍', '😊', '😀', '😃', '😄', '🙂', '😍', '❤️', '❤', '🥰', '👏', '🙏', '💯',
];

export const NEGATIVE_WORDS: readonly string[] = [
  'แย่', 'ห่วย', 'ผิดหวัง', 'เสียใจ', 'โกรธ', 'หงุดหงิด', 'รำคาญ', 'เบื่อ', 'ช้า', 'ล่าช้า', 'นาน', 'แพง', 'สกปรก', 'เลอะ', 'เปื้อน', 'เสียเวลา', 'พัง',
  'ชำรุด', 'บกพร่อง', 'ตำหนิ', 'ขีดข่วน', 'ถลอก', 'บุบ', 'มั่ว', 'โกง', 'เอาเปรียบ', 'หลอก', 'เหม็น', 'ร้อน', 'หยาบคาย', 'ดูถูก', 'เมิน', 'ละเลย',
  'วุ่นวาย', 'ปัญหา', 'ผิด', 'พลาด', 'ลืม', 'เงียบหาย', 'ไม่สนใจ', 'ไม่เย็น', 'ไม่หาย', 'ไม่ครบ', 'ไม่ทำงาน', 'ไม่ติดต่อกลับ', 'ไม่โทรกลับ', 'ไม่แจ้ง',
  'ไม่อธิบาย', 'ไม่มีอะไหล่', 'ไม่ตรง', 'ไม่ได้รับ', 'ติดต่อไม่ได้', 'ใช้ไม่ได้', 'bad', 'slow', 'expensive', 'dirty', 'terrible', 'worst', 'poor',
  'disappointed', 'rude', '😡', '😠', '🤬', '👎', '😤', '😞', '😢', '😭', '😒', '🙄', '💢',
];
