import type { Detector, Finding, ScanInput } from '../detectors/index.ts';

export type DetectorRun =
  | { readonly status: 'scanned'; readonly findings: readonly Finding[]; readonly elapsedMs: number }
  | { readonly status: 'errored'; readonly reason: string; readonly elapsedMs: number };

/**
 * Runs one detector. This is one of the three places an exception is caught: a throwing detector, or one
 * that breaks its contract (an undeclared reason, a score outside [0, 1]), becomes `errored`, which the
 * policy treats as it says (by default: fail closed for required detectors). Never as clean.
 */
export function runDetector(detector: Detector, input: ScanInput, now: () => number): DetectorRun {
  const started = now();
  try {
    const findings = detector.scan(input);
    for (const f of findings) {
      if (!(f.reason in detector.reasons)) {
        return {
          status: 'errored',
          reason: `INVALID_FINDING: undeclared reason "${f.reason}"`,
          elapsedMs: now() - started,
        };
      }
      if (!(f.score >= 0 && f.score <= 1)) {
        return {
          status: 'errored',
          reason: `INVALID_FINDING: score ${f.score} outside [0, 1]`,
          elapsedMs: now() - started,
        };
      }
    }
    return { status: 'scanned', findings, elapsedMs: now() - started };
  } catch (error) {
    const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return { status: 'errored', reason: `DETECTOR_THREW: ${message.slice(0, 200)}`, elapsedMs: now() - started };
  }
}
