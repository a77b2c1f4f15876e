import { standingCounts } from '../hot-alert-standing';

const D1 = 'd1';
const D2 = 'd2';

describe('hot alerts standing: status counts and the recent open tickets bucketed per ticket', () => {
  it.each([
    ['closed statuses carry no bucket', [{ dealer_id: D1, status: 'B', n: '4' }, { dealer_id: D1, status: 'D', n: '1' }], [], [
      { dealer_id: D1, status: 'B', bucket: null, n: '4' },
      { dealer_id: D1, status: 'D', bucket: null, n: '1' },
    ]],
    ['open tickets none recent: all 10d+', [{ dealer_id: D1, status: 'W', n: '3' }], [], [{ dealer_id: D1, status: 'W', bucket: '10d+', n: '3' }]],
    ['open tickets all recent: their buckets only', [{ dealer_id: D1, status: 'C', n: '2' }], [{ dealer_id: D1, status: 'C', bucket: '0-1d', n: '2' }], [{ dealer_id: D1, status: 'C', bucket: '0-1d', n: '2' }]],
    [
      'some recent: the rest 10d+, per dealer and status',
      [{ dealer_id: D1, status: 'W', n: '5' }, { dealer_id: D2, status: 'W', n: '1' }, { dealer_id: D1, status: 'S', n: '1' }],
      [{ dealer_id: D1, status: 'W', bucket: '1-3d', n: '2' }, { dealer_id: D1, status: 'W', bucket: '5-10d', n: '1' }, { dealer_id: D2, status: 'W', bucket: '3-5d', n: '1' }],
      [
        { dealer_id: D1, status: 'W', bucket: '1-3d', n: '2' },
        { dealer_id: D1, status: 'W', bucket: '5-10d', n: '1' },
        { dealer_id: D1, status: 'W', bucket: '10d+', n: '2' },
        { dealer_id: D2, status: 'W', bucket: '3-5d', n: '1' },
        { dealer_id: D1, status: 'S', bucket: '10d+', n: '1' },
      ],
    ],
  ] as const)('%s', (_name, byStatus, recent, expected) => {
    expect(standingCounts(byStatus as any, recent as any)).toEqual(expected);
  });
});
