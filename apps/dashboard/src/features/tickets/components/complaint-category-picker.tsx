import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { COMPLAINT_CATEGORY_GROUPS, DEFECTIVE_PART_GROUP, type ComplaintCategories, type TicketType } from '@voc/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../i18n/use-translate-message';
import { categoryRuleMessages, withCategory, withOthersText } from '../utils/complaint-category-rules';

interface ComplaintCategoryPickerProps {
  type: TicketType;
  value: ComplaintCategories;
  onChange: (value: ComplaintCategories) => void;
  /** Show the rule messages (after a first try to send). */
  showProblems: boolean;
}

/**
 * The complaint categories of a ticket type, grouped (SPEC.md §9): tick at least one; "Others"
 * needs its detail and a detail needs "Others"; other product (group P) names the defective part.
 */
export function ComplaintCategoryPicker({ type, value, onChange, showProblems }: ComplaintCategoryPickerProps) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const headingId = useId();
  const problems = showProblems ? categoryRuleMessages(type, value) : { general: [], byGroup: {} as Record<string, string[]> };

  return (
    <Box component="fieldset" aria-labelledby={headingId} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <FormLabel id={headingId} component="legend" required sx={{ fontWeight: 600, mb: 1 }}>
        {t('tickets.field.complaint_categories')}
      </FormLabel>
      {problems.general.map((message) => (
        <Alert key={message} severity="error" sx={{ mb: 1 }}>
          {translate(message)}
        </Alert>
      ))}
      <Stack spacing={2}>
        {COMPLAINT_CATEGORY_GROUPS[type].map((group) => {
          const groupProblems = problems.byGroup[group.group] ?? [];
          const text = typeof value[group.freeText] === 'string' ? (value[group.freeText] as string) : '';
          const textLabel = group.group === DEFECTIVE_PART_GROUP ? t('category.defectivePart') : t('category.othersDetail');
          return (
            <FormControl key={group.group} component="fieldset" error={groupProblems.length > 0} variant="outlined" sx={{ border: 1, borderColor: groupProblems.length ? 'error.main' : 'divider', borderRadius: 1, p: 1.5 }}>
              <FormLabel component="legend" sx={{ px: 0.5, fontWeight: 600 }}>
                {translate(`category.group.${group.group}`)}
              </FormLabel>
              <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2 }}>
                {group.codes.map((code) => (
                  <FormControlLabel
                    key={code}
                    control={<Checkbox size="small" checked={value[code] === true} onChange={(event) => onChange(withCategory(value, code, event.target.checked))} />}
                    label={`${code} ${translate(`category.${code}`)}`}
                  />
                ))}
              </FormGroup>
              <TextField
                size="small"
                label={`${group.freeText} ${textLabel}`}
                value={text}
                onChange={(event) => onChange(withOthersText(value, group.freeText, event.target.value))}
                error={groupProblems.length > 0}
                slotProps={{ htmlInput: { maxLength: 500 } }}
                sx={{ mt: 1 }}
                fullWidth
              />
              {groupProblems.map((message) => (
                <FormHelperText key={message}>{translate(message)}</FormHelperText>
              ))}
            </FormControl>
          );
        })}
      </Stack>
    </Box>
  );
}
