import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { exportPeriodPattern, exportPeriodRange, isoInZone, recentExportPeriods } from '../../../src/core/export-period.js';

const iso = (range: { fromMs: number; toMs: number } | null) => range && [new Date(range.fromMs).toISOString(), new Date(range.toMs).toISOString()];

test('a month and a year are their midnights in the zone named, the end excluded', () => {
  assert.equal(iso(exportPeriodRange('2026-12', 'Asia/Taipei')), ['2026-11-30T16:00:00.000Z', '2026-12-31T16:00:00.000Z']);
  assert.equal(iso(exportPeriodRange('2026', 'Asia/Taipei')), ['2025-12-31T16:00:00.000Z', '2026-12-31T16:00:00.000Z']);
  assert.equal(iso(exportPeriodRange('2026-02', 'UTC')), ['2026-02-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z']);
  assert.equal(iso(exportPeriodRange('2026-11', 'America/New_York')), ['2026-11-01T04:00:00.000Z', '2026-12-01T05:00:00.000Z'], 'across the autumn switch');
  assert.equal(iso(exportPeriodRange('2026-03', 'Europe/Berlin')), ['2026-02-28T23:00:00.000Z', '2026-03-31T22:00:00.000Z'], 'across the spring switch');
});

test('the zones farthest from UTC still start on their own first day', () => {
  assert.equal(iso(exportPeriodRange('2026-01', 'Pacific/Kiritimati')), ['2025-12-31T10:00:00.000Z', '2026-01-31T10:00:00.000Z']);
  assert.equal(iso(exportPeriodRange('2026-01', 'Pacific/Pago_Pago')), ['2026-01-01T11:00:00.000Z', '2026-02-01T11:00:00.000Z']);
});

test('what is not a month or a year of 2000–2099 is no period', () => {
  for (const period of ['2026-13', '2026-00', '2026-1', '26-12', '1999', '2100', '2026-12-01', ' 2026', '']) {
    assert.is(exportPeriodRange(period, 'UTC'), null, period);
  }
});

test('a time in a zone is ISO 8601 to the second with that day’s offset', () => {
  const ms = Date.parse('2026-12-01T04:00:00.999Z');
  assert.is(isoInZone(ms, 'Asia/Taipei'), '2026-12-01T12:00:00+08:00');
  assert.is(isoInZone(ms, 'UTC'), '2026-12-01T04:00:00+00:00');
  assert.is(isoInZone(ms, 'America/St_Johns'), '2026-12-01T00:30:00-03:30');
  assert.is(isoInZone(Date.parse('2026-07-01T12:00:00Z'), 'Europe/Berlin'), '2026-07-01T14:00:00+02:00');
  assert.is(isoInZone(Date.parse('2026-01-01T00:00:00Z'), 'Asia/Kathmandu'), '2026-01-01T05:45:00+05:45');
});

test('the periods offered are the last twelve months across the new year, then three years, each one the server takes', () => {
  const offered = recentExportPeriods(2027, 2);
  assert.equal(offered.slice(0, 3), ['2027-02', '2027-01', '2026-12']);
  assert.is(offered[11], '2026-03');
  assert.equal(offered.slice(12), ['2027', '2026', '2025']);
  assert.ok(offered.every((period) => exportPeriodPattern.test(period)));
});

test.run();
