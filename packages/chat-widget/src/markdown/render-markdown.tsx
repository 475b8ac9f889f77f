import { createElement, Fragment, type ReactNode } from "react";
import { type BlockNode, parseMarkdown } from "./blocks";
import type { InlineNode } from "./inline";

/** The answer's markdown as React elements: text nodes only, so nothing in it is run as HTML. */
export function Markdown({ source }: { source: string }): ReactNode {
  return renderBlocks(parseMarkdown(source));
}

/**
 * Children passed as arguments rather than as an array need no keys: the nodes have no identity
 * beyond their place in the text, which is parsed again on every change.
 */
function group(children: ReactNode[]): ReactNode {
  return createElement(Fragment, null, ...children);
}

function renderBlocks(blocks: BlockNode[]): ReactNode {
  return group(blocks.map(renderBlock));
}

function renderBlock(block: BlockNode): ReactNode {
  switch (block.type) {
    case "paragraph":
      return <p>{renderInline(block.children)}</p>;
    case "heading":
      return createElement(`h${block.level}`, null, renderInline(block.children));
    case "code":
      return (
        <pre>
          <code>{block.text}</code>
        </pre>
      );
    case "quote":
      return <blockquote>{renderBlocks(block.children)}</blockquote>;
    case "rule":
      return <hr />;
    case "list": {
      const items = group(
        block.items.map((item) => createElement("li", null, renderListItem(item))),
      );
      return block.ordered ? (
        <ol start={block.start === 1 ? undefined : block.start}>{items}</ol>
      ) : (
        <ul>{items}</ul>
      );
    }
  }
}

/** A one-paragraph item is drawn without its paragraph, as a tight list. */
function renderListItem(blocks: BlockNode[]): ReactNode {
  const [only] = blocks;
  if (blocks.length === 1 && only?.type === "paragraph") return renderInline(only.children);
  return renderBlocks(blocks);
}

function renderInline(nodes: InlineNode[]): ReactNode {
  return group(nodes.map(renderInlineNode));
}

function renderInlineNode(node: InlineNode): ReactNode {
  switch (node.type) {
    case "text":
      return node.text;
    case "break":
      return <br />;
    case "code":
      return <code>{node.text}</code>;
    case "strong":
      return <strong>{renderInline(node.children)}</strong>;
    case "em":
      return <em>{renderInline(node.children)}</em>;
    case "del":
      return <del>{renderInline(node.children)}</del>;
    case "link":
      // A blanked (unsafe) address keeps its text but leads nowhere.
      return node.href === "" ? (
        <span className="ami-blanked-link">{renderInline(node.children)}</span>
      ) : (
        <a href={node.href} target="_blank" rel="noopener noreferrer">
          {renderInline(node.children)}
        </a>
      );
  }
}
