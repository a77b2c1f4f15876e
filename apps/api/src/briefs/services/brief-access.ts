import { mayReadBrief, ticketScope, type BriefScope, type Principal } from '@voc/domain';
import type { MonthBriefsRepository } from '../repositories/month-briefs.repository';

/** Whether the principal may read the brief of `scope` (libs/domain mayReadBrief; an area's regions from the dealer master). */
export async function principalMayReadBrief(briefs: Pick<MonthBriefsRepository, 'regionsOfArea'>, principal: Principal, scope: BriefScope): Promise<boolean> {
  const own = ticketScope(principal);
  const regions = scope.level === 'area' && own.kind === 'region' ? await briefs.regionsOfArea(scope.areaCode) : [];
  return mayReadBrief(principal.type, own, scope, regions);
}
