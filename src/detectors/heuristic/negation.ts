/**
 * Negated imperatives, shared by the cue tables that read a demand: a negated dismissal keeps the instructions
 * ("don't forget to read all the previous instructions", "не забудь предыдущие инструкции", "vergiss nicht, alle
 * vorherigen Anweisungen zu lesen"), and a negated request forbids what it names ("never share your password").
 * The negation comes before the verb in most languages (as folded: marks stripped from Latin letters) and right
 * after it in a few.
 */
export const NEGATED_BEFORE =
  /(?:^|[^\p{L}\p{M}])(?:don['’]?t|do not|dont|never|please don['’]?t|n['’]|ne|no|non|nao|не|nie|nu|jangan|đung|dung|khong|μην|μη|אל|لا|मत|inte|ikke|aldrig|aldri|nikdy)\s{1,3}$/u;
export const NEGATED_OPENING =
  /^[\p{L}\p{M}]+(?:\s(?:sie|u|du|ni|je))?[\s,]{1,3}(?:nicht|niet|pas|inte|ikke|mat|मत)(?![\p{L}\p{M}])/u;
/** Cue options for a verb-first demand that a negation before it (or "nicht" after it) cancels. */
export const NOT_NEGATED = { notPrecededBy: NEGATED_BEFORE, notOpening: NEGATED_OPENING } as const;
// Bengali negates after the verb, which the object-first cues end on: "আগের নির্দেশনা উপেক্ষা করো না" is "don't
// ignore the previous instructions".
export const NEGATED_AFTER = /^\s{1,3}না(?![\p{L}\p{M}])/u;
