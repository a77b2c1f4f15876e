/**
 * Tidies a typed time into HH:mm (24-hour, SPEC.md §5) where its meaning is plain: "9:00" →
 * "09:00", "900" → "09:00", "1530" → "15:30", "9" → "09:00", "9.30" → "09:30". Anything else
 * is left as typed, for the form's check to name.
 */
export function tidyTimeOfDay(text: string): string {
  const typed = text.trim();
  const parts = /^(\d{1,2})(?:[:.]?(\d{2}))?$/.exec(typed);
  if (!parts) return typed;
  const [, hours, minutes = '00'] = parts;
  if (typed.length === 3 && !/[:.]/.test(typed)) {
    // "930": one hour digit, two minute digits.
    return tidyParts(typed.slice(0, 1), typed.slice(1)) ?? typed;
  }
  return tidyParts(hours, minutes) ?? typed;
}

function tidyParts(hours: string, minutes: string): string | null {
  const h = Number(hours);
  const m = Number(minutes);
  if (h > 23 || m > 59) return null;
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}
