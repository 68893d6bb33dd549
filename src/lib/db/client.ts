import "server-only";
import { serverEnv } from "@/lib/env";
import { mkdirSync } from "node:fs";
import path from "node:path";
import {
  createClient,
  LibsqlError,
  type Client,
  type InArgs,
  type InStatement,
  type ResultSet,
  type Transaction,
  type TransactionMode,
} from "@libsql/client";
import { drizzle, type LibSQLDatabase } from "drizzle-orm/libsql";
import * as schema from "./schema";
import { processSlot } from "@/lib/runtime/process-slot";

export type Database = LibSQLDatabase<typeof schema>;
/** What a transaction's callback is handed: the database, inside that transaction. */
export type DbTransaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** How long a statement waits for another process (a build worker, a second server) to unlock. */
const BUSY_TIMEOUT_MS = 5000;
/** How long an operation queues behind this process's own; only a stuck transaction gets there. */
const TURN_TIMEOUT_MS = 30_000;

// The running server's data: the build neither reads nor copies it.
const defaultUrl = () =>
  `file:${path.join(/* turbopackIgnore: true */ process.cwd(), "data", "leads.db")}`;

/** A local database file's folder is created on first use, so a fresh checkout just works. */
function ensureFolder(url: string) {
  if (!url.startsWith("file:")) return;
  const file = url.slice("file:".length).split("?")[0] ?? "";
  if (file && file !== ":memory:")
    mkdirSync(path.dirname(path.resolve(/*turbopackIgnore: true*/ file)), { recursive: true });
}

/** One holder at a time, the rest wait in order without blocking the event loop. */
class Turns {
  #held = false;
  #queue: { grant: () => void; fail: (error: Error) => void }[] = [];

  take(): Promise<() => void> {
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      const next = this.#queue.shift();
      if (next) next.grant();
      else this.#held = false;
    };
    if (!this.#held) {
      this.#held = true;
      return Promise.resolve(release);
    }
    return new Promise((resolve, reject) => {
      const waiter = {
        grant: () => {
          clearTimeout(timer);
          resolve(release);
        },
        fail: (error: Error) => {
          clearTimeout(timer);
          reject(error);
        },
      };
      const timer = setTimeout(() => {
        this.#queue = this.#queue.filter((w) => w !== waiter);
        reject(
          new LibsqlError(
            `Waited ${TURN_TIMEOUT_MS} ms for this process's database connection`,
            "SQLITE_BUSY",
          ),
        );
      }, TURN_TIMEOUT_MS);
      timer.unref();
      this.#queue.push(waiter);
    });
  }

  failAll(error: Error) {
    const queue = this.#queue;
    this.#queue = [];
    for (const waiter of queue) waiter.fail(error);
  }
}

/**
 * libSQL's local driver is synchronous and pools connections: a second connection that meets a
 * lock held by a transaction of this same process either fails at once with SQLITE_BUSY or, with
 * a busy timeout, blocks the event loop so that the holder can never commit. So a local file gets
 * one connection, and its users take turns: a transaction keeps the turn until it commits or
 * rolls back, everything else queues behind it. The busy timeout covers other processes.
 */
class TurnTakingClient implements Client {
  readonly #inner: Client;
  readonly #turns = new Turns();

  constructor(inner: Client) {
    this.#inner = inner;
  }

  get closed() {
    return this.#inner.closed;
  }

  get protocol() {
    return this.#inner.protocol;
  }

  async #inTurn<T>(work: () => Promise<T>): Promise<T> {
    const release = await this.#turns.take();
    try {
      return await work();
    } finally {
      release();
    }
  }

  execute(stmtOrSql: InStatement, args?: InArgs) {
    return this.#inTurn(() =>
      typeof stmtOrSql === "string"
        ? this.#inner.execute(stmtOrSql, args)
        : this.#inner.execute(stmtOrSql),
    );
  }

  batch(stmts: Parameters<Client["batch"]>[0], mode?: TransactionMode) {
    return this.#inTurn(() => this.#inner.batch(stmts, mode));
  }

  migrate(stmts: InStatement[]) {
    return this.#inTurn(() => this.#inner.migrate(stmts));
  }

  executeMultiple(sql: string) {
    return this.#inTurn(() => this.#inner.executeMultiple(sql));
  }

  sync() {
    return this.#inTurn(() => this.#inner.sync());
  }

  /**
   * A transaction takes the connection at its first write, not when it is opened: the admin
   * opens one for every save and sign-in, then hashes a password or resizes a photo before it
   * writes anything, and the estimate form must not queue behind that work. Reads before the
   * first write queue like any other statement.
   */
  async transaction(mode?: TransactionMode): Promise<Transaction> {
    return new LazyTransaction(
      (stmt) => this.execute(stmt),
      async () => {
        const release = await this.#turns.take();
        try {
          return new TurnTransaction(await this.#inner.transaction(mode), release);
        } catch (error) {
          release();
          throw error;
        }
      },
    );
  }

  close() {
    this.#turns.failAll(new LibsqlError("The client is closed", "CLIENT_CLOSED"));
    this.#inner.close();
  }

  reconnect() {
    this.#inner.reconnect();
  }
}

/**
 * What may run before the transaction's first write, outside it: reads, and the admin's release
 * of an editing lock, which every save sends first. A lock only tells others that someone is
 * editing; a released one needs no undoing if the save then fails.
 */
const needsNoTransaction = (stmt: InStatement) =>
  /^\s*(select\b|delete from "payload_locked_documents(_rels)?" )/i.test(
    typeof stmt === "string" ? stmt : stmt.sql,
  );

/** Begins the real transaction at its first write; until then reads go to the client. */
class LazyTransaction implements Transaction {
  readonly #outside: (stmt: InStatement) => Promise<ResultSet>;
  readonly #begin: () => Promise<Transaction>;
  #begun: Promise<Transaction> | undefined;
  #closed = false;

  constructor(
    outside: (stmt: InStatement) => Promise<ResultSet>,
    begin: () => Promise<Transaction>,
  ) {
    this.#outside = outside;
    this.#begin = begin;
  }

  get closed() {
    return this.#closed;
  }

  #inside(): Promise<Transaction> {
    if (this.#closed) throw new LibsqlError("The transaction is closed", "TRANSACTION_CLOSED");
    return (this.#begun ??= this.#begin());
  }

  async execute(stmt: InStatement) {
    if (!this.#begun && needsNoTransaction(stmt)) return this.#outside(stmt);
    return (await this.#inside()).execute(stmt);
  }

  async batch(stmts: InStatement[]) {
    return (await this.#inside()).batch(stmts);
  }

  async executeMultiple(sql: string) {
    return (await this.#inside()).executeMultiple(sql);
  }

  async commit() {
    this.#closed = true;
    if (this.#begun) await (await this.#begun).commit();
  }

  async rollback() {
    this.#closed = true;
    if (this.#begun) await (await this.#begun).rollback();
  }

  close() {
    this.#closed = true;
    // A begin still on its way closes (and gives the turn back) once it arrives.
    void this.#begun?.then(
      (tx) => tx.close(),
      () => undefined,
    );
  }
}

/** Gives the turn back however the transaction ends. */
class TurnTransaction implements Transaction {
  readonly #inner: Transaction;
  readonly #release: () => void;

  constructor(inner: Transaction, release: () => void) {
    this.#inner = inner;
    this.#release = release;
  }

  get closed() {
    return this.#inner.closed;
  }

  execute(stmt: InStatement) {
    return this.#inner.execute(stmt);
  }

  batch(stmts: InStatement[]) {
    return this.#inner.batch(stmts);
  }

  executeMultiple(sql: string) {
    return this.#inner.executeMultiple(sql);
  }

  async commit() {
    try {
      await this.#inner.commit();
    } finally {
      this.#release();
    }
  }

  async rollback() {
    try {
      await this.#inner.rollback();
    } finally {
      this.#release();
    }
  }

  close() {
    try {
      this.#inner.close();
    } finally {
      this.#release();
    }
  }
}

function connect(url: string): Client {
  const authToken = serverEnv().DATABASE_AUTH_TOKEN;
  if (!url.startsWith("file:")) return createClient({ url, authToken });
  return new TurnTakingClient(
    createClient({ url, authToken, concurrency: 1, timeout: BUSY_TIMEOUT_MS }),
  );
}

type Store = { client: Client; db: Database; connected: Promise<void> };

// One client per server process, shared across requests and hot module copies.
const opened = processSlot<Store>("database");

function open(): Store {
  const url = serverEnv().DATABASE_URL ?? defaultUrl();
  ensureFolder(url);
  const client = connect(url);
  const db = drizzle(client, { schema });
  const connected = (async () => {
    // WAL lets readers in other processes go on while this one writes.
    if (url.startsWith("file:")) await client.execute("PRAGMA journal_mode = WAL");
    await client.execute("PRAGMA foreign_keys = ON");
  })();
  return { client, db, connected };
}

const store = () => opened.getOrMake(open);

/**
 * The process's one connection, for the admin's database adapter: everything the site stores
 * lives in one database, and a second local connection would lock against this one.
 */
export function sharedClient(): Client {
  return store().client;
}

/**
 * What brings every table up to date: the admin's engine owns the one migration chain
 * (lib/cms/ready.ts), and the server's start hands it over (src/start-up/concepts.ts), since
 * opening the engine needs the admin's configuration.
 */
const schemaOwner = processSlot<() => Promise<void>>("schema owner");

export function registerSchemaOwner(migrate: () => Promise<void>) {
  schemaOwner.set(migrate);
}

/** The connection with its settings applied, before any migration (for the chain's own runner). */
export async function connectedDb(): Promise<Database> {
  const current = store();
  try {
    await current.connected;
  } catch (error) {
    // Forget a failed open so the next request tries again instead of failing forever.
    if (opened.get() === current) opened.set(undefined);
    throw error;
  }
  return current.db;
}

/** The database with every table up to date; the chain runs once, on first use or at start. */
export async function getDb(): Promise<Database> {
  const db = await connectedDb();
  const migrate = schemaOwner.get();
  if (!migrate) throw new Error("No migration chain is registered for the database");
  await migrate();
  return db;
}

/** Closes the connection (tests open several databases in one process). */
export function closeDb() {
  opened.get()?.client.close();
  opened.set(undefined);
}
