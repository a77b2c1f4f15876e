import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useOwnerWorkloadQuery } from '../api/ticket-work-api';

/**
 * Whose tickets a list shows (issue 32): everyone's, "my tickets", nobody's yet, or one person's,
 * each person with the open tickets they own (the workload per owner among the tickets the user sees).
 */
export function OwnerFilter({ value, onChange }: { value: string; onChange: (owner: string) => void }) {
  const { t } = useTranslation();
  const { data: workload = [] } = useOwnerWorkloadQuery();
  const people = workload.filter((row) => row.owner !== null);
  const unowned = workload.find((row) => row.owner === null)?.open_tickets ?? 0;
  const known = value === '' || value === 'me' || value === 'none' || people.some((row) => row.owner?._id === value);
  return (
    <TextField select size="small" label={t('tickets.filter.owner')} value={known ? value : ''} onChange={(event) => onChange(event.target.value)} sx={{ minWidth: 220 }}>
      <MenuItem value="">{t('tickets.filter.ownerAll')}</MenuItem>
      <MenuItem value="me">{t('tickets.filter.ownerMe')}</MenuItem>
      <MenuItem value="none">{t('tickets.filter.ownerNone', { n: unowned })}</MenuItem>
      {people.map((row) => (
        <MenuItem key={row.owner!._id} value={row.owner!._id}>
          {t('tickets.filter.ownerPerson', { name: row.owner!.name, n: row.open_tickets })}
        </MenuItem>
      ))}
    </TextField>
  );
}
