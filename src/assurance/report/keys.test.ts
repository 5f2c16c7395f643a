import assert from 'node:assert/strict';
import { generateKeyPairSync } from 'node:crypto';
import { describe, it } from 'node:test';
import { SIGNER } from './__fixtures__/sample-report-input.ts';
import {
  generateKeyPairPem,
  keyFingerprint,
  parsePrivateKey,
  parsePublicKey,
  publicKeyPem,
  readPublicKey,
} from './keys.ts';

const keyInvalid = (pattern: RegExp) => (error: unknown) => {
  assert.equal((error as { code?: string }).code, 'KEY_INVALID');
  assert.match((error as Error).message, pattern);
  return true;
};

describe('keys', () => {
  it('generates a PKCS#8 / SPKI PEM pair that parses back to one Ed25519 key', () => {
    const pair = generateKeyPairPem();
    assert.match(pair.privateKeyPem, /^-----BEGIN PRIVATE KEY-----\n/);
    assert.match(pair.publicKeyPem, /^-----BEGIN PUBLIC KEY-----\n/);
    const privateKey = parsePrivateKey(pair.privateKeyPem, 'k');
    const publicKey = parsePublicKey(pair.publicKeyPem, 'k.pub');
    assert.equal(privateKey.asymmetricKeyType, 'ed25519');
    assert.equal(publicKeyPem(privateKey), pair.publicKeyPem);
    assert.match(keyFingerprint(publicKey), /^[0-9a-f]{64}$/);
  });

  it('fingerprints the SPKI DER, so PEM and base64 DER give the same fingerprint', () => {
    const der = SIGNER.publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
    const fromDer = readPublicKey(der);
    assert.ok(fromDer !== null);
    assert.equal(keyFingerprint(fromDer), keyFingerprint(SIGNER.publicKey));
    assert.equal(
      keyFingerprint(parsePublicKey(`\n${publicKeyPem(SIGNER.publicKey)}\n\n`, 'x')),
      keyFingerprint(fromDer),
    );
  });

  it('readPublicKey answers null for anything but an Ed25519 public key', () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({ type: 'spki', format: 'pem' });
    for (const text of ['', 'hello', 'A'.repeat(60), String(rsa), generateKeyPairPem().privateKeyPem])
      assert.equal(readPublicKey(text), null, text.slice(0, 30));
  });

  it('names the mix-up when a key file holds the other half of the pair', () => {
    const pair = generateKeyPairPem();
    assert.throws(() => parsePublicKey(pair.privateKeyPem, 'id'), keyInvalid(/^id holds a private key; .*"\.pub"/));
    assert.throws(() => parsePrivateKey(pair.publicKeyPem, 'id.pub'), keyInvalid(/^id\.pub holds a public key/));
  });

  it('refuses malformed, encrypted and non-Ed25519 private keys with KEY_INVALID', () => {
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs8', format: 'pem' });
    const encrypted = generateKeyPairSync('ed25519').privateKey.export({
      type: 'pkcs8',
      format: 'pem',
      cipher: 'aes-256-cbc',
      passphrase: 'secret',
    });
    assert.throws(
      () => parsePrivateKey('not a key', 'a'),
      keyInvalid(/^a is not an Ed25519 private key in PKCS#8 PEM/),
    );
    assert.throws(() => parsePrivateKey(String(rsa), 'b'), keyInvalid(/^b is not an Ed25519 .*found rsa/));
    assert.throws(() => parsePrivateKey(String(encrypted), 'c'), keyInvalid(/^c is an encrypted private key/));
    assert.throws(
      () => parsePrivateKey('-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n', 'd'),
      keyInvalid(/^d is a malformed private key/),
    );
    assert.throws(() => parsePublicKey('garbage', 'e.pub'), keyInvalid(/^e\.pub is not an Ed25519 public key/));
  });
});
