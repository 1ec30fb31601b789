import { CONTENT_KINDS, type ContentKind } from '@app/core/api/admin/content';
import { Tabs } from '@mantine/core';
import { useState } from 'react';
import { AdminScreen } from '../console/admin-screen';
import { ContentList } from './content-list';
import { KIND_LABELS } from './content-form-state';

/** /Admin/content: messages, news and activity entries for everyone, an organization or a product. */
export function ContentPage() {
  const [kind, setKind] = useState<ContentKind>('messages');
  return (
    <AdminScreen
      title="Content"
      description="Messages, news and activity entries for everyone, one organization or the holders of one product: publish now or at a set time, and withdraw."
    >
      <Tabs
        value={kind}
        onChange={(value) => value && setKind(value as ContentKind)}
        keepMounted={false}
      >
        <Tabs.List>
          {CONTENT_KINDS.map((k) => (
            <Tabs.Tab key={k} value={k}>
              {KIND_LABELS[k].tab}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {CONTENT_KINDS.map((k) => (
          <Tabs.Panel key={k} value={k} pt="md">
            <ContentList kind={k} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </AdminScreen>
  );
}
