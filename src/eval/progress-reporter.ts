import { formatCount } from './report-format.ts';
import type { EvalProgress } from './run-eval.ts';

export interface ProgressStream {
  write(text: string): unknown;
  readonly isTTY?: boolean;
}

export interface ProgressReporter {
  update(progress: EvalProgress): void;
  finish(): void;
}

/**
 * Progress on stderr: a redrawn bar on a terminal (at most every 100 ms), plain lines every 5 s otherwise, so
 * CI logs get a heartbeat without a wall of carriage returns. Time comes from the progress events themselves.
 */
export function createProgressReporter(stream: ProgressStream): ProgressReporter {
  const isTerminal = stream.isTTY === true;
  const everyMs = isTerminal ? 100 : 5_000;
  let lastMs = Number.NEGATIVE_INFINITY;
  let lastDone = -1;
  let drawn = false;
  const describe = ({ done, total, elapsedMs }: EvalProgress): string => {
    const perSecond = elapsedMs > 0 ? (done * 1000) / elapsedMs : 0;
    const left = perSecond > 0 ? Math.max(0, (total - done) / perSecond) : 0;
    return `${formatCount(done)}/${formatCount(total)} rows · ${formatCount(perSecond)} rows/s · ${done >= total ? 'done' : `ETA ${Math.ceil(left)} s`}`;
  };
  return {
    update(progress) {
      const isLast = progress.done >= progress.total;
      if (progress.done === lastDone || (!isLast && progress.elapsedMs - lastMs < everyMs)) return;
      lastMs = progress.elapsedMs;
      lastDone = progress.done;
      const fraction = progress.total === 0 ? 1 : Math.min(1, progress.done / progress.total);
      if (isTerminal) {
        const width = 28;
        const filled = Math.round(fraction * width);
        stream.write(
          `\r[${'█'.repeat(filled)}${'░'.repeat(width - filled)}] ${Math.floor(fraction * 100)}% ${describe(progress)}\u001b[K`,
        );
        drawn = true;
      } else {
        stream.write(`eval: ${Math.floor(fraction * 100)}% ${describe(progress)}\n`);
      }
    },
    finish() {
      if (drawn) stream.write('\n');
      drawn = false;
    },
  };
}
