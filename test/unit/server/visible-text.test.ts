import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { visibleLines, visibleText } from '../../../server/cli/visible-text.js';

// Written with escapes throughout: this file itself holds no character it tests.

test('bidi embeddings, overrides, isolates and marks are shown as escapes', () => {
  for (let code = 0x202a; code <= 0x202e; code++) assert.is(visibleText(`a${String.fromCodePoint(code)}b`), `a\\u{${code.toString(16).toUpperCase()}}b`);
  for (let code = 0x2066; code <= 0x2069; code++) assert.is(visibleText(`a${String.fromCodePoint(code)}b`), `a\\u{${code.toString(16).toUpperCase()}}b`);
  assert.is(visibleText('\u200e\u200f\u061c'), '\\u{200E}\\u{200F}\\u{061C}');
});

test('a reversed bank name no longer reverses the card number after it', () => {
  assert.is(visibleText('Bank of Taiwan\u202e 6222 0212 3456 7890'), 'Bank of Taiwan\\u{202E} 6222 0212 3456 7890');
});

test('zero-width and other invisible characters, the BOM and the line and paragraph separators are shown', () => {
  assert.is(visibleText('Chen\u200bMei\u200cLing\u200d'), 'Chen\\u{200B}Mei\\u{200C}Ling\\u{200D}');
  assert.is(visibleText('\ufeffx\u2028y\u2029z'), '\\u{FEFF}x\\u{2028}y\\u{2029}z');
  assert.is(visibleText('soft\u00adhyphen, word\u2060joiner, tag\u{e0041}'), 'soft\\u{00AD}hyphen, word\\u{2060}joiner, tag\\u{E0041}');
  assert.is(visibleText('\u3164\uffa0'), '\\u{3164}\\u{FFA0}', 'Hangul fillers, blank letters');
  assert.is(visibleText('lone \ud800 surrogate'), 'lone \\u{D800} surrogate');
});

test('every control character is shown, line breaks and terminal escapes included', () => {
  assert.is(visibleText('one\ntwo\r\tthree\u0000'), 'one\\u{000A}two\\u{000D}\\u{0009}three\\u{0000}');
  assert.is(visibleText('\u001b[2J\u001b]0;title\u0007'), '\\u{001B}[2J\\u{001B}]0;title\\u{0007}');
  assert.is(visibleText('\u007f\u0085\u009b'), '\\u{007F}\\u{0085}\\u{009B}');
});

test('what shows stays as it is: letters of any script, accents, spaces, emoji with their selectors and joiners aside', () => {
  for (const text of ['Chen Mei-Ling', '陳美玲', 'Nguyễn Thị', 'e\u0301', 'שלום', 'مرحبا', 'a\u00a0b', 'heart \u2764\ufe0f', '"quoted" \\ back']) {
    assert.is(visibleText(text), text);
  }
  assert.is(visibleText('\u{1f468}\u200d\u{1f469}'), '\u{1f468}\\u{200D}\u{1f469}', 'a joiner is a format character too');
});

test('visibleLines keeps the line breaks of a printout and shows everything else', () => {
  assert.is(visibleLines('┌───┐\n│ a\u202eb │\n└───┘'), '┌───┐\n│ a\\u{202E}b │\n└───┘');
  assert.is(visibleLines('x\r\ny'), 'x\\u{000D}\ny');
});

test.run();
