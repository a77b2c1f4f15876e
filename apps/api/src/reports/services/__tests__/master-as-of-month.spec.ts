import { splitMonthKey } from '../master-as-of-month';

describe('splitMonthKey: a roll-up row key of a branch or model and its month', () => {
  it.each([
    // key, of, month
    ['9b2f0c0e-0000-4000-8000-000000000001|2026-10-01', '9b2f0c0e-0000-4000-8000-000000000001', '2026-10-01'],
    ['Kicks e-POWER|2026-10-01', 'Kicks e-POWER', '2026-10-01'],
    ['a|b|2026-10-01', 'a|b', '2026-10-01'], // a model whose name holds the separator: the month is the last part
    ['-|2026-01-01', '-', '2026-01-01'],
    ['no-month', 'no-month', ''],
  ])('%s', (key, of, month) => {
    expect(splitMonthKey(key)).toEqual({ of, month });
  });
});
