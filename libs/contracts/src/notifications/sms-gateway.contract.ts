/**
 * The HTTP SMS gateway, as the product assumes it (issue 14; no vendor is named yet, so this page
 * fixes the contract the client, the development stand-in and the receipt endpoint follow). A
 * real deployment points SMS_GATEWAY_URL at a gateway that speaks it (or an adapter in front of
 * one) and nothing else changes.
 *
 * Sending: `POST {SMS_GATEWAY_URL}/messages`, `Content-Type: application/json`,
 * `Authorization: Basic base64(SMS_GATEWAY_USER:SMS_GATEWAY_PASSWORD)`, body SmsSendRequest.
 *   202 SmsSendAnswer            accepted; `message_id` is the gateway's id
 *   200 SmsSendAnswer            the same `client_reference` was accepted before: the first
 *                                message's id, and nothing is sent again (the idempotency the
 *                                product's retries rely on)
 *   400 / 422 SmsGatewayError    refused for good (`invalid_recipient`, `invalid_message`): the
 *                                notification fails with this reason, no retry
 *   401 / 403                    the credentials: retried (a deployment fixes them; nothing is dropped)
 *   429 / 5xx / no answer        retried with backoff (`Retry-After` honoured)
 *
 * Delivery receipts: the gateway POSTs SmsDeliveryReceipt to the product's
 * `POST /api/notifications/sms/receipts` with `Authorization: Bearer {SMS_RECEIPT_TOKEN}`. The
 * product answers 200 when it recorded the receipt (or had it already), 401 for a bad token, 400
 * for a malformed body, 404 for a message it never sent, 409 while the message is not yet recorded
 * as sent (the gateway posts again later, as for any non-2xx answer).
 */
export const SMS_GATEWAY_PATHS = { send: '/messages' } as const;

export interface SmsSendRequest {
  /** The recipient's number as the product holds it (Thai mobile, e.g. 0812345678 or +66812345678). */
  to: string;
  /** The message text (UTF-8; Thai allowed). */
  text: string;
  /** Sender name shown on the handset (SMS_GATEWAY_SENDER). */
  sender: string;
  /** The product's idempotency key of this message: the same key twice sends once. */
  client_reference: string;
}

export interface SmsSendAnswer {
  message_id: string;
  status: 'accepted';
}

export interface SmsGatewayError {
  error: { code: 'invalid_recipient' | 'invalid_message' | string; message: string };
}

export const SMS_RECEIPT_STATUSES = ['delivered', 'failed'] as const;
export type SmsReceiptStatus = (typeof SMS_RECEIPT_STATUSES)[number];

export interface SmsDeliveryReceipt {
  message_id: string;
  client_reference: string;
  status: SmsReceiptStatus;
  /** Why it failed (failed receipts). */
  reason?: string;
  /** When the handset took it, or the gateway gave up (ISO 8601). */
  at: string;
}

/** The receipt endpoint's path under /api. */
export const SMS_RECEIPT_PATH = 'notifications/sms/receipts';
