import { describe, expect, it } from 'vitest';
import { findMetric } from '../../reference-data/catalogue/find-metric';
import { chartElements, elementInputs } from './element-catalogue';

describe.each(['bank', 'credit union'] as const)('%s chart elements', (type) => {
  it('name only metrics of the catalogue of the type, with one unit per element', () => {
    for (const element of chartElements(type)) {
      const metrics = elementInputs(element).map((id) => findMetric(id, type));
      expect(metrics.every(Boolean), element.id).toBe(true);
      expect(new Set(metrics.map((m) => m!.displayType)).size, element.id).toBe(1);
    }
  });
});
