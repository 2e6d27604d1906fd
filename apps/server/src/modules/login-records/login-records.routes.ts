import type { FastifyInstance } from 'fastify';

/* Temporary: replaced by the module being built. */
export async function loginRecordsRoutes(_app: FastifyInstance) {}
