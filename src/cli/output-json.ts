import type { Trace } from '../core/index.ts';

/** The `--json` shape: the trace with its latency lifted to the top, as documented in docs/cli.md. */
export function screenJson(trace: Trace, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...extra, ...trace, latency_ms: trace.timing.latency_ms };
}
