import type { NotificationChannel } from './notification-kinds';

/**
 * The kinds the notify report groups failure reasons into (issue 32 item 10), so that a reason
 * carrying a phone number or an email address is not a row of its own:
 *   no_contact         not sent: the branch has no manager with an address on the channel (recorded by the plan)
 *   invalid_recipient  the address was refused (SMS gateway invalid_recipient; SMTP 5.1.x, "rejected")
 *   invalid_message    the text was refused (SMS gateway invalid_message)
 *   refused            any other refusal for good by the SMS gateway or the SMTP server
 *   undelivered        accepted, then a failed delivery receipt (handset unreachable, …)
 *   other              a reason none of the above recognises
 */
export const NOTIFY_FAILURE_KINDS = ['no_contact', 'invalid_recipient', 'invalid_message', 'refused', 'undelivered', 'other'] as const;
export type NotifyFailureKind = (typeof NOTIFY_FAILURE_KINDS)[number];

/** The reason the plan records for a notification it could not address (the prefix is the kind). */
export function noContactReason(channel: NotificationChannel): string {
  return `no_contact: no branch manager with ${channel === 'email' ? 'an email address' : 'a mobile number'}`;
}

/** One failure reason read: its kind, the address it names (shown apart), and its words with the address masked. */
export interface ReadFailureReason {
  kind: NotifyFailureKind;
  address: string | null;
  text: string;
}

const EMAIL = /<?[^\s<>@:;,]+@[^\s<>@:;,]+\.[^\s<>@:;,]*[^\s<>@:;,.]>?/;
// A phone-like token: at least 4 digits (a refused number may be short), maybe spaced or dashed,
// maybe +66; never an SMTP or HTTP code (3 digits) nor an enhanced code (5.1.1).
const PHONE = /(?<![\d.])\+?\d(?:[\s-]?\d){3,}(?![.\d])/;
const GATEWAY = /^\d{3} ([a-z_]+):/;
const SMTP_MAILBOX = /\b5\.1\.\d\b|rejected|unknown user|no such user|user unknown|mailbox unavailable/i;
const SMTP_REFUSAL = /^5\d\d\b/;

function unbracketed(address: string): string {
  return address.replace(/^<|>$/g, '');
}

/**
 * Reads one failure reason (the transport's words as recorded) into its kind (by the stage it
 * failed at and the words), the phone number or email address it carries (at most one, the
 * first), and its words with that address replaced by "…".
 */
export function readFailureReason(stage: 'send' | 'delivery', reason: string): ReadFailureReason {
  const words = reason.trim();
  const email = EMAIL.exec(words);
  const phone = email ? null : PHONE.exec(words);
  const found = email ?? phone;
  const address = found ? unbracketed(found[0]).trim() : null;
  const text = found ? `${words.slice(0, found.index)}…${words.slice(found.index + found[0].length)}` : words;
  return { kind: kindOf(stage, words), address, text };
}

function kindOf(stage: 'send' | 'delivery', words: string): NotifyFailureKind {
  if (words.startsWith('no_contact')) return 'no_contact';
  if (stage === 'delivery') return 'undelivered';
  const gateway = GATEWAY.exec(words);
  if (gateway) return gateway[1] === 'invalid_recipient' ? 'invalid_recipient' : gateway[1] === 'invalid_message' ? 'invalid_message' : 'refused';
  if (SMTP_MAILBOX.test(words)) return 'invalid_recipient';
  if (SMTP_REFUSAL.test(words)) return 'refused';
  return 'other';
}

/** Failure reasons as counted per channel, stage and words (and, for no-contact, per branch). */
export interface FailureReasonCount {
  channel: NotificationChannel;
  stage: 'send' | 'delivery';
  reason: string;
  /** The branch (dealer id) of a no-contact failure; null for the others. */
  dealer_ref: string | null;
  count: number;
}

/** One group of the notify report's failures: a kind on a channel and stage, with the addresses and branches it concerns. */
export interface FailureGroup {
  channel: NotificationChannel;
  stage: 'send' | 'delivery';
  kind: NotifyFailureKind;
  /** The words of the most frequent reason of the group, its address masked. */
  example: string;
  count: number;
  /** The addresses the reasons name, most failures first (at most `maxDetails`). */
  addresses: string[];
  /** The branches without a contact (no_contact), most failures first (at most `maxDetails`). */
  dealer_refs: string[];
}

function topKeys(counts: Map<string, number>, max: number): string[] {
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, max).map(([key]) => key);
}

/**
 * Groups counted failure reasons by channel, stage and kind (readFailureReason), most failures
 * first; each group keeps the addresses its reasons name and, for no-contact, the branches, apart.
 */
export function groupFailureReasons(rows: readonly FailureReasonCount[], maxDetails = 20): FailureGroup[] {
  const groups = new Map<string, { group: FailureGroup; texts: Map<string, number>; addresses: Map<string, number>; dealers: Map<string, number> }>();
  for (const row of rows) {
    const read = readFailureReason(row.stage, row.reason);
    const key = `${row.channel}/${row.stage}/${read.kind}`;
    let entry = groups.get(key);
    if (!entry) {
      entry = { group: { channel: row.channel, stage: row.stage, kind: read.kind, example: '', count: 0, addresses: [], dealer_refs: [] }, texts: new Map(), addresses: new Map(), dealers: new Map() };
      groups.set(key, entry);
    }
    entry.group.count += row.count;
    entry.texts.set(read.text, (entry.texts.get(read.text) ?? 0) + row.count);
    if (read.address) entry.addresses.set(read.address, (entry.addresses.get(read.address) ?? 0) + row.count);
    if (read.kind === 'no_contact' && row.dealer_ref) entry.dealers.set(row.dealer_ref, (entry.dealers.get(row.dealer_ref) ?? 0) + row.count);
  }
  return [...groups.values()]
    .map(({ group, texts, addresses, dealers }) => ({ ...group, example: topKeys(texts, 1)[0] ?? '', addresses: topKeys(addresses, maxDetails), dealer_refs: topKeys(dealers, maxDetails) }))
    .sort((a, b) => b.count - a.count || a.channel.localeCompare(b.channel) || a.kind.localeCompare(b.kind));
}
