import type { InstitutionType } from '@app/core/domain/products';
import { SegmentedControl } from '@mantine/core';
import { useState } from 'react';

const LABELS: Record<InstitutionType, string> = { bank: 'Banks', 'credit union': 'Credit unions' };

/**
 * Which charter the add-by-name search looks in (issue 28 point 4): a bank may add credit unions
 * to its custom group and a credit union banks. It starts on the subject's own charter.
 */
export function useCharterChoice(own: InstitutionType) {
  const [charter, setCharter] = useState<InstitutionType>(own);
  const control = (
    <SegmentedControl
      aria-label="Search among"
      size="xs"
      value={charter}
      onChange={(value) => setCharter(value as InstitutionType)}
      data={(['bank', 'credit union'] as const).map((value) => ({ value, label: LABELS[value] }))}
      w="fit-content"
    />
  );
  return { charter, control };
}
