/**
 * The sign-in limits in Redis (the rule: sign-in-limit-rule.ts), one script per step so that every
 * step reads and writes its counts at once: attempts sent at the same moment, to one api or many,
 * each see the others' places. Keys: the pair (a hash: f failures, u locked until, in ms), the
 * checks in flight for the pair, the address's failures, the identifier known at the address.
 * Times come from Redis's clock, the one clock every api shares.
 */

const NOW = `
local clock = redis.call('TIME')
local now = tonumber(clock[1]) * 1000 + math.floor(tonumber(clock[2]) / 1000)
`;

const LIMIT = `
local limit = tonumber(ARGV[1])
if addressFailures >= tonumber(ARGV[2]) and redis.call('EXISTS', KEYS[4]) == 0 then limit = 1 end
`;

/** ARGV: accountLimit, addressLimit, pendingTtlMs. Answers 0 (check) or the milliseconds to wait. */
export const RESERVE_SCRIPT = `${NOW}
local lockedUntil = tonumber(redis.call('HGET', KEYS[1], 'u') or '0')
if lockedUntil > now then return lockedUntil - now end
local failures = tonumber(redis.call('HGET', KEYS[1], 'f') or '0')
local pending = tonumber(redis.call('GET', KEYS[2]) or '0')
local addressFailures = tonumber(redis.call('GET', KEYS[3]) or '0')
${LIMIT}
if pending > 0 and failures + pending >= limit then return 1000 end
redis.call('INCR', KEYS[2])
redis.call('PEXPIRE', KEYS[2], ARGV[3])
return 0
`;

/** ARGV: accountLimit, addressLimit, windowSeconds, lockSeconds, maxLockSeconds. Answers the lock set (ms, 0: none). */
export const FAILURE_SCRIPT = `${NOW}
if redis.call('DECR', KEYS[2]) <= 0 then redis.call('DEL', KEYS[2]) end
local addressFailures = redis.call('INCR', KEYS[3]) - 1
redis.call('EXPIRE', KEYS[3], ARGV[3], 'NX')
${LIMIT}
local failures = redis.call('HINCRBY', KEYS[1], 'f', 1)
local lockMs = 0
if failures >= limit then
  lockMs = math.min(tonumber(ARGV[4]) * 2 ^ math.min(failures - limit, 30), tonumber(ARGV[5])) * 1000
  redis.call('HSET', KEYS[1], 'u', string.format('%d', now + lockMs))
end
redis.call('PEXPIRE', KEYS[1], string.format('%d', tonumber(ARGV[3]) * 1000 + lockMs))
return lockMs
`;

/** KEYS: pair, pending, known. ARGV: knownTtlSeconds. */
export const SUCCESS_SCRIPT = `
redis.call('DEL', KEYS[1])
if redis.call('DECR', KEYS[2]) <= 0 then redis.call('DEL', KEYS[2]) end
redis.call('SET', KEYS[3], '1', 'EX', ARGV[1])
return 0
`;

/** KEYS: pending. A check that ended neither way (a malformed form, an error of ours) gives its place back. */
export const RELEASE_SCRIPT = `
if redis.call('DECR', KEYS[1]) <= 0 then redis.call('DEL', KEYS[1]) end
return 0
`;
