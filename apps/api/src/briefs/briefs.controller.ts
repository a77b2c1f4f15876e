import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { BriefQueryDto, type MonthBrief, type SuccessEnvelope } from '@voc/contracts';
import type { Principal } from '@voc/domain';
import { CurrentPrincipal } from '../auth/decorators/current-principal.decorator';
import { attachmentDisposition } from '../common/http/spreadsheet-response';
import { ApiDoc } from '../common/openapi/api-doc.decorator';
import { answerOf } from '../common/openapi/success-answers';
import { BriefPdfQuery } from './queries/brief-pdf.query';
import { MonthBriefQuery } from './queries/month-brief.query';
import type { BriefPdf } from './services/month-brief-writer';

/** The monthly executive brief (issue 33): one page per place and month, on the web and as a PDF. */
@ApiTags('Reports')
@Controller()
export class BriefsController {
  constructor(private readonly queries: QueryBus) {}

  @ApiDoc({ summary: "Get a place's monthly executive brief (network, region or area)", answer: answerOf('MonthBrief') })
  @Get('reports/brief')
  async brief(@CurrentPrincipal() p: Principal, @Query() q: BriefQueryDto): Promise<SuccessEnvelope<MonthBrief>> {
    return { success: await this.queries.execute(new MonthBriefQuery(p, q)) };
  }

  @ApiDoc({ summary: "Download a place's monthly executive brief as an A4 PDF (BRIEF_{scope}_{YYYYMM}.pdf)", answer: { kind: 'file', contentTypes: ['application/pdf'], description: 'The PDF (Content-Disposition: attachment, with the file name).' } })
  @Get('reports/brief/pdf')
  async pdf(@CurrentPrincipal() p: Principal, @Query() q: BriefQueryDto, @Res() res: Response): Promise<void> {
    const { fileName, pdf }: BriefPdf = await this.queries.execute(new BriefPdfQuery(p, q));
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', attachmentDisposition(fileName));
    res.setHeader('Content-Length', String(pdf.length));
    res.end(pdf);
  }
}
