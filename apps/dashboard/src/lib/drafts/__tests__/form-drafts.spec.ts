import { type DraftStorage, draftKey, readDraft, removeDraft, writeDraft } from '../form-drafts';

function memoryStorage(initial: Record<string, string> = {}): DraftStorage & { items: Map<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const now = new Date('2026-05-10T10:00:00.000Z');
const key = draftKey('user-1', 'new-ticket:callcenter:showroom');

describe('form drafts in the browser', () => {
  it('keeps one draft per user and form', () => {
    expect(draftKey('user-1', 'ticket:t-1')).not.toBe(draftKey('user-2', 'ticket:t-1'));
    expect(draftKey('user-1', 'ticket:t-1')).not.toBe(draftKey('user-1', 'ticket:t-2'));
  });

  it('gives back what was written, with when', () => {
    const storage = memoryStorage();
    expect(writeDraft(storage, key, { name: 'สมชาย', tel: '0812345678' }, now)).toBe(true);
    expect(readDraft(storage, key, new Date('2026-05-11T10:00:00.000Z'))).toEqual({ savedAt: now.toISOString(), data: { name: 'สมชาย', tel: '0812345678' } });
    removeDraft(storage, key);
    expect(readDraft(storage, key, now)).toBeNull();
  });

  it.each([
    ['older than a week', JSON.stringify({ savedAt: '2026-05-01T10:00:00.000Z', data: { name: 'x' } })],
    ['not JSON', '{"savedAt": "2026-05-'],
    ['without data', JSON.stringify({ savedAt: now.toISOString() })],
    ['without a time', JSON.stringify({ data: { name: 'x' } })],
  ])('drops a draft %s', (_case, text) => {
    const storage = memoryStorage({ [key]: text });
    expect(readDraft(storage, key, now)).toBeNull();
    expect(storage.items.has(key)).toBe(false);
  });

  it('answers false when the browser refuses to store, and null when it refuses to read', () => {
    const refusing: DraftStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(writeDraft(refusing, key, { name: 'x' }, now)).toBe(false);
    expect(readDraft(refusing, key, now)).toBeNull();
    expect(() => removeDraft(refusing, key)).not.toThrow();
  });
});
