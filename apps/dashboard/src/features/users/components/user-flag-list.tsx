import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import { useId } from 'react';

export interface FlagItem {
  name: string;
  label: string;
  /** What the flag lets the user do. */
  explanation?: string;
  checked: boolean;
  /** A translated message on this flag (the api names each: "permission.bp_report"). */
  error?: string;
}

interface UserFlagListProps {
  legend: string;
  items: readonly FlagItem[];
  onChange: (name: string, checked: boolean) => void;
  disabled?: boolean;
  hint?: string;
  /** The card's title already names the group: the legend is for screen readers only. */
  hideLegend?: boolean;
}

/** A labelled group of on/off flags (groups, permissions), each with its explanation under it. */
export function UserFlagList({ legend, items, onChange, disabled, hint, hideLegend = false }: UserFlagListProps) {
  const legendId = useId();
  return (
    <FormControl component="fieldset" disabled={disabled} error={items.some((item) => item.error)} sx={{ minWidth: 0 }}>
      <FormLabel component="legend" id={legendId} sx={hideLegend ? visuallyHidden : { fontWeight: 600, mb: 0.5 }}>
        {legend}
      </FormLabel>
      {hint && <FormHelperText sx={{ mx: 0, mt: 0 }}>{hint}</FormHelperText>}
      <FormGroup aria-labelledby={legendId}>
        {items.map((item) => (
          <div key={item.name}>
            <FormControlLabel
              control={
                <Checkbox
                  size="small"
                  name={item.name}
                  checked={item.checked}
                  onChange={(event) => onChange(item.name, event.target.checked)}
                  slotProps={{ input: { 'aria-describedby': item.explanation ? `${legendId}-${item.name}` : undefined } }}
                />
              }
              label={item.label}
            />
            {item.explanation && (
              <Typography id={`${legendId}-${item.name}`} variant="caption" color="text.secondary" component="p" sx={{ ml: 4, mt: -0.75, mb: 0.5 }}>
                {item.explanation}
              </Typography>
            )}
            {item.error && <FormHelperText sx={{ ml: 4, mt: -0.5 }}>{item.error}</FormHelperText>}
          </div>
        ))}
      </FormGroup>
    </FormControl>
  );
}
