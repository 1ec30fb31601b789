import { Group, Image, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import type { DateRange } from '../../selection/selection-store';
import { printHeaderDate, printRunDate, type HeaderDateType } from './print-header-dates';
import { logoImagePath } from '../../api/content/logo-image-path';
import { DataFreshnessBanner } from '../../ui/freshness/data-freshness-banner';

type PrintHeaderProps = {
  institutionName: string | null;
  pageName: string;
  headerDateType: HeaderDateType;
  dateRange: DateRange | null;
  /** Today, given by the caller so that tests can fix it. */
  today: Date;
};

/**
 * spec 2 section 2.13: the report header: the institution, the page, the data date ('As of …' or
 * a month-year range), how current the agencies' data is, the run date and the logo (the
 * organization's upload, else the product's).
 */
export function PrintHeader({
  institutionName,
  pageName,
  headerDateType,
  dateRange,
  today,
}: PrintHeaderProps) {
  const [logoFailed, setLogoFailed] = useState(false);
  const dateText = printHeaderDate(headerDateType, dateRange);
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap">
      <Stack gap={2}>
        {institutionName && (
          <Text fw={700} size="lg" data-testid="print-institution">
            {institutionName}
          </Text>
        )}
        <Title order={1} size="h2">
          {pageName}
        </Title>
        {dateText && <Text size="sm">{dateText}</Text>}
        <DataFreshnessBanner />
        <Text size="sm" c="dimmed">
          {printRunDate(today)}
        </Text>
      </Stack>
      {!logoFailed && (
        <Image
          src={logoImagePath()}
          alt="Logo"
          h={56}
          w="auto"
          fit="contain"
          onError={() => setLogoFailed(true)}
        />
      )}
    </Group>
  );
}
