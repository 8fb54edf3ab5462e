export { SneakPeek, type SneakPeekProps } from './SneakPeek';
