export * from './detector.ts';
export { DETECTORS } from './registry.ts';
