import { changedValues } from '../changed-values';

describe('changedValues', () => {
  const opened = { name: 'คุณเดิม', tel: '0812345678', categories: { A01: true } as Record<string, boolean>, actions: [{ what: 'โทรกลับ' }] };

  it.each([
    ['nothing changed', opened, {}],
    ['one text changed', { ...opened, tel: '0899999999' }, { tel: '0899999999' }],
    ['a nested value changed', { ...opened, categories: { A01: true, A02: true } }, { categories: { A01: true, A02: true } }],
    ['an array grew', { ...opened, actions: [{ what: 'โทรกลับ' }, { what: 'อบรม' }] }, { actions: [{ what: 'โทรกลับ' }, { what: 'อบรม' }] }],
    ['a text emptied', { ...opened, name: '' }, { name: '' }],
    ['an equal copy of a nested value', { ...opened, categories: { A01: true } }, {}],
  ])('%s', (_case, values, expected) => {
    expect(changedValues(opened, values)).toEqual(expected);
  });
});
