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

test('variation selectors are shown where they pick nothing: after a letter, a digit, another selector', () => {
  assert.is(visibleText('bank\ufe0f\ufe0e'), 'bank\\u{FE0F}\\u{FE0E}');
  assert.is(visibleText('\u0628\u0646\u0643\ufe0f\ufe0e 6011'), '\u0628\u0646\u0643\\u{FE0F}\\u{FE0E} 6011', 'after Arabic letters');
  assert.is(visibleText('a\ufe00\ufe01\ufe02'), 'a\\u{FE00}\\u{FE01}\\u{FE02}');
  assert.is(visibleText('4111\u{e0100}1111\u{e01ef}'), '4111\\u{E0100}1111\\u{E01EF}', 'the supplement too');
  assert.is(visibleText('\u2764\ufe0f\ufe0f'), '\u2764\ufe0f\\u{FE0F}', 'one after an emoji, not two');
  assert.is(visibleText('x\u180b \u180e\u180b'), 'x\\u{180B} \\u{180E}\\u{180B}', 'a Mongolian selector away from a Mongolian letter');
});

test('an emoji keeps its presentation selector, a keycap its selector and mark, a Mongolian letter its form', () => {
  for (const text of ['\u2764\ufe0f', '\u2764\ufe0e', '\u{1f44d}\ufe0f ok', '1\ufe0f\u20e3', '#\u20e3', '\u1820\u180b']) assert.is(visibleText(text), text);
});

test('overlays, enclosing marks and the braille blank are shown: they change or hide what is around them', () => {
  assert.is(visibleText('1\u0338 4\u20e5'), '1\\u{0338} 4\\u{20E5}', 'a solidus drawn through a digit');
  assert.is(visibleText('0\u0335\u0336\u20d2'), '0\\u{0335}\\u{0336}\\u{20D2}');
  assert.is(visibleText('7\u20dd 7\u20e0 x\u20e3'), '7\\u{20DD} 7\\u{20E0} x\\u{20E3}', 'a circle, a prohibition sign, a keycap on a letter');
  assert.is(visibleText('a\u2800b'), 'a\\u{2800}b');
});

test('visibleLines keeps the line breaks of a printout and shows everything else', () => {
  assert.is(visibleLines('┌───┐\n│ a\u202eb │\n└───┘'), '┌───┐\n│ a\\u{202E}b │\n└───┘');
  assert.is(visibleLines('x\r\ny'), 'x\\u{000D}\ny');
});

test.run();
