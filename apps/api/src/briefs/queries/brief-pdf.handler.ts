import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { MonthBriefsRepository } from '../repositories/month-briefs.repository';
import { BriefRendererUnavailable } from '../services/brief-pdf-renderer';
import { BriefErrors, briefRequest } from '../services/brief-request';
import { MonthBriefWriter, type BriefPdf } from '../services/month-brief-writer';
import { BriefPdfQuery } from './brief-pdf.query';

/** The brief's PDF: the stored one, or rendered now (and stored once the month is final). */
@QueryHandler(BriefPdfQuery)
export class BriefPdfHandler implements IQueryHandler<BriefPdfQuery, BriefPdf> {
  constructor(
    private readonly briefs: MonthBriefsRepository,
    private readonly writer: MonthBriefWriter,
  ) {}

  async execute({ principal, filters }: BriefPdfQuery): Promise<BriefPdf> {
    const { scope, month } = await briefRequest(this.briefs, principal, filters);
    try {
      return await this.writer.pdf(scope, month, filters.lang ?? 'th');
    } catch (error) {
      if (error instanceof BriefRendererUnavailable) throw BriefErrors.rendererUnavailable();
      throw error;
    }
  }
}
