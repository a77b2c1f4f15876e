import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { OpenTicketsHandler } from './queries/open-tickets.handler';
import { StatusTrendHandler } from './queries/status-trend.handler';
import { KpiReportHandler } from './queries/kpi-report.handler';
import { ProjectionFreshnessHandler } from './queries/projection-freshness.handler';
import { ReportsController } from './reports.controller';
import { KpiSpreadsheetsController } from './kpi-spreadsheets.controller';
import { KpiSpreadsheetHandler } from './queries/kpi-spreadsheet.handler';
import { KpiSummaryHandler } from './queries/kpi-summary.handler';
import { CaseClosedReportHandler } from './queries/case-closed-report.handler';
import { HotsheetReportHandler } from './queries/hotsheet-report.handler';
import { FigureTicketsHandler } from './queries/figure-tickets.handler';

@Module({
  imports: [CqrsModule],
  controllers: [ReportsController, KpiSpreadsheetsController],
  providers: [KpiReportHandler, StatusTrendHandler, OpenTicketsHandler, ProjectionFreshnessHandler, KpiSpreadsheetHandler, KpiSummaryHandler, CaseClosedReportHandler, HotsheetReportHandler, FigureTicketsHandler],
})
export class ReportsModule {}
