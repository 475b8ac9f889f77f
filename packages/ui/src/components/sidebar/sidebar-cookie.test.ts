import { afterEach, describe, expect, it } from "vitest";
import { readSidebarExpanded, sidebarCookie, writeSidebarExpanded } from "./sidebar-cookie";

describe("sidebar cookie", () => {
  afterEach(() => {
    document.cookie = "sidebar:state=; path=/; max-age=0";
  });

  it("is expanded when nothing was saved or the saved value is not false", () => {
    expect(readSidebarExpanded("")).toBe(true);
    expect(readSidebarExpanded("theme=dark; sidebar:state=true")).toBe(true);
    expect(readSidebarExpanded("sidebar:state=garbage")).toBe(true);
  });

  it("is collapsed when the saved value is false", () => {
    expect(readSidebarExpanded("a=1; sidebar:state=false; b=2")).toBe(false);
  });

  it("lasts seven days on the whole site", () => {
    expect(sidebarCookie(false)).toBe("sidebar:state=false; path=/; max-age=604800");
  });

  it("round-trips through the document cookie", () => {
    writeSidebarExpanded(false);
    expect(readSidebarExpanded()).toBe(false);
    writeSidebarExpanded(true);
    expect(readSidebarExpanded()).toBe(true);
  });
});
