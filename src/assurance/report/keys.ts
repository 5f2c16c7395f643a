import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from 'node:crypto';
import { ParapetError, sha256Hex } from '../../core/index.ts';

/** An Ed25519 key pair as text: the private key in PKCS#8 PEM, the public key in SPKI PEM. */
export interface KeyPairPem {
  readonly privateKeyPem: string;
  readonly publicKeyPem: string;
}

const PEM_HEADER = /-----BEGIN ([A-Z0-9 ]{1,40})-----/;
const BASE64_DER = /^[A-Za-z0-9+/]{40,400}={0,2}$/;

export function generateKeyPairPem(): KeyPairPem {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519', {
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    publicKeyEncoding: { type: 'spki', format: 'pem' },
  });
  return { privateKeyPem: privateKey, publicKeyPem: publicKey };
}

/** sha256 (hex) of the public key's SPKI DER: stable however the key is written (PEM line breaks, base64). */
export function keyFingerprint(publicKey: KeyObject): string {
  return sha256Hex(publicKey.export({ type: 'spki', format: 'der' }));
}

export function publicKeyPem(key: KeyObject): string {
  const publicKey = key.type === 'private' ? createPublicKey(key) : key;
  return publicKey.export({ type: 'spki', format: 'pem' }).toString();
}

function pemLabel(text: string): string | undefined {
  return PEM_HEADER.exec(text)?.[1];
}

/**
 * An Ed25519 public key from SPKI PEM or the base64 of its DER, or null when the text is neither (a report's embedded
 * key is untrusted input, so a malformed one is a verification problem rather than an exception).
 */
export function readPublicKey(text: string): KeyObject | null {
  const trimmed = text.trim();
  const label = pemLabel(trimmed);
  if (label !== undefined && label !== 'PUBLIC KEY') return null;
  if (label === undefined && !BASE64_DER.test(trimmed)) return null;
  let key: KeyObject;
  try {
    key =
      label === undefined
        ? createPublicKey({ key: Buffer.from(trimmed, 'base64'), format: 'der', type: 'spki' })
        : createPublicKey({ key: trimmed, format: 'pem' });
  } catch {
    // node:crypto throws for any malformed key; here that is an answer ("not a key"), not a failure.
    return null;
  }
  return key.asymmetricKeyType === 'ed25519' ? key : null;
}

/** Parses a verification key file's text (SPKI PEM or base64 DER); KEY_INVALID names the source and the fix. */
export function parsePublicKey(text: string, source: string): KeyObject {
  if (pemLabel(text)?.includes('PRIVATE') === true)
    throw new ParapetError(
      'KEY_INVALID',
      `${source} holds a private key; verification needs the public key (the ".pub" file written beside it). Keep the private key to yourself.`,
      { source },
    );
  const key = readPublicKey(text);
  if (key === null)
    throw new ParapetError(
      'KEY_INVALID',
      `${source} is not an Ed25519 public key; expected "-----BEGIN PUBLIC KEY-----" (SPKI PEM), as written by "parapet keys generate".`,
      { source },
    );
  return key;
}

/** Parses a signing key file's text (PKCS#8 PEM, unencrypted); KEY_INVALID names the source and the fix. */
export function parsePrivateKey(text: string, source: string): KeyObject {
  const label = pemLabel(text);
  if (label === 'PUBLIC KEY')
    throw new ParapetError(
      'KEY_INVALID',
      `${source} holds a public key; signing needs the private key (the file without ".pub").`,
      { source },
    );
  if (label === 'ENCRYPTED PRIVATE KEY')
    throw new ParapetError(
      'KEY_INVALID',
      `${source} is an encrypted private key; Parapet reads unencrypted PKCS#8 keys kept with file mode 0600.`,
      { source },
    );
  let key: KeyObject | undefined;
  if (label === 'PRIVATE KEY') {
    try {
      key = createPrivateKey({ key: text, format: 'pem' });
    } catch (error) {
      throw new ParapetError(
        'KEY_INVALID',
        `${source} is a malformed private key (${(error as Error).message}); generate a new one with "parapet keys generate --out PREFIX".`,
        { source },
        error,
      );
    }
  }
  if (key?.asymmetricKeyType !== 'ed25519')
    throw new ParapetError(
      'KEY_INVALID',
      `${source} is not an Ed25519 private key in PKCS#8 PEM ("-----BEGIN PRIVATE KEY-----"${key === undefined ? '' : `; found ${key.asymmetricKeyType}`}); generate one with "parapet keys generate --out PREFIX".`,
      { source },
    );
  return key;
}
