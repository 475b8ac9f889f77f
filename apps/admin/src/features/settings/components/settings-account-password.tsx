import { Button } from "@org/ui";
import { FormError } from "@/components/form-error";
import { FormTextField } from "@/components/form-text-field";
import { FrenchPasswordInput } from "@/components/french-password-input";
import { NEW_PASSWORD_HINT } from "@/lib/password-rules";
import { useForm } from "@/lib/use-form";
import { checkPasswordForm, EMPTY_PASSWORD_FORM, toPasswordUpdate } from "../data/password-form";
import { useSaveSettings } from "../use-save-settings";
import { SettingsSubsection } from "./settings-section-frame";

/** The signed-in user's password, changed with the current one. */
export function SettingsAccountPassword() {
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
    <SettingsSubsection
      title="Mot de passe"
      description="Vos sessions ouvertes sur d'autres appareils seront fermées."
    >
      <form className="grid gap-5" noValidate onSubmit={form.submit}>
        <FormError message={form.errors.form} />
        <FormTextField form={form} name="current_password" label="Mot de passe actuel" required>
          {(control) => <FrenchPasswordInput {...control} autoComplete="current-password" />}
        </FormTextField>
        <FormTextField
          form={form}
          name="new_password"
          label="Nouveau mot de passe"
          required
          description={NEW_PASSWORD_HINT}
        >
          {(control) => <FrenchPasswordInput {...control} autoComplete="new-password" />}
        </FormTextField>
        <FormTextField
          form={form}
          name="confirmation"
          label="Confirmez le nouveau mot de passe"
          required
        >
          {(control) => <FrenchPasswordInput {...control} autoComplete="new-password" />}
        </FormTextField>
        <div>
          <Button type="submit" disabled={saving}>
            Changer le mot de passe
          </Button>
        </div>
      </form>
    </SettingsSubsection>
  );
}
