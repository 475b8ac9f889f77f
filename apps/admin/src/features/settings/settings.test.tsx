import { USER_INFO_STORAGE_KEY, userAtom } from "@org/auth";
import { FONT_STORAGE_KEY, SIDEBAR_COOKIE_NAME, THEME_STORAGE_KEY } from "@org/ui";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { renderAdmin, TEST_USER } from "@/test/render-admin";
import { paged, type ReceivedRequest } from "@/test/scripted-api";
import { FIRST_SCREEN, scriptedApiForEachTest } from "@/test/scripted-api-for-each-test";

const api = scriptedApiForEachTest();

function currentUser(overrides: Record<string, unknown> = {}) {
  return {
    user_id: TEST_USER.user_id,
    username: TEST_USER.username,
    email: TEST_USER.email,
    first_name: "Camille",
    last_name: "Martin",
    is_staff: false,
    is_active: true,
    accounts: [1],
    permissions: [],
    language: "fr",
    preferences: {
      display: { sidebar_collapsed: false },
      notifications: { ingestion_failed_email: true, weekly_disliked_answers_email: false },
    },
    ...overrides,
  };
}

/** The signed-in user, whose saved layout has the sidebar collapsed. */
function serveUserWithSidebarSavedCollapsed() {
  api.on("GET", "/api/auth/me/", {
    json: currentUser({
      preferences: {
        display: { sidebar_collapsed: true },
        notifications: { ingestion_failed_email: true, weekly_disliked_answers_email: false },
      },
    }),
  });
}

/** Answers PATCH /api/auth/me/ as the server would: the user with the changes applied. */
function acceptProfileChanges() {
  api.on("PATCH", "/api/auth/me/", (request) => {
    const { preferences, ...fields } = request.body as {
      preferences?: { display?: object; notifications?: object };
    };
    const base = currentUser();
    return {
      json: {
        ...base,
        ...fields,
        preferences: {
          display: { ...base.preferences.display, ...preferences?.display },
          notifications: { ...base.preferences.notifications, ...preferences?.notifications },
        },
      },
    };
  });
}

function sentPatch(): ReceivedRequest | undefined {
  return api.requests.find((request) => request.method === "PATCH");
}

beforeEach(() => {
  api.on("GET", "/api/accounts/", { json: paged([]) });
  api.on("GET", "/api/auth/me/", { json: currentUser() });
});

describe("the settings", () => {
  it("saves the profile and the language, which the session follows", async () => {
    acceptProfileChanges();
    const app = renderAdmin("/settings", { apiUrl: api.url, permissions: [] });
    const firstName = await screen.findByRole("textbox", { name: "Prénom" }, FIRST_SCREEN);
    expect((firstName as HTMLInputElement).value).toBe("Camille");
    expect(
      (screen.getByRole("textbox", { name: "Nom d'utilisateur" }) as HTMLInputElement).value,
    ).toBe("camille");

    fireEvent.change(firstName, { target: { value: "  Camila " } });
    const language = screen.getByRole("combobox", { name: "Langue" });
    expect(language.textContent).toBe("Français");
    fireEvent.keyDown(language, { key: "Enter" });
    fireEvent.click(await screen.findByRole("option", { name: "English" }));
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer le profil" }));

    expect(await screen.findByText("Profil enregistré")).toBeTruthy();
    expect(sentPatch()?.body).toEqual({
      first_name: "Camila",
      last_name: "Martin",
      language: "en",
    });
    // The address is changed in the account section, which asks for the current password.
    expect(screen.queryByRole("textbox", { name: /e-mail/i })).toBeNull();
    const profile = screen.getByRole("region", { name: "Profil" });
    expect(within(profile).getByRole("link", { name: "Compte" }).getAttribute("href")).toBe(
      "/settings/account",
    );
    expect(app.store.get(userAtom)?.language).toBe("en");
    expect(JSON.parse(localStorage.getItem(USER_INFO_STORAGE_KEY) ?? "{}").language).toBe("en");
  });

  it("changes the e-mail address only with the current password, saying the server's refusals in French", async () => {
    const newEmail = "camille@mairie.example";
    api.on("PATCH", "/api/auth/me/", (request) => {
      const body = request.body as { email: string; current_password: string };
      if (body.current_password !== "ancien-secret") {
        return {
          status: 400,
          json: { current_password: ["Your current password is not correct."] },
        };
      }
      if (body.email === "refusee@mairie.example") {
        return { status: 400, json: { email: ["Enter a valid email address."] } };
      }
      return { json: currentUser({ email: body.email }) };
    });
    const app = renderAdmin("/settings/account", { apiUrl: api.url, permissions: [] });
    const section = await screen.findByRole("region", { name: "Adresse e-mail" }, FIRST_SCREEN);
    const email = await within(section).findByRole("textbox", { name: /^Adresse e-mail/ });
    expect((email as HTMLInputElement).value).toBe(TEST_USER.email);
    // The page says beforehand that the current address will be told.
    expect(within(section).getByText(/L'adresse actuelle est prévenue du changement/)).toBeTruthy();
    const current = within(section).getByLabelText(/^Mot de passe actuel/);
    const submit = within(section).getByRole("button", { name: "Changer l'adresse e-mail" });

    fireEvent.click(submit);
    expect(await within(section).findByText("C'est déjà l'adresse de votre compte")).toBeTruthy();
    expect(within(section).getByText("Veuillez saisir votre mot de passe actuel")).toBeTruthy();
    fireEvent.change(email, { target: { value: "camille@" } });
    fireEvent.change(current, { target: { value: "pas-le-bon" } });
    fireEvent.click(submit);
    expect(await within(section).findByText("Saisissez une adresse e-mail valide")).toBeTruthy();
    expect(sentPatch()).toBeUndefined();

    const messageOf = (field: HTMLElement) =>
      document.getElementById(field.getAttribute("aria-errormessage") ?? "")?.textContent;
    fireEvent.change(email, { target: { value: newEmail } });
    fireEvent.click(submit);
    await waitFor(() => expect(current.getAttribute("aria-invalid")).toBe("true"));
    expect(messageOf(current)).toBe("Votre mot de passe actuel est incorrect.");
    expect(sentPatch()?.body).toEqual({ email: newEmail, current_password: "pas-le-bon" });

    fireEvent.change(email, { target: { value: "refusee@mairie.example" } });
    fireEvent.change(current, { target: { value: "ancien-secret" } });
    fireEvent.click(submit);
    await waitFor(() => expect(email.getAttribute("aria-invalid")).toBe("true"));
    expect(messageOf(email)).toBe("Saisissez une adresse e-mail valide.");

    fireEvent.change(email, { target: { value: ` ${newEmail} ` } });
    fireEvent.click(submit);
    expect(await screen.findByText("Adresse e-mail modifiée")).toBeTruthy();
    expect(api.requests.filter((request) => request.method === "PATCH").at(-1)?.body).toEqual({
      email: newEmail,
      current_password: "ancien-secret",
    });
    await waitFor(() => expect((current as HTMLInputElement).value).toBe(""));
    expect((email as HTMLInputElement).value).toBe(newEmail);
    // The session shows the new address too (the user menu).
    expect(app.store.get(userAtom)?.email).toBe(newEmail);
  });

  it("changes the password only with the current one and a confirmed new one", async () => {
    api.on("PATCH", "/api/auth/me/", (request) =>
      (request.body as { current_password: string }).current_password === "ancien-secret"
        ? { json: currentUser() }
        : { status: 400, json: { current_password: ["Your current password is not correct."] } },
    );
    renderAdmin("/settings/account", { apiUrl: api.url, permissions: [] });
    const section = await screen.findByRole("region", { name: "Mot de passe" }, FIRST_SCREEN);
    const current = within(section).getByLabelText(/^Mot de passe actuel/);
    // The server signs the other sessions out on a new password: the page says so beforehand.
    expect(
      within(section).getByText(/sessions ouvertes sur d'autres appareils seront fermées/),
    ).toBeTruthy();
    const next = within(section).getByLabelText(/^Nouveau mot de passe/);
    const confirmation = within(section).getByLabelText(/^Confirmez le nouveau mot de passe/);
    const submit = within(section).getByRole("button", { name: "Changer le mot de passe" });

    fireEvent.change(next, { target: { value: "court" } });
    fireEvent.click(submit);
    expect(
      await within(section).findByText("Veuillez saisir votre mot de passe actuel"),
    ).toBeTruthy();
    expect(
      within(section).getByText("Le mot de passe doit contenir au moins 8 caractères"),
    ).toBeTruthy();

    fireEvent.change(current, { target: { value: "pas-le-bon" } });
    fireEvent.change(next, { target: { value: "nouveau-secret" } });
    fireEvent.change(confirmation, { target: { value: "nouveau-secreT" } });
    fireEvent.click(submit);
    expect(await screen.findByText("Les deux mots de passe ne correspondent pas")).toBeTruthy();
    expect(sentPatch()).toBeUndefined();

    fireEvent.change(confirmation, { target: { value: "nouveau-secret" } });
    fireEvent.click(submit);
    await waitFor(() => expect(current.getAttribute("aria-invalid")).toBe("true"));
    expect(
      document.getElementById(current.getAttribute("aria-errormessage") ?? "")?.textContent,
    ).toBe("Votre mot de passe actuel est incorrect.");

    fireEvent.change(current, { target: { value: "ancien-secret" } });
    fireEvent.click(submit);
    expect(await screen.findByText("Mot de passe modifié")).toBeTruthy();
    expect(api.requests.filter((request) => request.method === "PATCH").at(-1)?.body).toEqual({
      current_password: "ancien-secret",
      new_password: "nouveau-secret",
    });
    await waitFor(() => expect((current as HTMLInputElement).value).toBe(""));
  });

  it("previews a theme and a font, then keeps them in this browser once saved", async () => {
    renderAdmin("/settings/appearance", { apiUrl: api.url, permissions: [] });
    const preview = await screen.findByRole("figure", { name: "Aperçu" }, FIRST_SCREEN);
    expect(preview.dataset.previewTheme).toBe("light");

    fireEvent.click(screen.getByRole("radio", { name: "Sombre" }));
    fireEvent.click(screen.getByRole("radio", { name: "Manrope" }));
    expect(preview.dataset.previewTheme).toBe("dark");
    expect(preview.dataset.previewFont).toBe("manrope");
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(document.documentElement.dataset.uiFont).toBe("inter");

    fireEvent.click(screen.getByRole("button", { name: "Enregistrer l'apparence" }));
    expect(await screen.findByText("Apparence enregistrée")).toBeTruthy();
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe("dark");
    expect(localStorage.getItem(FONT_STORAGE_KEY)).toBe("manrope");
    await waitFor(() => expect(document.documentElement.dataset.uiFont).toBe("manrope"));
    expect(document.querySelector(".radix-themes")?.classList.contains("dark")).toBe(true);
  });

  it("saves the notification e-mails with the account", async () => {
    acceptProfileChanges();
    renderAdmin("/settings/notifications", { apiUrl: api.url, permissions: [] });
    const failures = await screen.findByRole(
      "switch",
      { name: "Échec d'une ingestion" },
      FIRST_SCREEN,
    );
    const weekly = screen.getByRole("switch", {
      name: "Résumé hebdomadaire des réponses mal notées",
    });
    const regressions = screen.getByRole("switch", { name: "Tests qui ne passent plus" });
    const removals = screen.getByRole("switch", {
      name: "Pages retirées par une synchronisation",
    });
    expect(failures.getAttribute("aria-checked")).toBe("true");
    expect(removals.getAttribute("aria-checked")).toBe("true");
    expect(weekly.getAttribute("aria-checked")).toBe("false");
    expect(regressions.getAttribute("aria-checked")).toBe("true");

    fireEvent.click(failures);
    fireEvent.click(weekly);
    fireEvent.click(regressions);
    fireEvent.click(removals);
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer les notifications" }));
    expect(await screen.findByText("Notifications enregistrées")).toBeTruthy();
    expect(sentPatch()?.body).toEqual({
      preferences: {
        notifications: {
          ingestion_failed_email: false,
          weekly_disliked_answers_email: true,
          tests_regressed_email: false,
          sync_pages_removed_email: false,
        },
      },
    });
  });

  it("folds the navigation once the display preference is saved", async () => {
    acceptProfileChanges();
    renderAdmin("/settings/display", { apiUrl: api.url, permissions: [] });
    const collapsed = await screen.findByRole(
      "switch",
      { name: "Barre latérale repliée" },
      FIRST_SCREEN,
    );
    const sidebar = document.querySelector(".ui-sidebar");
    expect(sidebar?.getAttribute("data-state")).toBe("expanded");

    fireEvent.click(collapsed);
    expect(sidebar?.getAttribute("data-state")).toBe("expanded");
    fireEvent.click(screen.getByRole("button", { name: "Enregistrer l'affichage" }));
    expect(await screen.findByText("Affichage enregistré")).toBeTruthy();
    await waitFor(() => expect(sidebar?.getAttribute("data-state")).toBe("collapsed"));
    expect(sentPatch()?.body).toEqual({ preferences: { display: { sidebar_collapsed: true } } });
  });

  it("starts a browser that has no sidebar state of its own from the saved layout", async () => {
    document.cookie = `${SIDEBAR_COOKIE_NAME}=; path=/; max-age=0`;
    serveUserWithSidebarSavedCollapsed();
    renderAdmin("/settings", { apiUrl: api.url, permissions: [] });
    await screen.findByRole("textbox", { name: "Prénom" }, FIRST_SCREEN);
    const sidebar = document.querySelector(".ui-sidebar");
    await waitFor(() => expect(sidebar?.getAttribute("data-state")).toBe("collapsed"));
    expect(document.cookie).toContain(`${SIDEBAR_COOKIE_NAME}=false`);
  });

  it("keeps the sidebar this browser was left with over the saved layout", async () => {
    document.cookie = `${SIDEBAR_COOKIE_NAME}=true; path=/`;
    serveUserWithSidebarSavedCollapsed();
    renderAdmin("/settings", { apiUrl: api.url, permissions: [] });
    await screen.findByRole("textbox", { name: "Prénom" }, FIRST_SCREEN);
    expect(document.querySelector(".ui-sidebar")?.getAttribute("data-state")).toBe("expanded");
  });

  it("shows placeholders while the settings load, then the saved values", async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    api.on("GET", "/api/auth/me/", async () => {
      await answered;
      return { json: currentUser({ first_name: "Lou" }) };
    });
    renderAdmin("/settings", { apiUrl: api.url, permissions: [] });
    const section = await screen.findByRole("region", { name: "Profil" }, FIRST_SCREEN);
    expect(
      within(section).getByRole("status", { name: "Chargement de vos paramètres" }),
    ).toBeTruthy();
    release();
    const firstName = await within(section).findByRole("textbox", { name: "Prénom" });
    expect((firstName as HTMLInputElement).value).toBe("Lou");
  });
});
