import { satisfactionSmsReceived, type SatisfactionSmsFacts } from '../satisfaction-sms';

/** recorded outcome, entered flag, override → received (KPI5c's SMS half). */
const CASES: Array<[SatisfactionSmsFacts['recorded'], SatisfactionSmsFacts['entered'], boolean, boolean | null]> = [
  ['delivered', null, false, true],
  ['delivered', 0, false, true], // the record wins over a hand-entered "no"
  ['failed', 1, false, false], // ... and over a hand-entered "yes"
  ['failed', 1, true, true], // unless the verifier overrides it
  ['delivered', 0, true, false],
  ['failed', null, true, false], // an override without an entered flag is nothing
  [null, 1, false, true], // nothing recorded (older tickets, no tel): the entered flag as before
  [null, 0, false, false],
  [null, null, false, null],
  [null, 1, true, true],
];

describe('satisfactionSmsReceived', () => {
  it.each(CASES)('recorded %s, entered %s, override %s → %s', (recorded, entered, override, expected) => {
    expect(satisfactionSmsReceived({ recorded, entered, override })).toBe(expected);
  });
});
