import { pdcaPlanKeyOf, pdcaPlanPath } from '../pdca-paths';

const dealer = '0b8a4f5e-3c1d-4b2a-9e8f-7a6b5c4d3e2f';

describe('the plan page address', () => {
  it('carries the key and reads it back', () => {
    const path = pdcaPlanPath({ dealer, type: 'service', month: '2026-10-01' });
    expect(path).toBe(`/app/pdca/plan?dealer=${dealer}&type=service&month=2026-10`);
    expect(pdcaPlanKeyOf(new URLSearchParams(path.split('?')[1]))).toEqual({ dealer, type: 'service', month: '2026-10' });
  });

  it.each([`dealer=x&type=service&month=2026-10`, `dealer=${dealer}&type=parts&month=2026-10`, `dealer=${dealer}&type=service&month=10-2026`, ''])('refuses %s', (search) => {
    expect(pdcaPlanKeyOf(new URLSearchParams(search))).toBeNull();
  });
});
