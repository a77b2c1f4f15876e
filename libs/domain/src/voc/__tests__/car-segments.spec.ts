import { segmentOfModel } from '../car-segments';

const MASTER = [
  { model: 'Almera', segment: 'sedan' },
  { model: 'Kicks e-POWER', segment: 'suv' },
  { model: 'Navara', segment: 'pickup' },
  { model: 'Leaf', segment: 'ev' },
];

describe('car segments', () => {
  it.each([
    ['Almera', 'sedan'],
    ['kicks  E-POWER ', 'suv'],
    ['Navara', 'pickup'],
    ['Leaf', 'ev'],
    ['Cefiro', 'unknown'],
    ['', 'unknown'],
    ['-', 'unknown'],
  ])('model %p is in segment %p', (model, segment) => {
    expect(segmentOfModel(model, MASTER)).toBe(segment);
  });
});
