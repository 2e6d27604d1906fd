import type { Project } from '@workspace/shared/projects/projects.schemas';
import type { ProjectView } from './projects.repository';

/**
 * The public shape of a project: timestamps as ISO strings, money and dates as stored. Linked
 * amounts in the project's currency count against its budget; others are listed apart.
 */
export function toProject({ money, ...row }: ProjectView): Project {
  const own = money.find((entry) => entry.currency === row.currency);
  return {
    ...row,
    received: own?.received ?? '0.00',
    paid: own?.paid ?? '0.00',
    otherCurrencies: money.filter((entry) => entry.currency !== row.currency),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
