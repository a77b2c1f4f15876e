import { type ReactNode, useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type BlockerFunction, useBlocker } from 'react-router';
import { useBeforeUnloadWarning } from '../../lib/use-before-unload-warning';
import { ConfirmDialog } from './confirm-dialog';

export interface UnsavedChangesGuard {
  /** The question asked when the user leaves through the app (side menu, links, Back). */
  dialog: ReactNode;
  /** Lets the next navigation through unasked (after a save, say). */
  allowNextNavigation: () => void;
}

/**
 * Nothing typed is lost silently (issue 16): while `dirty`, leaving through the app asks first and
 * a reload or close asks the browser's question. An untouched page never asks. Staying is the
 * prominent answer (issue 32): a hurried Enter keeps the input.
 */
export function useUnsavedChangesGuard(dirty: boolean): UnsavedChangesGuard {
  const { t } = useTranslation();
  const allowed = useRef(false);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => dirty && !allowed.current && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
    [dirty],
  );
  const blocker = useBlocker(shouldBlock);
  useBeforeUnloadWarning(dirty);

  const dialog = (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title={t('unsaved.title')}
      confirmLabel={t('unsaved.leave')}
      cancelLabel={t('unsaved.stay')}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
      destructive
      prominent="cancel"
    >
      {t('unsaved.text')}
    </ConfirmDialog>
  );
  const allowNextNavigation = useCallback(() => {
    allowed.current = true;
  }, []);
  return { dialog, allowNextNavigation };
}
