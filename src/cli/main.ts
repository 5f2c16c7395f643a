import { Command, CommanderError } from 'commander';
import { isParapetError } from '../core/index.ts';
import { ENGINE_VERSION } from '../firewall/index.ts';

type Register = (program: Command) => void;

/**
 * Each command's module, loaded only when that command runs (or for help, which lists them all). Loading every
 * module up front put the training data, the evaluation harness and the scenario catalogues into the gateway's
 * heap for nothing (issue 8's RSS target).
 */
const COMMANDS: readonly (readonly [names: readonly string[], load: () => Promise<readonly Register[]>])[] = [
  [['screen'], async () => [(await import('./command-screen.ts')).registerScreenCommand]],
  [['demo'], async () => [(await import('./command-demo.ts')).registerDemoCommand]],
  [['detectors', 'schema'], async () => [(await import('./command-detectors.ts')).registerInfoCommands]],
  [['eval'], async () => [(await import('./command-eval.ts')).registerEvalCommand]],
  [['eval-compare'], async () => [(await import('./command-eval-compare.ts')).registerEvalCompareCommand]],
  [['train', 'calibrate', 'validate'], async () => [(await import('./command-train.ts')).registerTrainCommands]],
  [['serve'], async () => [(await import('./command-serve.ts')).registerServeCommand]],
  [
    ['audit', 'review'],
    async () => {
      const m = await import('./command-audit.ts');
      return [m.registerAuditCommands, m.registerReviewCommands];
    },
  ],
  [['assure'], async () => [(await import('./command-assure.ts')).registerAssureCommand]],
  [['verify'], async () => [(await import('./command-verify.ts')).registerVerifyCommand]],
  [['oracle'], async () => [(await import('./command-oracle.ts')).registerOracleCommand]],
  [['dashboard'], async () => [(await import('./command-dashboard.ts')).registerDashboardCommand]],
  [['keys'], async () => [(await import('./command-keys.ts')).registerKeysCommands]],
  [['matrix'], async () => [(await import('./command-matrix.ts')).registerMatrixCommand]],
];

const program = new Command()
  .name('parapet')
  .description('A bidirectional LLM firewall: screen text, evaluate, assure.')
  .version(ENGINE_VERSION)
  .exitOverride()
  .showHelpAfterError('(run with --help for usage)');

// The first word that is not an option names the command; anything else (help, a typo) registers them all, so
// help lists every command and commander can suggest the nearest name.
const named = process.argv.slice(2).find((arg) => !arg.startsWith('-'));
const chosen = COMMANDS.filter(([names]) => named !== undefined && names.includes(named));
for (const [, load] of chosen.length > 0 ? chosen : COMMANDS) for (const register of await load()) register(program);

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
