import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { openFileSource } from './file-source';
import { fixturePath, refusalOf } from './test-fixtures';

describe('openFileSource', () => {
  it('lists the files of a folder and finds them ignoring case', async () => {
    const source = await openFileSource(fixturePath('ncua-2025-12'));
    expect(source.name).toBe('ncua-2025-12');
    expect(source.files.map((file) => file.name)).toEqual([
      'AcctDesc.txt',
      'FOICU.txt',
      'FS220.txt',
      'FS220A.txt',
    ]);
    expect(source.find('foicu.TXT')?.name).toBe('FOICU.txt');
    expect(source.find('FS220B.txt')).toBeUndefined();
    await source.close();
  });

  it('streams the members of a zip by their base names, with the same bytes as the folder', async () => {
    const zip = await openFileSource(fixturePath('ncua-2025-12.zip'));
    const folder = await openFileSource(fixturePath('ncua-2025-12'));
    expect(zip.files.map((file) => file.name)).toEqual([
      'AcctDesc.txt',
      'Foicu.txt',
      'FS220.txt',
      'FS220A.txt',
    ]);
    const fromZip = await text(await zip.find('FOICU.txt')!.open());
    const fromFolder = await text(await folder.find('FOICU.txt')!.open());
    expect(fromZip).toBe(fromFolder);
    expect(fromZip.startsWith('"CU_NUMBER","CYCLE_DATE"')).toBe(true);
    await zip.close();
    await folder.close();
  });

  it('refuses a missing path, a plain file and a broken zip', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'file-source-'));
    writeFileSync(path.join(dir, 'notes.txt'), 'hello');
    writeFileSync(path.join(dir, 'broken.zip'), 'PK\u0003\u0004 not really a zip');
    expect(await refusalOf(openFileSource(path.join(dir, 'absent')))).toBe(
      'absent: no such file or folder',
    );
    expect(await refusalOf(openFileSource(path.join(dir, 'notes.txt')))).toBe(
      'notes.txt: expected a folder or a .zip file',
    );
    expect(await refusalOf(openFileSource(path.join(dir, 'broken.zip')))).toMatch(
      /^broken\.zip: not a readable zip file \(.+\)$/,
    );
  });
});
