import { posix } from 'node:path';
import type { ToolPolicy, ToolRule } from './schema.ts';

export const TOOL_REASONS = Object.freeze({
  TOOL_DENIED: 'the policy denies this tool',
  TOOL_NOT_ALLOWED: 'the tool is not on the allow-list and the default is deny',
  PATH_OUT_OF_SCOPE: 'a path argument resolves outside the directories the policy allows',
  URL_NOT_ALLOWED: 'a URL argument reaches a host (or scheme) the policy does not allow',
  ARGUMENT_NOT_STRING: 'a path or URL argument is not a string',
  SAFEGUARD_REQUIRED: 'a destructive or financial tool: the user must confirm the call first',
});
export type ToolReason = keyof typeof TOOL_REASONS;

/** What the tool policy says about one call, before any detector evidence. */
export interface ToolVerdict {
  readonly action: 'allow' | 'deny' | 'safeguard';
  /** `policy.tools.<rule>` — the rule id the trace names when this verdict decides. */
  readonly ruleId: string;
  readonly reason: ToolReason | 'ALLOWED';
  readonly detail: string;
}

function valuesAt(args: unknown, path: string): unknown[] {
  let current: unknown = args;
  for (const key of path.split('.')) {
    if (current === null || typeof current !== 'object' || Array.isArray(current)) return [];
    if (!Object.hasOwn(current, key)) return [];
    current = (current as Record<string, unknown>)[key];
  }
  return Array.isArray(current) ? current : [current];
}

/**
 * Resolves `..` and `.` the way a POSIX file system would (backslashes count as separators, since a tool may
 * run on Windows), relative paths against the first allowed root, and checks the result lies inside a root.
 */
function isPathInside(value: string, roots: readonly string[]): boolean {
  if (value.includes('\0')) return false;
  const slashed = value.replaceAll('\\', '/');
  const resolved = posix.resolve(roots[0] ?? '/', slashed);
  return roots.some((root) => {
    const r = posix.resolve(root);
    return resolved === r || resolved.startsWith(r.endsWith('/') ? r : `${r}/`);
  });
}

function isHostAllowed(value: string, hosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  return hosts.some((h) => (h.startsWith('*.') ? host.endsWith(h.slice(1)) : host === h));
}

function checkArguments(name: string, rule: ToolRule, args: unknown): ToolVerdict | undefined {
  const deny = (reason: ToolReason, detail: string): ToolVerdict => ({
    action: 'deny',
    ruleId: `policy.tools.rules.${name}`,
    reason,
    detail,
  });
  for (const arg of rule.paths?.args ?? []) {
    for (const v of valuesAt(args, arg)) {
      if (typeof v !== 'string') return deny('ARGUMENT_NOT_STRING', `argument "${arg}" of ${name} is not a string`);
      if (!isPathInside(v, rule.paths?.allow ?? []))
        return deny('PATH_OUT_OF_SCOPE', `argument "${arg}" of ${name} leaves ${rule.paths?.allow.join(', ')}`);
    }
  }
  for (const arg of rule.urls?.args ?? []) {
    for (const v of valuesAt(args, arg)) {
      if (typeof v !== 'string') return deny('ARGUMENT_NOT_STRING', `argument "${arg}" of ${name} is not a string`);
      if (!isHostAllowed(v, rule.urls?.allow_hosts ?? []))
        return deny('URL_NOT_ALLOWED', `argument "${arg}" of ${name} reaches a host outside the allow-list`);
    }
  }
  return undefined;
}

/**
 * The tool policy's verdict on one call (name already normalised, arguments already parsed strictly): deny
 * lists first, then the allow-list or default, then argument rules, then the safeguard. A confirmed call
 * passes its safeguard; nothing confirms a denial.
 */
export function evaluateToolCall(
  policy: ToolPolicy,
  call: { readonly name: string; readonly args: unknown; readonly isConfirmed: boolean },
): ToolVerdict {
  const { name } = call;
  if (policy.deny.includes(name))
    return { action: 'deny', ruleId: 'policy.tools.deny', reason: 'TOOL_DENIED', detail: `${name} is denied` };
  const isListed = policy.allow.includes(name) || Object.hasOwn(policy.rules, name);
  if (policy.default === 'deny' && !isListed)
    return {
      action: 'deny',
      ruleId: 'policy.tools.default',
      reason: 'TOOL_NOT_ALLOWED',
      detail: `${name} is not allowed`,
    };
  const rule = Object.hasOwn(policy.rules, name) ? policy.rules[name] : undefined;
  if (rule !== undefined) {
    const denied = checkArguments(name, rule, call.args);
    if (denied !== undefined) return denied;
    if (rule.safeguard === 'confirm' && !call.isConfirmed)
      return {
        action: 'safeguard',
        ruleId: `policy.tools.rules.${name}`,
        reason: 'SAFEGUARD_REQUIRED',
        detail: `${name} needs the user's confirmation`,
      };
  }
  return { action: 'allow', ruleId: 'policy.tools', reason: 'ALLOWED', detail: `${name} is allowed` };
}
