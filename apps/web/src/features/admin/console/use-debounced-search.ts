import { useDebouncedValue } from '@mantine/hooks';
import { useState, type ChangeEvent } from 'react';

/**
 * A search box's text, and the words the server is asked for once typing pauses: one request
 * per pause rather than one per key.
 */
export function useDebouncedSearch() {
  const [text, setText] = useState('');
  const [words] = useDebouncedValue(text.trim(), 300);
  return {
    words,
    inputProps: {
      value: text,
      onChange: (event: ChangeEvent<HTMLInputElement>) => setText(event.currentTarget.value),
    },
  };
}
