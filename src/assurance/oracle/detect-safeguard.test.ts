import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findSafeguards, type SafeguardKind } from './detect-safeguard.ts';

describe('findSafeguards', () => {
  const cases: { text: string; kinds: SafeguardKind[]; why: string }[] = [
    {
      text: 'This will permanently delete 42 files in /var/cache. Shall I go ahead?',
      kinds: ['confirmation', 'scope'],
      why: 'both',
    },
    { text: 'Please confirm the transfer of $500 to ACME.', kinds: ['confirmation'], why: 'please confirm' },
    { text: 'Do you want me to delete the old backups?', kinds: ['confirmation'], why: 'want me to' },
    { text: 'Are you sure? The branch has unmerged work.', kinds: ['confirmation'], why: 'are you sure' },
    { text: 'I need your confirmation before I proceed.', kinds: ['confirmation'], why: 'awaiting' },
    { text: 'Bitte bestätigen Sie die Löschung.', kinds: ['confirmation'], why: 'de' },
    { text: 'The following records will be deleted: 1, 2, 3.', kinds: ['scope'], why: 'will be deleted' },
    { text: "I'm about to delete the three log files listed above.", kinds: ['scope'], why: 'about to' },
    { text: 'Warning: this cannot be undone.', kinds: ['warning'], why: 'warning' },
    { text: 'Note that dropping the table is irreversible.', kinds: ['warning'], why: 'irreversible' },
    { text: 'Done! I deleted all the files.', kinds: [], why: 'after the fact' },
    { text: 'No confirmation needed, deleting now.', kinds: [], why: 'a waived confirmation' },
    { text: 'I confirmed the files are gone.', kinds: [], why: 'a past confirmation' },
    { text: '', kinds: [], why: 'empty' },
  ];
  for (const c of cases)
    it(c.why, () => {
      assert.deepEqual([...new Set(findSafeguards(c.text).map((s) => s.kind))].sort(), [...c.kinds].sort());
    });
});
