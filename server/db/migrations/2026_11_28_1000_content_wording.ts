import type { Kysely } from 'kysely';
import { pages as oldDe } from './2026_11_27_1300_content_pages/de.js';
import { pages as oldEn } from './2026_11_27_1300_content_pages/en.js';
import { pages as oldFr } from './2026_11_27_1300_content_pages/fr.js';
import { pages as oldId } from './2026_11_27_1300_content_pages/id.js';
import { pages as oldJa } from './2026_11_27_1300_content_pages/ja.js';
import { pages as oldKo } from './2026_11_27_1300_content_pages/ko.js';
import { pages as oldTh } from './2026_11_27_1300_content_pages/th.js';
import { pages as oldVi } from './2026_11_27_1300_content_pages/vi.js';
import { pages as oldZhCN } from './2026_11_27_1300_content_pages/zh-CN.js';
import { pages as oldZhTW } from './2026_11_27_1300_content_pages/zh-TW.js';
import { pages as de } from './2026_11_28_1000_content_wording/de.js';
import { pages as en } from './2026_11_28_1000_content_wording/en.js';
import { pages as fr } from './2026_11_28_1000_content_wording/fr.js';
import { pages as id } from './2026_11_28_1000_content_wording/id.js';
import { pages as ja } from './2026_11_28_1000_content_wording/ja.js';
import { pages as ko } from './2026_11_28_1000_content_wording/ko.js';
import { pages as th } from './2026_11_28_1000_content_wording/th.js';
import { pages as vi } from './2026_11_28_1000_content_wording/vi.js';
import { pages as zhCN } from './2026_11_28_1000_content_wording/zh-CN.js';
import { pages as zhTW } from './2026_11_28_1000_content_wording/zh-TW.js';

type Pages = Record<string, { title: string; paragraphs: string[] }>;

// The reworded texts: the buttons are Rise/Fall (and their equivalents) now, so help and rules say so; the risk
// notice says plainly that a win pays the period's rate (75–90 %) while a loss costs the whole stake, that winnings
// are rounded down to the cent, and that prices shown as simulated come from a simulator; info names the renamed
// home tile; zh-TW says 儲值/提領 like the rest of its strings. Only the pages a language rewrites are listed beside it.
// A row is rewritten only while it still holds the text the first migration seeded, so an operator's own edit of a
// page is kept (and down() puts back only what this migration wrote). Frozen with its texts, like the first one.
const before: Record<string, Pages> = { 'zh-TW': oldZhTW, 'zh-CN': oldZhCN, en: oldEn, ja: oldJa, th: oldTh, vi: oldVi, id: oldId, ko: oldKo, fr: oldFr, de: oldDe };
const after: Record<string, Pages> = { 'zh-TW': zhTW, 'zh-CN': zhCN, en, ja, th, vi, id, ko, fr, de };

const bodyOf = (page: { paragraphs: string[] }) => page.paragraphs.join('\n\n');

async function rewrite(db: Kysely<any>, from: Record<string, Pages>, to: Record<string, Pages>): Promise<void> {
  const now = Date.now();
  for (const [lang, pages] of Object.entries(after)) {
    for (const slug of Object.keys(pages)) {
      const old = from[lang][slug];
      const next = to[lang][slug];
      await db
        .updateTable('content_pages')
        .set({ title: next.title, body: bodyOf(next), updated_at: now })
        .where('slug', '=', slug)
        .where('lang', '=', lang)
        .where('body', '=', bodyOf(old))
        .execute();
    }
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await rewrite(db, before, after);
}

export async function down(db: Kysely<any>): Promise<void> {
  await rewrite(db, after, before);
}
