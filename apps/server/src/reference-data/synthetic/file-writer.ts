import { writeFile } from 'node:fs/promises';

/**
 * How the generator writes an agency file: to the file system. A parameter so that a test can
 * stand in for a disk that fills up (ENOSPC), which it cannot cause for real.
 */
export type TextFileWriter = (file: string, text: string) => Promise<void>;

export const writeTextFile: TextFileWriter = (file, text) => writeFile(file, text, 'utf8');
