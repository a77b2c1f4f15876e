import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Ref, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateStyleOf, datePattern, formatDate, parseDateText } from '../../lib/date-format';

export type DateFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'defaultValue'> & {
  /** The day as the api takes it, YYYY-MM-DD, or '' for none. */
  value: string;
  /** Called with YYYY-MM-DD, or '' when the box is emptied; not while the text is no day yet. */
  onChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * A day in the interface language's one date style (lib/date-format.ts: Thai day/month/Buddhist
 * year, English ISO-like), typed or chosen from the browser's calendar (the button beside it),
 * instead of the browser's own date box, which writes mm/dd/yyyy beside our dates (issue 32).
 * Text that is no day yet shows as an error and is not passed on.
 */
export function DateField({ value, onChange, label, helperText, error, inputRef, slotProps, disabled, ...props }: DateFieldProps) {
  const { t, i18n } = useTranslation();
  const style = dateStyleOf(i18n.language);
  const shown = formatDate(value, style);
  // The text while it is being typed; null shows the value itself.
  const [typing, setTyping] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);
  const text = typing ?? shown;
  const wrong = typing !== null && parseDateText(typing, style) === null;

  const change = (next: string) => {
    const day = parseDateText(next, style);
    setTyping(next);
    if (day !== null && day !== value) onChange(day);
  };
  const openCalendar = () => {
    const input = picker.current;
    if (!input) return;
    try {
      input.showPicker();
    } catch {
      input.focus();
    }
  };

  return (
    <TextField
      {...props}
      label={label}
      value={text}
      disabled={disabled}
      onChange={(event) => change(event.target.value)}
      onBlur={(event) => {
        if (!wrong) setTyping(null);
        props.onBlur?.(event);
      }}
      error={error || wrong}
      helperText={wrong ? t('dateField.format', { pattern: datePattern(style) }) : helperText}
      inputRef={inputRef}
      slotProps={{
        ...slotProps,
        inputLabel: { shrink: true, ...(slotProps?.inputLabel as object) },
        htmlInput: { inputMode: 'numeric', placeholder: datePattern(style), autoComplete: 'off', ...(slotProps?.htmlInput as object) },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton size="small" edge="end" onClick={openCalendar} disabled={disabled} aria-label={t('dateField.calendar')}>
                <CalendarMonthIcon fontSize="small" />
              </IconButton>
              <input
                ref={picker}
                type="date"
                tabIndex={-1}
                aria-hidden
                value={value}
                onChange={(event) => {
                  setTyping(null);
                  onChange(event.target.value);
                }}
                style={{ position: 'absolute', right: 0, bottom: 0, width: 1, height: 1, opacity: 0, border: 0, padding: 0, pointerEvents: 'none' }}
              />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
