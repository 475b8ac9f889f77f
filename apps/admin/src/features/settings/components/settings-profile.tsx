import type { CurrentUser, Language } from "@org/api-client";
import { setUserLanguage } from "@org/auth";
import { Button, FormField, Input, Select } from "@org/ui";
import { useStore } from "jotai";
import { type FormEvent, useState } from "react";
import { FormError } from "@/components/form-error";
import { serverFormErrors } from "@/lib/form-errors";
import {
  checkProfileForm,
  LANGUAGE_OPTIONS,
  PROFILE_FIELDS,
  type ProfileFormErrors,
  type ProfileFormValues,
  profileValuesOf,
  toProfileUpdate,
} from "../data/profile-form";
import { useSaveSettings } from "../use-save-settings";
import { SettingsSectionFrame, WithCurrentUser } from "./settings-section-frame";

/** Name, e-mail and language of the signed-in user. */
export function SettingsProfile() {
  return (
    <SettingsSectionFrame
      title="Profil"
      description="Votre nom, votre adresse e-mail et la langue de votre compte."
    >
      <WithCurrentUser>{(user) => <ProfileForm user={user} />}</WithCurrentUser>
    </SettingsSectionFrame>
  );
}

function ProfileForm({ user }: { user: CurrentUser }) {
  const store = useStore();
  const { save, saving } = useSaveSettings("Profil enregistré");
  const [values, setValues] = useState(() => profileValuesOf(user));
  const [errors, setErrors] = useState<ProfileFormErrors>({});

  function set<F extends keyof ProfileFormValues>(field: F, value: ProfileFormValues[F]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _, form: __, ...rest }) => rest);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = checkProfileForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const saved = await save(toProfileUpdate(values));
      // The session keeps the language too, so that the whole back-office follows at once.
      setUserLanguage(store, saved.language);
      setValues(profileValuesOf(saved));
    } catch (error) {
      setErrors(serverFormErrors(error, PROFILE_FIELDS) ?? {});
    }
  }

  return (
    <form className="grid gap-5" noValidate onSubmit={submit}>
      <FormError message={errors.form} />
      <FormField
        label="Nom d'utilisateur"
        description="Votre identifiant de connexion ; un administrateur peut le changer."
      >
        <Input name="username" value={user.username} readOnly />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Prénom" error={errors.first_name}>
          <Input
            name="first_name"
            autoComplete="given-name"
            value={values.first_name}
            onChange={(event) => set("first_name", event.target.value)}
          />
        </FormField>
        <FormField label="Nom" error={errors.last_name}>
          <Input
            name="last_name"
            autoComplete="family-name"
            value={values.last_name}
            onChange={(event) => set("last_name", event.target.value)}
          />
        </FormField>
      </div>
      <FormField label="E-mail" error={errors.email}>
        <Input
          name="email"
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(event) => set("email", event.target.value)}
        />
      </FormField>
      <FormField
        label="Langue"
        description="La langue des messages que la plateforme vous adresse."
        error={errors.language}
      >
        <Select
          name="language"
          options={LANGUAGE_OPTIONS}
          value={values.language}
          onValueChange={(language) => set("language", language as Language)}
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
