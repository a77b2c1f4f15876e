import { SMS_GATEWAY_PATHS, type SmsGatewayError, type SmsSendAnswer, type SmsSendRequest } from '@voc/contracts';
import { DEFAULT_SMS_GATEWAY_CONNECTIONS, type SmsGatewayConfig } from '../notification-config';
import { JsonPoster, PostTimeoutError, type JsonAnswer } from './json-poster';
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
 * message id) is tried again. The password goes only into the Authorization header. Requests go
 * over at most `connections` kept-alive connections (SMS_GATEWAY_CONNECTIONS).
 */
export class SmsGatewayClient implements NotificationTransport {
  private readonly authorization: string;
  private readonly poster: JsonPoster;

  constructor(private readonly config: SmsGatewayConfig) {
    this.authorization = `Basic ${Buffer.from(`${config.user}:${config.password}`).toString('base64')}`;
    this.poster = new JsonPoster(config.baseUrl, config.connections ?? DEFAULT_SMS_GATEWAY_CONNECTIONS);
  }

  async send(message: OutgoingMessage): Promise<{ messageId: string }> {
    const request: SmsSendRequest = { to: message.to, text: message.body, sender: this.config.sender, client_reference: message.idempotencyKey };
    let answer: JsonAnswer;
    try {
      answer = await this.poster.post(`${this.config.baseUrl}${SMS_GATEWAY_PATHS.send}`, { authorization: this.authorization }, request, this.config.timeoutMs);
    } catch (error) {
      throw new TransportError(false, error instanceof PostTimeoutError ? `the SMS gateway did not answer within ${this.config.timeoutMs} ms` : `the SMS gateway could not be reached (${(error as Error).message})`);
    }
    const { status, body } = answer;
    if (status === 200 || status === 202) {
      if (!isSendAnswer(body)) throw new TransportError(false, `the SMS gateway answered ${status} without a message id`);
      return { messageId: body.message_id };
    }
    if (status === 400 || status === 422) throw new TransportError(true, gatewayReason(status, body));
    const retryAfter = Number(answer.retryAfter);
    throw new TransportError(false, gatewayReason(status, body), Number.isFinite(retryAfter) && retryAfter > 0 ? Math.min(retryAfter, 300) : null);
  }

  close(): void {
    this.poster.close();
  }
}
