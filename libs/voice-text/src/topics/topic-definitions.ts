import { COMPLAINT_CATEGORY_GROUPS, type TicketType } from '@voc/domain';

/**
 * The topics a comment is tagged with: one per counted complaint category (SPEC.md §9: showroom
 * groups A, F, P, O; service group S; the free-text X100 codes are never counted, so never a
 * topic) and the praise topics, which both kinds of survey share.
 */
export type TopicKind = 'complaint' | 'praise';

export interface TopicDefinition {
  code: string;
  kind: TopicKind;
  ticketType: TicketType | 'both';
}

export const PRAISE_TOPIC_CODES = [
  'praise.staff',
  'praise.speed',
  'praise.quality',
  'praise.cleanliness',
  'praise.price',
  'praise.explanation',
  'praise.general',
] as const;

export type PraiseTopicCode = (typeof PRAISE_TOPIC_CODES)[number];

export const TOPICS: readonly TopicDefinition[] = [
  ...(['showroom', 'service'] as const).flatMap((ticketType) =>
    COMPLAINT_CATEGORY_GROUPS[ticketType].flatMap((group) => group.codes.map((code): TopicDefinition => ({ code, kind: 'complaint', ticketType }))),
  ),
  ...PRAISE_TOPIC_CODES.map((code): TopicDefinition => ({ code, kind: 'praise', ticketType: 'both' })),
];

const BY_CODE: ReadonlyMap<string, TopicDefinition> = new Map(TOPICS.map((topic) => [topic.code, topic]));

export function topicDefinition(code: string): TopicDefinition | undefined {
  return BY_CODE.get(code);
}

/** Whether a topic applies to comments about this kind of visit (no type given: every topic). */
export function topicFitsTicketType(code: string, ticketType: TicketType | undefined): boolean {
  const topic = BY_CODE.get(code);
  if (!topic) return false;
  return ticketType === undefined || topic.ticketType === 'both' || topic.ticketType === ticketType;
}
