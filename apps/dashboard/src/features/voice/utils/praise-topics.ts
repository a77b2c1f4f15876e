/** The praise topics the text library tags (libs/voice-text PRAISE_TOPIC_CODES; a test keeps the two lists alike). */
export const PRAISE_TOPICS = ['praise.staff', 'praise.speed', 'praise.quality', 'praise.cleanliness', 'praise.price', 'praise.explanation', 'praise.general'] as const;
