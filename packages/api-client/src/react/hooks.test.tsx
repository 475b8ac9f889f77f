// @vitest-environment happy-dom
import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, renderHook, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "../client/api-error";
import type { ApiClient } from "../client/create-api-client";
import {
  accountJson,
  chatHistoryJson,
  curatedAnswerJson,
  messageJson,
  paged,
  textKnowledgeJson,
  userJson,
} from "../test/fixtures";
import { setUpTestContext } from "../test/test-context";
import { ApiClientProvider, useApiClient } from "./api-client-context";
import { createQueryClient, type QueryErrorOrigin } from "./query-client";
import { useAccounts, useUpdateAccount } from "./use-accounts";
import { useCurrentUser, useUpdateCurrentUser } from "./use-auth";
import { useBots } from "./use-bots";
import {
  useChatMessages,
  useChatSession,
  useChatSessions,
  useDeleteConversation,
} from "./use-chat-history";
import { useCuratedAnswer, useUpdateCuratedAnswer } from "./use-curated-answers";
import { useKnowledgeBases } from "./use-knowledge-bases";

const context = setUpTestContext();

function wrapperFor(client: ApiClient, queryClient = createQueryClient()) {
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client}>{children}</ApiClientProvider>
    </QueryClientProvider>
  );
}

function BaseUrl() {
  return <p>{useApiClient().baseUrl()}</p>;
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("query hooks against the API", () => {
  it("does not retry a query the server answers with 401", async () => {
    context.server.respond("GET", "/api/bots/", {
      status: 401,
      json: { detail: "Invalid token." },
    });
    const reported: QueryErrorOrigin[] = [];
    const queryClient = createQueryClient({ onError: (_error, origin) => reported.push(origin) });
    const { result } = renderHook(() => useBots(), {
      wrapper: wrapperFor(context.client, queryClient),
    });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBeInstanceOf(ApiError);
    expect((result.current.error as ApiError).detail).toBe("Invalid token.");
    expect(context.server.requests).toHaveLength(1);
    expect(context.server.requests[0]?.headers.authorization).toMatch(/^Token /);
    expect(reported).toEqual(["query"]);
  });

  it("loads knowledge bases through the hook with the KB query options", async () => {
    context.server.respond("GET", "/api/text_knowledge_bases/", {
      json: paged([textKnowledgeJson(1), textKnowledgeJson(2, "url")]),
    });
    const queryClient = createQueryClient();
    const { result } = renderHook(() => useKnowledgeBases({ type: "url" }), {
      wrapper: wrapperFor(context.client, queryClient),
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(context.server.onlyRequest().query).toEqual({ format: "json", type: "url" });
    const query = queryClient.getQueryCache().getAll()[0];
    expect(query?.options).toMatchObject({ refetchOnWindowFocus: false });
  });

  it("refetches the list after a successful update", async () => {
    context.server.respond("GET", "/api/accounts/", { json: paged([accountJson(1, "Avant")]) });
    context.server.respond("PATCH", "/api/accounts/1/", { json: accountJson(1, "Après") });
    const { result } = renderHook(() => ({ list: useAccounts(), update: useUpdateAccount() }), {
      wrapper: wrapperFor(context.client),
    });
    await waitFor(() => expect(result.current.list.data?.results[0]?.name).toBe("Avant"));
    context.server.respond("GET", "/api/accounts/", { json: paged([accountJson(1, "Après")]) });
    await act(() => result.current.update.mutateAsync({ id: 1, changes: { name: "Après" } }));
    await waitFor(() => expect(result.current.list.data?.results[0]?.name).toBe("Après"));
    expect(context.server.requests.map(({ method }) => method)).toEqual(["GET", "PATCH", "GET"]);
  });

  it("reads the conversations again once one is deleted, but not the deleted one's messages", async () => {
    context.server.respond("GET", "/api/sessions/", { json: paged([chatHistoryJson(11)]) });
    context.server.respond("GET", "/api/messages/", { json: paged([messageJson(1)]) });
    context.server.respond("DELETE", "/api/sessions/11/", { status: 204 });
    const { result } = renderHook(
      () => ({
        list: useChatSessions(7),
        messages: useChatMessages(11),
        remove: useDeleteConversation(),
      }),
      { wrapper: wrapperFor(context.client) },
    );
    await waitFor(() => expect(result.current.messages.data).toHaveLength(1));
    await waitFor(() => expect(result.current.list.data?.results).toHaveLength(1));
    context.server.respond("GET", "/api/sessions/", { json: paged([]) });
    await act(() => result.current.remove.mutateAsync(11));
    await waitFor(() => expect(result.current.list.data?.results).toEqual([]));
    expect(
      context.server.requests.map(({ method, path }) => `${method} ${path}`).slice(-2),
    ).toEqual(["DELETE /api/sessions/11/", "GET /api/sessions/"]);
  });

  it("reads one conversation from any of its sessions", async () => {
    context.server.respond("GET", "/api/sessions/12/", { json: chatHistoryJson(11) });
    const { result } = renderHook(() => useChatSession(12), {
      wrapper: wrapperFor(context.client),
    });
    await waitFor(() => expect(result.current.data?.id).toBe(11));
    expect(context.server.onlyRequest().path).toBe("/api/sessions/12/");
  });

  it("reads one curated answer, and again once it is changed", async () => {
    context.server.respond("GET", "/api/curated_answers/4/", { json: curatedAnswerJson(4) });
    const { result } = renderHook(
      () => ({ answer: useCuratedAnswer(4), update: useUpdateCuratedAnswer() }),
      { wrapper: wrapperFor(context.client) },
    );
    await waitFor(() => expect(result.current.answer.data?.answer).toBe("Réponse 4."));
    const changed = { ...curatedAnswerJson(4), answer: "Autre réponse." };
    context.server.respond("PATCH", "/api/curated_answers/4/", { json: changed });
    context.server.respond("GET", "/api/curated_answers/4/", { json: changed });
    await act(() =>
      result.current.update.mutateAsync({ id: 4, changes: { answer: "Autre réponse." } }),
    );
    await waitFor(() => expect(result.current.answer.data?.answer).toBe("Autre réponse."));
  });

  it("shows the signed-in user as changed once their profile is saved, without reading it again", async () => {
    context.server.respond("GET", "/api/auth/me/", { json: userJson(3, "ada") });
    context.server.respond("PATCH", "/api/auth/me/", {
      json: { ...userJson(3, "ada"), first_name: "Augusta", language: "en" },
    });
    const { result } = renderHook(
      () => ({ user: useCurrentUser(), update: useUpdateCurrentUser() }),
      { wrapper: wrapperFor(context.client) },
    );
    await waitFor(() => expect(result.current.user.data?.first_name).toBe("Ada"));
    await act(() => result.current.update.mutateAsync({ first_name: "Augusta", language: "en" }));
    await waitFor(() =>
      expect(result.current.user.data).toMatchObject({ first_name: "Augusta", language: "en" }),
    );
    expect(
      context.server.requests
        .filter((request) => request.path === "/api/auth/me/")
        .map((request) => request.method),
    ).toEqual(["GET", "PATCH"]);
  });

  it("reports a failed mutation to onError as a mutation", async () => {
    context.server.respond("PATCH", "/api/accounts/1/", {
      status: 400,
      json: { name: ["Too long."] },
    });
    const reported: QueryErrorOrigin[] = [];
    const queryClient = createQueryClient({ onError: (_error, origin) => reported.push(origin) });
    const { result } = renderHook(() => useUpdateAccount(), {
      wrapper: wrapperFor(context.client, queryClient),
    });
    await act(() =>
      result.current.mutateAsync({ id: 1, changes: { name: "x" } }).catch(() => undefined),
    );
    expect(reported).toEqual(["mutation"]);
  });
});

describe("useApiClient", () => {
  it("gives the provided client", () => {
    render(
      <ApiClientProvider client={context.client}>
        <BaseUrl />
      </ApiClientProvider>,
    );
    expect(screen.getByText(context.server.url)).toBeTruthy();
  });

  it("throws outside its provider", () => {
    expect(() => renderHook(() => useApiClient())).toThrow(
      "useApiClient must be used inside an ApiClientProvider",
    );
  });
});
