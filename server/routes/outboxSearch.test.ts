import { describe, expect, it } from 'vitest';

import type { OutboxMail } from '@shared/contract';
import { ADMIN, databaseKinds, setupMailTestApp } from '@testing/server/harness';

describe.each(databaseKinds)('the outbox searched by recipient on %s', (kind) => {
  const { t } = setupMailTestApp(kind);

  const search = (query: string) => t.app.inject({ url: `/api/mail/outbox?${query}`, headers: t.auth });
  const found = async (query: string) =>
    (await search(query)).json<OutboxMail[]>().map((mail) => [mail.kind, mail.to.join(' ')]);

  /** A welcome to each address, oldest first, and for Grace a message too: its acknowledgement and alert. */
  async function writeMails() {
    for (const email of ['ada@example.com', 'Grace.Hopper@Example.org', 'bob@other.test']) {
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/webpage/waitlist', payload: { email } })).statusCode,
      ).toBe(201);
    }
    const message = { firstName: 'Grace', lastName: 'Hopper', subject: 'Hi', message: 'Hello' };
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/webpage/contact',
      payload: { ...message, email: 'grace.hopper@example.org' },
    });
    expect(sent.statusCode).toBe(201);
  }

  it('finds the mails whose recipient holds the text, in any case, newest first, and counts them', async () => {
    await writeMails();
    const response = await search('q=GRACE.hopper@');
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('2');
    expect(response.headers['x-total-capped']).toBeUndefined();
    expect(await found('q=GRACE.hopper@')).toEqual([
      ['contact_ack', 'grace.hopper@example.org'],
      ['welcome', 'Grace.Hopper@Example.org'],
    ]);
    // Any part of the address: its domain, the middle of its local part.
    expect(await found('q=other.TEST')).toEqual([['welcome', 'bob@other.test']]);
    expect(await found('q=ace.hop')).toHaveLength(2);
    // Spaces around what is typed are not part of it; an empty search is no search.
    expect(await found('q=%20example.com%20')).toEqual([['welcome', 'ada@example.com']]);
    expect(await found('q=')).toHaveLength(5);
  });

  it('finds one or two characters at the start of the address, three or more anywhere', async () => {
    await writeMails();
    expect(await found('q=GR')).toEqual([
      ['contact_ack', 'grace.hopper@example.org'],
      ['welcome', 'Grace.Hopper@Example.org'],
    ]);
    expect(await found('q=b')).toEqual([['welcome', 'bob@other.test']]);
    expect(await found('q=ex')).toEqual([]);
    expect(await found('q=exa')).toHaveLength(3);
  });

  it('takes the characters of a LIKE pattern as they are', async () => {
    await writeMails();
    expect(await found('q=%25')).toEqual([]);
    expect(await found('q=a_a')).toEqual([]);
    expect(await found(`q=${encodeURIComponent('\\')}`)).toEqual([]);
  });

  it('leaves out the administrators’ own mails, which have no recipient of their own', async () => {
    await writeMails();
    await t.app.mailWorker.passNow();
    // Sent, the alert lists the addresses it went to; it is still for whoever the administrators are.
    expect((await search('')).json<OutboxMail[]>().find((mail) => mail.kind === 'contact_alert')?.to).toEqual([
      ADMIN.email,
    ]);
    expect(await found(`q=${ADMIN.email}`)).toEqual([]);
  });

  it('searches within the state filter', async () => {
    await writeMails();
    await t.app.mailWorker.passNow();
    expect(await found('q=example.org&state=sent')).toHaveLength(2);
    expect(await found('q=example.org&state=failed')).toEqual([]);
  });

  it('answers the last page for a page beyond it, and says which page it is', async () => {
    await writeMails();
    const response = await search('q=example&pageSize=2&page=9');
    expect(response.headers['x-page']).toBe('2');
    expect(response.headers['x-total-count']).toBe('3');
    expect(response.json<OutboxMail[]>().map((mail) => mail.to)).toEqual([['ada@example.com']]);
  });

  it('refuses a search over 200 characters with a 400 that says so', async () => {
    const response = await search(`q=${'a'.repeat(201)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('q must be at most 200 characters');
  });
});
