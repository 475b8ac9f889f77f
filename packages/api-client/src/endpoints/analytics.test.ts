import { describe, expect, it } from "vitest";
import { setUpTestContext } from "../test/test-context";
import { exportConversations, getAnalytics } from "./analytics";

const context = setUpTestContext();

const figures = { conversations: 2, questions: 3, no_answer: 1, likes: 1, dislikes: 0, curated: 1 };

describe("analytics endpoints", () => {
  it("reads GET /api/analytics/ for a bot, a period and a time zone", async () => {
    context.server.respond("GET", "/api/analytics/", {
      json: {
        interval: "week",
        time_zone: "Europe/Paris",
        since: "2026-11-01T00:00:00.000Z",
        until: "2026-11-27T00:00:00.000Z",
        totals: figures,
        series: [{ period: "2026-10-27", ...figures }],
        top_questions: [{ question: "Horaires ?", asked: 2 }],
        top_pages: [{ url: "https://example.org/horaires", cited: 3 }],
      },
    });
    const report = await getAnalytics(context.client, {
      bot_id: 4,
      interval: "week",
      time_zone: "Europe/Paris",
    });
    expect(context.server.onlyRequest().query).toEqual({
      bot_id: "4",
      interval: "week",
      time_zone: "Europe/Paris",
    });
    expect(report.series[0]).toEqual({ period: "2026-10-27", ...figures });
  });

  it("downloads the conversations from GET /api/analytics/conversations/", async () => {
    context.server.respond("GET", "/api/analytics/conversations/", { text: "conversation\r\n" });
    const file = await exportConversations(context.client, { account: 2 });
    expect(await file.text()).toBe("conversation\r\n");
    expect(context.server.onlyRequest().query).toEqual({ account: "2" });
  });
});
