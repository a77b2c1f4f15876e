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

/**
 * A node of the phrase trie: per phrase set, the phrases ending here (as found by the comment's own
 * first word, and by a borrowed ไม่: ending[set * 2 + borrowed]), and the next token's nodes.
 */
interface TrieNode {
  ending: Found[][];
  next: Map<string, TrieNode>;
}

/** A phrase found at a place, with what orders it among the others found there. */
interface Found {
  entry: CompiledPhrase<unknown>;
  /** 0 when the phrase's first token is the comment's own token, 1 when it is a rule's plain ไม่ standing for another negation. */
  borrowed: 0 | 1;
  /** The phrase's place in its set (first wins among equals). */
  order: number;
}

/**
 * Finds phrases (token sequences) of one or more phrase sets in a clause's tokens. Built once from
 * the data as one trie keyed by token: reading a place of a clause follows the comment's own
 * tokens down the trie, one Map lookup a token whatever the number of sets, and never scans the
 * phrases that share a first word (hundreds begin with ไม่). A phrase's plain ไม่ stands for every
 * negation ("ไม่ล้างรถ" matches "ไม่ได้ล้างรถ"); a compound one ("ไม่มี") only for itself. A phrase
 * of negations only would match everywhere: it is left out.
 */
class PhraseTrie {
  private readonly root: TrieNode;
  /**
   * Per set, the phrases found at one place (startingAt): the first found[set] of here[set]. Reused
   * from place to place, never shortened (setting an array's length is a runtime call in V8).
   */
  readonly here: Found[][];
  readonly found: number[];

  constructor(sets: readonly (readonly CompiledPhrase<unknown>[])[]) {
    const newNode = (): TrieNode => ({ ending: sets.flatMap(() => [[], []]), next: new Map() });
    this.root = newNode();
    this.here = sets.map(() => []);
    this.found = sets.map(() => 0);
    sets.forEach((entries, set) =>
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
        node.ending[set * 2].push({ entry, borrowed: 0, order: index });
        node.ending[set * 2 + 1].push({ entry, borrowed: 1, order: index });
      }),
    );
  }

  /**
   * The phrases of every set that start at `start` into `here`, counted in `found` (counts reset
   * first: a read is synchronous, so one list a set serves every call); whether any set found
   * one; stale when none did. The comment's
   * tokens are followed down the trie (a negation also down a phrase's plain ไม่).
   */
  startingAt(tokens: readonly string[], start: number): boolean {
    const first = tokens[start];
    const own = this.root.next.get(first);
    const plain = first !== CANONICAL_NEGATION && isNegation(first) ? this.root.next.get(CANONICAL_NEGATION) : undefined;
    if (!own && !plain) return false;
    const found = this.found;
    for (let set = 0; set < found.length; set++) found[set] = 0;
    if (own) this.walk(own, tokens, start + 1, 0);
    if (plain) this.walk(plain, tokens, start + 1, 1);
    for (let set = 0; set < found.length; set++) if (found[set] > 0) return true;
    return false;
  }

  private walk(node: TrieNode, tokens: readonly string[], at: number, borrowed: 0 | 1): void {
    const { here, found } = this;
    for (let set = 0; set < here.length; set++) {
      const ending = node.ending[set * 2 + borrowed];
      for (let i = 0; i < ending.length; i++) here[set][found[set]++] = ending[i];
    }
    if (at >= tokens.length || node.next.size === 0) return;
    const token = tokens[at];
    const child = node.next.get(token);
    if (child) this.walk(child, tokens, at + 1, borrowed);
    if (token !== CANONICAL_NEGATION && isNegation(token)) {
      const plain = node.next.get(CANONICAL_NEGATION);
      if (plain) this.walk(plain, tokens, at + 1, borrowed);
    }
  }
}

/** What makes a phrase found into what the caller keeps (a function of its own, not a closure a call). */
export type MakeMatch<T, R> = (entry: CompiledPhrase<T>, start: number, end: number, tokens: readonly string[]) => R;

/** The `count` phrases found at `start` (one set's here) into `into`, ordered as all() orders them (a stable insertion sort of a few). */
function pushAll<T>(here: Found[], count: number, start: number, into: PhraseMatch<T>[]): void {
  for (let i = 1; i < count; i++) {
    const f = here[i];
    let j = i;
    for (; j > 0 && foundOrder(here[j - 1], f) > 0; j--) here[j] = here[j - 1];
    here[j] = f;
  }
  for (let i = 0; i < count; i++) {
    const entry = here[i].entry as CompiledPhrase<T>;
    into.push({ entry, start, end: start + entry.tokens.length });
  }
}

/** The longest of the `count` phrases found at one place (among equals the comment's own first word, then the set's first). */
function longestOf(here: readonly Found[], count: number): Found {
  let best = here[0];
  for (let i = 1; i < count; i++) {
    const f = here[i];
    const d = f.entry.tokens.length - best.entry.tokens.length || best.borrowed - f.borrowed || best.order - f.order;
    if (d > 0) best = f;
  }
  return best;
}

/** Finds the phrases of one set in a clause's tokens (PhraseTrie). */
export class PhraseMatcher<T> {
  private readonly trie: PhraseTrie;

  constructor(entries: readonly CompiledPhrase<T>[]) {
    this.trie = new PhraseTrie([entries]);
  }

  /** Every phrase found, overlapping ones included, in order of position; at one place the comment's own first word before a borrowed ไม่, then longest first. */
  all(tokens: readonly string[]): PhraseMatch<T>[] {
    const found: PhraseMatch<T>[] = [];
    const [here] = this.trie.here;
    for (let start = 0; start < tokens.length; start++) if (this.trie.startingAt(tokens, start)) pushAll(here, this.trie.found[0], start, found);
    return found;
  }

  /** The longest phrase at each place, left to right, never overlapping (among equals the comment's own first word, then the rule data's first). */
  longest(tokens: readonly string[]): PhraseMatch<T>[] {
    return this.longestInto(tokens, asMatch, []);
  }

  /**
   * longest()'s phrases, each made into what the caller keeps by `make` and pushed to `into`: no
   * PhraseMatch record made to be thrown away.
   */
  longestInto<R>(tokens: readonly string[], make: MakeMatch<T, R>, into: R[]): R[] {
    const [here] = this.trie.here;
    for (let start = 0; start < tokens.length; start++) {
      if (!this.trie.startingAt(tokens, start)) continue;
      const best = longestOf(here, this.trie.found[0]);
      const entry = best.entry as CompiledPhrase<T>;
      into.push(make(entry, start, start + entry.tokens.length, tokens));
      start += entry.tokens.length - 1;
    }
    return into;
  }
}

/**
 * Two phrase sets read in one walk over a clause: of the first the longest phrase at each place,
 * never overlapping (PhraseMatcher.longestInto), of the second every phrase (PhraseMatcher.all).
 * The polarity lexicon and the topic rules read a comment this way: one trie lookup a token for
 * both instead of one each.
 */
export class LongestAndAllMatcher<A, B> {
  private readonly trie: PhraseTrie;

  constructor(longest: readonly CompiledPhrase<A>[], all: readonly CompiledPhrase<B>[]) {
    this.trie = new PhraseTrie([longest, all]);
  }

  /** The first set's longest phrases made by `make` into `longestInto`, the second set's every phrase into `allInto`; exactly what the two matchers apart would find. */
  read<R>(tokens: readonly string[], make: MakeMatch<A, R>, longestInto: R[], allInto: PhraseMatch<B>[]): void {
    const trie = this.trie;
    const [longestHere, allHere] = trie.here;
    const found = trie.found;
    // The first token the first set's next phrase may start at (the last one found ends before it).
    let free = 0;
    for (let start = 0; start < tokens.length; start++) {
      if (!trie.startingAt(tokens, start)) continue;
      if (found[1] > 0) pushAll(allHere, found[1], start, allInto);
      if (start >= free && found[0] > 0) {
        const entry = longestOf(longestHere, found[0]).entry as CompiledPhrase<A>;
        longestInto.push(make(entry, start, start + entry.tokens.length, tokens));
        free = start + entry.tokens.length;
      }
    }
  }
}

/** At one place: the comment's own first word before a borrowed ไม่, then longest first, then the rule data's first. */
function foundOrder(a: Found, b: Found): number {
  return a.borrowed - b.borrowed || b.entry.tokens.length - a.entry.tokens.length || a.order - b.order;
}

function asMatch<T>(entry: CompiledPhrase<T>, start: number, end: number): PhraseMatch<T> {
  return { entry, start, end };
}
