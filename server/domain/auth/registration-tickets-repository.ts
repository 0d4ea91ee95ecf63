import type { Insertable, Selectable } from 'kysely';
import type { Connection } from '../../db/connection.js';
import type { RegistrationTicketsTable } from '../../db/schema.js';

export type TicketRow = Selectable<RegistrationTicketsTable>;

export async function insertTicket(db: Connection, ticket: Insertable<RegistrationTicketsTable>): Promise<void> {
  await db.kysely.insertInto('registration_tickets').values(ticket).execute();
}

/** Deletes and returns the ticket, so each ticket opens at most one account. */
export async function takeTicket(db: Connection, ticketHash: string): Promise<TicketRow | undefined> {
  const row = await db.kysely.selectFrom('registration_tickets').selectAll().where('ticket_hash', '=', ticketHash).executeTakeFirst();
  if (!row) return undefined;
  const deleted = await db.kysely.deleteFrom('registration_tickets').where('ticket_hash', '=', ticketHash).executeTakeFirst();
  return deleted.numDeletedRows > 0n ? row : undefined;
}

export async function deleteExpiredTickets(db: Connection, nowMs: number): Promise<void> {
  await db.kysely.deleteFrom('registration_tickets').where('expires_at', '<=', nowMs).execute();
}
