import type { AuditValue, SignedInDealer } from '@voc/contracts';
import { PERMISSIONS, USER_GROUPS, USER_TYPES, regionLabel } from '@voc/domain';
import type { TFunction } from 'i18next';
import { isDealerRegion } from '../../../lib/area-options';
import { USER_FIELDS } from './user-fields';

type UserField = (typeof USER_FIELDS)[number];

/** History rows follow the form: the account, where it sits, then its groups and permissions. */
export const USER_HISTORY_ORDER: readonly string[] = [...USER_FIELDS, ...USER_GROUPS.map((group) => `group.${group}`), ...PERMISSIONS.map((name) => `permission.${name}`)];

const isUserField = (field: string): field is UserField => (USER_FIELDS as readonly string[]).includes(field);

/** A changed field's label: "Group · showroom", "Permission · verify complaints", or the field's own. */
export function userFieldLabel(t: TFunction, field: string): string {
  const [head, tail] = field.split('.');
  if (head === 'group' && (USER_GROUPS as readonly string[]).includes(tail)) return `${t('users.field.group')} · ${t(`userGroup.${tail as (typeof USER_GROUPS)[number]}`)}`;
  if (head === 'permission' && (PERMISSIONS as readonly string[]).includes(tail)) return `${t('users.field.permission')} · ${t(`permission.${tail as (typeof PERMISSIONS)[number]}`)}`;
  return isUserField(field) ? t(`users.field.${field}`) : field;
}

/**
 * A recorded value as shown on the page: the type and active flag by name, REGION n, the dealer by
 * its code when it is the account's dealer now (the history keeps the dealer's id); undefined: as it is.
 */
export function userValueText(t: TFunction, field: string, value: AuditValue, dealer: SignedInDealer | null): string | undefined {
  if (field === 'active_flag' && (value === 0 || value === 1)) return t(`activeFlag.${value}`);
  if (typeof value !== 'string') return undefined;
  if (field === 'type' && (USER_TYPES as readonly string[]).includes(value)) return t(`userType.${value as (typeof USER_TYPES)[number]}`);
  if ((field === 'dealer_sales_region' || field === 'dealer_service_region') && isDealerRegion(value)) return regionLabel(value);
  if (field === 'dealer' && dealer && value === dealer._id) return dealer.dealer_code;
  return undefined;
}
