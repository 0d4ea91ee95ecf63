import type { OrderView } from '../core/order-structs.js';
import type { Product } from '../core/product.js';
import { t } from '../i18n/i18n.js';
import { productName } from '../i18n/format.js';

/** What an order bought, as lists and details name it: the product's name in the interface language, the direction. */
export const orderTitle = (o: OrderView, product: Product | undefined): string =>
  `${product ? productName(product) : o.symbol} ${o.direction === 'up' ? '▲' : '▼'} ${t(`trade.${o.direction}`)}`;

/** A public order number read in groups of four ("4821 3390 11275"), as a phone number is, so it can be read out. */
export const orderNumber = (id: string): string => t('withdrawList.orderNo', { id: id.replace(/^(\d{4})(\d{4})(?=\d{4})/, '$1 $2 ') });
