export * from './detector.ts';
export { pii } from './leak/pii.ts';
export * from './learned/index.ts';
export { loadOnnxStage, ONNX_STAGE_BACKEND } from './onnx/load-onnx-stage.ts';
export { DETECTORS } from './registry.ts';
export * from './second-stage.ts';
