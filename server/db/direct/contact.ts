import type { ContactStatus } from '@shared/contract';
import type { MessageRow } from '../../repositories/contact';
import type { Queryable } from '../database';
import { boolean, insertRows, text, timestamp } from './insert';

/** A contact message put in place by a test, at any date and in any state. Fields left out take the column's default. */
export type SeededMessage = {
  firstName: string;
  lastName: string;
  email: string;
  subject: string;
  message: string;
  source?: string | null;
  status?: ContactStatus;
  isRead?: boolean;
  isReplied?: boolean;
  createdAt?: Date | string;
};

/** Inserts the messages in one statement, in order; returns their ids. */
export const seedMessages = (db: Queryable, messages: readonly SeededMessage[]) =>
  insertRows(
    db,
    'contact_messages',
    {
      firstName: text('first_name'),
      lastName: text('last_name'),
      email: text('email'),
      subject: text('subject'),
      message: text('message'),
      source: text('source'),
      status: text('status'),
      isRead: boolean('is_read'),
      isReplied: boolean('is_replied'),
      createdAt: timestamp('created_at'),
    },
    messages,
  );

/** A row of contact_messages as the database holds it, every column: what the repository reads, and more. */
export type StoredMessage = Omit<MessageRow, 'waiting_since'> & {
  updated_at: Date | string;
  last_answer_at: Date | string | null;
};

/** Every message stored, oldest id first. */
export const storedMessages = (db: Queryable) => db.query<StoredMessage>('select * from contact_messages order by id');

/** A row of contact_replies as the database holds it, every column. */
export type StoredReply = {
  id: number;
  contact_message_id: number;
  body: string;
  sender_name: string;
  sender_email: string;
  created_at: Date;
};

/** Every reply stored, oldest id first. */
export const storedReplies = (db: Queryable) => db.query<StoredReply>('select * from contact_replies order by id');

/** A row of contact_answers as the database holds it, every column. */
export type StoredAnswer = {
  id: number;
  contact_message_id: number;
  from_address: string;
  from_name: string;
  body: string;
  automatic: boolean;
  created_at: Date;
};

/** Every answer that came back by mail, oldest id first. */
export const storedAnswers = (db: Queryable) => db.query<StoredAnswer>('select * from contact_answers order by id');
