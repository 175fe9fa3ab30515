import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { PgDialect, type PgColumn } from 'drizzle-orm/pg-core';
import type { SpamReason } from '../../schemas/admin';
import {
  COMPANY_FIELDS,
  FIELDS_OF,
  type PublicForm,
  type LeadForm,
} from '../../shared/lead-fields';
import { centreOfChoice, subjectOfInterest } from '../../shared/company-enquiry';
import { DEFAULT_LANG, type Lang } from '../../shared/lang';
import { fieldMessagesIn } from '../../shared/lead-words';
import { courseBySlug } from '../../shared/content/courses';
import { ValidationError } from '../errors';
import type { CompanyLead, ContactLead, RegistrationLead } from '../../schemas/leads';
import type { Database } from '../db/connect';
import { rowsOf } from '../db/rows';
import { contactEnquiries, jobs, registrations, type LeadAttribution } from '../db/schema';
import {
  applicableRule,
  chooseOwner,
  roundRobinTurn,
  scopeOf,
  type LeadScope,
  type RuleWithPool,
} from './assignment';
import { offeredBatch, refuseUnofferedBatch } from './lead-batches';
import { emailKey, phoneKey } from './person-keys';

/** The job that tells the academy's staff about a new lead. */
export const LEAD_NOTIFY_JOB = 'lead.notify';

type LeadTable = typeof contactEnquiries | typeof registrations;
/** The columns the database fills itself; a lead gives every other one. */
/** Columns a new lead leaves to their defaults (a lead arrives merged into nothing). */
const FILLED_BY_DATABASE = [
  'id',
  'createdAt',
  'status',
  'version',
  'erasedAt',
  'followUpAt',
  'mergedInto',
  'mergedAt',
] as const;
type LeadValues<T extends LeadTable> = Omit<T['$inferInsert'], (typeof FILLED_BY_DATABASE)[number]>;

/**
 * Stores a lead, and the job that tells the staff about it unless it is held as suspected spam, in
 * one statement, a data-modifying WITH (drizzle writes the embedded insert in parentheses). PGlite
 * serves one statement at a time, each a crossing into WebAssembly, and PostgreSQL one per round
 * trip: the round trips were most of a lead's cost under load, so the two inserts are one.
 *
 * The statements are built once per form, with a placeholder for each value, and prepared: per lead,
 * only the values go. Built per lead, drizzle's query builder took a fifth of a lead's time in
 * Node; and node-postgres now parses and plans each once per connection, not once per lead. Each
 * value still goes through its column's encoding (jsonb as JSON) when the placeholders are filled.
 * `store` stores the lead with the owner it is given, in the transaction that chose it;
 * `storeUnlessRuled` reads the rule the lead's scope goes by in the same statement and stores the
 * lead, nobody's, only when there is none, else returns the rule and stores nothing: a lead that no
 * rule applies to (and every lead of an academy that has no rules) is one statement, as it was
 * before owners. `storeOnTurn` takes a round-robin rule's turn and stores the lead with its owner
 * in one statement; a lead of a fewest-open rule goes on to the transaction that counts.
 */
function prepareStoreWithJob<T extends LeadTable>(
  db: Database,
  table: T,
  form: LeadForm,
  fields: readonly { name: string; column: keyof LeadValues<T> & string }[],
  /** The columns every lead of this statement holds alike (a company's enquiry: its kind). */
  fixed: Partial<LeadValues<T>> = {},
  name = `store_${form}_lead`,
) {
  const tableColumns: Record<string, PgColumn> = getTableColumns(table);
  const columns = Object.keys(tableColumns).filter(
    (column) => !(FILLED_BY_DATABASE as readonly string[]).includes(column),
  ) as (keyof LeadValues<T> & string)[];
  const placeholders = Object.fromEntries(
    columns.map((column) => [column, sql.placeholder(column)]),
  ) as unknown as T['$inferInsert'];
  const insertLead = db
    .insert(table as LeadTable)
    .values(placeholders)
    .returning({ id: table.id, spamReason: table.spamReason, ownerId: table.ownerId });
  // A data-modifying WITH runs whether or not the main query reads it.
  const job = sql`
      job as (
        insert into ${jobs} (${sql.identifier(jobs.kind.name)}, ${sql.identifier(jobs.payload.name)})
        select ${LEAD_NOTIFY_JOB}, jsonb_build_object('form', ${form}::text, 'id', lead.id, 'owner', lead.owner_id) from lead
         where lead.${sql.identifier(table.spamReason.name)} is null)`;
  const storeQuery = new PgDialect().sqlToQuery(sql`
      with lead as ${insertLead},
      ${job}
      select id from lead`);
  // INSERT ... SELECT, to store only when no rule applies: its values are cast to their columns'
  // types, which a VALUES list would have given them.
  const columnList = sql.join(
    columns.map((column) => sql.identifier(tableColumns[column]!.name)),
    sql`, `,
  );
  const castValues = (owner?: SQL) =>
    sql.join(
      columns.map((column) => {
        const col = tableColumns[column]!;
        if (owner && column === 'ownerId') return owner;
        return sql`cast(${sql.param(sql.placeholder(column), col)} as ${sql.raw(col.getSQLType())})`;
      }),
      sql`, `,
    );
  const returning = sql`returning ${sql.identifier(table.id.name)}, ${sql.identifier(table.spamReason.name)}, ${sql.identifier(table.ownerId.name)}`;
  const unlessRuledQuery = new PgDialect().sqlToQuery(sql`
      with rule as (${applicableRule(sql.placeholder('scopeCentre'), sql.placeholder('scopeSubject'))}),
      lead as (
        insert into ${table} (${columnList})
        select ${castValues()} where not exists (select 1 from rule)
        ${returning}),
      ${job}
      select (select id from lead) as id, rule.id as rule_id, rule.method, rule.pool
        from (values (1)) as one (x) left join rule on true`);
  // A round-robin rule's turn and the lead it gives an owner, in one statement: its own transaction.
  const onTurnQuery = new PgDialect().sqlToQuery(sql`
      with turn as (${roundRobinTurn(sql.placeholder('ruleId'))}),
      lead as (
        insert into ${table} (${columnList})
        select ${castValues(sql`cast(turn.pool ->> ((turn.turn - 1) % jsonb_array_length(turn.pool)) as integer)`)}
          from turn where jsonb_array_length(turn.pool) > 0
        ${returning}),
      ${job}
      select id from lead`);
  const valuesOf = (
    lead: object,
    { attribution, spam, language }: LeadHandling,
    owner: number | null,
  ): Record<string, unknown> => {
    const given = lead as Record<string, unknown>;
    const values: Record<string, unknown> = Object.fromEntries(
      columns.map((column) => [column, undefined]),
    );
    for (const field of fields) values[field.column] = given[field.name] ?? undefined;
    Object.assign(values, fixed);
    values.attribution = attribution;
    values.spamReason = spam;
    values.language = language ?? DEFAULT_LANG;
    values.emailKey = emailKey(given.email as string);
    values.phoneKey = phoneKey((given.phone ?? given.mobile) as string | undefined);
    values.ownerId = owner ?? undefined;
    return values;
  };
  /**
   * A value left out, or null, is stored as SQL NULL: it is passed on as undefined, which jsonb's
   * encoding leaves as it is (null it would write as the JSON value null).
   */
  return {
    /** Returns the lead's id; `tx`, the transaction that chose its owner (the statement, prepared on its connection). */
    async store(
      lead: object,
      handling: LeadHandling & { owner: number | null },
      tx: Database,
    ): Promise<number> {
      const statement = tx._.session.prepareQuery(storeQuery, undefined, name, false);
      const values = valuesOf(lead, handling, handling.owner);
      return Number(rowsOf<{ id: number }>(await statement.execute(values))[0]!.id);
    },
    /**
     * The lead's id, stored with the counsellor whose turn it is by the round-robin rule `ruleId`,
     * or null, storing nothing, when that rule is gone, shares leads otherwise now, or has nobody
     * available.
     */
    async storeOnTurn(
      lead: object,
      handling: LeadHandling,
      ruleId: number,
    ): Promise<number | null> {
      const statement = db._.session.prepareQuery(onTurnQuery, undefined, `${name}_on_turn`, false);
      const values = valuesOf(lead, handling, null);
      values.ruleId = ruleId;
      const [row] = rowsOf<{ id: number }>(await statement.execute(values));
      return row ? Number(row.id) : null;
    },
    /** The lead's id, stored nobody's, or, storing nothing, the rule that chooses its owner. */
    async storeUnlessRuled(
      lead: object,
      handling: LeadHandling,
      scope: LeadScope,
    ): Promise<{ id: number } | { rule: RuleWithPool }> {
      const statement = db._.session.prepareQuery(
        unlessRuledQuery,
        undefined,
        `${name}_unless_ruled`,
        false,
      );
      const values = valuesOf(lead, handling, null);
      values.scopeCentre = scope.centre;
      values.scopeSubject = scope.subject;
      const [row] = rowsOf<{
        id: number | null;
        rule_id: number | null;
        method: RuleWithPool['method'];
        pool: number[];
      }>(await statement.execute(values));
      if (row!.id !== null) return { id: Number(row!.id) };
      return { rule: { id: Number(row!.rule_id), method: row!.method, pool: row!.pool } };
    },
  };
}
type LeadStore = ReturnType<typeof prepareStoreWithJob>;

/**
 * What comes with a lead besides its fields: where it came from, why it is held as suspected spam,
 * if it is, and the language it was sent in (English unless said), whose words refuse it.
 */
export interface LeadHandling {
  attribution?: LeadAttribution;
  spam?: SpamReason;
  language?: Lang;
}

/** What each form's lead is, and the table that stores it. */
export interface LeadOf {
  contact: ContactLead;
  registration: RegistrationLead;
  company: CompanyLead;
}

export function createLeadsService(db: Database, clock: () => Date = () => new Date()) {
  // Each field goes to the column its row of the field table names (a column the table lacks fails to compile).
  const stores = {
    contact: prepareStoreWithJob(db, contactEnquiries, 'contact', FIELDS_OF.contact, {
      kind: 'person',
    }),
    registration: prepareStoreWithJob(db, registrations, 'registration', FIELDS_OF.registration),
    // A company's enquiry is an enquiry of its own kind: same table, same job, same desk (ADR 0022).
    company: prepareStoreWithJob(
      db,
      contactEnquiries,
      'contact',
      COMPANY_FIELDS,
      { kind: 'company' },
      'store_company_lead',
    ),
  };
  /**
   * A lead that names no batch has nothing to check: unless a rule gives it an owner, one statement
   * stores it, without a transaction around it. Read committed, a transaction would have read the
   * rules the same way, a statement before storing, so a counsellor made available in between is
   * missed either way. Suspected spam is nobody's, whatever the rules.
   */
  async function storeWithoutBatch(
    store: LeadStore,
    lead: object,
    handling: LeadHandling,
    scope: LeadScope,
  ): Promise<number> {
    if (handling.spam) return store.store(lead, { ...handling, owner: null }, db);
    const stored = await store.storeUnlessRuled(lead, handling, scope);
    if ('id' in stored) return stored.id;
    // A round-robin turn needs no transaction of its own: the statement that takes it stores the lead.
    const onTurn =
      stored.rule.method === 'round-robin'
        ? await store.storeOnTurn(lead, handling, stored.rule.id)
        : null;
    if (onTurn !== null) return onTurn;
    // Fewest open leads (counted once the rule's row is locked), or the rule changed since it was read.
    const rule = stored.rule.method === 'round-robin' ? undefined : stored.rule;
    return db.transaction(async (tx) =>
      store.store(lead, { ...handling, owner: await chooseOwner(tx, scope, rule) }, tx),
    );
  }
  return {
    /**
     * Stores the lead and its notification job (none for suspected spam): both or neither. A lead
     * naming a batch is stored in the transaction that checks the batch (refuseUnofferedBatch): one
     * it may not name refuses it, storing nothing, however close a cancel or "full" comes. Its owner is
     * chosen in the same transaction (server/leads/assignment.ts); suspected spam is nobody's.
     */
    async create<F extends PublicForm>(
      form: F,
      lead: LeadOf[F],
      handling: LeadHandling = {},
    ): Promise<number> {
      // A company's enquiry: its owner by the centre and the first subject it names (it names no batch or course).
      if ('company' in lead)
        return storeWithoutBatch(stores.company, lead, handling, {
          centre:
            centreOfChoice(lead.centre) ??
            (await scopeOf(db, { phoneKey: phoneKey(lead.phone) })).centre,
          subject: subjectOfInterest(lead.interests[0]) ?? null,
        });
      const [field, page] =
        'course_page' in lead
          ? ['course_page', lead.course_page]
          : ['course_slug', (lead as RegistrationLead).course_slug];
      const language = handling.language ?? DEFAULT_LANG;
      if (page !== undefined && !courseBySlug(page)) {
        const { coursePage } = fieldMessagesIn(language);
        throw new ValidationError({ [field]: coursePage }, coursePage);
      }
      const { batch } = lead;
      const option = 'course' in lead ? lead.course : undefined;
      const person = {
        batch,
        courseSlug: page,
        phoneKey: phoneKey('phone' in lead ? lead.phone : lead.mobile),
      };
      const store = stores[form];
      // Without a batch, the scope is the lead's own: no query.
      if (batch === undefined)
        return storeWithoutBatch(store, lead, handling, await scopeOf(db, person));
      return db.transaction(async (tx) => {
        await refuseUnofferedBatch(tx, batch, { option, page }, clock(), language);
        const owner = handling.spam ? null : await chooseOwner(tx, await scopeOf(tx, person));
        return store.store(lead, { ...handling, owner }, tx);
      });
    },
    /** The batch a form opened for it shows (`/register?batch=`), or why it may not be chosen. */
    offeredBatch: (id: number, lang?: Lang) => offeredBatch(db, id, clock(), lang),
  };
}
export type LeadsService = ReturnType<typeof createLeadsService>;
