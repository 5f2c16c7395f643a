// Policy: the active policy's identity and hash, its thresholds per detector × context as decisions apply them,
// the hard rules (veto, prohibited classes, tools) and the models and calibration that are loaded.
import { getJson } from './api.js';
import { badge, facts, h, num, replace, short, table } from './dom.js';

function thresholdTable(view) {
  const cell = (c) =>
    c.applies
      ? h(
          'span',
          { class: 'nowrap', title: `zone from the ${c.zone_source}; calibration ${c.calibration_id}` },
          `${num(c.liability, 2)} / ${num(c.block, 2)}`,
          c.weight === 1 ? '' : ` ×${num(c.weight, 2)}`,
          c.zone_source === 'detector' ? ' *' : '',
        )
      : h('span', { class: 'muted' }, '—');
  return table({
    caption:
      'Thresholds per detector × context: liability / block on the final score (× context weight; * detector override; — not scanned)',
    columns: [
      { label: 'Detector', rowHeader: true },
      { label: 'Flags' },
      ...view.contexts.map((c) => ({ label: c })),
      { label: 'Calibration' },
    ],
    rows: view.detectors.map((d) => [
      h('code', null, `${d.id}@${d.version}`),
      [
        d.enabled ? '' : 'disabled ',
        d.required ? 'required' : 'optional',
        d.framing_sensitive ? ', framing-sensitive' : '',
      ].join(''),
      ...d.cells.map(cell),
      [...new Set(d.cells.filter((c) => c.applies).map((c) => c.calibration_id))].join(', '),
    ]),
  });
}

function zonesTable(view) {
  const rows = [
    ['default', view.zones.default],
    ...Object.entries(view.zones.by_context).map(([k, z]) => [k, z]),
    ['strict (strict mode, errors, budgets)', view.zones.strict],
  ];
  return table({
    caption: 'Zones',
    columns: [
      { label: 'Zone', rowHeader: true },
      { label: 'Liability from', num: true },
      { label: 'Block from', num: true },
    ],
    rows: rows.map(([name, z]) => [name, num(z.liability, 2), num(z.block, 2)]),
  });
}

function toolsSection(tools) {
  const rules = Object.entries(tools.rules);
  return h(
    'section',
    null,
    h('h2', null, 'Tool policy'),
    facts([
      ['Default', tools.default],
      ['Allowed', tools.allow.join(', ') || '–'],
      ['Denied', tools.deny.join(', ') || '–'],
    ]),
    table({
      caption: 'Tool rules',
      columns: [{ label: 'Tool', rowHeader: true }, { label: 'Safeguard' }, { label: 'Paths' }, { label: 'URLs' }],
      rows: rules.map(([name, r]) => [
        name,
        r.safeguard,
        r.paths ? `${r.paths.args.join(', ')} in ${r.paths.allow.join(', ')}` : '–',
        r.urls ? `${r.urls.args.join(', ')} to ${r.urls.allow_hosts.join(', ')}` : '–',
      ]),
      empty: 'No per-tool rules.',
    }),
  );
}

function modelsSection(view) {
  if (view.models === null)
    return h('p', null, `Deterministic mode: no learned models are loaded; calibration ${view.calibration.id}.`);
  return h(
    'div',
    null,
    facts([
      ['Manifest SHA-256', h('code', null, view.models.manifest_sha256)],
      ['Directory', h('code', null, view.models.dir)],
      ['Calibration', h('span', null, `${view.calibration.id} `, h('code', null, short(view.calibration.hash, 16)))],
    ]),
    table({
      caption: 'Learned heads',
      columns: [
        { label: 'Head', rowHeader: true },
        { label: 'File' },
        { label: 'SHA-256' },
        { label: 'Training rows (pos / neg)', num: true },
        { label: 'Dev ROC AUC', num: true },
      ],
      rows: view.models.heads.map((m) => [
        m.id,
        m.file,
        h('code', null, short(m.sha256, 16)),
        `${m.rows.positive} / ${m.rows.negative}`,
        num(m.metrics?.dev?.roc_auc ?? null, 4),
      ]),
    }),
  );
}

export async function renderPolicy(main, ctx) {
  ctx.title('Policy');
  const view = await getJson('policy');
  const p = view.policy;
  replace(
    main,
    h('h1', { tabindex: '-1' }, `Policy ${p.id} `, badge(p.mode === 'strict' ? 'LIABILITY_REQUIRED' : 'ok', p.mode)),
    p.description ? h('p', { class: 'lede' }, p.description) : null,
    facts([
      ['Release', p.release],
      ['Hash (SHA-256, RFC 8785)', h('code', null, p.hash)],
      ['Source', h('code', null, p.source)],
      ['Models', `${view.engine.models_mode} (engine ${view.engine.version})`],
      ['Calibration', h('span', null, `${view.calibration.id} `, h('code', null, short(view.calibration.hash, 16)))],
      ['Taxonomy', `${view.taxonomy.version} (${short(view.taxonomy.hash, 12)})`],
      ['On error', `required detectors: ${view.on_error.required}; optional: ${view.on_error.optional}`],
      ['Veto', `${view.veto.layers.join(', ')} findings ≥ ${view.veto.min_score} in ${view.veto.contexts.join(', ')}`],
      [
        'Uncertainty',
        `${view.uncertainty.groups.map((g) => g.id).join(', ') || 'no groups'}; from ${view.uncertainty.min} → ${view.uncertainty.action}`,
      ],
      [
        'Untrusted data',
        Object.entries(view.untrusted.action)
          .map(([k, v]) => `${k}: ${v}`)
          .join(', ') || 'block',
      ],
    ]),
    h('h2', null, 'Thresholds'),
    zonesTable(view),
    thresholdTable(view),
    h('h2', null, 'Prohibited classes'),
    table({
      caption: 'Prohibited classes (always BLOCK, never consent)',
      columns: [
        { label: 'Class', rowHeader: true },
        { label: 'Description' },
        { label: 'Rules' },
        { label: 'From score', num: true },
      ],
      rows: view.prohibited.map((c) => [c.id, c.description, c.rules.join(', '), num(c.min_score, 2)]),
      empty: 'None.',
    }),
    table({
      caption: 'Declared intents',
      columns: [{ label: 'Intent', rowHeader: true }, { label: 'Description' }, { label: 'Relaxes' }],
      rows: view.intents.map((i) => [i.id, i.description, i.relaxes.join(', ')]),
      empty: 'None.',
    }),
    toolsSection(view.tools),
    h('h2', null, 'Models and calibration'),
    modelsSection(view),
  );
}
