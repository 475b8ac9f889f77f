import { describe, expect, it } from "vitest";
import { LOCAL_API_BASE_URL } from "../constants";
import { resolveApiBaseUrl } from "./base-url";

const page = (hostname: string) => ({ hostname, origin: `https://${hostname}` });
const hosts = {
  byHostName: {
    "admin.dev.example.org": "https://api.dev.example.org",
    "admin.example.org": "https://api.example.org",
  },
  fallback: "https://api.example.org",
};

describe("resolveApiBaseUrl", () => {
  it("sends local pages to the local API", () => {
    expect(resolveApiBaseUrl(hosts, page("localhost"))).toBe(LOCAL_API_BASE_URL);
    expect(resolveApiBaseUrl(hosts, page("127.0.0.1"))).toBe(LOCAL_API_BASE_URL);
  });

  it("sends the development and production UIs to their APIs", () => {
    expect(resolveApiBaseUrl(hosts, page("admin.dev.example.org"))).toBe(
      "https://api.dev.example.org",
    );
    expect(resolveApiBaseUrl(hosts, page("admin.example.org"))).toBe("https://api.example.org");
  });

  it("lets a mapping override a local host name", () => {
    const local = { byHostName: { localhost: "http://localhost:9000" } };
    expect(resolveApiBaseUrl(local, page("localhost"))).toBe("http://localhost:9000");
  });

  it("sends other hosts to the fallback, else to the page's own origin", () => {
    expect(resolveApiBaseUrl(hosts, page("preview.example.net"))).toBe("https://api.example.org");
    expect(resolveApiBaseUrl({}, page("preview.example.net"))).toBe("https://preview.example.net");
  });

  it("without a page, uses the fallback, else the local API", () => {
    expect(resolveApiBaseUrl(hosts, undefined)).toBe("https://api.example.org");
    expect(resolveApiBaseUrl({}, undefined)).toBe(LOCAL_API_BASE_URL);
  });
});
