import { describe, expect, it } from 'vitest';

import {
  canMarkRead,
  canMarkReplied,
  changesToSave,
  contactStatuses,
  contactStatusLabels,
  contactStatusTones,
  draftOf,
  hasChanges,
  statusLabelOf,
  statusToneOf,
} from './messageRules';

describe('message status', () => {
  it('has the four statuses, InProgress displayed as "In Progress"', () => {
    expect(contactStatuses).toEqual(['New', 'InProgress', 'Resolved', 'Closed']);
    expect(contactStatuses.map(statusLabelOf)).toEqual(['New', 'In Progress', 'Resolved', 'Closed']);
    expect(contactStatusLabels.InProgress).toBe('In Progress');
  });

  it('colours New error, In Progress warning, Resolved success and Closed default', () => {
    expect(contactStatusTones).toEqual({ New: 'error', InProgress: 'warning', Resolved: 'success', Closed: 'default' });
    expect(statusToneOf('Archived')).toBe('default');
    expect(statusLabelOf('Archived')).toBe('Archived');
  });
});

describe('row actions', () => {
  it('offers Mark as Read only while unread', () => {
    expect(canMarkRead({ isRead: false })).toBe(true);
    expect(canMarkRead({ isRead: true })).toBe(false);
  });

  it('offers Mark as Replied only until replied, whatever the read state', () => {
    expect(canMarkReplied({ isReplied: false })).toBe(true);
    expect(canMarkReplied({ isReplied: true })).toBe(false);
  });
});

describe('what Save sends', () => {
  const stored = { status: 'New' as const, adminNotes: null };

  it('sends nothing when nothing changed', () => {
    const changes = changesToSave(stored, draftOf(stored));
    expect(changes).toEqual({});
    expect(hasChanges(changes)).toBe(false);
  });

  it('sends the notes only if they changed', () => {
    expect(changesToSave(stored, { status: 'New', notes: 'Called back' })).toEqual({ notes: 'Called back' });
    expect(
      changesToSave({ status: 'New', adminNotes: 'Called back' }, { status: 'New', notes: 'Called back' }),
    ).toEqual({});
    // Clearing notes is a change; missing notes and empty notes are the same.
    expect(changesToSave({ status: 'New', adminNotes: 'Old' }, { status: 'New', notes: '' })).toEqual({ notes: '' });
    expect(changesToSave(stored, { status: 'New', notes: '' })).toEqual({});
  });

  it('sends the status only if it changed', () => {
    expect(changesToSave(stored, { status: 'Closed', notes: '' })).toEqual({ status: 'Closed' });
  });

  it('sends both when both changed', () => {
    const changes = changesToSave(stored, { status: 'InProgress', notes: 'Asked the product team' });
    expect(changes).toEqual({ status: 'InProgress', notes: 'Asked the product team' });
    expect(hasChanges(changes)).toBe(true);
  });
});
