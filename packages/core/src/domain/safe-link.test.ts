import { describe, expect, it } from 'vitest';
import { safeLink } from './safe-link';

describe('safeLink', () => {
  it('keeps http(s) addresses and paths of this site', () => {
    for (const link of [
      'https://example.com/news/1',
      'http://example.com/',
      '/pricing',
      '/peer-comparison/quarterly?x=1#top',
      '/',
    ]) {
      expect(safeLink(link)).toBe(link);
    }
    expect(safeLink('  /pricing  ')).toBe('/pricing');
    // Addresses come back as the browser reads them, so what was checked is what opens.
    expect(safeLink('HTTPS://Example.com/a?b=c#d')).toBe('https://example.com/a?b=c#d');
    expect(safeLink('http:///elsewhere.example')).toBe('http://elsewhere.example/');
  });

  it('refuses links that leave the site through slashes, backslashes or white space', () => {
    for (const link of [
      '/\\evil.example',
      '//evil.example',
      '/\\/evil.example',
      '\\\\evil.example',
      '\\/evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '/ /evil.example',
      '/\u0000/evil.example',
      'https:/\\evil.example',
      'https:evil.example',
    ]) {
      expect(safeLink(link), JSON.stringify(link)).toBeNull();
    }
  });

  it('refuses other schemes, however they are disguised, and relative or empty links', () => {
    for (const link of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      '\u0001javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'mailto:someone@example.com',
      'evil.example',
      'news/1',
      '#top',
      '',
      '   ',
      null,
      undefined,
    ]) {
      expect(safeLink(link), JSON.stringify(link)).toBeNull();
    }
  });
});
