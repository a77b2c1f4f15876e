import { readSurveyCaseItem, readSurveyPage, readSurveyResponseItem, SurveyPageShapeError } from '../survey-page-shape';

const caseItem = {
  survey_id: 'SR-20250301-D0001-1',
  type: 'showroom',
  dealer_code: 'D0001',
  visit_date: '2025-03-01',
  received_at: '2025-03-03T08:10:00+07:00',
  cleansed_at: null,
  cleanse_reason: null,
  sent_at: '2025-03-04T10:00:00+07:00',
  channel: 'sms',
  outcome: 'responded_successfully',
  outcome_at: '2025-03-05T19:00:00+07:00',
  updated_at: '2025-03-05T19:00:00+07:00',
};

const responseItem = {
  survey_id: 'SR-20250301-D0001-1',
  type: 'showroom',
  dealer_code: 'D0001',
  visit_date: '2025-03-01',
  responded_at: '2025-03-05T19:00:00+07:00',
  customer: { title: 'นาย', name: 'สมชาย ใจดี', tel: '0812345678', email: null },
  vehicle: { car_model: 'Almera', chassis_number: null, registration_number: null },
  nps: 9,
  q1: 'พึงพอใจมาก',
  q2: null,
  return_intent: 4,
  experience: 5,
  satisfied: 'Y',
  comment: '',
  updated_at: '2025-03-05T19:00:00+07:00',
};

const page = (items: unknown[], next_cursor: unknown = null) => ({ success: true, data: { items, next_cursor } });

describe('survey page shape', () => {
  it('reads a valid page of each kind and ignores fields the contract does not name', () => {
    expect(readSurveyPage(page([{ ...caseItem, extra: 1 }], 'abc'), readSurveyCaseItem)).toEqual({ ...page([caseItem], 'abc'), unreadable: [] });
    expect(readSurveyPage(page([responseItem]), readSurveyResponseItem)).toEqual({ ...page([responseItem]), unreadable: [] });
  });

  it('sets an item that breaks the contract aside with its field and problem, and reads the others', () => {
    const bad = { ...responseItem, survey_id: 'SR-2', nps: 11 };
    const nameless = { nps: 3 };
    const read = readSurveyPage(page([responseItem, bad, nameless, { ...responseItem, survey_id: 'SR-3' }], 'c2'), readSurveyResponseItem);
    expect(read.data).toEqual({ items: [responseItem, { ...responseItem, survey_id: 'SR-3' }], next_cursor: 'c2' });
    expect(read.unreadable).toEqual([
      { index: 1, survey_id: 'SR-2', dealer_code: 'D0001', problem: 'answer.data.items[1].nps must be a whole number from 0 to 10', item: bad },
      { index: 2, survey_id: null, dealer_code: null, problem: 'answer.data.items[2].satisfied must be Y or N', item: nameless },
    ]);
  });

  it.each([
    ['a string', 'x'],
    ['null', null],
    ['an array', [1]],
  ])('sets an item that is %s aside', (_name, item) => {
    const read = readSurveyPage(page([item]), readSurveyCaseItem);
    expect(read.data.items).toEqual([]);
    expect(read.unreadable).toEqual([{ index: 0, survey_id: null, dealer_code: null, problem: 'answer.data.items[0] must be an object', item }]);
  });

  it.each([
    ['not sent, no outcome time', { sent_at: null, channel: null, outcome: null, outcome_at: null }, 'pending'],
    ['sent, no outcome time', { outcome: null, outcome_at: null }, 'pending'],
  ])('reads a null outcome of a case %s as pending', (_name, patch, outcome) => {
    expect(readSurveyCaseItem({ ...caseItem, ...patch }, 'item').outcome).toBe(outcome);
  });

  it('refuses a null outcome that comes with an outcome time', () => {
    expect(() => readSurveyCaseItem({ ...caseItem, outcome: null }, 'item')).toThrow(expect.objectContaining({ path: 'item.outcome' }));
  });

  it.each([
    ['success false', { success: false, message: 'x' }, 'answer.success'],
    ['no data', { success: true }, 'answer.data'],
    ['items not an array', { success: true, data: { items: {}, next_cursor: null } }, 'answer.data.items'],
    ['an empty cursor', page([], ''), 'answer.data.next_cursor'],
    ['a missing cursor', { success: true, data: { items: [] } }, 'answer.data.next_cursor'],
  ])('refuses an envelope with %s', (_name, body, path) => {
    expect(() => readSurveyPage(body, readSurveyCaseItem)).toThrow(expect.objectContaining({ path }));
  });

  it.each([
    ['an unknown type', { type: 'sales' }, 'type'],
    ['an unknown outcome', { outcome: 'done' }, 'outcome'],
    ['an unknown cleanse reason', { cleansed_at: '2025-03-03T09:00:00+07:00', cleanse_reason: 'bad' }, 'cleanse_reason'],
    ['a reason without a cleanse time', { cleanse_reason: 'fleet' }, 'cleanse_reason'],
    ['an unknown channel', { channel: 'fax' }, 'channel'],
    ['a time without offset', { updated_at: '2025-03-05T19:00:00' }, 'updated_at'],
    ['an impossible date', { visit_date: '2025-02-30' }, 'visit_date'],
    ['a missing survey id', { survey_id: undefined }, 'survey_id'],
    ['an outcome without its time', { outcome_at: null }, 'outcome_at'],
    ['a numeric dealer code', { dealer_code: 1 }, 'dealer_code'],
  ])('refuses a case item with %s', (_name, patch, field) => {
    expect(() => readSurveyCaseItem({ ...caseItem, ...patch }, 'item')).toThrow(expect.objectContaining({ path: `item.${field}` }));
  });

  it.each([
    ['nps 11', { nps: 11 }, 'nps'],
    ['nps -1', { nps: -1 }, 'nps'],
    ['a fractional nps', { nps: 8.5 }, 'nps'],
    ['nps as text', { nps: '9' }, 'nps'],
    ['return intent 0', { return_intent: 0 }, 'return_intent'],
    ['return intent 5', { return_intent: 5 }, 'return_intent'],
    ['experience 6', { experience: 6 }, 'experience'],
    ['satisfied "yes"', { satisfied: 'yes' }, 'satisfied'],
    ['a null comment', { comment: null }, 'comment'],
    ['no customer', { customer: null }, 'customer'],
    ['a numeric tel', { customer: { ...responseItem.customer, tel: 812345678 } }, 'customer.tel'],
    ['a vehicle without its fields', { vehicle: {} }, 'vehicle.car_model'],
  ])('refuses a response item with %s', (_name, patch, field) => {
    expect(() => readSurveyResponseItem({ ...responseItem, ...patch }, 'item')).toThrow(SurveyPageShapeError);
    expect(() => readSurveyResponseItem({ ...responseItem, ...patch }, 'item')).toThrow(expect.objectContaining({ path: `item.${field}` }));
  });
});
