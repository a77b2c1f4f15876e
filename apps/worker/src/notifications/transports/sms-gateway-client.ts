import { SMS_GATEWAY_PATHS, type SmsGatewayError, type SmsSendAnswer, type SmsSendRequest } from '@voc/contracts';
import type { SmsGatewayConfig } from '../notification-config';
import { TransportError, type NotificationTransport, type OutgoingMessage } from './notification-transport';

function isSendAnswer(body: unknown): body is SmsSendAnswer {
  return typeof body === 'object' && body !== null && typeof (body as SmsSendAnswer).message_id === 'string' && (body as SmsSendAnswer).message_id !== '';
}

function gatewayReason(status: number, body: unknown): string {
  const error = (body as SmsGatewayError | null)?.error;
  return error && typeof error.code === 'string' ? `${status} ${error.code}: ${String(error.message ?? '').slice(0, 300)}` : `${status} from the SMS gateway`;
}

/**
 * The SMS gateway client (libs/contracts sms-gateway.contract.ts): one attempt a call, with a
 * timeout; the send job's retries and backoff do the rest. Refusals for good (400, 422) are
 * permanent; everything else (401/403, 429, 5xx, a timeout, no connection, an answer without a
 * message id) is tried again. The password goes only into the Authorization header.
 */
export class SmsGatewayClient implements NotificationTransport {
  private readonly authorization: string;

  constructor(
    private readonly config: SmsGatewayConfig,
    private readonly fetchFn: typeof fetch = fetch,
  ) {
    this.authorization = `Basic ${Buffer.from(`${config.user}:${config.password}`).toString('base64')}`;
  }

  async send(message: OutgoingMessage): Promise<{ messageId: string }> {
    const request: SmsSendRequest = { to: message.to, text: message.body, sender: this.config.sender, client_reference: message.idempotencyKey };
    let response: Response;
    try {
      response = await this.fetchFn(`${this.config.baseUrl}${SMS_GATEWAY_PATHS.send}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: this.authorization },
        body: JSON.stringify(request),
        signal: AbortSignal.timeout(this.config.timeoutMs),
      });
    } catch (error) {
      const name = (error as Error).name;
      throw new TransportError(false, name === 'TimeoutError' ? `the SMS gateway did not answer within ${this.config.timeoutMs} ms` : `the SMS gateway could not be reached (${(error as Error).message})`);
    }
    let body: unknown = null;
    try {
      body = await response.json();
    } catch {
      body = null;
    }
    if (response.status === 200 || response.status === 202) {
      if (!isSendAnswer(body)) throw new TransportError(false, `the SMS gateway answered ${response.status} without a message id`);
      return { messageId: body.message_id };
    }
    if (response.status === 400 || response.status === 422) throw new TransportError(true, gatewayReason(response.status, body));
    const retryAfter = Number(response.headers.get('retry-after'));
    throw new TransportError(false, gatewayReason(response.status, body), Number.isFinite(retryAfter) && retryAfter > 0 ? Math.min(retryAfter, 300) : null);
  }
}
