import type { CurrentUser } from "@org/api-client";
import { Button } from "@org/ui";
import { type FormEvent, useState } from "react";
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
  const [notifications, setNotifications] = useState(user.preferences.notifications);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      await save({ preferences: { notifications } });
    } catch {
      // The refusal was toasted; the switches keep the choices for another try.
    }
  }

  return (
    <form className="grid gap-4" onSubmit={submit}>
      <SettingsToggle
        label="Échec d'une ingestion"
        description="Un e-mail quand l'import d'une base de connaissances de vos comptes échoue."
        checked={notifications.ingestion_failed_email}
        onCheckedChange={(ingestion_failed_email) =>
          setNotifications({ ...notifications, ingestion_failed_email })
        }
      />
      <SettingsToggle
        label="Résumé hebdomadaire des réponses mal notées"
        description="Une fois par semaine, les réponses de vos assistants que les visiteurs n'ont pas aimées."
        checked={notifications.weekly_disliked_answers_email}
        onCheckedChange={(weekly_disliked_answers_email) =>
          setNotifications({ ...notifications, weekly_disliked_answers_email })
        }
      />
      <div>
        <Button type="submit" disabled={saving}>
          Enregistrer les notifications
        </Button>
      </div>
    </form>
  );
}
