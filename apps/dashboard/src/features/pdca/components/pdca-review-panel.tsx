import CheckIcon from '@mui/icons-material/Check';
import UndoIcon from '@mui/icons-material/Undo';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FIELD_ERRORS, ReturnPdcaPlanDto } from '@voc/contracts';
import type { PdcaAction } from '@voc/domain';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../i18n/use-translate-message';
import { useReviewPdcaPlanMutation } from '../api/pdca-api';

/**
 * The review of a submitted plan (area and region managers, head office): return it with a
 * comment (required, checked by the api's ReturnPdcaPlanDto) or accept it.
 */
export function PdcaReviewPanel({ planId, abilities, onDone }: { planId: string; abilities: readonly PdcaAction[]; onDone: (message: string) => void }) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [review, reviewing] = useReviewPdcaPlanMutation();

  const act = async (action: 'return' | 'accept') => {
    if (action === 'return') {
      const problems = validateSync(plainToInstance(ReturnPdcaPlanDto, { comment }));
      if (problems.length) {
        setError(FIELD_ERRORS.required);
        return;
      }
    }
    setError(null);
    const answer = await review({ id: planId, action, comment });
    if (!answer.error) {
      setComment('');
      onDone(action === 'return' ? 'success.pdca.returned' : 'success.pdca.accepted');
    }
  };

  return (
    <Stack spacing={1.5} component="form" noValidate aria-label={t('pdca.review.label')} onSubmit={(event) => event.preventDefault()}>
      <TextField
        label={t('pdca.review.comment')}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        multiline
        minRows={2}
        fullWidth
        size="small"
        error={Boolean(error)}
        helperText={error ? translate(error) : t('pdca.review.commentHint')}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {abilities.includes('return') && (
          <Button startIcon={<UndoIcon />} disabled={reviewing.isLoading} onClick={() => void act('return')}>
            {t('pdca.review.return')}
          </Button>
        )}
        {abilities.includes('accept') && (
          <Button variant="contained" color="success" startIcon={<CheckIcon />} disabled={reviewing.isLoading} onClick={() => void act('accept')}>
            {t('pdca.review.accept')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
