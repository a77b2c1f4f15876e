import { analyseText } from '../analyse-text';
import { type LabelledText, parseCategoryModel, trainCategoryModel } from '../classifier/category-model';
import { evaluateCategoryModel } from '../classifier/evaluate-category-model';
import { suggestCategories } from '../classifier/suggest-categories';

/** A small hand-made set where the right answer is known: each category has its own words. */
const service = (text: string, ...categories: string[]): LabelledText => ({ text, categories, ticketType: 'service' });
const showroom = (text: string, ...categories: string[]): LabelledText => ({ text, categories, ticketType: 'showroom' });

const TRAIN: LabelledText[] = [
  service('รอรับรถนานมาก กว่าจะเสร็จทั้งวัน', 'S03'),
  service('รอนานเกินไป เสร็จช้ากว่านัด', 'S03'),
  service('รอทั้งวันกว่าจะได้รถคืน', 'S03', 'S100'),
  service('ใช้เวลารอนานมาก', 'S03'),
  service('รออะไหล่เป็นเดือน อะไหล่ไม่มีในสต็อก', 'S07'),
  service('อะไหล่ขาด ต้องสั่งอะไหล่จากส่วนกลาง', 'S07'),
  service('สั่งอะไหล่นาน อะไหล่ยังไม่มา', 'S07'),
  service('ค่าแรงแพง ค่าอะไหล่ก็แพง', 'S06'),
  service('ค่าบริการแพงกว่าอู่ข้างนอก', 'S06'),
  service('บิลค่าบริการแพงเกินไป', 'S06'),
  service('รถสกปรก ไม่ได้ล้างรถให้', 'S08'),
  service('ภายในรถมีคราบน้ำมัน รถสกปรก', 'S08'),
  service('ฝุ่นเต็มเบาะ รถสกปรก', 'S08'),
  service('คอนโซลมีฝุ่น เบาะมีรอยเท้า', 'S08'),
  service('ลายนิ้วมือเต็มกระจก', 'S08'),
  service('กระจกมีลายนิ้วมือ', 'S08'),
  showroom('เซลส์ไม่ติดต่อกลับ โทรไปก็ไม่รับสาย', 'A03'),
  showroom('ไม่ติดต่อกลับเลยหลังจองรถ', 'A03'),
  showroom('ส่งมอบรถล่าช้า เลื่อนวันส่งมอบหลายครั้ง', 'A06'),
  showroom('ส่งมอบรถช้ากว่ากำหนด', 'A06'),
];

const HELD_OUT: LabelledText[] = [
  service('รอนานมากค่ะ', 'S03'),
  service('อะไหล่ไม่มี ต้องรออะไหล่', 'S07'),
  service('ค่าแรงแพงมาก', 'S06'),
  service('ไม่ได้ล้างรถ สกปรก', 'S08'),
  showroom('เซลส์ไม่ติดต่อกลับเลย', 'A03'),
  showroom('เลื่อนวันส่งมอบรถ', 'A06'),
];

describe('trainCategoryModel / suggestCategories', () => {
  const model = trainCategoryModel(TRAIN, '2026-11-01T00:00:00.000Z', { minDocuments: 1 });

  it('keeps counts per category of the ticket type, free text left out', () => {
    expect(model.version).toBe(1);
    expect(model.examples).toBe(20);
    expect(model.classes.map((c) => c.code)).toEqual(['A03', 'A06', 'S03', 'S06', 'S07', 'S08']);
    expect(model.classes.find((c) => c.code === 'S03')).toMatchObject({ ticketType: 'service', documents: 4 });
    expect(model.vocabulary).toBeGreaterThan(20);
  });

  it.each([
    ['รอนานมาก', 'S03', 'รอ'],
    ['อะไหล่ไม่มี', 'S07', 'อะไหล่'],
    ['ค่าบริการแพง', 'S06', 'แพง'],
    ['รถสกปรกมาก', 'S08', 'สกปรก'],
  ])('%s → %s, decided by %s', (text, code, word) => {
    const [best, ...rest] = suggestCategories(model, text, 'service');
    expect(best.code).toBe(code);
    expect(best.words).toContain(word);
    expect(best.probability).toBeGreaterThan(0.5);
    expect(rest.length).toBeLessThanOrEqual(2);
    for (const other of rest) expect(other.probability).toBeLessThanOrEqual(best.probability);
  });

  it('suggests only the categories of the ticket type', () => {
    expect(suggestCategories(model, 'ไม่ติดต่อกลับ', 'showroom', 5).map((s) => s.code)).toEqual(['A03', 'A06']);
    expect(suggestCategories(model, 'ไม่ติดต่อกลับ', 'service', 5).every((s) => s.code.startsWith('S'))).toBe(true);
  });

  it('probabilities of all categories of a type add up to 1', () => {
    const all = suggestCategories(model, 'รอนาน อะไหล่', 'service', 10);
    expect(all).toHaveLength(4);
    expect(all.reduce((sum, s) => sum + s.probability, 0)).toBeCloseTo(1, 3);
  });

  it.each([[''], ['   '], ['ครับ'], ['คำที่ไม่เคยเห็นในการฝึกเลย xyzzy'], ['😡😡']])('no evidence, no suggestion: %j', (text) => {
    expect(suggestCategories(model, text, 'service')).toEqual([]);
  });

  it('k of 0 or nonsense gives nothing or the default', () => {
    expect(suggestCategories(model, 'รอนาน', 'service', 0)).toEqual([]);
    expect(suggestCategories(model, 'รอนาน', 'service', Number.NaN)).toHaveLength(3);
  });

  it('an empty training set gives a model that suggests nothing', () => {
    const empty = trainCategoryModel([], '2026-11-01T00:00:00.000Z');
    expect(empty).toMatchObject({ examples: 0, vocabulary: 0, classes: [] });
    expect(suggestCategories(empty, 'รอนาน', 'service')).toEqual([]);
  });

  it('minDocuments leaves out rare terms', () => {
    const pruned = trainCategoryModel(TRAIN, '2026-11-01T00:00:00.000Z');
    expect(pruned.minDocuments).toBe(2);
    expect(pruned.vocabulary).toBeLessThan(model.vocabulary);
    expect(suggestCategories(pruned, 'รอนานมาก', 'service')[0].code).toBe('S03');
  });

  it('survives a JSON round trip (stored as jsonb) and suggests the same', () => {
    const stored = JSON.parse(JSON.stringify(model));
    expect(stored).toEqual(model);
    const parsed = parseCategoryModel(stored)!;
    expect(parsed).not.toBeNull();
    for (const text of ['รอนานมาก', 'อะไหล่ไม่มี', 'ค่าแรงแพง']) expect(suggestCategories(parsed, text, 'service')).toEqual(suggestCategories(model, text, 'service'));
  });

  it('learns a word like "__proto__" or "constructor" without harm', () => {
    const odd = trainCategoryModel([service('__proto__ constructor toString รอนาน', 'S03'), service('__proto__ constructor', 'S03')], 'x', { minDocuments: 1 });
    const round = parseCategoryModel(JSON.parse(JSON.stringify(odd)))!;
    expect(suggestCategories(round, 'constructor __proto__', 'service')[0].code).toBe('S03');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each([
    ['null', null],
    ['a string', 'model'],
    ['another version', { ...trainCategoryModel(TRAIN, 'x'), version: 2 }],
    ['a class of an unknown code', { ...trainCategoryModel(TRAIN, 'x'), classes: [{ code: 'Z01', ticketType: 'service', documents: 1, termTotal: 1, terms: [['a', 1]] }] }],
    ['a code of the other ticket type', { ...trainCategoryModel(TRAIN, 'x'), classes: [{ code: 'S01', ticketType: 'showroom', documents: 1, termTotal: 1, terms: [['a', 1]] }] }],
    ['a negative count', { ...trainCategoryModel(TRAIN, 'x'), classes: [{ code: 'S01', ticketType: 'service', documents: -1, termTotal: 1, terms: [['a', 1]] }] }],
    ['terms not pairs', { ...trainCategoryModel(TRAIN, 'x'), classes: [{ code: 'S01', ticketType: 'service', documents: 1, termTotal: 1, terms: { a: 1 } }] }],
  ])('parseCategoryModel refuses %s', (_name, value) => {
    expect(parseCategoryModel(value)).toBeNull();
  });
});

describe('evaluateCategoryModel', () => {
  it('finds the known answers and beats the most-frequent-category baseline', () => {
    const evaluation = evaluateCategoryModel(TRAIN, HELD_OUT, { minDocuments: 1 });
    expect(evaluation.heldOut).toBe(6);
    expect(evaluation.top1).toBe(1);
    expect(evaluation.top3).toBe(1);
    // Most frequent: S03 (service) and A03/A06 tied, A03 first (showroom): 2 of 6 right at top-1.
    expect(evaluation.baselineTop1).toBeCloseTo(2 / 6, 3);
    expect(evaluation.baselineTop3).toBeCloseTo(5 / 6, 3);
    expect(evaluation.top1).toBeGreaterThan(evaluation.baselineTop1);
  });

  it('counts only held-out texts with a counted category; none gives zeros, not NaN', () => {
    expect(evaluateCategoryModel(TRAIN, [service('รอนาน', 'S100'), service('รอนาน')])).toEqual({ top1: 0, top3: 0, baselineTop1: 0, baselineTop3: 0, heldOut: 0 });
    expect(evaluateCategoryModel([], HELD_OUT)).toMatchObject({ top1: 0, baselineTop1: 0, heldOut: 6 });
  });
});

describe('analyseText with a model', () => {
  const model = trainCategoryModel(TRAIN, '2026-11-01T00:00:00.000Z', { minDocuments: 1 });

  it('adds the model topic no rule found, with its words', () => {
    const analysis = analyseText('ลายนิ้วมือเต็มกระจกเลย', { model, ticketType: 'service', npsBand: 'bottom6' });
    expect(analysis.topics.filter((t) => t.source === 'rule')).toEqual([]);
    const hit = analysis.topics.find((t) => t.source === 'model');
    expect(hit).toMatchObject({ topic: 'S08', source: 'model' });
    expect(hit!.words.length).toBeGreaterThan(0);
  });

  it('leaves a rule topic as the rule found it', () => {
    const analysis = analyseText('รอนานมาก', { model, ticketType: 'service' });
    expect(analysis.topics.filter((t) => t.topic === 'S03')).toEqual([expect.objectContaining({ source: 'rule' })]);
  });

  it('does not ask the complaint model about praise', () => {
    const analysis = analyseText('ดีมาก ประทับใจ รอไม่นาน', { model, ticketType: 'service' });
    expect(analysis.topics.some((t) => t.source === 'model')).toBe(false);
  });
});
