import { isHeldOut, splitHeldOut } from '../held-out-split';

describe('the held-out split of labelled tickets', () => {
  const keys = Array.from({ length: 2000 }, (_, i) => ({ key: `ticket:${i.toString(16).padStart(8, '0')}-0000-4000-8000-000000000000` }));

  it('keeps a ticket on the same side every time', () => {
    expect(keys.slice(0, 50).map((k) => isHeldOut(k.key))).toEqual(keys.slice(0, 50).map((k) => isHeldOut(k.key)));
  });

  it('holds out about one in five, and every example lands on one side', () => {
    const { train, heldOut } = splitHeldOut(keys);
    expect(train.length + heldOut.length).toBe(keys.length);
    expect(heldOut.length / keys.length).toBeGreaterThan(0.17);
    expect(heldOut.length / keys.length).toBeLessThan(0.23);
  });

  it('one in one holds out every ticket', () => {
    expect(splitHeldOut(keys, 1)).toEqual({ train: [], heldOut: keys });
  });
});
