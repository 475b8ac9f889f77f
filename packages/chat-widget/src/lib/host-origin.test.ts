import { describe, expect, it } from "vitest";
import { frameHostOrigin, reportedFrameHostOrigin } from "./host-origin";

describe("frameHostOrigin", () => {
  it("prefers the parent's origin as the browser reports it", () => {
    expect(
      frameHostOrigin({
        search: "?host=https%3A%2F%2Fshop.example",
        ancestorOrigins: ["https://parent.example"],
        referrer: "https://third.example/page",
      }),
    ).toBe("https://parent.example");
  });

  it("falls back to the origin the loader put into the address, then to the referrer's", () => {
    expect(
      frameHostOrigin({
        search: "?host=https%3A%2F%2Fshop.example",
        referrer: "https://b.example/",
      }),
    ).toBe("https://shop.example");
    expect(frameHostOrigin({ search: "", referrer: "https://b.example/x?y" })).toBe(
      "https://b.example",
    );
  });

  it("is undefined when nothing names a real origin", () => {
    expect(frameHostOrigin({ search: "?host=not a url", referrer: "" })).toBeUndefined();
    expect(
      frameHostOrigin({ search: "", ancestorOrigins: ["null"], referrer: "" }),
    ).toBeUndefined();
  });
});

describe("reportedFrameHostOrigin", () => {
  it("is the parent's origin as the browser reports it, else the referrer's, never the address's", () => {
    expect(
      reportedFrameHostOrigin({
        ancestorOrigins: ["https://parent.example"],
        referrer: "https://third.example/page",
      }),
    ).toBe("https://parent.example");
    expect(reportedFrameHostOrigin({ referrer: "https://b.example/x?y" })).toBe(
      "https://b.example",
    );
    expect(reportedFrameHostOrigin({ ancestorOrigins: ["null"], referrer: "" })).toBeUndefined();
  });
});
