/**
 * NCUA type-of-membership codes (FOICU TOM_CODE). NCUA publishes the codes in its call-report
 * files but no dictionary with them; descriptions below are those confirmed in public material
 * (00, 01), the field-of-membership families of NCUA's Chartering Manual for the rest, and a
 * generic description for a code not listed. docs/research/call-report-layouts.md, section 2.5.
 */
export interface TypeOfMembership {
  tomCode: number;
  tomCodeAlpha: string;
  tomCodeDesc: string;
}

export const typesOfMembershipReference: readonly TypeOfMembership[] = [
  { tomCode: 0, tomCodeAlpha: 'COM', tomCodeDesc: 'Community' },
  { tomCode: 1, tomCodeAlpha: 'ASF', tomCodeDesc: 'Associational - faith based' },
  { tomCode: 2, tomCodeAlpha: 'ASR', tomCodeDesc: 'Associational - fraternal or labor' },
  { tomCode: 3, tomCodeAlpha: 'ASO', tomCodeDesc: 'Associational - other' },
  { tomCode: 4, tomCodeAlpha: 'EDU', tomCodeDesc: 'Single common bond - education' },
  { tomCode: 5, tomCodeAlpha: 'MIL', tomCodeDesc: 'Single common bond - military' },
  { tomCode: 6, tomCodeAlpha: 'GOV', tomCodeDesc: 'Single common bond - government' },
  { tomCode: 34, tomCodeAlpha: 'MCE', tomCodeDesc: 'Multiple common bond - primarily education' },
  { tomCode: 35, tomCodeAlpha: 'MCM', tomCodeDesc: 'Multiple common bond - primarily military' },
  { tomCode: 36, tomCodeAlpha: 'MCG', tomCodeDesc: 'Multiple common bond - primarily government' },
  { tomCode: 98, tomCodeAlpha: 'MCO', tomCodeDesc: 'Multiple common bond - other' },
  { tomCode: 99, tomCodeAlpha: 'STC', tomCodeDesc: 'State chartered (not classified by NCUA)' },
];

/** The reference entry of a code, with a generic one for codes 10-24 and 40-54 and others. */
export function typeOfMembership(tomCode: number): TypeOfMembership {
  const known = typesOfMembershipReference.find((t) => t.tomCode === tomCode);
  if (known) return known;
  const code = String(tomCode).padStart(2, '0');
  if (tomCode >= 10 && tomCode <= 24) {
    return {
      tomCode,
      tomCodeAlpha: `OC${code}`,
      tomCodeDesc: `Single occupational common bond (type ${code})`,
    };
  }
  if (tomCode >= 40 && tomCode <= 54) {
    return {
      tomCode,
      tomCodeAlpha: `MC${code}`,
      tomCodeDesc: `Multiple common bond - primarily one industry (type ${code})`,
    };
  }
  return { tomCode, tomCodeAlpha: `T${code}`, tomCodeDesc: `Type of membership ${code}` };
}
