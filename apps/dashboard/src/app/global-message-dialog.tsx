import { buildErrorMessage } from '@voc/contracts';
import { useTranslation } from 'react-i18next';
import { MessageDialog, type MessageSeverity } from '../components/ui/message-dialog';
import { useTranslateMessage } from '../i18n/use-translate-message';
import { useAppDispatch, useAppSelector } from '../lib/store/store-hooks';
import { type MessageKind, messageConfirmed, selectCurrentMessageKind, selectMessage } from '../lib/store/ui-slice';

const SEVERITY: Record<MessageKind, MessageSeverity> = { alert: 'error', warning: 'warning', info: 'info', success: 'success' };

/** Shows the store's alert, warning, info and success messages, one at a time. */
export function GlobalMessageDialog() {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const dispatch = useAppDispatch();
  const kind = useAppSelector(selectCurrentMessageKind);
  const message = useAppSelector((state) => selectMessage(state, kind));

  if (!kind || !message) return null;
  const text = message.failure ? buildErrorMessage(message.failure, translate) : translate(message.text ?? '', message.params);
  return (
    <MessageDialog
      open
      severity={SEVERITY[kind]}
      title={t(`message.${kind}`)}
      text={text}
      confirmLabel={t('common.confirm')}
      onConfirm={() => dispatch(messageConfirmed(kind))}
    />
  );
}
