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

/** A node of the phrase trie: the phrases ending here (as found by the comment's own first word, and by a borrowed ไม่), and the next token's nodes. */
interface TrieNode<T> {
  ending: [Found<T>[], Found<T>[]];
  next: Map<string, TrieNode<T>>;
}

const newNode = <T>(): TrieNode<T> => ({ ending: [[], []], next: new Map() });

/** A phrase found at a place, with what orders it among the others found there. */
interface Found<T> {
  entry: CompiledPhrase<T>;
  /** 0 when the phrase's first token is the comment's own token, 1 when it is a rule's plain ไม่ standing for another negation. */
  borrowed: 0 | 1;
  /** The phrase's place in the rule data (first wins among equals). */
  order: number;
}

/**
 * Finds phrases (token sequences) in a clause's tokens. Built once from the rule data as a trie
 * keyed by token: reading a place of a clause follows the comment's own tokens down the trie, one
 * Map lookup a token, and never scans the phrases that share a first word (hundreds begin with
 * ไม่). A rule's plain ไม่ stands for every negation ("ไม่ล้างรถ" matches "ไม่ได้ล้างรถ"); a compound
 * one ("ไม่มี") only for itself. A phrase of negations only would match everywhere: it is left out.
 */
export class PhraseMatcher<T> {
  private readonly root: TrieNode<T> = newNode();

  constructor(entries: readonly CompiledPhrase<T>[]) {
    entries.forEach((entry, index) => {
      if (entry.tokens.length === 0 || !entry.tokens.some((token) => !isNegation(token))) return;
      let node = this.root;
      for (const token of entry.tokens) {
        let child = node.next.get(token);
        if (!child) {
          child = newNode();
          node.next.set(token, child);
        }
        node = child;
      }
      // Built once: reading a clause allocates no record of a phrase found.
      node.ending[0].push({ entry, borrowed: 0, order: index });
      node.ending[1].push({ entry, borrowed: 1, order: index });
    });
  }

  /** Every phrase found, overlapping ones included, in order of position; at one place the comment's own first word before a borrowed ไม่, then longest first. */
  all(tokens: readonly string[]): PhraseMatch<T>[] {
    const found: PhraseMatch<T>[] = [];
    for (let start = 0; start < tokens.length; start++) {
      const here = this.startingAt(tokens, start);
      if (here.length === 0) continue;
      if (here.length > 1) (here as Found<T>[]).sort((a, b) => a.borrowed - b.borrowed || b.entry.tokens.length - a.entry.tokens.length || a.order - b.order);
      for (const { entry } of here) found.push({ entry, start, end: start + entry.tokens.length });
    }
    return found;
  }

  /** The longest phrase at each place, left to right, never overlapping (among equals the comment's own first word, then the rule data's first). */
  longest(tokens: readonly string[]): PhraseMatch<T>[] {
    const found: PhraseMatch<T>[] = [];
    for (let start = 0; start < tokens.length; start++) {
      const here = this.startingAt(tokens, start);
      if (here.length === 0) continue;
      let best = here[0];
      for (let i = 1; i < here.length; i++) {
        const f = here[i];
        const d = f.entry.tokens.length - best.entry.tokens.length || best.borrowed - f.borrowed || best.order - f.order;
        if (d > 0) best = f;
      }
      found.push({ entry: best.entry, start, end: start + best.entry.tokens.length });
      start += best.entry.tokens.length - 1;
    }
    return found;
  }

  /** The phrases that start at `start` (none: an empty list shared, no allocation): the comment's tokens followed down the trie (a negation also down a rule's plain ไม่). */
  private startingAt(tokens: readonly string[], start: number): readonly Found<T>[] {
    const first = tokens[start];
    const own = this.root.next.get(first);
    const plain = first !== CANONICAL_NEGATION && isNegation(first) ? this.root.next.get(CANONICAL_NEGATION) : undefined;
    if (!own && !plain) return NONE;
    const found: Found<T>[] = [];
    if (own) this.walk(own, tokens, start + 1, 0, found);
    if (plain) this.walk(plain, tokens, start + 1, 1, found);
    return found;
  }

  private walk(node: TrieNode<T>, tokens: readonly string[], at: number, borrowed: 0 | 1, found: Found<T>[]): void {
    for (const f of node.ending[borrowed]) found.push(f);
    if (at >= tokens.length || node.next.size === 0) return;
    const token = tokens[at];
    const child = node.next.get(token);
    if (child) this.walk(child, tokens, at + 1, borrowed, found);
    if (token !== CANONICAL_NEGATION && isNegation(token)) {
      const plain = node.next.get(CANONICAL_NEGATION);
      if (plain) this.walk(plain, tokens, at + 1, borrowed, found);
    }
  }
}

const NONE: readonly never[] = [];
