// A part of an area inside a core screen (src/areas/area-part.tsx) redraws when its own area arrives, not when
// any other loads: a product's chart and each sparkline would otherwise be drawn once per area.
import * as assert from 'uvu/assert';
import { act } from 'preact/test-utils';
import { AreaPart } from '../../src/areas/area-part.js';
import { loadedAreas, type AreaScreens } from '../../src/areas/areas.js';
import { renderComponent } from './helpers/dom.js';
import { serverSuite } from './helpers/server-suite.js';

const test = serverSuite('area part');

test('another area arriving leaves the part alone; its own area arriving again redraws it', async (context) => {
  const before = loadedAreas.value;
  let renders = 0;
  const Counted = () => (renders++, <svg className="up-spark" />);
  try {
    context.rendered = await renderComponent(<AreaPart area="charts" name="sparkline" symbol="BTCUSDT" price="1" sign={1} />);
    await act(() => void (loadedAreas.value = { ...loadedAreas.value, charts: { ...loadedAreas.value.charts, sparkline: Counted } }));
    assert.is(renders, 1, 'drawn once its part is in');
    await act(() => void (loadedAreas.value = { ...loadedAreas.value, help: { ...loadedAreas.value.help } as AreaScreens }));
    await act(() => void (loadedAreas.value = { ...loadedAreas.value, news: { ...loadedAreas.value.news } as AreaScreens }));
    assert.is(renders, 1, 'other areas arriving draw nothing here');
    const Again = () => (renders++, <svg className="up-spark" />);
    await act(() => void (loadedAreas.value = { ...loadedAreas.value, charts: { ...loadedAreas.value.charts, sparkline: Again } }));
    assert.is(renders, 2, 'a new part of its own area is drawn');
    assert.ok(context.rendered.container.querySelector('svg.up-spark'));
  } finally {
    loadedAreas.value = before;
  }
});

test.run();
