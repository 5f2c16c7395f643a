// One decision's full trace: verdict and primary cause, normalisation steps, every detector with its status and
// raw → calibrated → final score, findings with taxonomy tags, stage latencies and the hashes that pin the
// configuration. The prompt is shown only when the audit log stored it (redacted).
import { getJson } from './api.js';
import { badge, facts, h, num, replace, short, table, when } from './dom.js';

function detectorsTable(trace) {
  return table({
    caption: 'Detectors',
    columns: [
      { label: 'Detector', rowHeader: true },
      { label: 'Layer' },
      { label: 'Status' },
      { label: 'Required' },
      { label: 'Raw', num: true },
      { label: 'Calibrated', num: true },
      { label: 'Final', num: true },
      { label: 'Findings', num: true },
      { label: 'Calibration' },
    ],
    rows: trace.detectors.map((d) => [
      h('code', null, `${d.id}@${d.version}`),
      d.layer,
      h(
        'span',
        null,
        badge(d.status === 'scanned' ? 'ok' : d.status === 'errored' ? 'bad' : 'pending', d.status),
        d.status_reason ? ` ${d.status_reason}` : '',
      ),
      d.required ? 'yes' : 'no',
      num(d.raw),
      num(d.calibrated),
      num(d.final),
      String(d.findings),
      h('code', null, d.calibration_id),
    ]),
  });
}

function findingsTable(trace) {
  return table({
    caption: 'Findings',
    columns: [
      { label: 'Rule', rowHeader: true },
      { label: 'Layer' },
      { label: 'Segment' },
      { label: 'Span' },
      { label: 'Raw → calibrated → final' },
      { label: 'OWASP' },
      { label: 'NIST' },
    ],
    rows: trace.findings.map((f) => [
      h('code', null, f.rule_id),
      f.layer,
      f.segment,
      f.span ? `${f.span[0]}–${f.span[1]}` : '–',
      `${num(f.raw)} → ${num(f.calibrated)} → ${num(f.final)}`,
      f.owasp.join(', ') || '–',
      f.nist.join(', ') || '–',
    ]),
    empty: 'No detector found anything.',
  });
}

function timingTable(trace) {
  const stages = Object.entries(trace.timing.stages_ms);
  return table({
    caption: `Latency per stage (total ${num(trace.timing.latency_ms, 3)} ms)`,
    columns: [
      { label: 'Stage', rowHeader: true },
      { label: 'Milliseconds', num: true },
    ],
    rows: stages.map(([stage, ms]) => [stage, num(ms, 3)]),
  });
}

export async function renderTrace(main, ctx, seq) {
  ctx.title(`Decision #${seq}`);
  const record = await getJson(`records/${seq}`);
  const t = record.trace;
  if (!t) {
    replace(main, h('h1', { tabindex: '-1' }, `Record #${seq}`), h('p', null, 'This audit record carries no trace.'));
    return;
  }
  const c = t.primary_cause;
  replace(
    main,
    h('p', null, h('a', { href: '#/decisions' }, '← Live decisions')),
    h('h1', { tabindex: '-1' }, `Decision #${seq}: `, badge(t.decision)),
    facts([
      ['Time', when(record.at)],
      ['Tenant', record.tenant],
      [
        'Primary cause',
        h(
          'span',
          null,
          h('code', null, c.rule_id),
          ` (layer ${c.layer}, detector ${c.detector_id}, reason ${c.reason_code})`,
        ),
      ],
      ['Zone', t.zone],
      ['Risk', num(t.risk)],
      [
        'Uncertainty',
        `${num(t.uncertainty.value)}${t.uncertainty.group ? ` in ${t.uncertainty.group}` : ''}${t.uncertainty.action ? ` → ${t.uncertainty.action}` : ''}`,
      ],
      ['Direction · context', `${t.direction} · ${t.context} (${t.context_source}: ${t.context_reason})`],
      ['Trace id', h('code', null, t.trace_id)],
      ['Content', `${t.content.length} characters, SHA-256 ${short(t.content.sha256, 16)}`],
      [
        'Policy',
        h(
          'span',
          null,
          `${t.policy.id} ${t.policy.version} (${t.policy.mode}) `,
          h('code', null, short(t.policy.hash, 16)),
        ),
      ],
      [
        'Engine',
        `${t.engine.version}, models ${t.engine.models}${t.engine.models_id ? ` (${short(t.engine.models_id, 16)})` : ''}, calibration ${t.engine.calibration_id}`,
      ],
      [
        'Taxonomy',
        `${t.taxonomy.version}: OWASP ${t.taxonomy.owasp.join(', ') || '–'}; NIST ${t.taxonomy.nist.join(', ') || '–'}`,
      ],
      [
        'Audit chain',
        h(
          'span',
          null,
          'record hash ',
          h('code', null, short(record.hash, 16)),
          ', previous ',
          h('code', null, short(record.prev_hash, 16)),
        ),
      ],
      ...Object.entries(record.extra).map(([key, value]) => [`extra.${key}`, String(value)]),
    ]),
    h('h2', null, 'Prompt'),
    record.text === null
      ? h(
          'p',
          { class: 'muted' },
          'Not stored: the audit log keeps the content’s SHA-256 (above); a deployment that sets audit.store_text keeps redacted text.',
        )
      : h('pre', null, record.text),
    h('h2', null, 'Normalisation'),
    table({
      caption: 'Normalisation steps',
      columns: [{ label: 'Step', rowHeader: true }, { label: 'Count', num: true }, { label: 'Detail' }],
      rows: t.normalization.map((n) => [n.step, String(n.count), n.detail ?? '']),
      empty: 'The text needed no normalisation.',
    }),
    h('h2', null, 'Detectors and findings'),
    detectorsTable(t),
    findingsTable(t),
    t.benign_signals.length > 0
      ? table({
          caption: 'Benign signals',
          columns: [{ label: 'Signal', rowHeader: true }, { label: 'Source' }, { label: 'Detail' }],
          rows: t.benign_signals.map((b) => [b.id, b.source, b.detail]),
        })
      : null,
    t.sanitization
      ? h('section', null, h('h2', null, 'Sanitisation'), h('pre', null, JSON.stringify(t.sanitization, null, 2)))
      : null,
    h('h2', null, 'Timing'),
    timingTable(t),
  );
}
