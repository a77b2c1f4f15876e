import Box from '@mui/material/Box';
import type { DealerRegion } from '@voc/domain';
import { AREA_PAIRS, type SalesServiceAreas, type SalesServiceField } from '../../lib/sales-service-areas';
import { RegionAreaFields } from './region-area-fields';

interface AreaFilterFieldsProps {
  value: SalesServiceAreas;
  onChange: (change: Partial<SalesServiceAreas>) => void;
  labelOf: (field: SalesServiceField) => string;
  /** The label of "any" in each box. */
  emptyLabel: string;
}

/** A list's sales and service filters: each region with the areas inside it, two boxes wide in a search form. */
export function AreaFilterFields({ value, onChange, labelOf, emptyLabel }: AreaFilterFieldsProps) {
  return (
    <>
      {AREA_PAIRS.map(({ kind, region, area }) => (
        <Box key={kind} sx={{ gridColumn: { sm: 'span 2' } }}>
          <RegionAreaFields
            kind={kind}
            regionLabel={labelOf(region)}
            areaLabel={labelOf(area)}
            region={value[region]}
            area={value[area]}
            onRegionChange={(next) => onChange({ [region]: next as '' | DealerRegion })}
            onAreaChange={(next) => onChange({ [area]: next })}
            emptyLabel={emptyLabel}
            size="small"
          />
        </Box>
      ))}
    </>
  );
}
