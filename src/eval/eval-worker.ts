/**
 * A screening worker thread: builds its own firewall once from the policy the main thread loaded, reports
 * what it runs (`ready`), then screens batches in order and posts their outcomes back.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { isParapetError } from '../core/index.ts';
import { createFirewall, type Firewall } from '../firewall/index.ts';
import type { LoadedPolicy } from '../policy/index.ts';
import { engineInfoOf, screenItem, type WorkItem } from './screen-outcome.ts';
import type { FromWorker, ToWorker } from './worker-messages.ts';

const port = parentPort;
if (port === null) throw new Error('eval-worker.ts runs only as a worker thread');
const post = (message: FromWorker): void => port.postMessage(message);

let firewall: Firewall | undefined;
try {
  firewall = createFirewall({ policy: (workerData as { policy: LoadedPolicy }).policy });
  post({ type: 'ready', engine: engineInfoOf(firewall) });
} catch (error) {
  // Forwarded with its code so that the main thread raises the same ParapetError the CLI would print.
  if (!isParapetError(error)) throw error;
  post({ type: 'failed', code: error.code, message: error.message });
}

port.on('message', (message: ToWorker) => {
  if (firewall === undefined) return;
  const fw = firewall;
  post({
    type: 'results',
    batch: message.batch,
    outcomes: message.items.map((item: WorkItem) => screenItem(fw, item)),
  });
});
