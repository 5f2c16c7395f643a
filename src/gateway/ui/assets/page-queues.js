// Queues: consents to liability notices (challenged, accepted or declined, used) and the human-review sample the
// gateway takes when detectors disagree. Accept and dismiss append an audited record; nothing is edited in place.
import { ApiError, getJson, postJson } from './api.js';
import { at, badge, h, message, num, replace, short, table, when } from './dom.js';

function consentTable(consents) {
  return table({
    caption: 'Consents (liability notices and held tool calls), newest first',
    columns: [
      { label: 'Consent', rowHeader: true },
      { label: 'Tenant' },
      { label: 'Status' },
      { label: 'Challenged' },
      { label: 'Steps' },
      { label: 'Decision · cause' },
      { label: 'Trace' },
    ],
    rows: consents.map((c) => [
      h('code', null, short(c.consent_id, 12)),
      c.tenant,
      badge(c.status),
      at(c.challenged_at),
      c.steps.map((s) => `${s.phase} ${when(s.at).slice(11)}`).join(' → '),
      c.decision ? h('span', null, badge(c.decision), ' ', h('code', null, c.primary_cause)) : '–',
      c.trace_seq ? h('a', { href: `#/decisions/${c.trace_seq}` }, `#${c.trace_seq}`) : '–',
    ]),
    empty: 'No consent was asked for.',
  });
}

function reviewTable(ctx, reviews, onAct) {
  const canAct = ctx.session.features.review_actions;
  return table({
    caption: 'Human-review sample, newest first',
    columns: [
      { label: 'Sample', rowHeader: true },
      { label: 'Time' },
      { label: 'Tenant' },
      { label: 'Decision · cause' },
      { label: 'Uncertainty', num: true },
      { label: 'Why sampled' },
      { label: 'Status' },
      { label: canAct ? 'Action' : 'Reviewer' },
    ],
    rows: reviews.map((r) => {
      const status = h(
        'span',
        null,
        badge(r.status),
        r.decided_at ? ` ${when(r.decided_at)}` : '',
        r.note ? ` — ${r.note}` : '',
      );
      let action = r.reviewer ?? '–';
      if (canAct && r.status === 'pending') {
        const note = h('input', {
          type: 'text',
          'aria-label': `Note for sample #${r.seq} (optional)`,
          placeholder: 'note (optional)',
          size: 16,
        });
        action = h(
          'div',
          { class: 'actions' },
          note,
          h(
            'button',
            {
              type: 'button',
              'aria-label': `Accept sample #${r.seq}`,
              onclick: () => onAct(r.seq, 'accept', note.value),
            },
            'Accept',
          ),
          h(
            'button',
            {
              type: 'button',
              class: 'secondary',
              'aria-label': `Dismiss sample #${r.seq}`,
              onclick: () => onAct(r.seq, 'dismiss', note.value),
            },
            'Dismiss',
          ),
        );
      } else if (r.reviewer) action = r.reviewer;
      return [
        h('a', { href: `#/decisions/${r.seq}`, 'aria-label': `Open trace of sample #${r.seq}` }, `#${r.seq}`),
        at(r.at),
        r.tenant,
        r.decision ? h('span', null, badge(r.decision), ' ', h('code', null, r.primary_cause)) : '–',
        num(r.uncertainty),
        r.reason,
        status,
        action,
      ];
    }),
    empty: 'Nothing was sampled for review.',
  });
}

export async function renderQueues(main, ctx, notice) {
  ctx.title('Queues');
  const { consents, reviews, window } = await getJson('queues');
  const status = h('div', { role: 'status', 'aria-live': 'polite' }, notice ?? null);
  const onAct = async (seq, action, note) => {
    try {
      const result = await postJson(`queues/review/${seq}`, note ? { action, note } : { action });
      await renderQueues(
        main,
        ctx,
        message('ok', `Sample #${seq} ${result.status}; recorded in the audit log as #${result.seq}.`),
      );
      main.querySelector('[role="status"] .message')?.focus();
    } catch (error) {
      replace(status, message('error', error instanceof ApiError ? error.message : String(error)));
    }
  };
  const pending = reviews.filter((r) => r.status === 'pending').length;
  const awaiting = consents.filter((c) => c.status === 'awaiting' || c.status === 'accepted').length;
  replace(
    main,
    h('h1', { tabindex: '-1' }, 'Queues'),
    h('p', { class: 'lede' }, `From the latest ${window} consent and review records of the audit log.`),
    status,
    h('h2', null, `Review sample (${pending} pending)`),
    h(
      'p',
      { class: 'muted' },
      'Requests whose detectors disagreed (the policy’s uncertainty groups). Accepting confirms the decision; dismissing takes the sample off the queue. Either appends a signed-off record to the audit log.',
    ),
    reviewTable(ctx, reviews, onAct),
    h('h2', null, `Consents (${awaiting} awaiting or unused)`),
    h(
      'p',
      { class: 'muted' },
      'LIABILITY_REQUIRED decisions: the user was shown a notice (challenged), answered it (accepted or declined) and resent the request (used).',
    ),
    consentTable(consents),
  );
}
