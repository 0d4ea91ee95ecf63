// What users write reaches the operator's terminal: payee and bank names, support messages, notes, names. A
// character that does not show, or that changes how the text around it reads, must not reach it as it is: a
// right-to-left override (U+202E) in a bank name reverses the card number printed after it, a zero-width space
// makes two names that differ look the same, a line separator or a terminal's escape rewrites the screen.

// Controls (C0, DEL, C1: line breaks, ESC), format characters (bidi embeddings, overrides and isolates
// U+202A–202E and U+2066–2069, marks U+200E/200F and U+061C, zero-width spaces and joiners U+200B–200D, the BOM
// U+FEFF, soft hyphen, tags U+E0000–E007F), line and paragraph separators (U+2028/2029), lone surrogates, and the
// other code points Unicode says render as nothing (Hangul fillers, …) — but not variation selectors, which
// only pick how the character before them is drawn (U+FE0F after an emoji).
const hidden = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}]|(?![\u180B-\u180D\u180F\uFE00-\uFE0F\u{E0100}-\u{E01EF}])\p{Default_Ignorable_Code_Point}/gu;

/** `\u{202E}`: the code point in hex, at least four digits. */
const escaped = (c: string) => `\\u{${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}}`;

/**
 * `s` with every control, format, separator and otherwise invisible character written as an escape like
 * `\u{202E}`, line breaks included: what an operator reads is what is there, in the order it is stored.
 */
export function visibleText(s: string): string {
  return s.replace(hidden, escaped);
}

/**
 * A whole printout (a table, JSON, a message) made visible line by line: its own line breaks (LF) stay, every
 * other hidden character is escaped as `visibleText` does. Tables (util.inspect) and JSON already write a
 * backslash the text holds as `\\`, so in them a single-backslash `\u{…}` is always one of these escapes.
 */
export function visibleLines(text: string): string {
  return text.split('\n').map(visibleText).join('\n');
}
