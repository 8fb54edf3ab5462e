export { ProfileDialog, profileKey } from './ProfileDialog';
