import { act, fireEvent, render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PreloadLink } from "./preload-link";
import { RoutePreloadProvider } from "./route-preload-context";
import { createRoutePreloader, ROUTE_PRELOAD_ERROR } from "./route-preloader";

describe("createRoutePreloader", () => {
  it("loads the code of every lazy route on the path, parents included", async () => {
    const loaded: string[] = [];
    const lazy = (name: string) => async () => {
      loaded.push(name);
      return {};
    };
    const preload = createRoutePreloader([
      {
        path: "/",
        lazy: lazy("layout"),
        children: [
          { path: "users", lazy: lazy("users") },
          { path: "bots", lazy: lazy("bots") },
        ],
      },
    ]);
    preload("/users");
    await Promise.resolve();
    expect(loaded).toEqual(["layout", "users"]);
  });

  it("logs 'Error preloading route!' when the code cannot be loaded", async () => {
    const failure = new Error("chunk missing");
    const logged: unknown[][] = [];
    const preload = createRoutePreloader(
      [{ path: "/bots", lazy: () => Promise.reject(failure) }],
      (...entry) => logged.push(entry),
    );
    preload("/bots");
    await vi.waitFor(() => expect(logged).toEqual([[ROUTE_PRELOAD_ERROR, failure]]));
  });

  it("does nothing for a path no route matches", () => {
    const preload = createRoutePreloader([{ path: "/bots", lazy: () => Promise.reject() }]);
    expect(() => preload("/nowhere")).not.toThrow();
  });
});

describe("PreloadLink", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function renderLink() {
    const preloaded: string[] = [];
    const router = createMemoryRouter([
      {
        path: "/",
        element: (
          <RoutePreloadProvider preload={(path) => preloaded.push(path)}>
            <PreloadLink to="/users">Utilisateurs</PreloadLink>
          </RoutePreloadProvider>
        ),
      },
    ]);
    render(<RouterProvider router={router} />);
    return { preloaded, link: screen.getByRole("link", { name: "Utilisateurs" }) };
  }

  it("preloads the screen 50 ms after the pointer comes over the link", () => {
    const { preloaded, link } = renderLink();
    fireEvent.mouseEnter(link);
    act(() => vi.advanceTimersByTime(49));
    expect(preloaded).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    expect(preloaded).toEqual(["/users"]);
  });

  it("preloads nothing when the pointer only passes over it", () => {
    const { preloaded, link } = renderLink();
    fireEvent.mouseEnter(link);
    act(() => vi.advanceTimersByTime(30));
    fireEvent.mouseLeave(link);
    act(() => vi.advanceTimersByTime(100));
    expect(preloaded).toEqual([]);
  });

  it("preloads on keyboard focus too", () => {
    const { preloaded, link } = renderLink();
    fireEvent.focus(link);
    act(() => vi.advanceTimersByTime(50));
    expect(preloaded).toEqual(["/users"]);
  });
});
