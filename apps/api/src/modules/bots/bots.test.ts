import { DEFAULT_APPEARANCE } from "@org/api-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHANNEL_TYPE_CHOICES, MODEL_CHOICES } from "../../constants";
import { createAccountViaApi, insertUserWithToken, seededDemo } from "../../testing/fixtures";
import { startTestApi, TEST_ADMIN, type TestApi } from "../../testing/test-api";

describe("bots", () => {
  let api: TestApi;
  let adminToken: string;
  let demo: Awaited<ReturnType<typeof seededDemo>>;

  beforeAll(async () => {
    api = await startTestApi();
    adminToken = await api.login(TEST_ADMIN.username, TEST_ADMIN.password);
    demo = await seededDemo(api);
  });
  afterAll(async () => {
    await api?.close();
  });

  it("creates, reads, changes and deletes a bot with its linked knowledge bases", async () => {
    const created = await api.request("POST", "/api/bots/", {
      token: adminToken,
      json: {
        account: demo.accountId,
        name: "Support",
        model: "gpt-4o",
        channel_type: "web",
        welcome_message: "Bienvenue !",
        avatar_url: "https://cdn.example.com/avatar.png",
        system_prompt: "Sois bref.",
        text_knowledges: [demo.knowledgeBaseId],
      },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      account: demo.accountId,
      name: "Support",
      is_active: true,
      model: "gpt-4o",
      channel_type: "web",
      welcome_message: "Bienvenue !",
      avatar_url: "https://cdn.example.com/avatar.png",
      system_prompt: "Sois bref.",
      text_knowledges: [demo.knowledgeBaseId],
      document_knowledges: [],
    });
    const path = `/api/bots/${created.body.id}/`;
    const patched = await api.request("PATCH", path, {
      token: adminToken,
      json: { is_active: false, text_knowledges: [], avatar_url: null },
    });
    expect(patched.body).toMatchObject({ is_active: false, text_knowledges: [], avatar_url: null });
    expect((await api.request("GET", path, { token: adminToken })).body.name).toBe("Support");
    expect((await api.request("DELETE", path, { token: adminToken })).status).toBe(204);
    expect((await api.request("GET", path, { token: adminToken })).status).toBe(404);
  });

  it("keeps both changes of its knowledge bases made at the same moment", async () => {
    const text = await api.request("POST", "/api/text_knowledge_bases/", {
      token: adminToken,
      json: { name: "Horaires", value: "La mairie ouvre à 9 h.", account: demo.accountId },
    });
    const form = new FormData();
    form.append("name", "Guide");
    form.append("account", String(demo.accountId));
    form.append(
      "document",
      new File(["# Guide\n\nBienvenue."], "guide.md", { type: "text/markdown" }),
    );
    const document = await api.request("POST", "/api/document_knowledge_bases/", {
      token: adminToken,
      body: form,
    });
    expect([text.status, document.status]).toEqual([201, 201]);
    for (const round of [1, 2, 3]) {
      const bot = await api.request("POST", "/api/bots/", {
        token: adminToken,
        json: {
          account: demo.accountId,
          name: `Deux à la fois ${round}`,
          text_knowledges: [demo.knowledgeBaseId],
        },
      });
      const path = `/api/bots/${bot.body.id}/`;
      const changed = await Promise.all([
        api.request("PATCH", path, {
          token: adminToken,
          json: { text_knowledges: [demo.knowledgeBaseId, text.body.id] },
        }),
        api.request("PATCH", path, {
          token: adminToken,
          json: { document_knowledges: [document.body.id] },
        }),
      ]);
      expect(changed.map((response) => response.status)).toEqual([200, 200]);
      const read = await api.request("GET", path, { token: adminToken });
      expect(read.body).toMatchObject({
        text_knowledges: expect.arrayContaining([demo.knowledgeBaseId, text.body.id]),
        document_knowledges: [document.body.id],
      });
      await api.request("DELETE", path, { token: adminToken });
    }
  });

  it("offers the model and channel type choices through OPTIONS", async () => {
    const response = await api.request("OPTIONS", "/api/bots/", { token: adminToken });
    expect(response.status).toBe(200);
    expect(response.body.actions.POST.model.choices).toEqual(MODEL_CHOICES);
    expect(response.body.actions.POST.channel_type.choices).toEqual(CHANNEL_TYPE_CHOICES);
    for (const choice of response.body.actions.POST.model.choices) {
      expect(Object.keys(choice).sort()).toEqual(["display_name", "value"]);
    }
  });

  it("refuses a malformed model name, a channel outside the choices, a bad avatar address and a foreign link", async () => {
    const otherAccount = await createAccountViaApi(api, adminToken, "Ailleurs");
    const foreign = await api.request("POST", "/api/text_knowledge_bases/", {
      token: adminToken,
      json: { name: "Ailleurs", value: "Texte", account: otherAccount },
    });
    const response = await api.request("POST", "/api/bots/", {
      token: adminToken,
      json: {
        account: demo.accountId,
        name: "Mauvais",
        model: "gpt 4o; DROP",
        channel_type: "pigeon",
        avatar_url: "javascript:alert(1)",
        text_knowledges: [foreign.body.id],
      },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      model: [
        "Enter a model name such as gpt-4o-mini: at most 200 letters, digits and . _ : / @ + -, starting with a letter or digit.",
      ],
      channel_type: ['"pigeon" is not a valid choice.'],
      avatar_url: ["Enter a valid URL."],
      text_knowledges: [`Invalid pk "${foreign.body.id}" - object does not exist.`],
    });
    const asDocument = await api.request("PATCH", `/api/bots/${demo.botId}/`, {
      token: adminToken,
      json: { document_knowledges: [demo.knowledgeBaseId] },
    });
    expect(asDocument.status).toBe(400);
    expect(asDocument.body).toEqual({
      document_knowledges: [`Invalid pk "${demo.knowledgeBaseId}" - object does not exist.`],
    });
  });

  it("shows and changes the system prompt only for holders of its permissions", async () => {
    const viewer = await insertUserWithToken(api, {
      accounts: [demo.accountId],
      permissions: ["bots.view_bot", "bots.change_bot"],
    });
    const bot = await api.request("GET", `/api/bots/${demo.botId}/`, { token: viewer.token });
    expect(bot.status).toBe(200);
    expect(bot.body).not.toHaveProperty("system_prompt");
    const list = await api.request("GET", "/api/bots/", { token: viewer.token });
    expect(list.body.results[0]).not.toHaveProperty("system_prompt");
    const change = await api.request("PATCH", `/api/bots/${demo.botId}/`, {
      token: viewer.token,
      json: { system_prompt: "Réponds en anglais." },
    });
    expect(change.status).toBe(403);
    const rename = await api.request("PATCH", `/api/bots/${demo.botId}/`, {
      token: viewer.token,
      json: { welcome_message: "Salut !" },
    });
    expect(rename.status).toBe(200);

    const prompter = await insertUserWithToken(api, {
      accounts: [demo.accountId],
      permissions: [
        "bots.view_bot",
        "bots.change_bot",
        "bots.view_bot__system_prompt",
        "bots.change_bot__system_prompt",
      ],
    });
    const changed = await api.request("PATCH", `/api/bots/${demo.botId}/`, {
      token: prompter.token,
      json: { system_prompt: "Réponds poliment." },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.system_prompt).toBe("Réponds poliment.");
  });

  it("filters the list by account, activity and name", async () => {
    const otherAccount = await createAccountViaApi(api, adminToken, "Filtre");
    await api.request("POST", "/api/bots/", {
      token: adminToken,
      json: { account: otherAccount, name: "Filtré inactif", is_active: false },
    });
    const byAccount = await api.request("GET", `/api/bots/?format=json&account=${otherAccount}`, {
      token: adminToken,
    });
    expect(byAccount.body.results.map((bot: { name: string }) => bot.name)).toEqual([
      "Filtré inactif",
    ]);
    const active = await api.request("GET", "/api/bots/?is_active=true&search=filtr", {
      token: adminToken,
    });
    expect(active.body.count).toBe(0);
  });

  describe("appearance", () => {
    const newBot = async (json: Record<string, unknown> = {}) =>
      api.request("POST", "/api/bots/", {
        token: adminToken,
        json: { account: demo.accountId, name: "Vitrine", ...json },
      });

    it("starts a bot with the default appearance, and stores the one it is given", async () => {
      const plain = await newBot();
      expect(plain.status).toBe(201);
      expect(plain.body).toMatchObject(DEFAULT_APPEARANCE);

      const styled = await newBot({ color: "#D4380D", position: "bottom-left", language: "en" });
      expect(styled.body).toMatchObject({ color: "#D4380D", position: "bottom-left", size: "md" });
      const path = `/api/bots/${styled.body.id}/`;
      const changed = await api.request("PATCH", path, {
        token: adminToken,
        json: { size: "full", default_open: true, theme: "system", launcher_icon: "sparkles" },
      });
      expect(changed.status).toBe(200);
      expect(changed.body).toMatchObject({
        color: "#D4380D",
        position: "bottom-left",
        size: "full",
        default_open: true,
        theme: "system",
        launcher_icon: "sparkles",
        language: "en",
      });
    });

    it("refuses an appearance outside its choices, each field with its own message", async () => {
      const response = await api.request("PATCH", `/api/bots/${demo.botId}/`, {
        token: adminToken,
        json: {
          color: "red",
          position: "top-left",
          size: "huge",
          default_open: "yes",
          theme: "sepia",
          launcher_icon: "rocket",
          language: "tlh",
        },
      });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({
        color: ["Enter a colour as # followed by six hexadecimal digits, e.g. #3e63dd."],
        position: ['"top-left" is not a valid choice.'],
        size: ['"huge" is not a valid choice.'],
        default_open: ["Must be a valid boolean."],
        theme: ['"sepia" is not a valid choice.'],
        launcher_icon: ['"rocket" is not a valid choice.'],
        language: ['"tlh" is not a valid choice.'],
      });
      const shortColor = await api.request("PATCH", `/api/bots/${demo.botId}/`, {
        token: adminToken,
        json: { color: "#fff" },
      });
      expect(shortColor.body).toEqual({
        color: ["Enter a colour as # followed by six hexadecimal digits, e.g. #3e63dd."],
      });
    });

    it("is read by anyone, from any site, for an active bot only, and may be cached", async () => {
      const created = await newBot({ color: "#0f766e", position: "bottom-left", theme: "dark" });
      const path = `/api/bots/${created.body.id}/appearance/`;
      const read = await api.request("GET", path, {
        headers: { Origin: "https://shop.example" },
      });
      expect(read.status).toBe(200);
      expect(read.body).toEqual({
        ...DEFAULT_APPEARANCE,
        color: "#0f766e",
        position: "bottom-left",
        theme: "dark",
        privacy_policy_url: null,
        name: "Vitrine",
      });
      expect(read.headers.get("access-control-allow-origin")).toBe("https://shop.example");
      expect(read.headers.get("cache-control")).toBe("public, max-age=60");
      const etag = read.headers.get("etag") as string;
      expect(etag).toMatch(/^"[\w-]+"$/);

      const again = await api.request("GET", path, { headers: { "If-None-Match": etag } });
      expect(again.status).toBe(304);
      await api.request("PATCH", `/api/bots/${created.body.id}/`, {
        token: adminToken,
        json: { size: "lg" },
      });
      const changed = await api.request("GET", path, { headers: { "If-None-Match": etag } });
      expect(changed.status).toBe(200);
      expect(changed.body.size).toBe("lg");

      await api.request("PATCH", `/api/bots/${created.body.id}/`, {
        token: adminToken,
        json: { is_active: false },
      });
      const inactive = await api.request("GET", path);
      expect(inactive.status).toBe(404);
      expect(inactive.headers.get("cache-control")).toBe("no-store");
      expect((await api.request("GET", "/api/bots/999999/appearance/")).status).toBe(404);
    });

    it("names the assistant, for its widget to show the name before any conversation", async () => {
      const created = await newBot({ name: "Mairie de Valbrune" });
      const path = `/api/bots/${created.body.id}/appearance/`;
      const read = await api.request("GET", path);
      expect(read.body.name).toBe("Mairie de Valbrune");
      await api.request("PATCH", `/api/bots/${created.body.id}/`, {
        token: adminToken,
        json: { name: "Accueil de la mairie" },
      });
      const renamed = await api.request("GET", path, {
        headers: { "If-None-Match": read.headers.get("etag") as string },
      });
      expect(renamed.status).toBe(200);
      expect(renamed.body.name).toBe("Accueil de la mairie");
    });
  });

  it("takes any model name a provider may list, not only the suggested ones", async () => {
    const response = await api.request("PATCH", `/api/bots/${demo.botId}/`, {
      token: adminToken,
      json: { model: "llama3.2:3b-instruct" },
    });
    expect(response.status).toBe(200);
    expect(response.body.model).toBe("llama3.2:3b-instruct");
  });

  describe("privacy policy", () => {
    const POLICY = "https://www.mairie-valbrune.fr/confidentialite";

    it("is stored with the bot, given to its widget without signing in, and removed with null", async () => {
      const created = await api.request("POST", "/api/bots/", {
        token: adminToken,
        json: { account: demo.accountId, name: "Mairie", privacy_policy_url: POLICY },
      });
      expect(created.status).toBe(201);
      expect(created.body.privacy_policy_url).toBe(POLICY);
      const path = `/api/bots/${created.body.id}/`;
      const appearance = await api.request("GET", `${path}appearance/`);
      expect(appearance.body).toEqual({
        ...DEFAULT_APPEARANCE,
        privacy_policy_url: POLICY,
        name: "Mairie",
      });

      const other = "http://intranet.example:8080/rgpd";
      const changed = await api.request("PATCH", path, {
        token: adminToken,
        json: { privacy_policy_url: other },
      });
      expect(changed.body.privacy_policy_url).toBe(other);
      // Left out of a change, it stays.
      await api.request("PATCH", path, { token: adminToken, json: { name: "Mairie 2" } });
      expect((await api.request("GET", path, { token: adminToken })).body.privacy_policy_url).toBe(
        other,
      );
      const removed = await api.request("PATCH", path, {
        token: adminToken,
        json: { privacy_policy_url: null },
      });
      expect(removed.body.privacy_policy_url).toBeNull();
      expect((await api.request("GET", `${path}appearance/`)).body.privacy_policy_url).toBeNull();
    });

    it("must be an http(s) address", async () => {
      for (const value of ["javascript:alert(1)", "/privacy", "", "ftp://example.org/p"]) {
        const response = await api.request("PATCH", `/api/bots/${demo.botId}/`, {
          token: adminToken,
          json: { privacy_policy_url: value },
        });
        expect(response.status).toBe(400);
        expect(response.body).toEqual({ privacy_policy_url: ["Enter a valid URL."] });
      }
      const tooLong = await api.request("POST", "/api/bots/", {
        token: adminToken,
        json: {
          account: demo.accountId,
          name: "Long",
          privacy_policy_url: `https://example.org/${"a".repeat(2000)}`,
        },
      });
      expect(tooLong.status).toBe(400);
      expect(tooLong.body).toHaveProperty("privacy_policy_url");
    });
  });
});
