// The one output line of a process worth quoting in a one-line error message.

import { stripVTControlCharacters } from 'node:util';

import { oneLine } from '../error-text';

const NOISE = [/^Node\.js v\d/, /^\s*at /, /^\s*\^+\s*$/, /^\s*[{}[\]()]+,?\s*$/, /^\s*$/, /^npm (error|ERR!) (A complete log|command|path|workspace|location|Lifecycle)/];
const LOOKS_FATAL = /\b(FATAL|PANIC|ERROR)\b|^\w*(Error|Exception)\b/;
const LOOKS_BAD = /\b(error|fatal|failed|failure|cannot|could not|refused|denied|missing|invalid|not found|EADDRINUSE|ECONNREFUSED|panic)\b/i;
const MAX_LENGTH = 300;

interface LogFields {
  msg?: unknown;
  message?: unknown;
  err?: { message?: unknown } | null;
  error?: { message?: unknown } | null;
}

/** An output line as a person reads it: no colours, and a JSON log line as its message. */
export function humanLine(raw: string): string {
  let line = stripVTControlCharacters(raw).trim();
  if (line.startsWith('{')) {
    try {
      const j = JSON.parse(line) as LogFields;
      const msg = [j.msg ?? j.message, j.err?.message ?? j.error?.message].filter(Boolean).join(': ');
      if (msg) line = msg;
    } catch {
      /* not JSON */
    }
  }
  return oneLine(line);
}

/**
 * The most telling of these output lines: the last line that looks like an error, else the last
 * meaningful line ('' when none is).
 */
export function tellingLine(output: readonly string[]): string {
  const lines = output.map(humanLine).filter((l) => l && !NOISE.some((re) => re.test(l)));
  const strong = lines.filter((l) => LOOKS_FATAL.test(l));
  const bad = lines.filter((l) => LOOKS_BAD.test(l));
  const pick = strong.at(-1) ?? bad.at(-1) ?? lines.at(-1);
  return pick ? pick.slice(0, MAX_LENGTH) : '';
}

/** The most telling recent output line of a process, for one-line error messages. */
export function lastLine(proc: { tail(n: number): string[] }): string {
  return tellingLine(proc.tail(60));
}
