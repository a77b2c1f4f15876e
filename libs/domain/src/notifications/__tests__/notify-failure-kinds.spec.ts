import { groupFailureReasons, noContactReason, readFailureReason, type FailureReasonCount } from '../notify-failure-kinds';

/** stage, reason → kind, address shown apart, words with the address masked. */
const CASES: Array<[ 'send' | 'delivery', string, string, string | null, string]> = [
  ['send', '400 invalid_recipient: not a Thai mobile number: 02-123-4567', 'invalid_recipient', '02-123-4567', '400 invalid_recipient: not a Thai mobile number: …'],
  ['send', '400 invalid_recipient: not a Thai mobile number: 021234567', 'invalid_recipient', '021234567', '400 invalid_recipient: not a Thai mobile number: …'],
  ['send', '400 invalid_recipient: not a Thai mobile number: 12345', 'invalid_recipient', '12345', '400 invalid_recipient: not a Thai mobile number: …'],
  ['send', '422 invalid_recipient: +66 81 234 5678 is barred', 'invalid_recipient', '+66 81 234 5678', '422 invalid_recipient: … is barred'],
  ['send', '400 invalid_message: to, text and client_reference are required', 'invalid_message', null, '400 invalid_message: to, text and client_reference are required'],
  ['send', '422 blocked_sender: sender not allowed', 'refused', null, '422 blocked_sender: sender not allowed'],
  ['send', '550 5.1.1 <nobody@demo.local>: Recipient address rejected', 'invalid_recipient', 'nobody@demo.local', '550 5.1.1 …: Recipient address rejected'],
  ['send', 'rejected by the server: 550 no such user sales.manager.d0009@demo.local', 'invalid_recipient', 'sales.manager.d0009@demo.local', 'rejected by the server: 550 no such user …'],
  ['send', '554 5.7.1 message refused', 'refused', null, '554 5.7.1 message refused'],
  ['delivery', 'handset unreachable', 'undelivered', null, 'handset unreachable'],
  ['delivery', '400 invalid_recipient: 0810000000', 'undelivered', '0810000000', '400 invalid_recipient: …'],
  ['send', noContactReason('sms'), 'no_contact', null, 'no_contact: no branch manager with a mobile number'],
  ['send', noContactReason('email'), 'no_contact', null, 'no_contact: no branch manager with an email address'],
  ['send', '-', 'other', null, '-'],
  ['send', 'something unforeseen', 'other', null, 'something unforeseen'],
];

describe('readFailureReason', () => {
  it.each(CASES)('%s %j is %s, naming %j', (stage, reason, kind, address, text) => {
    expect(readFailureReason(stage, reason)).toEqual({ kind, address, text });
  });
});

describe('groupFailureReasons', () => {
  const row = (reason: string, count: number, extra: Partial<FailureReasonCount> = {}): FailureReasonCount => ({ channel: 'sms', stage: 'send', reason, dealer_ref: null, count, ...extra });

  it('makes one row of one kind whatever numbers its reasons carry, the numbers apart, most failures first', () => {
    const groups = groupFailureReasons([
      row('400 invalid_recipient: not a Thai mobile number: 021111111', 1),
      row('400 invalid_recipient: not a Thai mobile number: 022222222', 3),
      row('handset unreachable', 2, { stage: 'delivery' }),
      row('550 5.1.1 <a@b.co>: Recipient address rejected', 1, { channel: 'email' }),
    ]);
    expect(groups).toEqual([
      { channel: 'sms', stage: 'send', kind: 'invalid_recipient', example: '400 invalid_recipient: not a Thai mobile number: …', count: 4, addresses: ['022222222', '021111111'], dealer_refs: [] },
      { channel: 'sms', stage: 'delivery', kind: 'undelivered', example: 'handset unreachable', count: 2, addresses: [], dealer_refs: [] },
      { channel: 'email', stage: 'send', kind: 'invalid_recipient', example: '550 5.1.1 …: Recipient address rejected', count: 1, addresses: ['a@b.co'], dealer_refs: [] },
    ]);
  });

  it('lists the branches without a contact, most failures first, and keeps at most maxDetails of each', () => {
    const groups = groupFailureReasons(
      [row(noContactReason('sms'), 1, { dealer_ref: 'd1' }), row(noContactReason('sms'), 5, { dealer_ref: 'd2' }), row(noContactReason('sms'), 2, { dealer_ref: 'd3' })],
      2,
    );
    expect(groups).toEqual([{ channel: 'sms', stage: 'send', kind: 'no_contact', example: 'no_contact: no branch manager with a mobile number', count: 8, addresses: [], dealer_refs: ['d2', 'd3'] }]);
  });

  it('keeps channels and stages apart', () => {
    const groups = groupFailureReasons([row('x', 1), row('x', 1, { channel: 'email' }), row('x', 1, { stage: 'delivery' })]);
    expect(groups.map((g) => `${g.channel}/${g.stage}/${g.kind}`).sort()).toEqual(['email/send/other', 'sms/delivery/undelivered', 'sms/send/other']);
  });
});
