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
import { reportingRepositories } from '../common/persistence/repository-providers';
import { ReportKernelModule } from './kernel/report-kernel.module';
import { CaseClosedRepository } from './repositories/case-closed.repository';
import { FigureTicketsRepository } from './repositories/figure-tickets.repository';
import { KpiMonthlyRepository } from './repositories/kpi-monthly.repository';
import { StatusDayFlowsRepository } from './repositories/status-day-flows.repository';
import { TicketKpiRepository } from './repositories/ticket-kpi.repository';
import { TicketStatusMonthlyRepository } from './repositories/ticket-status-monthly.repository';

/** The reporting-store repositories the report handlers read. */
const Repositories = reportingRepositories(CaseClosedRepository, FigureTicketsRepository, KpiMonthlyRepository, StatusDayFlowsRepository, TicketKpiRepository, TicketStatusMonthlyRepository);

@Module({
  imports: [CqrsModule, ReportKernelModule],
  controllers: [ReportsController, KpiSpreadsheetsController],
  providers: [...Repositories, KpiReportHandler, StatusTrendHandler, OpenTicketsHandler, ProjectionFreshnessHandler, KpiSpreadsheetHandler, KpiSummaryHandler, CaseClosedReportHandler, HotsheetReportHandler, FigureTicketsHandler],
})
export class ReportsModule {}
