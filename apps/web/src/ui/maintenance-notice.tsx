import { PRODUCT_BRAND_NAME } from '@app/core/domain/branding';
import { Alert, TypographyStylesProvider } from '@mantine/core';

/**
 * The maintenance message in place of the login form. The login page and the console's preview
 * both render it, so the admin sees what visitors will.
 */
export function MaintenanceNotice({ html }: { html: string }) {
  return (
    <Alert
      color="yellow"
      variant="light"
      title={`${PRODUCT_BRAND_NAME} is unavailable`}
      // Yellow text on the light yellow ground is unreadable (about 2:1): the title is dark.
      styles={{ title: { color: 'var(--mantine-color-dark-7)' } }}
    >
      <TypographyStylesProvider fz="sm" style={{ whiteSpace: 'pre-line' }}>
        {/* Sanitized by the server (sanitize-html): a message written before it was rich text
            keeps its line breaks through pre-line. */}
        <div dangerouslySetInnerHTML={{ __html: html }} />
      </TypographyStylesProvider>
    </Alert>
  );
}
