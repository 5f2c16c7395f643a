// Runs `parapet audit …` in a child process, with the CLI's top-level error mapping (src/cli/main.ts), for
// command-audit.test.ts.
import { Command, CommanderError } from 'commander';
import { isParapetError } from '../../core/index.ts';
import { registerAuditCommands } from '../command-audit.ts';

const program = new Command().name('parapet').exitOverride();
registerAuditCommands(program);
try {
  await program.parseAsync(process.argv);
} catch (error) {
  if (error instanceof CommanderError) process.exitCode = error.exitCode === 0 ? 0 : 2;
  else if (isParapetError(error)) {
    process.stderr.write(`parapet: ${error.message}\n`);
    process.exitCode = error.exitCode;
  } else throw error;
}
