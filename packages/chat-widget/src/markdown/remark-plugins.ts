import remarkGfm from "remark-gfm";

/**
 * How an answer's Markdown is read: GitHub-flavoured (tables, strikethrough, autolinks, task
 * lists, footnotes). The renderer and the plain text read it alike, so both say the same.
 */
export const REMARK_PLUGINS = [remarkGfm];

/** The marks a task list item is drawn with: a mark, never a form control. */
export const TASK_MARKS = { done: "☑", open: "☐" } as const;
