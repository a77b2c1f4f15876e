import Box from '@mui/material/Box';
import type { DealerView } from '@voc/contracts';
import { WEEKDAY_GROUPS, regionLabel } from '@voc/domain';
import { useTranslation } from 'react-i18next';
import { FieldList } from '../../../components/ui/field-list';
import { SectionCard } from '../../../components/ui/section-card';
import { hoursText } from '../utils/dealer-form-values';
import { dealerValueText } from '../utils/dealer-history-fields';
import { DealerStatusChip } from './dealer-status-chip';

/** A dealer branch's fields, grouped as the form groups them (SPEC.md §3 Dealer). */
export function DealerInfoSections({ dealer }: { dealer: DealerView }) {
  const { t } = useTranslation();
  const region = (value: DealerView['dealer_sales_region']) => (value ? regionLabel(value) : null);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <SectionCard title={t('dealers.section.names')}>
        <FieldList
          items={[
            { label: t('dealers.field.dealer_code'), value: dealer.dealer_code },
            { label: t('dealers.field.dealer_id'), value: dealer.dealer_id },
            { label: t('dealers.field.dealer_name'), value: dealer.dealer_name },
            { label: t('dealers.field.dealer_name_en'), value: dealer.dealer_name_en },
            { label: t('dealers.field.branch_name'), value: dealer.branch_name },
            { label: t('dealers.field.branch_name_en'), value: dealer.branch_name_en },
            { label: t('dealers.field.status'), value: <DealerStatusChip status={dealer.status} /> },
          ]}
        />
      </SectionCard>
      <SectionCard title={t('dealers.section.placement')}>
        <FieldList
          items={[
            { label: t('dealers.field.dealer_sales_region'), value: region(dealer.dealer_sales_region) },
            { label: t('dealers.field.sale_area_code'), value: dealer.sale_area_code },
            { label: t('dealers.field.dealer_service_region'), value: region(dealer.dealer_service_region) },
            { label: t('dealers.field.service_area_code'), value: dealer.service_area_code },
            { label: t('dealers.field.dealer_region'), value: dealerValueText(t, 'dealer_region', dealer.dealer_region) ?? dealer.dealer_region },
            { label: t('dealers.field.dealer_province'), value: dealer.dealer_province },
            { label: t('dealers.field.dealer_province_en'), value: dealer.dealer_province_en },
          ]}
        />
      </SectionCard>
      <SectionCard title={t('dealers.section.hours')}>
        <FieldList
          items={WEEKDAY_GROUPS.map((group) => ({
            label: t(`dealers.day.${group}`),
            value: hoursText(dealer.working_hours[group]) ?? t('dealers.hours.closed'),
          }))}
        />
      </SectionCard>
      <SectionCard title={t('dealers.section.managers')}>
        <FieldList
          items={[
            { label: t('dealers.field.sale_area_manager_name'), value: dealer.sale_area_manager_name },
            { label: t('dealers.field.sale_manager_name'), value: dealer.sale_manager_name },
            { label: t('dealers.field.service_area_manager_name'), value: dealer.service_area_manager_name },
            { label: t('dealers.field.service_manager_name'), value: dealer.service_manager_name },
          ]}
        />
      </SectionCard>
    </Box>
  );
}

