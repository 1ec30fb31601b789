/** Text that has broken servers before: numbers at type limits, odd dates, odd text. */
export const HOSTILE_TEXT = [
  '',
  ' ',
  '0',
  '-1',
  '1',
  '2147483647',
  '2147483648',
  '4294967296',
  '9007199254740992',
  '9007199254740993',
  '99999999999999999999999',
  '1e308',
  '1e400',
  '-0',
  '0x10',
  '1.5',
  'NaN',
  'Infinity',
  '-Infinity',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
  '0000-01-01',
  '0000-03-31',
  '0001-03-31',
  '1899-12-31',
  '2101-03-31',
  '9999-12-31',
  '2025-02-30',
  '2025-13-01',
  '2025-06-31',
  '2025-00-00',
  '+002025-03-31',
  '2025-03-31T25:61:00Z',
  '0000-12-31T00:00:00Z',
  "' OR 1=1 --",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%',
  '%00',
  '%ZZ',
  '\u0000',
  'a\u0000b',
  '\uFFFF',
  '\uD800',
  '💥',
  'ｅｘａｍｐｌｅ',
  '\u202Egnp.exe',
  'x'.repeat(300),
  '9'.repeat(400),
  'é'.repeat(5000),
  ',',
  '1,,2',
  '1,2147483648',
  'group:2147483648',
  'iid:0',
  'a@b',
  'x@example.com',
];

/** Numbers, and a few non-numbers, for JSON fields. */
export const HOSTILE_JSON: unknown[] = [
  0,
  -1,
  1,
  1.5,
  2 ** 31,
  2 ** 31 - 1,
  2 ** 32,
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  1e308,
  -1e308,
  Number.MIN_VALUE,
  null,
  true,
  false,
  '',
  [],
  {},
  [[[[[]]]]],
  { a: { b: { c: { d: { e: {} } } } } },
  Array.from({ length: 2000 }, (_, i) => i),
  'x'.repeat(100_000),
];

/** Ways to spell the same path that routers and guards have read differently. */
export function respell(url: string, how: number): string {
  switch (how) {
    case 1:
      return url.replace('/api/', '/%61pi/');
    case 2:
      return url.replace(/(\?|$)/, '/$1');
    case 3:
      return `/${url}`;
    case 4:
      return url.replace(/(\?|$)/, '%00$1');
    case 5:
      return url.replace('/api/', '/API/');
    case 6:
      return url.replace(/\/([^/?]*)(\?|$)/, '/%2e%2e/$1$2');
    default:
      return url;
  }
}

/** Bodies that are not the JSON the route expects. */
export const ODD_BODIES: { contentType?: string; payload?: string }[] = [
  { contentType: 'application/json', payload: '' },
  { contentType: 'application/json', payload: '{' },
  { contentType: 'application/json', payload: '{"__proto__":{"isAdmin":true}}' },
  { contentType: 'application/json', payload: '{"constructor":{"prototype":{"isAdmin":true}}}' },
  { contentType: 'application/json', payload: '[1,2,3]' },
  { contentType: 'application/json', payload: '"text"' },
  { contentType: 'application/json', payload: 'null' },
  { contentType: 'application/json', payload: '{"a":NaN}' },
  { contentType: 'application/json', payload: `${'['.repeat(5000)}${']'.repeat(5000)}` },
  { contentType: 'application/json', payload: `{"k":"${'x'.repeat(200_000)}"}` },
  { contentType: 'text/plain', payload: 'hello' },
  { contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b=2' },
  { contentType: 'multipart/form-data; boundary=x', payload: '--x\r\n\r\nvalue\r\n--x--' },
  { contentType: 'application/json; charset=latin1', payload: '{}' },
  { contentType: undefined, payload: '{}' },
];
