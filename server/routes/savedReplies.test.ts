import { describe, expect, it } from 'vitest';

import { fieldLimits } from '@shared/contract';
import { databaseKinds, setupTestApp } from '@testing/server/harness';

const PATH = '/api/webpage/saved-replies';

describe.each(databaseKinds)('saved replies API on %s', (kind) => {
  const t = setupTestApp(kind);

  const list = async () => (await t.app.inject({ url: PATH, headers: t.auth })).json();
  const create = (payload: unknown) =>
    t.app.inject({ method: 'POST', url: PATH, headers: t.auth, payload: payload as object });
  const update = (id: number | string, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: `${PATH}/${id}`, headers: t.auth, payload: payload as object });
  const remove = (id: number | string) => t.app.inject({ method: 'DELETE', url: `${PATH}/${id}`, headers: t.auth });

  const thanks = { title: 'Thanks for writing', body: 'Hello {firstName},\n\nthank you for your message.' };

  it('stores a trimmed reply, answering 201 with it, and lists every reply by title in any case', async () => {
    expect(await list()).toEqual([]);
    const created = await create({ title: '  Thanks for writing ', body: `  ${thanks.body}\n ` });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      id: expect.any(Number),
      ...thanks,
      createdAt: expect.any(String),
      updatedAt: created.json().createdAt,
    });
    await create({ title: 'billing question', body: 'Invoices are monthly.' });
    await create({ title: 'Account setup', body: 'It takes under a minute.' });
    expect((await list()).map((reply: { title: string }) => reply.title)).toEqual([
      'Account setup',
      'billing question',
      'Thanks for writing',
    ]);
  });

  it.each([
    ['title', 'Title is required'],
    ['body', 'Text is required'],
  ])('answers 400 when %s is missing or blank, storing nothing', async (field, expected) => {
    for (const value of [undefined, '  \n ', '\u200b']) {
      const response = await create({ ...thanks, [field]: value });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(expected);
    }
    expect(await list()).toEqual([]);
  });

  it('takes a title and a text at their limits and refuses one character more, naming the field', async () => {
    const longest = { title: 'T'.repeat(fieldLimits.savedReplyTitle), body: 'é'.repeat(fieldLimits.savedReplyBody) };
    expect((await create(longest)).statusCode).toBe(201);
    const longTitle = await create({ ...thanks, title: 'T'.repeat(fieldLimits.savedReplyTitle + 1) });
    expect(longTitle.statusCode).toBe(400);
    expect(longTitle.json().message).toBe('Title must be at most 80 characters');
    const longBody = await create({ ...thanks, body: 'x'.repeat(fieldLimits.savedReplyBody + 1) });
    expect(longBody.json().message).toBe('Text must be at most 5000 characters');
    expect(await list()).toHaveLength(1);
  });

  it('refuses a second reply with a title already taken, in any case, with 409', async () => {
    await create(thanks);
    const duplicate = await create({ title: 'THANKS FOR WRITING', body: 'Another text.' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().message).toBe(
      'A saved reply titled “THANKS FOR WRITING” already exists: choose another title.',
    );
    expect(await list()).toHaveLength(1);
  });

  it('rewrites a reply (its own title may change case), and refuses another reply’s title', async () => {
    const { id, createdAt } = (await create(thanks)).json();
    const other = (await create({ title: 'Pricing', body: 'Half price the first year.' })).json();
    const rewritten = await update(id, { title: ' thanks for writing ', body: 'Hi {firstName}, thanks!' });
    expect(rewritten.statusCode).toBe(200);
    expect(rewritten.json()).toEqual({
      id,
      title: 'thanks for writing',
      body: 'Hi {firstName}, thanks!',
      createdAt,
      updatedAt: expect.any(String),
    });
    expect(Date.parse(rewritten.json().updatedAt)).toBeGreaterThanOrEqual(Date.parse(createdAt));
    const taken = await update(other.id, { title: 'Thanks for writing', body: other.body });
    expect(taken.statusCode).toBe(409);
    expect(await list()).toMatchObject([{ title: 'Pricing' }, { title: 'thanks for writing' }]);
    expect((await update(id, { title: '', body: 'x' })).json().message).toBe('Title is required');
  });

  it('deletes a reply once: 204, then 404', async () => {
    const { id } = (await create(thanks)).json();
    expect((await remove(id)).statusCode).toBe(204);
    expect(await list()).toEqual([]);
    const again = await remove(id);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(`No saved reply with id ${id}`);
  });

  it('answers 404 for an unknown id and 400 for one that is not a number', async () => {
    const missing = await update(999, thanks);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('No saved reply with id 999');
    for (const response of [await update('abc', thanks), await remove('0')]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('id must be a positive whole number');
    }
  });
});
