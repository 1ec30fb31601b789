import type { DialogInformation } from '@app/core/api/metrics';
import { findMetric } from '../../reference-data/catalogue/find-metric';
import { WIDGET_DIALOGS } from './dialog-texts';

/** spec 2 section 2.15: a metric's dialog comes from the catalogue, a widget's from its texts. */
export function findDialogInformation(id: string): DialogInformation | undefined {
  const metric = findMetric(id);
  if (metric) {
    return {
      id,
      title: metric.metricTitle,
      content: metric.metricInformation,
      footer: metric.description,
    };
  }
  const widget = WIDGET_DIALOGS.get(id);
  return widget && { id, ...widget };
}
