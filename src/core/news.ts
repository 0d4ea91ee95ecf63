/** A news item as `GET /api/news` lists it: what a list row or home's section shows. */
export interface NewsSummary {
  id: string;
  title: string;
  summary: string;
  publishedAt: string;
  /** The language served: the one asked for, or zh-TW when the item has no text in it. */
  lang: string;
}

/** A news item as `GET /api/news/:id` answers: the summary's fields and the body. */
export interface NewsItem extends NewsSummary {
  /** Plain text or a small Markdown subset (headings, lists, emphasis, links); never rendered as HTML. */
  body: string;
}

/** How long an operator's texts may be, in characters: a list row, a summary line, an article. */
export const newsLimits = { title: 120, summary: 300, body: 20_000 } as const;
