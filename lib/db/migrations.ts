import {
  DEFAULT_MIGRATION_TABLE,
  type Kysely,
  type Migration,
  type MigrationProvider,
  Migrator,
  PostgresAdapter,
  sql,
} from 'kysely';

/*
 * Migrations live in code (not files found at run time) so they work the same in a script,
 * in Jest and inside the Next.js server bundle. Append new ones; never edit an applied one.
 */

const now = sql`CURRENT_TIMESTAMP`;

const migrations: Record<string, Migration> = {
  '0001_initial': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('subscribers')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('website', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
        .addUniqueConstraint('subscribers_email_website', ['email', 'website'])
        .execute();
      await db.schema
        .createTable('waitlist')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(now))
        .execute();
      await db.schema
        .createTable('contact_messages')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('arm', 'text', (c) => c.notNull())
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('phone_number', 'text')
        .addColumn('reason', 'text')
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('testimonies')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text', (c) => c.notNull())
        .addColumn('position', 'text', (c) => c.notNull())
        .addColumn('website', 'text', (c) => c.notNull())
        .addColumn('testimony', 'text', (c) => c.notNull())
        .addColumn('image', 'text')
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('testimonies_website_status')
        .on('testimonies')
        .columns(['website', 'status'])
        .execute();
      await db.schema
        .createTable('team_members')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('team', 'text', (c) => c.notNull())
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text', (c) => c.notNull())
        .addColumn('position', 'text', (c) => c.notNull())
        .addColumn('image', 'text')
        .addColumn('bio', 'text')
        .addColumn('country', 'text')
        .addColumn('twitter_handle', 'text')
        .addColumn('linkedin_handle', 'text')
        .addColumn('instagram_handle', 'text')
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('faqs')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('site', 'text', (c) => c.notNull())
        .addColumn('question', 'text', (c) => c.notNull())
        .addColumn('answer', 'text', (c) => c.notNull())
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable('products')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('product_name', 'text', (c) => c.notNull())
        .addColumn('price_minor', 'integer', (c) => c.notNull())
        .addColumn('price_currency', 'text', (c) => c.notNull())
        .addColumn('image', 'text')
        .addColumn('description', 'text', (c) => c.notNull())
        .addColumn('product_form', 'text', (c) => c.notNull())
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('quantity_in_stock', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('quantity_sold', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('orders')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('customer_name', 'text', (c) => c.notNull())
        .addColumn('customer_email', 'text', (c) => c.notNull())
        .addColumn('phone_number', 'text', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('amount_minor', 'integer', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('paid', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('order_items')
        .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
        .addColumn('product_id', 'text', (c) => c.notNull())
        .addColumn('product_name', 'text', (c) => c.notNull())
        .addColumn('unit_price_minor', 'integer', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('donations')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('phone_number', 'text', (c) => c.notNull())
        .addColumn('country', 'text', (c) => c.notNull())
        .addColumn('donation_type', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('applications')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('phone_number', 'text', (c) => c.notNull())
        .addColumn('message', 'text')
        .addColumn('skill', 'text')
        .addColumn('reason', 'text')
        .addColumn('current_project', 'text')
        .addColumn('past_project', 'text')
        .addColumn('is_committed', 'integer')
        .addColumn('created_at', 'text', (c) => c.notNull())
        // One application of each kind per e-mail: a repeat answers 'Email already exists'.
        .addUniqueConstraint('applications_kind_email', ['kind', 'email'])
        .execute();
      await db.schema
        .createTable('craft_members')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text', (c) => c.notNull())
        .addColumn('mobile_number', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('location', 'text', (c) => c.notNull())
        .addColumn('business_name', 'text')
        .addColumn('craft_type', 'text', (c) => c.notNull())
        .addColumn('experience_level', 'text', (c) => c.notNull())
        .addColumn('certificate_path', 'text')
        .addColumn('artwork_paths', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('posts')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('caption', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('image', 'text')
        .addColumn('writers', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('writer_image', 'text')
        .addColumn('category', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('blocked', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('events')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('event_name', 'text', (c) => c.notNull())
        .addColumn('event_date', 'text', (c) => c.notNull())
        .addColumn('event_time', 'text', (c) => c.notNull())
        .addColumn('location', 'text')
        .addColumn('speakers', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('image', 'text')
        .addColumn('event_description', 'text', (c) => c.notNull())
        .addColumn('event_gallery', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('schedule', 'text', (c) => c.notNull())
        .addColumn('register_url', 'text')
        .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
  },
  '0002_repeatable_applications': {
    // A repeat application is kept like the first: answering 'Email already exists' told anyone
    // whether an address was on file. SQLite cannot drop a table constraint, so it copies the table.
    async up(db: Kysely<unknown>) {
      if (db.getExecutor().adapter instanceof PostgresAdapter) {
        await sql`alter table applications drop constraint applications_kind_email`.execute(db);
        return;
      }
      await sql
        .raw(
          `create table applications_next (
        id text primary key, kind text not null, first_name text not null, last_name text not null, email text not null,
        phone_number text not null, message text, skill text, reason text, current_project text, past_project text,
        is_committed integer, created_at text not null)`,
        )
        .execute(db);
      await sql`insert into applications_next select id, kind, first_name, last_name, email, phone_number, message, skill, reason, current_project, past_project, is_committed, created_at from applications`.execute(
        db,
      );
      await sql`drop table applications`.execute(db);
      await sql`alter table applications_next rename to applications`.execute(db);
    },
  },
  '0003_audit_log': {
    // What staff did in the admin console: who, what, to which record, when. Staff accounts and
    // sessions are better-auth's own tables (lib/auth/auth.ts creates them).
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('audit_log')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('at', 'text', (c) => c.notNull())
        .addColumn('staff_id', 'text', (c) => c.notNull())
        .addColumn('staff_email', 'text', (c) => c.notNull())
        .addColumn('action', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();
    },
  },
  '0004_handled_submissions': {
    // The inbox's "handled" marks, apart from the submissions, which stay as the forms wrote them.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('handled_submissions')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('id', 'text', (c) => c.notNull())
        .addColumn('handled_at', 'text', (c) => c.notNull())
        .addColumn('staff_email', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('handled_submissions_pk', ['kind', 'id'])
        .execute();
    },
  },
  '0005_post_markdown': {
    // What staff typed in the console (Markdown); body keeps the sanitized HTML the pages show.
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('posts').addColumn('body_markdown', 'text').execute();
    },
  },
  '0006_stored_files': {
    // Uploaded pictures, kept in the database on PostgreSQL so that every instance serves them; SQLite
    // keeps them as files under DATA_DIR/uploads (lib/services/uploads.ts).
    async up(db: Kysely<unknown>) {
      const bytes = db.getExecutor().adapter instanceof PostgresAdapter ? 'bytea' : 'blob';
      await db.schema
        .createTable('stored_files')
        .addColumn('path', 'text', (c) => c.primaryKey())
        .addColumn('bytes', bytes, (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
    },
  },
  '0007_mail': {
    // E-mail: double opt-in for subscribers, the outbox every message goes through, newsletters,
    // replies to contact messages, and where each site's new submissions are announced.
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('subscribers').addColumn('confirmed_at', 'text').execute();
      await db.schema.alterTable('subscribers').addColumn('unsubscribed_at', 'text').execute();
      await db.schema
        .createTable('mail_outbox')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('purpose', 'text', (c) => c.notNull())
        .addColumn('ref', 'text', (c) => c.notNull())
        .addColumn('recipient', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('text_body', 'text', (c) => c.notNull())
        .addColumn('html_body', 'text')
        .addColumn('headers', 'text', (c) => c.notNull())
        .addColumn('message_id', 'text', (c) => c.notNull().unique())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text', (c) => c.notNull())
        .addColumn('claimed_until', 'text')
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'text')
        // One message per recipient for each thing: a newsletter sent twice reaches nobody twice.
        .addUniqueConstraint('mail_outbox_once', ['purpose', 'ref', 'recipient'])
        .execute();
      await db.schema.createIndex('mail_outbox_due').on('mail_outbox').columns(['status', 'next_attempt_at']).execute();
      await db.schema
        .createTable('newsletters')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('website', 'text', (c) => c.notNull())
        .addColumn('subject', 'text', (c) => c.notNull())
        .addColumn('body_markdown', 'text', (c) => c.notNull())
        .addColumn('body_html', 'text', (c) => c.notNull())
        // Its picture (/media/…), shown above the text.
        .addColumn('image', 'text')
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'text')
        .addColumn('sent_by', 'text')
        .execute();
      await db.schema
        .createTable('message_replies')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('message_id', 'text', (c) => c.notNull())
        .addColumn('body', 'text', (c) => c.notNull())
        .addColumn('staff_email', 'text', (c) => c.notNull())
        .addColumn('outbox_id', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('notify_addresses')
        .addColumn('website', 'text', (c) => c.notNull())
        // A kind of submission (the inbox's name), or 'all'.
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('notify_addresses_pk', ['website', 'kind'])
        .execute();
    },
  },
  '0008_picture_descriptions': {
    // What each picture shows, for people who cannot see it (its alt text): null until staff describe it,
    // '' for a picture that only decorates. An event's gallery keeps one per picture, as a JSON list.
    async up(db: Kysely<unknown>) {
      for (const table of ['posts', 'events', 'products', 'team_members'])
        await db.schema.alterTable(table).addColumn('image_alt', 'text').execute();
      await db.schema
        .alterTable('events')
        .addColumn('gallery_alts', 'text', (c) => c.notNull().defaultTo('[]'))
        .execute();
    },
  },
  '0009_translations': {
    // Records' fields in the site's other languages: one row per record, language and field. A post's text
    // keeps the Markdown staff typed in `value` and, in `html`, that Markdown rendered and sanitized as the
    // English body is at save; every other field is plain text and has no `html`.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('translations')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('record_id', 'text', (c) => c.notNull())
        .addColumn('locale', 'text', (c) => c.notNull())
        .addColumn('field', 'text', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('html', 'text')
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .addColumn('updated_by', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('translations_pk', ['kind', 'record_id', 'locale', 'field'])
        .execute();
    },
  },
  '0010_submission_languages': {
    // The language of the page each submission was sent from (lib/i18n/locales.ts): the e-mails its sender
    // gets are written in it. What was sent before it was recorded is English. A newsletter keeps its other
    // languages' subjects and texts as a JSON object per language code ({"ha": {"subject", "markdown", "html"}}).
    async up(db: Kysely<unknown>) {
      for (const table of [
        'subscribers',
        'waitlist',
        'contact_messages',
        'testimonies',
        'orders',
        'donations',
        'applications',
        'craft_members',
      ])
        await db.schema
          .alterTable(table)
          .addColumn('locale', 'text', (c) => c.notNull().defaultTo('en'))
          .execute();
      await db.schema
        .alterTable('newsletters')
        .addColumn('translations', 'text', (c) => c.notNull().defaultTo('{}'))
        .execute();
    },
  },
  '0011_idempotency_keys': {
    // The Idempotency-Key a submission was sent with, stored in the submission's own transaction with the
    // reply it was answered, so that the same key sent again gets that reply and no second record. A key is
    // one endpoint's; past `expires_at` it is forgotten (lib/services/idempotency.ts).
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('idempotency_keys')
        .addColumn('endpoint', 'text', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('fingerprint', 'text', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('reply', 'text', (c) => c.notNull())
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('expires_at', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('idempotency_keys_pk', ['endpoint', 'key'])
        .execute();
      await db.schema.createIndex('idempotency_keys_expires').on('idempotency_keys').column('expires_at').execute();
    },
  },
  '0012_gifts': {
    // Gifts given online through a payment provider, one row per charge by its reference: made pending when
    // the donor is sent to the provider's checkout, paid only once the server has verified the charge (the
    // verify call or the provider's signed webhook, whichever comes first), refunded when the provider says
    // so. A monthly gift's later charges are rows of their own, linked by the subscription's code.
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('gifts')
        .addColumn('reference', 'text', (c) => c.primaryKey())
        .addColumn('provider', 'text', (c) => c.notNull())
        .addColumn('frequency', 'text', (c) => c.notNull())
        .addColumn('currency', 'text', (c) => c.notNull())
        .addColumn('amount_minor', 'integer', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
        .addColumn('donor_name', 'text')
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('message', 'text')
        .addColumn('listed', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('locale', 'text', (c) => c.notNull().defaultTo('en'))
        .addColumn('channel', 'text')
        .addColumn('paid_amount_minor', 'integer')
        .addColumn('paid_at', 'text')
        .addColumn('plan_code', 'text')
        .addColumn('subscription_code', 'text')
        .addColumn('subscription_status', 'text')
        .addColumn('manage_link', 'text')
        .addColumn('refunded_at', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('updated_at', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('gifts_status_paid_at').on('gifts').columns(['status', 'paid_at']).execute();
      await db.schema.createIndex('gifts_subscription').on('gifts').column('subscription_code').execute();
      await db.schema.createIndex('gifts_created_at').on('gifts').column('created_at').execute();
    },
  },
};

/** The migrations this code knows: a store that has applied one not among them was made by a later version. */
export const migrationNames = (): string[] => Object.keys(migrations).sort();

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

/** The names of the migrations a store has applied, or null for a store that has applied none yet. */
async function appliedNames(db: Kysely<unknown>): Promise<Set<string> | null> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((table) => table.name === DEFAULT_MIGRATION_TABLE)) return null;
  const { rows } = await sql<{ name: string }>`select name from ${sql.table(DEFAULT_MIGRATION_TABLE)}`.execute(db);
  return new Set(rows.map((r) => r.name));
}

export async function migrateToLatest(db: Kysely<unknown>): Promise<void> {
  // A store a newer release has migrated (a deploy migrates while this version still serves, and a rollback
  // starts this version again on it) is left as it is when it holds every migration of this code: Kysely's
  // Migrator would refuse it for the migrations it does not know.
  const applied = await appliedNames(db);
  const known = Object.keys(migrations);
  if (applied && [...applied].some((name) => !(name in migrations))) {
    const missing = known.filter((name) => !applied.has(name));
    if (missing.length === 0) return;
    throw new Error(
      `Database migration failed: the store holds a newer release's migrations but not ${missing.join(', ')}`,
    );
  }
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(
      `Database migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${String((error as Error)?.message ?? error)}`,
    );
  }
}

/**
 * Whether the database holds every migration of this code (readiness). One it does not know is a newer
 * release's, run during a deploy while this version still serves: migrations are ones the running version
 * tolerates (docs/deploying.md), so that leaves it ready, and a rollback too.
 */
export async function migrationsCurrent(db: Kysely<unknown>): Promise<boolean> {
  const { rows } = await sql<{ name: string }>`select name from ${sql.table(DEFAULT_MIGRATION_TABLE)}`.execute(db);
  const applied = new Set(rows.map((r) => r.name));
  return Object.keys(migrations).every((name) => applied.has(name));
}
