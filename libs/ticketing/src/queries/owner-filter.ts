import type { Principal } from '@voc/domain';
import type { SqlParams } from '@voc/sql';

/** The list's owner filter (issue 32): `me`, `none` (nobody's yet) or one owner's id; served by tickets_owner_status_idx. */
export function ownerCondition(owner: string, principal: Pick<Principal, 'userId'>, params: SqlParams): string {
  if (owner === 'none') return 't.owner_id IS NULL';
  return `t.owner_id = ${params.add(owner === 'me' ? principal.userId : owner.toLowerCase())}::uuid`;
}
