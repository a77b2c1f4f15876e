import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { NamedItemView } from '@voc/contracts';
import type { TicketType } from '@voc/domain';
import { type Control, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useListProblemListsQuery, useListSubcategoriesQuery } from '../api/reference-lists-api';
import type { TicketFormValues } from '../utils/ticket-form-values';

const nameOf = (item: NamedItemView, language: string) => (language.startsWith('en') ? item.name_en : item.name_th);

/** Sub-category of the ticket's type, then a problem under it (SPEC.md §3 sub_category, problem_list). */
export function SubcategoryFields({ control, type }: { control: Control<TicketFormValues>; type: TicketType }) {
  const { t, i18n } = useTranslation();
  const subCategory = useController({ control, name: 'sub_category' });
  const problem = useController({ control, name: 'problem_list' });
  const { data: subcategories = [] } = useListSubcategoriesQuery(type);
  const { data: problems = [] } = useListProblemListsQuery(subCategory.field.value, { skip: !subCategory.field.value });
  const known = (items: NamedItemView[], code: string) => code === '' || items.some((item) => item.code === code);

  return (
    <>
      <TextField
        select
        size="small"
        label={t('tickets.field.sub_category')}
        name={subCategory.field.name}
        value={known(subcategories, subCategory.field.value) ? subCategory.field.value : ''}
        onChange={(event) => {
          subCategory.field.onChange(event.target.value);
          problem.field.onChange('');
        }}
        fullWidth
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">
          <em>{t('common.notChosen')}</em>
        </MenuItem>
        {subcategories.map((item) => (
          <MenuItem key={item.code} value={item.code}>
            {nameOf(item, i18n.language)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('tickets.field.problem_list')}
        name={problem.field.name}
        value={known(problems, problem.field.value) ? problem.field.value : ''}
        onChange={(event) => problem.field.onChange(event.target.value)}
        disabled={!subCategory.field.value}
        fullWidth
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">
          <em>{t('common.notChosen')}</em>
        </MenuItem>
        {problems.map((item) => (
          <MenuItem key={item.code} value={item.code}>
            {nameOf(item, i18n.language)}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}
