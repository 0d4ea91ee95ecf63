import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { RegistrationTicketsTable } from '../../db/schema.js';

export type TicketRow = Selectable<RegistrationTicketsTable>;

export async function insertTicket(db: Db, ticket: Insertable<RegistrationTicketsTable>): Promise<void> {
  await db.insertInto('registration_tickets').values(ticket).execute();
}

/** Deletes and returns the ticket, so each ticket opens at most one account. */
export async function takeTicket(db: Db, ticketHash: string): Promise<TicketRow | undefined> {
  const row = await db.selectFrom('registration_tickets').selectAll().where('ticket_hash', '=', ticketHash).executeTakeFirst();
  if (!row) return undefined;
  const deleted = await db.deleteFrom('registration_tickets').where('ticket_hash', '=', ticketHash).executeTakeFirst();
  return deleted.numDeletedRows > 0n ? row : undefined;
}

export async function deleteExpiredTickets(db: Db, nowMs: number): Promise<void> {
  await db.deleteFrom('registration_tickets').where('expires_at', '<=', nowMs).execute();
}
