import type { CompanyLookupResponse } from '@workspace/shared/companies/companies.schemas';
import type { ServiceContext } from '../../lib/context';
import * as repo from './companies.repository';

/** All companies by name, for the project form's selector (ARCHITECTURE 5: managers read them). */
export async function lookupCompanies(ctx: ServiceContext): Promise<CompanyLookupResponse> {
  return { data: await repo.lookupCompanies(ctx.db) };
}
