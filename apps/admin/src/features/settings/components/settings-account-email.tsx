import type { CurrentUser } from "@org/api-client";
import { userAtom } from "@org/auth";
import { Button, Input } from "@org/ui";
import { useStore } from "jotai";
import { FormError } from "@/components/form-error";
import { FormTextField } from "@/components/form-text-field";
import { FrenchPasswordInput } from "@/components/french-password-input";
import { useForm } from "@/lib/use-form";
import { checkEmailForm, emailValuesOf, toEmailUpdate } from "../data/email-form";
import { useSaveSettings } from "../use-save-settings";
import { SettingsSubsection, WithCurrentUser } from "./settings-section-frame";

/** The signed-in user's e-mail address, changed with the current password. */
export function SettingsAccountEmail() {
  return (
    <SettingsSubsection
      title="Adresse e-mail"
      description="Les liens de réinitialisation du mot de passe et les notifications y sont envoyés. L'adresse actuelle est prévenue du changement."
    >
      <WithCurrentUser>{(user) => <EmailForm user={user} />}</WithCurrentUser>
    </SettingsSubsection>
  );
}

function EmailForm({ user }: { user: CurrentUser }) {
  const store = useStore();
  const { save, saving } = useSaveSettings("Adresse e-mail modifiée");
  const form = useForm({
    initialValues: emailValuesOf(user),
    check: (values) => checkEmailForm(values, user.email),
    send: async (values) => {
      const saved = await save(toEmailUpdate(values));
      // The session keeps the address too, shown in the user menu.
      const session = store.get(userAtom);
      if (session) store.set(userAtom, { ...session, email: saved.email });
      form.reset(emailValuesOf(saved));
    },
  });

  return (
    <form className="grid gap-5" noValidate onSubmit={form.submit}>
      <FormError message={form.errors.form} />
      <FormTextField form={form} name="email" label="Adresse e-mail">
        {(control) => <Input {...control} type="email" autoComplete="email" />}
      </FormTextField>
      <FormTextField form={form} name="current_password" label="Mot de passe actuel" required>
        {(control) => <FrenchPasswordInput {...control} autoComplete="current-password" />}
      </FormTextField>
      <div>
        <Button type="submit" disabled={saving}>
          Changer l'adresse e-mail
        </Button>
      </div>
    </form>
  );
}
