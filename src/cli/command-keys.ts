import { homedir } from 'node:os';
import type { Command } from 'commander';
import { defaultSigningKey, resolveConfigDir, writeKeyPair } from '../assurance/index.ts';

interface GenerateFlags {
  out: string;
  force?: boolean;
}

export function registerKeysCommands(program: Command): void {
  const keys = program.command('keys').description('Ed25519 key pairs for signing and verifying Forge reports.');

  keys
    .command('generate')
    .description('Write a new key pair: PREFIX (private, mode 0600) and PREFIX.pub (public, to share with verifiers).')
    .requiredOption('--out <prefix>', 'where to write the key pair')
    .option('--force', 'replace an existing key pair at PREFIX')
    .action((flags: GenerateFlags) => {
      const written = writeKeyPair({ prefix: flags.out, force: flags.force === true });
      process.stdout.write(
        `wrote the private key to ${written.privatePath} (mode 0600) and the public key to ${written.publicPath}\n` +
          `fingerprint ${written.fingerprint}\n` +
          `sign with "parapet assure … --key ${written.privatePath}"; verify with "parapet verify REPORT --pubkey ${written.publicPath}"\n`,
      );
    });

  keys
    .command('default')
    .description(
      'Print the signing key "parapet assure" uses without --key ($XDG_CONFIG_HOME/parapet or ~/.config/parapet), ' +
        'creating it if there is none.',
    )
    .action(() => {
      const key = defaultSigningKey(resolveConfigDir({ env: process.env, home: homedir() }));
      process.stdout.write(
        `${key.isNew ? 'created' : 'using'} the signing key ${key.path}\n` +
          `public key ${key.path}.pub\nfingerprint ${key.fingerprint}\n`,
      );
    });
}
