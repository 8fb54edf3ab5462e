export { ScreenshotViewerHint } from './ScreenshotViewerHint';
