import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { CaseClosedReportQueryDto, DealerKpiReportQueryDto, FigureTicketsQueryDto, type FigureTicketsAnswer, KpiReportQueryDto, type CaseClosedReportAnswer, type HotsheetReportAnswer, type KpiReportAnswer, type KpiSummaryAnswer, type OpenTicketsSummary, type ProjectionFreshness, type StatusTrendPoint, type SuccessEnvelope } from '@voc/contracts';
import type { Principal } from '@voc/domain';
import { CurrentPrincipal } from '../auth/decorators/current-principal.decorator';
import { OpenTicketsQuery } from './queries/open-tickets.query';
import { FigureTicketsQuery } from './queries/figure-tickets.query';
import { StatusTrendQuery } from './queries/status-trend.query';
import { KpiReportQuery } from './queries/kpi-report.query';
import { ProjectionFreshnessQuery } from './queries/projection-freshness.query';
import { KpiSummaryQuery } from './queries/kpi-summary.query';
import { CaseClosedReportQuery } from './queries/case-closed-report.query';
import { HotsheetReportQuery } from './queries/hotsheet-report.query';
import { ApiTags } from '@nestjs/swagger';
import { ApiDoc } from '../common/openapi/api-doc.decorator';
import { answerOf, resultOf, resultsOf } from '../common/openapi/success-answers';

/** KPI reports (SPEC.md §7 ticket reports) and the main dashboard, read from the projections. */
@ApiTags('Reports')
@Controller()
export class ReportsController {
  constructor(private readonly queries: QueryBus) {}

  @ApiDoc({ summary: 'Report the ticket KPIs per region (or the grouping asked for)', answer: answerOf('KpiReportAnswer') })
  @Get('tickets/report/kpi')
  async kpi(@CurrentPrincipal() p: Principal, @Query() q: KpiReportQueryDto): Promise<SuccessEnvelope<KpiReportAnswer>> {
    return { success: await this.queries.execute(new KpiReportQuery(p, q, 'region')) };
  }

  /** v2: the same measures month by month over the period. */
  @ApiDoc({ summary: 'Report the ticket KPIs month by month over the period', answer: answerOf('KpiReportAnswer') })
  @Get('tickets/report/kpi/v2')
  async kpiV2(@CurrentPrincipal() p: Principal, @Query() q: KpiReportQueryDto): Promise<SuccessEnvelope<KpiReportAnswer>> {
    return { success: await this.queries.execute(new KpiReportQuery(p, q, 'month')) };
  }

  /** One dealer's KPIs (required dealer), by month; compare with its area through /report/kpi. */
  @ApiDoc({ summary: "Report one dealer branch's KPIs month by month", answer: answerOf('KpiReportAnswer') })
  @Get('tickets/report/dealer/kpi')
  async dealerKpi(@CurrentPrincipal() p: Principal, @Query() q: DealerKpiReportQueryDto): Promise<SuccessEnvelope<KpiReportAnswer>> {
    return { success: await this.queries.execute(new KpiReportQuery(p, q, 'month')) };
  }

  /** v2: every dealer in scope, one row each. */
  @ApiDoc({ summary: 'Report the KPIs of every dealer branch in your scope', answer: answerOf('KpiReportAnswer') })
  @Get('tickets/report/dealer/kpi/v2')
  async dealerKpiV2(@CurrentPrincipal() p: Principal, @Query() q: KpiReportQueryDto): Promise<SuccessEnvelope<KpiReportAnswer>> {
    return { success: await this.queries.execute(new KpiReportQuery(p, q, 'dealer')) };
  }

  /** The management KPI summary: every KPI per region, and the last 12 months' trend. */
  @ApiDoc({ summary: 'Get the management KPI summary: every KPI per region and the 12-month trend', answer: answerOf('KpiSummaryAnswer') })
  @Get('reports/kpi-summary')
  async kpiSummary(@CurrentPrincipal() p: Principal, @Query() q: KpiReportQueryDto): Promise<SuccessEnvelope<KpiSummaryAnswer>> {
    return { success: await this.queries.execute(new KpiSummaryQuery(p, q)) };
  }

  /** Tickets completed in the month: days to close and who held the time, one page at a time. */
  @ApiDoc({ summary: 'Report the tickets completed in a month: days to close and who held the time', answer: answerOf('CaseClosedReportAnswer') })
  @Get('reports/case-closed')
  async caseClosed(@CurrentPrincipal() p: Principal, @Query() q: CaseClosedReportQueryDto): Promise<SuccessEnvelope<CaseClosedReportAnswer>> {
    return { success: await this.queries.execute(new CaseClosedReportQuery(p, q)) };
  }

  /** Hot alerts (hotsheet and hotsheet import) received per dealer: status, KPI attainment, ageing. */
  @ApiDoc({ summary: 'Report the hot alerts received per dealer branch: status, KPIs and ageing', answer: answerOf('HotsheetReportAnswer') })
  @Get('reports/hotsheet')
  async hotsheet(@CurrentPrincipal() p: Principal, @Query() q: KpiReportQueryDto): Promise<SuccessEnvelope<HotsheetReportAnswer>> {
    return { success: await this.queries.execute(new HotsheetReportQuery(p, q)) };
  }

  @ApiDoc({ summary: 'Get the tickets entering and standing in each status, day by day', answer: resultsOf('StatusTrendPoint') })
  @Get('reports/status-trend')
  async statusTrend(@CurrentPrincipal() p: Principal, @Query() q: KpiReportQueryDto): Promise<SuccessEnvelope<{ result: StatusTrendPoint[] }>> {
    return { success: { result: await this.queries.execute(new StatusTrendQuery(p, q)) } };
  }

  /** The tickets behind one dashboard figure (open, on time, due soon, breached, a KPI's decided ones), one page at a time. */
  @ApiDoc({ summary: 'List the tickets behind a dashboard figure, with the time left to their next deadline', answer: answerOf('FigureTicketsAnswer') })
  @Get('reports/figure-tickets')
  async figureTickets(@CurrentPrincipal() p: Principal, @Query() q: FigureTicketsQueryDto): Promise<SuccessEnvelope<FigureTicketsAnswer>> {
    return { success: await this.queries.execute(new FigureTicketsQuery(p, q)) };
  }

  @ApiDoc({ summary: 'Get the open tickets: on time, due soon, breached, and their ageing', answer: resultOf('OpenTicketsSummary') })
  @Get('reports/open-tickets')
  async openTickets(@CurrentPrincipal() p: Principal, @Query() q: KpiReportQueryDto): Promise<SuccessEnvelope<{ result: OpenTicketsSummary }>> {
    return { success: { result: await this.queries.execute(new OpenTicketsQuery(p, q)) } };
  }

  /** Projection lag: the dashboard's "data as of ..." line, and a metric for monitoring. */
  @ApiDoc({ summary: 'Get how far the report figures are behind the tickets', answer: resultOf('ProjectionFreshness') })
  @Get('reports/freshness')
  async freshness(): Promise<SuccessEnvelope<{ result: ProjectionFreshness }>> {
    return { success: { result: await this.queries.execute(new ProjectionFreshnessQuery()) } };
  }
}
