import { canonicalHash, EXECUTION_CONTEXTS, type ExecutionContext } from '../core/index.ts';
import type { CalibrationArtifact, Firewall } from '../firewall/index.ts';
import { type CorpusRow, canariesOf } from './corpus-row.ts';
import { hashFile } from './hash-file.ts';
import { isotonicFit } from './isotonic-fit.ts';
import { listCorpusFiles } from './list-corpus-files.ts';
import { readCorpus } from './read-corpus.ts';
import { HEAD_LABELERS } from './train-heads.ts';

export interface FitCalibrationOptions {
  readonly corpus: readonly string[];
  /** A firewall with identity calibration and the models to calibrate. */
  readonly firewall: Firewall;
  readonly modelsManifestSha256: string;
  readonly onProgress?: (message: string) => void;
}

const MIN_ROWS = 40;
const MIN_PER_CLASS = 5;

/**
 * Fits per detector × context isotonic calibration on labelled rows: P(attack | the detector fired with
 * this raw score, in this context). Only rows where the detector produced evidence count, so that "no
 * evidence" stays 0. A context with too few rows borrows the detector's fit pooled over its contexts;
 * with too few rows overall, the detector keeps the identity map (and the trace says so).
 */
export async function fitCalibration(options: FitCalibrationOptions): Promise<CalibrationArtifact> {
  const log = options.onProgress ?? (() => {});
  const files = listCorpusFiles(options.corpus);
  const points = new Map<string, { score: number; label: 0 | 1 }[]>();
  let n = 0;
  for await (const item of readCorpus({ files })) {
    if (item.kind !== 'row') continue;
    const row: CorpusRow = item.row;
    const systemPrompt = row.meta?.system_prompt;
    const result = options.firewall.screen({
      text: row.text,
      direction: row.direction,
      context: row.context,
      guards: { canaries: [...canariesOf(row)], ...(systemPrompt === undefined ? {} : { systemPrompt }) },
    });
    for (const d of result.trace.detectors) {
      if (d.status !== 'scanned' || d.raw <= 0) continue;
      // A learned head is calibrated against what it was trained to find (its own positives vs benign rows);
      // counting every other attack kind as a positive would turn its moderate scores on benign imperatives
      // ("Write a poem…") into high probabilities, because harmful requests also score moderately.
      const headLabel = HEAD_LABELERS[d.id];
      const label = headLabel === undefined ? (row.label === 'attack' ? 1 : 0) : headLabel(row);
      if (label === undefined) continue;
      const key = `${d.id}|${row.context}`;
      const list = points.get(key) ?? [];
      list.push({ score: d.raw, label });
      points.set(key, list);
    }
    if (++n % 5000 === 0) log(`calibration: screened ${n} rows`);
  }
  const entries: CalibrationArtifact['entries'] = [];
  // Only the learned heads are fitted: their raw outputs are model probabilities under the training mix.
  // Signatures and heuristics keep their designed scale (≥ 0.8 is a confident, specific match), so a
  // strong phrase is never diluted by a fit to whatever else happened to score high in one data split.
  for (const detector of options.firewall.detectors.filter((d) => HEAD_LABELERS[d.id] !== undefined)) {
    const pooled = detector.contexts.flatMap((c) => points.get(`${detector.id}|${c}`) ?? []);
    const isFit = (list: readonly { label: 0 | 1 }[]) =>
      list.length >= MIN_ROWS &&
      list.filter((p) => p.label === 1).length >= MIN_PER_CLASS &&
      list.filter((p) => p.label === 0).length >= MIN_PER_CLASS;
    for (const context of EXECUTION_CONTEXTS as readonly ExecutionContext[]) {
      if (!detector.contexts.includes(context)) continue;
      const own = points.get(`${detector.id}|${context}`) ?? [];
      const use = isFit(own)
        ? { list: own, method: 'isotonic' as const }
        : isFit(pooled)
          ? { list: pooled, method: 'pooled_isotonic' as const }
          : undefined;
      if (use === undefined) continue;
      const fit = isotonicFit(use.list);
      entries.push({
        detector_id: detector.id,
        context,
        method: use.method,
        x: fit.x,
        y: fit.y,
        n_attack: use.list.filter((p) => p.label === 1).length,
        n_benign: use.list.filter((p) => p.label === 0).length,
      });
    }
  }
  const fittedOn: CalibrationArtifact['fitted_on'] = [];
  for (const file of files)
    fittedOn.push({ file: file.split('/').slice(-2).join('/'), sha256: (await hashFile(file)).sha256 });
  return {
    format: 'parapet-calibration',
    version: 1,
    models_manifest_sha256: options.modelsManifestSha256,
    detectors_hash: canonicalHash(options.firewall.detectors.map((d) => ({ id: d.id, version: d.version }))),
    fitted_on: fittedOn,
    entries,
  };
}
