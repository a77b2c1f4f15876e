import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AuditValue, ChangeHistoryEntry } from '@voc/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type HistoryRow, historyRows } from '../../lib/change-history';
import { formatDateTime } from '../../lib/date-format';
import { SectionCard } from './section-card';

export interface ChangeHistoryCardProps {
  entries: readonly ChangeHistoryEntry[];
  /** The form's field order; rows follow it. */
  fieldOrder: readonly string[];
  /** A field's label in the user's language (dotted names for nested fields). */
  fieldLabel: (field: string) => string;
  /**
   * A recorded value as the user reads it (a region's label, a type's name); undefined leaves it
   * to the card: yes or no for flags, the value itself otherwise, a dash for none.
   */
  valueText?: (field: string, value: AuditValue) => string | undefined;
}

function ChangeRow({ row, fieldLabel, valueText }: { row: HistoryRow; fieldLabel: (field: string) => string; valueText: (field: string, value: AuditValue) => string }) {
  const { t } = useTranslation();
  const text = (value: AuditValue) => {
    const shown = valueText(row.field, value);
    return shown === '' ? '–' : shown;
  };
  return (
    <Box component="li" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 2fr) minmax(0, 3fr)' }, columnGap: 2, py: 0.25 }}>
      <Typography variant="body2" color="text.secondary">
        {fieldLabel(row.field)}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {row.secret ? t('history.secretChanged') : `${text(row.from)} → ${text(row.to)}`}
      </Typography>
    </Box>
  );
}


/** One recorded change: when, who, what; a creation folds its many values away until asked. */
function HistoryEntry({ entry, fieldOrder, fieldLabel, valueText, divider }: Omit<ChangeHistoryCardProps, 'entries' | 'valueText'> & { entry: ChangeHistoryEntry; divider: boolean; valueText: (field: string, value: AuditValue) => string }) {
  const { t } = useTranslation();
  const created = entry.action === 'created';
  const [open, setOpen] = useState(!created);
  const rows = historyRows(entry, fieldOrder);
  return (
    <ListItem divider={divider} disableGutters sx={{ display: 'block', py: 1.25 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 0.5 }}>
        <Chip size="small" color={created ? 'success' : 'default'} label={t(created ? 'history.created' : 'history.updated')} />
        <Typography variant="body2" component="span" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
          {formatDateTime(entry.changed_at)}
        </Typography>
        <Typography variant="body2" component="span" color="text.secondary">
          {t('history.by', { name: entry.changed_by.name })}
        </Typography>
        {created && (
          <Button size="small" onClick={() => setOpen(!open)} aria-expanded={open}>
            {t(open ? 'history.hideValues' : 'history.showValues', { count: rows.length })}
          </Button>
        )}
      </Stack>
      {open &&
        (rows.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('history.noFieldChanged')}
          </Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }} aria-label={t('history.changes')}>
            {rows.map((row) => (
              <ChangeRow key={row.field} row={row} fieldLabel={fieldLabel} valueText={valueText} />
            ))}
          </Box>
        ))}
    </ListItem>
  );
}

/** Who changed what and when (newest first, as the api answers), for a dealer or a user. */
export function ChangeHistoryCard({ entries, fieldOrder, fieldLabel, valueText }: ChangeHistoryCardProps) {
  const { t } = useTranslation();
  const text = (field: string, value: AuditValue) =>
    valueText?.(field, value) ?? (value === true ? t('common.yes') : value === false ? t('common.no') : value === null ? '' : String(value));
  return (
    <SectionCard title={t('history.title')}>
      {entries.length === 0 ? (
        <Typography color="text.secondary">{t('history.none')}</Typography>
      ) : (
        <List dense disablePadding aria-label={t('history.title')}>
          {entries.map((entry, index) => (
            <HistoryEntry
              key={`${entry.changed_at}-${index}`}
              entry={entry}
              fieldOrder={fieldOrder}
              fieldLabel={fieldLabel}
              valueText={text}
              divider={index < entries.length - 1}
            />
          ))}
        </List>
      )}
    </SectionCard>
  );
}
