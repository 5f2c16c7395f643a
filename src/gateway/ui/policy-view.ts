import { EXECUTION_CONTEXTS, type ExecutionContext } from '../../core/index.ts';
import type { Firewall } from '../../firewall/index.ts';

/** The thresholds one detector's findings meet in one context, after the policy's overrides. */
export interface ThresholdCell {
  readonly context: ExecutionContext;
  /** false: the detector does not scan this context. */
  readonly applies: boolean;
  readonly block: number;
  readonly liability: number;
  /** Multiplies calibrated scores in this context (1 when the policy sets none). */
  readonly weight: number;
  /** Where the zone came from: the detector's own override, the context's zone, or the default. */
  readonly zone_source: 'detector' | 'context' | 'default';
  readonly calibration_id: string;
}

export interface PolicyDetectorRow {
  readonly id: string;
  readonly version: number;
  readonly layer: string;
  readonly enabled: boolean;
  readonly required: boolean;
  readonly framing_sensitive: boolean;
  readonly cells: readonly ThresholdCell[];
}

/**
 * What the Policy page shows: the active policy's identity and hash, its thresholds per detector × context as the
 * decision will apply them, the hard rules (veto, prohibited classes, tools), and the models and calibration loaded.
 */
export function policyView(firewall: Firewall) {
  const { document: doc, hash, source } = firewall.policy;
  const zoneFor = (detectorId: string, context: ExecutionContext) => {
    const own = doc.detectors[detectorId]?.zones[context];
    if (own !== undefined) return { ...own, zone_source: 'detector' as const };
    const byContext = doc.zones.by_context[context];
    if (byContext !== undefined) return { ...byContext, zone_source: 'context' as const };
    return { ...doc.zones.default, zone_source: 'default' as const };
  };
  const detectors: PolicyDetectorRow[] = firewall.detectors.map((d) => {
    const settings = doc.detectors[d.id];
    return {
      id: d.id,
      version: d.version,
      layer: d.layer,
      enabled: settings?.enabled ?? true,
      required: settings?.required ?? false,
      framing_sensitive: settings?.framing_sensitive ?? false,
      cells: EXECUTION_CONTEXTS.map((context) => {
        const zone = zoneFor(d.id, context);
        return {
          context,
          applies: d.contexts.includes(context),
          block: zone.block,
          liability: zone.liability,
          weight: settings?.weight[context] ?? 1,
          zone_source: zone.zone_source,
          calibration_id: firewall.calibration.idFor(d.id, context),
        };
      }),
    };
  });
  const models = firewall.models;
  return {
    policy: {
      id: doc.id,
      release: doc.release,
      description: doc.description,
      hash,
      source,
      mode: doc.mode,
    },
    contexts: EXECUTION_CONTEXTS,
    zones: doc.zones,
    veto: doc.veto,
    on_error: doc.on_error,
    detectors,
    prohibited: doc.prohibited,
    tools: doc.tools,
    untrusted: doc.untrusted,
    uncertainty: doc.uncertainty,
    intents: doc.benign_context.intents.map((i) => ({ id: i.id, description: i.description, relaxes: i.relaxes })),
    engine: { version: firewall.version, models_mode: firewall.modelsMode },
    calibration: { id: firewall.calibration.id, hash: firewall.calibration.hash },
    taxonomy: { version: firewall.taxonomy.document.version, hash: firewall.taxonomy.hash },
    models:
      models === undefined
        ? null
        : {
            dir: models.dir,
            manifest_sha256: models.manifestSha256,
            created_by: models.manifest.created_by,
            heads: models.manifest.heads.map((h) => ({
              id: h.id,
              file: h.file,
              sha256: h.sha256,
              rows: h.rows,
              metrics: h.metrics,
            })),
          },
  };
}

export type PolicyView = ReturnType<typeof policyView>;
