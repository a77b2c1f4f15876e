import DialogContent from '@mui/material/DialogContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { AlertRuleView } from '@voc/contracts';
import { ALERT_KIND_LEVELS, ALERT_KINDS, alertRuleProblems, ALERT_THRESHOLD_RANGE, MIN_CASES_MAX, type AlertKind, type AlertLevel } from '@voc/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogSaveActions } from '../../../components/ui/dialog-save-actions';
import { ChoiceField } from '../../../components/ui/choice-field';
import { useTranslateMessage } from '../../../i18n/use-translate-message';
import { useCreateAlertRuleMutation, useUpdateAlertRuleMutation } from '../api/alerts-api';
// The alerts pages' Thai texts load with their code (not with /app/main's first load).
import '../../../i18n/alerts-texts';

type Field = 'threshold' | 'min_cases';

/** Add a rule or change one: checked with the domain's rule (the api checks the same), the api's field messages under their boxes. */
export function AlertRuleForm({ rule, onDone }: { rule: AlertRuleView | null; onDone: () => void }) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const [kind, setKind] = useState<AlertKind>(rule?.kind ?? 'nps_drop');
  const [level, setLevel] = useState<AlertLevel>(rule?.level ?? ALERT_KIND_LEVELS.nps_drop[0]);
  const [threshold, setThreshold] = useState(String(rule?.threshold ?? ALERT_THRESHOLD_RANGE.nps_drop.min));
  const [minCases, setMinCases] = useState(String(rule?.min_cases ?? 10));
  const [enabled, setEnabled] = useState(rule?.enabled ?? true);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [create, creating] = useCreateAlertRuleMutation();
  const [update, updating] = useUpdateAlertRuleMutation();
  const busy = creating.isLoading || updating.isLoading;
  const range = ALERT_THRESHOLD_RANGE[kind];

  const rangeText = (field: Field) => (field === 'threshold' ? translate('errors.field.between', { min: range.min, max: range.max }) : translate('errors.field.between', { min: 1, max: MIN_CASES_MAX }));

  const submit = async () => {
    const body = { threshold: Number(threshold), min_cases: Number(minCases), enabled };
    const problems = alertRuleProblems({ kind, level, ...body }).filter((p) => p.field === 'threshold' || p.field === 'min_cases');
    if (threshold.trim() === '' || minCases.trim() === '' || problems.length) {
      setErrors(Object.fromEntries(problems.map((p) => [p.field, rangeText(p.field as Field)])));
      if (threshold.trim() === '') setErrors((e) => ({ ...e, threshold: translate('errors.field.required') }));
      if (minCases.trim() === '') setErrors((e) => ({ ...e, min_cases: translate('errors.field.required') }));
      return;
    }
    const answer = rule ? await update({ id: rule.id, body }) : await create({ kind, level, ...body });
    if ('error' in answer && answer.error) {
      const details = (answer.error as { data?: { error?: { details?: Array<{ field: string; message: string; params?: Record<string, string | number> }> } } }).data?.error?.details ?? [];
      setErrors(Object.fromEntries(details.filter((d) => d.field === 'threshold' || d.field === 'min_cases').map((d) => [d.field, translate(d.message, d.params)])));
      return;
    }
    onDone();
  };

  return (
    <form noValidate aria-label={t('alertRules.form')} onSubmit={(event) => { event.preventDefault(); void submit(); }}>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <ChoiceField
            label={t('alertRules.column.kind')}
            value={kind}
            disabled={rule !== null}
            choices={ALERT_KINDS.map((value) => ({ value, label: t(`alerts.kind.${value}`) }))}
            onChange={(value) => {
              const next = value as AlertKind;
              setKind(next);
              setLevel(ALERT_KIND_LEVELS[next][0]);
              setThreshold(String(ALERT_THRESHOLD_RANGE[next].min));
            }}
          />
          <ChoiceField
            label={t('alertRules.column.level')}
            value={level}
            disabled={rule !== null}
            choices={ALERT_KIND_LEVELS[kind].map((value) => ({ value, label: t(`alerts.level.${value}`) }))}
            onChange={(value) => setLevel(value as AlertLevel)}
          />
          <TextField
            size="small"
            label={t(`alertRules.threshold.${range.unit}`)}
            value={threshold}
            disabled={range.unit === 'none'}
            onChange={(event) => setThreshold(event.target.value)}
            error={Boolean(errors.threshold)}
            helperText={errors.threshold ?? t(`alertRules.thresholdHint.${kind}`)}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <TextField
            size="small"
            label={t('alertRules.column.minCases')}
            value={minCases}
            onChange={(event) => setMinCases(event.target.value)}
            error={Boolean(errors.min_cases)}
            helperText={errors.min_cases ?? t('alertRules.minCasesHint')}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <FormControlLabel control={<Switch checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />} label={t('alertRules.enabled')} />
        </Stack>
      </DialogContent>
      <DialogSaveActions saveLabel={t('alertRules.save')} onCancel={onDone} busy={busy} />
    </form>
  );
}
