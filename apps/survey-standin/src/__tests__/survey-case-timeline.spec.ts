import { bangkokDay } from '../population/bangkok-time';
import { dealerTraits } from '../population/dealer-traits';
import { MAX_STEP_LAG_DAYS, RESPONSE_WINDOW_DAYS, stepTimes, surveyCaseTimeline } from '../population/survey-case-timeline';
import { surveyResponseItem } from '../population/survey-answers';

const SEED = 7;
const FIRST_DAY = bangkokDay(Date.parse('2025-01-01T00:00:00+07:00'));

function population(days: number, dealers: number) {
  const cases = [];
  for (let d = 0; d < dealers; d++) {
    const traits = dealerTraits(SEED, d);
    for (let day = FIRST_DAY; day < FIRST_DAY + days; day++) for (let n = 1; n <= 3; n++) cases.push({ c: surveyCaseTimeline(SEED, 'service', day, traits, d, n), traits });
  }
  return cases;
}

describe('survey case timeline', () => {
  const cases = population(120, 20);

  it('keeps every step in order, in whole seconds, within MAX_STEP_LAG_DAYS of the visit day', () => {
    for (const { c } of cases) {
      const times = stepTimes(c);
      for (let i = 0; i < times.length; i++) {
        expect(times[i] % 1000).toBe(0);
        if (i > 0) expect(times[i]).toBeGreaterThan(times[i - 1]);
      }
      expect(bangkokDay(times[0])).toBeGreaterThan(c.visitDay);
      expect(bangkokDay(times[times.length - 1]) - c.visitDay).toBeLessThanOrEqual(MAX_STEP_LAG_DAYS);
      if (c.outcome === 'not_responded') expect(c.outcomeAt - c.sentAt).toBe(RESPONSE_WINDOW_DAYS * 86_400_000);
      else if (c.outcome) expect(c.outcomeAt - c.sentAt).toBeLessThan(RESPONSE_WINDOW_DAYS * 86_400_000);
    }
  });

  it('has the shares the contract tests and reports expect: 5-8 % cleansed, 35-55 % completed, a Bottom6 tail', () => {
    const cleansed = cases.filter(({ c }) => c.cleansedAt).length / cases.length;
    const sent = cases.filter(({ c }) => c.sentAt);
    const completed = sent.filter(({ c }) => c.outcome === 'responded_successfully');
    const unsuccessful = sent.filter(({ c }) => c.outcome === 'responded_unsuccessfully').length / sent.length;
    expect(cleansed).toBeGreaterThan(0.04);
    expect(cleansed).toBeLessThan(0.09);
    expect(completed.length / sent.length).toBeGreaterThan(0.35);
    expect(completed.length / sent.length).toBeLessThan(0.55);
    expect(unsuccessful).toBeGreaterThan(0.08);
    expect(unsuccessful).toBeLessThan(0.12);
    const answers = completed.map(({ c, traits }) => surveyResponseItem(SEED, c, traits));
    const bottom6 = answers.filter((a) => a.nps <= 6).length / answers.length;
    const top2 = answers.filter((a) => a.nps >= 9).length / answers.length;
    expect(bottom6).toBeGreaterThan(0.04);
    expect(bottom6).toBeLessThan(0.16);
    expect(top2).toBeGreaterThan(0.5);
    expect(answers.filter((a) => a.nps <= 6 && a.satisfied === 'N').length).toBeGreaterThan(answers.filter((a) => a.nps >= 9 && a.satisfied === 'N').length);
    expect(answers.every((a) => /^0[689]\d{8}$/.test(a.customer.tel ?? '') && a.vehicle.car_model)).toBe(true);
  });

  it('builds the same case from the same numbers', () => {
    const traits = dealerTraits(SEED, 4);
    expect(surveyCaseTimeline(SEED, 'showroom', FIRST_DAY + 3, traits, 4, 2)).toEqual(surveyCaseTimeline(SEED, 'showroom', FIRST_DAY + 3, traits, 4, 2));
    expect(surveyCaseTimeline(SEED, 'showroom', FIRST_DAY + 3, traits, 4, 2)).not.toEqual(surveyCaseTimeline(SEED, 'showroom', FIRST_DAY + 3, traits, 4, 1));
  });
});
