import { z } from 'zod';
import { nameField, optionalText } from './fields';
import { DESCRIPTION_MAX } from './limits';

/*
 * Expense and ticket categories are one kind of record kept twice (the server's `categories`
 * module): a name, unique whatever its case, a description, and how many records are filed under
 * it, named for what they are (`transactionCount`, `ticketCount`).
 */
export function categorySchema<const Count extends string>(count: Count) {
  const filed = { [count]: z.number().int() } as Record<Count, z.ZodNumber>;
  return z.object({
    id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    ...filed,
    createdAt: z.string(),
    updatedAt: z.string(),
  });
}

/** What a category form sends, for either kind. */
export const categoryFieldsSchema = z.object({ name: nameField, description: optionalText(DESCRIPTION_MAX) });

/** Every category's id and name, by name, for selectors. */
export const categoryNamesSchema = z.object({ data: z.array(z.object({ id: z.number().int(), name: z.string() })) });
