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

/** A rule's plain ไม่ stands for every negation ("ไม่ล้างรถ" matches "ไม่ได้ล้างรถ"); a compound one ("ไม่มี") only for itself. */
function tokenMatches(ruleToken: string, token: string): boolean {
  return ruleToken === token || (ruleToken === CANONICAL_NEGATION && isNegation(token));
}

/**
 * Finds phrases (token sequences) in a clause's tokens. Built once from the rule data: a Map from
 * a phrase's first token to its phrases, longest first, so a clause is read once and each token
 * costs one or two Map lookups. A phrase of negations only would match everywhere: it is left out.
 */
export class PhraseMatcher<T> {
  private readonly byFirst = new Map<string, CompiledPhrase<T>[]>();

  constructor(entries: readonly CompiledPhrase<T>[]) {
    for (const entry of entries) {
      if (!entry.tokens.some((token) => !isNegation(token))) continue;
      const list = this.byFirst.get(entry.tokens[0]) ?? [];
      list.push(entry);
      this.byFirst.set(entry.tokens[0], list);
    }
    for (const list of this.byFirst.values()) list.sort((a, b) => b.tokens.length - a.tokens.length);
  }

  /** Every phrase found, overlapping ones included, in order of position. */
  all(tokens: readonly string[]): PhraseMatch<T>[] {
    const found: PhraseMatch<T>[] = [];
    for (let start = 0; start < tokens.length; start++) {
      for (const entry of this.candidates(tokens[start])) {
        if (this.matchesAt(entry, tokens, start)) found.push({ entry, start, end: start + entry.tokens.length });
      }
    }
    return found;
  }

  /** The longest phrase at each place, left to right, never overlapping. */
  longest(tokens: readonly string[]): PhraseMatch<T>[] {
    const found: PhraseMatch<T>[] = [];
    for (let start = 0; start < tokens.length; start++) {
      let best: CompiledPhrase<T> | undefined;
      for (const entry of this.candidates(tokens[start])) {
        if ((!best || entry.tokens.length > best.tokens.length) && this.matchesAt(entry, tokens, start)) best = entry;
      }
      if (!best) continue;
      found.push({ entry: best, start, end: start + best.tokens.length });
      start += best.tokens.length - 1;
    }
    return found;
  }

  private candidates(token: string): readonly CompiledPhrase<T>[] {
    const own = this.byFirst.get(token);
    if (token === CANONICAL_NEGATION || !isNegation(token)) return own ?? [];
    const plain = this.byFirst.get(CANONICAL_NEGATION);
    if (!plain) return own ?? [];
    return own ? [...own, ...plain] : plain;
  }

  private matchesAt(entry: CompiledPhrase<T>, tokens: readonly string[], start: number): boolean {
    if (start + entry.tokens.length > tokens.length) return false;
    for (let i = 1; i < entry.tokens.length; i++) if (!tokenMatches(entry.tokens[i], tokens[start + i])) return false;
    return true;
  }
}
