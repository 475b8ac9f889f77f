import { embedTexts, questionLexemes } from "@org/knowledge";
import type { AppDeps } from "../../app-deps";
import type { Db } from "../../db/types";
import { embeddingSettingsOfOwner } from "../provider-settings/embedding-settings";

/** One way a curated answer's question is asked, as it is stored to be matched. */
export interface StoredWording {
  wording: string;
  lexemes: string[];
  embeddingModel: string | null;
  embedding: number[] | null;
}

/**
 * The question first, then its other wordings, each once (whatever its case), with what matching
 * reads of them: their lexemes and, when the bot's account has an embedding model, their vectors.
 * A provider that fails leaves them matched by words alone (logged).
 */
export async function wordingsToStore(
  deps: Pick<AppDeps, "db" | "config" | "logger">,
  botId: number,
  question: string,
  others: readonly string[],
): Promise<StoredWording[]> {
  const seen = new Set<string>();
  const texts = [question, ...others].filter((text) => {
    const key = text.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const lexemes = await Promise.all(texts.map((text) => questionLexemes(deps.db, text)));
  const { embedder } = await embeddingSettingsOfOwner(deps.db, deps.config, {
    table: "bots",
    id: botId,
  });
  let vectors: number[][] | undefined;
  if (embedder) {
    vectors = await embedTexts(embedder, texts).catch((error: unknown) => {
      deps.logger.warn("Curated answer wordings matched by words alone: embedding failed", {
        botId,
        model: embedder.model,
        reason: error instanceof Error ? error.message : String(error),
      });
      return undefined;
    });
  }
  return texts.map((wording, at) => ({
    wording,
    lexemes: lexemes[at] ?? [],
    embeddingModel: vectors && embedder ? embedder.model : null,
    embedding: vectors?.[at] ?? null,
  }));
}

/** Replaces a curated answer's stored wordings. */
export async function storeWordings(
  tx: Db,
  curatedAnswerId: number,
  wordings: readonly StoredWording[],
): Promise<void> {
  await tx.query("DELETE FROM curated_answer_wordings WHERE curated_answer_id = $1", [
    curatedAnswerId,
  ]);
  for (const [position, wording] of wordings.entries()) {
    await tx.query(
      `INSERT INTO curated_answer_wordings
         (curated_answer_id, position, wording, lexemes, embedding_model, embedding)
       VALUES ($1, $2, $3, $4::text[], $5, $6::float8[])`,
      [
        curatedAnswerId,
        position,
        wording.wording,
        wording.lexemes,
        wording.embeddingModel,
        wording.embedding,
      ],
    );
  }
}
