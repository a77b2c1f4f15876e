import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CallcenterReportHandler } from './queries/callcenter-report.handler';
import { VocExportHandler } from './queries/voc-export.handler';
import { VocReportHandler } from './queries/voc-report.handler';
import { VocReportsController } from './voc-reports.controller';
import { mainRepository, reportingRepository } from '../common/persistence/repository-providers';
import { CarModelsRepository } from '../car-models/repositories/car-models.repository';
import { ReportKernelModule } from '../reports/kernel/report-kernel.module';
import { CallcenterOutcomesRepository } from './repositories/callcenter-outcomes.repository';
import { VocMonthlyRepository } from './repositories/voc-monthly.repository';

/** VOC reports from the VOC projection in the reporting store. */
@Module({
  imports: [CqrsModule, ReportKernelModule],
  controllers: [VocReportsController],
  providers: [reportingRepository(VocMonthlyRepository), reportingRepository(CallcenterOutcomesRepository), mainRepository(CarModelsRepository), VocReportHandler, CallcenterReportHandler, VocExportHandler],
})
export class VocReportsModule {}
