import { LoadingOverlay as MantineLoadingOverlay, VisuallyHidden } from '@mantine/core';

type LoadingOverlayProps = { visible: boolean; label: string };

/** Covers the nearest positioned ancestor while work is in flight, and says so to screen readers. */
export function LoadingOverlay({ visible, label }: LoadingOverlayProps) {
  return (
    <>
      <MantineLoadingOverlay
        visible={visible}
        zIndex={10}
        overlayProps={{ radius: 'md', blur: 1 }}
        loaderProps={{ type: 'dots' }}
      />
      <VisuallyHidden role="status">{visible ? label : ''}</VisuallyHidden>
    </>
  );
}
