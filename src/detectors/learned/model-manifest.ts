import { z } from 'zod';

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

export const modelManifestSchema = z
  .object({
    format: z.literal('parapet-models'),
    version: z.literal(1),
    created_by: z.string(),
    seed: z.number().int(),
    features: z
      .object({
        kind: z.literal('hashed-ngrams'),
        buckets: z.number().int().positive(),
        char_ngrams: z.tuple([z.number().int().positive(), z.number().int().positive()]),
        word_ngrams: z.tuple([z.number().int().positive(), z.number().int().positive()]),
        ideograph_ngrams: z.tuple([z.number().int().positive(), z.number().int().positive()]).optional(),
        /** The normaliser version the features were extracted under (NORMALIZER_VERSION); absent before version 2. */
        normalizer_version: z.number().int().positive().optional(),
      })
      .strict(),
    heads: z.array(
      z
        .object({
          id: z.string().regex(/^learned\.[a-z0-9-]+$/),
          file: z.string().regex(/^[a-z0-9.-]+\.bin$/),
          sha256,
          bias: z.number(),
          /** How the head was trained (absent in model sets written before 2026-11-28, all trained with l2 1e-6). */
          training: z
            .object({ l2: z.number().nonnegative(), epochs: z.number().int().positive(), learning_rate: z.number() })
            .strict()
            .optional(),
          rows: z.object({ positive: z.number().int(), negative: z.number().int() }).strict(),
          metrics: z.record(z.string(), z.unknown()),
        })
        .strict(),
    ),
    training_data: z.array(
      z.object({ file: z.string(), sha256, rows_used: z.number().int(), licenses: z.array(z.string()) }).strict(),
    ),
    attribution: z.array(z.string()),
  })
  .strict();

export type ModelManifest = z.infer<typeof modelManifestSchema>;
