import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { OpenTicketsHandler, StatusTrendHandler } from './queries/dashboard.handlers';
import { KpiReportHandler } from './queries/kpi-report.handler';
import { ReportsController } from './reports.controller';

@Module({
  imports: [CqrsModule],
  controllers: [ReportsController],
  providers: [KpiReportHandler, StatusTrendHandler, OpenTicketsHandler],
})
export class ReportsModule {}
