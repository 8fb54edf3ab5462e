import { createAuthApi } from './auth';
import { createContactApi } from './contact';
import { createHttp, type HttpOptions } from './http';
import { createMailApi } from './mail';
import { createPrivacyApi } from './privacy';
import { createWaitlistApi } from './waitlist';
import { createWebhookApi } from './webhooks';

export { ApiError } from './errors';
export { storageKeys, type KeyValueStorage } from './storage';
export { contentDispositionFileName, type DownloadedFile, type ListPage } from './http';
export { contactPaths, waitlistPaths } from './paths';
export type {
  AdminListFilters,
  ContactFilters,
  ListSort,
  OutboxFilters,
  PageRequest,
  SuppressionFilters,
  WaitlistFilters,
  WebhookFilters,
} from './listQuery';

/** Every call the site makes, typed by the shared contract. */
export function createApiClient(options?: HttpOptions) {
  const http = createHttp(options);
  return {
    waitlist: createWaitlistApi(http),
    contact: createContactApi(http),
    auth: createAuthApi(http),
    privacy: createPrivacyApi(http),
    mail: createMailApi(http),
    webhooks: createWebhookApi(http),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The client the site uses: same origin, token from local storage. */
export const api = createApiClient();
