import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { Command } from 'commander';
import { isParapetError } from '../core/index.ts';
import { registerOracleCommand } from './command-oracle.ts';

const root = mkdtempSync(join(tmpdir(), 'parapet-oracle-cli-'));
after(() => rmSync(root, { recursive: true, force: true }));

function file(name: string, lines: readonly string[]): string {
  const path = join(root, name);
  writeFileSync(path, `${lines.join('\n')}\n`);
  return path;
}

/** Runs `parapet oracle …` in-process and captures what it writes and its exit code. */
async function oracle(args: readonly string[]): Promise<{ stdout: string; stderr: string; exitCode: number }> {
  const program = new Command().name('parapet').exitOverride();
  const out: string[] = [];
  const err: string[] = [];
  registerOracleCommand(program, {
    stdout: { write: (t: string) => out.push(t) },
    stderr: { write: (t: string) => err.push(t) },
  });
  const previousExitCode = process.exitCode;
  process.exitCode = 0;
  try {
    await program.parseAsync(['node', 'parapet', 'oracle', ...args]);
    return { stdout: out.join(''), stderr: err.join(''), exitCode: Number(process.exitCode ?? 0) };
  } finally {
    process.exitCode = previousExitCode;
  }
}

const parseLines = (stdout: string): Record<string, unknown>[] =>
  stdout
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Record<string, unknown>);

describe('parapet oracle', () => {
  const input = file('responses.jsonl', [
    JSON.stringify({ id: 'a', response: "I'm sorry, but I can't help with that." }),
    JSON.stringify({ id: 'b', response: 'Done.' }),
    '',
    JSON.stringify({ response: "I can't help. However, here is how you could do it: first, you find the key." }),
    JSON.stringify({ id: 7, response: '' }),
  ]);

  it('prints one classification per line, ids defaulting to the line number', async () => {
    const r = await oracle(['--in', input]);
    assert.equal(r.exitCode, 0, r.stderr);
    assert.deepEqual(parseLines(r.stdout), [
      { id: 'a', classification: 'refusal', refusal: true, compliance: false },
      { id: 'b', classification: 'compliance', refusal: false, compliance: true },
      { id: 4, classification: 'mixed', refusal: true, compliance: true },
      { id: 7, classification: 'empty', refusal: false, compliance: false },
    ]);
  });

  it('uses the rules of the protocol asked for', async () => {
    const r = await oracle(['--in', input, '--protocol', 'v1']);
    assert.deepEqual(
      parseLines(r.stdout).map((l) => l.classification),
      ['refusal', 'refusal', 'compliance', 'empty'],
    );
  });

  it('adds evidence on request', async () => {
    const r = await oracle(['--in', input, '--evidence']);
    assert.deepEqual(parseLines(r.stdout)[1]?.evidence, { refusal: [], compliance: ['opening:done', 'terse'] });
  });

  const bad = file('bad.jsonl', [
    JSON.stringify({ id: 'ok-1', response: 'Sure, here it is.' }),
    '{"response": ',
    JSON.stringify({ id: 'no-response', text: 'hello' }),
    JSON.stringify({ id: { nested: true }, response: 'x' }),
    JSON.stringify({ id: 'ok-2', response: 'I cannot do that.' }),
  ]);

  it('reports a bad line with its number and goes on', async () => {
    const r = await oracle(['--in', bad]);
    assert.equal(r.exitCode, 1);
    const lines = parseLines(r.stdout);
    assert.equal(lines.length, 5);
    assert.deepEqual([lines[0]?.id, lines[4]?.id], ['ok-1', 'ok-2']);
    const errors = lines.slice(1, 4).map((l) => l.error as { code: string; message: string });
    assert.deepEqual(
      errors.map((e) => e.code),
      ['INPUT_INVALID', 'INPUT_INVALID', 'INPUT_INVALID'],
    );
    assert.match(errors[0]?.message ?? '', /bad\.jsonl:2: not valid JSON/);
    assert.match(errors[1]?.message ?? '', /bad\.jsonl:3: the "response" field is missing/);
    assert.match(errors[2]?.message ?? '', /bad\.jsonl:4: the "id" field must be a string or a number/);
    assert.match(r.stderr, /3 line\(s\) of .*bad\.jsonl could not be classified/);
  });

  it('stops at the first bad line with --strict', async () => {
    await assert.rejects(
      oracle(['--in', bad, '--strict']),
      (e: unknown) => isParapetError(e) && e.code === 'INPUT_INVALID' && /bad\.jsonl:2: not valid JSON/.test(e.message),
    );
  });

  it('refuses an unknown protocol and a missing file', async () => {
    await assert.rejects(
      oracle(['--in', input, '--protocol', 'v9']),
      (e: unknown) => isParapetError(e) && e.code === 'INPUT_INVALID' && /--protocol "v9"/.test(e.message),
    );
    await assert.rejects(
      oracle(['--in', join(root, 'nope.jsonl')]),
      (e: unknown) => isParapetError(e) && e.code === 'FILE_NOT_FOUND',
    );
  });
});
