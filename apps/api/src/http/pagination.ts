import type { Context } from "hono";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "../constants";
import { NotFoundError } from "../errors";
import type { Page, PageRequest } from "../lib/pages";
import type { AppEnv } from "./app-env";

/** `page` (from 1) and `page_size` (default 100, at most 1000) of a list request. */
export function readPageRequest(c: Context): PageRequest {
  const rawPage = c.req.query("page");
  const page = rawPage === undefined || rawPage === "" ? 1 : Number(rawPage);
  if (!Number.isSafeInteger(page) || page < 1) throw new NotFoundError("Invalid page.");
  const rawSize = Number(c.req.query("page_size"));
  const limit =
    Number.isSafeInteger(rawSize) && rawSize > 0
      ? Math.min(rawSize, MAX_PAGE_SIZE)
      : DEFAULT_PAGE_SIZE;
  return { page, limit, offset: (page - 1) * limit };
}

/** The `{count, next, previous, results}` envelope; a page past the end is "Invalid page.". */
export function pagedJson<T>(c: Context<AppEnv>, request: PageRequest, page: Page<T>): Response {
  if (request.page > 1 && request.offset >= page.count) throw new NotFoundError("Invalid page.");
  const linkTo = (target: number) => {
    const url = new URL(c.req.url);
    if (target === 1) url.searchParams.delete("page");
    else url.searchParams.set("page", String(target));
    return `${c.get("publicUrl")}${url.pathname}${url.search}`;
  };
  return c.json({
    count: page.count,
    next: request.offset + request.limit < page.count ? linkTo(request.page + 1) : null,
    previous: request.page > 1 ? linkTo(request.page - 1) : null,
    results: page.rows,
  });
}
