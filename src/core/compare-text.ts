/**
 * Orders strings by UTF-16 code units: the order of every sort whose result is recorded (traces, reports,
 * hashes). `localeCompare` would make that order depend on the host's ICU locale and data, costs a collator
 * call per comparison on the screening path, and maps ICU's collation tables into the process (~2 MB RSS).
 */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
