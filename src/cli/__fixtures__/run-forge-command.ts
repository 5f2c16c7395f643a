// Runs `parapet verify | keys | matrix …` in a child process, with the CLI's top-level error mapping
// (src/cli/main.ts), for command-verify.test.ts, command-keys.test.ts and command-matrix.test.ts.
import { Command, CommanderError } from 'commander';
import { isParapetError } from '../../core/index.ts';
import { registerKeysCommands } from '../command-keys.ts';
import { registerMatrixCommand } from '../command-matrix.ts';
import { registerVerifyCommand } from '../command-verify.ts';

const program = new Command().name('parapet').exitOverride();
registerVerifyCommand(program);
registerKeysCommands(program);
registerMatrixCommand(program);
try {
  await program.parseAsync(process.argv);
} catch (error) {
  if (error instanceof CommanderError) process.exitCode = error.exitCode === 0 ? 0 : 2;
  else if (isParapetError(error)) {
    process.stderr.write(`parapet: ${error.message}\n`);
    process.exitCode = error.exitCode;
  } else throw error;
}
