import { rankRisingItems, type TicketType } from '@voc/domain';
import { analyseText } from '@voc/voice-text';
// The stand-in is an external system's double: this check reads the demo's survey comments as it writes them.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { composeComment } from '../../../../survey-standin/src/population/survey-comment';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { mulberry32 } from '../../../../survey-standin/src/population/seeded-random';
import { planDemoTickets } from '../demo-tickets';
import { SeededRandom } from '../random';

/**
 * The demo's "rising words" as the voice reports count them (distinct terms and topics a text,
 * the period's share against the baseline's, G² ranked: libs/domain rankRisingItems), over the
 * demo's two kinds of text: the survey stand-in's comments and the demo seed's ticket
 * descriptions. March 2026 against December to February: the stand-in plants "air-conditioning
 * not cold" (S04) in region 3's hot season (from March), and, as in the demo's current month, fewer survey
 * comments are in yet while the tickets are all there, so the tickets' share of the texts rises.
 * Then every word that every ticket writes (the staff's "ลูกค้าแจ้งว่า ...") rises with it; those
 * must not lead the list, the planted topic must.
 */
const SEED = 20250501;
const DEALERS = 150;
const MONTHS = ['2025-12', '2026-01', '2026-02', '2026-03'];
const NOW = '2026-03';
const COMMENTS_A_MONTH = 6000;
/** The share of the month's survey answers that are in when the month is read (they come in later). */
const ANSWERED_SO_FAR = 0.5;
/** Words of the staff's reporting formula (ticket openings), never a customer's topic. */
const FORMULA_WORDS = ['ลูกค้า', 'แจ้ง', 'ว่า', 'ร้อง', 'เรียน', 'ร้องเรียน', 'เรื่อง', 'ระบุ', 'แบบสอบถาม', 'แบบสำรวจ', 'call', 'center', 'คะแนน', 'เนื่องจาก'];

interface MonthCounts {
  texts: number;
  terms: Map<string, number>;
  topics: Map<string, number>;
}

function counts(): Map<string, MonthCounts> {
  const byMonth = new Map(MONTHS.map((month) => [month, { texts: 0, terms: new Map<string, number>(), topics: new Map<string, number>() }]));
  const add = (month: string, text: string, type: TicketType) => {
    const into = byMonth.get(month);
    if (!into || !text) return;
    const analysis = analyseText(text, { ticketType: type });
    into.texts++;
    for (const term of analysis.terms) into.terms.set(term, (into.terms.get(term) ?? 0) + 1);
    for (const hit of analysis.topics) into.topics.set(hit.topic, (into.topics.get(hit.topic) ?? 0) + 1);
  };
  // Survey comments, as the stand-in writes them for the demo network's dealers.
  const random = mulberry32(SEED);
  for (const month of MONTHS) {
    const [year, m] = month.split('-').map(Number);
    const answers = month === NOW ? Math.round(COMMENTS_A_MONTH * ANSWERED_SO_FAR) : COMMENTS_A_MONTH;
    for (let i = 0; i < answers; i++) {
      const type: TicketType = i % 2 ? 'service' : 'showroom';
      const visitDay = Math.floor(Date.UTC(year, m - 1, 1 + (i % 28)) / 86_400_000);
      const score = random() < 0.6 ? 9 + Math.round(random()) : random() < 0.6 ? 7 + Math.round(random()) : Math.floor(random() * 7);
      add(month, composeComment(random, SEED, { type, score, title: i % 3 ? 'คุณ' : 'นาย', dealerIndex: i % DEALERS, visitDay }).text, type);
    }
  }
  // Ticket descriptions, as the demo seed writes them (every ticket of the month is in).
  for (const plan of planDemoTickets(2500, DEALERS, 18, new Date('2026-04-01T00:00:00Z'), new SeededRandom(SEED))) {
    add(plan.arrivedAt.toISOString().slice(0, 7), plan.description, plan.type);
  }
  return byMonth;
}

function rising(byMonth: Map<string, MonthCounts>, kind: 'terms' | 'topics') {
  const now = byMonth.get(NOW)!;
  const baseline = MONTHS.filter((month) => month !== NOW).map((month) => byMonth.get(month)!);
  const keys = new Set([...now[kind].keys(), ...baseline.flatMap((b) => [...b[kind].keys()])]);
  const items = [...keys].map((key) => ({ key, now: now[kind].get(key) ?? 0, before: baseline.reduce((n, b) => n + (b[kind].get(key) ?? 0), 0) }));
  return rankRisingItems(items, { nowTotal: now.texts, beforeTotal: baseline.reduce((n, b) => n + b.texts, 0) }, { minNow: 3 });
}

describe("the demo's rising words and topics", () => {
  const byMonth = counts();

  it('are led by the planted topic (air-conditioning not cold, S04), not by what every ticket writes', () => {
    const topics = rising(byMonth, 'topics').filter((r) => r.significant);
    expect(topics[0]?.key).toBe('S04');
  });

  it('hold no word of the staff reporting formula among the significant rising terms', () => {
    const terms = rising(byMonth, 'terms').filter((r) => r.significant).map((r) => r.key);
    expect(terms.length).toBeGreaterThan(0);
    const formula = terms.filter((term) => term.split(' ').some((word) => FORMULA_WORDS.includes(word)));
    expect(formula).toEqual([]);
    // The planted complaint's own words lead.
    expect(terms.slice(0, 5).some((term) => /แอร์|เย็น|air/.test(term))).toBe(true);
  });
});
