import { PostgresDialect, sql, type DatabaseIntrospector, type DatabaseMetadata, type Kysely, type PostgresDialectConfig, type SchemaMetadata, type TableMetadata } from 'kysely';

/**
 * PostgreSQL as Kysely's dialect has it, except that introspection sees only the app's own schema, and of its tables
 * only their names. Kysely's migrator asks its introspector just one thing, whether its record and lock tables exist, three times
 * a step; Kysely's own answer reads every column of every table in every schema, with a sequence lookup per column:
 * ~65 ms of the server's CPU each time, and it failed whenever another schema was dropped while it read (a test
 * database, an operator's cleanup). Nothing of ours reads columns through introspection.
 */
export class OwnSchemaPostgresDialect extends PostgresDialect {
  readonly #schema: string;

  constructor(config: PostgresDialectConfig, schema: string) {
    super(config);
    this.#schema = schema;
  }

  override createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new OwnSchemaTables(db, this.#schema);
  }
}

class OwnSchemaTables implements DatabaseIntrospector {
  constructor(
    private readonly db: Kysely<any>,
    private readonly schema: string,
  ) {}

  async getSchemas(): Promise<SchemaMetadata[]> {
    const { rows } = await sql<SchemaMetadata>`select nspname as name from pg_catalog.pg_namespace where nspname = ${this.schema}`.execute(this.db);
    return rows;
  }

  async getTables(options = { withInternalKyselyTables: false }): Promise<TableMetadata[]> {
    const { rows } = await sql<{ name: string; kind: string }>`
      select c.relname as name, c.relkind as kind from pg_catalog.pg_class c
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where n.nspname = ${this.schema} and c.relkind in ('r', 'v', 'p') order by c.relname`.execute(this.db);
    return rows
      .filter((row) => options.withInternalKyselyTables || !row.name.startsWith('kysely_migration'))
      .map((row) => ({ name: row.name, schema: this.schema, isView: row.kind === 'v', columns: [] }));
  }

  async getMetadata(options?: { withInternalKyselyTables: boolean }): Promise<DatabaseMetadata> {
    return { tables: await this.getTables(options) };
  }
}
