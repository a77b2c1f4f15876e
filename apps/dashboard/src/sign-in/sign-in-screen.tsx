import { buildErrorMessage, type FailedCall, type SignInResult } from '@voc/contracts';
import type { Locale } from '@voc/domain';
import { type MouseEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUPPORT_CONTACT } from '../features/auth/support-contact.constant';
import { AlertDialog } from './alert-dialog';
import { BrandMark } from './brand-mark';
import { LanguageButtons } from './language-buttons';
import { callSignIn } from './sign-in-call';
import type { SignInKind } from './sign-in-fields';
import { signInBody } from './sign-in-fields';
import { SignInForm } from './sign-in-form';

const KIND_OF_PATH: Record<string, SignInKind> = { '/signin': 'dealer', '/signin/admin': 'staff' };
const PATH_OF_KIND: Record<SignInKind, string> = { dealer: '/signin', staff: '/signin/admin' };
const NOTE_LINES = ['signin.dealer.note.line1', 'signin.dealer.note.line2', 'signin.dealer.note.line3'] as const;

const kindAt = (pathname: string): SignInKind => KIND_OF_PATH[pathname.replace(/(.)\/$/, '$1')] ?? 'dealer';

function SupportContact() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="support-contact-heading" className="si-support">
      <h2 id="support-contact-heading">{t('signin.support.title')}</h2>
      <p>
        {t('signin.support.phone')}: <a href={`tel:${SUPPORT_CONTACT.phone.replace(/[^\d+]/g, '')}`}>{SUPPORT_CONTACT.phone}</a>
      </p>
      <p>
        {t('signin.support.email')}: <a href={`mailto:${SUPPORT_CONTACT.email}`}>{SUPPORT_CONTACT.email}</a>
      </p>
      <p>{t('signin.support.hours')}</p>
    </section>
  );
}

export interface SignInScreenProps {
  locale: Locale;
  onLocaleChange: (locale: Locale) => void;
  /** The api accepted the sign-in made on the page of `kind`. */
  onSignedIn: (result: SignInResult, kind: SignInKind) => void;
}

/**
 * `/signin` (dealers, passport id) and `/signin/admin` (staff, email), SPEC.md §2, as a fresh load
 * shows them: the app's sign-in pages' texts, checks and calls, without router, store or MUI
 * (issue 15). Moving between the two pages is a history entry, as in the app.
 */
export function SignInScreen({ locale, onLocaleChange, onSignedIn }: SignInScreenProps) {
  const { t } = useTranslation();
  const [kind, setKind] = useState<SignInKind>(() => kindAt(window.location.pathname));
  const [failure, setFailure] = useState<FailedCall | null>(null);

  useEffect(() => {
    const follow = () => setKind(kindAt(window.location.pathname));
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, []);
  useEffect(() => {
    document.title = t('app.title');
  }, [t]);

  const go = (event: MouseEvent<HTMLAnchorElement>, to: SignInKind) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    window.history.pushState(null, '', PATH_OF_KIND[to]);
    setKind(to);
  };

  const submit = async (values: Record<string, string>): Promise<Record<string, string>> => {
    const outcome = await callSignIn(kind, signInBody(kind, values), locale);
    if (outcome.ok) {
      onSignedIn(outcome.result, kind);
      return {};
    }
    setFailure(outcome.failure);
    return outcome.fieldErrors;
  };

  const other: SignInKind = kind === 'dealer' ? 'staff' : 'dealer';
  return (
    <div className="si-page">
      <header className="si-bar">
        <BrandMark size={32} />
        <span className="si-app-name">{t('app.name')}</span>
        <LanguageButtons locale={locale} onChange={onLocaleChange} />
      </header>
      <main className="si-main">
        <div className="si-card">
          <div className="si-card-head">
            <BrandMark size={56} />
            <h1>{t(kind === 'dealer' ? 'signin.dealer.heading' : 'signin.staff.heading')}</h1>
            <p className="si-hint">{t(kind === 'dealer' ? 'signin.dealer.hint' : 'signin.staff.hint')}</p>
          </div>
          <SignInForm key={kind} kind={kind} onSubmit={submit} />
          {kind === 'dealer' && (
            <div role="note" aria-labelledby="dealer-note-title" className="si-note">
              <p id="dealer-note-title" className="si-note-title">
                {t('signin.dealer.note.title')}
              </p>
              <ol>
                {NOTE_LINES.map((line) => (
                  <li key={line}>{t(line)}</li>
                ))}
              </ol>
            </div>
          )}
          <a href={PATH_OF_KIND[other]} className="si-link" onClick={(event) => go(event, other)}>
            {t(kind === 'dealer' ? 'signin.dealer.toStaff' : 'signin.staff.toDealer')}
          </a>
          <hr />
          <SupportContact />
        </div>
      </main>
      <footer className="si-footer">{t('app.copyright', { year: new Date().getFullYear() })}</footer>
      {failure && (
        <AlertDialog
          title={t('message.alert')}
          text={buildErrorMessage(failure, (keyOrText) => t(keyOrText as never) as string)}
          confirmLabel={t('common.confirm')}
          onConfirm={() => setFailure(null)}
        />
      )}
    </div>
  );
}
