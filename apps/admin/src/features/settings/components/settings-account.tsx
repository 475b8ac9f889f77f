import { Button, PasswordInput } from "@org/ui";
import { FormError } from "@/components/form-error";
import { FormTextField } from "@/components/form-text-field";
import { useForm } from "@/lib/use-form";
import {
  checkPasswordForm,
  EMPTY_PASSWORD_FORM,
  NEW_PASSWORD,
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
  const form = useForm({
    initialValues: EMPTY_PASSWORD_FORM,
    check: checkPasswordForm,
    send: async (values) => {
      await save(toPasswordUpdate(values));
      form.reset(EMPTY_PASSWORD_FORM);
    },
  });

  return (
    <SettingsSectionFrame
      title="Compte"
      description="Changez votre mot de passe. Vos sessions ouvertes sur d'autres appareils seront fermées."
    >
      <form className="grid gap-5" noValidate onSubmit={form.submit}>
        <FormError message={form.errors.form} />
        <FormTextField form={form} name="current_password" label="Mot de passe actuel" required>
          {(control) => (
            <PasswordInput {...control} autoComplete="current-password" {...PASSWORD_LABELS} />
          )}
        </FormTextField>
        <FormTextField
          form={form}
          name="new_password"
          label="Nouveau mot de passe"
          required
          description={`Au moins ${NEW_PASSWORD.minLength} caractères.`}
        >
          {(control) => (
            <PasswordInput {...control} autoComplete="new-password" {...PASSWORD_LABELS} />
          )}
        </FormTextField>
        <FormTextField
          form={form}
          name="confirmation"
          label="Confirmez le nouveau mot de passe"
          required
        >
          {(control) => (
            <PasswordInput {...control} autoComplete="new-password" {...PASSWORD_LABELS} />
          )}
        </FormTextField>
        <div>
          <Button type="submit" disabled={saving}>
            Changer le mot de passe
          </Button>
        </div>
      </form>
    </SettingsSectionFrame>
  );
}
