/** Values no client of ours sends, by what they test; the bad-input generator draws on them field by field. */

/** Text a form never holds: controls, lone surrogates, direction and zero-width marks, combining runs, emoji, huge. */
export const unicodeValues: string[] = [
  '\u0000',
  'ab\u0000cd',
  '\u001b[31mred',
  '\u0085',
  '\ud800',
  'x\udfff',
  '\ud83d',
  '\u202e',
  'abc\u202egpj.exe',
  '\u200b',
  '\u200bBTCUSDT',
  '\ufeff',
  '\uffff',
  '\u2028\u2029',
  '😀',
  '👨‍👩‍👧‍👦',
  'e' + '\u0301'.repeat(200),
  'Z\u0351\u036b\u0343\u036a\u0302\u036b\u033d\u034f\u0334\u0319\u0324\u031e\u0349\u035a\u032f',
  '１０',
  '١٠',
  '𝟙𝟘',
  '😀'.repeat(5_000),
  'a'.repeat(60_000),
];

/** The same as a URL carries them: percent-encoded UTF-8 (a lone surrogate has no UTF-8, so its raw bytes). */
export const encodedUnicodeValues: string[] = [
  ...unicodeValues.filter((v) => !/\p{Cs}/u.test(v) && v.length < 10_000).map(encodeURIComponent),
  '%ED%A0%80',
  '%C0%AF',
  '%FF%FE',
  '%',
  '%zz',
  'a'.repeat(20_000),
];

/** JSON of another type than the field's. */
export const wrongTypeValues: unknown[] = [0, -1, 1.5, true, false, null, [], {}, ['x'], { $gt: '' }, 1e308, '', ' '];

/** Money as text that is not a positive amount with at most two decimals, and money that is not text. */
export const moneyValues: unknown[] = [
  '-1',
  '-0.01',
  '0',
  '0.00',
  '0.001',
  '1.001',
  '10.005',
  '1e3',
  '1E2',
  '1e-2',
  '9'.repeat(400),
  '99999999999999999999.99',
  '9007199254740993',
  '+10',
  ' 10',
  '10 ',
  '10.',
  '.5',
  '0x10',
  'NaN',
  'Infinity',
  '1,000',
  '1_000',
  '１０',
  '١٠',
  '10.00\u0000',
  -10,
  10,
  1e21,
];

/** Whole numbers that aren't one, or are out of any range. */
export const integerValues: unknown[] = [-1, 0, 1.5, 1e308, 2 ** 53 + 2, '60', -0, 1e-7, 'NaN'];

/** Near misses of an enum value. */
export const enumValuesLike = (value: string): unknown[] => [value.toUpperCase(), ` ${value}`, `${value}\u0000`, `${value}\u200b`, 'sideways', ''];

/** Query values of a list: limits out of range or not numbers, cursors we never issued. */
export const limitValues = ['0', '-1', '101', '1.5', '1e2', '', 'abc', '99999999999999999999', '%205', '0x10', '1,2'];
export const cursorValues = ['', 'x', '!!!', '%', 'a'.repeat(300), 'MQ%3D%3D', '-1', '__proto__', '..%2F..%2F', 'OTk5OTk5OTk5OTk5OTk5OTk5OTk5', '%00'];
export const langValues = ['xx', '..%2F..%2Fetc%2Fpasswd', 'en%00', 'a'.repeat(10_000), 'zh-TW%3BDROP', '__proto__', 'constructor', 'EN', 'en-US'];

/** Path ids that name nothing: numbers out of shape, traversal, injection, encodings. */
export const idValues = [
  '0',
  '-1',
  '1e3',
  '9'.repeat(30),
  'x'.repeat(300),
  '%2E%2E',
  '..%2F..%2Fetc%2Fpasswd',
  '..%5C..%5Cwindows',
  '%00',
  '%ED%A0%80',
  '%E2%80%AE',
  '%F0%9F%98%80',
  'null',
  '__proto__',
  'constructor',
  "1'%20OR%20'1'%3D'1",
  '1%3BDROP%20TABLE%20users',
];

/** Fields a client does not own: the server sets them, so a body naming one is refused. */
export const ownedFields = [
  'balance',
  'available',
  'status',
  'creditScore',
  'credit_score',
  'verification',
  'verified',
  'userId',
  'user_id',
  'id',
  'role',
  'isAdmin',
  'fee',
  'payoutRate',
  'createdAt',
];

/** Bodies that are not JSON, or not JSON we can read. */
export const malformedBodies: (string | Buffer)[] = [
  '{',
  '{"amount":',
  'nul',
  '[',
  '{"a":1,}',
  "{'a':1}",
  '{"a":1}{"b":2}',
  '\ufeff{}',
  '{"a":1e999999}',
  '',
  ' ',
  '['.repeat(20_000) + ']'.repeat(20_000),
  Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
  Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xed, 0xa0, 0x80, 0x22, 0x7d]),
  Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc0, 0xaf, 0x22, 0x7d]),
];

/** Content types the API does not read (a JSON body is sent with each). */
export const wrongContentTypes = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'multipart/form-data; boundary=x',
  'application/jsonx',
  'application/json; charset=utf-16',
  'image/png',
];

/** Paths that climb out of /api or hide a segment. */
export const traversalPaths = [
  '/api/../api/me',
  '/api/orders/../../etc/passwd',
  '/api/orders/..%2F..%2F..%2Fetc%2Fpasswd',
  '/api/pages/..%2F..%2Fpackage.json',
  '/api/pages/..%2f..%2f.env',
  '/api/%2e%2e/%2e%2e/etc/passwd',
  '/api/deposit-methods/..%2F..%2F..%2Fetc%2Fpasswd/qr.svg',
  '/api/verification/photos/..%2F..%2F..%2Fdata',
  '/api/news/..%5C..%5Cwindows%5Cwin.ini',
  '/api//orders',
  '/api/orders/1/../2',
  '/api/./me',
  '/api/me/..',
  '/api/products/BTCUSDT%2F..%2F..%2Fetc',
];
