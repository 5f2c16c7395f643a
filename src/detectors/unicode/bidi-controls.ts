import { defineDetector, type Finding } from '../detector.ts';

// Trojan Source (CVE-2021-42574): bidi overrides, embeddings and isolates make code render differently from
// how it compiles. Checked on what was removed from the raw text, and only where text is code or a tool's
// arguments: in Arabic or Hebrew prose these controls are ordinary.
type Reason = 'BIDI_CONTROL';
const TROJAN_SOURCE = (cp: number): boolean => (cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2066 && cp <= 0x2069);

export const bidiControls = defineDetector<Reason>({
  id: 'unicode.bidi-controls',
  version: 1,
  layer: 'normalization',
  directions: ['input', 'output'],
  contexts: ['code', 'tool_input', 'tool_output'],
  reasons: { BIDI_CONTROL: 'a bidirectional override, embedding or isolate control in code or tool data' },
  patterns: [],
  scan({ text }) {
    const found: Finding<Reason>[] = [];
    const controls = text.removed.filter((r) => r.kind === 'bidi_control' && TROJAN_SOURCE(r.codePoint)).length;
    if (controls > 0) found.push({ reason: 'BIDI_CONTROL', score: 0.95 });
    return found;
  },
});
