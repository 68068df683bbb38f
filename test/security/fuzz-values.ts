/** The odd values the fuzz categories draw from. */

/** Strings no field should choke on (no U+0000: that one is its own category, hole 2). */
export const ODD_STRINGS: readonly string[] = [
  '\uD800',
  '\uDFFF',
  'a\uD83Db',
  '\u202Eevil\u202C.txt',
  '\u200B\u200C\u200D\uFEFF',
  'e\u0301\u0301\u0301',
  '👩‍👩‍👧‍👦🏳️‍🌈',
  'a'.repeat(100 * 1024),
  '€'.repeat(34 * 1024),
  '\u0001\u001f\u007f\u0085\u2028\u2029',
  '{{x}} [[y]] {{ }} {{',
  "' OR 1=1 --",
  '../../etc/passwd',
  '<script>alert(1)</script>',
  ' ',
  '',
  '%s%n%x',
  'NaN',
  '𝕏'.repeat(1000),
];

/** Numbers at the edges of what JSON and int32 columns hold (beyond int32: hole 2's category). */
export const EDGE_NUMBERS: readonly unknown[] = [
  0,
  -1,
  2147483647,
  -2147483648,
  1.5,
  -0,
  1e-7,
  5e-324,
  0.1 + 0.2,
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '0x10',
  '1',
  '',
];

export const BEYOND_INT32: readonly number[] = [2147483648, -2147483649, 9007199254740991, 1e20, 4294967296];

export const OTHER_TYPES: readonly unknown[] = [
  123,
  -1,
  1.5,
  true,
  false,
  null,
  'str',
  [],
  {},
  [1, 'a'],
  { a: 1 },
];

export const ODD_IDS: readonly string[] = [
  '..',
  '.',
  '%2e%2e',
  '%2F',
  '%2Fetc%2Fpasswd',
  '%D0%B8%D0%B4',
  '%F0%9F%98%80',
  'a%20b',
  '%27%3B%20drop%20table%20x%3B--',
  `prm_${'x'.repeat(80)}`,
  '-1',
  '0',
  'null',
  'undefined',
  '~',
  '%E2%80%AE',
  '%EF%BB%BF',
  '%25',
  '%2500',
  '*',
  '%5Cx',
];

export const CONTENT_TYPES: readonly string[] = [
  'text/plain',
  'application/xml',
  'multipart/form-data; boundary=x',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/jsonx',
  'application/vnd.api+json',
  'json',
  '*/*',
  `application/json; ${'a=b; '.repeat(200)}`,
];

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : Buffer.from(p))));

export const ODD_BODIES: readonly (string | Buffer)[] = [
  '',
  '{',
  'null',
  '[]',
  '"x"',
  '123',
  'true',
  '{"a":1,"a":2}',
  '{"__proto__":{"polluted":1}}',
  '{"constructor":{"prototype":{"polluted":1}}}',
  '\uFEFF{}',
  'x'.repeat(100 * 1024),
  bytes('{"name":"', [0xff, 0xfe, 0xc3, 0x28], '"}'),
  bytes('{"name":"', [0xc0, 0xaf], '","content":"', [0xed, 0xa0, 0x80], '"}'),
  bytes([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00]),
  bytes([0x80, 0x81, 0x82]),
];

export const QUERY_GARBAGE: readonly string[] = [
  'expand=versions,,',
  `expand=${'x'.repeat(2000)}`,
  'expand=versions&expand=scoring',
  'expand=%2C%2C',
  'expand=VERSIONS',
  'expand=',
  'expand',
  'expand[]=versions',
  'expand=versions%2Cheatmap%2Crisk%2Cbalance%2Cscoring%2Cversions',
  'workspace-id=&workspace-id=',
  'api-key=&api-key=',
  'api-client=x&api-client=y',
  `name=%E2%80%AE&author=${'a'.repeat(3000)}`,
  'unknown=1',
  '=',
  '&&&',
  'a[b]=c',
  '__proto__=x',
  'constructor[prototype]=x',
  'name=%F0%9F%98%80',
];
