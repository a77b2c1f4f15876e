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
  /** The phrases found at one place (startingAt), reused from place to place. */
  private readonly here: Found<T>[] = [];

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
    const here = this.here;
    for (let start = 0; start < tokens.length; start++) {
      if (!this.startingAt(tokens, start)) continue;
      if (here.length > 1) here.sort(foundOrder);
      for (let i = 0; i < here.length; i++) {
        const { entry } = here[i];
        found.push({ entry, start, end: start + entry.tokens.length });
      }
    }
    here.length = 0;
    return found;
  }

  /** The longest phrase at each place, left to right, never overlapping (among equals the comment's own first word, then the rule data's first). */
  longest(tokens: readonly string[]): PhraseMatch<T>[] {
    return this.longestInto(tokens, asMatch, []);
  }

  /**
   * longest()'s phrases, each made into what the caller keeps by `make` (a function of its own, not
   * a closure a call) and pushed to `into`: no PhraseMatch record made to be thrown away.
   */
  longestInto<R>(tokens: readonly string[], make: (entry: CompiledPhrase<T>, start: number, end: number, tokens: readonly string[]) => R, into: R[]): R[] {
    const here = this.here;
    for (let start = 0; start < tokens.length; start++) {
      if (!this.startingAt(tokens, start)) continue;
      let best = here[0];
      for (let i = 1; i < here.length; i++) {
        const f = here[i];
        const d = f.entry.tokens.length - best.entry.tokens.length || best.borrowed - f.borrowed || best.order - f.order;
        if (d > 0) best = f;
      }
      here.length = 0;
      into.push(make(best.entry, start, start + best.entry.tokens.length, tokens));
      start += best.entry.tokens.length - 1;
    }
    return into;
  }

  /**
   * The phrases that start at `start` into `here` (the matcher's scratch list, emptied first: a
   * read is synchronous, so one list serves every call); whether there is any. The comment's
   * tokens are followed down the trie (a negation also down a rule's plain ไม่).
   */
  private startingAt(tokens: readonly string[], start: number): boolean {
    const first = tokens[start];
    const own = this.root.next.get(first);
    const plain = first !== CANONICAL_NEGATION && isNegation(first) ? this.root.next.get(CANONICAL_NEGATION) : undefined;
    if (!own && !plain) return false;
    const here = this.here;
    here.length = 0;
    if (own) this.walk(own, tokens, start + 1, 0, here);
    if (plain) this.walk(plain, tokens, start + 1, 1, here);
    return here.length > 0;
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

/** At one place: the comment's own first word before a borrowed ไม่, then longest first, then the rule data's first. */
function foundOrder<T>(a: Found<T>, b: Found<T>): number {
  return a.borrowed - b.borrowed || b.entry.tokens.length - a.entry.tokens.length || a.order - b.order;
}

function asMatch<T>(entry: CompiledPhrase<T>, start: number, end: number): PhraseMatch<T> {
  return { entry, start, end };
}
