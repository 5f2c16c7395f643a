import type { Trace } from '../core/index.ts';

export interface StreamGuardOptions {
  /** Characters always held back, so a match that spans chunks is screened before any of it is sent. */
  readonly holdbackChars: number;
  /** How much trailing text each screen reads: enough context for detectors, bounded so cost stays linear. */
  readonly windowChars: number;
  /** Screens text as model output; returns the trace (its decision decides). */
  readonly screen: (text: string) => Trace;
}

export type GuardStep =
  | { readonly kind: 'release'; readonly text: string }
  | { readonly kind: 'blocked'; readonly trace: Trace };

/**
 * Releases streamed text only after the text up to it has been screened. Text within `holdbackChars` of
 * the end is never released until the stream ends and the whole remainder passed a final screen, so
 * blocked text is never sent.
 */
export function createStreamGuard(options: StreamGuardOptions) {
  let text = '';
  let released = 0;
  let screens = 0;
  const check = (): Trace | undefined => {
    screens += 1;
    const from = Math.max(0, Math.min(released, text.length - options.windowChars));
    const trace = options.screen(text.slice(from));
    return trace.decision === 'ALLOW' ? undefined : trace;
  };
  return {
    push(delta: string): GuardStep {
      text += delta;
      if (text.length - released < options.holdbackChars * 2) return { kind: 'release', text: '' };
      const blocked = check();
      if (blocked !== undefined) return { kind: 'blocked', trace: blocked };
      const upTo = text.length - options.holdbackChars;
      const out = text.slice(released, upTo);
      released = upTo;
      return { kind: 'release', text: out };
    },
    finish(): GuardStep {
      const blocked = check();
      if (blocked !== undefined) return { kind: 'blocked', trace: blocked };
      const out = text.slice(released);
      released = text.length;
      return { kind: 'release', text: out };
    },
    get screens(): number {
      return screens;
    },
    get text(): string {
      return text;
    },
  };
}
