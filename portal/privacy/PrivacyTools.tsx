import { ViewStack } from '../views/common/layout';
import { PersonalDataErasure } from './PersonalDataErasure';
import { PersonalDataExport } from './PersonalDataExport';

/** The Privacy section: for one e-mail address, export everything stored about it, or erase it. */
export function PrivacyTools() {
  return (
    <ViewStack>
      <PersonalDataExport />
      <PersonalDataErasure />
    </ViewStack>
  );
}
