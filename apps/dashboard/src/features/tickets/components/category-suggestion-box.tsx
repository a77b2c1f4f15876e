import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import type { ComplaintCategories, TicketType } from '@voc/domain';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../i18n/use-translate-message';
import { useCategorySuggestionsQuery } from '../api/category-suggestions-api';
import { useDebouncedValue } from '../../../lib/hooks/use-debounced-value';
import { withCategory } from '../utils/complaint-category-rules';
import { suggestionText } from '../utils/suggestion-text';

const TYPING_PAUSE_MS = 600;

interface CategorySuggestionBoxProps {
  type: TicketType;
  description: string;
  value: ComplaintCategories;
  onChange: (value: ComplaintCategories) => void;
}

/**
 * While the agent types the description, the three most likely complaint categories with the
 * words that led there (issue 30). One click ticks one; nothing is ticked unasked, the agent decides.
 */
export function CategorySuggestionBox({ type, description, value, onChange }: CategorySuggestionBoxProps) {
  const { t, i18n } = useTranslation();
  const translate = useTranslateMessage();
  const text = useDebouncedValue(suggestionText(description), TYPING_PAUSE_MS);
  const answer = useCategorySuggestionsQuery(text ? { text, type } : skipToken);
  const suggestions = text ? (answer.currentData?.suggestions ?? []) : [];
  return (
    <Box component="section" aria-label={t('tickets.suggest.title')} aria-live="polite" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
      <Typography variant="subtitle2" component="h3">
        {t('tickets.suggest.title')}
      </Typography>
      {!text ? (
        <Typography variant="body2" color="text.secondary">
          {t('tickets.suggest.hint')}
        </Typography>
      ) : suggestions.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {answer.isFetching ? t('common.loading') : t('tickets.suggest.none')}
        </Typography>
      ) : (
        <Stack spacing={1} sx={{ mt: 1 }} data-testid="category-suggestions">
          {suggestions.map((suggestion) => {
            const ticked = value[suggestion.code] === true;
            const percent = Math.round(suggestion.probability * 100).toLocaleString(i18n.language);
            return (
              <Stack key={suggestion.code} direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                <Button size="small" variant={ticked ? 'contained' : 'outlined'} disabled={ticked} startIcon={ticked ? <CheckIcon /> : undefined} onClick={() => onChange(withCategory(value, suggestion.code, true))}>
                  {`${suggestion.code} ${translate(`category.${suggestion.code}`)}`}
                </Button>
                <Typography variant="body2" color="text.secondary">
                  {suggestion.words.length ? t('tickets.suggest.because', { percent, words: suggestion.words.join(', ') }) : t('tickets.suggest.likelihood', { percent })}
                </Typography>
              </Stack>
            );
          })}
        </Stack>
      )}
    </Box>
  );
}
