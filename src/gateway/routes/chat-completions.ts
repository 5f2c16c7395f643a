import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { canonicalJson, DECISION_RANK, ParapetError, sha256Hex, type Trace } from '../../core/index.ts';
import {
  type ChatMessage,
  createStreamGuard,
  type MessagesScreenResult,
  type ScreenResult,
  type ToolCallScreenResult,
} from '../../firewall/index.ts';
import { readConsentToken, signConsentToken, verifyConsentToken } from '../consent/consent-token.ts';
import {
  type Caller,
  enforceRateLimit,
  type GatewayDeps,
  identifyCaller,
  recordConsent,
  recordDecision,
} from '../gateway-deps.ts';
import { type ChatChunk, type ChatCompletion, type ChatRequest, chatRequestSchema } from '../openai/chat-request.ts';
import { blockedBody, errorBody } from '../openai/error-body.ts';
import { sseEvent } from '../streaming/sse.ts';
import { callUpstream } from '../upstream/call-upstream.ts';
import { applySanitization, screenResponseToolCalls } from './agent-boundary.ts';

const header = (req: FastifyRequest, name: string): string | undefined => {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

function parseBody(body: unknown): ChatRequest {
  const parsed = chatRequestSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ');
  throw new ParapetError(
    'INPUT_INVALID',
    `invalid chat completion request: ${problems}. See the OpenAI chat completions format.`,
  );
}

function stricter(a: ScreenResult, b: ScreenResult | undefined): ScreenResult {
  return b !== undefined && DECISION_RANK[b.decision] > DECISION_RANK[a.decision] ? b : a;
}

/**
 * Screens every inbound message in the context its role implies, then (with a conversation id) the recent
 * user turns fused with this one, so an attack split across messages is seen whole. The stricter wins.
 */
async function screenInput(
  deps: GatewayDeps,
  caller: Caller,
  body: ChatRequest,
  conversationId: string | undefined,
  forceStrict: boolean,
): Promise<{ decisive: ScreenResult | undefined; screened: MessagesScreenResult }> {
  const started = deps.now();
  const screened = await deps.firewall.screenMessagesAsync(body.messages as readonly ChatMessage[], {
    intents: caller.intents,
    forceStrict,
  });
  let decisive = screened.decisive?.result;
  if (conversationId !== undefined) {
    const ref = { tenantId: caller.tenant, conversationId };
    const current = body.messages
      .filter((m) => m.role === 'user')
      .map((m) =>
        typeof m.content === 'string'
          ? m.content
          : Array.isArray(m.content)
            ? m.content.map((p) => p.text ?? '').join(' ')
            : '',
      )
      .at(-1);
    if (current !== undefined) {
      const recent = await deps.window.recentUserTurns(ref);
      if (recent.length > 0) {
        const fused = deps.firewall.screen({
          text: [...recent, current].join('\n'),
          direction: 'input',
          context: 'plain_text',
          intents: caller.intents,
          forceStrict,
        });
        decisive = decisive === undefined ? fused : stricter(decisive, fused);
      }
      await deps.window.addUserTurn(ref, current);
    }
  }
  // Each message's screen is observed as `screen_input` with its decision; this is the whole request's input.
  deps.metrics.stageSeconds.observe({ stage: 'screen_request_input' }, (deps.now() - started) / 1000);
  return { decisive, screened };
}

function consentChallenge(deps: GatewayDeps, caller: Caller, trace: Trace, promptSha256: string) {
  const exp = deps.now() + deps.config.consent.ttl_ms;
  return signConsentToken(
    { tenant: caller.tenant, user: caller.user, prompt_sha256: promptSha256, policy_hash: trace.policy.hash, exp },
    deps.consentKey,
  );
}

/** Spends a consent token exactly once (across replicas), after checking its binding and acceptance. */
async function redeemConsent(
  deps: GatewayDeps,
  caller: Caller,
  token: string,
  policyHash: string,
  promptSha256: string,
): Promise<string> {
  const check = verifyConsentToken(token, deps.consentKey, {
    tenant: caller.tenant,
    user: caller.user,
    prompt_sha256: promptSha256,
    policy_hash: policyHash,
    now: deps.now(),
  });
  if (!check.ok)
    throw new ParapetError('CONSENT_INVALID', `the consent token was refused: ${check.reason}.`, {
      reason: check.reason,
    });
  if ((await deps.state.getConsent(check.claims.id)) !== 'accepted') {
    throw new ParapetError(
      'CONSENT_INVALID',
      'the consent token has not been accepted: POST it to /v1/consent with "accept": true first.',
      { reason: 'CONSENT_NOT_ACCEPTED' },
    );
  }
  if (!(await deps.state.consumeOnce(`consent-used:${check.claims.id}`, deps.config.consent.ttl_ms))) {
    throw new ParapetError(
      'CONSENT_INVALID',
      'the consent token was already used; each token lets one request through.',
      { reason: 'CONSENT_TOKEN_USED' },
    );
  }
  return check.claims.id;
}

/** Screens a non-streamed response's text; the system prompt is protected. Tool calls are screened apart. */
function screenOutput(deps: GatewayDeps, caller: Caller, body: ChatRequest, content: string | null) {
  const system = body.messages.filter((m) => m.role === 'system' || m.role === 'developer');
  return deps.firewall.screenMessages(
    [...(system as readonly ChatMessage[]), { role: 'assistant', content } as ChatMessage],
    { intents: caller.intents },
  );
}

/** What a consent for held tool calls is bound to: the conversation and the exact calls (their hashes). */
function toolCallBinding(body: ChatRequest, toolCallHashes: readonly string[]): string {
  return sha256Hex(canonicalJson({ messages: body.messages, tool_calls: toolCallHashes }));
}

const HELD_PREFIX = 'held-response:';

/**
 * A response whose tool calls need the user's confirmation is held (in shared state, for the consent TTL)
 * and answered with a consent challenge bound to those exact calls; resending the request with the accepted
 * token releases the held response once, without asking the upstream again (it might propose other calls).
 */
async function holdForConfirmation(
  deps: GatewayDeps,
  caller: Caller,
  body: ChatRequest,
  completion: unknown,
  pending: readonly ToolCallScreenResult[],
  reply: FastifyReply,
) {
  const hashes = pending.map((r) => r.toolCallHash).sort();
  const first = pending[0] as ToolCallScreenResult;
  const binding = toolCallBinding(body, hashes);
  const { token, claims } = consentChallenge(deps, caller, first.trace, binding);
  await deps.state.putConsent(claims.id, 'pending', deps.config.consent.ttl_ms);
  await deps.state.putConsent(`${HELD_PREFIX}${claims.id}`, JSON.stringify(completion), deps.config.consent.ttl_ms);
  await recordConsent(deps, caller, first.trace, {
    phase: 'challenged',
    consent_id: claims.id,
    tool_calls: hashes.join(','),
  });
  return reply
    .code(428)
    .header('x-parapet-trace-id', first.trace.trace_id)
    .send(
      errorBody(
        'tool_call_confirmation_required',
        'The model wants to call a tool that needs the user\'s confirmation: show the calls, POST the token to /v1/consent with "accept": true, then resend the request with the header x-parapet-consent: <token> to receive the held response.',
        'parapet_decision',
        {
          decision: first.trace.decision,
          primary_cause: first.trace.primary_cause,
          trace_id: first.trace.trace_id,
          tool_calls: pending.map((r) => ({
            name: r.toolName,
            arguments: r.canonicalArguments,
            tool_call_hash: r.toolCallHash,
            reason: r.trace.primary_cause.reason_code,
          })),
          consent: {
            token,
            expires_at: new Date(claims.exp).toISOString(),
            prompt_sha256: binding,
            policy_hash: claims.policy_hash,
          },
        },
      ),
    );
}

/** Releases a held response for an accepted token, once; undefined when the token holds no response. */
async function releaseHeldResponse(
  deps: GatewayDeps,
  caller: Caller,
  body: ChatRequest,
  token: string,
): Promise<ChatCompletion | undefined> {
  const read = readConsentToken(token, deps.consentKey, deps.now());
  if (!read.ok) return undefined;
  const held = await deps.state.getConsent(`${HELD_PREFIX}${read.claims.id}`);
  if (held === undefined) return undefined;
  const completion = JSON.parse(held) as ChatCompletion;
  const calls = completion.choices[0]?.message.tool_calls;
  const confirmed = screenResponseToolCalls(deps, caller, calls, true);
  const binding = toolCallBinding(body, confirmed.map((r) => r.toolCallHash).sort());
  const consentId = await redeemConsent(deps, caller, token, deps.firewall.policy.hash, binding);
  const decisive = confirmed[0];
  if (decisive === undefined) return completion;
  await recordDecision(deps, caller, decisive.trace, { phase: 'output', consent_id: consentId });
  if (decisive.decision !== 'ALLOW')
    throw new ParapetError('CONSENT_INVALID', 'the held tool calls are no longer allowed under the current policy.', {
      reason: 'TOOL_CALL_NOT_ALLOWED',
    });
  await recordConsent(deps, caller, decisive.trace, { phase: 'used', consent_id: consentId });
  return completion;
}

/** Yields a step already read from an iterator, then the rest of it. */
async function* resumeStream<T>(first: IteratorResult<T>, rest: AsyncIterator<T>): AsyncGenerator<T> {
  for (let step = first; step.done !== true; step = await rest.next()) yield step.value;
}

async function streamResponse(
  deps: GatewayDeps,
  caller: Caller,
  body: ChatRequest,
  reply: FastifyReply,
  deadlineMs: number,
  inputRecorded: Promise<unknown>,
): Promise<void> {
  const systemPrompt = body.messages
    .filter((m) => m.role === 'system' && typeof m.content === 'string')
    .map((m) => m.content as string)
    .join('\n');
  const guard = createStreamGuard({
    holdbackChars: deps.config.streaming.holdback_chars,
    windowChars: Math.max(4096, deps.config.streaming.holdback_chars * 4),
    screen: (text) =>
      deps.firewall.screen({
        text,
        direction: 'output',
        context: 'plain_text',
        intents: caller.intents,
        ...(systemPrompt === '' ? {} : { guards: { systemPrompt } }),
      }).trace,
  });
  // A generator does nothing until it is read, so the first chunk is read inside callUpstream: an upstream that
  // refuses a streamed request (HTTP 5xx, a reset) then counts as a failure for the breaker and the retry budget,
  // and the client gets the 502. Before, it counted as a success, so a half-open breaker closed on it in the middle
  // of an outage (test/long/chaos.test.ts), and the client got HTTP 200 with an error event.
  const opened = await callUpstream(deps, deadlineMs, async (signal) => {
    const iterator = deps.upstream.stream(body, signal)[Symbol.asyncIterator]();
    return { iterator, first: await iterator.next() };
  });
  try {
    await inputRecorded;
  } catch (error) {
    await opened.iterator.return?.(); // the stream is not read: release the upstream connection
    throw error;
  }
  const chunks = resumeStream(opened.first, opened.iterator);
  reply.hijack();
  const raw = reply.raw;
  // Headers set on the reply (the trace id, x-parapet-sanitized) would be lost once the reply is hijacked.
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) raw.setHeader(name, value);
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
  });
  let meta: Pick<ChatChunk, 'id' | 'model'> = {};
  const toolCalls = new Map<number, { id?: string; name: string; arguments: string }>();
  let finishReason: string | null = null;
  const emit = (text: string): void => {
    if (text !== '')
      raw.write(
        sseEvent({
          ...meta,
          object: 'chat.completion.chunk',
          choices: [{ index: 0, delta: { content: text }, finish_reason: null }],
        }),
      );
  };
  const block = async (trace: Trace): Promise<void> => {
    await recordDecision(deps, caller, trace, { stream: true });
    raw.write(sseEvent(blockedBody(trace, 'output')));
    raw.end(sseEvent('[DONE]'));
  };
  try {
    raw.write(
      sseEvent({
        ...meta,
        object: 'chat.completion.chunk',
        choices: [{ index: 0, delta: { role: 'assistant' }, finish_reason: null }],
      }),
    );
    for await (const chunk of chunks) {
      meta = {
        ...(chunk.id === undefined ? {} : { id: chunk.id }),
        ...(chunk.model === undefined ? {} : { model: chunk.model }),
      };
      for (const choice of chunk.choices ?? []) {
        if (choice.finish_reason) finishReason = choice.finish_reason;
        for (const call of choice.delta?.tool_calls ?? []) {
          const k = call.index ?? 0;
          const acc = toolCalls.get(k) ?? { name: '', arguments: '' };
          toolCalls.set(k, {
            ...(call.id === undefined ? (acc.id === undefined ? {} : { id: acc.id }) : { id: call.id }),
            name: acc.name + (call.function?.name ?? ''),
            arguments: acc.arguments + (call.function?.arguments ?? ''),
          });
        }
        const delta = choice.delta?.content;
        if (typeof delta === 'string' && delta !== '') {
          const step = guard.push(delta);
          if (step.kind === 'blocked') return await block(step.trace);
          emit(step.text);
        }
      }
    }
    const last = guard.finish();
    if (last.kind === 'blocked') return await block(last.trace);
    // Tool calls are held whole until the stream ends, then screened as tool arguments before release.
    // A call that needs the user's confirmation cannot wait mid-stream: the stream ends with the decision, and
    // the same request without `stream` gets the consent challenge.
    const screenedCalls = screenResponseToolCalls(
      deps,
      caller,
      [...toolCalls.values()].map((c) => ({ function: { name: c.name, arguments: c.arguments } })),
    );
    const worst = screenedCalls[0];
    if (worst !== undefined && worst.decision !== 'ALLOW') return await block(worst.trace);
    emit(last.text);
    if (toolCalls.size > 0) {
      const calls = [...toolCalls.entries()].map(([index, c]) => ({
        index,
        id: c.id,
        type: 'function',
        function: { name: c.name, arguments: c.arguments },
      }));
      raw.write(
        sseEvent({
          ...meta,
          object: 'chat.completion.chunk',
          choices: [{ index: 0, delta: { tool_calls: calls }, finish_reason: null }],
        }),
      );
    }
    raw.write(
      sseEvent({
        ...meta,
        object: 'chat.completion.chunk',
        choices: [{ index: 0, delta: {}, finish_reason: finishReason ?? 'stop' }],
      }),
    );
    raw.end(sseEvent('[DONE]'));
  } catch (error) {
    // Mid-stream failures end the stream with an error event; nothing unscreened was sent.
    const e =
      error instanceof ParapetError
        ? error
        : new ParapetError('UPSTREAM_FAILED', `the upstream stream failed: ${String(error)}`);
    raw.write(sseEvent(errorBody(e.code.toLowerCase(), e.message, 'parapet_error')));
    raw.end(sseEvent('[DONE]'));
  }
}

export function registerChatCompletions(app: FastifyInstance, deps: GatewayDeps): void {
  app.post('/v1/chat/completions', async (req, reply) => {
    const caller = identifyCaller(deps.config, req.headers, (req.body as { user?: string } | undefined)?.user);
    await enforceRateLimit(deps, caller);
    const body = parseBody(req.body);
    const receivedAt = deps.now();
    const deadlineMs = receivedAt + deps.config.admission.deadline_ms;
    let release: (() => void) | undefined;
    let forceStrict = false;
    try {
      release = await deps.admission.acquire(deadlineMs);
    } catch (error) {
      const isOverloaded = error instanceof ParapetError && error.code === 'OVERLOADED';
      if (isOverloaded && deps.config.admission.on_overload === 'reject')
        deps.metrics.rejected.inc({ reason: 'overload' });
      if (!isOverloaded || deps.config.admission.on_overload === 'reject') throw error;
      // Overloaded but configured to degrade: screen on the deterministic strict path instead of refusing.
      forceStrict = true;
      deps.metrics.fallbacks.inc({ reason: 'overload' });
    }
    try {
      const budget = await deps.budgets.take({ tenantId: caller.tenant, userId: caller.user, resource: 'screen' });
      if (!budget.allowed) {
        forceStrict = true;
        deps.metrics.fallbacks.inc({ reason: `budget_${budget.limitedBy}` });
      }
      const { decisive: input, screened } = await screenInput(
        deps,
        caller,
        body,
        header(req, 'x-parapet-conversation'),
        forceStrict,
      );
      // An allowed input's audit record commits while the upstream works; it is awaited before anything is
      // acknowledged to the client (and a failed commit fails the request). Other decisions answer at once.
      const inputRecorded =
        input === undefined ? Promise.resolve() : recordDecision(deps, caller, input.trace, { phase: 'input' });
      inputRecorded.catch(() => undefined); // awaited below on every path; this only marks it handled meanwhile
      if (input?.decision !== 'ALLOW') await inputRecorded;
      if (input?.decision === 'BLOCK')
        return reply
          .code(400)
          .header('x-parapet-trace-id', input.trace.trace_id)
          .send(blockedBody(input.trace, 'input'));
      if (input?.decision === 'LIABILITY_REQUIRED') {
        const promptSha256 = sha256Hex(canonicalJson(body.messages));
        const token = header(req, 'x-parapet-consent');
        if (token === undefined) {
          const { token: issued, claims } = consentChallenge(deps, caller, input.trace, promptSha256);
          await deps.state.putConsent(claims.id, 'pending', deps.config.consent.ttl_ms);
          await recordConsent(deps, caller, input.trace, { phase: 'challenged', consent_id: claims.id });
          return reply
            .code(428)
            .header('x-parapet-trace-id', input.trace.trace_id)
            .send(
              errorBody(
                'consent_required',
                'This request needs the user\'s consent: show the notice, POST the token to /v1/consent with "accept": true, then resend the request with the header x-parapet-consent: <token>.',
                'parapet_decision',
                {
                  decision: input.trace.decision,
                  primary_cause: input.trace.primary_cause,
                  trace_id: input.trace.trace_id,
                  consent: {
                    token: issued,
                    expires_at: new Date(claims.exp).toISOString(),
                    prompt_sha256: promptSha256,
                    policy_hash: claims.policy_hash,
                  },
                },
              ),
            );
        }
        const consentId = await redeemConsent(deps, caller, token, input.trace.policy.hash, promptSha256);
        await recordConsent(deps, caller, input.trace, { phase: 'used', consent_id: consentId });
      }
      const token = header(req, 'x-parapet-consent');
      if (input?.decision !== 'LIABILITY_REQUIRED' && token !== undefined && body.stream !== true) {
        await inputRecorded;
        const held = await releaseHeldResponse(deps, caller, body, token);
        if (held !== undefined) return reply.header('x-parapet-trace-id', input?.trace.trace_id ?? '').send(held);
      }
      // Tool outputs and retrieved documents the policy sanitised are forwarded sanitised.
      const forwarded = applySanitization(body, screened);
      if (forwarded.sanitized > 0) reply.header('x-parapet-sanitized', String(forwarded.sanitized));
      if (body.stream === true) {
        reply.header('x-parapet-trace-id', input?.trace.trace_id ?? '');
        return await streamResponse(deps, caller, forwarded.body, reply, deadlineMs, inputRecorded);
      }
      const completion = await callUpstream(deps, deadlineMs, (signal) =>
        deps.upstream.complete(forwarded.body, signal),
      );
      await inputRecorded;
      const message = completion.choices[0]?.message ?? { role: 'assistant' as const, content: null };
      const output = screenOutput(deps, caller, body, message.content);
      const calls = screenResponseToolCalls(deps, caller, message.tool_calls);
      const decisive = [output.decisive?.result, calls[0]]
        .filter((r): r is ScreenResult => r !== undefined)
        .sort((a, b) => DECISION_RANK[b.decision] - DECISION_RANK[a.decision])[0];
      if (decisive !== undefined) await recordDecision(deps, caller, decisive.trace, { phase: 'output' });
      if (decisive !== undefined && decisive.decision === 'BLOCK') {
        return reply
          .code(400)
          .header('x-parapet-trace-id', decisive.trace.trace_id)
          .send(blockedBody(decisive.trace, 'output'));
      }
      const pending = calls.filter((r) => r.decision === 'LIABILITY_REQUIRED');
      if (decisive !== undefined && decisive.decision === 'LIABILITY_REQUIRED') {
        if (pending.length === 0)
          return reply
            .code(400)
            .header('x-parapet-trace-id', decisive.trace.trace_id)
            .send(blockedBody(decisive.trace, 'output'));
        return await holdForConfirmation(deps, caller, body, completion, pending, reply);
      }
      return reply.header('x-parapet-trace-id', input?.trace.trace_id ?? '').send(completion);
    } finally {
      release?.();
    }
  });
}
