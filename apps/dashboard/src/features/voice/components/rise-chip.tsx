import Chip from '@mui/material/Chip';
import type { VoiceTrendItem } from '@voc/contracts';
import { useTranslation } from 'react-i18next';
import { riseText } from '../utils/trend-figures';

/** How a rise reads: "rising ×2.3" (or "new") when the test says it is real, "slight rise" when it may be chance. */
export function RiseChip({ item }: { item: Pick<VoiceTrendItem, 'ratio' | 'before' | 'significant' | 'g2'> }) {
  const { t, i18n } = useTranslation();
  const rise = riseText(item, i18n.language);
  const label = rise.kind === 'new' ? t('voice.rise.new') : t('voice.rise.ratio', { ratio: rise.ratio });
  const g2 = item.g2.toLocaleString(i18n.language, { maximumFractionDigits: 1 });
  return item.significant ? (
    <Chip size="small" color="primary" label={label} title={t('voice.rise.significant', { g2 })} />
  ) : (
    <Chip size="small" variant="outlined" label={t('voice.rise.slight', { rise: label })} title={t('voice.rise.notSignificant', { g2 })} />
  );
}
