import { PRODUCT_BRAND_NAME } from '@app/core/domain/branding';
import { Group, Text } from '@mantine/core';

type LogoProps = { size?: 'sm' | 'md'; inverted?: boolean };

const MARK_SIZE = { sm: 24, md: 32 } as const;
const WORD_SIZE = { sm: 17, md: 22 } as const;

/** The Peerscope mark (rising bars seen through a lens) and wordmark. */
export function Logo({ size = 'md', inverted = false }: LogoProps) {
  const mark = MARK_SIZE[size];
  return (
    <Group gap={8} wrap="nowrap" component="span">
      <svg width={mark} height={mark} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill={inverted ? '#ffffff' : '#0b4f6c'} />
        <rect x="7" y="17" width="4" height="8" rx="1" fill="#3fb8af" />
        <rect x="14" y="12" width="4" height="13" rx="1" fill={inverted ? '#0b4f6c' : '#ffffff'} />
        <rect x="21" y="7" width="4" height="18" rx="1" fill="#3fb8af" />
      </svg>
      <Text
        component="span"
        fw={700}
        fz={WORD_SIZE[size]}
        lh={1}
        c={inverted ? 'white' : 'ocean.9'}
        style={{ letterSpacing: '-0.02em' }}
      >
        {PRODUCT_BRAND_NAME}
      </Text>
    </Group>
  );
}
