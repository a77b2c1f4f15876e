import { briefMailMonth, briefMailReady, briefPath } from '../monthly-brief-mail';

const thai = (local: string) => new Date(`${local}+07:00`);

describe('which month’s brief mails are owed', () => {
  it.each<[string, string, number, string | null]>([
    ['the instant October closes (close day 5)', '2026-11-06T00:00:00', 5, '2026-10-01'],
    ['just before the close: none yet (September’s window is over)', '2026-11-05T23:59:59', 5, null],
    ['9 days after the close', '2026-11-15T00:00:00', 5, '2026-10-01'],
    ['10 days after the close: too late', '2026-11-16T00:00:00', 5, null],
    ['close day 1: November closes when 1 December ends', '2026-12-02T08:00:00', 1, '2026-11-01'],
    ['across the year', '2027-01-06T01:00:00', 5, '2026-12-01'],
  ])('%s', (_case, at, closeDay, month) => {
    expect(briefMailMonth(thai(at), closeDay)).toBe(month);
  });

  it('links the brief page of the scope and month', () => {
    expect(briefPath('region-Region1', '2026-10')).toBe('/app/report/brief?month=2026-10&scope=region-Region1');
  });
});

describe('when a place\'s brief mail may go', () => {
  const close = thai('2026-11-06T00:00:00');
  it.each<[string, string, boolean, boolean]>([
    ['its brief is written: at once', '2026-11-06T00:10:00', true, true],
    ['not written yet, 10 minutes after the close: it waits for the PDF', '2026-11-06T00:10:00', false, false],
    ['not written, 23 h 59 after the close: still waits', '2026-11-06T23:59:59', false, false],
    ['not written, 24 h after the close: the link only', '2026-11-07T00:00:00', false, true],
  ])('%s', (_case, at, written, ready) => {
    expect(briefMailReady(thai(at), close, written)).toBe(ready);
  });
});
