/**
 * Why the reliability tests in test/long/ are skipped, or undefined when they run. They take minutes and drive real
 * load, so `make test` (which also globs test/long/) skips them; `make test-long` sets PARAPET_LONG_TESTS=1.
 */
export function longTestsSkipReason(): string | undefined {
  return process.env['PARAPET_LONG_TESTS'] === '1'
    ? undefined
    : 'long reliability test: skipped unless PARAPET_LONG_TESTS=1 (run `make test-long`)';
}

/** Resolves after `ms`: long tests pace load phases and crash points by the wall clock, unit tests never do. */
export const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** The "does not hang" bound for one long test file: generous, a run takes well under two minutes. */
export const HANG_BOUND_MS = 300_000;
