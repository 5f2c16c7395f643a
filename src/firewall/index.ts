export { buildTrace } from './build-trace.ts';
export { type Calibration, identityCalibration } from './calibration.ts';
export { type ContextGuess, classifyContext } from './classify-context.ts';
export { createFirewall, type Firewall, type FirewallOptions } from './create-firewall.ts';
export { type LoadedTaxonomy, loadTaxonomy } from './load-taxonomy.ts';
export { type ChatMessage, contextForRole, type MessageScreen, type MessagesScreenResult } from './screen-messages.ts';
export type { ScreenRequest, ScreenResult } from './screen-types.ts';
export { ENGINE_VERSION } from './version.ts';
