import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ParapetError } from '../../core/index.ts';
import { compareEvalRuns } from './compare-eval-runs.ts';
import { notFound } from './console-data-routes.ts';
import { createEvalRunCatalog, isEvalSummary, saveUploadedSummary } from './eval-runs.ts';
import { matrixEntries, type Verification } from './matrix-view.ts';
import type { ConsoleContext } from './register-console.ts';

const runId = z.string().regex(/^[0-9a-f]{16}$/);
const digest = z.string().regex(/^[0-9a-f]{64}$/);
const MAX_UPLOAD_BYTES = 32 * 1024 * 1024;

/** report.html is self-contained (inline CSS and SVG, no script): served in a sandbox that lets it run nothing. */
const REPORT_CSP = "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:";

/** Evaluations (runs, summaries, comparison, upload) and the Forge Matrix (reports, verification). */
export function registerReportRoutes(api: FastifyInstance, context: ConsoleContext): void {
  const { deps } = context;
  const catalog = createEvalRunCatalog(() => [
    ...deps.evalDirs,
    ...(deps.evalUploadDir === undefined ? [] : [deps.evalUploadDir]),
  ]);
  const runOf = (id: unknown) => {
    const parsed = runId.safeParse(id);
    return parsed.success ? catalog.get(parsed.data) : undefined;
  };

  api.get('/evals', async (req) => {
    context.adminOf(req);
    return { runs: catalog.list(), dirs: deps.evalDirs };
  });

  api.get('/evals/compare', async (req, reply) => {
    context.adminOf(req);
    const { a, b } = req.query as { a?: unknown; b?: unknown };
    const runA = runOf(a);
    const runB = runOf(b);
    if (runA === undefined || runB === undefined) return notFound(reply, 'name two listed runs as ?a=<id>&b=<id>');
    return { a: runA.entry, b: runB.entry, comparison: compareEvalRuns(runA.summary, runB.summary) };
  });

  api.get('/evals/:id', async (req, reply) => {
    context.adminOf(req);
    const run = runOf((req.params as { id: string }).id);
    if (run === undefined) return notFound(reply, 'no such evaluation run');
    return { entry: run.entry, summary: run.summary };
  });

  api.get('/evals/:id/report.html', async (req, reply) => {
    context.adminOf(req);
    const run = runOf((req.params as { id: string }).id);
    const path = run === undefined ? undefined : join(run.entry.dir, 'report.html');
    if (path === undefined || !existsSync(path)) return notFound(reply, 'this run has no report.html');
    return reply
      .header('content-security-policy', REPORT_CSP)
      .type('text/html; charset=utf-8')
      .send(readFileSync(path));
  });

  api.post('/evals', { bodyLimit: MAX_UPLOAD_BYTES }, async (req) => {
    context.adminOf(req);
    if (deps.evalUploadDir === undefined)
      throw new ParapetError('FORBIDDEN', 'this console has no directory to keep uploaded evaluations in.');
    if (!isEvalSummary(req.body))
      throw new ParapetError(
        'INPUT_INVALID',
        'not a parapet eval summary.json (it needs overall, by_category, by_stratum, calibration and a manifest from "parapet eval").',
      );
    const dir = saveUploadedSummary(deps.evalUploadDir, req.body);
    const entry = catalog.list().find((r) => r.dir === dir);
    return { entry: entry ?? null };
  });

  const verdicts = new Map<string, Verification>();
  const verify = (payloadSha256: string, report: unknown): Verification => {
    const matrix = deps.matrix;
    if (matrix === undefined) return { ok: false, problems: ['no Matrix store'] };
    const { ok, problems } = matrix.verify(report);
    const verdict = { ok, problems: [...problems] };
    verdicts.set(payloadSha256, verdict);
    return verdict;
  };
  const stored = () => {
    if (deps.matrix === undefined)
      throw new ParapetError('FILE_NOT_FOUND', 'no Matrix store; run "parapet assure" or name one with --matrix.');
    return deps.matrix.reports();
  };

  api.get('/matrix', async (req) => {
    context.adminOf(req);
    const reports = stored();
    return {
      location: deps.matrix?.location ?? null,
      entries: matrixEntries(reports, (sha, report) => verdicts.get(sha) ?? verify(sha, report)),
    };
  });

  api.get('/matrix/:sha', async (req, reply) => {
    context.adminOf(req);
    const sha = digest.safeParse((req.params as { sha: string }).sha);
    const reports = stored();
    const found = sha.success ? reports.find((r) => r.payload_sha256 === sha.data) : undefined;
    if (found === undefined) return notFound(reply, 'no such report in the Matrix');
    const entries = matrixEntries(reports, (s, report) => verdicts.get(s) ?? verify(s, report));
    return { entry: entries.find((e) => e.payload_sha256 === found.payload_sha256), report: found.report };
  });

  api.post('/matrix/:sha/verify', async (req, reply) => {
    context.adminOf(req);
    const sha = digest.safeParse((req.params as { sha: string }).sha);
    const found = sha.success ? stored().find((r) => r.payload_sha256 === sha.data) : undefined;
    if (found === undefined) return notFound(reply, 'no such report in the Matrix');
    return { ...verify(found.payload_sha256, found.report), verified_at: new Date(deps.now()).toISOString() };
  });
}
