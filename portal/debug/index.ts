export { SystemDebug } from './SystemDebug';
