import type { Detector } from './detector.ts';
import { harmfulRequest } from './heuristic/harmful-request.ts';
import { harmfulResponse } from './heuristic/harmful-response.ts';
import { indirectInjection } from './heuristic/indirect-injection.ts';
import { jailbreak } from './heuristic/jailbreak.ts';
import { promptExtraction } from './heuristic/prompt-extraction.ts';
import { promptInjection } from './heuristic/prompt-injection.ts';
import { canary } from './leak/canary.ts';
import { pii } from './leak/pii.ts';
import { secrets } from './leak/secrets.ts';
import { commandInjection } from './sig/command-injection.ts';
import { pathTraversal } from './sig/path-traversal.ts';
import { sqlInjection } from './sig/sql-injection.ts';
import { ssrf } from './sig/ssrf.ts';
import { templateInjection } from './sig/template-injection.ts';
import { xss } from './sig/xss.ts';
import { bidiControls } from './unicode/bidi-controls.ts';
import { homoglyphWords } from './unicode/homoglyph-words.ts';
import { invisibleCharacters } from './unicode/invisible-characters.ts';
import { mixedScript } from './unicode/mixed-script.ts';
import { tagCharacters } from './unicode/tag-characters.ts';

/** Every built-in detector. Enabling, requiring and tuning them is the policy's business, not this list's. */
export const DETECTORS: readonly Detector[] = [
  tagCharacters,
  invisibleCharacters,
  bidiControls,
  mixedScript,
  homoglyphWords,
  sqlInjection,
  commandInjection,
  pathTraversal,
  templateInjection,
  ssrf,
  xss,
  canary,
  secrets,
  pii,
  harmfulRequest,
  harmfulResponse,
  promptInjection,
  jailbreak,
  promptExtraction,
  indirectInjection,
];
