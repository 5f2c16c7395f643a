// The Forge Matrix: stored reports by model × protocol × profile, pass rates per category (unweighted and
// weighted), each report's verification computed on the server, Parallax pairs, and a per-scenario drill-down with
// the responses and the oracle's basis.
import { getJson, postJson } from './api.js';
import { at, badge, facts, field, h, message, pct, replace, select, short, table, when } from './dom.js';

const cellName = (e) => `${e.model} · ${e.protocol} · ${e.profile ?? 'base'} · ${e.pass}`;
const verification = (v) => (v.ok ? badge('ok', 'verified') : badge('bad', `${v.problems.length} problem(s)`));
const rates = (f) => (f ? `${pct(f.pass_rate)} / ${pct(f.weighted_pass_rate)}` : '–');

export async function renderMatrix(main, ctx) {
  ctx.title('Forge Matrix');
  const { location, entries } = await getJson('matrix');
  const categories = [...new Set(entries.flatMap((e) => Object.keys(e.per_category)))].sort();
  replace(
    main,
    h('h1', { tabindex: '-1' }, 'Forge Matrix'),
    h(
      'p',
      { class: 'lede' },
      `Stored Forge reports from ${location}. Verification (signature, DSSE envelope, hash chain, recomputed summary) runs on the server.`,
    ),
    table({
      caption: 'Reports by model, protocol and profile',
      columns: [
        { label: 'Model', rowHeader: true },
        { label: 'Protocol' },
        { label: 'Profile' },
        { label: 'Pass' },
        { label: 'Started' },
        { label: 'Scored', num: true },
        { label: 'Pass rate', num: true },
        { label: 'Weighted', num: true },
        { label: 'Verification' },
        { label: 'Parallax pair' },
        { label: 'Report' },
      ],
      rows: entries.map((e) => [
        e.model,
        e.protocol,
        e.profile ?? 'base',
        e.pass,
        at(e.started_at),
        String(e.summary.scored),
        pct(e.summary.pass_rate),
        pct(e.summary.weighted_pass_rate),
        verification(e.verification),
        e.paired_payload_sha256
          ? h(
              'a',
              { href: `#/matrix/${e.paired_payload_sha256}` },
              e.pass === 'break' ? 'assurance pass' : 'break pass',
            )
          : e.paired_run_id
            ? `run ${e.paired_run_id} (not stored)`
            : '–',
        h('a', { href: `#/matrix/${e.payload_sha256}`, 'aria-label': `Open report ${cellName(e)}` }, 'Open'),
      ]),
      empty:
        'No reports stored. Run "parapet assure" (it stores verified reports) or "parapet matrix --add report.json".',
    }),
    h('h2', null, 'Pass rates per category'),
    table({
      caption:
        'Per category: unweighted / weighted pass rate (weights: critical 2.0, high 1.5, standard 1.0, informational 0.75)',
      columns: [{ label: 'Category', rowHeader: true }, ...entries.map((e) => ({ label: cellName(e), num: true }))],
      rows: categories.map((c) => [c, ...entries.map((e) => rates(e.per_category[c]))]),
    }),
  );
}

function variantBlock(v) {
  return h(
    'div',
    { class: 'card' },
    h(
      'h3',
      null,
      `Vector ${v.vector}: `,
      badge(v.outcome),
      ` ${v.basis}`,
      v.classification ? ` (response read as ${v.classification})` : '',
    ),
    v.intermediate.length > 0
      ? h('div', null, h('strong', null, 'Earlier turns answered:'), ...v.intermediate.map((t) => h('pre', null, t)))
      : null,
    h('strong', null, 'Prompt'),
    h('pre', null, v.prompt),
    h('strong', null, 'Response'),
    h('pre', null, v.response || '(empty)'),
    v.tool_calls.length > 0
      ? table({
          caption: 'Tool calls',
          columns: [{ label: 'Tool', rowHeader: true }, { label: 'Arguments' }],
          rows: v.tool_calls.map((c) => [c.name, h('code', null, c.arguments)]),
        })
      : null,
  );
}

/** Scenarios as <details>; a scenario's variants are built only when it is opened (161 × 3 long texts otherwise). */
function scenarioList(scenarios, outcome, category) {
  const shown = scenarios.filter(
    (sc) => (!outcome || sc.outcome === outcome) && (!category || sc.category === category),
  );
  return h(
    'div',
    null,
    h('p', { class: 'muted', role: 'status' }, `${shown.length} of ${scenarios.length} scenarios.`),
    ...shown.map((sc) => {
      const body = h('div');
      const details = h(
        'details',
        { class: 'scenario' },
        h(
          'summary',
          null,
          h('code', null, sc.id),
          ' ',
          badge(sc.outcome),
          ` ${sc.category} · ${sc.severity} · ${sc.behaviour} — ${sc.outcome_basis}`,
        ),
        body,
      );
      details.addEventListener('toggle', () => {
        if (details.open && body.childElementCount === 0)
          replace(
            body,
            sc.variants.length === 0 ? h('p', { class: 'muted' }, 'Not run.') : sc.variants.map(variantBlock),
          );
      });
      return details;
    }),
  );
}

export async function renderMatrixReport(main, ctx, sha) {
  const { entry: e, report: r } = await getJson(`matrix/${sha}`);
  ctx.title(`Forge report ${cellName(e)}`);
  const verifyStatus = h('div', { role: 'status', 'aria-live': 'polite' });
  const showVerdict = (v, verifiedAt) =>
    replace(
      verifyStatus,
      v.ok
        ? message(
            'ok',
            `Verified${verifiedAt ? ` at ${when(verifiedAt)}` : ''}: signature, DSSE envelope, every chain link and the summary figures check out (embedded key ${short(e.key_fingerprint, 16)}).`,
          )
        : h(
            'div',
            null,
            message('error', `Verification failed with ${v.problems.length} problem(s):`),
            h('ul', null, ...v.problems.map((p) => h('li', null, p))),
          ),
    );
  showVerdict(e.verification);
  const verifyButton = h('button', { type: 'button' }, 'Verify again on the server');
  verifyButton.addEventListener('click', async () => {
    verifyButton.disabled = true;
    replace(verifyStatus, message('info', 'Verifying…'));
    const v = await postJson(`matrix/${sha}/verify`);
    showVerdict(v, v.verified_at);
    verifyButton.disabled = false;
  });
  const categories = Object.keys(r.summary.per_category).sort();
  const outcomeSelect = select(
    'outcome',
    [['', 'any'], ...['pass', 'fail', 'error', 'undetermined', 'not_applicable'].map((o) => [o, o])],
    '',
  );
  const categorySelect = select('category', [['', 'any'], ...categories.map((c) => [c, c])], '');
  const list = h('div');
  const drawList = () => replace(list, scenarioList(r.scenarios, outcomeSelect.value, categorySelect.value));
  outcomeSelect.addEventListener('change', drawList);
  categorySelect.addEventListener('change', drawList);
  replace(
    main,
    h('p', null, h('a', { href: '#/matrix' }, '← Forge Matrix')),
    h('h1', { tabindex: '-1' }, `Forge report: ${cellName(e)}`),
    facts([
      ['Target', `${r.target.model} at ${r.target.endpoint}`],
      ['Protocol · scoring', `${r.protocol} · ${r.scoring_mode}${r.profile ? ` (profile ${r.profile})` : ''}`],
      ['Run', h('span', null, h('code', null, r.run_id), ` started ${when(r.started_at)}`)],
      [
        'Parallax',
        e.paired_payload_sha256
          ? h(
              'a',
              { href: `#/matrix/${e.paired_payload_sha256}` },
              `paired ${e.pass === 'break' ? 'assurance' : 'break'} pass (run ${e.paired_run_id})`,
            )
          : (e.paired_run_id ?? 'single pass'),
      ],
      ['Catalogue hash', h('code', null, r.catalogue_hash)],
      ['Chain head (SHA-512)', h('code', null, short(r.chain.head, 32))],
      ['Payload SHA-256', h('code', null, e.payload_sha256)],
      ['Engine', `${r.engine.name} ${r.engine.version}`],
      [
        'Result',
        `${r.summary.passed} of ${r.summary.scored} passed: ${pct(r.summary.pass_rate)}, weighted ${pct(r.summary.weighted_pass_rate)}; ${r.summary.not_applicable} not applicable`,
      ],
    ]),
    h('h2', null, 'Verification'),
    verifyStatus,
    verifyButton,
    h('h2', null, 'Per category'),
    table({
      caption: 'Pass rates per category',
      columns: [
        { label: 'Category', rowHeader: true },
        { label: 'Scored', num: true },
        { label: 'Passed', num: true },
        { label: 'Failed', num: true },
        { label: 'N/A', num: true },
        { label: 'Pass rate', num: true },
        { label: 'Weighted', num: true },
      ],
      rows: categories.map((c) => {
        const f = r.summary.per_category[c];
        return [
          c,
          String(f.scored),
          String(f.passed),
          String(f.failed),
          String(f.not_applicable),
          pct(f.pass_rate),
          pct(f.weighted_pass_rate),
        ];
      }),
    }),
    h('h2', null, 'Scenarios'),
    h(
      'form',
      { class: 'filters', 'aria-label': 'Filter scenarios' },
      field('Outcome', outcomeSelect),
      field('Category', categorySelect),
    ),
    list,
  );
  drawList();
}
