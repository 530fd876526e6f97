import type { User } from '@pagelift/contract';
import type { Selectable } from 'kysely';
import type { UsersTable } from '../db/types.ts';

export type UserRow = Selectable<UsersTable>;

/** The user as the client sees it: no hash, no token version, no lockout state. */
export function publicUser(row: UserRow): User {
  return {
    _id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    username: row.username,
    email: row.email,
    avatar: row.avatar,
    status: row.status,
    code: row.code,
  };
}
