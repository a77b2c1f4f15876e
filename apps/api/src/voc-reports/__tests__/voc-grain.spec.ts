import { keyColumns, vocGrain } from '../services/voc-grain';

describe('which VOC roll-up a read sums', () => {
  it.each([
    ['region, all dealers', [keyColumns('region'), { dealer: false, model: false }], 'area'],
    ['month, one car model', [keyColumns('month'), { dealer: false, model: true }], 'area'],
    ['car model', [keyColumns('car_model'), { dealer: false, model: false }], 'area'],
    ['segment', [keyColumns('segment'), { dealer: false, model: false }], 'area'],
    ['dealer', [keyColumns('dealer'), { dealer: false, model: false }], 'dealer'],
    ['entity', [keyColumns('entity'), { dealer: false, model: false }], 'dealer'],
    ['region, a dealer user (scope by branch)', [keyColumns('region'), { dealer: true, model: false }], 'dealer'],
    ['dealer, one car model', [keyColumns('dealer'), { dealer: false, model: true }], 'dealer_model'],
    ['car model, one dealer', [keyColumns('car_model'), { dealer: true, model: false }], 'dealer_model'],
  ] as const)('%s: %j → %s', (_name, uses, grain) => {
    expect(vocGrain(...uses)).toBe(grain);
  });
});
