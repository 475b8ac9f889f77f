/** API answers as the server writes them, for scripting the recording server. */

const CREATED_AT = "2026-01-02T10:00:00Z";
const UPDATED_AT = "2026-03-04T11:00:00Z";

export function paged<T>(results: T[], count = results.length) {
  return { count, next: null, previous: null, results };
}

export const accountJson = (id: number, name = `Account ${id}`) => ({
  id,
  name,
  is_active: true,
  plan: "Free",
  masked_openai_api_key: "sk-…abcd",
  masked_pinecone_api_key: null,
  created_at: CREATED_AT,
  updated_at: UPDATED_AT,
});

export const userJson = (userId: number, username = `user${userId}`) => ({
  user_id: userId,
  username,
  email: `${username}@example.org`,
  first_name: "Ada",
  last_name: "Lovelace",
  is_staff: false,
  is_active: true,
  accounts: [1],
  permissions: ["bots.view_bot"],
  language: "fr",
});

export const botJson = (id: number, name = `Bot ${id}`) => ({
  id,
  account: 1,
  name,
  is_active: true,
  model: "gpt-4o-mini",
  channel_type: "web",
  welcome_message: "Bonjour",
  avatar_url: null,
  text_knowledges: [1],
  document_knowledges: [2],
  allowed_origins: [],
  created_at: CREATED_AT,
  updated_at: UPDATED_AT,
});

export const textKnowledgeJson = (id: number, type: "text" | "url" = "text") => ({
  id,
  name: `Base ${id}`,
  type,
  value: type === "text" ? "Horaires: 9h-17h" : null,
  url: type === "url" ? "https://example.org/" : null,
  is_active: true,
  chunk_count: 3,
  last_ingested_at: null,
  created_at: CREATED_AT,
  updated_at: UPDATED_AT,
});

export const documentJson = (id: number) => ({
  id,
  name: `Document ${id}`,
  url: `https://files.example.org/${id}.pdf`,
  size: 1234,
  content_type: "application/pdf",
  is_active: true,
  chunk_count: 5,
  last_ingested_at: UPDATED_AT,
  created_at: CREATED_AT,
  updated_at: UPDATED_AT,
});

export const taskJson = (id: number, status = "running") => ({
  id,
  kind: "url_ingest",
  knowledge_base: 4,
  knowledge_base_name: "Site",
  status,
  progress_done: 2,
  progress_total: 10,
  errors: [],
  created_at: CREATED_AT,
  updated_at: UPDATED_AT,
  finished_at: null,
});

export const bubbleJson = (id: number, order: number, isActive = true) => ({
  id,
  message: `Bubble ${id}`,
  bot: 7,
  order,
  is_active: isActive,
  created_at: CREATED_AT,
});

export const shortcutJson = (id: number, order: number, isActive = true) => ({
  id,
  label: `Shortcut ${id}`,
  value: `Question ${id}`,
  bot: 7,
  order,
  is_active: isActive,
  created_at: CREATED_AT,
});

export const messageJson = (id: number, sentFrom: "bot" | "user" = "bot") => ({
  id,
  session: 11,
  sent_from: sentFrom,
  sent_at: CREATED_AT,
  message: `Message ${id}`,
  rating: 0,
  reformulated_message: "",
  links: [],
});

export const chatHistoryJson = (id: number) => ({
  id,
  bot: 7,
  started_at: CREATED_AT,
  closed_at: null,
  message_count: 4,
  last_message: "Merci",
  likes: 1,
  dislikes: 0,
});

export const answerJson = (id: number) => ({
  id,
  answer: "Nous ouvrons à 9h.",
  links: [{ url: "https://example.org/horaires", chunk: "Ouvert de 9h à 17h" }],
  rating: 0,
  curated: false,
  small_talk: false,
});

export const SESSION_SECRET = "secret-of-session-11";

export const sessionStartJson = {
  session_id: 11,
  session_secret: SESSION_SECRET,
  bot_name: "Assistant",
  welcome_message: "Bonjour !",
  bot_avatar_url: "https://example.org/avatar.png",
};

export const missedQuestionJson = (id: number, status = "todo") => ({
  id,
  bot: 1,
  question: `Question ${id} ?`,
  status,
  reopened: false,
  status_changed_at: "2026-11-01T10:00:00Z",
  asked: 3,
  last_asked_at: "2026-11-02T10:00:00Z",
  kinds: { no_answer: 2, disliked: 1, low_confidence: 0 },
  wordings: [`question ${id}`],
  wordings_count: 1,
  comments: ["Pas la bonne page"],
});

export const curatedAnswerJson = (id: number) => ({
  id,
  bot: 1,
  question: `Question ${id} ?`,
  wordings: [`autre question ${id}`],
  answer: `Réponse ${id}.`,
  link: null,
  uses: 2,
  created_at: "2026-11-01T10:00:00Z",
  updated_at: "2026-11-02T10:00:00Z",
});
