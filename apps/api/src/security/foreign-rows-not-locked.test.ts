import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PERMISSION } from "../constants";
import { createAccountViaApi, insertUserWithToken, seededDemo } from "../testing/fixtures";
import { type ApiResponse, startTestApi, TEST_ADMIN, type TestApi } from "../testing/test-api";

/** Longer than any of these answers takes, far shorter than a lock held by another change. */
const PROMPT_ANSWER_MS = 2000;

/*
 * A change of another account's assistant, test or user is refused (404) at once, as for an id
 * that does not exist, even while that row is locked by a change its own account is making: it
 * neither waits for that change (which would tell that the row exists) nor locks the row itself.
 * On PGlite one transaction runs at a time, so a lock held there holds every request: this runs
 * in the postgres project only.
 */
describe.skipIf(process.env.API_TEST_DATABASE !== "postgres")(
  "a change of another account's row",
  () => {
    let api: TestApi;
    let adminToken: string;
    let demo: Awaited<ReturnType<typeof seededDemo>>;
    let outsider: string;
    let owner: string;

    beforeAll(async () => {
      api = await startTestApi();
      adminToken = await api.login(TEST_ADMIN.username, TEST_ADMIN.password);
      demo = await seededDemo(api);
      const permissions = [
        PERMISSION.changeBot,
        PERMISSION.changeAssistanttest,
        PERMISSION.deleteUser,
      ];
      const elsewhere = await createAccountViaApi(api, adminToken, "Ailleurs");
      outsider = (await insertUserWithToken(api, { accounts: [elsewhere], permissions })).token;
      owner = (await insertUserWithToken(api, { accounts: [demo.accountId], permissions })).token;
    });
    afterAll(async () => {
      await api?.close();
    });

    /** Locks the row as a change of it does, until the function answered is called. */
    async function lockRow(table: "bots" | "assistant_tests" | "users", id: number) {
      let release = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      let locked = () => {};
      const isLocked = new Promise<void>((resolve) => {
        locked = resolve;
      });
      const holder = api.db.transaction(async (tx) => {
        await tx.query(`SELECT 1 FROM ${table} WHERE id = $1 FOR UPDATE`, [id]);
        locked();
        await released;
      });
      await isLocked;
      return async () => {
        release();
        await holder;
      };
    }

    /** The answer, or "waiting" when there is none within PROMPT_ANSWER_MS. */
    function promptly(request: Promise<ApiResponse>): Promise<ApiResponse | "waiting"> {
      return Promise.race([
        request,
        new Promise<"waiting">((resolve) => setTimeout(() => resolve("waiting"), PROMPT_ANSWER_MS)),
      ]);
    }

    async function expectRefusedAtOnce(
      table: "bots" | "assistant_tests" | "users",
      id: number,
      method: string,
      path: string,
      json?: unknown,
    ) {
      const unlock = await lockRow(table, id);
      const foreign = api.request(method, path, { token: outsider, json });
      const own = api.request(method, path, { token: owner, json });
      const answered = await promptly(foreign);
      // The row's own account waits for the change in progress: the lock is real.
      const ownAnswered = await promptly(own);
      await unlock();
      expect(answered === "waiting" ? answered : answered.status, `${method} ${path}`).toBe(404);
      expect(ownAnswered, `${method} ${path} by its account`).toBe("waiting");
      expect((await own).status, `${method} ${path} by its account`).toBeLessThan(300);
    }

    it("is refused at once for an assistant", async () => {
      const bot = await api.request("POST", "/api/bots/", {
        token: adminToken,
        json: { account: demo.accountId, name: "Verrouillé" },
      });
      await expectRefusedAtOnce("bots", bot.body.id, "PATCH", `/api/bots/${bot.body.id}/`, {
        name: "Renommé",
      });
    });

    it("is refused at once for a test of an assistant", async () => {
      const test = await api.request("POST", "/api/assistant_tests/", {
        token: adminToken,
        json: {
          bot: demo.botId,
          question: "Quand ouvre la mairie ?",
          expect: "words",
          expected_words: ["mairie"],
        },
      });
      await expectRefusedAtOnce(
        "assistant_tests",
        test.body.id,
        "PATCH",
        `/api/assistant_tests/${test.body.id}/`,
        { question: "À quelle heure ouvre la mairie ?" },
      );
    });

    it("is refused at once for a user", async () => {
      const user = await insertUserWithToken(api, { accounts: [demo.accountId] });
      await expectRefusedAtOnce("users", user.id, "DELETE", `/api/users/${user.id}/`);
    });
  },
);
