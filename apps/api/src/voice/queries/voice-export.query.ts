import { Query } from '@nestjs/cqrs';
import type { VoiceExportQueryDto } from '@voc/contracts';
import type { Locale, Principal } from '@voc/domain';
import type { SpreadsheetDownload } from '../../common/http/spreadsheet-response';

/** The voice figures of one query (topics, trending, drivers) as a spreadsheet, the same answers the pages show. */
export class VoiceExportQuery extends Query<SpreadsheetDownload> {
  constructor(
    readonly principal: Principal,
    readonly filters: VoiceExportQueryDto,
    readonly locale: Locale,
    readonly now = new Date(),
  ) {
    super();
  }
}
