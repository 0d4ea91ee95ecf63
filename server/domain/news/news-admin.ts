import type { Connection } from '../../db/connection.js';
import { newId } from '../../db/ids.js';
import { defaultLanguage, isLanguage, languages } from '../../../src/core/languages.js';
import { newsLimits } from '../../../src/core/news.js';
import { DomainError } from '../domain-error.js';
import { writeAuditLog, type OperatorContext } from '../operators/audit-log.js';
import { findNews, findNewsText, insertNews, markNewsWithdrawn, newestNews, saveNewsText, textsOfNews } from './news-repository.js';

/** What an operator writes for one language of an item. */
export interface NewsText {
  title: string;
  summary: string;
  body: string;
}

const refuse = (message: string): never => {
  throw new DomainError('validation_failed', message);
};

// One line each for the title and summary; the body keeps its line breaks and tabs. No other control character
// belongs in a text (and PostgreSQL cannot store NUL).
const oneLine = (text: string) => !/[\p{Cc}\p{Cs}]/u.test(text);
const multiLine = (text: string) => !/[\p{Cs}]|(?![\n\t])\p{Cc}/u.test(text);

/** The text as stored: line endings made `\n`, edges trimmed, each part within its limit. */
function checkedText(text: NewsText): NewsText {
  const clean = { title: text.title.trim(), summary: text.summary.trim(), body: text.body.replace(/\r\n?/g, '\n').trim() };
  for (const part of ['title', 'summary', 'body'] as const) {
    const length = Array.from(clean[part]).length;
    if (length === 0) refuse(`The ${part} is empty`);
    if (length > newsLimits[part]) refuse(`The ${part} has ${length} characters; at most ${newsLimits[part]}`);
  }
  if (!oneLine(clean.title) || !oneLine(clean.summary)) refuse('The title and the summary are one line each, without control characters');
  if (!multiLine(clean.body)) refuse('The body has a control character other than a line break or a tab');
  return clean;
}

function checkedLanguage(lang: string | undefined): string {
  if (!isLanguage(lang)) return refuse(`--lang must be one of ${languages.join(', ')}`);
  return lang;
}

/**
 * Operator: publishes a new item now. It is written in zh-TW, the language every reader without a text of their
 * own falls back to; other languages follow with `translateNews`.
 */
export async function publishNews(db: Connection, lang: string | undefined, text: NewsText, operator: OperatorContext, nowMs: number): Promise<{ id: string }> {
  if (checkedLanguage(lang) !== defaultLanguage) {
    refuse(`A new item is published in ${defaultLanguage} first (readers of a language it lacks get that text); add ${lang} with "news translate <id>"`);
  }
  const clean = checkedText(text);
  const id = newId(nowMs);
  return db.transaction(async (trx) => {
    await insertNews(trx, { id, published_at: nowMs, published_by: operator.actor, withdrawn_at: null });
    await saveNewsText(trx, { news_id: id, lang: defaultLanguage, ...clean, updated_at: nowMs });
    await writeAuditLog(trx, operator, 'news.publish', `news:${id}`, { lang: defaultLanguage, ...clean }, nowMs);
    return { id };
  });
}

/** Operator: adds an item's text in a language, or replaces it (zh-TW too); the audit log keeps the one replaced. */
export async function translateNews(db: Connection, id: string, lang: string | undefined, text: NewsText, operator: OperatorContext, nowMs: number): Promise<string> {
  const language = checkedLanguage(lang);
  const clean = checkedText(text);
  return db.transaction(async (trx) => {
    if (!(await findNews(trx, id))) throw new DomainError('not_found', `No news item ${id}`);
    const before = await findNewsText(trx, id, language);
    await saveNewsText(trx, { news_id: id, lang: language, ...clean, updated_at: nowMs });
    const replaced = before ? { title: before.title, summary: before.summary, body: before.body } : null;
    await writeAuditLog(trx, operator, 'news.translate', `news:${id}`, { lang: language, from: replaced, to: clean }, nowMs);
    return before ? `${language} text replaced` : `${language} text added`;
  });
}

/** Operator: takes an item off the list and its page at once; its rows stay for the record. */
export async function withdrawNews(db: Connection, id: string, operator: OperatorContext, nowMs: number): Promise<string> {
  return db.transaction(async (trx) => {
    if (!(await findNews(trx, id))) throw new DomainError('not_found', `No news item ${id}`);
    if (!(await markNewsWithdrawn(trx, id, nowMs))) refuse(`News item ${id} was already withdrawn`);
    await writeAuditLog(trx, operator, 'news.withdraw', `news:${id}`, {}, nowMs);
    return 'withdrawn';
  });
}

/** Operator: the newest items, withdrawn ones too, with their languages and zh-TW title. */
export async function newsForOperators(db: Connection, limit: number) {
  const rows = await newestNews(db, limit);
  const texts = await textsOfNews(db, rows.map((row) => row.id));
  return rows.map((row) => {
    const own = texts.filter((text) => text.news_id === row.id);
    return {
      id: row.id,
      publishedAt: new Date(Number(row.published_at)).toISOString(),
      status: row.withdrawn_at === null ? 'live' : 'withdrawn',
      languages: own.map((text) => text.lang).join(' '),
      title: own.find((text) => text.lang === defaultLanguage)?.title ?? '',
    };
  });
}
