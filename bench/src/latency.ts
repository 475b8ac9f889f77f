import { answerEngine } from "./answerers";
import type { Bm25Index } from "./bm25";
import { type Db, engine, visibleChunk } from "./engine";
import type { LatencyResults, MatchingChunksBucket } from "./results";
import { summarise, timeEach } from "./stats";

/**
 * Times, one question at a time and after untimed warm-up questions, the engine's answers
 * (and in detail mode its retrieval alone, and answers by matching chunks) and the baseline's
 * searches over the same knowledge base.
 */
export async function measureLatency({
  db,
  knowledgeBaseId,
  index,
  warmUp,
  questions,
  detailed,
}: {
  db: Db;
  knowledgeBaseId: number;
  index: Bm25Index;
  warmUp: readonly string[];
  questions: readonly string[];
  detailed: boolean;
}): Promise<LatencyResults> {
  const answer = (question: string) => answerEngine(db, [knowledgeBaseId], question);
  await timeEach(warmUp, answer);
  const answerTimes = await timeEach(questions, answer);

  let detail: Pick<LatencyResults, "engineRetrieve" | "engineAnswerByMatchingChunks"> = {};
  if (detailed) {
    const termsByQuestion: string[][] = [];
    const retrieveTimes = await timeEach(questions, async (question) => {
      termsByQuestion.push(
        (await engine.retrieve({ db, question, knowledgeBaseIds: [knowledgeBaseId] })).terms,
      );
    });
    detail = {
      engineRetrieve: summarise(retrieveTimes),
      engineAnswerByMatchingChunks: await byMatchingChunks(
        db,
        knowledgeBaseId,
        termsByQuestion,
        answerTimes,
      ),
    };
  }

  const search = (question: string) => index.search(question, 3);
  await timeEach(warmUp, search);
  const bm25Times = await timeEach(questions, search);
  return {
    warmUp: warmUp.length,
    engineAnswer: summarise(answerTimes),
    ...detail,
    bm25: summarise(bm25Times),
  };
}

const MATCHING_CHUNK_BUCKETS = [
  { label: "fewer than 1,000", below: 1000 },
  { label: "1,000 to 2,999", below: 3000 },
  { label: "3,000 or more", below: Number.POSITIVE_INFINITY },
];

/**
 * Groups answer times by the number of chunks holding any of the question's terms, counted
 * with the text search configuration the engine searches with.
 */
async function byMatchingChunks(
  db: Db,
  knowledgeBaseId: number,
  termsByQuestion: readonly string[][],
  answerTimes: readonly number[],
): Promise<MatchingChunksBucket[]> {
  const groups = MATCHING_CHUNK_BUCKETS.map(() => [] as number[]);
  for (const [index, terms] of termsByQuestion.entries()) {
    const counted = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n
         FROM knowledge_chunks c JOIN knowledge_bases kb ON kb.id = c.knowledge_base_id
        WHERE kb.id = $1 AND ${visibleChunk("c", "kb")}
          AND c.search_vector @@ to_tsquery('fr_unaccent', array_to_string($2::text[], ' | '))`,
      [knowledgeBaseId, terms],
    );
    const matching = counted.rows[0]?.n ?? 0;
    const bucket = MATCHING_CHUNK_BUCKETS.findIndex((entry) => matching < entry.below);
    groups[bucket]?.push(answerTimes[index] ?? 0);
  }
  return MATCHING_CHUNK_BUCKETS.map((entry, index) => ({
    matchingChunks: entry.label,
    answer: summarise(groups[index] ?? []),
  })).filter((bucket) => bucket.answer.count > 0);
}
