import type { BriefCategory, BriefDealer, BriefMeasureFigure, BriefPdcaPlan, BriefQuote, BriefTopic, MonthBrief } from '@voc/contracts';
import { BRIEF_MEASURES } from '@voc/domain';
import { arrayOf, bool, dateTime, described, int, mapOf, monthText, nullable, num, objectOf, oneOf, ref, str, uuid } from './schema-builders';

/** The monthly executive brief (issue 33). */
export const BRIEF_ANSWER_SCHEMAS = {
  BriefMeasureFigure: objectOf<BriefMeasureFigure>({
    measure: oneOf(BRIEF_MEASURES),
    value: described('Percent (KPIs, rates) or points (NPS); null when nothing was decided or answered.', nullable(num)),
    base: described('Decided tickets, survey answers, sent surveys or eligible Bottom6 answers behind the figure.', int),
    target: nullable(num),
    meets_target: nullable(bool),
    previous: nullable(num),
    last_year: nullable(num),
    change_previous: described('Points against the previous month.', nullable(num)),
    change_last_year: described('Points against the same month last year.', nullable(num)),
  }),
  BriefDealer: objectOf<BriefDealer>({ dealer_id: uuid, label: str, label_en: str, value: num, base: int }),
  BriefCategory: objectOf<BriefCategory>({ code: str, now: int, previous: int, change: int }),
  BriefPdcaPlan: objectOf<BriefPdcaPlan>({ dealer: str, dealer_en: str, type: oneOf(['sales', 'service']), month: monthText, state: str }),
  BriefTopic: objectOf<BriefTopic>({ topic: str, kind: nullable(oneOf(['complaint', 'praise'])), now: int, now_share: nullable(num), before_share: nullable(num), significant: bool }),
  BriefQuote: objectOf<BriefQuote>({ comment: str, nps: int, dealer: str, dealer_en: str, day: str }),
  MonthBrief: objectOf<MonthBrief>({
    scope: described('network, region-<Region> or area-<AREA>.', str),
    scope_label: str,
    scope_label_en: str,
    month: monthText,
    previous_month: monthText,
    last_year_month: monthText,
    final: described('Whether the month is closed and its figures final.', bool),
    measures: arrayOf(ref('BriefMeasureFigure')),
    categories: arrayOf(ref('BriefCategory')),
    dealers: arrayOf(objectOf<MonthBrief['dealers'][number]>({ measure: oneOf(BRIEF_MEASURES), best: arrayOf(ref('BriefDealer')), worst: arrayOf(ref('BriefDealer')) })),
    pdca: objectOf<MonthBrief['pdca']>({ open: int, by_state: mapOf(int), plans: arrayOf(ref('BriefPdcaPlan')) }),
    topics: arrayOf(ref('BriefTopic')),
    quotes: arrayOf(ref('BriefQuote')),
    generated_at: dateTime,
  }),
};
