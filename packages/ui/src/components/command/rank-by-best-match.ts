const GROUP = "[cmdk-group]";
const GROUP_ITEMS = "[cmdk-group-items]";
const ITEM = "[cmdk-item]";

/** How well each item (by its id) matches the search, as cmdk scored it; 0 when it is not shown. */
export type MatchScores = ReadonlyMap<string, number>;

/** The best score of the items in `element` (itself one, or holding some). */
function bestScore(element: Element, scores: MatchScores): number {
  const items = element.matches(ITEM) ? [element] : Array.from(element.querySelectorAll(ITEM));
  return Math.max(0, ...items.map((item) => scores.get(item.id) ?? 0));
}

/** Moves `elements` to the end of their parent, best first; equal ones keep their order. */
function appendBestFirst(elements: Element[], scores: MatchScores) {
  const ranked = elements
    .map((element, index) => ({ element, index, score: bestScore(element, scores) }))
    .sort((a, b) => b.score - a.score || a.index - b.index);
  for (const { element } of ranked) element.parentElement?.appendChild(element);
}

/**
 * Puts the groups of a command list in the order of their best item, and the items of each group
 * best first, so that the first item shown, the one Enter runs, is the best match of all. cmdk
 * 1.1 ranks the items of each group but looks its groups up by an id they do not carry, so the
 * groups kept the order they were declared in: a weak match in the first group came before the
 * best match of a later one. Groups that match equally keep the order of `declaredGroups`.
 */
export function rankByBestMatch(list: Element, declaredGroups: Element[], scores: MatchScores) {
  const groups = Array.from(list.querySelectorAll(GROUP));
  const declared = (group: Element) => {
    const index = declaredGroups.indexOf(group);
    return index < 0 ? declaredGroups.length : index;
  };
  groups.sort((a, b) => declared(a) - declared(b));
  for (const group of groups) {
    appendBestFirst(Array.from(group.querySelector(GROUP_ITEMS)?.children ?? []), scores);
  }
  appendBestFirst(groups, scores);
}
