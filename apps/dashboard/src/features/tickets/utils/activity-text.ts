import type { TicketActivityView } from '@voc/contracts';
import type { TFunction } from 'i18next';

/** One log entry in a line of the user's language: what happened (who and when are shown beside it). */
export function activityText(entry: TicketActivityView, t: TFunction): string {
  const d = entry.detail;
  switch (d.kind) {
    case 'created':
      return t('tickets.activity.created');
    case 'updated':
      return t('tickets.activity.updated', { n: d.fields.length });
    case 'status':
      return t('tickets.activity.status', { from: t(`ticketStatus.${d.from}`), to: t(`ticketStatus.${d.to}`) });
    case 'cancelled':
      return t('tickets.activity.cancelled', { reason: d.reason });
    case 'verified':
      return t('tickets.activity.verified');
    case 'logs':
      return t('tickets.activity.logs');
    case 'file':
      return t('tickets.activity.file', { name: d.name });
    case 'note':
      return d.text;
    case 'owner':
      return d.owner ? t('tickets.activity.owner', { name: d.owner.name }) : t('tickets.activity.ownerCleared');
  }
}
