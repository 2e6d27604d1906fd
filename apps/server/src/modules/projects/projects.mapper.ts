import type { Project } from '@workspace/shared/projects/projects.schemas';
import type { ProjectView } from './projects.repository';

/**
 * The public shape of a project: timestamps as ISO strings, money and dates as stored. Linked
 * amounts in the project's currency count against its budget; others are listed apart. Without
 * money (a caller who does not see accounting) the three money fields are null.
 */
export function toProject({ money, ...row }: ProjectView): Project {
  const own = money?.find((entry) => entry.currency === row.currency);
  return {
    ...row,
    received: money ? (own?.received ?? '0.00') : null,
    paid: money ? (own?.paid ?? '0.00') : null,
    otherCurrencies: money ? money.filter((entry) => entry.currency !== row.currency) : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
