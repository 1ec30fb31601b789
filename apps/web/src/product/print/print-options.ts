/** The print toolbar's choices (spec 2 section 2.13); both start unticked. */
export interface PrintOptions {
  includeGroupList: boolean;
  includeInformation: boolean;
}

export const DEFAULT_PRINT_OPTIONS: PrintOptions = {
  includeGroupList: false,
  includeInformation: false,
};
