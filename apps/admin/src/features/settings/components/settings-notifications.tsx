import type { CurrentUser } from "@org/api-client";
import { Button } from "@org/ui";
import { useForm } from "@/lib/use-form";
import { useSaveSettings } from "../use-save-settings";
import { SettingsSectionFrame, WithCurrentUser } from "./settings-section-frame";
import { SettingsToggle } from "./settings-toggle";

/** The e-mails the platform sends to the signed-in user. */
export function SettingsNotifications() {
  return (
    <SettingsSectionFrame
      title="Notifications"
      description="Choisissez les e-mails que la plateforme vous envoie."
    >
      <WithCurrentUser>{(user) => <NotificationsForm user={user} />}</WithCurrentUser>
    </SettingsSectionFrame>
  );
}

function NotificationsForm({ user }: { user: CurrentUser }) {
  const { save, saving } = useSaveSettings("Notifications enregistrées");
  // A refusal was toasted; the switches keep the choices for another try.
  const form = useForm({
    initialValues: user.preferences.notifications,
    send: async (notifications) => {
      await save({ preferences: { notifications } });
    },
  });

  return (
    <form className="grid gap-4" onSubmit={form.submit}>
      <SettingsToggle
        label="Échec d'une ingestion"
        description="Un e-mail quand l'import d'une base de connaissances de vos comptes échoue, synchronisations d'un site comprises, planifiées ou demandées."
        checked={form.values.ingestion_failed_email}
        onCheckedChange={(checked) => form.set("ingestion_failed_email", checked)}
      />
      <SettingsToggle
        label="Pages retirées par une synchronisation"
        description="Un e-mail quand la synchronisation d'un site ne retrouve plus au moins un quart des pages de sa base : leurs passages ne servent plus aux réponses."
        checked={form.values.sync_pages_removed_email}
        onCheckedChange={(checked) => form.set("sync_pages_removed_email", checked)}
      />
      <SettingsToggle
        label="Résumé hebdomadaire des réponses mal notées"
        description="Une fois par semaine, les réponses de vos assistants que les visiteurs n'ont pas aimées."
        checked={form.values.weekly_disliked_answers_email}
        onCheckedChange={(checked) => form.set("weekly_disliked_answers_email", checked)}
      />
      <SettingsToggle
        label="Tests qui ne passent plus"
        description="Un e-mail quand un passage des tests d'un assistant échoue sur des questions qui étaient bien répondues."
        checked={form.values.tests_regressed_email}
        onCheckedChange={(checked) => form.set("tests_regressed_email", checked)}
      />
      <div>
        <Button type="submit" disabled={saving}>
          Enregistrer les notifications
        </Button>
      </div>
    </form>
  );
}
