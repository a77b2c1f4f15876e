import type { AlertsQueryDto } from '@voc/contracts';
import type { Principal } from '@voc/domain';

/** The alerts of the user's scope (open ones unless asked otherwise), newest first. */
export class ListAlertsQuery {
  constructor(
    readonly principal: Principal,
    readonly filters: AlertsQueryDto,
  ) {}
}
