import { safeLink } from '@app/core/domain/safe-link';
import { formatMessageDate } from '@app/core/format/format-message-date';
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useNewsPage } from '../api/get-news';
import { ListPage } from '../components/list-page';
import { MessageBody } from '../components/message-body';

/** /news: news items, newest first; entering marks them read. */
export function NewsPage() {
  return (
    <ListPage
      title="News"
      query={useNewsPage()}
      loadingLabel="Loading news"
      errorMessage="We could not load the news."
      emptyText="There is no news yet."
    >
      {(news) => (
        <Stack gap="md" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {news.map((item) => (
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
              <MessageBody html={item.content} />
              <ReadMore link={item.link} />
            </Paper>
          ))}
        </Stack>
      )}
    </ListPage>
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
