import type { FastifyInstance } from 'fastify';
import {
  loginCountriesResponseSchema,
  loginRecordList,
  loginRecordSummarySchema,
} from '@workspace/shared/insight/login-records.schemas';
import { resourceRoutes } from '../../lib/routes';
import * as service from './login-records.service';

export async function loginRecordsRoutes(app: FastifyInstance) {
  resourceRoutes(app, { path: '/api/login-records', tags: ['login records'], many: 'LoginRecords' })
    .list(loginRecordList, {
      list: {
        description:
          'Answers one page of sign-in attempts with where each came from, failures in a burst marked, searched, filtered and sorted. The master alone.',
        run: service.listLoginRecords,
      },
      summary: {
        description:
          "Answers attempts, successes, failures, distinct accounts and IPs under the list's search and filters. The master alone.",
        response: loginRecordSummarySchema,
        run: service.summarizeLoginRecords,
      },
      export: {
        description:
          'Downloads every sign-in attempt matching the search and filters as CSV, XLSX or PDF; the export is recorded in the audit trail. The master alone.',
        run: service.exportLoginRecords,
      },
    })
    .read('/countries', 'listLoginCountries', {
      description:
        'Answers the countries seen among sign-in attempts, sorted, for the country filter. The master alone.',
      response: loginCountriesResponseSchema,
      run: service.loginCountries,
    });
}
