import {
  CURATED_ANSWER_CSV_COLUMNS,
  type CuratedAnswerImport,
  type CuratedAnswerImportResult,
  type CuratedAnswerPayload,
  curatedAnswerPayloadSchema,
} from "@org/api-client";
import type { Actor } from "../../actor";
import type { AppDeps } from "../../app-deps";
import { type FieldErrors, ValidationError } from "../../errors";
import { CsvError, formatCsv, parseCsv } from "../../lib/csv";
import { messages, validate } from "../../lib/validation";
import { botIsVisible } from "../bots/visible-bot";
import { type StoredWording, storeWordings, wordingsToStore } from "./wordings";

// Curated answers as a spreadsheet: exported, edited, imported back.

/** The columns as the export names them, in French, in this order; the last may be left out. */
const HEADER = Object.values(CURATED_ANSWER_CSV_COLUMNS);
/** The columns as files exported before name them: by the field each fills. */
const FIELD_HEADER = Object.keys(CURATED_ANSWER_CSV_COLUMNS);
/** Most answers one import adds or changes. */
export const MAX_IMPORTED_ROWS = 1000;
/** Problems listed before the import gives up saying more. */
const MAX_REPORTED_PROBLEMS = 20;

/** Every curated answer of a bot the actor may see, as CSV, oldest first. */
export async function exportCuratedAnswers(
  { db }: Pick<AppDeps, "db">,
  actor: Actor,
  botId: number,
): Promise<string> {
  if (!(await botIsVisible(db, actor, botId))) {
    throw new ValidationError({ bot_id: [messages.invalidPk(botId)] });
  }
  const { rows } = await db.query<{
    question: string;
    wordings: string[];
    answer: string;
    link: string | null;
  }>(
    `SELECT c.question, c.answer, c.link,
            ARRAY(SELECT w.wording FROM curated_answer_wordings w
                   WHERE w.curated_answer_id = c.id AND w.position > 0 ORDER BY w.position)
              AS wordings
       FROM curated_answers c WHERE c.bot_id = $1 ORDER BY c.id`,
    [botId],
  );
  return formatCsv([
    HEADER,
    ...rows.map((row) => [row.question, row.wordings.join("\n"), row.answer, row.link ?? ""]),
  ]);
}

/**
 * Adds the CSV's answers to a bot, or updates those whose question it already answers (whatever
 * the case). Every row is checked first: one wrong row writes nothing, and each problem is said
 * with its line.
 */
export async function importCuratedAnswers(
  deps: Pick<AppDeps, "db" | "config" | "logger">,
  actor: Actor,
  input: CuratedAnswerImport,
): Promise<CuratedAnswerImportResult> {
  const { db } = deps;
  if (!(await botIsVisible(db, actor, input.bot))) {
    throw new ValidationError({ bot: [messages.invalidPk(input.bot)] });
  }
  const answers = readRows(input);
  const prepared: { answer: CuratedAnswerPayload; wordings: StoredWording[] }[] = [];
  for (const answer of answers) {
    prepared.push({
      answer,
      wordings: await wordingsToStore(deps, input.bot, answer.question, answer.wordings ?? []),
    });
  }
  return db.transaction(async (tx) => {
    const result = { created: 0, updated: 0 };
    for (const { answer, wordings } of prepared) {
      const { rows } = await tx.query<{ id: number; created: boolean }>(
        `INSERT INTO curated_answers (bot_id, question, answer, link) VALUES ($1, $2, $3, $4)
         ON CONFLICT (bot_id, lower(question)) DO UPDATE
           SET question = EXCLUDED.question, answer = EXCLUDED.answer, link = EXCLUDED.link,
               updated_at = now()
         RETURNING id, xmax = 0 AS created`,
        [input.bot, answer.question, answer.answer, answer.link ?? null],
      );
      const row = rows[0] as { id: number; created: boolean };
      await storeWordings(tx, row.id, wordings);
      if (row.created) result.created += 1;
      else result.updated += 1;
    }
    return result;
  });
}

/** Whether a header line names the columns of `header`, whatever their case, the last one aside. */
function names(header: readonly string[], columns: readonly string[]): boolean {
  const expected = header.slice(0, columns.length).map((name) => name.toLowerCase());
  return columns.length >= header.length - 1 && columns.join("\n") === expected.join("\n");
}

/** The CSV's rows as curated answers, or a field error listing what is wrong, line by line. */
function readRows(input: CuratedAnswerImport): CuratedAnswerPayload[] {
  let rows: { line: number; fields: string[] }[];
  try {
    rows = parseCsv(input.csv);
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    throw new ValidationError({ csv: [`Line ${error.line}: ${error.message}.`] });
  }
  const [header, ...body] = rows;
  if (!header) throw new ValidationError({ csv: [messages.emptyFile] });
  const columns = header.fields.map((name) => name.trim().toLowerCase());
  if (!names(HEADER, columns) && !names(FIELD_HEADER, columns)) {
    throw new ValidationError({
      csv: [
        `Line 1 must name the columns: ${HEADER.join(";")} (${HEADER.at(-1)} may be left out).`,
      ],
    });
  }
  if (body.length === 0) throw new ValidationError({ csv: ["The file holds no answer."] });
  if (body.length > MAX_IMPORTED_ROWS) {
    throw new ValidationError({
      csv: [`At most ${MAX_IMPORTED_ROWS} answers can be imported at once.`],
    });
  }
  const problems: string[] = [];
  const answers: CuratedAnswerPayload[] = [];
  const seen = new Map<string, number>();
  for (const { line, fields } of body) {
    const [question = "", wordings = "", answer = "", link = ""] = fields;
    try {
      if (fields.length !== columns.length) {
        throw new ValidationError({
          non_field_errors: [`Expected ${columns.length} columns, found ${fields.length}.`],
        });
      }
      const payload = validate(curatedAnswerPayloadSchema, {
        bot: input.bot,
        question,
        wordings: wordings
          .split(/\r?\n/)
          .map((wording) => wording.trim())
          .filter((wording) => wording !== ""),
        answer,
        link: link.trim() === "" ? null : link.trim(),
      });
      const key = payload.question.toLowerCase();
      const earlier = seen.get(key);
      if (earlier !== undefined) {
        throw new ValidationError({ question: [`Already on line ${earlier}.`] });
      }
      seen.set(key, line);
      answers.push(payload);
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      problems.push(...describe(line, error.fields));
    }
  }
  if (problems.length > 0) {
    throw new ValidationError({ csv: problems.slice(0, MAX_REPORTED_PROBLEMS) });
  }
  return answers;
}

/** "Line 3: answer: This field may not be blank." for each error of a row. */
function describe(line: number, fields: FieldErrors, path = ""): string[] {
  return Object.entries(fields).flatMap(([field, errors]) => {
    const name = field === "non_field_errors" ? path : `${path}${path ? "." : ""}${field}`;
    if (!Array.isArray(errors)) return describe(line, errors, name);
    return errors.map((error) => `Line ${line}: ${name ? `${name}: ` : ""}${error}`);
  });
}
