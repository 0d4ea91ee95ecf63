// A part of an area inside a core screen (src/areas/area-part.tsx) redraws when its own area arrives, not when
// any other loads: a product's chart and each sparkline would otherwise be drawn once per area.
import * as assert from 'uvu/assert';
import { act } from 'preact/test-utils';
import { AreaPart } from '../../src/areas/area-part.js';
import { loadArea, loadedArea } from '../../src/areas/areas.js';
import { renderComponent } from './helpers/dom.js';
import { serverSuite } from './helpers/server-suite.js';

const test = serverSuite('area part');

test('another area arriving leaves the part alone; its own area arriving again redraws it', async (context) => {
  const names = ['charts', 'help', 'news'] as const;
  // The real areas first, put back afterwards: later tests get them, their loads being done and kept.
  await Promise.all(names.map(loadArea));
  const [charts, help, news] = names.map(loadedArea);
  const before = [charts.value, help.value, news.value];
  let renders = 0;
  const Counted = () => (renders++, <svg className="up-spark" />);
  try {
    context.rendered = await renderComponent(<AreaPart area="charts" name="sparkline" symbol="BTCUSDT" price="1" sign={1} />);
    await act(() => void (charts.value = { ...before[0], sparkline: Counted }));
    assert.is(renders, 1, 'drawn once its part is in');
    await act(() => void (help.value = { ...before[1] }));
    await act(() => void (news.value = { ...before[2] }));
    assert.is(renders, 1, 'other areas arriving draw nothing here');
    const Again = () => (renders++, <svg className="up-spark" />);
    await act(() => void (charts.value = { ...before[0], sparkline: Again }));
    assert.is(renders, 2, 'a new part of its own area is drawn');
    assert.ok(context.rendered.container.querySelector('svg.up-spark'));
  } finally {
    [charts.value, help.value, news.value] = before;
  }
});

test.run();
