import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { MonthBrief } from '@voc/contracts';
import { MonthBriefsRepository } from '../repositories/month-briefs.repository';
import { briefRequest } from '../services/brief-request';
import { MonthBriefWriter } from '../services/month-brief-writer';
import { MonthBriefQuery } from './month-brief.query';

/** The brief's figures: as written at the close, or assembled from the reports for a month not written yet. */
@QueryHandler(MonthBriefQuery)
export class MonthBriefHandler implements IQueryHandler<MonthBriefQuery, MonthBrief> {
  constructor(
    private readonly briefs: MonthBriefsRepository,
    private readonly writer: MonthBriefWriter,
  ) {}

  async execute({ principal, filters }: MonthBriefQuery): Promise<MonthBrief> {
    const { scope, month } = await briefRequest(this.briefs, principal, filters);
    return this.writer.content(scope, month);
  }
}
