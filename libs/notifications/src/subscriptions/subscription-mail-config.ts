import { ConfigError, optionalString, url, type Env } from '@voc/config';

export interface SubscriptionMailConfig {
  /**
   * UNSUBSCRIBE_SECRET (at least 32 characters): the HMAC key of the one-click unsubscribe links.
   * null: unset; the worker then requests no subscription mail (a mail without a working link is
   * not sent) and the api answers unsubscribe links 404.
   */
  unsubscribeSecret: string | null;
  /** PUBLIC_URL: where users reach the product (links in mails), without a trailing slash. */
  publicUrl: string;
}

/** Reads UNSUBSCRIBE_SECRET and PUBLIC_URL, for the api (verifies links) and the worker (writes them). */
export function readSubscriptionMailConfig(env: Env): SubscriptionMailConfig {
  const secret = optionalString(env, 'UNSUBSCRIBE_SECRET', '');
  if (secret !== '' && secret.length < 32) throw new ConfigError('UNSUBSCRIBE_SECRET', 'must be at least 32 characters long');
  const publicUrl = url(env, 'PUBLIC_URL', ['http', 'https'], 'http://127.0.0.1:3000');
  const parsed = new URL(publicUrl);
  if (parsed.search !== '' || parsed.hash !== '') throw new ConfigError('PUBLIC_URL', 'must be the base URL without a query or fragment');
  return { unsubscribeSecret: secret === '' ? null : secret, publicUrl: publicUrl.replace(/\/+$/, '') };
}
