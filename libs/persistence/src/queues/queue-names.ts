/** Every BullMQ queue, named once. The worker fails to start if a queue here has no processor. */
export const QUEUES = {
  heartbeat: 'heartbeat',
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/** Job names per queue, with their payloads. */
export interface JobPayloads {
  heartbeat: { beat: { requestedAt: string } };
}

/** Trim finished jobs so Redis does not grow without bound. */
export const DEFAULT_JOB_OPTIONS = {
  removeOnComplete: { count: 1000, age: 24 * 3600 },
  removeOnFail: { count: 5000, age: 7 * 24 * 3600 },
} as const;
