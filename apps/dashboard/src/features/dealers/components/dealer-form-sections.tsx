import Box from '@mui/material/Box';
import type { GeoRegion } from '@voc/domain';
import { type Control, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChoiceField } from '../../../components/ui/choice-field';
import { FormAreaFields } from '../../../components/ui/form-area-fields';
import { FormChoiceField } from '../../../components/ui/form-choice-field';
import { FormFieldGrid } from '../../../components/ui/form-field-grid';
import { SectionCard } from '../../../components/ui/section-card';
import { useFieldMessage } from '../../../i18n/use-field-message';
import { dealerStatusChoices, geoRegionChoices } from '../utils/dealer-choices';
import type { DealerFormValues } from '../utils/dealer-form-values';
import { DealerTextField } from './dealer-text-field';
import { ProvinceInput } from './province-input';

type SectionProps = { control: Control<DealerFormValues> };

/** Codes, the Thai and English dealer and branch names, and whether the branch is open for business. */
export function DealerNamesSection({ control }: SectionProps) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('dealers.section.names')}>
      <FormFieldGrid>
        <DealerTextField control={control} name="dealer_code" required maxLength={40} />
        <DealerTextField control={control} name="dealer_id" required maxLength={20} />
        <DealerTextField control={control} name="dealer_name" required maxLength={200} lang="th" />
        <DealerTextField control={control} name="dealer_name_en" required maxLength={200} lang="en" />
        <DealerTextField control={control} name="branch_name" required maxLength={200} lang="th" />
        <DealerTextField control={control} name="branch_name_en" required maxLength={200} lang="en" />
        <FormChoiceField control={control} name="status" label={t('dealers.field.status')} choices={dealerStatusChoices(t)} required helperText={t('dealers.status.hint')} />
      </FormFieldGrid>
    </SectionCard>
  );
}

/** Sales and service regions with their areas (each area inside its region), geographic region and provinces. */
export function DealerPlacementSection({ control }: SectionProps) {
  const { t } = useTranslation();
  const message = useFieldMessage();
  const geoRegion = useController({ control, name: 'dealer_region' });
  return (
    <SectionCard title={t('dealers.section.placement')}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <FormAreaFields control={control} labelOf={(field) => t(`dealers.field.${field}`)} areaHint={t('dealers.area.pickRegionFirst')} regionRequired areaRequired />
        <FormFieldGrid>
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
        </FormFieldGrid>
      </Box>
    </SectionCard>
  );
}

/** The four manager names: sales area manager, sales manager, service area manager, service manager. */
export function DealerManagersSection({ control }: SectionProps) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('dealers.section.managers')}>
      <FormFieldGrid>
        <DealerTextField control={control} name="sale_area_manager_name" maxLength={200} />
        <DealerTextField control={control} name="sale_manager_name" maxLength={200} />
        <DealerTextField control={control} name="service_area_manager_name" maxLength={200} />
        <DealerTextField control={control} name="service_manager_name" maxLength={200} />
      </FormFieldGrid>
    </SectionCard>
  );
}
