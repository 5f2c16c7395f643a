export * from './detector.ts';
export { DETECTORS } from './registry.ts';
export * from './learned/index.ts';
