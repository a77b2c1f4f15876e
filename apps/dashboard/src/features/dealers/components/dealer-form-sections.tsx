import Box from '@mui/material/Box';
import type { DealerRegion, DealerStatus, GeoRegion } from '@voc/domain';
import type { ReactNode } from 'react';
import { type Control, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChoiceField } from '../../../components/ui/choice-field';
import { RegionAreaFields } from '../../../components/ui/region-area-fields';
import { SectionCard } from '../../../components/ui/section-card';
import { useTranslateMessage } from '../../../i18n/use-translate-message';
import { dealerStatusChoices, geoRegionChoices } from '../utils/dealer-choices';
import type { DealerFormValues } from '../utils/dealer-form-values';
import { DealerTextField } from './dealer-text-field';
import { ProvinceInput } from './province-input';

type SectionProps = { control: Control<DealerFormValues> };

export function FieldGrid({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>{children}</Box>;
}

/** Codes, the Thai and English dealer and branch names, and whether the branch is open for business. */
export function DealerNamesSection({ control }: SectionProps) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const status = useController({ control, name: 'status' });
  const error = status.fieldState.error?.message;
  return (
    <SectionCard title={t('dealers.section.names')}>
      <FieldGrid>
        <DealerTextField control={control} name="dealer_code" required maxLength={40} />
        <DealerTextField control={control} name="dealer_id" required maxLength={20} />
        <DealerTextField control={control} name="dealer_name" required maxLength={200} lang="th" />
        <DealerTextField control={control} name="dealer_name_en" required maxLength={200} lang="en" />
        <DealerTextField control={control} name="branch_name" required maxLength={200} lang="th" />
        <DealerTextField control={control} name="branch_name_en" required maxLength={200} lang="en" />
        <ChoiceField
          label={t('dealers.field.status')}
          name={status.field.name}
          value={status.field.value}
          choices={dealerStatusChoices(t)}
          onChange={(value) => status.field.onChange(value as DealerStatus)}
          onBlur={status.field.onBlur}
          inputRef={status.field.ref}
          required
          error={error ? translate(error) : undefined}
          helperText={t('dealers.status.hint')}
        />
      </FieldGrid>
    </SectionCard>
  );
}

/** Sales and service regions with their areas (each area inside its region), geographic region and provinces. */
export function DealerPlacementSection({ control }: SectionProps) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const salesRegion = useController({ control, name: 'dealer_sales_region' });
  const saleArea = useController({ control, name: 'sale_area_code' });
  const serviceRegion = useController({ control, name: 'dealer_service_region' });
  const serviceArea = useController({ control, name: 'service_area_code' });
  const geoRegion = useController({ control, name: 'dealer_region' });
  const message = (error: { message?: string } | undefined) => (error?.message ? translate(error.message) : undefined);
  return (
    <SectionCard title={t('dealers.section.placement')}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <RegionAreaFields
          kind="sale"
          regionLabel={t('dealers.field.dealer_sales_region')}
          areaLabel={t('dealers.field.sale_area_code')}
          regionName="dealer_sales_region"
          areaName="sale_area_code"
          region={salesRegion.field.value}
          area={saleArea.field.value}
          onRegionChange={(region, area) => {
            salesRegion.field.onChange(region as DealerRegion);
            saleArea.field.onChange(area);
          }}
          onAreaChange={saleArea.field.onChange}
          regionRequired
          areaRequired
          regionError={message(salesRegion.fieldState.error)}
          areaError={message(saleArea.fieldState.error)}
          areaHint={t('dealers.area.pickRegionFirst')}
          size="small"
        />
        <RegionAreaFields
          kind="service"
          regionLabel={t('dealers.field.dealer_service_region')}
          areaLabel={t('dealers.field.service_area_code')}
          regionName="dealer_service_region"
          areaName="service_area_code"
          region={serviceRegion.field.value}
          area={serviceArea.field.value}
          onRegionChange={(region, area) => {
            serviceRegion.field.onChange(region as DealerRegion);
            serviceArea.field.onChange(area);
          }}
          onAreaChange={serviceArea.field.onChange}
          regionRequired
          areaRequired
          regionError={message(serviceRegion.fieldState.error)}
          areaError={message(serviceArea.fieldState.error)}
          areaHint={t('dealers.area.pickRegionFirst')}
          size="small"
        />
        <FieldGrid>
          <ChoiceField
            label={t('dealers.field.dealer_region')}
            name="dealer_region"
            value={geoRegion.field.value}
            choices={geoRegionChoices(t)}
            onChange={(value) => geoRegion.field.onChange(value as '' | GeoRegion)}
            emptyLabel={t('common.notChosen')}
            error={message(geoRegion.fieldState.error)}
          />
          <Box />
          <ProvinceInput control={control} name="dealer_province" />
          <ProvinceInput control={control} name="dealer_province_en" />
        </FieldGrid>
      </Box>
    </SectionCard>
  );
}

/** The four manager names: sales area manager, sales manager, service area manager, service manager. */
export function DealerManagersSection({ control }: SectionProps) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('dealers.section.managers')}>
      <FieldGrid>
        <DealerTextField control={control} name="sale_area_manager_name" maxLength={200} />
        <DealerTextField control={control} name="sale_manager_name" maxLength={200} />
        <DealerTextField control={control} name="service_area_manager_name" maxLength={200} />
        <DealerTextField control={control} name="service_manager_name" maxLength={200} />
      </FieldGrid>
    </SectionCard>
  );
}
