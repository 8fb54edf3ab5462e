export { SneakPeek, type SneakPeekImage, type SneakPeekProps } from './SneakPeek';
