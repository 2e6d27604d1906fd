import { z } from 'zod';

/** Minimal shape for selectors (ARCHITECTURE section 5: managers read companies for selectors). */
export const companyLookupSchema = z.object({ id: z.number().int(), name: z.string() });
export type CompanyLookup = z.infer<typeof companyLookupSchema>;
export const companyLookupResponseSchema = z.object({ data: z.array(companyLookupSchema) });
export type CompanyLookupResponse = z.infer<typeof companyLookupResponseSchema>;
