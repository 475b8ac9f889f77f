import type { CurrentUser } from "@org/api-client";
import { Button, useSidebar } from "@org/ui";
import { useForm } from "@/lib/use-form";
import { useSaveSettings } from "../use-save-settings";
import { SettingsSectionFrame, WithCurrentUser } from "./settings-section-frame";
import { SettingsToggle } from "./settings-toggle";

/** How the back-office is laid out for the signed-in user. */
export function SettingsDisplay() {
  return (
    <SettingsSectionFrame
      title="Affichage"
      description="La disposition du back-office, gardée avec votre compte."
    >
      <WithCurrentUser>{(user) => <DisplayForm user={user} />}</WithCurrentUser>
    </SettingsSectionFrame>
  );
}

function DisplayForm({ user }: { user: CurrentUser }) {
  const { setOpen } = useSidebar();
  const { save, saving } = useSaveSettings("Affichage enregistré");
  // A refusal was toasted; the switch keeps the choice for another try.
  const form = useForm({
    initialValues: user.preferences.display,
    send: async (display) => {
      const saved = await save({ preferences: { display } });
      setOpen(!saved.preferences.display.sidebar_collapsed);
    },
  });

  return (
    <form className="grid gap-5" onSubmit={form.submit}>
      <SettingsToggle
        label="Barre latérale repliée"
        description="La navigation ne montre que ses icônes, pour laisser plus de place aux écrans."
        checked={form.values.sidebar_collapsed}
        onCheckedChange={(collapsed) => form.set("sidebar_collapsed", collapsed)}
      />
      <div>
        <Button type="submit" disabled={saving}>
          Enregistrer l'affichage
        </Button>
      </div>
    </form>
  );
}
