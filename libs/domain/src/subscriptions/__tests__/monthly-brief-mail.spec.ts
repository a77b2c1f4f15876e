import { briefMailMonth, briefPath } from '../monthly-brief-mail';

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
    expect(briefPath('region:R1', '2026-10')).toBe('/app/report/brief?month=2026-10&scope=region%3AR1');
  });
});
