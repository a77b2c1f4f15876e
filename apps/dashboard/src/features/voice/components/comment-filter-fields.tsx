import TextField from '@mui/material/TextField';
import { COMMENT_SCORE_BANDS, type CommentScoreBand } from '@voc/contracts';
import { type TicketType, categoryCodes } from '@voc/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceField } from '../../../components/ui/choice-field';
import type { ReportScope } from '../../../lib/reports/report-scope';
import { useTopicLabel } from '../hooks/use-topic-label';
import type { CommentFilters } from '../utils/comment-filters';
import { PRAISE_TOPICS } from '../utils/praise-topics';
import { FilterSlot } from '../../../components/reports/filter-slot';
import { NetworkPlaceFields } from '../../../components/reports/network-place-fields';
import { ReportFilterPanel } from '../../../components/reports/report-filter-panel';
import { useReportFilterChips } from '../../../components/reports/use-report-filter-chips';
import { DateField } from '../../../components/ui/date-field';

const SEARCH_DELAY_MS = 400;

interface CommentFilterFieldsProps {
  value: CommentFilters;
  onChange: (change: Partial<CommentFilters>) => void;
  scope: ReportScope;
  types: readonly TicketType[];
}

/** Type, score band, topic, answer days, place and a search over the words; the search applies once typing pauses. */
export function CommentFilterFields({ value, onChange, scope, types }: CommentFilterFieldsProps) {
  const { t } = useTranslation();
  const topicLabel = useTopicLabel();
  const [search, setSearch] = useState(value.q);
  useEffect(() => setSearch(value.q), [value.q]);
  useEffect(() => {
    if (search.trim() === value.q) return undefined;
    const timer = setTimeout(() => onChange({ q: search.trim() }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, value.q, onChange]);
  const topics = [...new Set([...(value.type ? categoryCodes(value.type) : types.flatMap(categoryCodes)), ...PRAISE_TOPICS])];
  const chips = [
    ...(value.q ? [{ field: t('voice.comments.search'), value: value.q }] : []),
    ...useReportFilterChips({ type: value.type || undefined, from: value.from, to: value.to, region: value.region, area_code: value.area_code, dealer_id: value.dealer_id }, { mode: false }),
    ...(value.band ? [{ field: t('voice.field.band'), value: t(`voice.band.${value.band}`) }] : []),
    ...(value.topic ? [{ field: t('voice.field.topic'), value: topicLabel(value.topic) }] : []),
  ];
  return (
    <ReportFilterPanel chips={chips}>
        <FilterSlot wide>
          <TextField fullWidth size="small" type="search" label={t('voice.comments.search')} value={search} onChange={(event) => setSearch(event.target.value)} slotProps={{ htmlInput: { maxLength: 200 } }} />
        </FilterSlot>
        {types.length > 1 && (
          <FilterSlot>
            <ChoiceField label={t('reports.field.type')} value={value.type} emptyLabel={t('voice.type.all')} choices={types.map((type) => ({ value: type, label: t(`reports.type.${type}`) }))} onChange={(type) => onChange({ type: type as TicketType | '' })} />
          </FilterSlot>
        )}
        <FilterSlot>
          <ChoiceField label={t('voice.field.band')} value={value.band} emptyLabel={t('voice.band.all')} choices={COMMENT_SCORE_BANDS.map((band) => ({ value: band, label: t(`voice.band.${band}`) }))} onChange={(band) => onChange({ band: band as CommentScoreBand | '' })} />
        </FilterSlot>
        <FilterSlot wide>
          <ChoiceField label={t('voice.field.topic')} value={value.topic} emptyLabel={t('voice.topic.all')} choices={topics.map((topic) => ({ value: topic, label: topicLabel(topic) }))} onChange={(topic) => onChange({ topic })} />
        </FilterSlot>
        <FilterSlot>
          <DateField fullWidth size="small" label={t('voice.field.from')} value={value.from} onChange={(day) => onChange({ from: day })} />
        </FilterSlot>
        <FilterSlot>
          <DateField fullWidth size="small" label={t('voice.field.to')} value={value.to} onChange={(day) => onChange({ to: day })} />
        </FilterSlot>
        <NetworkPlaceFields value={value} onChange={onChange} scope={scope} type={value.type} />
    </ReportFilterPanel>
  );
}
