import Box from '@mui/material/Box';
import type { TicketType } from '@voc/domain';
import type { ReactNode } from 'react';
import { type Control, useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/ui/form-text-field';
import { SectionCard } from '../../../components/ui/section-card';
import type { TicketFormValues, TicketTextField } from '../utils/ticket-form-values';
import { CategorySuggestionBox } from './category-suggestion-box';
import { ComplaintCategoryPicker } from './complaint-category-picker';
import { SubcategoryFields } from './subcategory-fields';

/** Multiline boxes: 3 rows, growing to 5 (SPEC.md §9). */
const MULTILINE = { multiline: true, minRows: 3, maxRows: 5 } as const;

export function FieldGrid({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: '1fr 1fr 1fr' }, gap: 2 }}>{children}</Box>;
}

interface FieldProps {
  control: Control<TicketFormValues>;
  name: TicketTextField;
  required?: boolean;
  wide?: boolean;
  multiline?: boolean;
  type?: 'text' | 'email' | 'tel' | 'number' | 'date';
  maxLength?: number;
}

/** One form box, labelled from the catalogue (`tickets.field.<name>`). */
export function TicketField({ control, name, required, wide, multiline, type = 'text', maxLength }: FieldProps) {
  const { t } = useTranslation();
  return (
    <FormTextField
      control={control}
      name={name}
      label={t(`tickets.field.${name}`)}
      required={required}
      type={type}
      size="small"
      fullWidth
      {...(multiline ? MULTILINE : {})}
      slotProps={{
        htmlInput: { maxLength, ...(type === 'number' ? { min: 1, step: 1 } : {}), 'aria-required': required ?? false },
        inputLabel: type === 'date' ? { shrink: true } : undefined,
      }}
      sx={wide ? { gridColumn: '1 / -1' } : undefined}
    />
  );
}

/** Customer (SPEC.md §3): name and tel required, age at least 1, email format. */
export function CustomerSection({ control, full = true }: { control: Control<TicketFormValues>; full?: boolean }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('tickets.section.customer')}>
      <FieldGrid>
        <TicketField control={control} name="title" maxLength={40} />
        <TicketField control={control} name="name" required maxLength={200} />
        <TicketField control={control} name="age" type="number" />
        <TicketField control={control} name="tel" type="tel" required maxLength={40} />
        <TicketField control={control} name="tel_office" type="tel" maxLength={40} />
        <TicketField control={control} name="email" type="email" maxLength={200} />
        {full && <TicketField control={control} name="fax" maxLength={40} />}
        {full && <TicketField control={control} name="fax_office" maxLength={40} />}
        <TicketField control={control} name="address" wide multiline maxLength={1000} />
        {full && <TicketField control={control} name="address_office" wide multiline maxLength={1000} />}
      </FieldGrid>
    </SectionCard>
  );
}

/** Vehicle and the staff member the complaint is about. */
export function VehicleSection({ control }: { control: Control<TicketFormValues> }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('tickets.section.vehicle')}>
      <FieldGrid>
        <TicketField control={control} name="car_model" maxLength={100} />
        <TicketField control={control} name="registration_number" maxLength={40} />
        <TicketField control={control} name="chassis_number" maxLength={40} />
        <TicketField control={control} name="body_color" maxLength={40} />
        <TicketField control={control} name="delivered_date" type="date" />
        <TicketField control={control} name="staff_name" maxLength={200} />
      </FieldGrid>
    </SectionCard>
  );
}

interface ComplaintSectionProps {
  control: Control<TicketFormValues>;
  type: TicketType;
  showProblems: boolean;
  descriptionRequired: boolean;
  /** The edit form also shows the root cause and the survey answers. */
  full?: boolean;
  /** The new-ticket form suggests categories from the description as it is typed (issue 30). */
  suggestCategories?: boolean;
}

/** Complaint: the categories, sub-category and problem, and the customer's words. */
export function ComplaintSection({ control, type, showProblems, descriptionRequired, full = false, suggestCategories = false }: ComplaintSectionProps) {
  const { t } = useTranslation();
  const categories = useController({ control, name: 'complaint_categories' });
  const description = useWatch({ control, name: 'complaint_description' }) ?? '';
  return (
    <SectionCard title={t('tickets.section.complaint')}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <ComplaintCategoryPicker type={type} value={categories.field.value} onChange={categories.field.onChange} showProblems={showProblems} />
        <FieldGrid>
          <SubcategoryFields control={control} type={type} />
          <TicketField control={control} name="crm_case_no" maxLength={100} />
          <TicketField control={control} name="complaint_description" required={descriptionRequired} wide multiline maxLength={5000} />
          <TicketField control={control} name="complaint_customer_want" wide multiline maxLength={5000} />
          {full && <TicketField control={control} name="complaint_root_cause" wide multiline maxLength={5000} />}
          {full && <TicketField control={control} name="job_id" maxLength={100} />}
          {full && <TicketField control={control} name="q1" wide multiline maxLength={2000} />}
          {full && <TicketField control={control} name="q2" wide multiline maxLength={2000} />}
        </FieldGrid>
        {suggestCategories && <CategorySuggestionBox type={type} description={description} value={categories.field.value} onChange={categories.field.onChange} />}
      </Box>
    </SectionCard>
  );
}
