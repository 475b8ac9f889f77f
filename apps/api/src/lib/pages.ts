import type { Db } from "../db/types";

/** Which slice of a list is asked for: `limit` rows from `offset` (page `page`, from 1). */
export interface PageRequest {
  page: number;
  limit: number;
  offset: number;
}

/** One slice of a list, and how many rows the whole list holds. */
export interface Page<T> {
  count: number;
  rows: T[];
}

/** What one page of a list reads: its columns, its rows' table, their filter and their order. */
export interface PageQuery {
  columns: string;
  from: string;
  where: string;
  orderBy: string;
  params: unknown[];
}

/** The page of the rows `query` selects, with how many there are in all. */
export async function selectPage<T>(db: Db, query: PageQuery, page: PageRequest): Promise<Page<T>> {
  const { columns, from, where, orderBy, params } = query;
  const count = await db.query<{ count: number }>(
    `SELECT count(*) AS count FROM ${from} WHERE ${where}`,
    params,
  );
  const { rows } = await db.query<T>(
    `SELECT ${columns} FROM ${from} WHERE ${where} ORDER BY ${orderBy}
     LIMIT ${page.limit} OFFSET ${page.offset}`,
    params,
  );
  return { count: count.rows[0]?.count ?? 0, rows };
}
