import { Button, Group } from '@mantine/core';
import { pageLinks } from './paging';

type PagerProps = {
  /** Names the navigation: '<label> pages'. */
  label: string;
  /** 1-based, already clamped. */
  page: number;
  last: number;
  onPage: (page: number) => void;
};

/** Previous, at most 7 page links around the current page, Next (spec 2 section 9). */
export function Pager({ label, page, last, onPage }: PagerProps) {
  if (last <= 1) return null;
  return (
    <Group component="nav" aria-label={`${label} pages`} gap={4} mt="xs">
      <Button
        size="compact-sm"
        variant="subtle"
        disabled={page === 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </Button>
      {pageLinks(page, last).map((number) => (
        <Button
          key={number}
          size="compact-sm"
          variant={number === page ? 'filled' : 'subtle'}
          aria-current={number === page ? 'page' : undefined}
          aria-label={`Page ${number}`}
          onClick={() => onPage(number)}
        >
          {number}
        </Button>
      ))}
      <Button
        size="compact-sm"
        variant="subtle"
        disabled={page === last}
        onClick={() => onPage(page + 1)}
      >
        Next
      </Button>
    </Group>
  );
}
