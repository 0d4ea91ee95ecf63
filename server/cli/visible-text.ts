// What users write reaches the operator's terminal: payee and bank names, support messages, notes, names. A
// character that does not show, or that changes how the text around it reads, must not reach it as it is: a
// right-to-left override (U+202E) in a bank name reverses the card number printed after it, a zero-width space
// makes two names that differ look the same, a line separator or a terminal's escape rewrites the screen.

// Controls (C0, DEL, C1: line breaks, ESC), format characters (bidi embeddings, overrides and isolates
// U+202A–202E and U+2066–2069, marks U+200E/200F and U+061C, zero-width spaces and joiners U+200B–200D, the BOM
// U+FEFF, soft hyphen, tags U+E0000–E007F), line and paragraph separators (U+2028/2029), lone surrogates, and the
// other code points Unicode says render as nothing (Hangul fillers, variation selectors, …); the braille blank
// U+2800, which shows as a space; and marks drawn over the character before them, overlays (a solidus through a
// digit, U+0338, U+20E5) and enclosing marks (a circle, a keycap), which change how it reads.
const hidden =
  // oxlint-disable-next-line no-misleading-character-class -- combining marks listed one by one, each escaped on its own
  /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}\p{Default_Ignorable_Code_Point}\p{Me}\u2800\u0334-\u0338\u1CD4\u1CE2-\u1CE8\u20D2\u20D3\u20D8-\u20DA\u20E5\u20E6\u20EA\u20EB\u{10A39}\u{16AF0}-\u{16AF4}\u{1BC9E}\u{1D167}-\u{1D169}]/u;

// A selector is kept only where it picks how the character before it is drawn: text or emoji presentation
// (U+FE0E/FE0F) right after an emoji, a free variation selector right after a Mongolian letter, and a keycap
// (a digit, # or *, then U+FE0F, then U+20E3). Anywhere else it shows as nothing, and it is escaped there.
const drawnAs =
  /(?<=\p{Extended_Pictographic})[\uFE0E\uFE0F]|(?<=\p{Script=Mongolian})(?<=\p{L})[\u180B-\u180D\u180F]|(?<=[0-9#*])\uFE0F(?=\u20E3)|(?<=[0-9#*]\uFE0F?)\u20E3/u;

/** Each hidden character, the selectors and keycaps that draw what is before them captured to keep them. */
const pieces = new RegExp(`(${drawnAs.source})|${hidden.source}`, 'gu');

/** `\u{202E}`: the code point in hex, at least four digits. */
const escaped = (c: string) => `\\u{${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}}`;

/**
 * `s` with every control, format, separator and otherwise invisible character written as an escape like
 * `\u{202E}`, line breaks included: what an operator reads is what is there, in the order it is stored.
 */
export function visibleText(s: string): string {
  return s.replace(pieces, (piece: string, kept?: string) => kept ?? escaped(piece));
}

/**
 * A whole printout (a table, JSON, a message) made visible line by line: its own line breaks (LF) stay, every
 * other hidden character is escaped as `visibleText` does. Tables (util.inspect) and JSON already write a
 * backslash the text holds as `\\`, so in them a single-backslash `\u{…}` is always one of these escapes.
 */
export function visibleLines(text: string): string {
  return text.split('\n').map(visibleText).join('\n');
}
