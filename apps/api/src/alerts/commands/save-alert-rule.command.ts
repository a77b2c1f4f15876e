import type { CreateAlertRuleDto, UpdateAlertRuleDto } from '@voc/contracts';
import type { Principal } from '@voc/domain';

/** csn changes a rule (`ruleId`) or adds one (`ruleId` null). */
export class SaveAlertRuleCommand {
  constructor(
    readonly principal: Principal,
    readonly ruleId: string | null,
    readonly body: UpdateAlertRuleDto | CreateAlertRuleDto,
  ) {}
}
