/**
 * The version of what normalisation produces (the matching and folded views). Bump it with any change that makes
 * some input normalise differently: the learned models are trained on the folded view, and a model trained under
 * another version meets features it never learned, silently. The model manifest records the version it was
 * trained under and loading refuses a mismatch (src/detectors/learned/load-learned-models.ts).
 * 2: digits and "!" are leetspeak only inside Latin words (2026-11-27).
 * 3: bytes spelled in binary digits ("01000001 01000011 …") are decoded like base64 and hex (2026-11-28).
 */
export const NORMALIZER_VERSION = 3;
