/**
 * Splits a response into speaker segments for the v4 classifier. Role-play jailbreaks answer in two voices
 * ("[🔒CLASSIC] I'm sorry… [🔓JAILBREAK] Sure, here's how…", "ChatGPT: I can't… DAN: …", "As GPT, … As BH, …"),
 * so a refusal in one voice says nothing about the other. A bracketed tag at the start of a line opens a segment
 * anywhere. A speaker label ("Name: text" with text on the same line, or "As Name, text") does so only in a
 * dialogue, where at least two lines open with a label of either kind; a heading alone on its line ("Alternatives:") is not a
 * speaker, and annotation labels ("Note:", "Warning:") never are.
 */

export interface SpeakerSegment {
  /** The speaker label as written, without brackets or colon; '' for text before any label. */
  readonly label: string;
  readonly text: string;
}

// Bounded and anchored per line; the tag must not be a Markdown link ("[text](url)").
const BRACKET_LABEL = /^[ \t]{0,8}(?:\[([^\]\n]{1,40})\]|\(([^)\n]{1,40})\)|【([^】\n]{1,40})】)(?!\()[ \t]{0,4}:?/u;
// A speaker name starts with a letter, so a numbered list item ("5. Avoid detection: …") is not a speaker.
const NAME_LABEL = /^[ \t]{0,8}(\p{L}[\p{L}\p{N} ._()-]{0,30}):[ \t]{0,8}(?=\S)/u;
const AS_NAME_LABEL = /^[ \t]{0,8}[Aa]s (\p{Lu}[\p{L}\p{N}_-]{0,20}(?: \p{Lu}[\p{L}\p{N}_-]{0,20}){0,2}),[ \t]{0,8}/u;
const LETTER = /\p{L}/gu;
/** Labels that annotate an answer rather than give it a new voice. */
const ANNOTATION_LABELS = new Set([
  'note',
  'notes',
  'nb',
  'ps',
  'p.s',
  'warning',
  'caution',
  'disclaimer',
  'edit',
  'update',
  'source',
  'sources',
  'reference',
  'references',
  'tip',
  'important',
  'example',
  'citation',
  'link',
  'option',
  'step',
  'alternative',
  'alternatives',
  'resource',
  'idea',
  'suggestion',
]);
const MAX_LINES = 2_000;

/** Labels that open a turn of the person asking: the segment is an echo of the request. */
const ASKER_LABELS = new Set(['user', 'human', 'question', 'prompt', 'input', 'q']);

interface Label {
  readonly label: string;
  readonly length: number;
  readonly isBracket: boolean;
}

function labelOf(line: string): Label | undefined {
  const bracket = BRACKET_LABEL.exec(line);
  const match = bracket ?? NAME_LABEL.exec(line) ?? AS_NAME_LABEL.exec(line);
  if (match === null) return undefined;
  const label = (match[1] ?? match[2] ?? match[3] ?? '').trim();
  if ((label.match(LETTER)?.length ?? 0) < 2 || label.split(' ').length > 4) return undefined;
  const word = label.toLowerCase().replace(/[ \t]{0,4}\d{1,3}$/, '');
  if (ANNOTATION_LABELS.has(word)) return undefined;
  return { label, length: match[0].length, isBracket: bracket !== null };
}

/** True for the label of a turn that asks rather than answers. */
export function isAskerLabel(label: string): boolean {
  return ASKER_LABELS.has(label.toLowerCase());
}

/** The segments of a cleaned response, in order; a response without speaker labels is one segment. */
export function splitSpeakerSegments(text: string): readonly SpeakerSegment[] {
  const lines = text.split('\n', MAX_LINES);
  const consumed = lines.reduce((n, line) => n + line.length + 1, 0);
  const rest = consumed <= text.length ? text.slice(consumed) : '';
  const labels = lines.map(labelOf);
  const isDialogue = labels.filter((l) => l !== undefined).length >= 2;
  const segments: { label: string; lines: string[] }[] = [];
  let current: { label: string; lines: string[] } = { label: '', lines: [] };
  for (const [i, line] of lines.entries()) {
    const found = labels[i];
    if (found === undefined || (!found.isBracket && !isDialogue)) {
      current.lines.push(line);
      continue;
    }
    if (current.label !== '' || current.lines.some((l) => l.trim() !== '')) segments.push(current);
    current = { label: found.label, lines: [line.slice(found.length)] };
  }
  if (rest !== '') current.lines.push(rest);
  segments.push(current);
  return segments.map((s) => ({ label: s.label, text: s.lines.join('\n').trim() }));
}
