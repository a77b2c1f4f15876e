import { USER_TYPES, type UserType } from '../../users/user-types';
import { DELETION_REASON_MAX, DELETION_REFUSALS, deletionEffect, deletionEffectOf, deletionReasonRefusal, mayAuditDeletions, mayDeleteTicket } from '../ticket-deletion';

describe('mayDeleteTicket: csn alone', () => {
  const allowed: Record<UserType, boolean> = {
    csn: true,
    nissan: false,
    nml: false,
    region_manager: false,
    area_manager: false,
    callcenter: false,
    dealer: false,
    external: false,
  };
  it.each(USER_TYPES.map((type) => [type, allowed[type]] as const))('%s may delete: %s', (type, expected) => {
    expect(mayDeleteTicket(type)).toBe(expected);
  });
  it.each(USER_TYPES.map((type) => [type, allowed[type]] as const))('%s reads the deletions\' audit view: %s', (type, expected) => {
    expect(mayAuditDeletions(type)).toBe(expected);
  });
});

describe('deletionReasonRefusal', () => {
  it.each([
    ['a reason', 'ลูกค้าแจ้งซ้ำ (duplicate of SR2610-000123)', null],
    ['one character', 'x', null],
    ['exactly the limit', 'ก'.repeat(DELETION_REASON_MAX), null],
    ['the limit with spaces around it', `  ${'a'.repeat(DELETION_REASON_MAX)}  `, null],
    ['empty', '', DELETION_REFUSALS.reasonRequired],
    ['blank', ' \n\t ', DELETION_REFUSALS.reasonRequired],
    ['missing', undefined, DELETION_REFUSALS.reasonRequired],
    ['null', null, DELETION_REFUSALS.reasonRequired],
    ['over the limit', 'a'.repeat(DELETION_REASON_MAX + 1), DELETION_REFUSALS.reasonTooLong],
  ])('%s', (_name, reason, expected) => {
    expect(deletionReasonRefusal(reason)).toBe(expected);
  });
});

describe('deletionEffect: a final month keeps its tickets', () => {
  // September (Thai month) closes on close day 5 when 5 October ends in Bangkok: 2026-10-05T17:00Z.
  it.each([
    ['deleted within its month', '2026-09-10T03:00:00Z', '2026-09-20T03:00:00Z', 5, 'leaves_open_month'],
    ['deleted before the close, the month over', '2026-09-10T03:00:00Z', '2026-10-05T16:59:59Z', 5, 'leaves_open_month'],
    ['deleted at the close', '2026-09-10T03:00:00Z', '2026-10-05T17:00:00Z', 5, 'stays_in_final_month'],
    ['deleted months later', '2026-09-10T03:00:00Z', '2027-01-02T00:00:00Z', 5, 'stays_in_final_month'],
    ['received 30 Sep 23:30 Bangkok (September), deleted on 6 Oct', '2026-09-30T16:30:00Z', '2026-10-06T01:00:00Z', 5, 'stays_in_final_month'],
    ['received 1 Oct 00:30 Bangkok (October), deleted on 6 Oct', '2026-09-30T17:30:00Z', '2026-10-06T01:00:00Z', 5, 'leaves_open_month'],
    ['another close day: the 1st', '2026-09-10T03:00:00Z', '2026-10-01T17:00:00Z', 1, 'stays_in_final_month'],
    ['another close day: before the 1st ends', '2026-09-10T03:00:00Z', '2026-10-01T16:00:00Z', 1, 'leaves_open_month'],
  ])('%s', (_name, receivedAt, deletedAt, closeDay, expected) => {
    expect(deletionEffect(receivedAt, new Date(deletedAt), closeDay)).toBe(expected);
  });
});

describe('deletionEffectOf: by when the month froze', () => {
  const frozenOn = new Date('2026-10-05T17:00:00Z');
  it.each([
    ['month not frozen', null, '2027-01-01T00:00:00Z', 'leaves_open_month'],
    ['deleted before the freeze', frozenOn, '2026-10-05T16:59:59.999Z', 'leaves_open_month'],
    ['deleted at the freeze', frozenOn, '2026-10-05T17:00:00Z', 'stays_in_final_month'],
    ['deleted after the freeze', frozenOn, '2026-11-01T00:00:00Z', 'stays_in_final_month'],
  ])('%s', (_name, frozen, deletedAt, expected) => {
    expect(deletionEffectOf(frozen, new Date(deletedAt))).toBe(expected);
  });
});
