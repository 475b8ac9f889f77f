import type { ChatBotFixture } from "./chat-bot-fixture";
import { seededRandom } from "./prng";
import { type LatencySummary, summarise } from "./stats";

/** How many visitors chat at once, and how. */
export interface VisitorsRun {
  visitors: number;
  /** Questions each visitor asks, one after the other. */
  questionsPerVisitor: number;
  /** A visitor reads an answer this long (drawn evenly between the two) before asking again. */
  thinkMs: readonly [number, number];
}

export interface VisitorsFigures {
  /** Over every question asked, from sending it to the whole answer read. */
  latency: LatencySummary;
  /** Sessions started and questions answered with a 2xx. */
  succeeded: { starts: number; messages: number };
  /** Non-2xx answers and failed requests, starts and questions together. */
  errors: number;
  /** From the first start to the last answer. */
  seconds: number;
}

/**
 * Visitors as a site has them: each, from an address of its own, starts a session, then asks its
 * questions one at a time, reading each answer before the next; all of them at once. What they
 * feel is the time each question takes to be answered.
 */
export async function runVisitors(
  url: string,
  fixture: ChatBotFixture,
  run: VisitorsRun,
  seed: number,
): Promise<VisitorsFigures> {
  const random = seededRandom(seed);
  const latencies: number[] = [];
  const figures = { starts: 0, messages: 0, errors: 0 };
  const post = (path: string, visitor: number, body: unknown) =>
    fetch(`${url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": visitorAddress(visitor) },
      body: JSON.stringify(body),
    });
  // Drawn up front, so that every run of a seed waits the same.
  const thinks = Array.from({ length: run.visitors }, () =>
    Array.from(
      { length: run.questionsPerVisitor },
      () => run.thinkMs[0] + random() * (run.thinkMs[1] - run.thinkMs[0]),
    ),
  );

  const visit = async (visitor: number) => {
    const started = await post("/api/sessions/start", visitor, { bot_id: fixture.botId }).catch(
      () => undefined,
    );
    if (started?.status !== 201) {
      figures.errors += 1;
      return;
    }
    figures.starts += 1;
    const session = (await started.json()) as { session_id: number; session_secret: string };
    for (const [asked, think] of (thinks[visitor] ?? []).entries()) {
      await new Promise((resolve) => setTimeout(resolve, think));
      const question = fixture.questions[(visitor * 7 + asked) % fixture.questions.length];
      const sent = performance.now();
      const answer = await post("/api/sessions/message", visitor, {
        session_id: session.session_id,
        session_secret: session.session_secret,
        message: question,
      }).catch(() => undefined);
      const body = answer ? await answer.text() : "";
      latencies.push(performance.now() - sent);
      if (answer?.status === 200 && body.length > 0) figures.messages += 1;
      else figures.errors += 1;
    }
  };

  const began = performance.now();
  await Promise.all(Array.from({ length: run.visitors }, (_, visitor) => visit(visitor)));
  return {
    latency: summarise(latencies),
    succeeded: { starts: figures.starts, messages: figures.messages },
    errors: figures.errors,
    seconds: Math.round((performance.now() - began) / 100) / 10,
  };
}

/** An address per visitor, apart from those of the throughput load (10.x.x.x). */
function visitorAddress(visitor: number): string {
  return `172.16.${(visitor >> 8) & 255}.${visitor & 255}`;
}
