import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { hotsheetTemplateFileName } from '@voc/domain';
import type { SpreadsheetDownload } from '../../common/http/spreadsheet-response';
import { HotsheetTemplateQuery } from './hotsheet-template.query';
import { writeHotsheetTemplate } from '@voc/hotsheet-imports';
import { UnitOfWork } from '@voc/sql';

@QueryHandler(HotsheetTemplateQuery)
export class HotsheetTemplateHandler implements IQueryHandler<HotsheetTemplateQuery, SpreadsheetDownload> {
  constructor(private readonly uow: UnitOfWork) {}

  async execute({ principal, type }: HotsheetTemplateQuery): Promise<SpreadsheetDownload> {
    return { fileName: hotsheetTemplateFileName(type), write: (out) => writeHotsheetTemplate(this.uow.runner, principal, type, out) };
  }
}
