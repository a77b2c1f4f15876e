// The demo's phone numbers: Thai mobile numbers (06x, 08x, 09x and seven digits) for customers and
// branch managers, so the notifications of the demo go out, and a few kept on purpose to fail, so
// the notify report still shows both ways of failing.

/** Mobile prefixes in use in Thailand (AIS, DTAC/True): 061-066, 080-089, 090-099. */
const MOBILE_PREFIXES = ['061', '062', '063', '064', '065', '066', '080', '081', '082', '083', '084', '085', '086', '087', '088', '089', '090', '091', '092', '093', '094', '095', '096', '097', '098', '099'];

/** One customer in this many has a landline (02…, Bangkok), which an SMS gateway refuses. */
export const LANDLINE_EVERY = 50;
/** One customer in this many has a mobile ending in 0000, whose delivery the SMS stand-in reports failed. */
export const UNREACHABLE_EVERY = 200;

/**
 * The `n`th demo mobile number: 10 digits, no two alike for n below ten million (the seven digits
 * are n times a number prime to 10^7, shifted), never ending in 0000 (the stand-in's unreachable
 * handset) unless `unreachable`.
 */
export function demoMobile(n: number, { unreachable = false } = {}): string {
  const prefix = MOBILE_PREFIXES[n % MOBILE_PREFIXES.length];
  const digits = String((n * 7_919 + 1_234_567) % 10_000_000).padStart(7, '0');
  if (unreachable) return `${prefix}${digits.slice(0, 3)}0000`;
  return `${prefix}${digits.endsWith('0000') ? `${digits.slice(0, 6)}1` : digits}`;
}

/** A Bangkok landline (02 and seven digits). */
function demoLandline(n: number): string {
  return `02${String((n * 4_973 + 2_345_678) % 10_000_000).padStart(7, '0')}`;
}

/**
 * A demo customer's tel: a mobile number for nearly all, so the satisfaction SMS of completed
 * tickets gives the notification report real figures; one in LANDLINE_EVERY (2 %) a landline,
 * which the SMS gateway refuses (failed when sending), and one in UNREACHABLE_EVERY (0.5 %) a
 * mobile whose delivery fails (the stand-in's "handset unreachable" receipt).
 */
export function demoCustomerTel(i: number): string {
  if (i % LANDLINE_EVERY === 7) return demoLandline(i);
  return demoMobile(i, { unreachable: i % UNREACHABLE_EVERY === 3 });
}
