import { createHash } from 'node:crypto';

export interface RedisScript {
  readonly source: string;
  readonly sha1: string;
}

const script = (source: string): RedisScript =>
  Object.freeze({ source, sha1: createHash('sha1').update(source).digest('hex') });

// Lua scripts run atomically on the Redis server: no other command interleaves, so replicas racing on one key see a
// single order. Numbers go back as strings where they may be fractional (Redis truncates Lua numbers to integers).

/**
 * Token bucket; a copy of step-token-bucket.ts on the server's clock (TIME), so replicas with skewed clocks share
 * one notion of elapsed time. KEYS[1] bucket; ARGV capacity, refillPerSecond, cost. Returns {allowed, tokens,
 * retryAfterMs (-1: never)}.
 */
export const TAKE_TOKENS = script(`
local capacity = tonumber(ARGV[1])
local refill = tonumber(ARGV[2])
local cost = tonumber(ARGV[3])
local time = redis.call('TIME')
local nowMs = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
local stored = redis.call('HMGET', KEYS[1], 'tokens', 'ts')
local tokens = tonumber(stored[1])
local ts = tonumber(stored[2])
if tokens == nil or ts == nil then
  tokens = capacity
  ts = nowMs
end
if nowMs > ts then
  tokens = tokens + (nowMs - ts) * refill / 1000
  ts = nowMs
end
if tokens > capacity then tokens = capacity end
local allowed = 0
local retryAfter = 0
if tokens >= cost then
  tokens = tokens - cost
  allowed = 1
elseif refill > 0 and cost <= capacity then
  retryAfter = math.ceil((cost - tokens) * 1000 / refill)
else
  retryAfter = -1
end
redis.call('HSET', KEYS[1], 'tokens', string.format('%.17g', tokens), 'ts', string.format('%.17g', ts))
if refill > 0 then
  redis.call('PEXPIRE', KEYS[1], math.ceil((capacity - tokens) * 1000 / refill) + 1000)
else
  redis.call('PERSIST', KEYS[1])
end
return { allowed, string.format('%.17g', tokens), retryAfter }
`);

/** KEYS[1] list; ARGV item, maxItems, ttlMs. Returns the length after trimming. */
export const APPEND_WINDOW = script(`
local length = redis.call('RPUSH', KEYS[1], ARGV[1])
local maxItems = tonumber(ARGV[2])
if length > maxItems then
  redis.call('LTRIM', KEYS[1], -maxItems, -1)
  length = maxItems
end
redis.call('PEXPIRE', KEYS[1], ARGV[3])
return length
`);

/** Compare-and-set. KEYS[1] hash; ARGV expectedVersion, state, sinceMs. Returns {applied (0|1), version}. */
export const SET_BREAKER = script(`
local version = tonumber(redis.call('HGET', KEYS[1], 'version') or '0')
if version ~= tonumber(ARGV[1]) then return { 0, version } end
version = version + 1
redis.call('HSET', KEYS[1], 'state', ARGV[2], 'sinceMs', ARGV[3], 'version', version)
return { 1, version }
`);

/** KEYS[1] counter; ARGV by, ttlMs (0: none). The TTL is set only on a counter that has none (a fixed window). */
export const INCREMENT_COUNTER = script(`
local value = redis.call('INCRBY', KEYS[1], ARGV[1])
local ttl = tonumber(ARGV[2])
if ttl > 0 and redis.call('PTTL', KEYS[1]) == -1 then redis.call('PEXPIRE', KEYS[1], ttl) end
return value
`);
