import { Button, FormField, PasswordInput } from "@org/ui";
import { type FormEvent, useState } from "react";
import { FormError } from "@/components/form-error";
import { serverFormErrors } from "@/lib/form-errors";
import {
  checkPasswordForm,
  EMPTY_PASSWORD_FORM,
  MIN_PASSWORD_LENGTH,
  PASSWORD_FIELDS,
  type PasswordFormErrors,
  type PasswordFormValues,
  toPasswordUpdate,
} from "../data/password-form";
import { useSaveSettings } from "../use-save-settings";
import { SettingsSectionFrame } from "./settings-section-frame";

const PASSWORD_LABELS = {
  showLabel: "Afficher le mot de passe",
  hideLabel: "Masquer le mot de passe",
};

/** The signed-in user's password, changed with the current one. */
export function SettingsAccount() {
  const { save, saving } = useSaveSettings("Mot de passe modifié");
  const [values, setValues] = useState(EMPTY_PASSWORD_FORM);
  const [errors, setErrors] = useState<PasswordFormErrors>({});

  function set(field: keyof PasswordFormValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _, form: __, ...rest }) => rest);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = checkPasswordForm(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await save(toPasswordUpdate(values));
      setValues(EMPTY_PASSWORD_FORM);
    } catch (error) {
      setErrors(serverFormErrors(error, PASSWORD_FIELDS) ?? {});
    }
  }

  return (
    <SettingsSectionFrame
      title="Compte"
      description="Changez votre mot de passe. Vos sessions ouvertes sur d'autres appareils restent actives."
    >
      <form className="grid gap-5" noValidate onSubmit={submit}>
        <FormError message={errors.form} />
        <FormField label="Mot de passe actuel" required error={errors.current_password}>
          <PasswordInput
            name="current_password"
            autoComplete="current-password"
            value={values.current_password}
            onChange={(event) => set("current_password", event.target.value)}
            {...PASSWORD_LABELS}
          />
        </FormField>
        <FormField
          label="Nouveau mot de passe"
          required
          description={`Au moins ${MIN_PASSWORD_LENGTH} caractères.`}
          error={errors.new_password}
        >
          <PasswordInput
            name="new_password"
            autoComplete="new-password"
            value={values.new_password}
            onChange={(event) => set("new_password", event.target.value)}
            {...PASSWORD_LABELS}
          />
        </FormField>
        <FormField label="Confirmez le nouveau mot de passe" required error={errors.confirmation}>
          <PasswordInput
            name="confirmation"
            autoComplete="new-password"
            value={values.confirmation}
            onChange={(event) => set("confirmation", event.target.value)}
            {...PASSWORD_LABELS}
          />
        </FormField>
        <div>
          <Button type="submit" disabled={saving}>
            Changer le mot de passe
          </Button>
        </div>
      </form>
    </SettingsSectionFrame>
  );
}
