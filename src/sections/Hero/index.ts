export { Hero, type HeroProps, type HeroTone } from './Hero';
