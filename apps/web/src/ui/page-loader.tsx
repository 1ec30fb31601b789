import { Center, Loader } from '@mantine/core';

/** Stands in for a whole page while what it depends on is loading. */
export function PageLoader({ label }: { label: string }) {
  return (
    <Center py={96} role="status" aria-label={label}>
      <Loader type="dots" />
    </Center>
  );
}
