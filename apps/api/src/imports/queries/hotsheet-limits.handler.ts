import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { HotsheetLimitsView } from '@voc/contracts';
import { HOTSHEET_LIMITS, HOTSHEET_SHEET_NAME } from '@voc/domain';
import { API_CONFIG, type ApiConfig } from '../../config/api-config';
import { HotsheetLimitsQuery } from './hotsheet-limits.query';

@QueryHandler(HotsheetLimitsQuery)
export class HotsheetLimitsHandler implements IQueryHandler<HotsheetLimitsQuery, HotsheetLimitsView> {
  constructor(@Inject(API_CONFIG) private readonly config: ApiConfig) {}

  execute(): Promise<HotsheetLimitsView> {
    return Promise.resolve({
      max_bytes: HOTSHEET_LIMITS.maxBytes,
      max_megabytes: HOTSHEET_LIMITS.maxBytes / 1024 / 1024,
      max_rows: this.config.importMaxRows,
      max_zip_entries: HOTSHEET_LIMITS.maxZipEntries,
      max_uncompressed_bytes: HOTSHEET_LIMITS.maxUncompressedBytes,
      extensions: ['.xlsx'],
      sheet_name: HOTSHEET_SHEET_NAME,
    });
  }
}
