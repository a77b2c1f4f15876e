import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TicketType } from '@voc/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DraftRestorePrompt } from '../../../components/ui/draft-restore-prompt';
import { useFormDraft } from '../../../components/ui/use-form-draft';
import { SectionCard } from '../../../components/ui/section-card';
import type { DealerLookupItem } from '../../../lib/dealers/dealer-lookup-api';
import { dealerNames } from '../../../lib/dealers/dealer-label';
import { DealerPicker } from './dealer-picker';
import { NewTicketForm, type NewTicketDraft } from './new-ticket-form';

type Step = { kind: 'choose' } | { kind: 'confirm'; dealer: DealerLookupItem } | { kind: 'form'; dealer: DealerLookupItem };

/**
 * `/app/ticket/callcenter/{showroom|service}/add` (SPEC.md §2): choose the dealer branch, confirm
 * it in a dialog naming dealer and branch, then fill in the ticket. Once shown, the form stays
 * mounted (hidden while another dealer is chosen), so a dealer change keeps everything typed.
 * What is typed is kept as a draft in the browser; a draft found on opening (a reload, a crashed
 * or closed tab mid-call) is offered back, with its dealer, before anything else.
 */
export function NewTicketPage({ title, type }: { title: string; type: TicketType }) {
  const { t, i18n } = useTranslation();
  const [step, setStep] = useState<Step>({ kind: 'choose' });
  const [dealer, setDealer] = useState<DealerLookupItem | null>(null);
  const [missingDealer, setMissingDealer] = useState(false);
  /** The dealer the form was last confirmed for: the form lives from the first confirmation on. */
  const [formDealer, setFormDealer] = useState<DealerLookupItem | null>(null);
  const draft = useFormDraft<NewTicketDraft>(`new-ticket:callcenter:${type}`);
  const [restored, setRestored] = useState<NewTicketDraft | null>(null);

  const restoreDraft = () => {
    const data = draft.restore();
    if (!data) return;
    setRestored(data);
    setDealer(data.dealer);
    setFormDealer(data.dealer);
    setStep({ kind: 'form', dealer: data.dealer });
  };

  const next = (event: FormEvent) => {
    event.preventDefault();
    if (!dealer) {
      setMissingDealer(true);
      return;
    }
    setStep({ kind: 'confirm', dealer });
  };

  const chosen = step.kind === 'choose' ? null : dealerNames(step.dealer, i18n.language);

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      {draft.pending && (
        <DraftRestorePrompt
          savedAt={draft.pending.savedAt}
          summary={[draft.pending.data.values.name, draft.pending.data.values.tel].filter(Boolean).join(' · ')}
          onRestore={restoreDraft}
          onDiscard={draft.discard}
        />
      )}
      {step.kind !== 'form' && !draft.pending && (
        <SectionCard title={t('tickets.new.chooseDealer')}>
          <Stack component="form" noValidate onSubmit={next} spacing={2} aria-label={t('tickets.new.chooseDealer')} sx={{ maxWidth: 720 }}>
            <Typography color="text.secondary">{t('tickets.new.chooseDealerHint')}</Typography>
            <DealerPicker
              label={t('tickets.field.dealer')}
              value={dealer}
              onChange={(picked) => {
                setDealer(picked);
                setMissingDealer(false);
              }}
              openOnly
              type={type}
              required
              error={missingDealer ? t('errors.field.required') : undefined}
            />
            <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
              <Button type="submit" variant="contained" endIcon={<ArrowForwardIcon />}>
                {t('tickets.new.next')}
              </Button>
            </Stack>
          </Stack>
        </SectionCard>
      )}
      {step.kind === 'form' && (
        <Paper variant="outlined" sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }} aria-label={t('tickets.new.chosenDealer')} role="region">
          <StorefrontOutlinedIcon color="primary" aria-hidden />
          <Typography sx={{ flexGrow: 1 }}>
            {t('tickets.new.forDealer', { code: step.dealer.dealer_code, dealer: chosen?.dealer ?? '', branch: chosen?.branch ?? '' })}
          </Typography>
          <Button onClick={() => setStep({ kind: 'choose' })}>{t('tickets.new.changeDealer')}</Button>
        </Paper>
      )}
      {formDealer && (
        <Box hidden={step.kind !== 'form'}>
          <NewTicketForm type={type} dealer={formDealer} draft={draft} restored={restored?.values ?? null} />
        </Box>
      )}
      {step.kind === 'confirm' && (
        <ConfirmDialog
          open
          title={t('tickets.new.confirmTitle')}
          confirmLabel={t('tickets.new.confirm')}
          cancelLabel={t('common.cancel')}
          onConfirm={() => {
            setFormDealer(step.dealer);
            setStep({ kind: 'form', dealer: step.dealer });
          }}
          onCancel={() => setStep({ kind: 'choose' })}
        >
          <Alert severity="info" icon={<StorefrontOutlinedIcon />}>
            {t('tickets.new.confirmText', {
              code: step.dealer.dealer_code,
              dealer: chosen?.dealer ?? '',
              branch: chosen?.branch ?? '',
              type: t(`ticketType.${type}`),
            })}
          </Alert>
        </ConfirmDialog>
      )}
    </Stack>
  );
}
