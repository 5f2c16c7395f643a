export {
  type AddReportResult,
  type MatrixFilter,
  type MatrixReportSummary,
  type MatrixRow,
  type MatrixStore,
  openMatrixStore,
} from './matrix-store.ts';
export { renderMatrixHtml } from './render-matrix-html.ts';
