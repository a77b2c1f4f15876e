import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { TicketView } from '@voc/contracts';
import { COMPLAINT_CATEGORY_GROUPS } from '@voc/domain';
import { useTranslation } from 'react-i18next';
import { FieldList } from '../../../components/ui/field-list';
import { SectionCard } from '../../../components/ui/section-card';
import { useTranslateMessage } from '../../../i18n/use-translate-message';
import { formatDate, formatDateTime } from '../../../lib/date-format';
import { useListProblemListsQuery, useListSubcategoriesQuery } from '../api/reference-lists-api';
import { dealerNames } from '../../../lib/dealers/dealer-label';

/** The ticket's chosen categories, with the Others texts. */
function CategoryChips({ ticket }: { ticket: TicketView }) {
  const translate = useTranslateMessage();
  const chips = COMPLAINT_CATEGORY_GROUPS[ticket.type].flatMap((group) => {
    const ticked = group.codes.filter((code) => ticket.complaint_categories[code] === true);
    const text = ticket.complaint_categories[group.freeText];
    return ticked.map((code) => `${code} ${translate(`category.${code}`)}${code === group.others && typeof text === 'string' && text ? `: ${text}` : ''}`);
  });
  if (chips.length === 0) return null;
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {chips.map((label) => (
        <Chip key={label} label={label} size="small" variant="outlined" />
      ))}
    </Stack>
  );
}

/** The ticket's fields, grouped as SPEC.md §3 lists them: customer, vehicle, complaint, solution, dates. */
export function TicketInfoSections({ ticket }: { ticket: TicketView }) {
  const { t, i18n } = useTranslation();
  const english = i18n.language.startsWith('en');
  const { data: subcategories = [] } = useListSubcategoriesQuery(ticket.type);
  const { data: problems = [] } = useListProblemListsQuery(ticket.sub_category ?? '', { skip: !ticket.sub_category });
  const named = (items: typeof subcategories, code: string | null) => {
    const item = items.find((candidate) => candidate.code === code);
    return item ? (english ? item.name_en : item.name_th) : code;
  };
  const names = dealerNames(ticket.dealer, i18n.language);

  return (
    <Stack spacing={2}>
      <SectionCard title={t('tickets.section.customer')}>
        <FieldList
          items={[
            { label: t('tickets.field.title'), value: ticket.title },
            { label: t('tickets.field.name'), value: ticket.name },
            { label: t('tickets.field.age'), value: ticket.age },
            { label: t('tickets.field.tel'), value: ticket.tel },
            { label: t('tickets.field.tel_office'), value: ticket.tel_office },
            { label: t('tickets.field.email'), value: ticket.email },
            { label: t('tickets.field.fax'), value: ticket.fax },
            { label: t('tickets.field.fax_office'), value: ticket.fax_office },
            { label: t('tickets.field.address'), value: ticket.address, wide: true },
            { label: t('tickets.field.address_office'), value: ticket.address_office, wide: true },
          ]}
        />
      </SectionCard>
      <SectionCard title={t('tickets.section.vehicle')}>
        <FieldList
          items={[
            { label: t('tickets.field.car_model'), value: ticket.car_model },
            { label: t('tickets.field.registration_number'), value: ticket.registration_number },
            { label: t('tickets.field.chassis_number'), value: ticket.chassis_number },
            { label: t('tickets.field.body_color'), value: ticket.body_color },
            { label: t('tickets.field.delivered_date'), value: formatDate(ticket.delivered_date) },
            { label: t('tickets.field.staff_name'), value: ticket.staff_name },
          ]}
        />
      </SectionCard>
      <SectionCard title={t('tickets.section.complaint')}>
        <FieldList
          items={[
            { label: t('tickets.field.complaint_categories'), value: <CategoryChips ticket={ticket} />, wide: true },
            { label: t('tickets.field.sub_category'), value: named(subcategories, ticket.sub_category) },
            { label: t('tickets.field.problem_list'), value: named(problems, ticket.problem_list) },
            { label: t('tickets.field.complaint_description'), value: ticket.complaint_description, wide: true },
            { label: t('tickets.field.complaint_customer_want'), value: ticket.complaint_customer_want, wide: true },
            { label: t('tickets.field.complaint_root_cause'), value: ticket.complaint_root_cause, wide: true },
            { label: t('tickets.field.q1'), value: ticket.q1, wide: true },
            { label: t('tickets.field.q2'), value: ticket.q2, wide: true },
          ]}
        />
      </SectionCard>
      <SectionCard title={t('tickets.section.solution')}>
        <FieldList
          items={[
            { label: t('tickets.field.complaint_solution'), value: ticket.complaint_solution, wide: true },
            { label: t('tickets.field.remark_ticket_closed'), value: ticket.remark_ticket_closed, wide: true },
            ...(ticket.cancel_description ? [{ label: t('tickets.field.cancel_description'), value: ticket.cancel_description, wide: true }] : []),
            { label: t('tickets.field.validation'), value: ticket.validation ? t(`tickets.validation.${ticket.validation}`) : '' },
            { label: t('tickets.field.verify_status'), value: t(`verifyStatus.${ticket.verify_status}`) },
          ]}
        />
      </SectionCard>
      <SectionCard title={t('tickets.section.dealer')}>
        <FieldList
          items={[
            { label: t('tickets.field.dealer_code'), value: ticket.dealer.dealer_code },
            { label: t('tickets.field.dealer'), value: names.dealer },
            { label: t('tickets.field.branch'), value: names.branch },
            { label: t('tickets.field.crm_case_no'), value: ticket.crm_case_no },
            { label: t('tickets.field.job_id'), value: ticket.job_id },
          ]}
        />
      </SectionCard>
      <SectionCard title={t('tickets.section.dates')}>
        <FieldList
          items={[
            { label: t('tickets.field.created_date'), value: formatDateTime(ticket.created_date) },
            { label: t('tickets.field.created_oa_date'), value: formatDateTime(ticket.created_oa_date) },
            { label: t('tickets.field.updated_date'), value: formatDateTime(ticket.updated_date) },
            { label: t('tickets.field.issued_date'), value: formatDateTime(ticket.issued_date) },
            { label: t('tickets.field.approved_date'), value: formatDateTime(ticket.approved_date) },
            { label: t('tickets.field.closed_loop_date'), value: formatDateTime(ticket.closed_loop_date) },
          ]}
        />
      </SectionCard>
    </Stack>
  );
}
