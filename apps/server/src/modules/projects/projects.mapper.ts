import type { Project } from '@workspace/shared/projects/projects.schemas';
import type { ProjectView } from './projects.repository';

/** The public shape of a project: timestamps as ISO strings, money and dates as stored. */
export function toProject(row: ProjectView): Project {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}
