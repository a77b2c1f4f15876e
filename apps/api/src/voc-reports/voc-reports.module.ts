import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CallcenterReportHandler } from './queries/callcenter-report.handler';
import { VocExportHandler } from './queries/voc-export.handler';
import { VocReportHandler } from './queries/voc-report.handler';
import { VocReportsController } from './voc-reports.controller';

/** VOC reports from the VOC projection in the reporting store. */
@Module({
  imports: [CqrsModule],
  controllers: [VocReportsController],
  providers: [VocReportHandler, CallcenterReportHandler, VocExportHandler],
})
export class VocReportsModule {}
