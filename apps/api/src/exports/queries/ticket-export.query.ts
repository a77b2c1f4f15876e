import { Query } from '@nestjs/cqrs';
import type { ExportJobView } from '@voc/contracts';
import type { Locale, Principal } from '@voc/domain';
import type { SpreadsheetDownload } from '../../common/http/spreadsheet-response';
import type { ExportRequest } from '@voc/ticket-exports';

/** What a download call gets: the file now, or (too many rows) a background export to poll. */
export type TicketExportAnswer = { kind: 'stream'; download: SpreadsheetDownload } | { kind: 'job'; job: ExportJobView };

export class TicketExportQuery extends Query<TicketExportAnswer> {
  constructor(
    readonly principal: Principal,
    readonly request: ExportRequest,
    readonly locale: Locale,
  ) {
    super();
  }
}
