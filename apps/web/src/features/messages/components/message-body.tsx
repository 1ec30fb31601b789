import { TypographyStylesProvider } from '@mantine/core';

/** A message's or news item's HTML body. */
export function MessageBody({ html }: { html: string }) {
  return (
    <TypographyStylesProvider fz="sm">
      {/* Sanitized by the server (sanitize-html) before it is sent. */}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </TypographyStylesProvider>
  );
}
