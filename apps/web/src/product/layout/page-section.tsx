import { Box, Collapse, Group, Paper, Title, UnstyledButton } from '@mantine/core';
import { useId } from 'react';
import { InformationButton } from '../../ui/dialogs/information-button';
import { PrintInformation } from '../print/print-information';
import type { PageComponentProps } from '../renderer/component-registry';
import { dataBoolean, dataString } from '../renderer/component-data';
import { usePageContext } from '../renderer/page-context';
import { PRODUCT_SESSION_KEYS } from '../renderer/product-session-keys';
import { useSessionValue } from '../renderer/use-session-value';

/**
 * 'Section' { title, infoId?, collapsible? (default true), defaultOpen? (default true) }: a
 * titled card. spec 2 section 2.10: collapsible headers remember open or closed per title in
 * the session store (and print shows every section open).
 */
export function PageSection({ data, children }: PageComponentProps) {
  const { print, printInfo } = usePageContext();
  const title = dataString(data, 'title') ?? '';
  const infoId = dataString(data, 'infoId');
  const collapsible = (dataBoolean(data, 'collapsible') ?? true) && title !== '' && !print;
  const defaultOpen = dataBoolean(data, 'defaultOpen') ?? true;
  const [saved, save] = useSessionValue(
    collapsible ? PRODUCT_SESSION_KEYS.sectionOpen(title) : null,
  );
  const open = !collapsible || (saved === undefined ? defaultOpen : saved === 'true');
  const bodyId = useId();

  const heading = (
    <Title order={3} size="h4">
      {title}
    </Title>
  );
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-label={title || undefined}
      data-page-section=""
    >
      {title !== '' && (
        <Group justify="space-between" wrap="nowrap" mb={open ? 'sm' : 0}>
          {collapsible ? (
            <UnstyledButton
              aria-expanded={open}
              aria-controls={bodyId}
              onClick={() => void save(String(!open))}
              style={{ display: 'flex', alignItems: 'center', gap: 8 }}
            >
              <Box
                component="span"
                aria-hidden="true"
                style={{
                  display: 'inline-block',
                  transition: 'transform 150ms',
                  transform: open ? 'rotate(90deg)' : 'none',
                }}
              >
                ▸
              </Box>
              {heading}
            </UnstyledButton>
          ) : (
            heading
          )}
          {infoId && <InformationButton id={infoId} label={title} />}
        </Group>
      )}
      <Collapse in={open} id={bodyId} transitionDuration={print ? 0 : 150}>
        {/* spec 2 section 2.13: 'Include information boxes' prints the section's text inline. */}
        {printInfo && infoId && (
          <Box mb="sm">
            <PrintInformation id={infoId} />
          </Box>
        )}
        {children}
      </Collapse>
    </Paper>
  );
}
