/**
 * KPI5c "satisfaction SMS received" (issue 14): the product now sends the satisfaction SMS itself
 * (on completion, notification-plan.ts) and records its outcome from the gateway's receipt. That
 * recorded outcome decides; the hand-entered flag of the verification
 * (recieved_satisfied_sms_status) counts only
 *   - as an override, when the verifier marks it so (recieved_satisfied_sms_override = 1; the
 *     verification's event keeps who did it and when, and both values), or
 *   - when nothing was recorded: no satisfaction SMS was sent through the product (tickets from
 *     before notifications, a customer without a tel) or its receipt has not come yet.
 * null: nothing known yet.
 */
export interface SatisfactionSmsFacts {
  /** The satisfaction SMS's recorded outcome: delivered, failed (refused or a failed receipt), or none yet. */
  recorded: 'delivered' | 'failed' | null;
  /** The verification's hand-entered flag (1 received, 0 not), null before any verification. */
  entered: 0 | 1 | null;
  /** The verifier marked the entered flag as overriding the recorded outcome. */
  override: boolean;
}

export function satisfactionSmsReceived(facts: SatisfactionSmsFacts): boolean | null {
  if (facts.override && facts.entered !== null) return facts.entered === 1;
  if (facts.recorded !== null) return facts.recorded === 'delivered';
  return facts.entered === null ? null : facts.entered === 1;
}
