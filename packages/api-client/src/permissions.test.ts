import { describe, expect, expectTypeOf, it } from "vitest";
import { PERMISSION, PERMISSIONS, type Permission, type PermissionName } from "./permissions";

describe("the permission list", () => {
  it("holds the 19 strings of SPEC section 6, then the product's own, each once", () => {
    expect(PERMISSIONS).toHaveLength(33);
    expect(new Set(PERMISSIONS).size).toBe(PERMISSIONS.length);
    for (const permission of PERMISSIONS.slice(0, 19)) {
      expect(permission).toMatch(/^(accounts|bots|knowledge_bases)\.[a-z_]+$/);
    }
    expect(PERMISSIONS.slice(19)).toEqual([
      "chats.view_conversation",
      "chats.delete_conversation",
      "chats.view_missedquestion",
      "chats.change_missedquestion",
      "bots.view_curatedanswer",
      "bots.add_curatedanswer",
      "bots.change_curatedanswer",
      "bots.delete_curatedanswer",
      "chats.view_analytics",
      "bots.view_assistanttest",
      "bots.add_assistanttest",
      "bots.change_assistanttest",
      "bots.delete_assistanttest",
      "bots.run_assistanttest",
    ]);
  });

  it("names each permission after its codename, in camel case", () => {
    expect(PERMISSION.viewUser).toBe("accounts.view_user");
    expect(PERMISSION.viewBot).toBe("bots.view_bot");
    expect(PERMISSION.changeBotSystemPrompt).toBe("bots.change_bot__system_prompt");
    expect(PERMISSION.changeBubblemessage).toBe("bots.change_bubblemessage");
    expect(PERMISSION.viewDocumentknowledge).toBe("knowledge_bases.view_documentknowledge");
    expect(PERMISSION.viewConversation).toBe("chats.view_conversation");
    expect(PERMISSION.deleteConversation).toBe("chats.delete_conversation");
    expect(PERMISSION.changeMissedquestion).toBe("chats.change_missedquestion");
    expect(Object.values(PERMISSION)).toEqual([...PERMISSIONS]);
  });

  it("types the names as the runtime spells them", () => {
    expectTypeOf(PERMISSION.viewBotSystemPrompt).toEqualTypeOf<"bots.view_bot__system_prompt">();
    expectTypeOf<
      PermissionName<"knowledge_bases.add_urlknowledge">
    >().toEqualTypeOf<"addUrlknowledge">();
    expectTypeOf<(typeof PERMISSION)[keyof typeof PERMISSION]>().toEqualTypeOf<Permission>();
    expectTypeOf<"bots.fly">().not.toExtend<Permission>();
  });
});
