import fs from 'node:fs';
import { loadConfig } from '../config.js';
import { sendOperatorMessage, type MessageTexts } from '../domain/messages/messages-service.js';
import { messagesForOperators } from '../domain/messages/messages-admin.js';
import { arg, limitOf, userIdOf, UsageError, type Command, type Invocation } from './command.js';

/**
 * A message's texts: `--title` and `--body` (the text every reader gets, stored as the zh-TW fallback), or
 * `--file` with `{"zh-TW": {"title", "body"}, "en": {…}, …}`, zh-TW required.
 */
function messageTexts(args: Invocation): MessageTexts {
  const { title, body, file } = args.options;
  if (file !== undefined) {
    if (title !== undefined || body !== undefined) throw new UsageError('give --file or --title and --body, not both');
    try {
      const texts: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
      if (typeof texts !== 'object' || texts === null || Array.isArray(texts)) throw new Error('not an object of languages');
      return texts as MessageTexts;
    } catch (error) {
      throw new UsageError(`cannot read --file ${file}: ${(error as Error).message}`);
    }
  }
  if (title === undefined || body === undefined) throw new UsageError('--title and --body are both needed (or --file)');
  return { 'zh-TW': { title, body } };
}

const textOptions = '--title "…" --body "…" (or --file texts.json: {"zh-TW": {"title", "body"}, "en": {…}})';

export const messageCommands: Record<string, Command> = {
  'messages send': {
    usage: `messages send <account> ${textOptions} --reason "ticket 51"`,
    summary: "A message in the user's inbox, in their language where --file has it (else zh-TW's text); prints its id.",
    needsReason: true,
    run: async (db, args, operator) => sendOperatorMessage(db, await userIdOf(db, arg(args, 2, 'account')), messageTexts(args), operator, Date.now()),
  },
  'messages broadcast': {
    usage: `messages broadcast ${textOptions} --reason "maintenance notice"`,
    summary: 'A message to every user whose account exists now (one row, read marks per user); prints its id.',
    needsReason: true,
    run: (db, args, operator) => sendOperatorMessage(db, null, messageTexts(args), operator, Date.now()),
  },
  'messages list': {
    usage: 'messages list [--user <account>] [--limit 50]',
    summary: "The newest messages, notices and operators' alike (a user's: theirs and the broadcasts they see).",
    needsReason: false,
    run: async (db, args) => {
      const account = args.options.user;
      return messagesForOperators(db, account === undefined ? undefined : await userIdOf(db, account), loadConfig().timeZone, limitOf(args));
    },
  },
};
