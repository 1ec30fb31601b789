import { TypographyStylesProvider } from '@mantine/core';

/** Content HTML styled as the messages and news pages show it. */
export function ContentHtml({ html }: { html: string }) {
  return (
    <TypographyStylesProvider fz="sm">
      {/* Sanitized by the server (the preview call) before it is shown. */}
      <div dangerouslySetInnerHTML={{ __html: html }} />
    </TypographyStylesProvider>
  );
}
