import { type Control, type FieldPath, type FieldValues, useController } from 'react-hook-form';
import { useFieldMessage } from '../../i18n/use-field-message';
import { AREA_PAIRS, type SalesServiceAreas, type SalesServiceField } from '../../lib/sales-service-areas';
import { RegionAreaFields } from './region-area-fields';

interface FormAreaFieldsProps<T extends FieldValues> {
  control: Control<T>;
  labelOf: (field: SalesServiceField) => string;
  /** Shown in an area box before its region is chosen. */
  areaHint: string;
  regionRequired: boolean;
  areaRequired: boolean;
  /** The label of "none" in each box; without it a choice must be made. */
  emptyLabel?: string;
  disabled?: boolean;
}

/**
 * A form's sales and service regions, each with its area (offered only inside the region, and
 * let go when the region changes), bound to the form's four fields of those names.
 */
export function FormAreaFields<T extends FieldValues & SalesServiceAreas>(props: FormAreaFieldsProps<T>) {
  return (
    <>
      {AREA_PAIRS.map((pair) => (
        <FormAreaPair key={pair.kind} pair={pair} {...props} />
      ))}
    </>
  );
}

function FormAreaPair<T extends FieldValues>({ control, pair, labelOf, areaHint, regionRequired, areaRequired, emptyLabel, disabled }: FormAreaFieldsProps<T> & { pair: (typeof AREA_PAIRS)[number] }) {
  const message = useFieldMessage();
  const region = useController({ control, name: pair.region as FieldPath<T> });
  const area = useController({ control, name: pair.area as FieldPath<T> });
  return (
    <RegionAreaFields
      kind={pair.kind}
      regionLabel={labelOf(pair.region)}
      areaLabel={labelOf(pair.area)}
      regionName={pair.region}
      areaName={pair.area}
      region={region.field.value}
      area={area.field.value}
      onRegionChange={(next, kept) => {
        region.field.onChange(next);
        area.field.onChange(kept);
      }}
      onAreaChange={area.field.onChange}
      emptyLabel={emptyLabel}
      regionRequired={regionRequired}
      areaRequired={areaRequired}
      regionError={message(region.fieldState.error)}
      areaError={message(area.fieldState.error)}
      areaHint={areaHint}
      disabled={disabled}
      size="small"
    />
  );
}
