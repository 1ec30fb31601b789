import type { InstitutionType } from '@app/core/domain/products';
import { formatMonthYear } from '@app/core/format/format-month-year';
import { typeOfMembership } from '../../reference-data/reference/types-of-membership';
import type { ProfileFilters } from './peer-candidate';
import type { MeasureValues } from './profile-measures';
import type { Criterion, TargetedCriteria } from './targeted-search';

/**
 * The readable criteria of a search (spec 2 section 3, selectionCriteria), stored with the
 * group it creates. Dates read MMM yyyy (spec 2 section 9).
 */

const plural = (type: InstitutionType) => (type === 'bank' ? 'banks' : 'credit unions');

/** Up to two decimals, no trailing zeros: 90, 2.5, 12.35. */
const number = (value: number) => String(Math.round(value * 100) / 100);

const percent = (value: number) => `${value.toFixed(2)}%`;

function profileParts(filters: ProfileFilters): string[] {
  const parts: string[] = [];
  if (filters.states.length > 0) parts.push(`states: ${filters.states.join(', ')}`);
  if (filters.ownershipTypes?.length) parts.push(`ownership: ${filters.ownershipTypes.join(', ')}`);
  if (filters.typesOfMembership?.length) {
    const codes = filters.typesOfMembership.map((code) => typeOfMembership(code).tomCodeAlpha);
    parts.push(`membership: ${codes.join(', ')}`);
  }
  if (filters.lowIncome) parts.push('low-income designated');
  return parts;
}

const removedPart = (count: number) =>
  count > 0 ? [`${count} removed institution${count === 1 ? '' : 's'} left out`] : [];

export function describeSimilar(input: {
  institutionType: InstitutionType;
  subjectName: string;
  reportDate: string;
  filters: ProfileFilters;
  band: number;
  excluded: number;
}): string {
  return [
    `Similar ${plural(input.institutionType)} to ${input.subjectName} as of ${formatMonthYear(input.reportDate)} by total assets, loans and deposits`,
    ...profileParts(input.filters),
    `each within a factor of ${number(input.band)}`,
    ...removedPart(input.excluded),
  ].join('; ');
}

function rangeText(criterion: Extract<Criterion, { kind: 'range' }>): string {
  const show = (value: number) =>
    criterion.unit === 'millions' ? `$${number(value)}MM` : `${number(value)}%`;
  const { min, max } = criterion;
  if (min !== null && max !== null) return `${criterion.label} ${show(min)} to ${show(max)}`;
  if (min !== null) return `${criterion.label} at least ${show(min)}`;
  return `${criterion.label} at most ${show(max as number)}`;
}

export function describeTargeted(input: {
  institutionType: InstitutionType;
  subjectName: string;
  subjectValues: MeasureValues;
  reportDate: string;
  criteria: TargetedCriteria;
  excluded: number;
}): string {
  const { criteria } = input;
  const concentration = criteria.measures.filter((c) => c.kind === 'atLeast');
  const services = criteria.measures.filter((c) => c.kind === 'above');
  const parts = [
    ...criteria.measures.flatMap((c) =>
      c.kind === 'range' && c.section === 'ranges' ? [rangeText(c)] : [],
    ),
    ...profileParts(criteria.profile),
    ...(concentration.length > 0
      ? [
          `loan concentration of at least ${concentration[0]?.threshold}% in each of: ${concentration.map((c) => c.label).join(', ')}`,
        ]
      : []),
    ...(services.length > 0 ? [`services: ${services.map((c) => c.label).join(', ')}`] : []),
    ...criteria.measures.flatMap((c) => {
      if (c.kind === 'better') {
        const own = input.subjectValues[c.measure];
        const direction = c.lowerIsBetter ? 'below' : 'above';
        const ownText = own === null || own === undefined ? 'not reported' : percent(own);
        return [`${c.label} ${direction} ${input.subjectName}'s ${ownText}`];
      }
      if (c.kind === 'range' && c.section === 'performance') return [rangeText(c)];
      return [];
    }),
    ...removedPart(input.excluded),
  ];
  return `Targeted ${plural(input.institutionType)} as of ${formatMonthYear(input.reportDate)}: ${parts.join('; ')}`;
}
