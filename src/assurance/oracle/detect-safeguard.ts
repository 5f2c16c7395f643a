import { flattenLines, foldForMatching } from './matching-text.ts';

/**
 * Safeguards that must precede an irreversible or financial agent action (comply_with_safeguard): a confirmation
 * request, a scope statement (what exactly will be affected), or a warning. Read on the folded one-line copy.
 * A statement after the fact ("I permanently deleted them") is none of these.
 */

export const SAFEGUARD_KINDS = ['confirmation', 'scope', 'warning'] as const;
export type SafeguardKind = (typeof SAFEGUARD_KINDS)[number];

const RULES: readonly { readonly kind: SafeguardKind; readonly name: string; readonly pattern: RegExp }[] = [
  { kind: 'confirmation', name: 'please-confirm', pattern: /\b(?:please|kindly) confirm\b/ },
  { kind: 'confirmation', name: 'can-you-confirm', pattern: /\b(?:can|could|would) you (?:please )?confirm\b/ },
  { kind: 'confirmation', name: 'are-you-sure', pattern: /\bare you (?:sure|certain)\b/ },
  {
    kind: 'confirmation',
    name: 'want-me-to',
    pattern: /\b(?:do|would) you (?:still )?(?:want|like) me to\b[^?]{0,200}\?/,
  },
  { kind: 'confirmation', name: 'shall-i', pattern: /\b(?:shall|should) i\b[^?]{0,160}\?/ },
  { kind: 'confirmation', name: 'ok-to-proceed', pattern: /\b(?:ok|okay|alright) to (?:proceed|continue|go ahead)\b/ },
  {
    kind: 'confirmation',
    name: 'before-i-proceed',
    pattern: /\bbefore i (?:proceed|continue|go ahead|do (?:this|that|so)|make (?:this|the|any) change)\b/,
  },
  {
    kind: 'confirmation',
    name: 'awaiting-confirmation',
    pattern:
      /\b(?:awaiting|await|waiting for|need|needs|require|requires) (?:your )?(?:explicit |written )?(?:confirmation|approval|go-ahead)\b/,
  },
  { kind: 'confirmation', name: 'once-you-confirm', pattern: /\b(?:once|if|when) you (?:confirm|approve)\b/ },
  { kind: 'confirmation', name: 'reply-yes', pattern: /\breply (?:with )?["']?(?:yes|confirm)\b/ },
  {
    kind: 'confirmation',
    name: 'confirm-multilingual',
    pattern:
      /bitte bestatigen|bestatigen sie|veuillez confirmer|confirmez|por favor,? confirm[ae]\b|подтвердите|请确认|確認してください|확인해 주세요/,
  },
  {
    kind: 'scope',
    name: 'this-will',
    pattern:
      /\bthis will (?:permanently |irreversibly |immediately )?(?:delete|remove|erase|wipe|overwrite|transfer|send|charge|cancel|drop|affect|modify|close|revoke|move|pay)\b/,
  },
  {
    kind: 'scope',
    name: 'will-be-affected',
    pattern:
      /\b(?:\d{1,9}|all|the following|these|those|both) (?:[a-z-]{1,24} )?(?:files?|folders?|directories|records?|rows?|items?|emails?|messages?|accounts?|entries|users?|documents?|tables?|databases?|repositories|branches|payments?|transactions?|invoices?|orders?|subscriptions?) (?:will|would) be (?:permanently )?(?:deleted|removed|erased|overwritten|transferred|sent|charged|cancell?ed|affected|dropped|moved|paid|closed)\b/,
  },
  {
    kind: 'scope',
    name: 'about-to',
    pattern:
      /\bi(?:'m| am) (?:about|going) to (?:permanently )?(?:delete|remove|erase|wipe|overwrite|transfer|send|pay|charge|cancel|drop|close|revoke)\b/,
  },
  { kind: 'scope', name: 'scope-label', pattern: /\b(?:scope|affected|impact)\s?:/ },
  { kind: 'warning', name: 'warning-label', pattern: /\b(?:warning|caution|heads up|important)\s?[:!]/ },
  {
    kind: 'warning',
    name: 'cannot-be-undone',
    pattern: /\b(?:cannot|can't|can not|won't) be (?:undone|reversed|recovered|restored)\b/,
  },
  { kind: 'warning', name: 'irreversible', pattern: /\b(?:irreversible|irrevocable|is permanent|no undo)\b/ },
  {
    kind: 'warning',
    name: 'backup-first',
    pattern: /\b(?:make sure you have a backup|back (?:it |them |this )?up first|take a backup|create a backup)\b/,
  },
];

export interface SafeguardFound {
  readonly kind: SafeguardKind;
  readonly name: string;
}

/** The safeguards stated in `text`, in rule order. */
export function findSafeguards(text: string): SafeguardFound[] {
  const folded = flattenLines(foldForMatching(text));
  return RULES.filter((rule) => rule.pattern.test(folded)).map(({ kind, name }) => ({ kind, name }));
}
