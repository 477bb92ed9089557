/**
 * The schema as an ordered list of migrations. Append only: never edit a released step,
 * add a new one. Times are Unix milliseconds from the server clock.
 */
import type { DatabaseSync, SQLInputValue } from "node:sqlite";
import { maskFormFields } from "../services/personal-data.ts";
import { SEED_CHANNELS } from "./seed-channels.ts";
import { SEED_PRODUCTS } from "./seed-products.ts";

export interface Migration {
  version: number;
  description: string;
  up(db: DatabaseSync): void;
}

const SCHEMA_V1 = `
CREATE TABLE users (
  id INTEGER PRIMARY KEY,
  phone TEXT NOT NULL UNIQUE,
  created_at INTEGER NOT NULL,
  realname_status TEXT NOT NULL DEFAULT 'none',
  realname_name TEXT,
  realname_id_masked TEXT,
  realname_at INTEGER
);
-- Tokens and SMS codes are stored hashed only.
CREATE TABLE tokens (
  token_hash TEXT PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  revoked_at INTEGER
);
CREATE TABLE sms_codes (
  id INTEGER PRIMARY KEY,
  phone TEXT NOT NULL,
  ip TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  used_at INTEGER
);
CREATE INDEX sms_codes_by_phone ON sms_codes (phone, created_at);
CREATE INDEX sms_codes_by_ip ON sms_codes (ip, created_at);
-- Development mode only: the codes as sent, for /__dev/sms/latest.
CREATE TABLE dev_outbox (
  id INTEGER PRIMARY KEY,
  phone TEXT NOT NULL,
  code TEXT NOT NULL,
  sent_at INTEGER NOT NULL
);
CREATE TABLE marks (
  value_hash TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('mark', 'markcode')),
  phone TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE TABLE forms (
  id INTEGER PRIMARY KEY,
  user_id INTEGER NOT NULL REFERENCES users(id),
  kind TEXT NOT NULL,
  endpoint TEXT NOT NULL,
  fields TEXT NOT NULL,
  accepted INTEGER,
  created_at INTEGER NOT NULL
);
CREATE TABLE channels (
  channel TEXT PRIMARY KEY,
  application TEXT NOT NULL,
  h5_bd_type_for_p4 INTEGER NOT NULL CHECK (h5_bd_type_for_p4 IN (1, 2, 3)),
  succ_todo INTEGER NOT NULL,
  fail_todo INTEGER NOT NULL,
  input_form INTEGER NOT NULL CHECK (input_form IN (0, 1)),
  my_app_name TEXT NOT NULL,
  nid INTEGER NOT NULL,
  note TEXT NOT NULL DEFAULT ''
);
CREATE TABLE activations (
  id INTEGER PRIMARY KEY,
  user_id INTEGER,
  channel TEXT NOT NULL,
  time INTEGER NOT NULL
);
-- Tracking records (kind 'record') and conversion relays (kind 'baidu' / 'kuaishou').
CREATE TABLE events (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL,
  user_id INTEGER,
  payload TEXT NOT NULL,
  time INTEGER NOT NULL
);
CREATE TABLE api_log (
  id INTEGER PRIMARY KEY,
  path TEXT NOT NULL,
  time INTEGER NOT NULL,
  status INTEGER NOT NULL,
  body TEXT NOT NULL,
  missing_common TEXT NOT NULL
);
CREATE INDEX api_log_by_path ON api_log (path, id);
CREATE TABLE products (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  logo TEXT NOT NULL,
  amount_min INTEGER NOT NULL,
  amount_max INTEGER NOT NULL,
  rate_min REAL NOT NULL,
  rate_max REAL NOT NULL,
  term_min INTEGER NOT NULL,
  term_max INTEGER NOT NULL,
  apply_url TEXT NOT NULL,
  tags TEXT NOT NULL DEFAULT '[]',
  sort INTEGER NOT NULL DEFAULT 0,
  enabled INTEGER NOT NULL DEFAULT 1
);
`;

/** Inserts `rows` into `table`, one column per key of the first row. */
function insertAll<Row extends { [K in keyof Row]: SQLInputValue }>(
  db: DatabaseSync,
  table: string,
  rows: readonly Row[],
): void {
  const columns = Object.keys(rows[0] ?? {});
  const insert = db.prepare(
    `INSERT INTO ${table} (${columns.join(", ")}) VALUES (${columns.map((name) => `:${name}`).join(", ")})`,
  );
  for (const row of rows) insert.run(row as Record<string, SQLInputValue>);
}

export const MIGRATIONS: readonly Migration[] = [
  { version: 1, description: "initial schema", up: (db) => db.exec(SCHEMA_V1) },
  {
    version: 2,
    description: "seed sample channels (first start only; operators edit the table afterwards)",
    up: (db) => insertAll(db, "channels", SEED_CHANNELS),
  },
  {
    version: 3,
    description: "seed sample marketplace products",
    // The lender columns came with version 5, which fills them in.
    up: (db) =>
      insertAll(
        db,
        "products",
        SEED_PRODUCTS.map(({ lender: _lender, lender_phone: _phone, tags, ...product }, sort) => ({
          ...product,
          tags: JSON.stringify(tags),
          sort,
        })),
      ),
  },
  {
    version: 4,
    description: "mask the ID numbers of stored forms (decision 030); index SMS codes by time (global cap)",
    up: (db) => {
      const rows = db.prepare("SELECT id, fields FROM forms").all() as { id: number; fields: string }[];
      const update = db.prepare("UPDATE forms SET fields = ? WHERE id = ?");
      for (const row of rows) {
        const masked = JSON.stringify(maskFormFields(JSON.parse(row.fields) as Record<string, string>));
        if (masked !== row.fields) update.run(masked, row.id);
      }
      db.exec("CREATE INDEX sms_codes_by_time ON sms_codes (created_at)");
    },
  },
  {
    version: 5,
    description: "products name their lender and its phone (issue 38); seeded products get theirs",
    up: (db) => {
      db.exec(`ALTER TABLE products ADD COLUMN lender TEXT NOT NULL DEFAULT '';
               ALTER TABLE products ADD COLUMN lender_phone TEXT NOT NULL DEFAULT '';`);
      const update = db.prepare(
        "UPDATE products SET lender = ?, lender_phone = ? WHERE name = ? AND lender = ''",
      );
      for (const p of SEED_PRODUCTS) update.run(p.lender, p.lender_phone, p.name);
    },
  },
];
