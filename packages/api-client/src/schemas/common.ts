import * as z from "zod/mini";
import { isWebAddress } from "../web-address";

/** An ISO 8601 timestamp as the API writes it, read into a Date. */
export const dateFromString = z.pipe(
  z.string(),
  z.transform((value) => new Date(value)),
);

/** The page envelope of every paged list (Django REST Framework's PageNumberPagination). */
export function pagedSchema<T extends z.ZodMiniType>(item: T) {
  return z.object({
    count: z.number(),
    next: z.nullable(z.string()),
    previous: z.nullable(z.string()),
    results: z.array(item),
  });
}

export interface Paged<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

export interface PageParams {
  page?: number;
  page_size?: number;
}

/** Longest web address a field takes. */
const MAX_URL_LENGTH = 2000;

/** An absolute http:// or https:// address (`isWebAddress`), e.g. a privacy policy's. */
export const httpUrlSchema = z
  .url({ protocol: /^https?$/, error: "Enter a valid URL." })
  .check(z.maxLength(MAX_URL_LENGTH), z.refine(isWebAddress, { error: "Enter a valid URL." }));

/** A choice of an OPTIONS answer, e.g. a model or a channel type. */
export const choiceSchema = z.object({
  value: z.string(),
  display_name: z.string(),
});
export type Choice = z.infer<typeof choiceSchema>;

/** A source passage under an answer. */
export const linkSchema = z.object({
  url: z.string(),
  chunk: z.string(),
});
export type Link = z.infer<typeof linkSchema>;

/** A rating of an answer: 1 liked, -1 disliked, 0 not rated. */
export const ratingSchema = z.union([z.literal(1), z.literal(0), z.literal(-1)]);
export type Rating = z.infer<typeof ratingSchema>;
