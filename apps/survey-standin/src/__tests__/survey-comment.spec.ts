import { bangkokDay, monthsBefore } from '../population/bangkok-time';
import { COMMENT_TOPICS } from '../population/comment-phrases';
import { PLANTED_TRENDS, spikeDealerIndex } from '../population/comment-trends';
import { withTypo } from '../population/comment-typos';
import { dealerRegion, DEMO_NETWORK_DEALERS } from '../population/dealer-regions';
import { mulberry32, randomFor } from '../population/seeded-random';
import { surveyResponseItem } from '../population/survey-answers';
import { composeComment, type ComposedComment, type CommentOccasion, surveyComment } from '../population/survey-comment';
import { SurveyPopulation } from '../population/survey-population';
import { STANDIN_DEFAULTS } from '../standin-server';

const SEED = 11;
const dayOf = (date: string) => bangkokDay(Date.parse(`${date}T12:00:00+07:00`));

/** Comments of many customers on one occasion's terms (each its own random stream). */
function comments(count: number, occasion: (i: number) => CommentOccasion): ComposedComment[] {
  return Array.from({ length: count }, (_, i) => composeComment(randomFor(SEED, 99, i), SEED, occasion(i)));
}

const dealersOfRegion = (region: number) => Array.from({ length: DEMO_NETWORK_DEALERS }, (_, i) => i).filter((i) => dealerRegion(i) === region);

/** Share of clauses about `topic` among all clauses of the comments. */
function topicShare(list: ComposedComment[], topic: string): number {
  const clauses = list.flatMap((c) => c.topics);
  return clauses.filter((t) => t === topic).length / clauses.length;
}

describe('survey comments', () => {
  it('gives the same case the same comment, and different cases different ones', () => {
    const occasion = { type: 'service' as const, score: 3, title: 'นาย', dealerIndex: 4, visitDay: dayOf('2026-04-10'), n: 2 };
    expect(surveyComment(SEED, occasion)).toBe(surveyComment(SEED, occasion));
    const texts = new Set(Array.from({ length: 200 }, (_, n) => surveyComment(SEED, { ...occasion, n })));
    expect(texts.size).toBeGreaterThan(150);
  });

  it('leaves some answers empty and some a single word, detractors writing most', () => {
    const byScore = (score: number) => comments(4000, (i) => ({ type: i % 2 ? 'service' : 'showroom', score, title: 'คุณ', dealerIndex: i % 150, visitDay: dayOf('2026-06-01') + (i % 60) }));
    for (const [score, emptyMin, emptyMax] of [[2, 0.05, 0.16], [8, 0.35, 0.5], [10, 0.38, 0.52]] as const) {
      const list = byScore(score);
      const empty = list.filter((c) => c.shape === 'empty').length / list.length;
      const oneWord = list.filter((c) => c.shape === 'one-word').length / list.length;
      expect(empty).toBeGreaterThan(emptyMin);
      expect(empty).toBeLessThan(emptyMax);
      expect(oneWord).toBeGreaterThan(0.04);
      expect(oneWord).toBeLessThan(0.16);
      for (const c of list.filter((x) => x.shape === 'one-word')) expect(c.text.split(' ').length).toBeLessThanOrEqual(1);
    }
  });

  it('fits the score: promoters mostly praise, detractors mostly complain, passives both', () => {
    const praiseShare = (score: number) => {
      const clauses = comments(4000, (i) => ({ type: i % 2 ? 'service' : 'showroom', score, title: 'นาง', dealerIndex: i % 150, visitDay: dayOf('2026-09-15') })).flatMap((c) => c.topics);
      return clauses.filter((t) => t.startsWith('praise.')).length / clauses.length;
    };
    expect(praiseShare(9)).toBeGreaterThan(0.7);
    expect(praiseShare(10)).toBeGreaterThan(0.7);
    expect(praiseShare(1)).toBeLessThan(0.2);
    expect(praiseShare(7)).toBeGreaterThan(0.3);
    expect(praiseShare(7)).toBeLessThan(0.6);
  });

  it('joins two and three clauses, with "แต่" where the leaning turns', () => {
    const list = comments(3000, (i) => ({ type: 'service', score: 7, title: 'นาย', dealerIndex: i % 150, visitDay: dayOf('2026-09-15') })).filter((c) => c.shape === 'clauses');
    const counts = [1, 2, 3].map((n) => list.filter((c) => c.topics.length === n).length / list.length);
    expect(counts[0]).toBeGreaterThan(0.35);
    expect(counts[1]).toBeGreaterThan(0.2);
    expect(counts[2]).toBeGreaterThan(0.05);
    const turning = list.filter((c) => c.topics.some((t) => t.startsWith('praise.')) && c.topics.some((t) => !t.startsWith('praise.')));
    expect(turning.filter((c) => c.text.includes('แต่')).length / turning.length).toBeGreaterThan(0.6);
  });

  it('writes like customers: particles, emoji, Thai digits, held-down letters, English words', () => {
    const texts = comments(20000, (i) => ({ type: i % 2 ? 'service' : 'showroom', score: i % 11, title: i % 3 ? 'นาย' : 'นางสาว', dealerIndex: i % 150, visitDay: dayOf('2026-03-01') + (i % 300) })).map((c) => c.text);
    const some = (test: (t: string) => boolean) => texts.filter(test).length;
    expect(some((t) => t.endsWith('ครับ') || t.endsWith('ค่ะ') || t.endsWith('นะคะ'))).toBeGreaterThan(500);
    expect(some((t) => /[😡👍🙏]/u.test(t))).toBeGreaterThan(200);
    expect(some((t) => /[๐-๙]/.test(t))).toBeGreaterThan(50);
    expect(some((t) => /(.)\1\1/.test(t))).toBeGreaterThan(200);
    expect(some((t) => /SA|service advisor|e-POWER|test drive/.test(t))).toBeGreaterThan(200);
    expect(some((t) => t === '-' || t === 'ไม่มี' || t === 'ดี' || t === 'โอเค')).toBeGreaterThan(100);
  });

  it('has at least six phrasings for every topic', () => {
    for (const type of ['service', 'showroom'] as const) {
      for (const topic of [...COMMENT_TOPICS[type].complaints, ...COMMENT_TOPICS[type].praise]) expect([topic.id, topic.phrases.length >= 6]).toEqual([topic.id, true]);
    }
  });

  it('plants "air-conditioning not cold" in REGION 3 in the hot season only', () => {
    const service = (region: number, date: string) => {
      const dealers = dealersOfRegion(region);
      return comments(8000, (i) => ({ type: 'service', score: i % 7, title: 'คุณ', dealerIndex: dealers[i % dealers.length], visitDay: dayOf(date) + (i % 28) }));
    };
    const north = topicShare(service(3, '2026-04-01'), 'S04.air');
    const elsewhere = Math.max(...[1, 2, 4, 5].map((r) => topicShare(service(r, '2026-04-01'), 'S04.air')));
    const northInAutumn = topicShare(service(3, '2026-10-01'), 'S04.air');
    expect(north).toBeGreaterThan(4 * elsewhere);
    expect(north).toBeGreaterThan(4 * northInAutumn);
    expect(PLANTED_TRENDS.map((t) => t.topic)).toContain('S04.air');
  });

  it('raises waiting-time complaints in REGION 4 month after month from August to October', () => {
    const dealers = dealersOfRegion(4);
    const share = (date: string) => topicShare(comments(6000, (i) => ({ type: 'service', score: i % 7, title: 'คุณ', dealerIndex: dealers[i % dealers.length], visitDay: dayOf(date) + (i % 28) })), 'S03');
    const [july, august, september, october, november] = ['2026-07-01', '2026-08-01', '2026-09-01', '2026-10-01', '2026-11-01'].map(share);
    expect(august).toBeGreaterThan(july);
    expect(september).toBeGreaterThan(august);
    expect(october).toBeGreaterThan(september);
    expect(november).toBeLessThan(october / 2);
  });

  it('spikes dirty cars at one dealer, chosen by the seed, in July 2026', () => {
    const spike = spikeDealerIndex(SEED);
    const other = (spike + 1) % DEMO_NETWORK_DEALERS;
    const share = (dealerIndex: number, date: string) => topicShare(comments(3000, (i) => ({ type: 'service', score: i % 7, title: 'คุณ', dealerIndex, visitDay: dayOf(date) + (i % 28) })), 'S08');
    expect(share(spike, '2026-07-01')).toBeGreaterThan(4 * share(other, '2026-07-01'));
    expect(share(spike, '2026-07-01')).toBeGreaterThan(4 * share(spike, '2026-09-01'));
    expect(spikeDealerIndex(SEED + 1)).not.toBe(spike);
  });

  it('slips like a phone keyboard: a tone mark dropped or swapped, a word misspelt', () => {
    const random = mulberry32(5);
    const slips = Array.from({ length: 300 }, () => withTypo(random, 'ประทับใจมาก พนักงานสุภาพ ค่ะ'));
    expect(new Set(slips).size).toBeGreaterThan(5);
    expect(slips.some((s) => s.includes('ประทับจัย') || s.includes('คะ') || s.includes('สุภาภ'))).toBe(true);
    expect(slips.filter((s) => s !== 'ประทับใจมาก พนักงานสุภาพ ค่ะ').length).toBeGreaterThan(250);
  });
});

describe('the demo population the product starts with', () => {
  it('holds at least 20,000 distinct comments', () => {
    const now = dayOf('2026-11-28');
    const population = new SurveyPopulation({ seed: STANDIN_DEFAULTS.seed, dealers: STANDIN_DEFAULTS.dealers, firstDay: monthsBefore(now, STANDIN_DEFAULTS.months) });
    const distinct = new Set<string>();
    let responses = 0;
    let written = 0;
    // Each completed case once, by visit day (what the dashboard feed serves up to "now").
    for (const type of ['showroom', 'service'] as const) {
      for (let day = population.firstFeedDay; day <= now; day++) {
        for (const c of population.casesOfVisitDay(type, day)) {
          if (c.outcome !== 'responded_successfully' || bangkokDay(c.outcomeAt) > now) continue;
          const item = surveyResponseItem(population.settings.seed, c, population.dealerTraits[c.dealerIndex]);
          responses++;
          if (item.comment !== '') written++;
          distinct.add(item.comment);
        }
      }
    }
    expect(responses).toBeGreaterThan(80_000);
    expect(written / responses).toBeGreaterThan(0.4);
    expect(distinct.size).toBeGreaterThan(20_000);
  });
});
