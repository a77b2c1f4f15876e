/**
 * Varied Thai survey comments for bench:voice, from a seeded generator over phrase pieces (what
 * customers of a car dealer write: a subject, what was wrong or right with it, a connective, a
 * polite particle, sometimes emoji, stretched letters, ๆ, Thai digits or English words mixed in),
 * so that a million comments are not twenty sentences repeated. Same seed, same comments.
 */
import type { LabelledText } from '@voc/voice-text';

/** mulberry32: small, fast, good enough to vary text. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SUBJECTS = [
  'พนักงาน', 'พนักงานขาย', 'เซลส์', 'ที่ปรึกษางานบริการ', 'SA', 'ช่าง', 'แอร์', 'รถ', 'ห้องรับรอง', 'ห้องน้ำ', 'ที่จอดรถ', 'ค่าแรง', 'ค่าอะไหล่', 'อะไหล่',
  'การนัดหมาย', 'การส่งมอบรถ', 'ของแถม', 'ฟิล์ม', 'ไฟแนนซ์', 'ส่วนลด', 'โปรโมชั่น', 'งานซ่อม', 'เช็คระยะ', 'การล้างรถ', 'wifi', 'กาแฟ', 'เบรก', 'เกียร์',
];
const COMPLAINTS = [
  'ไม่สุภาพ', 'พูดจาไม่ดี', 'ไม่ติดต่อกลับ', 'ไม่เย็น', 'ซ่อมไม่หาย', 'มีเสียงดัง', 'สกปรก', 'แพงมาก', 'แพงเกินไป', 'ไม่ครบ', 'ล่าช้า', 'ช้ามาก', 'รอนาน',
  'ไม่อธิบาย', 'ไม่แจ้งค่าใช้จ่ายก่อน', 'ใช้ไม่ได้', 'ลอก', 'ไม่ผ่าน', 'น้อยกว่าที่อื่น', 'ไม่ตรงตามที่ตกลง', 'ไม่พอ', 'ร้อนมาก', 'อาการเดิม', 'ไม่ได้ล้าง',
  'ไม่มีอะไหล่', 'ต้องรออะไหล่เป็นเดือน', 'เลื่อนหลายครั้ง', 'ไม่ค่อยดี', 'แย่', 'ห่วย', 'ผิดหวัง', 'ไม่ประทับใจ',
];
const PRAISES = [
  'ดีมาก', 'สุภาพ', 'เป็นกันเอง', 'รวดเร็ว', 'บริการดี', 'อธิบายละเอียด', 'สะอาด', 'ราคาเหมาะสม', 'คุ้มค่า', 'ประทับใจ', 'ยอดเยี่ยม', 'เอาใจใส่',
  'ดูแลดี', 'ตรงเวลา', 'ไม่ต้องรอนาน', 'ซ่อมหาย', 'เรียบร้อย', 'ยิ้มแย้ม', 'ให้ข้อมูลครบ', 'ไม่แพง',
];
const NEUTRAL = ['เข้ารับบริการเช็คระยะ', 'มาเปลี่ยนยาง', 'นำรถเข้าศูนย์', 'ซื้อรถคันแรก', 'มาดูรถรุ่นใหม่', 'เข้ามาวันเสาร์', 'ทดลองขับ', 'จองรถไว้'];
const CONNECTIVES = ['แต่', 'และ', 'ส่วน', 'แล้วก็', 'ถึงแม้', 'โดยรวม', ''];
const INTENSIFIERS = ['', '', 'มาก', 'มากๆ', 'มาก ๆ', 'สุดๆ', 'เลย', 'จริงๆ', 'นิดหน่อย'];
const PARTICLES = ['', 'ครับ', 'ค่ะ', 'คะ', 'นะคะ', 'นะครับ', 'จ้า', 'ค่า', 'ครับผม'];
const EMOJI = ['😡', '👍', '🙏', '😊', '👎', '❤️', '😤', '👍🏻', '😭'];
const ENGLISH = ['service ok', 'very good', 'too slow', 'thank you', 'air not cold', 'so so'];
const THAI_DIGITS = '๐๑๒๓๔๕๖๗๘๙';

function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)];
}

/** Stretches the last letter ("มากกกก"), as customers do for emphasis. */
function stretch(random: () => number, text: string): string {
  if (random() > 0.12 || text.length === 0) return text;
  return text + text.at(-1)!.repeat(2 + Math.floor(random() * 4));
}

function clause(random: () => number, mood: number): string {
  const roll = random();
  if (roll < 0.1) return pick(random, NEUTRAL);
  const negative = roll < 0.1 + mood;
  const predicate = negative ? pick(random, COMPLAINTS) : pick(random, PRAISES);
  return stretch(random, `${pick(random, SUBJECTS)}${predicate}${pick(random, INTENSIFIERS)}`);
}

/** One comment: one to four clauses, a mood that leans negative or positive, the odd emoji, number or English words. */
export function generateComment(random: () => number): string {
  const mood = random() < 0.5 ? 0.7 : 0.2;
  const clauses = 1 + Math.floor(random() * random() * 4);
  const parts: string[] = [];
  for (let i = 0; i < clauses; i++) {
    const connective = i > 0 ? pick(random, CONNECTIVES) : '';
    parts.push(`${connective}${clause(random, mood)}${pick(random, PARTICLES)}`);
  }
  if (random() < 0.15) parts.push(pick(random, ENGLISH));
  if (random() < 0.1) parts.push(`ไป ${Array.from({ length: 2 }, () => pick(random, [...THAI_DIGITS])).join('')} ครั้งแล้ว`);
  if (random() < 0.2) parts.push(pick(random, EMOJI).repeat(1 + Math.floor(random() * 3)));
  return parts.join(' ');
}

const LABELS: [string, string, 'showroom' | 'service'][] = [
  ['รอนาน', 'S03', 'service'], ['ช้ามาก', 'S03', 'service'], ['ซ่อมไม่หาย', 'S04', 'service'], ['อาการเดิม', 'S04', 'service'], ['ไม่มีอะไหล่', 'S07', 'service'],
  ['ต้องรออะไหล่เป็นเดือน', 'S07', 'service'], ['สกปรก', 'S08', 'service'], ['แพงมาก', 'S06', 'service'], ['ไม่อธิบาย', 'S05', 'service'], ['ไม่ติดต่อกลับ', 'A03', 'showroom'],
  ['ไม่สุภาพ', 'A01', 'showroom'], ['ล่าช้า', 'A06', 'showroom'], ['ไม่ครบ', 'F01', 'showroom'], ['ลอก', 'F02', 'showroom'], ['ไม่ผ่าน', 'A05', 'showroom'],
];

/** Labelled complaint descriptions for training the classifier in the benchmark. */
export function generateLabelledTexts(random: () => number, count: number): LabelledText[] {
  return Array.from({ length: count }, () => {
    const [predicate, code, ticketType] = pick(random, LABELS);
    return { text: `${pick(random, SUBJECTS)}${predicate} ${clause(random, 0.7)}${pick(random, PARTICLES)}`, categories: [code], ticketType };
  });
}
