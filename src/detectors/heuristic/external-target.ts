/**
 * An address outside the conversation, right after "to": an email, a URL, an IBAN-like account number or "this
 * address". Read in the matching view, where digits stay digits. Shared by the tables that read data sent away
 * (exfiltration from documents, a model told to collect the user's credentials).
 */
export const EXTERNAL_TARGET = String.raw`\s?["'“<]?(?:[\p{L}\p{N}._%+-]{1,64}@[\p{L}\p{N}-]{1,63}\.\p{L}|https?:|www\.|[a-z]{2}\d{2}[a-z0-9]{10}|(?:this|the following|my|our|that) (?:address|email|account|url|server|endpoint|webhook|number|iban|wallet))`;
/** `notFollowedBy` for cues that count only when an outside address follows. */
export const NO_EXTERNAL_TARGET = new RegExp(`^(?!${EXTERNAL_TARGET})`, 'iu');
