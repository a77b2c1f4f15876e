import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { VocGrouping, VocReportAnswer, VocReportRow } from '@voc/contracts';
import { SqlParams } from '@voc/sql';
import { readReport, type ReportRead } from '../../reports/kernel/read-report';
import { inMonths, monthsOf, type ReportMonths } from '../../reports/kernel/report-periods';
import { ReportReads } from '../../reports/kernel/report-reads';
import { reportConditions } from '../../reports/kernel/report-scope';
import { CallcenterOutcomesRepository, type OutcomeSums } from '../repositories/callcenter-outcomes.repository';
import { BRANCH_MONTH_KEY, splitMonthKey } from '../../reports/services/master-as-of-month';
import { CallcenterReportQuery } from './callcenter-report.query';
import { VocReportQuery } from './voc-report.query';

/** ticket_status_monthly keys of the groupings the outcomes are read by (car model is not in it). */
const OUTCOME_KEYS: Partial<Record<VocGrouping, string>> = {
  region: `coalesce(r.region, '-')`,
  area: `coalesce(r.area_code, '-')`,
  dealer: 'r.dealer_ref::text',
  entity: BRANCH_MONTH_KEY,
  month: `to_char(r.month, 'YYYY-MM')`,
};

function byStatus(sums: readonly OutcomeSums[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const sum of sums) if (sum.status) counts[sum.status] = (counts[sum.status] ?? 0) + sum.tickets;
  return counts;
}

/**
 * The VOC figures of call-centre tickets (mode callcenter; by dealer unless asked otherwise), each
 * row with its outcomes from the ticket projection's status roll-up: the same tickets, their status now.
 */
@QueryHandler(CallcenterReportQuery)
export class CallcenterReportHandler implements IQueryHandler<CallcenterReportQuery, VocReportAnswer> {
  constructor(
    private readonly queries: QueryBus,
    private readonly reads: ReportReads,
    private readonly outcomeSums: CallcenterOutcomesRepository,
  ) {}

  execute({ principal, filters }: CallcenterReportQuery): Promise<VocReportAnswer> {
    const scoped = { ...filters, mode: 'callcenter' as const, source: undefined };
    return readReport({ principal, filters: scoped }, { period: monthsOf(), grain: { asked: (f) => f.by, fallback: 'dealer' }, rows: (read) => this.rows(read) });
  }

  private async rows(read: ReportRead<CallcenterReportQuery['filters'], ReportMonths, VocGrouping>): Promise<VocReportAnswer> {
    const { principal, filters: scoped, grouping } = read;
    const key = OUTCOME_KEYS[grouping];
    const answer: VocReportAnswer = await this.queries.execute(new VocReportQuery(principal, { ...scoped, by: grouping }, 'dealer'));
    // Outcomes come by the network or by month, and not for one car model (the status roll-up has none).
    if (!key || scoped.car_model !== undefined) return answer;
    const sums = await this.outcomes(read, key);
    const keyOf = await this.keyMap(grouping, sums);
    const perKey = new Map<string, OutcomeSums[]>();
    for (const sum of sums) perKey.set(keyOf(sum.key), [...(perKey.get(keyOf(sum.key)) ?? []), sum]);
    const withOutcomes = (row: VocReportRow): VocReportRow => ({ ...row, by_status: byStatus(perKey.get(row.key) ?? []) });
    return { ...answer, result: answer.result.map(withOutcomes), total: { ...answer.total, by_status: byStatus(sums) } };
  }

  private outcomes({ principal, filters, period, grouping }: ReportRead<CallcenterReportQuery['filters'], ReportMonths, VocGrouping>, key: string): Promise<OutcomeSums[]> {
    const params = new SqlParams();
    const where = `${reportConditions(principal, filters, params, grouping === 'entity' ? 'dealer' : grouping)} AND ${inMonths('r.month', period, params)}`;
    return this.outcomeSums.outcomeSums(key, where, params);
  }

  /** Entity rows: each branch's month into the company it was in then, as the VOC rows were summed. */
  private async keyMap(grouping: VocGrouping, sums: readonly OutcomeSums[]): Promise<(key: string) => string> {
    if (grouping !== 'entity') return (key) => key;
    const entities = await this.reads.entitiesAsOfMonths(sums.map((sum) => sum.key));
    return (key) => entities.get(key)?.dealer_id ?? splitMonthKey(key).of;
  }
}
