import { Inject, Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { BriefDealer, BriefMeasureFigure, KpiReportAnswer, KpiReportRow, MonthBrief, PdcaReportAnswer, ResponseRateCounts, ResponseRateReport, SurveyCommentsAnswer, SurveyCommentView, SurveyScores, SurveyScoresReport, VocReportAnswer, VoiceTrendingAnswer } from '@voc/contracts';
import {
  bestAndWorst,
  BRIEF_MEASURES,
  BRIEF_TOPICS,
  briefChange,
  briefMinBase,
  briefMonths,
  briefScopeText,
  briefTarget,
  meetsTarget,
  monthParts,
  pickQuotes,
  topCategories,
  type BriefMeasure,
  type BriefScope,
  type DealerRegion,
  type RankedDealer,
} from '@voc/domain';
import { API_CONFIG, type ApiConfig } from '../../config/api-config';
import { KpiReportQuery } from '../../reports/queries/kpi-report.query';
import { ResponseRateQuery } from '../../surveys/queries/response-rate.query';
import { SurveyScoresQuery } from '../../surveys/queries/survey-scores.query';
import { VocReportQuery } from '../../voc-reports/queries/voc-report.query';
import { PdcaReportQuery } from '../../pdca/queries/pdca-report.query';
import { VoiceTrendingQuery } from '../../voice/queries/voice-trending.query';
import { SurveyCommentsQuery } from '../../voice/queries/survey-comments.query';
import { BRIEF_READER } from './brief-principal';

type SurveyType = 'showroom' | 'service';
const SURVEY_TYPES: readonly SurveyType[] = ['showroom', 'service'];
const KPIS = ['kpi2', 'kpi3', 'kpi4a'] as const;
/** Open PDCA plans: of the plan months this many months back through the brief's month. */
const PDCA_MONTHS = 6;
const PDCA_PLANS_SHOWN = 5;
const QUOTE_LENGTH = 220;

/** One month's figures of the place, from the reports, as the brief compares them. */
interface MonthFigures {
  kpi: KpiReportAnswer;
  scores: Record<SurveyType, SurveyScoresReport>;
  response: Record<SurveyType, ResponseRateReport>;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The last day of a YYYY-MM-01 month, YYYY-MM-DD. */
function lastDay(month: string): string {
  const { year, month: m } = monthParts(month);
  return `${year}-${pad(m)}-${pad(new Date(Date.UTC(year, m, 0)).getUTCDate())}`;
}

function addMonths(month: string, delta: number): string {
  const { year, month: m } = monthParts(month);
  const index = year * 12 + (m - 1) + delta;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}-01`;
}

/** A measure's figure and base in one month's reports (the total of the place). */
function totalFigure(measure: BriefMeasure, f: MonthFigures): { value: number | null; base: number } {
  if (measure === 'kpi2' || measure === 'kpi3' || measure === 'kpi4a') return { value: f.kpi.total[measure].rate, base: f.kpi.total[measure].decided };
  const [kind, type] = measure.split('_') as ['nps' | 'response' | 'recovery', SurveyType];
  return surveyFigure(kind, f.scores[type].total, f.response[type].total);
}

function surveyFigure(kind: 'nps' | 'response' | 'recovery', scores: SurveyScores | undefined, response: ResponseRateCounts | undefined): { value: number | null; base: number } {
  if (kind === 'nps') return { value: scores?.nps ?? null, base: scores?.responses ?? 0 };
  if (kind === 'recovery') return { value: scores?.recovery.rate ?? null, base: scores?.recovery.eligible ?? 0 };
  return { value: response?.rate ?? null, base: response?.sent ?? 0 };
}

const codeOf = (label: string) => label.split(' ')[0] ?? label;

/**
 * Assembles a place's brief of one month from the reports' own queries (the KPI report, the survey
 * scores and response-rate reports, the VOC report, the PDCA report, the voice trending report and
 * the survey comments), so every figure is the one those reports show for the month and place:
 * nothing is counted here. libs/domain brief-figures chooses and orders them.
 */
@Injectable()
export class BriefAssembler {
  constructor(
    private readonly queries: QueryBus,
    @Inject(API_CONFIG) private readonly config: ApiConfig,
  ) {}

  private place(scope: BriefScope): { region?: DealerRegion; area_code?: string } {
    if (scope.level === 'region') return { region: scope.region };
    if (scope.level === 'area') return { area_code: scope.areaCode };
    return {};
  }

  private async monthFigures(scope: BriefScope, month: string, perDealer: boolean): Promise<MonthFigures> {
    const place = this.place(scope);
    const { year, month: m } = monthParts(month);
    const grouping = perDealer ? 'dealer' : 'region';
    const kpi = this.queries.execute(new KpiReportQuery(BRIEF_READER, { year, month: m, period: 'monthly', ...place, group_by: grouping }, grouping));
    const scores = SURVEY_TYPES.map((type) => this.queries.execute<SurveyScoresQuery, SurveyScoresReport>(new SurveyScoresQuery(BRIEF_READER, { type, period: 'monthly', year, month: m, group_by: grouping, ...place })));
    const response = SURVEY_TYPES.map((type) => this.queries.execute<ResponseRateQuery, ResponseRateReport>(new ResponseRateQuery(BRIEF_READER, { type, from: month, to: lastDay(month), group_by: grouping, ...place })));
    const [k, s0, s1, r0, r1] = await Promise.all([kpi, ...scores, ...response]);
    return { kpi: k, scores: { showroom: s0 as SurveyScoresReport, service: s1 as SurveyScoresReport }, response: { showroom: r0 as ResponseRateReport, service: r1 as ResponseRateReport } };
  }

  /** The brief of `scope` for `month` (YYYY-MM-01), with both languages' labels. */
  async assemble(scope: BriefScope, month: string, scopeLabel: { label: string; label_en: string }): Promise<MonthBrief> {
    const months = briefMonths(monthParts(month).year, monthParts(month).month);
    const targets = this.config.pdcaTargets;
    const [now, previous, lastYear] = await Promise.all([this.monthFigures(scope, months.month, true), this.monthFigures(scope, months.previous, false), this.monthFigures(scope, months.lastYear, false)]);

    const measures: BriefMeasureFigure[] = BRIEF_MEASURES.map((measure) => {
      const figure = totalFigure(measure, now);
      const before = totalFigure(measure, previous).value;
      const yearAgo = totalFigure(measure, lastYear).value;
      const target = briefTarget(measure, targets);
      return {
        measure,
        value: figure.value,
        base: figure.base,
        target,
        meets_target: meetsTarget(figure.value, target),
        previous: before,
        last_year: yearAgo,
        change_previous: briefChange(figure.value, before),
        change_last_year: briefChange(figure.value, yearAgo),
      };
    });

    const [dealers, categories, pdca, voice] = await Promise.all([this.dealerRanks(now), this.categories(scope, months.month), this.pdca(scope, months.month), this.voice(scope, months.month)]);
    return {
      scope: briefScopeText(scope),
      scope_label: scopeLabel.label,
      scope_label_en: scopeLabel.label_en,
      month: months.month.slice(0, 7),
      previous_month: months.previous.slice(0, 7),
      last_year_month: months.lastYear.slice(0, 7),
      final: now.kpi.freeze?.final ?? false,
      measures,
      categories,
      dealers,
      pdca,
      topics: voice.topics,
      quotes: voice.quotes,
      generated_at: new Date().toISOString(),
    };
  }

  /** Best and worst five per measure, from the reports' per-dealer rows of the month. */
  private dealerRanks(now: MonthFigures): Promise<MonthBrief['dealers']> {
    const targets = this.config.pdcaTargets;
    const labels = new Map<string, { label: string; label_en: string }>();
    const kpiRows = new Map<string, KpiReportRow>(now.kpi.result.map((row) => [row.key, row]));
    for (const row of now.kpi.result) labels.set(row.key, { label: row.label, label_en: row.label_en });
    for (const type of SURVEY_TYPES) {
      for (const row of now.scores[type].rows) if (!labels.has(row.key)) labels.set(row.key, { label: row.label, label_en: row.label_en });
      for (const row of now.response[type].rows) if (!labels.has(row.key)) labels.set(row.key, { label: row.label, label_en: row.label_en });
    }
    const ranked = BRIEF_MEASURES.map((measure) => {
      const candidates: RankedDealer[] = [];
      if ((KPIS as readonly string[]).includes(measure)) {
        for (const [dealer, row] of kpiRows) {
          const m = row[measure as (typeof KPIS)[number]];
          candidates.push({ dealer, code: codeOf(row.label), figure: { value: m.rate, base: m.decided } });
        }
      } else {
        const [kind, type] = measure.split('_') as ['nps' | 'response' | 'recovery', SurveyType];
        if (kind === 'response') for (const row of now.response[type].rows) candidates.push({ dealer: row.key, code: codeOf(row.label), figure: surveyFigure(kind, undefined, row) });
        else for (const row of now.scores[type].rows) candidates.push({ dealer: row.key, code: codeOf(row.label), figure: surveyFigure(kind, row, undefined) });
      }
      const { best, worst } = bestAndWorst(candidates, briefMinBase(measure, targets));
      const view = (d: RankedDealer): BriefDealer => ({ dealer_id: d.dealer, ...(labels.get(d.dealer) ?? { label: d.code, label_en: d.code }), value: d.figure.value as number, base: d.figure.base });
      return { measure, best: best.map(view), worst: worst.map(view) };
    });
    return Promise.resolve(ranked);
  }

  /** The VOC report's categories of the month (its previous period is the month before). */
  private async categories(scope: BriefScope, month: string): Promise<MonthBrief['categories']> {
    const { year, month: m } = monthParts(month);
    const voc: VocReportAnswer = await this.queries.execute(new VocReportQuery(BRIEF_READER, { year, month: m, period: 'monthly', ...this.place(scope) }, 'region'));
    return topCategories(voc.categories.map((c) => ({ code: c.code, now: c.now, before: c.previous }))).map((c) => ({ code: c.code, now: c.now, previous: c.before, change: c.change }));
  }

  /** The PDCA report's plans of the last PDCA_MONTHS plan months through the brief's month that are not accepted. */
  private async pdca(scope: BriefScope, month: string): Promise<MonthBrief['pdca']> {
    const place = this.place(scope);
    // A plan month's row is created the first day of the month after it.
    const from = addMonths(month, 2 - PDCA_MONTHS);
    const to = addMonths(month, 1);
    const answers = await Promise.all(
      (['sales', 'service'] as const).map(async (type) => ({ type, answer: (await this.queries.execute(new PdcaReportQuery(BRIEF_READER, { type, from_created_date: from, to_created_date: to, ...place }))) as PdcaReportAnswer })),
    );
    const open = answers.flatMap(({ type, answer }) => answer.result.filter((row) => row.shown_state !== 'accepted').map((row) => ({ type, row })));
    const byState: Record<string, number> = {};
    for (const { row } of open) byState[row.shown_state] = (byState[row.shown_state] ?? 0) + 1;
    const plans = open
      .sort((a, b) => a.row.month.localeCompare(b.row.month) || a.row.dealer.dealer_code.localeCompare(b.row.dealer.dealer_code) || a.type.localeCompare(b.type))
      .slice(0, PDCA_PLANS_SHOWN)
      .map(({ type, row }) => ({ dealer: `${row.dealer.dealer_code} ${row.dealer.dealer_name} ${row.dealer.branch_name}`, dealer_en: `${row.dealer.dealer_code} ${row.dealer.dealer_name_en || row.dealer.dealer_name} ${row.dealer.branch_name_en || row.dealer.branch_name}`, type, month: row.month.slice(0, 7), state: row.shown_state }));
    return { open: open.length, by_state: byState, plans };
  }

  /** The voice trending report's rising topics of the month, and customer quotes naming them. */
  private async voice(scope: BriefScope, month: string): Promise<Pick<MonthBrief, 'topics' | 'quotes'>> {
    const { year, month: m } = monthParts(month);
    const place = this.place(scope);
    const trending: VoiceTrendingAnswer = await this.queries.execute(new VoiceTrendingQuery(BRIEF_READER, { year, month: m, period: 'monthly', ...place }));
    const topics = trending.topics
      .filter((t) => t.now > 0)
      .slice(0, BRIEF_TOPICS)
      .map((t) => ({ topic: t.key, kind: t.kind, now: t.now, now_share: t.now_share, before_share: t.before_share, significant: t.significant }));
    if (topics.length === 0) return { topics, quotes: [] };
    const pages = await Promise.all(
      topics.map((t) => this.queries.execute<SurveyCommentsQuery, SurveyCommentsAnswer>(new SurveyCommentsQuery(BRIEF_READER, { from: month, to: lastDay(month), topic: t.topic, limit: 100, ...place }))),
    );
    const comments = new Map<string, SurveyCommentView>();
    for (const page of pages) for (const c of page.result) comments.set(c.id, c);
    const quotes = pickQuotes(
      [...comments.values()].map((c) => ({ ...c, dealer: c.dealer_id, day: c.responded_day, topics: c.topics.map((t) => t.topic) })),
      topics.map((t) => t.topic),
    );
    const clip = (text: string) => (text.length > QUOTE_LENGTH ? `${text.slice(0, QUOTE_LENGTH - 1)}…` : text);
    return {
      topics,
      quotes: quotes.map((q) => ({ comment: clip(q.comment), nps: q.nps, dealer: `${q.dealer_code} ${q.dealer_name}`, dealer_en: `${q.dealer_code} ${q.dealer_name_en || q.dealer_name}`, day: q.responded_day })),
    };
  }
}
