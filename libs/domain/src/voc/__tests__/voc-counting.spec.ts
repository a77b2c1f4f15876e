import { vocCarModel, vocCategoryCodes, vocCategoryGroup, vocMonth, vocStanding } from '../voc-counting';

describe('VOC counting: which state of a ticket counts', () => {
  it.each([
    ['open ticket', { cancelled: false, deleted: false }, 'counted'],
    ['cancelled', { cancelled: true, deleted: false }, 'cancelled'],
    ['deleted', { cancelled: false, deleted: true }, 'deleted'],
    ['cancelled, then deleted', { cancelled: true, deleted: true }, 'deleted'],
  ] as const)('%s → %s', (_name, state, standing) => {
    expect(vocStanding(state)).toBe(standing);
  });

  it.each([
    ['ticked codes of the type, sorted', 'showroom', { F02: true, A01: true }, ['A01', 'F02']],
    ['free text (100) never counts', 'showroom', { A99: true, A100: 'rude staff' }, ['A99']],
    ['a 100 code ticked true still does not count', 'showroom', { A100: true, P01: true }, ['P01']],
    ['unticked codes do not count', 'service', { S01: false, S02: true }, ['S02']],
    ['codes of the other type do not count', 'service', { A01: true, S10: true }, ['S10']],
    ['unknown codes do not count', 'showroom', { Z01: true, O01: true }, ['O01']],
    ['no categories', 'service', {}, []],
    ['null categories', 'service', null, []],
  ] as const)('%s', (_name, type, categories, codes) => {
    expect(vocCategoryCodes(type, categories as never)).toEqual(codes);
  });

  it.each([
    ['A07', 'A'],
    ['F99', 'F'],
    ['P01', 'P'],
    ['O99', 'O'],
    ['S10', 'S'],
    ['S100', null],
    ['X01', null],
  ])('code %s is in group %s', (code, group) => {
    expect(vocCategoryGroup(code)).toBe(group);
  });

  it.each([
    ['  navara ', 'Navara'],
    ['KICKS   E-POWER', 'Kicks e-POWER'],
    ['Cefiro', 'Cefiro'],
    ['  ', ''],
    [null, ''],
    [42, ''],
  ])('car model %p counts as %p', (raw, model) => {
    expect(vocCarModel(raw)).toBe(model);
  });

  it.each([
    // 31 March 18:00 UTC is 1 April in Bangkok.
    ['2026-03-31T18:00:00.000Z', '2026-04-01'],
    ['2026-03-31T16:59:59.000Z', '2026-03-01'],
    ['2025-12-31T17:00:00.000Z', '2026-01-01'],
  ])('received %s counts in month %s', (at, month) => {
    expect(vocMonth(at)).toBe(month);
  });
});
