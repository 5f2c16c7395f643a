import { z } from 'zod';
import { EXECUTION_CONTEXTS } from '../core/index.ts';

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

/** A fitted calibration: per detector × context, a monotone map from raw score to probability of attack. */
export const calibrationArtifactSchema = z
  .object({
    format: z.literal('parapet-calibration'),
    version: z.literal(1),
    /** The model set this calibration was fitted for; another model set must not use it. */
    models_manifest_sha256: sha256,
    /** The detector ids and versions it was fitted with. */
    detectors_hash: sha256,
    fitted_on: z.array(z.object({ file: z.string(), sha256 }).strict()),
    entries: z.array(
      z
        .object({
          detector_id: z.string().regex(/^[a-z]+\.[a-z0-9-]+$/),
          context: z.enum(EXECUTION_CONTEXTS),
          method: z.enum(['isotonic', 'pooled_isotonic']),
          /** Breakpoints: raw scores ascending, with the calibrated value at each. */
          x: z.array(z.number().min(0).max(1)).min(1),
          y: z.array(z.number().min(0).max(1)).min(1),
          n_attack: z.number().int().nonnegative(),
          n_benign: z.number().int().nonnegative(),
        })
        .strict()
        .refine((e) => e.x.length === e.y.length, { message: 'x and y must have the same length' }),
    ),
  })
  .strict();

export type CalibrationArtifact = z.infer<typeof calibrationArtifactSchema>;
export type CalibrationEntry = CalibrationArtifact['entries'][number];
