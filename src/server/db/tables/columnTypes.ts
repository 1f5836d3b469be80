/** The column types every table file shares: what an insert may leave out, and how timestamps and dates read. */
import type { ColumnType } from 'kysely';

/** A column the database fills when an insert leaves it out (a DEFAULT); always there when read. */
export type WithDefault<T> = ColumnType<T, T | undefined, T>;
/** timestamptz: pg reads a Date; we write a Date or let the default apply. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** date columns are read as 'YYYY-MM-DD' text (createDatabase turns off pg's Date parsing for them). */
export type DateText = WithDefault<string | null>;
