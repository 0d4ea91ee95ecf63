import type { Kysely } from 'kysely';
import { pages as firstFr } from './2026_11_27_1300_content_pages/fr.js';
import { pages as firstId } from './2026_11_27_1300_content_pages/id.js';
import { pages as firstJa } from './2026_11_27_1300_content_pages/ja.js';
import { pages as firstKo } from './2026_11_27_1300_content_pages/ko.js';
import { pages as firstVi } from './2026_11_27_1300_content_pages/vi.js';
import { pages as firstZhCN } from './2026_11_27_1300_content_pages/zh-CN.js';
import { pages as rewordedFr } from './2026_11_28_1000_content_wording/fr.js';
import { pages as rewordedId } from './2026_11_28_1000_content_wording/id.js';
import { pages as rewordedJa } from './2026_11_28_1000_content_wording/ja.js';
import { pages as rewordedKo } from './2026_11_28_1000_content_wording/ko.js';
import { pages as rewordedVi } from './2026_11_28_1000_content_wording/vi.js';
import { pages as rewordedZhCN } from './2026_11_28_1000_content_wording/zh-CN.js';
import { pages as legalFr } from './2026_12_01_1000_content_legal_pages/fr.js';
import { pages as legalId } from './2026_12_01_1000_content_legal_pages/id.js';
import { pages as legalJa } from './2026_12_01_1000_content_legal_pages/ja.js';
import { pages as legalKo } from './2026_12_01_1000_content_legal_pages/ko.js';
import { pages as legalVi } from './2026_12_01_1000_content_legal_pages/vi.js';
import { pages as legalZhCN } from './2026_12_01_1000_content_legal_pages/zh-CN.js';
import { pages as fr } from './2026_12_07_1400_content_native_wording/fr.js';
import { pages as id } from './2026_12_07_1400_content_native_wording/id.js';
import { pages as ja } from './2026_12_07_1400_content_native_wording/ja.js';
import { pages as ko } from './2026_12_07_1400_content_native_wording/ko.js';
import { pages as vi } from './2026_12_07_1400_content_native_wording/vi.js';
import { pages as zhCN } from './2026_12_07_1400_content_native_wording/zh-CN.js';

type Page = { title: string; paragraphs: string[] };
type Pages = Partial<Record<string, Page>>;

// A native reader's pass over ja, ko, vi, id, fr and zh-CN: help describes the withdrawal account as the app has it
// (changed on its screen, then a security pause), names the deposit's own method and the zh-CN 转账附言码; the risk
// notices predict rather than guess or bet (预测, dự đoán, prediksi, prévision) and the Korean one says the winnings,
// not the amount received, are smaller than the stake lost; savings have their own verbs; the Korean pages need no
// particle after the operator's name; zh-CN says 注册 and writes the jurisdiction without spaces; fr names it after
// "Droit applicable :" so any region's name reads right; vi's highlights say "được thiết kế cho". Only the pages a
// language rewrites are listed beside it. A page changes only while it holds the text the migrations before this one
// left, so an operator's own edit is kept; down() puts back only what this migration wrote. Frozen with its texts.
const first: Record<string, Pages> = { 'zh-CN': firstZhCN, ja: firstJa, vi: firstVi, id: firstId, ko: firstKo, fr: firstFr };
const reworded: Record<string, Pages> = { 'zh-CN': rewordedZhCN, ja: rewordedJa, vi: rewordedVi, id: rewordedId, ko: rewordedKo, fr: rewordedFr };
const legal: Record<string, Pages> = { 'zh-CN': legalZhCN, ja: legalJa, vi: legalVi, id: legalId, ko: legalKo, fr: legalFr };
const after: Record<string, Pages> = { 'zh-CN': zhCN, ja, vi, id, ko, fr };

const bodyOf = (page: Page) => page.paragraphs.join('\n\n');
/** A page as the migrations before this one left it: the latest of the legal pages, the rewording, the first seed. */
const before = (lang: string, slug: string): Page => (legal[lang][slug] ?? reworded[lang][slug] ?? first[lang][slug])!;
const rewritten = (lang: string, slug: string): Page => after[lang][slug]!;

async function rewrite(db: Kysely<any>, from: (lang: string, slug: string) => Page, to: (lang: string, slug: string) => Page): Promise<void> {
  const now = Date.now();
  for (const [lang, pages] of Object.entries(after)) {
    for (const slug of Object.keys(pages)) {
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
  await rewrite(db, before, rewritten);
}

export async function down(db: Kysely<any>): Promise<void> {
  await rewrite(db, rewritten, before);
}
