import type { BenignSignal } from '../core/index.ts';
import type { NormalizedText } from '../normalize/index.ts';

// Educational or defensive framing: a question about how something works or how to defend against it.
// It may move topical risk (a harmful-request finding) from BLOCK to LIABILITY_REQUIRED, never further, and
// never for instruction attacks, vetoes or prohibited classes: wrapping a payload in "help me understand:"
// must gain an attacker nothing where it matters.
const EDUCATIONAL = new RegExp(
  [
    // "how do I make X" is an operational request, not a question about how something works.
    // …and neither is "what is the easiest way to X".
    '^(?:what|why) (?:is|are|was|were|does|do|did) (?!the (?:best|easiest|fastest|quickest|simplest|cheapest|safest) way)',
    String.raw`^how (?:does|do|did) (?!i |we |you |one )[^?.!]{1,80} work\b`,
    String.raw`\b(?:explain|help me understand|for (?:my|a) (?:class|course|thesis|essay|lecture|exam|paper|research))\b`,
    String.raw`\b(?:history of|how (?:can|do|should) (?:i|we|you) (?:protect|defend|prevent|detect|mitigate|recogni[sz]e|avoid|report))\b`,
    String.raw`\b(?:signs of|symptoms of|warning signs|is it (?:safe|legal|dangerous))\b`,
    "^(?:qu'est-ce que|pourquoi|comment fonctionne|was ist|wie funktioniert|que es|por que|como funciona|что такое|почему|как работает)",
  ].join('|'),
  'u',
);

export const BENIGN_SIGNAL_PATTERNS: readonly RegExp[] = [EDUCATIONAL];

/** Benign-context signals found in the text itself and declared by the tenant. */
export function findBenignSignals(text: NormalizedText, declaredIntents: readonly string[]): BenignSignal[] {
  const signals: BenignSignal[] = [];
  const main = text.parts[0];
  const head = text.folded.slice(main?.foldedStart ?? 0, Math.min(main?.foldedEnd ?? 0, 4096)).trim();
  const match = EDUCATIONAL.exec(head);
  if (match !== null) signals.push({ id: 'educational_framing', source: 'content', detail: match[0].trim() });
  for (const intent of [...declaredIntents].sort())
    signals.push({ id: intent, source: 'tenant_intent', detail: 'declared by the tenant' });
  return signals;
}
