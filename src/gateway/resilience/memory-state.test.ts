import { createFakeScheduler } from '../../../test/support/fake-scheduler.ts';
import { createMemoryState } from './memory-state.ts';
import { runSharedStateContract } from './shared-state.contract.test.ts';

runSharedStateContract('memory', async () => {
  const clock = createFakeScheduler(1_700_000_000_000);
  return { state: createMemoryState({ now: clock.now }), advanceMs: clock.advance };
});
