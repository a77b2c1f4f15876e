import type { AlertRuleView, AlertView } from '@voc/contracts';
import { ALERT_KINDS, ALERT_LEVELS } from '@voc/domain';
import { bool, dateTime, described, int, nullable, num, objectOf, oneOf, str, uuid } from './schema-builders';

const ALERT_STATUSES = ['open', 'resolved', 'closed'] as const;

/** Alerts and their rules (issue 33). */
export const ALERT_ANSWER_SCHEMAS = {
  AlertView: objectOf<AlertView>({
    id: uuid,
    kind: oneOf(ALERT_KINDS),
    level: oneOf(ALERT_LEVELS),
    scope_id: described("The place: a dealer branch's id, an area's code or a region.", str),
    scope_label: described('The place as people name it (Thai).', str),
    scope_label_en: described('The place as people name it (English).', str),
    type: oneOf(['showroom', 'service']),
    period: described("The Thai month the alert counts in (YYYY-MM); a hot alert's ticket id.", str),
    subject: described("A complaint category's code (category_rise), a hot alert's case number; null for the others.", nullable(str)),
    ticket_id: described('The hot alert ticket (hot_alert_uncontacted).', nullable(uuid)),
    figure: described('The figure the rule judged, as of the last evaluation: nps_now/nps_before/drop/responses, breached/open/share, responded/sent/rate, now/nowTotal/before/beforeTotal/share_now/share_before/g2, case_no.', { type: 'object', additionalProperties: true }),
    threshold: described("The rule's threshold (points, percent or G²).", num),
    status: described('open: the condition holds; resolved: the figure recovered by itself; closed: a user closed it with a note.', oneOf(ALERT_STATUSES)),
    raised_at: dateTime,
    updated_at: described('The last evaluation that found the condition (or changed the status).', dateTime),
    resolved_at: nullable(dateTime),
    closed_at: nullable(dateTime),
    closed_by_name: nullable(str),
    close_note: nullable(str),
  }),
  AlertRuleView: objectOf<AlertRuleView>({
    id: uuid,
    kind: oneOf(ALERT_KINDS),
    level: oneOf(ALERT_LEVELS),
    threshold: num,
    min_cases: described('The fewest cases a figure must rest on to be judged.', int),
    enabled: bool,
    updated_at: dateTime,
    open_alerts: int,
  }),
};
