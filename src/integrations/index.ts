export {
  type LiabilityEvent,
  type ParapetMiddlewareOptions,
  parapetMiddleware,
  type ScreenSite,
} from './ai-sdk-middleware.ts';
