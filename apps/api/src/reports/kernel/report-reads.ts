import { Injectable } from '@nestjs/common';
import type { ProjectionFreshness, ReportFreeze } from '@voc/contracts';
import type { ProjectedLog } from '@voc/events';
import { CarModelVersionsRepository, DealerVersionsRepository } from '@voc/persistence';
import { ReportingStore, type FigureProjection } from '@voc/reporting-schema';
import { UnitOfWork, type SqlParams } from '@voc/sql';
import { DealersRepository, type DealerEntity, type DealerLabel } from '../../dealers/repositories/dealers.repository';
import { dealerLabelText } from '../services/dealer-labels';
import { entitiesAsOfMonths, segmentsAsOfMonths } from '../services/master-as-of-month';
import { projectionFreshness } from '../services/projection-freshness';
import { reportFreeze } from '../services/report-freeze';

/** A row's names: Thai and English. */
export interface RowLabel {
  label: string;
  label_en: string;
}

/**
 * What every report reads beside its own rows: how fresh the projection is (the "data as of" line)
 * and the names of the dealer branches its rows are keyed by (from the main database, after the
 * reporting store has answered).
 */
@Injectable()
export class ReportReads {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly reporting: ReportingStore,
    private readonly dealers: DealersRepository,
    private readonly dealerVersions: DealerVersionsRepository,
    private readonly carModelVersions: CarModelVersionsRepository,
  ) {}

  /** The ticket projections' freshness, or the one of `log`'s projection. */
  freshness(log?: ProjectedLog): Promise<ProjectionFreshness> {
    return projectionFreshness(this.uow.runner, this.reporting.runner, log);
  }

  /** Which months of the period are final, and how many of `late`'s tickets changed since (services/report-freeze). */
  freeze(projection: FigureProjection, period: { from: string; to: string }, late: { where: string; params: SqlParams }): Promise<ReportFreeze | null> {
    return reportFreeze(this.reporting.runner, projection, period, late);
  }

  /** Branch-month keys (BRANCH_MONTH_KEY) → the company each branch was in at the end of the month. */
  entitiesAsOfMonths(keys: readonly string[]): Promise<Map<string, DealerEntity>> {
    return entitiesAsOfMonths(this.dealerVersions, keys);
  }

  /** Model-month keys (MODEL_MONTH_KEY) → the segment each model was in at the end of the month. */
  segmentsAsOfMonths(keys: readonly string[]): Promise<Map<string, string>> {
    return segmentsAsOfMonths(this.carModelVersions, keys);
  }

  /** The dealer master's names of these branch ids (an absent one is not in the map). */
  dealerLabels(ids: readonly string[]): Promise<Map<string, DealerLabel>> {
    return this.dealers.labels(ids);
  }

  /** "CODE dealer branch" (Thai and English) of each branch id; an unknown one is named by its id. */
  async dealerNames(ids: readonly string[]): Promise<(id: string) => RowLabel> {
    const labels = await this.dealers.labels(ids);
    return (id) => dealerLabelText(labels.get(id), id);
  }

  /** Rows keyed by branch id, each named "CODE dealer branch". */
  async withDealerNames<R extends { key: string }>(rows: readonly R[]): Promise<Array<R & RowLabel>> {
    const nameOf = await this.dealerNames(rows.map((row) => row.key));
    return rows.map((row) => ({ ...row, ...nameOf(row.key) }));
  }
}
