export { CollapsibleDemoVideo, DemoVideo, type DemoVideoProps } from './DemoVideo';
