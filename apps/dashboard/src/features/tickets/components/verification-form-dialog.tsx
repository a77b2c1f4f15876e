import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { VerifyTicketDto } from '@voc/contracts';
import { type ReactNode, useId, useMemo } from 'react';
import { type Control, type FieldPath, type Resolver, useController, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../components/ui/form-text-field';
import { useTranslateMessage } from '../../../i18n/use-translate-message';
import { applyFieldErrors } from '../../../lib/apply-field-errors';
import { dtoFormResolver } from '../../../lib/dto-form-resolver';
import { useVerifyTicketMutation } from '../api/tickets-api';
import { SOLUTION_CATEGORIES, SOLUTION_FREE_TEXT, type VerificationFormValues, blankVerification, verificationBody } from '../utils/verification-form-values';

/** The entered SMS answer overrides the recorded outcome (KPI5c reads the recorded one otherwise). */
function SmsOverride({ control, label }: { control: Control<VerificationFormValues>; label: string }) {
  const { field } = useController({ control, name: 'recieved_satisfied_sms_override' });
  return <FormControlLabel control={<Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} name={field.name} />} label={label} />;
}

type Values = VerificationFormValues;
const MULTILINE = { multiline: true, minRows: 3, maxRows: 5 } as const;
const REQUIRED_FIELDS: readonly FieldPath<Values>[] = [
  'satisfied', 'customer_voc', 'review_status', 'review_detail', 'contacted_status', 'verify_by', 'recieved_satisfied_sms_status', 'recieved_satisfied_sms_detail',
];

/** Checks what is sent: VerifyTicketDto over the cleaned answers (optional items left out when empty). */
function verificationResolver(): Resolver<Values> {
  const check = dtoFormResolver(VerifyTicketDto as unknown as new () => Values);
  return (values, context, options) => check(verificationBody(values) as unknown as Values, context, options);
}

interface ChoiceProps {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  required?: boolean;
}

/** A radio question whose error is a message key. */
function Choice({ control, name, label, options, required }: ChoiceProps) {
  const translate = useTranslateMessage();
  const labelId = useId();
  const { field, fieldState } = useController({ control, name });
  return (
    <FormControl error={Boolean(fieldState.error)} required={required}>
      <FormLabel id={labelId}>{label}</FormLabel>
      <RadioGroup row aria-labelledby={labelId} name={field.name} value={field.value as string} onChange={(event) => field.onChange(event.target.value)}>
        {options.map((option) => (
          <FormControlLabel key={option.value} value={option.value} control={<Radio size="small" />} label={option.label} />
        ))}
      </RadioGroup>
      {fieldState.error?.message && <FormHelperText>{translate(fieldState.error.message)}</FormHelperText>}
    </FormControl>
  );
}

function SolutionCategories({ control }: { control: Control<Values> }) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const { field } = useController({ control, name: 'solution_categories' });
  const value = field.value;
  const set = (code: string, next: boolean | string) => {
    const copy = { ...value };
    if (next === false || next === '') delete copy[code];
    else copy[code] = next;
    field.onChange(copy);
  };
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">{t('verification.solution_categories')}</FormLabel>
      <FormGroup row>
        {SOLUTION_CATEGORIES.map((code) => (
          <FormControlLabel key={code} control={<Checkbox size="small" checked={value[code] === true} onChange={(event) => set(code, event.target.checked)} />} label={`${code} ${translate(`solutionCategory.${code}`)}`} />
        ))}
      </FormGroup>
      <TextField size="small" label={`${SOLUTION_FREE_TEXT} ${t('category.othersDetail')}`} value={typeof value[SOLUTION_FREE_TEXT] === 'string' ? value[SOLUTION_FREE_TEXT] : ''} onChange={(event) => set(SOLUTION_FREE_TEXT, event.target.value)} />
    </FormControl>
  );
}

interface VerificationFormDialogProps {
  open: boolean;
  ticketId: string;
  caseNo: string;
  verifyBy: string;
  onClose: () => void;
}

/**
 * Closed-loop verification (SPEC.md §3, §5): the eight v1 answers are required; the other review
 * items are optional, folded away. Sent to PUT /api/tickets/verified/{id}.
 */
export function VerificationFormDialog({ open, ticketId, caseNo, verifyBy, onClose }: VerificationFormDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [verifyTicket, { isLoading }] = useVerifyTicketMutation();
  const resolver = useMemo(verificationResolver, []);
  const { control, handleSubmit, setError, reset } = useForm<Values>({ resolver, defaultValues: blankVerification(verifyBy) });
  const yesNo = [
    { value: '1', label: t('common.yes') },
    { value: '0', label: t('common.no') },
  ];

  const close = () => {
    reset(blankVerification(verifyBy));
    onClose();
  };

  // The checked values are the DTO's (optional items left out, choices turned into numbers), as a
  // class instance: copied into a plain object so it is sent as JSON.
  const onSubmit = handleSubmit(async (checked) => {
    const answer = await verifyTicket({ id: ticketId, body: { ...checked } as unknown as VerifyTicketDto });
    if (answer.error) applyFieldErrors(answer.error, REQUIRED_FIELDS, setError);
    else close();
  });

  const section = (children: ReactNode) => <Stack spacing={2}>{children}</Stack>;

  return (
    <Dialog open={open} onClose={isLoading ? undefined : close} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{t('verification.title', { caseNo })}</DialogTitle>
      <DialogContent dividers>
        <Stack component="form" id="verification-form" noValidate onSubmit={onSubmit} spacing={2} aria-labelledby={titleId}>
          {section(
            <>
              <Choice control={control} name="satisfied" label={t('verification.satisfied')} required options={[{ value: 'Y', label: t('verification.satisfied.Y') }, { value: 'N', label: t('verification.satisfied.N') }]} />
              <FormTextField control={control} name="customer_voc" label={t('verification.customer_voc')} required size="small" fullWidth {...MULTILINE} />
              <Choice control={control} name="review_status" label={t('verification.review_status')} required options={[{ value: '1', label: t('verification.review_status.1') }, { value: '0', label: t('verification.review_status.0') }]} />
              <FormTextField control={control} name="review_detail" label={t('verification.review_detail')} required size="small" fullWidth {...MULTILINE} />
              <Choice control={control} name="contacted_status" label={t('verification.contacted_status')} required options={yesNo} />
              <FormTextField control={control} name="verify_by" label={t('verification.verify_by')} required size="small" fullWidth />
              <Choice control={control} name="recieved_satisfied_sms_status" label={t('verification.recieved_satisfied_sms_status')} required options={yesNo} />
              <FormTextField control={control} name="recieved_satisfied_sms_detail" label={t('verification.recieved_satisfied_sms_detail')} required size="small" fullWidth {...MULTILINE} />
              <SmsOverride control={control} label={t('verification.recieved_satisfied_sms_override')} />
            </>,
          )}
          <Accordion disableGutters variant="outlined">
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>{t('verification.more')}</AccordionSummary>
            <AccordionDetails>
              {section(
                <>
                  <FormTextField control={control} name="problem_solved_status" select label={t('verification.problem_solved_status')} size="small" fullWidth slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}>
                    <MenuItem value="">
                      <em>{t('common.notChosen')}</em>
                    </MenuItem>
                    {(['1', '0', '2'] as const).map((value) => (
                      <MenuItem key={value} value={value}>
                        {t(`verification.problem_solved_status.${value}`)}
                      </MenuItem>
                    ))}
                  </FormTextField>
                  <FormTextField control={control} name="problem_solved_detail" label={t('verification.problem_solved_detail')} size="small" fullWidth {...MULTILINE} />
                  <FormTextField control={control} name="unsatisfied" label={t('verification.unsatisfied')} size="small" fullWidth {...MULTILINE} />
                  <Choice control={control} name="problem_solved_suitable_status" label={t('verification.problem_solved_suitable_status')} options={[{ value: '1', label: t('verification.suitable.1') }, { value: '0', label: t('verification.suitable.0') }]} />
                  <FormTextField control={control} name="problem_solved_suitable_detail" label={t('verification.problem_solved_suitable_detail')} size="small" fullWidth {...MULTILINE} />
                  <SolutionCategories control={control} />
                  <FormTextField
                    control={control}
                    name="verify_status"
                    select
                    label={t('verification.verify_status')}
                    helperText={t('verification.verify_status.hint')}
                    size="small"
                    fullWidth
                    slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                  >
                    <MenuItem value="">
                      <em>{t('verification.verify_status.auto')}</em>
                    </MenuItem>
                    {(['na', 'valid', 'invalid'] as const).map((value) => (
                      <MenuItem key={value} value={value}>
                        {t(`verifyStatus.${value}`)}
                      </MenuItem>
                    ))}
                  </FormTextField>
                  <FormTextField control={control} name="remark" label={t('verification.remark')} size="small" fullWidth {...MULTILINE} />
                </>,
              )}
            </AccordionDetails>
          </Accordion>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={isLoading}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" form="verification-form" variant="contained" disabled={isLoading}>
          {t('verification.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
