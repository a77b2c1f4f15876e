import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Writable } from 'node:stream';
import {
  KpiSpreadsheetQueryDto,
  NotifyReportQueryDto,
  PdcaReportQueryDto,
  ResponseRateQueryDto,
  VocExportQueryDto,
  VoiceExportQueryDto,
  type NotifyReport,
  type PdcaReportAnswer,
  type ResponseRateReport,
} from '@voc/contracts';
import type { Locale, Principal, ScheduledReportDownload, ScheduledReportPage } from '@voc/domain';
import type { SpreadsheetDownload } from '../../common/http/spreadsheet-response';
import { createValidationPipe } from '../../common/validation/validation-pipe';
import { NotifyReportQuery } from '../../notifications/queries/notify-report.query';
import { notifyReportSheet } from '../../notifications/services/notify-report-sheet';
import { PdcaReportQuery } from '../../pdca/queries/pdca-report.query';
import { pdcaReportSheet } from '../../pdca/services/pdca-report-sheet';
import { KpiSpreadsheetQuery } from '../../reports/queries/kpi-spreadsheet.query';
import { ResponseRateQuery } from '../../surveys/queries/response-rate.query';
import { responseRateSheet } from '../../surveys/response-rate-sheet';
import { VocExportQuery } from '../../voc-reports/queries/voc-export.query';
import { VoiceExportQuery } from '../../voice/queries/voice-export.query';

export interface ScheduledReportFile {
  fileName: string;
  content: Buffer;
}

/** The query class each download validates its parameters with (its controller's @Query() type). */
const DOWNLOAD_QUERIES: Record<ScheduledReportDownload, new () => object> = {
  kpi: KpiSpreadsheetQueryDto,
  voc: VocExportQueryDto,
  voice: VoiceExportQueryDto,
  responserate: ResponseRateQueryDto,
  pdca: PdcaReportQueryDto,
  notify: NotifyReportQueryDto,
};

/**
 * The spreadsheet of a saved report view: the report page's own download (its query validated by
 * the same pipe and read by the same query handler and sheet writer as its controller: GET
 * /api/tickets/report/excel/{dealer/kpi, qvoc/kpi, voc, responserate, pdca, notify} and
 * /api/voice/excel), as `principal` (the view's owner as they are now: their current scope). Bad
 * filters are the download's own 400 (ApiError).
 */
@Injectable()
export class ScheduledReportFiles {
  private readonly pipe = createValidationPipe();

  constructor(private readonly queries: QueryBus) {}

  /** The download's parameters as its controller receives them (a 400 ApiError naming the field when they are not). */
  async validate(page: ScheduledReportPage, query: Record<string, string>, locale?: Locale): Promise<object> {
    return (await this.pipe.transform(locale ? { ...query, lang: locale } : query, { type: 'query', metatype: DOWNLOAD_QUERIES[page.download], data: '' })) as object;
  }

  async write(principal: Principal, page: ScheduledReportPage, query: Record<string, string>, locale: Locale): Promise<ScheduledReportFile> {
    const download = await this.download(principal, page, await this.validate(page, query, locale), locale);
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    await download.write(sink);
    return { fileName: download.fileName, content: Buffer.concat(chunks) };
  }

  /** What each controller answers its download with, for these parameters. */
  private async download(principal: Principal, page: ScheduledReportPage, filters: object, locale: Locale): Promise<SpreadsheetDownload> {
    switch (page.download) {
      case 'kpi':
        return this.queries.execute(new KpiSpreadsheetQuery(principal, filters as KpiSpreadsheetQueryDto, locale, page.variant));
      case 'voc':
        return this.queries.execute(new VocExportQuery(principal, filters as VocExportQueryDto, locale));
      case 'voice':
        return this.queries.execute(new VoiceExportQuery(principal, filters as VoiceExportQueryDto, locale));
      case 'responserate': {
        const report: ResponseRateReport = await this.queries.execute(new ResponseRateQuery(principal, filters as ResponseRateQueryDto));
        return responseRateSheet(report, locale);
      }
      case 'pdca': {
        const q = filters as PdcaReportQueryDto;
        const report: PdcaReportAnswer = await this.queries.execute(new PdcaReportQuery(principal, q));
        return pdcaReportSheet(report, q.type, locale, new Date());
      }
      case 'notify': {
        const report: NotifyReport = await this.queries.execute(new NotifyReportQuery(principal, filters as NotifyReportQueryDto));
        return notifyReportSheet(report, locale);
      }
    }
  }
}
