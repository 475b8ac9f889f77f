import { SettingsAccountEmail } from "./settings-account-email";
import { SettingsAccountPassword } from "./settings-account-password";
import { SettingsSectionFrame } from "./settings-section-frame";

/** How the signed-in user signs in and is reached: each change asks for the current password. */
export function SettingsAccount() {
  return (
    <SettingsSectionFrame
      title="Compte"
      description="Votre adresse e-mail et votre mot de passe. Chaque changement demande votre mot de passe actuel."
    >
      <SettingsAccountEmail />
      <SettingsAccountPassword />
    </SettingsSectionFrame>
  );
}
