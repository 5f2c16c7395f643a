import { z } from 'zod';

/** Attacker objectives of NIST AI 100-2e2025 (availability, integrity, privacy, misuse). */
export const NIST_OBJECTIVES = [
  'availability_breakdown',
  'integrity_violation',
  'privacy_compromise',
  'misuse_enablement',
] as const;
export const NIST_LIFECYCLE = ['training', 'deployment'] as const;
export const NIST_CAPABILITIES = [
  'query_access',
  'resource_control',
  'training_data_control',
  'model_control',
  'source_code_control',
  'label_limit',
] as const;
export const NIST_KNOWLEDGE = ['white_box', 'gray_box', 'black_box'] as const;

const owaspId = z
  .string()
  .regex(/^LLM(?:0[1-9]|10):2025$/, 'expected an OWASP LLM Top 10 (2025) id such as "LLM01:2025"');

const nistTags = z
  .object({
    /** An attack class of the NIST AI 100-2e2025 taxonomy, or `no_exact_match` with a justification. */
    attack_class: z.string().regex(/^[a-z][a-z0-9_]*$/),
    objective: z.enum(NIST_OBJECTIVES),
    lifecycle: z.enum(NIST_LIFECYCLE),
    capability: z.enum(NIST_CAPABILITIES),
    knowledge: z.enum(NIST_KNOWLEDGE),
    justification: z.string().min(10).optional(),
  })
  .strict()
  .refine((t) => t.attack_class !== 'no_exact_match' || t.justification !== undefined, {
    message: 'attack_class "no_exact_match" needs a justification',
  });

export const taxonomySchema = z
  .object({
    version: z.literal(1),
    release: z.string().min(1),
    owasp_titles: z.record(owaspId, z.string().min(1)),
    nist_attack_classes: z.record(z.string().regex(/^[a-z][a-z0-9_]*$/), z.string().min(1)),
    /** Keyed by rule id: `detector.id/REASON` for evidence, `policy.<rule>/REASON` for the policy's own causes. */
    entries: z.record(
      z.string().regex(/^[a-z][.a-z0-9_-]*\/[A-Z][A-Z0-9_]*$/),
      z.object({ owasp: z.array(owaspId).min(1), nist: nistTags }).strict(),
    ),
  })
  .strict();

export type TaxonomyDocument = z.infer<typeof taxonomySchema>;
export type TaxonomyEntry = TaxonomyDocument['entries'][string];
