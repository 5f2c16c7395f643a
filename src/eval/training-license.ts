/**
 * Licences whose rows may train models that ship with Parapet (per ../shared/corpus/README.md): permissive
 * and attribution licences. `unspecified` (Tensor Trust) and anything unknown is evaluation-only.
 */
const TRAINABLE = new Set(['MIT', 'Apache-2.0', 'CC-BY-3.0', 'CC-BY-4.0', 'CC-BY-SA-4.0', 'MIT AND CC-BY-SA-4.0']);

export function isTrainableLicense(license: string | undefined): boolean {
  if (license === undefined) return false;
  return TRAINABLE.has(license) || license.startsWith('MIT (embedded code');
}
