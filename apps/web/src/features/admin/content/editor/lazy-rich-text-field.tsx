import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { RichTextFieldProps } from './rich-text-field';

const Editor = lazy(() => import('./rich-text-field'));

/** The rich text editor, fetched when a console screen first shows it. */
export function LazyRichTextField(props: RichTextFieldProps) {
  return (
    <Suspense fallback={<Skeleton height={200} radius="sm" aria-label="Loading the editor" />}>
      <Editor {...props} />
    </Suspense>
  );
}
