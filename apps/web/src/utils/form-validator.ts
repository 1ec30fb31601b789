import type { z } from 'zod';

/**
 * Turns a zod schema into a Mantine form validator (field path -> first message), so a form
 * and the API call it makes share one set of rules. Mantine's own zodResolver is deprecated
 * and reads zod 3 errors.
 */
export function formValidator<Values>(
  schema: z.ZodType<unknown, Values>,
): (values: Values) => Record<string, string> {
  return (values) => {
    const result = schema.safeParse(values);
    if (result.success) return {};
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const field = issue.path.map(String).join('.');
      errors[field] ??= issue.message;
    }
    return errors;
  };
}
