import { columnText } from '../insert-new-tickets';

/** A new ticket's values as the batch statement's JSON document carries them: the text the pg driver sent as parameters. */
describe('columnText', () => {
  it.each<[string, string, unknown, unknown]>([
    ['a string as it is', 'name', 'คุณ "สมชาย" \\ ทดสอบ', 'คุณ "สมชาย" \\ ทดสอบ'],
    ['an empty string stays empty', 'complaint_description', '', ''],
    ['null', 'email', null, null],
    ['undefined as null', 'email', undefined, null],
    ['a number as its String()', 'age', 42, '42'],
    ['a number the driver writes with an exponent', 'age', 1e21, '1e+21'],
    ['a boolean as its String()', 'q1', true, 'true'],
    ['a date as its instant', 'created_date', new Date('2026-03-04T05:06:07.089Z'), '2026-03-04T05:06:07.089Z'],
    ['an object in a text column as its JSON', 'q2', { a: 'x"y' }, '{"a":"x\\"y"}'],
    ['a surrogate pair (emoji) kept', 'name', 'รถ 🚗', 'รถ 🚗'],
    ['a lone high surrogate as U+FFFD, as the driver encodes it', 'address', 'a\uD800b', 'a\uFFFDb'],
    ['a lone low surrogate as U+FFFD', 'address', '\uDC00x\uD83D', '\uFFFDx\uFFFD'],
    ['a jsonb column takes the value itself', 'complaint_categories', { A01: true, A100: 'อื่น ๆ' }, { A01: true, A100: 'อื่น ๆ' }],
    ['the log is jsonb too', 'logs', [{ status: 'W' }], [{ status: 'W' }]],
  ])('%s', (_case, column, value, expected) => {
    expect(columnText(column, value)).toEqual(expected);
  });
});
