import Box from '@mui/material/Box';
import { type AreaKind, DEALER_REGIONS, regionLabel } from '@voc/domain';
import { areaCodesInRegion, areaKeptInRegion } from '../../lib/area-options';
import { ChoiceField } from './choice-field';

const REGION_CHOICES = DEALER_REGIONS.map((region) => ({ value: region, label: regionLabel(region) }));

export interface RegionAreaFieldsProps {
  kind: AreaKind;
  regionLabel: string;
  areaLabel: string;
  region: string;
  area: string;
  /** A new region, with the area kept only if it lies in it. */
  onRegionChange: (region: string, area: string) => void;
  onAreaChange: (area: string) => void;
  /** The label of "any"/"none" for each box; without it a choice must be made. */
  emptyLabel?: string;
  /** Shown in the area box before a region is chosen. */
  areaHint?: string;
  regionError?: string;
  areaError?: string;
  regionRequired?: boolean;
  areaRequired?: boolean;
  disabled?: boolean;
  size?: 'small' | 'medium';
  /** Names for the two boxes (forms find fields by name). */
  regionName?: string;
  areaName?: string;
}

/**
 * A sales or service region (REGION 1..5) and an area code offered only inside that region
 * (SPEC.md §9): changing the region drops an area that no longer lies in it.
 */
export function RegionAreaFields(props: RegionAreaFieldsProps) {
  const { kind, region, area, emptyLabel, size, disabled } = props;
  const areas = areaCodesInRegion(kind, region).map((code) => ({ value: code, label: code }));
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
      <ChoiceField
        label={props.regionLabel}
        name={props.regionName}
        value={region}
        choices={REGION_CHOICES}
        onChange={(next) => props.onRegionChange(next, areaKeptInRegion(kind, area, next))}
        emptyLabel={emptyLabel}
        required={props.regionRequired}
        error={props.regionError}
        disabled={disabled}
        size={size}
      />
      <ChoiceField
        label={props.areaLabel}
        name={props.areaName}
        value={area}
        choices={areas}
        onChange={props.onAreaChange}
        emptyLabel={emptyLabel}
        required={props.areaRequired}
        error={props.areaError}
        helperText={areas.length === 0 ? props.areaHint : undefined}
        disabled={disabled || areas.length === 0}
        size={size}
      />
    </Box>
  );
}
