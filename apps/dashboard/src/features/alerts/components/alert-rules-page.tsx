import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { AlertRuleView } from '@voc/contracts';
import { ALERT_THRESHOLD_RANGE } from '@voc/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type EntryEditing, EntryDialog } from '../../../components/ui/entry-dialog';
import { PageHeading } from '../../../components/ui/page-heading';
import { TablePanel } from '../../../components/ui/table-panel';
import { useListAlertRulesQuery } from '../api/alerts-api';
import { AlertRuleForm } from './alert-rule-form';
// The alerts pages' Thai texts load with their code (not with /app/main's first load).
import '../../../i18n/alerts-texts';

/** A rule's threshold with its unit; a dash for a rule without one (hot alerts). */
function useThresholdText() {
  const { t } = useTranslation();
  return (rule: AlertRuleView) => {
    const unit = ALERT_THRESHOLD_RANGE[rule.kind].unit;
    if (unit === 'none') return '–';
    return t(`alertRules.thresholdValue.${unit}`, { value: rule.threshold });
  };
}

/** `/app/alertrule` (csn): the alert rules kept as data — kind, level, threshold, minimum of cases, on or off. */
export function AlertRulesPage({ title }: { title: string }) {
  const { t } = useTranslation();
  const rules = useListAlertRulesQuery();
  const thresholdText = useThresholdText();
  const [editing, setEditing] = useState<EntryEditing<AlertRuleView>>(null);
  return (
    <Stack spacing={2}>
      <PageHeading
        title={title}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {t('alertRules.add')}
          </Button>
        }
        intro={t('alertRules.intro')}
      />
      <TablePanel label={title} loading={rules.isFetching}>
        <TableHead>
          <TableRow>
            <TableCell>{t('alertRules.column.kind')}</TableCell>
            <TableCell>{t('alertRules.column.level')}</TableCell>
            <TableCell align="right">{t('alertRules.column.threshold')}</TableCell>
            <TableCell align="right">{t('alertRules.column.minCases')}</TableCell>
            <TableCell>{t('alertRules.column.enabled')}</TableCell>
            <TableCell align="right">{t('alertRules.column.open')}</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {rules.data?.map((rule) => (
            <TableRow key={rule.id} hover>
              <TableCell component="th" scope="row">
                {t(`alerts.kind.${rule.kind}`)}
              </TableCell>
              <TableCell>{t(`alerts.level.${rule.level}`)}</TableCell>
              <TableCell align="right">{thresholdText(rule)}</TableCell>
              <TableCell align="right">{rule.min_cases}</TableCell>
              <TableCell>{rule.enabled ? t('alertRules.on') : t('alertRules.off')}</TableCell>
              <TableCell align="right">{rule.open_alerts}</TableCell>
              <TableCell align="right">
                <IconButton size="small" aria-label={t('alertRules.edit', { kind: t(`alerts.kind.${rule.kind}`), level: t(`alerts.level.${rule.level}`) })} onClick={() => setEditing(rule)}>
                  <EditIcon fontSize="small" />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </TablePanel>
      <EntryDialog editing={editing} onClose={() => setEditing(null)} title={editing === 'new' ? t('alertRules.add') : t('alertRules.editTitle')}>
        {(rule) => <AlertRuleForm key={rule?.id ?? 'new'} rule={rule} onDone={() => setEditing(null)} />}
      </EntryDialog>
    </Stack>
  );
}
