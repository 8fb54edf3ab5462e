export { PersonalDataExport } from './PersonalDataExport';
