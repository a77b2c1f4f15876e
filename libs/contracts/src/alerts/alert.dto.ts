import { IsBoolean, IsDefined, IsIn, IsInt, IsNumber, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { ALERT_KINDS, ALERT_LEVELS, MIN_CASES_MAX, type AlertKind, type AlertLevel } from '@voc/domain';
import { FIELD_ERRORS } from '../messages/message-keys';
import { FilterChoice } from '../shared/filter-fields';
import { PageLimit, PageNumber } from '../shared/paging';

export const ALERT_LIST_STATUSES = ['open', 'resolved', 'closed', 'all'] as const;
export type AlertListStatus = (typeof ALERT_LIST_STATUSES)[number];

/** GET /api/alerts: the alerts of the user's scope, newest first, paged. */
export class AlertsQueryDto {
  @FilterChoice(ALERT_LIST_STATUSES)
  status?: AlertListStatus;

  @FilterChoice(ALERT_KINDS)
  kind?: AlertKind;

  @FilterChoice(['showroom', 'service'])
  type?: 'showroom' | 'service';

  @PageNumber()
  page?: number;

  @PageLimit(200)
  limit?: number;
}

/** POST /api/alerts/:id/close: the user closes an alert with a note saying what was done. */
export class CloseAlertDto {
  @IsDefined({ message: FIELD_ERRORS.required })
  @IsString({ message: FIELD_ERRORS.invalid })
  @MinLength(1, { message: FIELD_ERRORS.required })
  @MaxLength(1000, { message: FIELD_ERRORS.max })
  note!: string;
}

/** PUT /api/alert-rules/:id (csn): a rule's threshold, minimum of cases and whether it is on. */
export class UpdateAlertRuleDto {
  @IsDefined({ message: FIELD_ERRORS.required })
  @IsNumber({ allowNaN: false, allowInfinity: false }, { message: FIELD_ERRORS.numeric })
  threshold!: number;

  @IsDefined({ message: FIELD_ERRORS.required })
  @IsInt({ message: FIELD_ERRORS.numeric })
  @Min(1, { message: FIELD_ERRORS.min })
  @Max(MIN_CASES_MAX, { message: FIELD_ERRORS.max })
  min_cases!: number;

  @IsOptional()
  @IsBoolean({ message: FIELD_ERRORS.invalid })
  enabled?: boolean;
}

/** POST /api/alert-rules (csn): a new rule. */
export class CreateAlertRuleDto extends UpdateAlertRuleDto {
  @IsDefined({ message: FIELD_ERRORS.required })
  @IsIn(ALERT_KINDS, { message: FIELD_ERRORS.invalid })
  kind!: AlertKind;

  @IsDefined({ message: FIELD_ERRORS.required })
  @IsIn(ALERT_LEVELS, { message: FIELD_ERRORS.invalid })
  level!: AlertLevel;
}
