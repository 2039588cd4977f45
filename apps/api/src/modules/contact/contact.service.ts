import type { ContactMessage } from '@stockyard/domain';
import type { Db } from '../../db/client.js';
import { announce } from '../messages/announce.service.js';
import { insertContactMessage } from './contact.repository.js';

/** Stores a contact form message and tells the admins (bell, and e-mail as they allow) in the same transaction. */
export async function receiveContactMessage(db: Db, input: ContactMessage) {
  return db.transaction(async (tx) => {
    const row = await insertContactMessage(tx, input);
    await announce(tx, {
      kind: 'contact_received',
      contactId: row.id,
      name: row.name,
      email: row.email,
      subject: row.subject,
      message: row.message,
    });
    return row;
  });
}
