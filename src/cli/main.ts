import { Command, CommanderError } from 'commander';
import { isParapetError } from '../core/index.ts';
import { ENGINE_VERSION } from '../firewall/index.ts';
import { registerAssureCommand } from './command-assure.ts';
import { registerAuditCommands, registerReviewCommands } from './command-audit.ts';
import { registerDashboardCommand } from './command-dashboard.ts';
import { registerDemoCommand } from './command-demo.ts';
import { registerInfoCommands } from './command-detectors.ts';
import { registerEvalCommand } from './command-eval.ts';
import { registerEvalCompareCommand } from './command-eval-compare.ts';
import { registerKeysCommands } from './command-keys.ts';
import { registerMatrixCommand } from './command-matrix.ts';
import { registerOracleCommand } from './command-oracle.ts';
import { registerScreenCommand } from './command-screen.ts';
import { registerServeCommand } from './command-serve.ts';
import { registerTrainCommands } from './command-train.ts';
import { registerVerifyCommand } from './command-verify.ts';

const program = new Command()
  .name('parapet')
  .description('A bidirectional LLM firewall: screen text, evaluate, assure.')
  .version(ENGINE_VERSION)
  .exitOverride()
  .showHelpAfterError('(run with --help for usage)');

registerScreenCommand(program);
registerDemoCommand(program);
registerInfoCommands(program);
registerEvalCommand(program);
registerEvalCompareCommand(program);
registerTrainCommands(program);
registerServeCommand(program);
registerAuditCommands(program);
registerReviewCommands(program);
registerAssureCommand(program);
registerVerifyCommand(program);
registerOracleCommand(program);
registerDashboardCommand(program);
registerKeysCommands(program);
registerMatrixCommand(program);

// The CLI's single top-level catch: a ParapetError prints its message and exits with its code; anything
// else is a bug, printed with its stack and exit 70 so that scripts can tell the two apart.
try {
  await program.parseAsync(process.argv);
} catch (error) {
  if (error instanceof CommanderError) {
    process.exitCode = error.exitCode === 0 ? 0 : 2;
  } else if (isParapetError(error)) {
    process.stderr.write(`parapet: ${error.message}\n`);
    process.exitCode = error.exitCode;
  } else {
    process.stderr.write(
      `parapet: internal error, please report it:\n${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
    process.exitCode = 70;
  }
}
