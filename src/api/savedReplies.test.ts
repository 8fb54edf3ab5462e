import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { createTestApp, createTestDatabase, type TestApp, type TestDatabase } from '@testing/server/harness';
import { savedReplySchema, senderContextSchema } from '@shared/contract';
import { createApiClient, type KeyValueStorage, storageKeys } from '.';
import { createHttp } from './http';
import { createSavedRepliesApi } from './savedReplies';

/**
 * The portal's calls about replying, against the real server: the saved replies (their own client, kept
 * out of the public pages' `createApiClient`) and the sender beside a message.
 */
describe('the saved replies and sender calls against the real server', () => {
  let database: TestDatabase;
  let t: TestApp;
  let baseUrl: string;
  let storage: KeyValueStorage;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    t = await createTestApp(database);
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });
  beforeEach(async () => {
    await t.reset();
    storage = {
      getItem: (key) => (key === storageKeys.adminToken ? t.token : null),
      setItem: () => {},
      removeItem: () => {},
    };
  });

  const savedReplies = () => createSavedRepliesApi(createHttp({ baseUrl, storage }));

  it('writes, lists, rewrites and deletes saved replies, carrying the server’s refusals', async () => {
    const api = savedReplies();
    const created = savedReplySchema.parse(await api.create({ title: 'Thanks', body: 'Hello {firstName}!' }));
    await api.create({ title: 'Account setup', body: 'Under a minute.' });
    await expect(api.create({ title: 'THANKS', body: 'Again' })).rejects.toMatchObject({
      status: 409,
      message: 'A saved reply titled “THANKS” already exists: choose another title.',
    });
    await expect(api.create({ title: ' ', body: 'x' })).rejects.toMatchObject({
      status: 400,
      message: 'Title is required',
    });
    const rewritten = await api.update(created.id, { title: 'Thank you', body: 'Hi {firstName}.' });
    expect(rewritten).toMatchObject({ id: created.id, title: 'Thank you', body: 'Hi {firstName}.' });
    expect((await api.list()).map((reply) => reply.title)).toEqual(['Account setup', 'Thank you']);
    await api.remove(created.id);
    await expect(api.remove(created.id)).rejects.toMatchObject({ status: 404 });
    await expect(api.update(created.id, { title: 'x', body: 'y' })).rejects.toMatchObject({ status: 404 });
    expect(await api.list()).toHaveLength(1);
  });

  it('reads the sender beside a message', async () => {
    const api = createApiClient({ baseUrl, storage });
    const message = { firstName: 'Ada', lastName: 'Lovelace', subject: 'Hi', message: 'Hello', source: 'website' };
    await api.waitlist.join({ email: 'ada@example.com', source: 'website' });
    await api.contact.send({ ...message, email: 'ada@example.com' });
    await api.contact.send({ ...message, email: 'ADA@example.com', subject: 'Again' });
    const [latest, first] = await api.contact.list();
    const sender = senderContextSchema.parse(await api.contact.sender(latest!.id));
    expect(sender).toMatchObject({
      otherMessages: [{ id: first!.id, subject: 'Hi', status: 'New' }],
      otherMessageCount: 1,
      waitlist: { status: 'waiting', invitedAt: null },
    });
    await expect(api.contact.sender(999)).rejects.toMatchObject({
      status: 404,
      message: 'No contact message with id 999',
    });
  });
});
