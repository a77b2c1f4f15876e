import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { BriefsController } from './briefs.controller';
import { BriefPdfHandler } from './queries/brief-pdf.handler';
import { MonthBriefHandler } from './queries/month-brief.handler';
import { BriefAssembler } from './services/brief-assembler';
import { BriefCloseWatch } from './services/brief-close-watch';
import { BriefPdfRenderer } from './services/brief-pdf-renderer';
import { MonthBriefWriter } from './services/month-brief-writer';
import { mainRepositories } from '../common/persistence/repository-providers';
import { MonthBriefsRepository } from './repositories/month-briefs.repository';

/**
 * The monthly executive brief (issue 33), assembled from the report queries of the reports,
 * survey, VOC, PDCA and voice modules (through the query bus). MonthBriefWriter is exported for
 * the mail side: `pdf(scope, month, language)` gives a brief's PDF bytes and file name.
 */
@Module({
  imports: [CqrsModule],
  controllers: [BriefsController],
  providers: [...mainRepositories(MonthBriefsRepository), MonthBriefHandler, BriefPdfHandler, BriefAssembler, BriefPdfRenderer, MonthBriefWriter, BriefCloseWatch],
  exports: [MonthBriefWriter],
})
export class BriefsModule {}
