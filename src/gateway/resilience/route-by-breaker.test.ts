import assert from 'node:assert/strict';
import { it } from 'node:test';
import { createFakeScheduler } from '../../../test/support/fake-scheduler.ts';
import { type BreakerState, createCircuitBreaker } from './circuit-breaker.ts';
import { type RemoteRole, routeByBreaker } from './route-by-breaker.ts';

function breakerIn(state: BreakerState) {
  const clock = createFakeScheduler();
  const breaker = createCircuitBreaker({
    name: 'remote.moderation',
    failureThreshold: 1,
    openMs: 1_000,
    halfOpenMaxProbes: 1,
    now: clock.now,
  });
  if (state !== 'closed') breaker.record(false);
  if (state === 'half-open') clock.advance(1_000);
  assert.equal(breaker.state(), state);
  return breaker;
}

const ROLES: Readonly<Record<string, RemoteRole>> = {
  optional: { isRequired: false, isPriority: false },
  required: { isRequired: true, isPriority: false },
  priority: { isRequired: true, isPriority: true },
  'optional priority': { isRequired: false, isPriority: true },
};

// state × role → action/reason, as the issue states it: open skips optional detectors and runs required ones in
// strict mode; half-open lets only priority detectors probe.
const TABLE: readonly [BreakerState, string, string][] = [
  ['closed', 'optional', 'call/BREAKER_CLOSED'],
  ['closed', 'required', 'call/BREAKER_CLOSED'],
  ['closed', 'priority', 'call/BREAKER_CLOSED'],
  ['open', 'optional', 'skip/BREAKER_OPEN_SKIPPED'],
  ['open', 'required', 'strict/BREAKER_OPEN_STRICT'],
  ['open', 'priority', 'strict/BREAKER_OPEN_STRICT'],
  ['open', 'optional priority', 'skip/BREAKER_OPEN_SKIPPED'],
  ['half-open', 'optional', 'skip/BREAKER_HALF_OPEN_SKIPPED'],
  ['half-open', 'required', 'strict/BREAKER_HALF_OPEN_STRICT'],
  ['half-open', 'priority', 'call/BREAKER_HALF_OPEN_PROBE'],
  ['half-open', 'optional priority', 'call/BREAKER_HALF_OPEN_PROBE'],
];

for (const [state, roleName, expected] of TABLE) {
  it(`${state} breaker, ${roleName} detector → ${expected}`, () => {
    const route = routeByBreaker(breakerIn(state), ROLES[roleName] ?? ROLES['optional']!);
    assert.equal(`${route.action}/${route.reason}`, expected);
    assert.deepEqual([route.breaker, route.state], ['remote.moderation', state]);
  });
}

it('a half-open breaker lets one priority probe through; the next priority caller falls back to strict', () => {
  const breaker = breakerIn('half-open');
  const priority = { isRequired: true, isPriority: true };
  assert.equal(routeByBreaker(breaker, priority).action, 'call');
  assert.deepEqual(routeByBreaker(breaker, priority), {
    breaker: 'remote.moderation',
    state: 'half-open',
    action: 'strict',
    reason: 'BREAKER_HALF_OPEN_STRICT',
  });
  breaker.record(true);
  assert.equal(routeByBreaker(breaker, { isRequired: false, isPriority: false }).reason, 'BREAKER_CLOSED');
});
