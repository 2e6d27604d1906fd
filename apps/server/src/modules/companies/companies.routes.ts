import type { FastifyInstance } from 'fastify';
import {
  companyDetailResponseSchema,
  companyLookupResponseSchema,
  companyRequestSchema,
  companyResponseSchema,
  companyList,
  companySummarySchema,
} from '@workspace/shared/companies/companies.schemas';
import { resourceRoutes } from '../../lib/routes';
import * as service from './companies.service';

export async function companiesRoutes(app: FastifyInstance) {
  resourceRoutes(app, {
    path: '/api/companies',
    tags: ['companies'],
    one: 'Company',
    many: 'Companies',
    record: 'company',
  })
    .lookup({
      description:
        "Answers every company's id and name, by name, for selectors (a project's company). Master and manager.",
      response: companyLookupResponseSchema,
      run: service.lookupCompanies,
    })
    .list(companyList, {
      list: {
        description:
          'Answers one page of companies with their project and transaction counts, searched, filtered and sorted. The master alone.',
        run: service.listCompanies,
      },
      summary: {
        description:
          "Answers the cards above the companies list under the list's search: counts, and this month's income and expense per currency. The master alone.",
        response: companySummarySchema,
        run: service.summarizeCompanies,
      },
      export: {
        description:
          'Downloads every company matching the search as CSV, XLSX or PDF; the export is recorded in the audit trail. The master alone.',
        run: service.exportCompanies,
      },
    })
    .get({
      description: 'Answers one company with its all-time income, expense and balance per currency. The master alone.',
      response: companyDetailResponseSchema,
      run: service.getCompany,
    })
    .create({
      description: 'Creates a company. The master alone; a name already in use (whatever its case) answers 409.',
      errors: [409],
      body: companyRequestSchema,
      response: companyResponseSchema,
      run: service.createCompany,
    })
    .update({
      description: 'Edits a company. The master alone; a name already in use by another company answers 409.',
      errors: [409],
      body: companyRequestSchema,
      response: companyResponseSchema,
      run: service.updateCompany,
    })
    .remove({
      description:
        'Deletes a company. The master alone; while a project or transaction references it the answer is 409 and nothing changes.',
      errors: [409],
      run: service.deleteCompany,
    });
}
