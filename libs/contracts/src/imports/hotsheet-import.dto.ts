import { PageNumber } from '../shared/paging';
import { IsIn, IsInt, IsOptional, Max, Min } from 'class-validator';
import { LOCALES, TICKET_TYPES, type Locale, type TicketType } from '@voc/domain';
import { FIELD_ERRORS } from '../messages/message-keys';
import { ToNumber } from '../tickets/transforms';
import { FilterChoice } from '../shared/filter-fields';

export const IMPORT_ROW_STATUSES = ['valid', 'problem', 'created', 'skipped', 'failed'] as const;
export type ImportRowStatus = (typeof IMPORT_ROW_STATUSES)[number];

/** POST /api/imports/hotsheet (multipart: file, type). */
export class StartHotsheetImportDto {
  @IsIn(TICKET_TYPES, { message: FIELD_ERRORS.required })
  type!: TicketType;
}

/** GET /api/imports/hotsheet/template?type= */
export class HotsheetTemplateQueryDto {
  @IsIn(TICKET_TYPES, { message: FIELD_ERRORS.required })
  type!: TicketType;
}

/** GET /api/imports/hotsheet: the user's imports (csn: everyone's), newest first. */
export class ListHotsheetImportsQueryDto {
  @PageNumber()
  page?: number;

  @IsOptional() @ToNumber() @IsInt({ message: FIELD_ERRORS.numeric }) @Min(1, { message: FIELD_ERRORS.min }) @Max(100, { message: FIELD_ERRORS.max })
  limit?: number;
}

/** GET /api/imports/hotsheet/{id}/rows?status=&page=&limit= (rows in file order). */
export class ImportRowsQueryDto extends ListHotsheetImportsQueryDto {
  @FilterChoice(IMPORT_ROW_STATUSES)
  status?: ImportRowStatus;
}

/** GET /api/imports/hotsheet/{id}/problems.xlsx?lang= (else Accept-Language, else Thai). */
export class ImportProblemsQueryDto {
  @FilterChoice(LOCALES)
  lang?: Locale;
}
