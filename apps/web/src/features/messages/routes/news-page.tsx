import { safeLink } from '@app/core/domain/safe-link';
import { formatMessageDate } from '@app/core/format/format-message-date';
import {
  Anchor,
  Badge,
  Container,
  Group,
  Paper,
  Stack,
  Text,
  Title,
  TypographyStylesProvider,
} from '@mantine/core';
import { LoadError } from '../../../ui/load-error';
import { PageLoader } from '../../../ui/page-loader';
import { PageTitle } from '../../../ui/page-title';
import { useNewsPage } from '../api/get-news';

/** /news: news items, newest first; entering marks them read. */
export function NewsPage() {
  const news = useNewsPage();
  return (
    <Container size="md" py="xl">
      <PageTitle mb="lg">News</PageTitle>
      {news.isPending ? (
        <PageLoader label="Loading news" />
      ) : news.isError ? (
        <LoadError message="We could not load the news." onRetry={() => void news.refetch()} />
      ) : news.data.length === 0 ? (
        <Text c="dimmed">There is no news yet.</Text>
      ) : (
        <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {news.data.map((item) => (
            <Paper key={item.id} component="li" withBorder p="md" radius="md">
              <Group gap="xs" mb={4}>
                <Title order={2} size="h4">
                  {item.title}
                </Title>
                {item.isNew && (
                  <Badge size="xs" color="teal">
                    New
                  </Badge>
                )}
              </Group>
              <Text size="sm" c="dimmed" mb={6}>
                {formatMessageDate(item.dateCreated)}
              </Text>
              <TypographyStylesProvider fz="sm">
                {/* Sanitized by the server (sanitize-html) before it is sent. */}
                <div dangerouslySetInnerHTML={{ __html: item.content }} />
              </TypographyStylesProvider>
              <ReadMore link={item.link} />
            </Paper>
          ))}
        </Stack>
      )}
    </Container>
  );
}

/**
 * The item's link, checked again here with the server's rule (http(s) or a path of this site):
 * a link that would leave the site another way is not drawn at all.
 */
function ReadMore({ link }: { link: string | null }) {
  const href = safeLink(link);
  if (!href) return null;
  const external = !href.startsWith('/');
  return (
    <Anchor
      href={href}
      size="sm"
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      Read more
    </Anchor>
  );
}
