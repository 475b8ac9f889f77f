import { answerEngine } from "./answerers";
import { openDb } from "./api-database";
import { createChatBotFixture } from "./chat-bot-fixture";
import { round, summarise, timeEach } from "./stats";

// Run by `measureAtScale` in processes of their own, as the API runs: PGlite kept on disk in
// `dataDir`, the API's migrations. `ingest` fills a bot's knowledge base with `chunks` chunks;
// `answer` opens the same database as a restarted API would and times `questions` extractive
// answers after as many untimed. Each prints its figures and its memory as JSON.
const [phase, dataDir, ...numbers] = process.argv.slice(2);
const [chunks, questions, seed, knowledgeBaseId] = numbers.map(Number) as number[];
const MB = 1024 * 1024;

const db = await openDb({ databaseUrl: undefined, dataDir: dataDir as string });
try {
  if (phase === "ingest") {
    const fixture = await createChatBotFixture(db, {
      chunks: chunks as number,
      questions: (questions as number) * 2,
      seed: seed as number,
    });
    print({ ...fixture, rssMb: rssMb() });
  } else {
    // The questions come from the ingesting process, which generated them with the pages.
    const asked = JSON.parse(process.env.SCALE_QUESTIONS ?? "[]") as string[];
    const answer = (question: string) => answerEngine(db, [knowledgeBaseId as number], question);
    await timeEach(asked.slice(0, questions), answer);
    const times = await timeEach(asked.slice(questions), answer);
    const memory = process.memoryUsage();
    print({
      answer: summarise(times),
      rssMb: rssMb(),
      heapUsedMb: round(memory.heapUsed / MB, 0),
    });
  }
} finally {
  await db.close();
}

function rssMb(): number {
  return round(process.memoryUsage().rss / MB, 0);
}

function print(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value)}\n`);
}
