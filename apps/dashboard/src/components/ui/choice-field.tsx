import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReactNode, Ref } from 'react';

export interface Choice {
  value: string;
  label: string;
}

export interface ChoiceFieldProps {
  label: string;
  value: string;
  choices: readonly Choice[];
  onChange: (value: string) => void;
  /** The label of the "none" choice (value ''); without it a choice must be made. */
  emptyLabel?: string;
  required?: boolean;
  disabled?: boolean;
  /** A translated message: the field shows it in red. */
  error?: string;
  helperText?: ReactNode;
  size?: 'small' | 'medium';
  name?: string;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  minWidth?: number;
}

/**
 * A labelled drop-down of fixed choices (regions, areas, types, statuses). A value that is not
 * among the choices (an old value, a value of the other language) is still shown as itself. The
 * chosen value is its box's tooltip, whole, should the box cut it.
 */
export function ChoiceField({ label, value, choices, onChange, emptyLabel, required, disabled, error, helperText, size = 'small', name, onBlur, inputRef, minWidth }: ChoiceFieldProps) {
  const known = value === '' || choices.some((choice) => choice.value === value);
  const options = known ? choices : [...choices, { value, label: value }];
  // The chosen value whole on hover, should the box be too narrow for it (issue 32).
  const chosen = value === '' ? undefined : options.find((choice) => choice.value === value)?.label;
  return (
    <TextField
      select
      fullWidth
      size={size}
      label={label}
      name={name}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      inputRef={inputRef}
      required={required}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error ?? helperText}
      slotProps={{
        select: { displayEmpty: emptyLabel !== undefined, SelectDisplayProps: chosen ? { title: chosen } : undefined },
        inputLabel: emptyLabel !== undefined ? { shrink: true } : undefined,
        // The hint of a field not open yet says why ("pick a region first"): it stays readable
        // (MUI's disabled grey is 2.6:1 on white, below WCAG AA; axe, issue 32).
        formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
      }}
      sx={minWidth ? { minWidth } : undefined}
    >
      {emptyLabel !== undefined && (
        <MenuItem value="">
          <em>{emptyLabel}</em>
        </MenuItem>
      )}
      {options.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
