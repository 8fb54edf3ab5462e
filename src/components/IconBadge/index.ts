export {
  IconBadge,
  type IconBadgeProps,
  type IconBadgeShape,
  type IconBadgeSize,
  type IconBadgeTone,
} from './IconBadge';
