import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { VoiceDriversAnswer, VoiceTopicsAnswer, VoiceTrendingAnswer } from '@voc/contracts';
import { voiceReportFileName } from '@voc/domain';
import type { SpreadsheetDownload } from '../../common/http/spreadsheet-response';
import { writeVoiceWorkbook } from '../services/voice-workbook';
import { VoiceDriversQuery } from './voice-drivers.query';
import { VoiceExportQuery } from './voice-export.query';
import { VoiceTopicsQuery } from './voice-topics.query';
import { VoiceTrendingQuery } from './voice-trending.query';

/** Reads the three answers through their queries (same scope, same figures) and writes them as one xlsx. */
@QueryHandler(VoiceExportQuery)
export class VoiceExportHandler implements IQueryHandler<VoiceExportQuery, SpreadsheetDownload> {
  constructor(private readonly queries: QueryBus) {}

  async execute({ principal, filters, locale, now }: VoiceExportQuery): Promise<SpreadsheetDownload> {
    const { lang: _lang, group_by: _groupBy, ...common } = filters;
    const [topics, trending, drivers] = (await Promise.all([
      this.queries.execute(new VoiceTopicsQuery(principal, filters)),
      this.queries.execute(new VoiceTrendingQuery(principal, common)),
      this.queries.execute(new VoiceDriversQuery(principal, common)),
    ])) as [VoiceTopicsAnswer, VoiceTrendingAnswer, VoiceDriversAnswer];
    return {
      fileName: voiceReportFileName(filters.period ?? 'monthly', filters.year, filters.month, now),
      write: (out) => writeVoiceWorkbook(out, { topics, trending, drivers }, locale),
    };
  }
}
