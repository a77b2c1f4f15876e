import type { NotificationChannel } from '@voc/domain';

/** One message as a transport sends it. */
export interface OutgoingMessage {
  notificationId: string;
  /** The outbox row's idempotency key: the same key twice is sent once (SMS: client_reference; email: Message-ID). */
  idempotencyKey: string;
  channel: NotificationChannel;
  to: string;
  subject: string;
  body: string;
  /** Email only: files attached (a subscription's monthly brief PDF). */
  attachments?: Array<{ filename: string; content: Buffer; contentType: string }>;
  /** Email only: headers beside the usual ones (List-Unsubscribe, List-Unsubscribe-Post). */
  headers?: Record<string, string>;
}

/** Sends one message; answers the transport's message id, or throws a TransportError. */
export interface NotificationTransport {
  send(message: OutgoingMessage): Promise<{ messageId: string }>;
  close?(): Promise<void> | void;
}

/**
 * A send that did not happen. `permanent`: the message can never go (a bad address, a refused
 * text), the notification fails with `reason`; otherwise (the server down, slow, overloaded, the
 * credentials refused) it is tried again later and never dropped.
 */
export class TransportError extends Error {
  constructor(
    readonly permanent: boolean,
    readonly reason: string,
    /** Seconds the other side asked us to wait (Retry-After). */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(reason);
    this.name = 'TransportError';
  }
}

/** Per channel: the transport, or null when the channel is not configured (its messages wait). */
export type NotificationTransports = Record<NotificationChannel, NotificationTransport | null>;
