import { useEffect, useId, useRef } from 'react';

/**
 * A failed sign-in's message (components/ui/message-dialog.tsx without MUI): a modal alert dialog
 * with one confirm button, which closes it (so does Escape).
 */
export function AlertDialog({ title, text, confirmLabel, onConfirm }: { title: string; text: string; confirmLabel: string; onConfirm: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!element || element.open) return undefined;
    // A browser without modal dialogs (or jsdom) shows it open in place.
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
    return () => (typeof element.close === 'function' ? element.close() : element.removeAttribute('open'));
  }, []);
  return (
    <dialog
      ref={dialog}
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={textId}
      className="si-dialog"
      onCancel={(event) => {
        event.preventDefault();
        onConfirm();
      }}
    >
      <h2 id={titleId} className="si-dialog-title">
        {title}
      </h2>
      <p id={textId} className="si-dialog-text">
        {text}
      </p>
      <div className="si-dialog-actions">
        <button type="button" className="si-button" autoFocus onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
