import { ACTIVE_FLAGS, SEARCHABLE_USER_TYPES, USER_GROUPS, USER_TYPES, type UserType } from '@voc/domain';
import type { TFunction } from 'i18next';
import type { Choice } from '../../../components/ui/choice-field';

const typeChoices = (t: TFunction, types: readonly UserType[]): Choice[] => types.map((type) => ({ value: type, label: t(`userType.${type}`) }));

/** Types a user may be created or edited as: every type, external included (SPEC.md §6). */
export const userTypeChoices = (t: TFunction) => typeChoices(t, USER_TYPES);

/** Types the search offers: every type but external (SPEC.md §6). */
export const searchableTypeChoices = (t: TFunction) => typeChoices(t, SEARCHABLE_USER_TYPES);

/** 1 = open/active, 0 = closed/inactive (SPEC.md §3). */
export const activeFlagChoices = (t: TFunction): Choice[] => [...ACTIVE_FLAGS].reverse().map((flag) => ({ value: String(flag), label: t(`activeFlag.${flag}`) }));

export const groupChoices = (t: TFunction): Choice[] => USER_GROUPS.map((group) => ({ value: group, label: t(`userGroup.${group}`) }));
