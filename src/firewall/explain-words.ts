import { ParapetError } from '../core/index.ts';
import type { Firewall } from './create-firewall.ts';
import type { ScreenRequest } from './screen-types.ts';

/** One word of the screened text and how much the detector's raw score falls when the word is left out. */
export interface WordWeight {
  readonly word: string;
  /** Offsets of the word in the original text. */
  readonly start: number;
  readonly end: number;
  /** Raw score with the word minus raw score without it: positive when the word pushed the score up. */
  readonly delta: number;
}

export interface DetectorExplanation {
  readonly detector_id: string;
  readonly raw: number;
  /** The words whose absence lowers the score most, strongest first (words that change nothing are left out). */
  readonly words: readonly WordWeight[];
}

export interface ExplainOptions {
  /** Detectors to explain; by default every learned detector whose raw score reached `minRaw`. */
  readonly detectors?: readonly string[];
  readonly minRaw?: number;
  /** Words listed per detector. */
  readonly top?: number;
}

/** A text of more words than this is not explained: each word costs one more screen. */
export const MAX_EXPLAINED_WORDS = 2000;
const WORD = /\S+/gu;

/**
 * Which words drive a detector's score, by leaving each word out and screening again (occlusion). Learned heads
 * read hashed n-grams, which cannot be named back from their weights; occlusion needs no access to the model and
 * works the same for any detector, at the price of one screen per word — a diagnostic for operators and for
 * choosing training data (it showed the harmful-request head reading "m'aider", "mensaje" and "чтобы", the
 * request frame of its non-English training rows, as harm), not something to run on every request.
 */
export function explainWords(
  firewall: Firewall,
  request: ScreenRequest,
  options: ExplainOptions = {},
): DetectorExplanation[] {
  const words = [...request.text.matchAll(WORD)].map((m) => ({
    word: m[0],
    start: m.index,
    end: m.index + m[0].length,
  }));
  if (words.length > MAX_EXPLAINED_WORDS)
    throw new ParapetError(
      'REQUEST_TOO_LARGE',
      `explain: the text has ${words.length} words, more than ${MAX_EXPLAINED_WORDS}; explain a shorter excerpt (each word costs one screen).`,
      { words: words.length, limit: MAX_EXPLAINED_WORDS },
    );
  const base = firewall.screen(request).trace;
  const minRaw = options.minRaw ?? 0.1;
  const chosen =
    options.detectors ??
    base.detectors
      .filter((d) => d.layer === 'classifier' && d.status === 'scanned' && d.raw >= minRaw)
      .map((d) => d.id);
  const unknown = chosen.filter((id) => !base.detectors.some((d) => d.id === id));
  if (unknown.length > 0)
    throw new ParapetError(
      'INPUT_INVALID',
      `explain: no detector ${unknown.map((id) => `"${id}"`).join(', ')} in this screen's trace; run "parapet detectors" for the ids.`,
      { unknown },
    );
  if (chosen.length === 0) return [];
  const rawOf = (trace: typeof base, id: string): number => trace.detectors.find((d) => d.id === id)?.raw ?? 0;
  const deltas = new Map<string, number[]>(chosen.map((id) => [id, []]));
  for (const w of words) {
    // The word and the space after it go, so the neighbours meet as they would had the word never been written.
    const text = request.text.slice(0, w.start) + request.text.slice(w.end).replace(/^\s+/u, ' ');
    const trace = firewall.screen({ ...request, text }).trace;
    for (const id of chosen) deltas.get(id)?.push(rawOf(base, id) - rawOf(trace, id));
  }
  const top = options.top ?? 8;
  return chosen.map((id) => ({
    detector_id: id,
    raw: rawOf(base, id),
    words: words
      .map((w, i) => ({ ...w, delta: Math.round((deltas.get(id)?.[i] ?? 0) * 1000) / 1000 }))
      .filter((w) => w.delta > 0)
      .sort((a, b) => b.delta - a.delta || a.start - b.start)
      .slice(0, top),
  }));
}
