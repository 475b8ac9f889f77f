/**
 * What React (and Radix, in React's words) says in development when a component is misused:
 * each of these is a bug a user can meet.
 */
const REACT_WARNINGS = [
  /is changing from (un)?controlled to (un)?controlled/,
  /is changing an? (un)?controlled .* to be (un)?controlled/,
  /Each child in a list should have a unique "key" prop/,
  /Encountered two children with the same key/,
  /cannot be a descendant of|cannot contain a nested/,
  /Cannot update a component .* while rendering a different component/,
  /React does not recognize the .* prop on a DOM element/,
  /Received `(true|false)` for a non-boolean attribute/,
];

export function isReactWarning(text: string): boolean {
  return REACT_WARNINGS.some((pattern) => pattern.test(text));
}
