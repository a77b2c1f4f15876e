import type { FieldValues, Resolver } from 'react-hook-form';
import type { SignInKind } from './sign-in-fields';

// The app's own checks of the two forms (the shared DTOs', what the api checks), fetched after the
// screen shows so class-validator is not part of its first load.
const loadResolvers = () => import('../features/auth/sign-in-resolvers');

/** Starts fetching the checks' code (the screen calls it once it shows). */
export function preloadSignInChecks(): void {
  loadResolvers().catch(() => {
    // The check on submit fetches it again and shows its failure.
  });
}

/** Settles once the checks' code is in (or could not be fetched); fetches it when it is not asked for yet. */
export function signInChecksLoaded(): Promise<void> {
  return loadResolvers().then(
    () => undefined,
    () => undefined,
  );
}

/** The message key of each box that fails its check; empty when the form may be sent. */
export async function checkSignIn(kind: SignInKind, values: Readonly<Record<string, string>>): Promise<Record<string, string>> {
  const resolvers = await loadResolvers();
  const resolver = (kind === 'dealer' ? resolvers.dealerSignInResolver : resolvers.staffSignInResolver) as unknown as Resolver<FieldValues>;
  const { errors } = await resolver({ ...values }, undefined, { fields: {}, shouldUseNativeValidation: false });
  const messages: Record<string, string> = {};
  for (const [name, error] of Object.entries(errors)) {
    const message = (error as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string') messages[name] = message;
  }
  return messages;
}
