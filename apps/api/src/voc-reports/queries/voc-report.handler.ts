import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { VocGrouping, VocReportAnswer } from '@voc/contracts';
import { feedNamed } from '@voc/projections';
import { CarModelsRepository } from '../../car-models/repositories/car-models.repository';
import { readReport, type ReportRead } from '../../reports/kernel/read-report';
import { monthsAndPreviousOf, type ReportMonths } from '../../reports/kernel/report-periods';
import { ReportReads } from '../../reports/kernel/report-reads';
import { BRANCH_MONTH_KEY, MODEL_MONTH_KEY, splitMonthKey } from '../../reports/services/master-as-of-month';
import { VocMonthlyRepository } from '../repositories/voc-monthly.repository';
import { regroupCodes, regroupTickets, vocCategoryFigures, vocGroupFigures, vocModeFigures, vocRows, type RowLabel } from '../services/voc-figures';
import { vocLateWhere, vocWhere } from '../services/voc-conditions';
import { keyColumns, vocGrain } from '../services/voc-grain';
import { VocReportQuery } from './voc-report.query';

const GROUP_KEYS: Record<VocGrouping, string> = {
  region: `coalesce(r.region, '-')`,
  area: `coalesce(r.area_code, '-')`,
  dealer: 'r.dealer_ref::text',
  // Branches per month first; summed into the company each was in at the end of the month (the
  // master's dated history, issue 31).
  entity: BRANCH_MONTH_KEY,
  car_model: `coalesce(nullif(r.car_model, ''), '-')`,
  // Models per month first; summed into the segment each was in at the end of the month.
  segment: MODEL_MONTH_KEY,
  month: `to_char(r.month, 'YYYY-MM')`,
};

/**
 * Reads the VOC roll-ups (reporting.voc_monthly, voc_category_monthly, or a coarser one when the
 * read needs no car model or no branch: services/voc-grain) of the period and of the previous
 * period, from the reporting store; dealer names and the branch → company map come from the main
 * database afterwards.
 */
@QueryHandler(VocReportQuery)
export class VocReportHandler implements IQueryHandler<VocReportQuery, VocReportAnswer> {
  constructor(
    private readonly reads: ReportReads,
    private readonly monthly: VocMonthlyRepository,
    private readonly carModels: CarModelsRepository,
  ) {}

  execute(query: VocReportQuery): Promise<VocReportAnswer> {
    return readReport(query, {
      period: monthsAndPreviousOf(),
      grain: { asked: (filters) => filters.by, fallback: query.defaultGrouping, keys: GROUP_KEYS },
      rows: (read) => this.rows(read),
    });
  }

  private async rows({ principal, filters, period: { current, previous }, grouping, key }: ReportRead<VocReportQuery['filters'], { current: ReportMonths; previous: ReportMonths }, VocGrouping>): Promise<VocReportAnswer> {
    const monthly = this.monthly;
    const now = vocWhere(principal, filters, grouping, current);
    const before = vocWhere(principal, filters, grouping, previous);
    const nowCodes = vocWhere(principal, filters, grouping, current, { categories: true });
    const beforeCodes = vocWhere(principal, filters, grouping, previous, { categories: true });
    const modes = vocWhere(principal, filters, grouping, current, { allModes: true });
    const modeCodes = vocWhere(principal, filters, grouping, current, { allModes: true, categories: true });
    // Each read sums the coarsest roll-up that has the columns its key and conditions use.
    const byKey = keyColumns(grouping);
    const [ticketsNow, ticketsBefore, codesNow, codesBefore, modeTickets, modeCodeSums, freshness, freeze] = await Promise.all([
      monthly.ticketSums(key, now.where, now.params, vocGrain(byKey, now.uses)),
      monthly.ticketSums(key, before.where, before.params, vocGrain(byKey, before.uses)),
      monthly.codeSums(key, nowCodes.where, nowCodes.params, vocGrain(byKey, nowCodes.uses)),
      monthly.codeSums(`'all'`, beforeCodes.where, beforeCodes.params, vocGrain(beforeCodes.uses)),
      monthly.ticketSums('r.source', modes.where, modes.params, vocGrain(modes.uses)),
      monthly.codeSums('r.source', modeCodes.where, modeCodes.params, vocGrain(modeCodes.uses)),
      this.reads.freshness(feedNamed('voc')),
      this.reads.freeze('voc', current, vocLateWhere(principal, filters, grouping, current)),
    ]);
    // A period with final months: counted and cancelled tickets as they stand now (late changes in).
    const live = freeze ? await monthly.live().ticketSums(`'all'`, now.where, now.params, vocGrain(now.uses)) : [];

    let rows = { now: ticketsNow, before: ticketsBefore, codes: codesNow };
    let labelOf: (key: string) => RowLabel = (k) => ({ label: k, label_en: k });
    if (grouping === 'dealer') {
      labelOf = await this.reads.dealerNames([...ticketsNow, ...ticketsBefore].map((row) => row.key));
    } else if (grouping === 'entity') {
      const entities = await this.reads.entitiesAsOfMonths([...ticketsNow, ...ticketsBefore, ...codesNow].map((row) => row.key));
      const entityKey = (key: string) => entities.get(key)?.dealer_id ?? splitMonthKey(key).of;
      const names = new Map([...entities.values()].map((e) => [e.dealer_id, e]));
      rows = { now: regroupTickets(ticketsNow, entityKey), before: regroupTickets(ticketsBefore, entityKey), codes: regroupCodes(codesNow, entityKey) };
      labelOf = (k) => {
        const entity = names.get(k);
        return entity ? { label: `${k} ${entity.dealer_name}`, label_en: `${k} ${entity.dealer_name_en || entity.dealer_name}` } : { label: k, label_en: k };
      };
    } else if (grouping === 'segment') {
      const segments = await this.reads.segmentsAsOfMonths([...ticketsNow, ...ticketsBefore, ...codesNow].map((row) => row.key));
      const segmentKey = (key: string) => segments.get(key) ?? splitMonthKey(key).of;
      rows = { now: regroupTickets(ticketsNow, segmentKey), before: regroupTickets(ticketsBefore, segmentKey), codes: regroupCodes(codesNow, segmentKey) };
    } else if (grouping === 'car_model') {
      const master = await this.carModels.list();
      const names = new Map(master.map((entry) => [entry.model.toLowerCase(), entry]));
      labelOf = (k) => {
        const entry = names.get(k.toLowerCase());
        return entry ? { label: entry.name_th, label_en: entry.name_en } : { label: k, label_en: k };
      };
    }
    const { rows: result, total } = vocRows(rows.now, rows.before, rows.codes, labelOf);
    const categories = vocCategoryFigures(codesNow, codesBefore);
    return {
      result,
      total,
      categories,
      groups: vocGroupFigures(categories),
      modes: vocModeFigures(modeTickets, modeCodeSums),
      period: { from: current.from, to: current.to },
      previous_period: { from: previous.from, to: previous.to },
      data_as_of: freshness.data_as_of,
      freeze: freeze ? { ...freeze, tickets_now: live.reduce((n, row) => n + row.tickets, 0), cancelled_now: live.reduce((n, row) => n + row.cancelled, 0) } : null,
    };
  }
}
