import { type Kysely, sql } from 'kysely';
import { columnTypesFor } from '../column-types';

/**
 * A business's team: every person who may act for it, with a role, and the invitations not yet
 * accepted. Each business's owner becomes its first member. An invitation's token is kept only as a
 * hash, works once and expires; an address has at most one open invitation per business.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const type = columnTypesFor(db);
  await db.schema
    .createTable('memberships')
    .addColumn('business_id', type.id, (column) => column.notNull().references('businesses.id'))
    .addColumn('user_id', type.id, (column) => column.notNull().references('users.id'))
    .addColumn('role', 'text', (column) => column.notNull())
    .addColumn('created_at', type.instant, (column) => column.notNull())
    .addColumn('updated_at', type.instant, (column) => column.notNull())
    .addPrimaryKeyConstraint('memberships_pk', ['business_id', 'user_id'])
    .addCheckConstraint('memberships_role_known', sql`role in ('owner', 'treasurer', 'auditor')`)
    .execute();
  await db.schema.createIndex('memberships_user').on('memberships').columns(['user_id']).execute();
  await sql`insert into memberships (business_id, user_id, role, created_at, updated_at)
    select id, owner_user_id, 'owner', created_at, updated_at from businesses`.execute(db);

  await db.schema
    .createTable('invitations')
    .addColumn('id', type.id, (column) => column.primaryKey())
    .addColumn('business_id', type.id, (column) => column.notNull().references('businesses.id'))
    .addColumn('email', 'text', (column) => column.notNull())
    .addColumn('role', 'text', (column) => column.notNull())
    .addColumn('token_hash', 'text', (column) => column.notNull().unique())
    .addColumn('invited_by_user_id', type.id, (column) => column.notNull().references('users.id'))
    .addColumn('created_at', type.instant, (column) => column.notNull())
    .addColumn('expires_at', type.instant, (column) => column.notNull())
    .addCheckConstraint('invitations_role_known', sql`role in ('owner', 'treasurer', 'auditor')`)
    .addUniqueConstraint('invitations_business_email_unique', ['business_id', 'email'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('invitations').execute();
  await db.schema.dropTable('memberships').execute();
}
