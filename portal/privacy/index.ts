export { PersonalDataErasure } from './PersonalDataErasure';
export { PersonalDataExport } from './PersonalDataExport';
export { PrivacyTools } from './PrivacyTools';
