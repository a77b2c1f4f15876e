import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { hotsheetTemplateFileName } from '@voc/domain';
import type { SpreadsheetDownload } from '../../common/http/spreadsheet-response';
import { HotsheetTemplateQuery } from './hotsheet-template.query';
import { writeHotsheetTemplate } from '@voc/hotsheet-imports';

@QueryHandler(HotsheetTemplateQuery)
export class HotsheetTemplateHandler implements IQueryHandler<HotsheetTemplateQuery, SpreadsheetDownload> {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async execute({ principal, type }: HotsheetTemplateQuery): Promise<SpreadsheetDownload> {
    return { fileName: hotsheetTemplateFileName(type), write: (out) => writeHotsheetTemplate(this.db, principal, type, out) };
  }
}
