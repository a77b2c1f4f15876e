import { ValidateBy } from 'class-validator';
import { areaCodesOf, DEALER_REGIONS, isAreaInRegion, type AreaKind } from '@voc/domain';
import { DEALER_ERRORS } from '../dealers/dealer-messages';

/**
 * The area code must lie in the region named by `regionField` of the same body. Unknown codes and
 * regions are left to their own IsIn checks; an edit that sends only one of the two is checked by
 * the server against the stored other one.
 */
export function AreaInRegion(regionField: string, kind: AreaKind): PropertyDecorator {
  return ValidateBy(
    {
      name: 'areaInRegion',
      validator: {
        validate(value: unknown, args): boolean {
          const region = (args?.object as Record<string, unknown> | undefined)?.[regionField];
          if (typeof value !== 'string' || !areaCodesOf(kind).includes(value)) return true;
          if (typeof region !== 'string' || !(DEALER_REGIONS as readonly string[]).includes(region)) return true;
          return isAreaInRegion(kind, value, region);
        },
      },
    },
    { message: DEALER_ERRORS.areaNotInRegion },
  );
}
