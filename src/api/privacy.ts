import type { Http } from './http';
import { toQueryString, withQuery } from './listQuery';

export function createPrivacyApi(http: Http) {
  return {
    /**
     * Everything stored about one e-mail address (any case), as CSV with a Kind column: each waitlist
     * entry and contact message (GET /api/privacy/export?email=…). A header alone when nothing matches.
     */
    exportPersonalData: (email: string) => http.blob(withQuery('/api/privacy/export', toQueryString({ email }))),
  };
}
