import type { PersonalDataErasure } from '@shared/contract';
import type { Http } from './http';

export function createPrivacyApi(http: Http) {
  return {
    /**
     * Everything stored about one e-mail address (any case), as CSV with a Kind column: each waitlist
     * entry and contact message (POST /api/privacy/export, the address in the body, never the URL). A
     * header alone when nothing matches.
     */
    exportPersonalData: (email: string) => http.blob('/api/privacy/export', { method: 'POST', body: { email } }),
    /**
     * Erases everything stored about one e-mail address (any case): its waitlist entries and contact
     * messages, the replies to them and every mail about them (POST /api/privacy/erase). Answers what
     * went, counted per kind.
     */
    erasePersonalData: (email: string) =>
      http.json<PersonalDataErasure>('/api/privacy/erase', { method: 'POST', body: { email } }),
  };
}
