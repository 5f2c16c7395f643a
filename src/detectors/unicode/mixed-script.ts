import { restrictionLevel } from '../../normalize/index.ts';
import { defineDetector, type Finding } from '../detector.ts';

// UTS #39 restriction levels applied to identifier-like tokens where identifiers matter (code, tool
// arguments): `pаypal` with a Cyrillic а is a different identifier that looks the same. Prose is exempt,
// so multilingual text is never penalised for its scripts.
type Reason = 'MIXED_SCRIPT_IDENTIFIER' | 'UNCOMMON_SCRIPT_MIX';
// Bounded: an unbounded `u`-mode repetition overflows V8's backtrack stack on multi-megabyte runs.
const IDENTIFIER = /[\p{L}\p{M}\p{N}_$]{1,256}/gu;
const NON_ASCII = /[^\x00-\x7f]/;

export const mixedScript = defineDetector<Reason>({
  id: 'unicode.mixed-script',
  version: 1,
  layer: 'normalization',
  directions: ['input', 'output'],
  contexts: ['code', 'tool_input', 'tool_output'],
  reasons: {
    MIXED_SCRIPT_IDENTIFIER: 'an identifier below the moderately restrictive level (e.g. Latin mixed with Cyrillic)',
    UNCOMMON_SCRIPT_MIX: 'an identifier mixing Latin with one other script',
  },
  patterns: [IDENTIFIER, NON_ASCII],
  scan({ text }) {
    const found: Finding<Reason>[] = [];
    if (!NON_ASCII.test(text.original)) return found;
    const source = text.original.normalize('NFKC');
    for (const m of source.matchAll(IDENTIFIER)) {
      if (!NON_ASCII.test(m[0]) || !/[A-Za-z]/.test(m[0])) continue;
      const { level } = restrictionLevel(m[0]);
      if (level === 'minimally_restrictive') found.push({ reason: 'MIXED_SCRIPT_IDENTIFIER', score: 0.9 });
      else if (level === 'moderately_restrictive') found.push({ reason: 'UNCOMMON_SCRIPT_MIX', score: 0.3 });
      if (found.length >= 16) break;
    }
    return found;
  },
});
