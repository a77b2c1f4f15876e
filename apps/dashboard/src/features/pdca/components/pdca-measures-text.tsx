import type { PdcaMeasure } from '@voc/domain';
import { useTranslation } from 'react-i18next';

/** The measures a month missed, named in the user's language. */
export function PdcaMeasuresText({ measures }: { measures: readonly PdcaMeasure[] }) {
  const { t } = useTranslation();
  return <>{measures.length ? measures.map((m) => t(`pdca.measure.${m}`)).join(', ') : '–'}</>;
}
