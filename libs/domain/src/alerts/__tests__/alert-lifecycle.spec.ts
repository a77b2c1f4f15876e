import { alertKey, reconcileAlerts, type StoredAlert } from '../alert-lifecycle';

describe('an alert raised once per condition and period', () => {
  it.each<[string, StoredAlert[], string[], ReturnType<typeof reconcileAlerts>]>([
    ['a new condition is raised', [], ['a'], { raise: ['a'], reopen: [], resolve: [], refresh: [] }],
    ['a repeated evaluation raises nothing new', [{ key: 'a', status: 'open' }], ['a'], { raise: [], reopen: [], resolve: [], refresh: ['a'] }],
    ['a recovered figure resolves its alert', [{ key: 'a', status: 'open' }], [], { raise: [], reopen: [], resolve: ['a'], refresh: [] }],
    ['a condition back in the same period re-opens, not raises', [{ key: 'a', status: 'resolved' }], ['a'], { raise: [], reopen: ['a'], resolve: [], refresh: [] }],
    ['an alert a user closed is left alone while it holds', [{ key: 'a', status: 'closed' }], ['a'], { raise: [], reopen: [], resolve: [], refresh: [] }],
    ['and after it recovers', [{ key: 'a', status: 'closed' }], [], { raise: [], reopen: [], resolve: [], refresh: [] }],
    ['several at once', [{ key: 'a', status: 'open' }, { key: 'b', status: 'resolved' }, { key: 'c', status: 'open' }], ['a', 'b', 'd'], { raise: ['d'], reopen: ['b'], resolve: ['c'], refresh: ['a'] }],
  ])('%s', (_case, stored, holding, expected) => {
    expect(reconcileAlerts(stored, holding)).toEqual(expected);
  });

  it('is idempotent: applying its changes and running again raises and resolves nothing', () => {
    const first = reconcileAlerts([{ key: 'x', status: 'open' }], ['y']);
    const after: StoredAlert[] = [...first.raise.map((key) => ({ key, status: 'open' as const })), ...first.resolve.map((key) => ({ key, status: 'resolved' as const }))];
    const second = reconcileAlerts(after, ['y']);
    expect(second.raise).toEqual([]);
    expect(second.resolve).toEqual([]);
  });

  it('a key names rule, place, type and period', () => {
    expect(alertKey('r1', 'area', 'R1-1', 'service', '2026-11')).toBe('r1|area|R1-1|service|2026-11');
  });
});
