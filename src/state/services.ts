import { createContext } from 'react';
import { signal } from '@preact/signals';
import { createApi, type Api } from '../api/client.js';
import type { FundsRules } from '../core/funds.js';
import { SessionModel, type Session } from './session-model.js';
import { MarketModel, type Market } from './market-model.js';
import { TradingModel, type Trading } from './trading-model.js';
import { FundsModel, type Funds } from './funds-model.js';
import { SavingsModel, type Savings } from './savings-model.js';
import { ContentModel, type Content } from './content-model.js';
import { ThemeModel, type ThemeState } from './theme-model.js';
import type { CheckedPartnerTheme } from '../core/theme.js';
import type { KeyValueStore } from './storage.js';

export interface AppInfo {
  name: string;
  languages: string[];
  defaultLanguage: string;
  customerServiceUrl: string;
  feedSource: string;
  timeZone: string;
  demoMode?: boolean;
  /** Deposit and withdrawal limits and the fee rule; absent from older servers. */
  funds?: FundsRules;
  /** "15:00": savings moved in before it (platform time) start earning the next day; absent from older servers. */
  savingsCutoff?: string;
}

/**
 * Everything pages need from outside themselves, built once per mounted app (tests build their own). Pages
 * read the models and call their actions. The rule: screens and components never call API factories
 * (src/api); they go through a model, and `api` is for src/state only (test/unit/client-layers.test.ts).
 */
export interface Services {
  store: KeyValueStore;
  api: Api;
  session: Session;
  market: Market;
  trading: Trading;
  funds: Funds;
  savings: Savings;
  content: Content;
  /** The theme on screen, the user's choice of it and a partner's accent. */
  theme: ThemeState;
  appInfo: ReturnType<typeof signal<AppInfo | undefined>>;
  /**
   * A model whose code travels in an area's chunk (verification, news): built by the area on first use, then kept
   * and disposed with the rest, so the inline core carries only this cache.
   */
  areaModel<M extends ModelLike>(name: string, create: () => M): M;
  /** Where locale files and other on-demand assets are fetched from. */
  assetBase: string;
  /** Closes the price stream and removes every listener the models put on the window (unmount). */
  dispose(): void;
}

type ModelLike = { [Symbol.dispose](): void };

export function createServices(options: { store: KeyValueStore; apiBase: string; assetBase: string; partnerTheme?: CheckedPartnerTheme }): Services {
  const { store } = options;
  const api = createApi({
    base: options.apiBase,
    getToken: () => session.token.value,
    // The auth guard sees the session end and sends the user to login.
    onUnauthenticated: () => session.forget(),
  });
  const session = new SessionModel(store, api);
  const market = new MarketModel(api);
  const models = {
    session,
    market,
    trading: new TradingModel(api, store, session, market),
    funds: new FundsModel(api, store, session),
    savings: new SavingsModel(api, store, session),
    content: new ContentModel(api),
    theme: new ThemeModel(store, options.partnerTheme ?? {}),
  };
  const areaModels: Record<string, ModelLike> = {};
  return {
    store,
    api,
    ...models,
    appInfo: signal(store.get<AppInfo>('appInfo')),
    areaModel: <M extends ModelLike>(name: string, create: () => M) => (areaModels[name] ??= create()) as M,
    assetBase: options.assetBase,
    dispose: () => [...Object.values(models), ...Object.values(areaModels)].forEach((model) => model[Symbol.dispose]()),
  };
}

export const ServicesContext = createContext<Services | undefined>(undefined);
