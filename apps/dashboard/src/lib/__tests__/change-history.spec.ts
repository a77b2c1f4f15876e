// @voc/contracts' class-transformer decorators need the Reflect metadata API at load.
import 'reflect-metadata';
import type { ChangeHistoryEntry } from '@voc/contracts';
import { historyRows } from '../change-history';

const entry = (action: ChangeHistoryEntry['action'], changes: ChangeHistoryEntry['changes']): ChangeHistoryEntry => ({
  changed_at: '2026-05-01T03:00:00.000Z',
  changed_by: { _id: 'u1', name: 'พรทิพย์ บุญมา' },
  action,
  changes,
});

const ORDER = ['dealer_code', 'dealer_name', 'working_hours.saturday.open', 'working_hours.saturday.close', 'working_hours', 'password'];

describe('change history rows', () => {
  it.each<[string, ChangeHistoryEntry, unknown[]]>([
    [
      'an edit: in form order, exact dotted names first',
      entry('updated', {
        'working_hours.saturday.close': { from: '12:00', to: '15:00' },
        dealer_name: { from: 'ก', to: 'ข' },
        'working_hours.saturday.open': { from: '08:30', to: '09:00' },
      }),
      [
        { field: 'dealer_name', secret: false, from: 'ก', to: 'ข' },
        { field: 'working_hours.saturday.open', secret: false, from: '08:30', to: '09:00' },
        { field: 'working_hours.saturday.close', secret: false, from: '12:00', to: '15:00' },
      ],
    ],
    [
      'a dotted field not listed sorts under its first part, unknown fields last by name',
      entry('updated', { zeta: { from: 1, to: 2 }, 'working_hours.sunday.open': { from: null, to: '10:00' }, alpha: { from: true, to: false } }),
      [
        { field: 'working_hours.sunday.open', secret: false, from: null, to: '10:00' },
        { field: 'alpha', secret: false, from: true, to: false },
        { field: 'zeta', secret: false, from: 1, to: 2 },
      ],
    ],
    [
      'a secret shows only that it changed',
      entry('updated', { password: { changed: true }, dealer_code: { from: 'D1', to: 'D2' } }),
      [
        { field: 'dealer_code', secret: false, from: 'D1', to: 'D2' },
        { field: 'password', secret: true },
      ],
    ],
    [
      'a creation lists only the values set',
      entry('created', { dealer_code: { from: null, to: 'D9' }, dealer_name: { from: null, to: null }, password: { changed: true }, 'working_hours.saturday.open': { from: null, to: '' } }),
      [
        { field: 'dealer_code', secret: false, from: null, to: 'D9' },
        { field: 'password', secret: true },
      ],
    ],
    ['no change, no rows', entry('updated', {}), []],
  ])('%s', (_case, given, expected) => {
    expect(historyRows(given, ORDER)).toEqual(expected);
  });
});
