import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Writable } from 'node:stream';
import { KpiSpreadsheetQueryDto } from '@voc/contracts';
import type { Locale, Principal, ScheduledReportPage } from '@voc/domain';
import type { SpreadsheetDownload } from '../../common/http/spreadsheet-response';
import { createValidationPipe } from '../../common/validation/validation-pipe';
import { KpiSpreadsheetQuery } from '../../reports/queries/kpi-spreadsheet.query';

export interface ScheduledReportFile {
  fileName: string;
  content: Buffer;
}

/**
 * The spreadsheet of a saved report view: the report page's own download (GET
 * /api/tickets/report/excel/dealer/kpi or /excel/qvoc/kpi), its query validated by the same pipe
 * and answered by the same query handler, as `principal` (the view's owner as they are now: their
 * current scope). Bad filters are the download's own 400 (ApiError).
 */
@Injectable()
export class ScheduledReportFiles {
  private readonly pipe = createValidationPipe();

  constructor(private readonly queries: QueryBus) {}

  async write(principal: Principal, page: ScheduledReportPage, query: Record<string, string>, locale: Locale): Promise<ScheduledReportFile> {
    const filters = (await this.pipe.transform({ ...query, lang: locale }, { type: 'query', metatype: KpiSpreadsheetQueryDto, data: '' })) as KpiSpreadsheetQueryDto;
    const download: SpreadsheetDownload = await this.queries.execute(new KpiSpreadsheetQuery(principal, filters, locale, page.variant));
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
}
