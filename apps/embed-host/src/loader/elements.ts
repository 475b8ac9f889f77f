// The loader draws with the DOM alone: no framework, so that loader.js stays tiny.

/** An element of the loader's shadow root, with the class its styles know it by. */
export function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string) {
  const created = document.createElement(tag);
  created.className = className;
  return created;
}

/** One of the widget's icons (24 x 24, stroked with the text colour). */
export function icon(outline: string): SVGSVGElement {
  const namespace = "http://www.w3.org/2000/svg";
  const svg = document.createElementNS(namespace, "svg");
  svg.setAttribute("viewBox", "0 0 24 24");
  svg.setAttribute("aria-hidden", "true");
  const path = document.createElementNS(namespace, "path");
  path.setAttribute("d", outline);
  svg.append(path);
  return svg;
}
