import type { ReportFreeze } from '../reports/report-freeze';
import type { CommentScoreBand } from './survey-comments.query.dto';
import type { VoiceGrouping, VoicePlaceLevel, VoiceSource, VoiceTopicKind } from './voice-queries.dto';

/**
 * Answers of the voice-of-customer text analytics (issue 30). Counts are of texts (a survey
 * comment or a ticket description counts once per topic or term it holds). Shares are in
 * percent with one decimal; null when nothing was written in the slice.
 */

export type VoicePolarity = 'negative' | 'neutral' | 'positive';

/** A period as the first month and the month after the last (YYYY-MM-01, `to` exclusive). */
export interface VoicePeriod {
  from: string;
  to: string;
}

/** The place a figure is about: the network, a region, an area or a dealer. */
export interface VoicePlace {
  level: VoicePlaceLevel;
  /** Region code, area code, dealer id; '' for the network. */
  key: string;
  label: string;
  label_en: string;
}

/** One topic's count over a period, with the previous period beside it. */
export interface VoiceTopicFigure {
  topic: string;
  kind: VoiceTopicKind;
  /** Texts mentioning the topic in the period. */
  texts: number;
  /** texts ÷ all texts of the period (percent, one decimal). */
  share: number | null;
  previous: number;
  previous_share: number | null;
  /** Per NPS band (survey comments; `none` counts ticket descriptions). */
  by_band: { top2box: number; passive: number; bottom6: number; none: number };
  /** Per polarity of the texts that mention it. */
  by_polarity: Record<VoicePolarity, number>;
  /** The words that most often decided the topic, most frequent first (at most ten). */
  words: Array<{ word: string; texts: number }>;
  /** 1 = most texts. */
  rank: number;
}

/** A row of the topics report when grouped (region, area, dealer or month). */
export interface VoiceTopicsRow {
  key: string;
  label: string;
  label_en: string;
  texts: number;
  /** Texts per topic code. */
  by_topic: Record<string, number>;
}

export interface VoiceTopicsAnswer {
  period: VoicePeriod;
  previous_period: VoicePeriod;
  /** Texts of the period within the filters (every text, whether a topic was found or not). */
  texts: number;
  previous_texts: number;
  /** Texts per source in the period. */
  by_source: Record<VoiceSource, number>;
  topics: VoiceTopicFigure[];
  /** Most frequent terms (words and two-word phrases) of the period, at most 50. */
  terms: Array<{ term: string; texts: number; share: number | null }>;
  group_by: VoiceGrouping | null;
  rows: VoiceTopicsRow[];
  data_as_of: string | null;
  /** Frozen months of the period (their figures as they stood at close), null when none is. */
  freeze: ReportFreeze | null;
}

/** A term or topic whose share rose in the period against the baseline, with its test. */
export interface VoiceTrendItem {
  /** The topic code (topics) or the term (terms). */
  key: string;
  /** Topics only. */
  kind: VoiceTopicKind | null;
  now: number;
  now_share: number | null;
  /** Counts over the baseline periods together. */
  before: number;
  before_share: number | null;
  /** Log-likelihood G² (Dunning) of now against before, one degree of freedom. */
  g2: number;
  /** now_share ÷ before_share (null when before_share is 0). */
  ratio: number | null;
  /** G² ≥ 3.84 (p < 0.05) and the share rose. */
  significant: boolean;
}

/** A topic rising significantly in one place while the rest of the network does not show it. */
export interface VoiceEmergingItem {
  place: VoicePlace;
  topic: string;
  kind: VoiceTopicKind;
  now: number;
  now_share: number | null;
  before: number;
  before_share: number | null;
  g2: number;
  /** The same test over the rest of the network (every text of the scope's network outside this place). */
  rest_g2: number;
  rest_now_share: number | null;
  rest_before_share: number | null;
}

export interface VoiceTrendingAnswer {
  scope: VoicePlace;
  period: VoicePeriod;
  baseline_period: VoicePeriod;
  texts: number;
  baseline_texts: number;
  /** Rising topics, most significant first (significant ones first, then the rest that rose). */
  topics: VoiceTrendItem[];
  terms: VoiceTrendItem[];
  /** Where emerging topics were looked for. */
  emerging_level: Exclude<VoicePlaceLevel, 'network'>;
  /** Emerging topics, most significant first (by G² in the place). */
  emerging: VoiceEmergingItem[];
  data_as_of: string | null;
}

/** One topic's weight on NPS: impact = share × (NPS without − NPS with). */
export interface VoiceDriver {
  topic: string;
  kind: VoiceTopicKind;
  /** Survey comments mentioning it. */
  comments: number;
  /** Fraction of the scope's comments mentioning it, percent, one decimal. */
  share: number | null;
  nps_with: number | null;
  nps_without: number | null;
  /** NPS points the scope would gain without the topic (negative: the topic lifts NPS). */
  impact: number | null;
  /** 1 = the biggest drag on NPS. */
  rank: number;
}

export interface VoiceDriversAnswer {
  period: VoicePeriod;
  /** Survey comments (answers with a comment) in the scope and period. */
  comments: number;
  /** NPS of those comments. */
  nps: number | null;
  /** Most impact first. */
  drivers: VoiceDriver[];
  data_as_of: string | null;
  freeze: ReportFreeze | null;
}

/** A stretch of a comment to highlight: the words that decided a topic, or matched the search. */
export interface VoiceHighlight {
  /** UTF-16 offsets into `comment` (end exclusive). */
  start: number;
  end: number;
  /** The topic the words decided; null for a search match. */
  topic: string | null;
}

export interface SurveyCommentView {
  /** The answer's key: type and survey id. */
  id: string;
  type: 'showroom' | 'service';
  survey_id: string;
  dealer_id: string;
  dealer_code: string;
  dealer_name: string;
  dealer_name_en: string;
  region: string | null;
  area_code: string | null;
  /** The Thai day the customer answered (YYYY-MM-DD). */
  responded_day: string;
  nps: number;
  band: CommentScoreBand;
  satisfied: 'Y' | 'N';
  comment: string;
  polarity: VoicePolarity;
  topics: Array<{ topic: string; kind: VoiceTopicKind; words: string[] }>;
  highlights: VoiceHighlight[];
  /** The survey ticket this answer raised, when one was. */
  ticket: { id: string; case_no: string } | null;
}

/** GET /api/surveys/comments: `{ result, total }` in the list envelope, plus the page asked for. */
export interface SurveyCommentsAnswer {
  result: SurveyCommentView[];
  total: number;
  page: number;
  limit: number;
  data_as_of: string | null;
}

/** One suggested complaint category and the words that led there. */
export interface CategorySuggestionView {
  code: string;
  /** 0..1. */
  probability: number;
  words: string[];
}

/** The trained category model's standing, as the suggestions were made with it. */
export interface CategoryModelStanding {
  trained_at: string;
  examples: number;
  /** Held-out accuracy, percent, one decimal. */
  top1: number | null;
  top3: number | null;
  /** The most-frequent-category baseline on the same held-out texts. */
  baseline_top1: number | null;
  baseline_top3: number | null;
}

export interface CategorySuggestionsAnswer {
  /** At most three, most likely first. */
  suggestions: CategorySuggestionView[];
  /** Null when no model is trained yet (suggestions then come from the phrase rules alone). */
  model: CategoryModelStanding | null;
}
