import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { adminProfileSchema } from '@shared/contract';
import { ADMIN, createTestApp, createTestDatabase, type TestApp, type TestDatabase } from '@testing/server/harness';
import { type KeyValueStorage, storageKeys } from '.';
import { createAccountApi } from './account';
import { createHttp } from './http';

/** The portal's profile calls (their own client, kept out of the public pages' `createApiClient`), against the real server. */
describe('the profile calls against the real server', () => {
  let database: TestDatabase;
  let t: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    t = await createTestApp(database);
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });

  it('reads and saves the signed-in admin’s profile, carrying the server’s refusal', async () => {
    const storage: KeyValueStorage = {
      getItem: (key) => (key === storageKeys.adminToken ? t.token : null),
      setItem: () => {},
      removeItem: () => {},
    };
    const api = createAccountApi(createHttp({ baseUrl, storage }));
    expect(adminProfileSchema.parse(await api.profile())).toMatchObject({ email: ADMIN.email, signature: '' });
    const saved = await api.saveProfile({ firstName: 'Ada', lastName: 'King', signature: ' Ada King\nSupport ' });
    expect(saved).toMatchObject({ firstName: 'Ada', lastName: 'King', signature: 'Ada King\nSupport' });
    await expect(api.saveProfile({ firstName: '', lastName: 'King', signature: '' })).rejects.toMatchObject({
      status: 400,
      message: 'First name is required',
    });
    expect(await api.profile()).toEqual(saved);
  });
});
