import type { Language } from '../../src/core/languages.js';
import type { Product } from '../../src/core/product.js';
import { baseAsset } from '../../src/core/base-asset.js';
import { conventionalRiseColour } from '../../src/core/rise-colour.js';
import { decimalText, percentText, type LocaleFormats } from '../../src/i18n/locale-patterns.js';
import { paths, withQuery } from '../../src/routing/paths.js';
import { tiles } from '../../src/pages/home-tiles.js';

/** A language's core strings as the page carries them (`#up-strings`): namespaces of texts, and `formats`. */
export type CoreStrings = Record<string, Record<string, unknown>>;

export interface FirstScreenData {
  items: (Product & { lastTickAt?: string | null })[];
  lang: Language;
  strings: CoreStrings;
  /** When the server read the prices (the page's `up-products` atMs). */
  atMs: number;
  /** The feed is the built-in simulator: the screens say so beside the prices (SimulatedTag). */
  simulated: boolean;
  /** Whether the prices shown are older than the feed's staleness limit (server/domain/products/catalogue.ts). */
  stale: boolean;
}

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Which screens an element belongs to, by route (src/first-screen.ts keeps those of the address opened). */
const home = ['/', paths.welcome, paths.home];
const routes = (list: string[]) => ` data-r="${list.join(' ')}"`;

/**
 * The screens a first visit may open with prices on them, as the app draws them, in the page's language: home and
 * products (their shared product list) and a product's trade screen (its quote, filled from the list's row by
 * src/first-screen.ts, which also keeps only the screen of the address opened: the server can't see the hash). The
 * first paint shows them before the core has arrived; the core then draws the same pixels over them. Only what
 * the app draws before its areas and the live stream arrive: no icons, sparklines or chart.
 */
export function firstScreen({ items, lang, strings, atMs, simulated, stale }: FirstScreenData): string {
  const t = (key: string) => {
    const [ns, name] = key.split('.');
    const text = strings[ns]?.[name];
    return escapeHtml(typeof text === 'string' ? text : key);
  };
  const f = strings.formats as unknown as LocaleFormats;
  const badge = simulated ? `<span class="up-badge pending">${t('home.simulated')}</span>` : '';
  const bar = (title: string, route: string[] = []) => `<header class="up-bar"${route.length ? routes(route) : ''}><span></span><h1${route.length ? '' : ' data-f="n"'}>${title}</h1><span></span></header>`;
  const change = (p: Product) => {
    const sign = Math.sign(Number(p.change24h) || 0);
    return `<span class="up-num ${sign > 0 ? 'up-rise' : sign < 0 ? 'up-fall' : ''}" data-f="c">${sign > 0 ? '▲' : sign < 0 ? '▼' : ''}${percentText(f, p.change24h.replace('-', ''), 2)}</span>`;
  };
  const row = (p: Product) =>
    `<li data-s="${escapeHtml(p.symbol)}"><a href="#${escapeHtml(withQuery(paths.detail, { symbol: p.symbol }))}"><span class="up-grow"><strong data-f="n">${escapeHtml(p.names[lang] ?? p.name)}</strong>` +
    `${p.status !== 'open' ? `<span class="up-badge">${t(`market.${p.status}`)}</span>` : ''}<br><small class="up-muted"><span data-f="s">${escapeHtml(p.symbol)}</span> · ${t('trade.volume')} ` +
    `${decimalText(f, p.volume24h, 1, true)} ${escapeHtml(baseAsset(p.symbol))}</small></span><span class="up-quote"><strong class="up-num" data-f="p">${decimalText(f, p.price, p.precision)}</strong>${change(p)}</span></a></li>`;
  const tile = (label: string) => `<a><span class="up-tile-icon"></span>${label}</a>`;
  const lists = [...home, paths.products];
  const stat = (key: string) => `<div><dt>${t(key)}</dt><dd class="up-num">—</dd></div>`;
  return (
    `<div class="up-root${conventionalRiseColour(lang) === 'red' ? ' rr' : ''} up-first" data-at="${atMs}">` +
    `<div class="up-page"${routes(lists)}>${bar(t('app.name'), home)}${bar(t('product.title'), [paths.products])}<div class="up-body">` +
    `<section class="up-hero"${routes(home)}><p class="up-hero-title">${t('home.tagline')}</p><div class="up-hero-actions"><a class="up-btn">${t('home.signIn')}</a>` +
    `<a class="up-btn secondary">${t('home.register')}</a></div><a class="up-hero-risk">${t('home.riskLine')}</a></section>` +
    `<nav class="up-card up-grid"${routes(home)}>${tiles.map(([, , label]) => tile(t(label))).join('')}${tile(t('home.onlineService'))}</nav>` +
    `<label class="up-search"${routes([paths.products])}><svg></svg><span class="up-sr">${t('product.search')}</span><input type="search" placeholder="${t('product.search')}"></label>` +
    `<section><h2 class="up-section-title up-title-row"${routes(home)}>${t('home.recommendations')}${badge}</h2>` +
    `<ul class="up-list${stale ? ' up-stale' : ''}" data-q>${items.map(row).join('')}</ul></section></div></div>` +
    `<div class="up-page no-tabs up-trade"${routes([paths.detail])}>${bar('')}<div class="up-body"><section class="up-card"><p class="up-muted"><span data-f="s"></span>${badge}</p>` +
    `<p class="up-big up-quote-big${stale ? ' up-stale' : ''}" data-q><span class="up-num" data-f="p"></span><span data-f="c"></span></p>` +
    `<dl class="up-stats up-day">${['trade.high', 'trade.low', 'trade.volume', 'trade.turnover'].map(stat).join('')}</dl>` +
    `<div class="up-chart-slot"><div class="up-skeleton up-plot-sk"></div></div></section></div></div></div>`
  );
}
