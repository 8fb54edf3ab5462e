export { ActionMenu, type ActionMenuItem, type ActionMenuProps, type ActionMenuTriggerProps } from './ActionMenu';
