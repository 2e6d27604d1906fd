import type { FastifyInstance } from 'fastify';

/* Temporary: replaced by the module being built. */
export async function notesRoutes(_app: FastifyInstance) {}
