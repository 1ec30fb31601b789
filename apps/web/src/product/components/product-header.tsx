import type { ProductPage, ProductRoom } from '@app/core/api/product-definition';
import type { ProductCode } from '@app/core/domain/products';
import { Anchor, Box, Group, Paper } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { FeedbackDialog } from './feedback-dialog';
import { RoomTabs } from './room-tabs';

type ProductHeaderProps = {
  productCode: ProductCode;
  room: ProductRoom;
  page: ProductPage | null;
  peerSelector: ReactNode;
  dateControl: ReactNode;
  /** Stores what the print page restores, then opens it (spec 2 section 2.13). */
  onPrint: () => void;
};

/**
 * spec 2 section 2.1, the shared product header (below the product navigation bar): the peer
 * selector, the date control, the Print and Feedback links (each switchable per page) and the
 * room tabs when the room has several pages.
 */
export function ProductHeader({
  productCode,
  room,
  page,
  peerSelector,
  dateControl,
  onPrint,
}: ProductHeaderProps) {
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const showPrint = page?.showPrint ?? false;
  const showFeedback = page?.showFeedback ?? true;
  const hasControls = Boolean(peerSelector) || Boolean(dateControl) || showPrint || showFeedback;
  return (
    <Box data-tour="product-header" data-print-hidden>
      {hasControls && (
        <Paper withBorder radius="md" px="md" py="sm" mb="md">
          <Group justify="space-between" align="center" gap="lg" wrap="wrap">
            {/* May shrink: a long peer label ends in an ellipsis instead of widening a phone. */}
            <Group gap="sm" wrap="nowrap" miw={0} maw="100%">
              {peerSelector}
            </Group>
            {(showPrint || showFeedback) && (
              <Group gap="md" wrap="nowrap">
                {showPrint && (
                  <Anchor component="button" type="button" size="sm" fw={600} onClick={onPrint}>
                    Print
                  </Anchor>
                )}
                {showFeedback && (
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    fw={600}
                    onClick={() => setFeedbackOpen(true)}
                  >
                    Feedback
                  </Anchor>
                )}
              </Group>
            )}
          </Group>
          {/* The slider takes the full width: a label every 12 months needs room for decades. */}
          {dateControl && (
            <Box mt="xs" data-tour="date-control">
              {dateControl}
            </Box>
          )}
        </Paper>
      )}
      <RoomTabs productCode={productCode} room={room} />
      <FeedbackDialog opened={feedbackOpen} onClose={() => setFeedbackOpen(false)} />
    </Box>
  );
}
