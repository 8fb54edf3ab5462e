import { describe, expect, it } from 'vitest';

import {
  discardAllMessageDrafts,
  discardMessageDraft,
  type DraftStorage,
  forgetSavedChanges,
  hasUnsavedWork,
  keepMessageDraft,
  messageDraftKey,
  readMessageDraft,
  restoredForm,
  unsavedLosses,
  untouchedForm,
} from './messageDrafts';

/** A storage in memory, with the `key`/`length` walk of the browser's. */
function memoryStorage(initial: Record<string, string> = {}): DraftStorage & { entries: Map<string, string> } {
  const entries = new Map(Object.entries(initial));
  return {
    entries,
    get length() {
      return entries.size;
    },
    key: (index) => [...entries.keys()][index] ?? null,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, value),
    removeItem: (key) => void entries.delete(key),
    clear: () => entries.clear(),
  } as DraftStorage & { entries: Map<string, string> };
}

const message = { id: 42, status: 'New' as const, adminNotes: 'Called back on Monday' };

describe('message drafts', () => {
  it('keep nothing while the form matches the stored message, or holds only an empty reply', () => {
    const storage = memoryStorage();
    keepMessageDraft(storage, message, untouchedForm(message));
    keepMessageDraft(storage, message, { ...untouchedForm(message), reply: '  \n ' });
    expect(storage.entries.size).toBe(0);
    expect(hasUnsavedWork(message, { ...untouchedForm(message), reply: '' })).toBe(false);
  });

  it('keep only what differs, under the message id, and nothing else about the message', () => {
    const storage = memoryStorage();
    keepMessageDraft(storage, message, { status: 'New', notes: 'Wants a demo', reply: 'Hello Ada,' });
    expect([...storage.entries.keys()]).toEqual(['adminMessageDraft:42']);
    expect(JSON.parse(storage.getItem(messageDraftKey(42))!)).toEqual({ notes: 'Wants a demo', reply: 'Hello Ada,' });
    expect(readMessageDraft(storage, 42)).toEqual({ notes: 'Wants a demo', reply: 'Hello Ada,' });
  });

  it('name what closing would lose', () => {
    expect(unsavedLosses(message, untouchedForm(message))).toEqual([]);
    expect(unsavedLosses(message, { status: 'Resolved', notes: '', reply: 'Hello' })).toEqual([
      'The status you chose (Resolved)',
      'The notes you changed',
      'The reply you are writing',
    ]);
  });

  it('are removed once the form is typed back to what is stored', () => {
    const storage = memoryStorage();
    keepMessageDraft(storage, message, { status: 'Resolved', notes: message.adminNotes, reply: null });
    expect(storage.entries.size).toBe(1);
    keepMessageDraft(storage, message, { status: 'New', notes: message.adminNotes, reply: null });
    expect(storage.entries.size).toBe(0);
  });

  it('bring the form back: the draft over the stored values, the reply open only if it had text', () => {
    expect(restoredForm(message, { status: 'InProgress' })).toEqual({
      status: 'InProgress',
      notes: 'Called back on Monday',
      reply: null,
    });
    expect(restoredForm({ ...message, adminNotes: null }, { reply: 'Hi' })).toEqual({
      status: 'New',
      notes: '',
      reply: 'Hi',
    });
    // Notes emptied on purpose are a change, kept as an empty text.
    expect(restoredForm(message, { notes: '' }).notes).toBe('');
  });

  it.each([
    ['not JSON', '{"notes": "unfinished'],
    ['an unknown status', JSON.stringify({ status: 'Archived' })],
    ['a field no draft has', JSON.stringify({ notes: 'x', token: 'eyJ...' })],
    ['an empty draft', '{}'],
    ['JSON null', 'null'],
    ['a list', JSON.stringify(['notes'])],
    ['notes that are not text', JSON.stringify({ notes: 42 })],
  ])('ignore and remove a stored draft that is %s', (_case, raw) => {
    const storage = memoryStorage({ [messageDraftKey(42)]: raw });
    expect(readMessageDraft(storage, 42)).toBeNull();
    expect(storage.entries.size).toBe(0);
  });

  it('forget the saved status and notes after a Save, but keep a reply still being written', () => {
    const storage = memoryStorage();
    keepMessageDraft(storage, message, { status: 'Resolved', notes: 'Done', reply: 'Thanks!' });
    forgetSavedChanges(storage, 42);
    expect(readMessageDraft(storage, 42)).toEqual({ reply: 'Thanks!' });

    keepMessageDraft(storage, message, { status: 'Resolved', notes: 'Done', reply: null });
    forgetSavedChanges(storage, 42);
    expect(storage.entries.size).toBe(0);
  });

  it('are discarded one by one, and all at once on sign-out, leaving other entries alone', () => {
    const storage = memoryStorage({ unrelated: 'kept' });
    keepMessageDraft(storage, message, { status: 'Closed', notes: '', reply: null });
    keepMessageDraft(storage, { ...message, id: 43 }, { status: 'Closed', notes: '', reply: null });
    keepMessageDraft(storage, { ...message, id: 44 }, { status: 'Closed', notes: '', reply: null });
    discardMessageDraft(storage, 42);
    expect(readMessageDraft(storage, 42)).toBeNull();
    discardAllMessageDrafts(storage);
    expect([...storage.entries.keys()]).toEqual(['unrelated']);
  });

  it('survive a storage that refuses to write: the form keeps the text', () => {
    const storage = memoryStorage();
    storage.setItem = () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    };
    expect(() => keepMessageDraft(storage, message, { status: 'Closed', notes: '', reply: null })).not.toThrow();
  });
});
