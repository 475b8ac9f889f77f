export type Rating = 0 | 1 | -1;

export type RatingAction = "like" | "dislike";

/** Like sets 1 (or 0 when already liked); dislike sets -1 (or 0 when already disliked). */
export function nextRating(current: Rating, action: RatingAction): Rating {
  const target: Rating = action === "like" ? 1 : -1;
  return current === target ? 0 : target;
}
