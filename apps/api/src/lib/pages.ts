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
