export * from './canonical-hash.ts';
export * from './deep-freeze.ts';
export * from './errors.ts';
export * from './escape-html.ts';
export * from './parse-json-strict.ts';
export * from './trace-types.ts';
export * from './types.ts';
export * from './validate-yaml.ts';
