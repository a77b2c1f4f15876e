/**
 * NPS drivers (issue 30): per topic, how much a scope's NPS would change without the comments
 * mentioning it. impact = share of comments mentioning it × (NPS of the comments without it − NPS
 * of those with it), in NPS points; a complaint that drags NPS down has a positive impact (NPS
 * would rise without it), praise a negative one. Bands as SPEC.md §9 (libs/domain nps).
 */

export interface BandCounts {
  /** Comments (survey answers with a comment). */
  comments: number;
  top2box: number;
  bottom6: number;
}

export interface TopicBandCounts extends BandCounts {
  topic: string;
}

export interface NpsDriver {
  topic: string;
  comments: number;
  /** 0..1. */
  share: number;
  /** NPS points (−100..100); null with no comment on that side. */
  npsWith: number | null;
  npsWithout: number | null;
  /** NPS points; null when either side is empty. */
  impact: number | null;
}

/** NPS of band counts: (Top2Box − Bottom6) ÷ comments × 100, unrounded; null without comments. */
export function npsOfBands(counts: BandCounts): number | null {
  if (counts.comments <= 0) return null;
  return ((counts.top2box - counts.bottom6) / counts.comments) * 100;
}

function assertWithin(topic: TopicBandCounts, all: BandCounts): void {
  const bad = (['comments', 'top2box', 'bottom6'] as const).find((k) => !Number.isInteger(topic[k]) || topic[k] < 0 || topic[k] > all[k]);
  if (bad) throw new RangeError(`topic ${topic.topic}: ${bad} ${topic[bad]} is not a count within the scope's ${all[bad]}`);
  if (topic.top2box + topic.bottom6 > topic.comments) throw new RangeError(`topic ${topic.topic}: more banded comments than comments`);
}

/** One topic's driver figures against the scope's totals. */
export function npsDriver(topic: TopicBandCounts, all: BandCounts): NpsDriver {
  assertWithin(topic, all);
  const without: BandCounts = { comments: all.comments - topic.comments, top2box: all.top2box - topic.top2box, bottom6: all.bottom6 - topic.bottom6 };
  const npsWith = npsOfBands(topic);
  const npsWithout = npsOfBands(without);
  const share = all.comments > 0 ? topic.comments / all.comments : 0;
  const impact = npsWith === null || npsWithout === null ? null : share * (npsWithout - npsWith);
  return { topic: topic.topic, comments: topic.comments, share, npsWith, npsWithout, impact };
}

/** Every topic's driver, the biggest drag on NPS first (no impact last; ties: more comments, then the code). */
export function rankNpsDrivers(topics: readonly TopicBandCounts[], all: BandCounts): NpsDriver[] {
  return topics
    .map((topic) => npsDriver(topic, all))
    .sort((a, b) => (b.impact ?? -Infinity) - (a.impact ?? -Infinity) || b.comments - a.comments || a.topic.localeCompare(b.topic));
}
