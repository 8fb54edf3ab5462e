export { Chip, type ChipProps, type ChipSize, type ChipTone } from './Chip';
