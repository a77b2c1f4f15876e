import AccessTimeIcon from '@mui/icons-material/AccessTime';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import type { WeekdayGroup } from '@voc/domain';
import { type Control, useController } from 'react-hook-form';
import { useTranslateMessage } from '../../../i18n/use-translate-message';
import type { DealerFormValues } from '../utils/dealer-form-values';
import { tidyTimeOfDay } from '../utils/time-of-day';

interface TimeOfDayFieldProps {
  control: Control<DealerFormValues>;
  group: WeekdayGroup;
  end: 'open' | 'close';
  label: string;
  /** The day's name and the label together, for screen readers. */
  accessibleName: string;
}

/**
 * An HH:mm box, 24-hour whatever the browser's locale (a native time picker may show AM/PM): what
 * is typed is tidied on leaving the box ("930" → "09:30"); the form's check names the rest.
 */
export function TimeOfDayField({ control, group, end, label, accessibleName }: TimeOfDayFieldProps) {
  const translate = useTranslateMessage();
  const { field, fieldState } = useController({ control, name: `working_hours.${group}.${end}` });
  const error = fieldState.error?.message;
  return (
    <TextField
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={() => {
        const tidied = tidyTimeOfDay(field.value);
        if (tidied !== field.value) field.onChange(tidied);
        field.onBlur();
      }}
      inputRef={field.ref}
      label={label}
      size="small"
      placeholder="HH:mm"
      error={Boolean(error)}
      helperText={error ? translate(error) : undefined}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { inputMode: 'numeric', maxLength: 5, autoComplete: 'off', 'aria-label': accessibleName },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <AccessTimeIcon fontSize="small" aria-hidden />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
