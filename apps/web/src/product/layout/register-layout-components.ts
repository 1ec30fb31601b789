import { registerComponents } from '../renderer/component-registry';
import { InfoIcon } from './info-icon';
import { PageColumn } from './page-column';
import { PageRow } from './page-row';
import { PageSection } from './page-section';
import { SubjectHeader } from './subject-header';
import { TextBox } from './text-box';

/** The generic layout components every product page may use (docs/architecture.md). */
export function registerLayoutComponents(): void {
  registerComponents({
    Section: PageSection,
    Row: PageRow,
    Column: PageColumn,
    TextBox,
    SubjectHeader,
    InfoIcon,
  });
}
