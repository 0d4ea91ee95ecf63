import { useMemo } from 'react';
import type { PageLoader } from '../api/client.js';
import type { OrderView } from '../core/order-structs.js';
import { useServices } from './use-services.js';

/**
 * The open positions, read again whenever the account's records change (a settlement among them), but a position
 * that was listed and has settled since stays in its place with its result: it leaves the list when the tab does.
 */
export function useOpenWithResults(): PageLoader<OrderView> {
  const { trading } = useServices();
  return useMemo(() => {
    const read = trading.orders('open');
    const listed = new Map<string, OrderView>();
    return async (cursor) => {
      const page = await read(cursor);
      for (const o of page.items) listed.set(o.id, o);
      if (cursor !== null) return page;
      const open = new Set(page.items.map((o) => o.id));
      const ended = [...listed.values()].filter((o) => !open.has(o.id) && trading.settled.peek()[o.id]);
      const newestFirst = (a: OrderView, b: OrderView) => Date.parse(b.openedAt) - Date.parse(a.openedAt);
      return { ...page, items: [...page.items, ...ended].sort(newestFirst) };
    };
  }, [trading]);
}
