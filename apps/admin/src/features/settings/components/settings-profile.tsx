import type { CurrentUser, Language } from "@org/api-client";
import { setUserLanguage } from "@org/auth";
import { Button, FormField, Input, Select } from "@org/ui";
import { useStore } from "jotai";
import { Link } from "react-router";
import { FormError } from "@/components/form-error";
import { FormTextField } from "@/components/form-text-field";
import { ACCOUNT_SETTINGS } from "@/lib/settings-sections";
import { useForm } from "@/lib/use-form";
import { LANGUAGE_OPTIONS, profileValuesOf, toProfileUpdate } from "../data/profile-form";
import { useSaveSettings } from "../use-save-settings";
import { SettingsSectionFrame, WithCurrentUser } from "./settings-section-frame";

/** Name and language of the signed-in user. */
export function SettingsProfile() {
  return (
    <SettingsSectionFrame title="Profil" description="Votre nom et la langue de votre compte.">
      <WithCurrentUser>{(user) => <ProfileForm user={user} />}</WithCurrentUser>
    </SettingsSectionFrame>
  );
}

function ProfileForm({ user }: { user: CurrentUser }) {
  const store = useStore();
  const { save, saving } = useSaveSettings("Profil enregistré");
  const form = useForm({
    initialValues: profileValuesOf(user),
    send: async (values) => {
      const saved = await save(toProfileUpdate(values));
      // The session keeps the language too, so that the whole back-office follows at once.
      setUserLanguage(store, saved.language);
      form.reset(profileValuesOf(saved));
    },
  });

  return (
    <form className="grid gap-5" noValidate onSubmit={form.submit}>
      <FormError message={form.errors.form} />
      <FormField
        label="Nom d'utilisateur"
        description="Votre identifiant de connexion ; un administrateur peut le changer."
      >
        <Input name="username" value={user.username} readOnly />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField form={form} name="first_name" label="Prénom">
          {(control) => <Input {...control} autoComplete="given-name" />}
        </FormTextField>
        <FormTextField form={form} name="last_name" label="Nom">
          {(control) => <Input {...control} autoComplete="family-name" />}
        </FormTextField>
      </div>
      <p className="m-0 text-sm text-muted-foreground">
        Votre adresse e-mail se change dans{" "}
        <Link className="font-medium text-foreground underline" to={ACCOUNT_SETTINGS.path}>
          {ACCOUNT_SETTINGS.title}
        </Link>
        , qui demande votre mot de passe actuel.
      </p>
      <FormField
        label="Langue"
        description="La langue des messages que la plateforme vous adresse."
        error={form.errors.language}
      >
        <Select
          name="language"
          options={LANGUAGE_OPTIONS}
          value={form.values.language}
          onValueChange={(language) => form.set("language", language as Language)}
        />
      </FormField>
      <div>
        <Button type="submit" disabled={saving}>
          Enregistrer le profil
        </Button>
      </div>
    </form>
  );
}
