import { countedCategories } from '@voc/domain';
// The stand-in is an external system's double; only this check of the two demo networks reads it.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { dealerRegion } from '../../../../survey-standin/src/population/dealer-regions';
import { generateDealers } from '../demo-dealers';
import { planDemoTickets } from '../demo-tickets';
import { SeededRandom } from '../random';
import { DEMO_NETWORK_SEED } from '../seed-demo-data';
import { TICKET_CODE_TEXTS } from '../ticket-texts';

describe('demo ticket texts tell the ticket\'s own categories', () => {
  const plans = planDemoTickets(3000, 150, 18, new Date('2026-11-01T00:00:00Z'), new SeededRandom(7));
  const mentions = (text: string, code: string) => TICKET_CODE_TEXTS[code].description.some((sentence) => text.includes(sentence));

  it('describes every ticked category (an "Others" ticket by its own free text)', () => {
    for (const plan of plans) {
      for (const code of countedCategories(plan.categories)) {
        const freeText = plan.categories[code.replace(/\d+$/, '100')];
        if (code.endsWith('99') && typeof freeText === 'string') expect(plan.description).toContain(freeText);
        else expect({ code, told: mentions(plan.description, code) }).toEqual({ code, told: true });
      }
    }
  });

  it('adds noise: a detail of the visit for some, a sentence of an unticked category for a few', () => {
    const stray = plans.filter((plan) => {
      const ticked = new Set(countedCategories(plan.categories));
      return Object.keys(TICKET_CODE_TEXTS).some((code) => !ticked.has(code) && mentions(plan.description, code));
    }).length / plans.length;
    expect(stray).toBeGreaterThan(0.03);
    expect(stray).toBeLessThan(0.15);
    expect(plans.filter((p) => /กม\.|ลูกค้าใช้รถ|ลูกค้าประจำ|ลูกค้าจองรถ|ลูกค้าออกรถ|ติดต่อกลับช่วงเย็น|เคยร้องเรียน/.test(p.description)).length / plans.length).toBeGreaterThan(0.2);
  });

  it('varies the words: many distinct descriptions, and a want, a root cause and a solution from the lead category', () => {
    expect(new Set(plans.map((p) => p.description)).size).toBeGreaterThan(1000);
    for (const plan of plans) {
      const lead = countedCategories(plan.categories)[0];
      const texts = TICKET_CODE_TEXTS[lead];
      expect(texts.want).toContain(plan.customerWant);
      expect(texts.cause).toContain(plan.rootCause);
      expect(texts.solution.some((s) => plan.solution.startsWith(s))).toBe(true);
    }
  });

  it('is the same for the same seed', () => {
    const again = planDemoTickets(3000, 150, 18, new Date('2026-11-01T00:00:00Z'), new SeededRandom(7));
    expect(again.map((p) => [p.description, p.customerWant, p.rootCause, p.solution])).toEqual(plans.map((p) => [p.description, p.customerWant, p.rootCause, p.solution]));
  });
});

describe('the survey stand-in places the demo dealers in their regions', () => {
  it('agrees with the demo seed on the region of D0001..D0150, so a planted regional trend shows in that region', () => {
    const dealers = generateDealers(150, new SeededRandom(DEMO_NETWORK_SEED));
    expect(dealers.map((d, i) => `${d.dealer_code}:${dealerRegion(i)}`)).toEqual(dealers.map((d) => `${d.dealer_code}:${d.dealer_sales_region.slice(-1)}`));
  });
});
