import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';

/** Liveness with a database round trip, for load balancers. */
export async function healthRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      '/api/health',
      {
        schema: {
          tags: ['health'],
          operationId: 'getHealth',
          description:
            'Answers 200 with the kind of database once a query has gone to the database and back, for load balancers. Public.',
          response: { 200: z.object({ ok: z.literal(true), database: z.enum(['pglite', 'postgres']) }) },
        },
      },
      async () => {
        await app.db.execute(sql`select 1`);
        return { ok: true as const, database: app.database.kind };
      },
    );
}
