import { ApiError } from "@org/api-client";
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { useForm } from "./use-form";

const refusal = (body: unknown) =>
  new ApiError({ kind: "response", status: 400, body, message: "Bad Request" });

function required({ name, email }: { name: string; email: string }) {
  return {
    ...(name === "" ? { name: "Nom requis" } : {}),
    ...(email === "" ? { email: "E-mail requis" } : {}),
  };
}

describe("useForm", () => {
  it("sends nothing while its check says something; a change takes away its field's message", async () => {
    const send = vi.fn();
    const { result } = renderHook(() =>
      useForm({ initialValues: { name: "", email: "" }, check: required, send }),
    );
    await act(() => result.current.submit());
    expect(send).not.toHaveBeenCalled();
    expect(result.current.errors).toEqual({ name: "Nom requis", email: "E-mail requis" });

    act(() => result.current.set("name", ""));
    expect(result.current.errors).toEqual({ email: "E-mail requis" });
  });

  it("checks again at each change once a send was tried, when asked to", async () => {
    const { result } = renderHook(() =>
      useForm({
        initialValues: { name: "", email: "a@b.c" },
        check: required,
        recheckOnChange: true,
        send: vi.fn(),
      }),
    );
    act(() => result.current.set("name", "Ada"));
    act(() => result.current.set("name", ""));
    expect(result.current.errors).toEqual({});
    await act(() => result.current.submit());
    expect(result.current.errors).toEqual({ name: "Nom requis" });
    act(() => result.current.set("name", "Ada"));
    expect(result.current.errors).toEqual({});
    act(() => result.current.set("name", ""));
    expect(result.current.errors).toEqual({ name: "Nom requis" });
  });

  it("shows the server's refusal under its fields, and what fits none under the form", async () => {
    const { result } = renderHook(() =>
      useForm({
        initialValues: { name: "Ada", email: "a@b.c" },
        send: () => {
          throw refusal({ email: ["Enter a valid email address."], plan: ["Invalid value."] });
        },
      }),
    );
    await act(() => result.current.submit());
    expect(result.current.errors).toEqual({
      email: "Saisissez une adresse e-mail valide.",
      form: "Valeur non valide.",
    });
    expect(result.current.submitting).toBe(false);
  });

  it("hands each change of values the caller keeps to the caller", () => {
    const onValuesChange = vi.fn();
    const { result } = renderHook(() =>
      useForm({
        initialValues: { name: "Ada", email: "" },
        values: { name: "Ada", email: "" },
        onValuesChange,
        send: vi.fn(),
      }),
    );
    act(() => result.current.set("email", "ada@example.org"));
    expect(onValuesChange).toHaveBeenCalledWith({ name: "Ada", email: "ada@example.org" });
    expect(result.current.values).toEqual({ name: "Ada", email: "" });
  });
});
