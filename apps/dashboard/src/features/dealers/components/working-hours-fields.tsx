import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { WEEKDAY_GROUPS, type WeekdayGroup } from '@voc/domain';
import { type Control, type UseFormSetValue, useController, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/ui/section-card';
import { useTranslateMessage } from '../../../i18n/use-translate-message';
import { DEFAULT_OPEN_HOURS, type DealerFormValues } from '../utils/dealer-form-values';
import { TimeOfDayField } from './time-of-day-field';

interface DayRowProps {
  control: Control<DealerFormValues>;
  setValue: UseFormSetValue<DealerFormValues>;
  group: WeekdayGroup;
}

/** One group of days: open or closed, and when open, the opening and closing times (HH:mm, 24-hour). */
function DayRow({ control, setValue, group }: DayRowProps) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const isOpen = useController({ control, name: `working_hours.${group}.is_open` });
  const day = useWatch({ control, name: `working_hours.${group}` });
  // A message on the day as a whole: both times or neither, closing after opening.
  const { errors } = useFormState({ control, name: `working_hours.${group}` });
  const dayMessage = errors.working_hours?.[group]?.message;
  const dayLabel = t(`dealers.day.${group}`);

  const toggle = (open: boolean) => {
    isOpen.field.onChange(open);
    if (open && !day.open && !day.close) {
      setValue(`working_hours.${group}.open`, DEFAULT_OPEN_HOURS[group].open);
      setValue(`working_hours.${group}.close`, DEFAULT_OPEN_HOURS[group].close);
    }
  };

  return (
    <Box role="group" aria-label={dayLabel} data-day-group={group} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: '190px 190px 1fr 1fr' }, gap: 2, alignItems: 'center' }}>
      <Typography sx={{ fontWeight: 600, gridColumn: { xs: '1 / -1', md: 'auto' } }}>{dayLabel}</Typography>
      <FormControlLabel
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
        control={<Switch checked={isOpen.field.value} onChange={(event) => toggle(event.target.checked)} />}
        label={isOpen.field.value ? t('dealers.hours.open') : t('dealers.hours.closed')}
      />
      {isOpen.field.value ? (
        <>
          <TimeOfDayField control={control} group={group} end="open" label={t('dealers.hours.opensAt')} accessibleName={`${dayLabel} ${t('dealers.hours.opensAt')}`} />
          <TimeOfDayField control={control} group={group} end="close" label={t('dealers.hours.closesAt')} accessibleName={`${dayLabel} ${t('dealers.hours.closesAt')}`} />
        </>
      ) : (
        <Typography color="text.secondary" sx={{ gridColumn: { xs: '1 / -1', md: 'span 2' } }}>
          {t('dealers.hours.closedAllDay')}
        </Typography>
      )}
      {dayMessage && (
        <Typography role="alert" color="error" variant="caption" sx={{ gridColumn: '1 / -1', mt: -1 }}>
          {translate(dayMessage)}
        </Typography>
      )}
    </Box>
  );
}

/** Working hours (SPEC.md §3 Dealer): Monday to Friday, Saturday and Sunday, each open with times or closed. */
export function WorkingHoursFields({ control, setValue }: { control: Control<DealerFormValues>; setValue: UseFormSetValue<DealerFormValues> }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('dealers.section.hours')}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="body2" color="text.secondary">
          {t('dealers.hours.hint')}
        </Typography>
        {WEEKDAY_GROUPS.map((group) => (
          <DayRow key={group} control={control} setValue={setValue} group={group} />
        ))}
      </Box>
    </SectionCard>
  );
}
