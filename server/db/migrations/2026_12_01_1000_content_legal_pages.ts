import type { Kysely } from 'kysely';
import { pages as firstDe } from './2026_11_27_1300_content_pages/de.js';
import { pages as firstEn } from './2026_11_27_1300_content_pages/en.js';
import { pages as firstFr } from './2026_11_27_1300_content_pages/fr.js';
import { pages as firstId } from './2026_11_27_1300_content_pages/id.js';
import { pages as firstJa } from './2026_11_27_1300_content_pages/ja.js';
import { pages as firstKo } from './2026_11_27_1300_content_pages/ko.js';
import { pages as firstTh } from './2026_11_27_1300_content_pages/th.js';
import { pages as firstVi } from './2026_11_27_1300_content_pages/vi.js';
import { pages as firstZhCN } from './2026_11_27_1300_content_pages/zh-CN.js';
import { pages as firstZhTW } from './2026_11_27_1300_content_pages/zh-TW.js';
import { pages as rewordedDe } from './2026_11_28_1000_content_wording/de.js';
import { pages as rewordedEn } from './2026_11_28_1000_content_wording/en.js';
import { pages as rewordedFr } from './2026_11_28_1000_content_wording/fr.js';
import { pages as rewordedId } from './2026_11_28_1000_content_wording/id.js';
import { pages as rewordedJa } from './2026_11_28_1000_content_wording/ja.js';
import { pages as rewordedKo } from './2026_11_28_1000_content_wording/ko.js';
import { pages as rewordedTh } from './2026_11_28_1000_content_wording/th.js';
import { pages as rewordedVi } from './2026_11_28_1000_content_wording/vi.js';
import { pages as rewordedZhCN } from './2026_11_28_1000_content_wording/zh-CN.js';
import { pages as rewordedZhTW } from './2026_11_28_1000_content_wording/zh-TW.js';
import { pages as de } from './2026_12_01_1000_content_legal_pages/de.js';
import { pages as en } from './2026_12_01_1000_content_legal_pages/en.js';
import { pages as fr } from './2026_12_01_1000_content_legal_pages/fr.js';
import { pages as id } from './2026_12_01_1000_content_legal_pages/id.js';
import { pages as ja } from './2026_12_01_1000_content_legal_pages/ja.js';
import { pages as ko } from './2026_12_01_1000_content_legal_pages/ko.js';
import { pages as th } from './2026_12_01_1000_content_legal_pages/th.js';
import { pages as vi } from './2026_12_01_1000_content_legal_pages/vi.js';
import { pages as zhCN } from './2026_12_01_1000_content_legal_pages/zh-CN.js';
import { pages as zhTW } from './2026_12_01_1000_content_legal_pages/zh-TW.js';

type Page = { title: string; paragraphs: string[] };
type Pages = Record<string, Page>;

// About, privacy and info become the about page, the privacy policy and the platform information the app links
// from home and the personal center: the policy now covers what is collected (device information and IP addresses
// in logs, the language), where and how long it is kept, third parties, prohibited content and disputes, and all
// three name the operator through `{{operator…}}` placeholders that the server fills from OPERATOR_*. Terms (accepted
// at registration) and highlights (home's cards, one paragraph each) are new. A rewritten page changes only while it
// still holds the text an earlier migration seeded, so an operator's own edit is kept; down() puts back only what
// this migration wrote, and removes the two new pages. Frozen with its texts, like the migrations before it.
const first: Record<string, Pages> = { 'zh-TW': firstZhTW, 'zh-CN': firstZhCN, en: firstEn, ja: firstJa, th: firstTh, vi: firstVi, id: firstId, ko: firstKo, fr: firstFr, de: firstDe };
const reworded: Record<string, Partial<Pages>> = {
  'zh-TW': rewordedZhTW, 'zh-CN': rewordedZhCN, en: rewordedEn, ja: rewordedJa, th: rewordedTh, vi: rewordedVi, id: rewordedId, ko: rewordedKo, fr: rewordedFr, de: rewordedDe,
};
const after: Record<string, Pages> = { 'zh-TW': zhTW, 'zh-CN': zhCN, en, ja, th, vi, id, ko, fr, de };

const rewritten = ['about', 'privacy', 'info'];
const added = ['terms', 'highlights'];

const bodyOf = (page: Page) => page.paragraphs.join('\n\n');
/** A page as the migrations before this one left it: reworded by 2026_11_28_1000, else as first seeded. */
const before = (lang: string, slug: string): Page => reworded[lang][slug] ?? first[lang][slug];

async function rewrite(db: Kysely<any>, from: (lang: string, slug: string) => Page, to: (lang: string, slug: string) => Page): Promise<void> {
  const now = Date.now();
  for (const lang of Object.keys(after)) {
    for (const slug of rewritten) {
      const next = to(lang, slug);
      await db
        .updateTable('content_pages')
        .set({ title: next.title, body: bodyOf(next), updated_at: now })
        .where('slug', '=', slug)
        .where('lang', '=', lang)
        .where('body', '=', bodyOf(from(lang, slug)))
        .execute();
    }
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await rewrite(db, before, (lang, slug) => after[lang][slug]);
  const now = Date.now();
  const rows = Object.entries(after).flatMap(([lang, pages]) =>
    added.map((slug) => ({ slug, lang, title: pages[slug].title, body: bodyOf(pages[slug]), updated_at: now })),
  );
  await db
    .insertInto('content_pages')
    .values(rows)
    .onConflict((oc) => oc.columns(['slug', 'lang']).doNothing())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await rewrite(db, (lang, slug) => after[lang][slug], before);
  await db.deleteFrom('content_pages').where('slug', 'in', added).execute();
}
