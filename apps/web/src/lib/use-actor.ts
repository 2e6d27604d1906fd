import type { Actor } from '@workspace/shared/auth/policies';
import { storedUser } from './stored-user';

/**
 * The signed-in user as the shared policies take them (`taskPolicy.changeStatus(actor, task)`),
 * or null when nobody is signed in. Screens ask the policies; they never compare a user's type.
 */
export function useActor(): Actor | null {
  const user = storedUser();
  return user ? { id: user.id, type: user.type } : null;
}
