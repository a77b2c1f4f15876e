import { vocCategoryCodes, vocCategoryGroup } from '@voc/domain';
import { planDemoTickets } from '../demo-tickets';
import { SeededRandom } from '../random';

describe('demo tickets spread car models and categories as a real network would', () => {
  const plans = planDemoTickets(3000, 150, 18, new Date('2026-11-01T00:00:00Z'), new SeededRandom(7));
  const share = (count: number) => count / plans.length;

  it('has best sellers most often, a few EVs and vans, and some tickets without a model', () => {
    const models = new Map<string, number>();
    for (const plan of plans) models.set(plan.carModel, (models.get(plan.carModel) ?? 0) + 1);
    expect(share((models.get('Almera') ?? 0) + (models.get('Navara') ?? 0))).toBeGreaterThan(0.4);
    expect(share(models.get('Leaf') ?? 0)).toBeLessThan(0.06);
    expect(models.get('')).toBeGreaterThan(0);
    expect(models.size).toBe(9);
  });

  it('gives showroom tickets mostly sales-staff complaints (group A), every ticket a countable or free-text category', () => {
    const groups = new Map<string, number>();
    for (const plan of plans.filter((p) => p.type === 'showroom')) {
      for (const code of vocCategoryCodes('showroom', plan.categories)) groups.set(vocCategoryGroup(code) ?? '-', (groups.get(vocCategoryGroup(code) ?? '-') ?? 0) + 1);
    }
    const ordered = [...groups.entries()].sort((a, b) => b[1] - a[1]).map(([group]) => group);
    expect(ordered).toEqual(['A', 'F', 'P', 'O']);
    for (const plan of plans) expect(vocCategoryCodes(plan.type, plan.categories).length).toBeGreaterThan(0);
  });
});
