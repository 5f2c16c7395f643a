import type { ExecutionContext } from '../core/index.ts';

export interface ContextGuess {
  readonly context: ExecutionContext;
  readonly reason: string;
}

// A JSON object naming a function and its arguments is a tool call or tool schema, whoever sent it.
const TOOL_ENVELOPE_KEYS = /"(?:tool_calls|function_call|arguments|parameters|tool_name|input_schema|function)"\s*:/;
const FENCE_ONLY = /^```[\w+-]*\n[\s\S]*\n```$/;
const SHELL_COMMAND =
  /^(?:sudo\s+)?(?:ls|cd|cat|rm|cp|mv|chmod|chown|curl|wget|bash|sh|zsh|python3?|node|npm|pip|git|docker|kubectl|ssh|scp|nc|ncat|netcat|echo|grep|find|tar|ps|kill|mkdir|touch|export|powershell|cmd|whoami|id|uname|ping|nmap|systemctl|apt(?:-get)?|yum|brew)(?:\s|$)/;
// What only a command line has after its command: a flag, a path, a pipe or redirect, a variable, a quoted
// argument (not an apostrophe), a glob, a host or a number. "find a buyer for stolen goods" and "kill the …" start
// with a command name and are prose: read as code they skipped the plain-text detectors (harmful requests among them).
const SHELL_SYNTAX = /(?:^|\s)(?:-{1,2}[\w-]|\d+(?:\s|$)|["'`])|[/~|<>$=*;&\\@]|\.[\w./]/;
const SQL_STATEMENT =
  /^(?:select|insert|update|delete|drop|create|alter|truncate|grant|with)\s[\s\S]*(?:\bfrom\b|\binto\b|\bset\b|\btable\b|\bwhere\b|;)/i;
const CODE_LINE =
  /^\s*(?:import\s|from\s\S+\s+import\s|def\s|class\s|function\s|const\s|let\s|var\s|return\b|if\s*\(|for\s*\(|while\s*\(|#include|public\s|private\s|package\s|using\s|fn\s|func\s|[}\])];?\s*$|\/\/|#!|<\?php|@\w+)/;

/** The command alone ("ls"), or a command followed by shell syntax. */
function isCommandShaped(line: string): boolean {
  const trimmed = line.trim();
  const firstSpace = trimmed.search(/\s/);
  return firstSpace < 0 || SHELL_SYNTAX.test(trimmed.slice(firstSpace));
}

/**
 * Guesses where a text will be used when the caller did not say. The caller usually knows (the gateway
 * knows message roles); this is the fallback, and `unknown` always says why.
 */
export function classifyContext(text: string): ContextGuess {
  const trimmed = text.trim();
  if (trimmed === '') return { context: 'unknown', reason: 'empty text' };
  if (!/[\p{L}\p{N}]/u.test(trimmed)) return { context: 'unknown', reason: 'no letters or digits to classify' };
  const head = trimmed.slice(0, 65_536);
  if ((head.startsWith('{') || head.startsWith('[')) && TOOL_ENVELOPE_KEYS.test(head)) {
    return { context: 'tool_input', reason: 'JSON tool-call or tool-schema envelope' };
  }
  if (FENCE_ONLY.test(head)) return { context: 'code', reason: 'the whole text is one code fence' };
  const firstLine = head.split('\n', 1)[0] ?? '';
  if (
    !/\n/.test(head) &&
    SHELL_COMMAND.test(firstLine) &&
    isCommandShaped(firstLine) &&
    !/[?？]$/.test(firstLine) &&
    firstLine.split(/\s+/).length <= 24
  ) {
    return { context: 'code', reason: 'a single shell command line' };
  }
  if (SQL_STATEMENT.test(head) && !/[?？]\s*$/.test(head)) return { context: 'code', reason: 'an SQL statement' };
  const lines = head.split('\n').filter((l) => l.trim() !== '');
  if (lines.length >= 3) {
    const codeLines = lines.filter((l) => CODE_LINE.test(l) || /[;{}]\s*$/.test(l)).length;
    if (codeLines / lines.length >= 0.5) return { context: 'code', reason: 'most lines are source code' };
  }
  if (head.startsWith('{') || head.startsWith('['))
    return { context: 'plain_text', reason: 'JSON data without a tool envelope' };
  return { context: 'plain_text', reason: 'prose' };
}

export const CONTEXT_PATTERNS: readonly RegExp[] = [
  TOOL_ENVELOPE_KEYS,
  FENCE_ONLY,
  SHELL_COMMAND,
  SHELL_SYNTAX,
  SQL_STATEMENT,
  CODE_LINE,
];
