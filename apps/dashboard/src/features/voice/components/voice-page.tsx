import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SignedInUser, VoicePlace } from '@voc/contracts';
import { latestCompleteMonth } from '@voc/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportHeading } from '../../../components/reports/report-heading';
import { useReportUser } from '../../../lib/reports/use-report-user';
import { SaveViewButton } from '../../../components/saved-views/save-view-button';
import { ExcelDownloadButton } from '../../../components/downloads/excel-download-button';
import { DataAsOf } from '../../../components/reports/data-as-of';
import { FrozenPeriodNote } from '../../../components/reports/frozen-period-note';
import { ReportPeriodText } from '../../../components/reports/report-period-text';
import { SectionCard } from '../../../components/ui/section-card';
import { formatCount } from '../../../lib/reports/number-format';
import { EVERY_PLACE, type NetworkPlace } from '../../../lib/reports/network-place';
import { useAppDispatch } from '../../../lib/store/store-hooks';
import { useVoiceDriversQuery, useVoiceTopicsQuery, useVoiceTrendingQuery, voiceRefreshed } from '../api/voice-api';
import { useReportFilterForm } from '../../../lib/reports/filter-form/use-report-filter-form';
import { voiceFilterRules } from '../utils/voice-filter-rules';
import { commentsLink } from '../utils/comment-filters';
import { type VoiceFilters, periodDays, voiceQueryOf, voiceTrendQueryOf } from '../utils/voice-filters';
import { VoiceDriversBars } from './voice-drivers-bars';
import { VoiceFilterFields } from './voice-filter-fields';
import { VoiceTopicsTable } from './voice-topics-table';
import { VoiceTrendingLists } from './voice-trending-lists';

const TOP_TOPICS = 15;

/** A place of the api's answer as the comment list's place filters. */
function placeFilters(place: VoicePlace, within: NetworkPlace): Partial<NetworkPlace> {
  switch (place.level) {
    case 'region':
      return { region: place.key as NetworkPlace['region'], area_code: '', dealer_id: '' };
    case 'area':
      return { area_code: place.key, dealer_id: '' };
    case 'dealer':
      return { dealer_id: place.key };
    case 'network':
      return within;
  }
}

/**
 * `/app/report/voice` (issue 30): what customers and agents wrote over a period (the latest
 * complete month to start), in the user's scope: top topics with their monthly trend, the topics
 * and terms rising against the periods before (Dunning's G², said plainly), topics emerging in one
 * place, and the NPS drivers. Every topic, term and bar opens the comments behind it. Filters live
 * in the address; the page downloads as xlsx.
 */
export function VoicePage({ title, user }: { title: string; user: SignedInUser }) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const { scope, types, today, years } = useReportUser(user);
  const options = useMemo(() => ({ types, years }), [types, years]);
  const defaults = useMemo<VoiceFilters>(() => ({ type: types.length === 1 ? types[0] : '', period: 'monthly', ...latestCompleteMonth(today), source: '', ...EVERY_PLACE }), [types, today]);
  const rules = useMemo(() => voiceFilterRules(defaults, options, scope), [defaults, options, scope]);
  const { applied: filters, changeApplied: change, download } = useReportFilterForm(rules);
  const query = voiceQueryOf(filters);
  const topics = useVoiceTopicsQuery(query);
  const months = useVoiceTopicsQuery(voiceTrendQueryOf(filters));
  const trending = useVoiceTrendingQuery(query);
  const drivers = useVoiceDriversQuery(query);
  const data = topics.currentData;
  const fetching = topics.isFetching || trending.isFetching || drivers.isFetching;

  const place: NetworkPlace = { region: filters.region, area_code: filters.area_code, dealer_id: filters.dealer_id };
  const days = data ? periodDays(data.period) : null;
  const drill = (extra: { topic?: string; q?: string } & Partial<NetworkPlace>) => commentsLink({ type: filters.type, from: days?.from ?? '', to: days?.to ?? '', ...place, ...extra });
  const topicLink = (topic: string) => drill({ topic });
  const scopeLabel = trending.currentData?.scope;
  const placeName = scopeLabel && scopeLabel.level !== 'network' ? (i18n.language.startsWith('en') ? scopeLabel.label_en || scopeLabel.label : scopeLabel.label) : t('voice.place.network');

  return (
    <Stack spacing={2}>
      <ReportHeading
        title={title}
        details={<ReportPeriodText period={data?.period} />}
        aside={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <SaveViewButton />
            {download && <ExcelDownloadButton request={download} label={t('exports.downloadExcel')} />}
            <DataAsOf asOf={topics.data?.data_as_of} onRefresh={() => dispatch(voiceRefreshed())} />
          </Stack>
        }
      />
      <VoiceFilterFields value={filters} onChange={change} scope={scope} types={types} years={options.years} />
      {fetching && <LinearProgress aria-label={t('common.loading')} />}
      <FrozenPeriodNote freeze={data?.freeze ?? null} />
      {data && (
        <Typography color="text.secondary">
          {t('voice.summary', { texts: formatCount(data.texts, i18n.language), surveys: formatCount(data.by_source.survey, i18n.language), tickets: formatCount(data.by_source.ticket, i18n.language) })}
        </Typography>
      )}

      <SectionCard title={t('voice.trending.title')}>
        {trending.currentData ? (
          <VoiceTrendingLists
            trending={trending.currentData}
            topicLink={topicLink}
            termLink={(term) => drill({ q: term })}
            placeTopicLink={(topic, at) => drill({ topic, ...placeFilters(at, place) })}
          />
        ) : (
          !trending.isFetching && <Typography color="text.secondary">{t('errors.noData')}</Typography>
        )}
      </SectionCard>

      <SectionCard title={t('voice.topics.title')}>{data && <VoiceTopicsTable topics={data.topics.slice(0, TOP_TOPICS)} months={months.currentData?.rows ?? []} linkOf={topicLink} />}</SectionCard>

      <SectionCard title={t('voice.drivers.title')}>
        {drivers.currentData && (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {t('voice.drivers.intro', { comments: formatCount(drivers.currentData.comments, i18n.language), nps: formatCount(drivers.currentData.nps, i18n.language) })}
            </Typography>
            <VoiceDriversBars drivers={drivers.currentData.drivers} placeName={placeName} linkOf={topicLink} />
          </>
        )}
      </SectionCard>
    </Stack>
  );
}
