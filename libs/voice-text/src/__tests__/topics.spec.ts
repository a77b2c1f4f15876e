import { phraseTokens } from '../compile-phrase';
import { isNegation, joinNegations } from '../negation';
import { NEGATIVE_WORDS, POSITIVE_WORDS } from '../polarity/polarity-lexicon';
import { LIGHT_STOP_WORDS } from '../stop-words';
import { segmentWords } from '../segment-words';
import { normaliseText } from '../normalise-text';
import { contentClauses } from '../text-terms';
import { PRAISE_TOPIC_CODES, TOPICS, topicFitsTicketType } from '../topics/topic-definitions';
import { readTopics } from '../topics/read-topics';
import { TOPIC_RULES } from '../topics/topic-rules';
import type { TicketType } from '@voc/domain';

const topicsOf = (text: string, ticketType?: TicketType) => readTopics(contentClauses(normaliseText(text)), ticketType).hits.map((hit) => hit.topic);

describe('topic definitions', () => {
  it('one topic per counted category, no free-text code, and the praise topics', () => {
    const codes = TOPICS.map((topic) => topic.code);
    expect(codes).toEqual(expect.arrayContaining(['A01', 'A07', 'A99', 'F01', 'F05', 'F99', 'P01', 'P99', 'O01', 'O99', 'S01', 'S10', 'S99', ...PRAISE_TOPIC_CODES]));
    expect(codes.filter((code) => code.includes('100'))).toEqual([]);
    expect(new Set(codes).size).toBe(codes.length);
    expect(TOPICS.find((topic) => topic.code === 'A01')).toEqual({ code: 'A01', kind: 'complaint', ticketType: 'showroom' });
    expect(TOPICS.find((topic) => topic.code === 'S03')).toEqual({ code: 'S03', kind: 'complaint', ticketType: 'service' });
    expect(TOPICS.find((topic) => topic.code === 'praise.staff')).toEqual({ code: 'praise.staff', kind: 'praise', ticketType: 'both' });
  });

  it.each([
    ['A01', 'showroom', true],
    ['A01', 'service', false],
    ['S03', 'service', true],
    ['praise.speed', 'showroom', true],
    ['A01', undefined, true],
    ['X42', undefined, false],
  ] as const)('%s fits %s: %s', (code, type, fits) => {
    expect(topicFitsTicketType(code, type)).toBe(fits);
  });
});

describe('topic rules (data)', () => {
  const known = new Set(TOPICS.map((topic) => topic.code));

  it('name known topics only', () => {
    expect(TOPIC_RULES.map((rule) => rule.topic).filter((code) => !known.has(code))).toEqual([]);
  });

  it('every phrase and subject keeps a word that is not a negation once cut like a comment', () => {
    const empty = TOPIC_RULES.flatMap((rule) => [...rule.phrases, ...(rule.subjects ?? [])].filter((p) => !phraseTokens(p).some((t) => !isNegation(t))).map((p) => `${rule.topic}: ${p}`));
    expect(empty).toEqual([]);
  });

  describe('the stop words do not change what a phrase, subject or lexicon entry names', () => {
    const all = [...TOPIC_RULES.flatMap((rule) => [...rule.phrases, ...(rule.subjects ?? [])]), ...POSITIVE_WORDS, ...NEGATIVE_WORDS];
    const words = (p: string) => joinNegations(segmentWords(normaliseText(p)));

    it('one cut down to a single word lost only a light word ("ของแถม" → แถม, never "ติดตั้ง" → ติด)', () => {
      const prefixLike = new Set(LIGHT_STOP_WORDS);
      const shrunk = all.filter((p) => phraseTokens(p).length === 1 && words(p).some((t) => !phraseTokens(p).includes(t) && !prefixLike.has(t)));
      expect(shrunk.map((p) => `${p} → ${phraseTokens(p).join(' ')}`)).toEqual([]);
    });

    it('the word a negation denies is never dropped ("อะไหล่ยังไม่มา" keeps มา)', () => {
      const light = new Set(LIGHT_STOP_WORDS);
      const denied = all.filter((p) => {
        const w = words(p);
        const kept = new Set(phraseTokens(p));
        return w.some((t, i) => i > 0 && isNegation(w[i - 1]) && !isNegation(t) && !kept.has(t) && !light.has(t));
      });
      expect(denied.map((p) => `${p} → ${phraseTokens(p).join(' ')}`)).toEqual([]);
    });
  });

  it('every phrase matches itself written in a comment, with a polite particle', () => {
    const missed = TOPIC_RULES.filter((rule) => rule.phrases.length > 0 && !rule.topic.startsWith('praise.')).flatMap((rule) =>
      rule.phrases.filter((phrase) => !topicsOf(`${phrase} ครับ`).includes(rule.topic)).map((p) => `${rule.topic}: ${p}`),
    );
    expect(missed).toEqual([]);
  });
});

describe('readTopics', () => {
  it.each([
    ['แอร์ไม่เย็นเลยค่ะ ซ่อมไม่หาย', 'service', ['S04']],
    ['รอนานมากกกก กว่าจะได้รถ', 'service', ['S03']],
    ['รออะไหล่นานเป็นเดือน', 'service', ['S07']],
    ['ไม่ได้ล้างรถให้ รถสกปรก', 'service', ['S08']],
    ['ห้องน้ำสกปรกมาก', 'service', ['S10']],
    ['ค่าแรงแพงเกินไป', 'service', ['S06']],
    ['ไม่แจ้งค่าใช้จ่ายก่อนซ่อม', 'service', ['S05']],
    ['เซลส์ไม่ติดต่อกลับเลย', 'showroom', ['A03']],
    ['พนักงานขายพูดจาไม่สุภาพ', 'showroom', ['A01']],
    ['ที่ปรึกษางานบริการพูดจาไม่สุภาพ', 'service', ['S02']],
    ['ไม่มีรถให้ทดลองขับ', 'showroom', ['A07']],
    ['ของแถมไม่ครบตามที่ตกลง', 'showroom', ['F05']],
    ['รับรถมามีรอยขีดข่วนที่ประตู', 'showroom', ['P01']],
    ['หมดประกันแล้ว เคลมไม่ได้', 'showroom', ['O01']],
    ['ส่งมอบรถล่าช้ากว่ากำหนด', 'showroom', ['A06']],
    ['ไฟแนนซ์ไม่ผ่าน เอกสารล่าช้า', 'showroom', ['A05']],
    ['ส่วนลดน้อยกว่าที่อื่น', 'showroom', ['A04']],
    ['ฟิล์มลอกหลังติดตั้ง', 'showroom', ['F02']],
  ] as const)('%s (%s) → %j', (text, type, expected) => {
    expect(topicsOf(text, type)).toEqual(expected);
  });

  it.each([
    ['พนักงานสุภาพ บริการรวดเร็ว', ['praise.speed', 'praise.staff']],
    ['ล้างรถให้สะอาดมาก', ['praise.cleanliness']],
    ['อธิบายละเอียด เข้าใจง่าย', ['praise.explanation']],
    ['ราคาเหมาะสม คุ้มค่า', ['praise.price']],
    ['ประทับใจมากค่ะ', ['praise.general']],
    ['พนักงานดีมาก', ['praise.staff']],
  ])('praise: %s → %j', (text, expected) => {
    expect(topicsOf(text, 'service').sort()).toEqual([...expected].sort());
  });

  it.each([
    ['ไม่ช้า is no waiting-time complaint', 'งานไม่ช้าเลย', 'S03'],
    ['ไม่สุภาพ is no staff praise', 'พนักงานไม่สุภาพ', 'praise.staff'],
    ['ไม่ประทับใจ is no praise', 'ไม่ประทับใจ', 'praise.general'],
    ['ไม่ต้องรอนาน is no waiting-time complaint', 'ไม่ต้องรอนานเลย', 'S03'],
  ])('a negated phrase does not count: %s', (_name, text, absent) => {
    expect(topicsOf(text, 'service')).not.toContain(absent);
  });

  it('a negation turns praise into the complaint it names', () => {
    expect(topicsOf('พนักงานไม่สุภาพ', 'service')).toContain('S02');
    expect(topicsOf('ไม่ต้องรอนานเลย', 'service')).toContain('praise.speed');
  });

  it('a subject counts the way its nearest sentiment word goes', () => {
    expect(topicsOf('ส่วนลดน่าผิดหวัง', 'showroom')).toContain('A04');
    expect(topicsOf('ส่วนลดดีมาก', 'showroom')).toContain('praise.price');
    expect(topicsOf('ส่วนลด', 'showroom')).toEqual([]);
  });

  it.each([
    ['อะไหล่ราคาแพงกว่าร้านข้างนอกเยอะ', 'service', 'S06'],
    ['เงื่อนไขแคมเปญไม่ชัดเจน', 'showroom', 'A04'],
    ['เอกสารไฟแนนซ์ล่าช้า', 'showroom', 'A05'],
  ] as const)('a phrase of the other kind of visit neither swallows nor takes this one\'s: %s (%s) → %s', (text, type, topic) => {
    expect(topicsOf(text, type)).toContain(topic);
  });

  it('the ticket type leaves out the other kind of visit; without one both stay', () => {
    expect(topicsOf('พูดจาไม่สุภาพ', 'showroom')).toEqual(['A01']);
    expect(topicsOf('พูดจาไม่สุภาพ', 'service')).toEqual(['S02']);
    expect(topicsOf('พูดจาไม่สุภาพ')).toEqual(['A01', 'S02']);
  });

  it('each hit carries the words that decided it and a score', () => {
    const { hits } = readTopics(contentClauses(normaliseText('แอร์ไม่เย็น รอนาน รอนาน')), 'service');
    const waiting = hits.find((hit) => hit.topic === 'S03')!;
    expect(waiting.words).toContain('รอ นาน');
    expect(waiting.source).toBe('rule');
    expect(waiting.score).toBeGreaterThan(0.5);
    expect(waiting.score).toBeLessThanOrEqual(1);
    expect(hits.find((hit) => hit.topic === 'S04')!.words).toContain('แอร์ ไม่ เย็น');
    for (let i = 1; i < hits.length; i++) expect(hits[i - 1].score).toBeGreaterThanOrEqual(hits[i].score);
  });

  it('reads nothing from nothing', () => {
    expect(readTopics([], 'service')).toEqual({ hits: [], positive: 0, negative: 0 });
  });
});
