import { supportConversation, supportQueue } from '../domain/support/support-admin.js';
import { replyToUser } from '../domain/support/support-service.js';
import { arg, limitOf, userIdOf, UsageError, type Command } from './command.js';

export const supportCommands: Record<string, Command> = {
  'support list': {
    usage: 'support list [--limit 50]',
    summary: "Conversations waiting for an answer (the last message is the user's), the longest waiting first.",
    needsReason: false,
    run: (db, args) => supportQueue(db, limitOf(args)),
  },
  'support show': {
    usage: 'support show <account> [--limit 50]',
    summary: "A user's conversation with customer service, oldest first, with where their photos are stored.",
    needsReason: false,
    run: async (db, args, _operator, seams) => supportConversation(db, await seams.photoStore(), await userIdOf(db, arg(args, 2, 'account')), limitOf(args)),
  },
  'support reply': {
    usage: 'support reply <account> --body "…" --reason "ticket 61"',
    summary: 'Answers the conversation; the user gets a message in their inbox saying so.',
    needsReason: true,
    run: async (db, args, operator, seams) => {
      const body = args.options.body;
      if (body === undefined) throw new UsageError('--body is needed');
      return replyToUser(db, await userIdOf(db, arg(args, 2, 'account')), body, operator, Date.now(), seams.notices);
    },
  },
};
