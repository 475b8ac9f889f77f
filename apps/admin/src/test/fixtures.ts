import type { ReceivedRequest, ScriptedAnswer } from "./scripted-api";

/** An account as GET /api/accounts/ lists it, with no API keys set unless `overrides` says so. */
export function accountFixture(id: number, name: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    name,
    is_active: true,
    masked_openai_api_key: null as string | null,
    masked_pinecone_api_key: null as string | null,
    created_at: "2025-01-01T00:00:00Z",
    updated_at: "2025-01-01T00:00:00Z",
    ...overrides,
  };
}

/** An assistant as GET /api/bots/ lists it: active, linked to no knowledge base, on no site. */
export function botFixture(id: number, name: string, overrides: Record<string, unknown> = {}) {
  return {
    id,
    account: 1,
    name,
    is_active: true,
    model: "gpt-4o-mini",
    answer_mode: "language_model",
    channel_type: "web",
    welcome_message: "",
    avatar_url: null as string | null,
    text_knowledges: [] as number[],
    document_knowledges: [] as number[],
    allowed_origins: [] as string[],
    created_at: "2025-01-01T00:00:00Z",
    updated_at: "2025-01-01T00:00:00Z",
    ...overrides,
  };
}

/** A curated answer as GET /api/curated_answers/ lists it: never used, with no other wording. */
export function curatedAnswerFixture(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    bot: 3,
    question: `Question ${id} ?`,
    wordings: [] as string[],
    answer: `Réponse ${id}.`,
    link: null as string | null,
    uses: 0,
    created_at: "2025-03-01T09:00:00Z",
    updated_at: "2025-03-03T13:05:00Z",
    ...overrides,
  };
}

/** Answers POST /api/curated_answers/ as the API does: 201 with the answer saved as sent. */
export function curatedAnswerCreated(request: ReceivedRequest): ScriptedAnswer {
  return { status: 201, json: curatedAnswerFixture(9, request.body as Record<string, unknown>) };
}
