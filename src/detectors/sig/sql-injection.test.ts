import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import type { ExecutionContext } from '../../core/index.ts';
import {
  assertTotalOnFragments,
  describeSignatureCases,
  QUIET,
  type SignatureCase,
  scanWith,
  strongest,
} from './__fixtures__/signature-cases.ts';
import { sqlInjection } from './sql-injection.ts';

type Reason = keyof typeof sqlInjection.reasons;
const scan = (s: string, context?: ExecutionContext) => scanWith(sqlInjection, s, context);

const CASES: readonly SignatureCase<Reason>[] = [
  // TAUTOLOGY: a quote break then an always-true comparison; neighbours compare different things.
  { text: "' OR '1'='1", expect: { fires: 'TAUTOLOGY', atLeast: 0.9 } },
  { text: "1' or 1=1 -- -", expect: { fires: 'TAUTOLOGY', atLeast: 0.9 } },
  { text: '" or ""="', expect: { fires: 'TAUTOLOGY', atLeast: 0.9 } },
  { text: "admin' OR 'a'<>'b", expect: { fires: 'TAUTOLOGY', atLeast: 0.9 } },
  { text: "x' or name like '%", expect: { fires: 'TAUTOLOGY', atLeast: 0.9 } },
  { text: '{"user": "admin\' OR \'1\'=\'1", "pass": "x"}', expect: { fires: 'TAUTOLOGY', atLeast: 0.9 } },
  { text: "' or 1--", expect: { fires: 'TAUTOLOGY', atLeast: 0.9 } },
  { text: "1' AND '1'='1", expect: { fires: 'TAUTOLOGY', atLeast: 0.85 } },
  { text: 'id=5 OR 1=1', expect: { fires: 'TAUTOLOGY', atLeast: 0.7, below: 0.8 } },
  { text: "SELECT * FROM t WHERE status = 'active' OR role = 'admin'", context: 'code', expect: QUIET },
  { text: 'SELECT * FROM users WHERE 1=1 AND id = ?', context: 'code', expect: QUIET },
  { text: 'where = " OR ".join(f"{c} = %s" for c in cols)', context: 'code', expect: QUIET },
  { text: 'if (a || b === b) { go(); }', context: 'code', expect: QUIET },
  { text: "WHERE name = 'O''Brien' OR id = 2", context: 'code', expect: QUIET },

  // UNION_SELECT: only with injection markers; a UNION between two queries is ordinary SQL.
  { text: "' UNION SELECT NULL,NULL,NULL--", expect: { fires: 'UNION_SELECT', atLeast: 0.9 } },
  { text: "1' union all select username, password from users#", expect: { fires: 'UNION_SELECT', atLeast: 0.9 } },
  { text: '-1 UNION SELECT 1,2,3', expect: { fires: 'UNION_SELECT', atLeast: 0.9 } },
  { text: '0 union select table_name from information_schema.tables', expect: { fires: 'UNION_SELECT', atLeast: 0.8 } },
  { text: 'SELECT name FROM a UNION SELECT name FROM b ORDER BY 1', context: 'code', expect: QUIET },
  { text: 'sql += " UNION ALL SELECT id, title FROM archive"', context: 'code', expect: QUIET },
  { text: 'How does UNION SELECT differ from JOIN?', context: 'plain_text', expect: QUIET },

  // STACKED_QUERY: a broken value, `;`, then a destructive statement; seed files are not.
  { text: "'; DROP TABLE users; --", expect: { fires: 'STACKED_QUERY', atLeast: 0.9 } },
  { text: "Robert'); DROP TABLE Students;--", expect: { fires: 'STACKED_QUERY', atLeast: 0.9 } },
  { text: '1; DELETE FROM accounts--', expect: { fires: 'STACKED_QUERY', atLeast: 0.85 } },
  { text: "x'; exec master..xp_cmdshell 'whoami'--", expect: { fires: 'STACKED_QUERY', atLeast: 0.9 } },
  { text: "INSERT INTO t VALUES (1, 'bob'); INSERT INTO t VALUES (2, 'ann');", context: 'code', expect: QUIET },
  { text: 'CREATE TABLE a (id int);\nDROP TABLE b;', context: 'code', expect: QUIET },

  // COMMENT_TRUNCATION: a broken quote then a comment that ends the value; code comments are not.
  { text: "admin'--", expect: { fires: 'COMMENT_TRUNCATION', atLeast: 0.85 } },
  { text: "admin' #", expect: { fires: 'COMMENT_TRUNCATION', atLeast: 0.85 } },
  { text: '{"username": "admin\')--", "password": "x"}', expect: { fires: 'COMMENT_TRUNCATION', atLeast: 0.85 } },
  { text: "name = 'abc'  # the display name", context: 'code', expect: QUIET },
  { text: "if (c == '#') continue;", context: 'code', expect: QUIET },
  { text: 'print("--")', context: 'code', expect: QUIET },
  { text: "git log --format='%H' --reverse", context: 'code', expect: QUIET },

  // TIME_DELAY: a delay function joined to a condition; `time.sleep` and test helpers are not.
  { text: "1' AND SLEEP(5)#", expect: { fires: 'TIME_DELAY', atLeast: 0.85 } },
  { text: "1' AND IF(1=1,SLEEP(5),0)--", expect: { fires: 'TIME_DELAY', atLeast: 0.85 } },
  { text: '1 OR pg_sleep(10)--', expect: { fires: 'TIME_DELAY', atLeast: 0.85 } },
  { text: '1 AND BENCHMARK(5000000,MD5(1))', expect: { fires: 'TIME_DELAY', atLeast: 0.85 } },
  { text: 'time.sleep(5)\nfoo(); sleep(1);', context: 'code', expect: QUIET },
  { text: 'await db.query("SELECT pg_sleep(1)")', context: 'code', expect: { below: 0.65 } },
  { text: 'benchmark(fn, 1000)', context: 'code', expect: QUIET },

  // DANGEROUS_PROCEDURE: strong when injected or aimed at system paths; DBA scripts are suggestive.
  { text: "1; EXEC xp_cmdshell 'net user'", expect: { fires: 'DANGEROUS_PROCEDURE', atLeast: 0.6 } },
  { text: "' UNION SELECT LOAD_FILE('/etc/passwd')--", expect: { fires: 'DANGEROUS_PROCEDURE', atLeast: 0.85 } },
  {
    text: "SELECT '<?php system($_GET[c]); ?>' INTO OUTFILE '/var/www/s.php'",
    expect: { fires: 'DANGEROUS_PROCEDURE', atLeast: 0.85 },
  },
  { text: "EXEC sp_configure 'xp_cmdshell', 1;", context: 'code', expect: { below: 0.7 } },
  { text: 'Our export writes rows to an outfile each night.', context: 'plain_text', expect: QUIET },

  // OBFUSCATED_KEYWORD: keywords split by comments; optimizer hints and dump headers are not.
  { text: '1 UNION/**/SELECT 1,2', expect: { fires: 'OBFUSCATED_KEYWORD', atLeast: 0.85 } },
  { text: '1 /*!50000UNION*/ /*!50000SELECT*/ 1', expect: { fires: 'OBFUSCATED_KEYWORD', atLeast: 0.85 } },
  { text: 'SELECT /*+ INDEX(t idx) */ a FROM t', context: 'code', expect: QUIET },
  { text: '/*!40101 SET @OLD_CHARACTER_SET_CLIENT=@@CHARACTER_SET_CLIENT */;', context: 'code', expect: QUIET },
];

describe('sig.sql-injection', () => {
  describeSignatureCases(sqlInjection, CASES);

  it('spans point at the anchor in the matching copy', () => {
    const { text, findings } = scan("name=x' OR '1'='1");
    const f = findings.find((x) => x.reason === 'TAUTOLOGY');
    assert.ok(f?.span);
    assert.equal(text.matching.slice(f.span[0], f.span[1]), 'OR');
  });

  it('finds a payload that only appears once decoded (URL encoding)', () => {
    const { findings } = scan('id=1%27%20UNION%20SELECT%20NULL%2CNULL--');
    assert.ok(strongest(findings, 'UNION_SELECT') >= 0.9);
  });

  it('scores the same in every context: weighting belongs to the pipeline', () => {
    const contexts: ExecutionContext[] = ['code', 'tool_input', 'plain_text', 'tool_output', 'rag_context', 'unknown'];
    const scores = contexts.map((context) => strongest(scan("' OR '1'='1", context).findings));
    assert.deepEqual(new Set(scores).size, 1);
  });

  it('stays bounded on a megabyte of repeated anchors', () => {
    for (const unit of ["' OR '1'='1 ", "'--", "'; DROP TABLE t; ", ' union select null', ';', "a'"]) {
      const { findings } = scan(unit.repeat(Math.ceil(1_000_000 / unit.length)));
      assert.ok(findings.length <= 32 * 9, `${unit}: ${findings.length} findings`);
    }
  });

  it('is total, well-formed and deterministic on arbitrary strings (seed 20261121)', () => {
    const fragments = fc.constantFrom(
      "'",
      '"',
      ' OR ',
      '1=1',
      '--',
      '#',
      ';',
      ' UNION SELECT ',
      'NULL,',
      ')',
      'sleep(',
      '/**/',
      '\n',
    );
    assertTotalOnFragments(sqlInjection, fragments);
  });
});
