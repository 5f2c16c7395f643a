import type { Detector } from './detector.ts';
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
];
