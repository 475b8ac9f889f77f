import { type ComponentProps, type CSSProperties, type ReactNode, useId, useMemo } from "react";
import ReactMarkdown, { type Components } from "react-markdown";
import { safeUrl } from "../lib/safe-url";
import { useTexts } from "../lib/texts-context";
import { REMARK_PLUGINS, TASK_MARKS } from "./remark-plugins";

export { markdownToPlainText } from "./plain-text";

/**
 * A link that opens apart from the page, or within the answer for a footnote; a blanked (unsafe)
 * address keeps its text, leading nowhere. The other attributes come from the Markdown itself
 * (a footnote's id and label), never from HTML in the answer.
 */
function SafeLink({ href, children, ...attributes }: ComponentProps<"a">) {
  if (!href) return <span className="ami-blanked-link">{children}</span>;
  if (href.startsWith("#")) {
    return (
      <a {...attributes} href={href}>
        {children}
      </a>
    );
  }
  return (
    <a {...attributes} href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/**
 * A table column's alignment as a class: a style attribute would be refused by a strict content
 * security policy, and an answer carries none.
 */
function alignment(style: CSSProperties | undefined): string | undefined {
  const align = style?.textAlign;
  return align === "center" || align === "right" ? `ami-align-${align}` : undefined;
}

/**
 * How the answer's elements are drawn where the defaults would not do: links open apart, images
 * are only links to them (an answer loads nothing by itself), tables scroll in their own box with
 * their columns aligned by class, and task-list boxes are marks, not form controls.
 */
const COMPONENTS: Components = {
  a: ({ node: _node, ...link }) => <SafeLink {...link} />,
  img: ({ src, alt }) => {
    const href = typeof src === "string" ? src : undefined;
    return <SafeLink href={href}>{alt || href}</SafeLink>;
  },
  table: ({ children }) => (
    <div className="ami-table-scroll">
      <table>{children}</table>
    </div>
  ),
  th: ({ style, children }) => <th className={alignment(style)}>{children}</th>,
  td: ({ style, children }) => <td className={alignment(style)}>{children}</td>,
  input: ({ checked }) => (
    <span className="ami-task-mark">{checked ? TASK_MARKS.done : TASK_MARKS.open}</span>
  ),
};

/** Only relative addresses and the safe schemes survive; any other becomes no address at all. */
function urlTransform(url: string): string | null {
  return safeUrl(url) || null;
}

/**
 * An answer's GitHub-flavoured Markdown (tables, strikethrough, autolinks, footnotes headed in the
 * widget's language) as React elements. Raw HTML in it is shown as the text it is, never parsed.
 */
export function Markdown({ source }: { source: string }): ReactNode {
  const { label, backLabel } = useTexts().footnotes;
  // Each answer's footnotes get ids of their own, so that two answers' notes never collide.
  const answerId = useId().replace(/[^\w-]/g, "");
  const footnotes = useMemo(
    () => ({
      clobberPrefix: `${answerId}-`,
      footnoteLabel: label,
      footnoteLabelProperties: {},
      footnoteBackLabel: backLabel,
    }),
    [answerId, label, backLabel],
  );
  return (
    <ReactMarkdown
      remarkPlugins={REMARK_PLUGINS}
      remarkRehypeOptions={footnotes}
      components={COMPONENTS}
      urlTransform={urlTransform}
    >
      {source}
    </ReactMarkdown>
  );
}
