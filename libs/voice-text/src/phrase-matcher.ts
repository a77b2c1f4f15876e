import { CANONICAL_NEGATION, isNegation } from './negation';

/** A phrase of the rule data, cut into the same tokens a comment is cut into. */
export interface CompiledPhrase<T> {
  phrase: string;
  tokens: readonly string[];
  value: T;
}

export interface PhraseMatch<T> {
  entry: CompiledPhrase<T>;
  start: number;
  /** Index after the last token. */
  end: number;
}

function key(token: string): string {
  return isNegation(token) ? CANONICAL_NEGATION : token;
}

/**
 * Finds phrases (token sequences) in a clause's tokens. Built once from the rule data: a Map from
 * a phrase's first token to its phrases, longest first, so a clause is read once and each token
 * costs one Map lookup. Every negation matches every other ("ไม่ได้" matches a rule's "ไม่").
 */
export class PhraseMatcher<T> {
  private readonly byFirst = new Map<string, CompiledPhrase<T>[]>();

  constructor(entries: readonly CompiledPhrase<T>[]) {
    for (const entry of entries) {
      if (entry.tokens.length === 0) continue;
      const first = key(entry.tokens[0]);
      const list = this.byFirst.get(first) ?? [];
      list.push({ ...entry, tokens: entry.tokens.map(key) });
      this.byFirst.set(first, list);
    }
    for (const list of this.byFirst.values()) list.sort((a, b) => b.tokens.length - a.tokens.length);
  }

  /** Every phrase found, overlapping ones included, in order of position. */
  all(tokens: readonly string[]): PhraseMatch<T>[] {
    const found: PhraseMatch<T>[] = [];
    for (let start = 0; start < tokens.length; start++) {
      const candidates = this.byFirst.get(key(tokens[start]));
      if (!candidates) continue;
      for (const entry of candidates) {
        if (this.matchesAt(entry, tokens, start)) found.push({ entry, start, end: start + entry.tokens.length });
      }
    }
    return found;
  }

  /** The longest phrase at each place, left to right, never overlapping. */
  longest(tokens: readonly string[]): PhraseMatch<T>[] {
    const found: PhraseMatch<T>[] = [];
    for (let start = 0; start < tokens.length; start++) {
      const candidates = this.byFirst.get(key(tokens[start]));
      if (!candidates) continue;
      const entry = candidates.find((candidate) => this.matchesAt(candidate, tokens, start));
      if (!entry) continue;
      found.push({ entry, start, end: start + entry.tokens.length });
      start += entry.tokens.length - 1;
    }
    return found;
  }

  private matchesAt(entry: CompiledPhrase<T>, tokens: readonly string[], start: number): boolean {
    if (start + entry.tokens.length > tokens.length) return false;
    for (let i = 1; i < entry.tokens.length; i++) if (key(tokens[start + i]) !== entry.tokens[i]) return false;
    return true;
  }
}
