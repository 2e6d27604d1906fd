import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/* The contrib extensions the migrations create, loaded into every embedded database. */
export const pgliteExtensions = { pg_trgm, btree_gin };
