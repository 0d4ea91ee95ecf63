// Compiled by `npm run typecheck`, never run: each `@ts-expect-error` proves that a screen or part an area
// does not define, or props it does not take, fail the check (src/areas/area-screens.ts).
import { areaScreen } from '../../src/areas/area-screen.js';
import { AreaPart } from '../../src/areas/area-part.js';
import type { Product } from '../../src/core/product.js';

declare const product: Product;

areaScreen('funds', 'deposit');
// @ts-expect-error: the funds area has no such screen
areaScreen('funds', 'withdraw');
// @ts-expect-error: no such area
areaScreen('fund', 'deposit');

const Positions = areaScreen('orders', 'positions');
<Positions product={product} />;
// @ts-expect-error: the screen takes the props of the area's own
<Positions symbol="BTCUSDT" />;

<AreaPart area="orders" name="positions" product={product} />;
// @ts-expect-error: the charts area has no such part
<AreaPart area="charts" name="positions" product={product} />;
// @ts-expect-error: a prop the part does not take
<AreaPart area="charts" name="sparkline" symbol="BTCUSDT" price={null} sign={1} product={product} />;
// @ts-expect-error: a prop the part needs, missing
<AreaPart area="charts" name="sparkline" symbol="BTCUSDT" sign={1} />;
