import { LegalLayout } from "./components/legal-layout";
import { LegalPrivacy } from "./components/legal-privacy";
import { LegalTerms } from "./components/legal-terms";

export function TermsPage() {
  return (
    <LegalLayout
      title="Conditions d'utilisation"
      description="Les règles d'usage du back-office d'Assistant IA."
    >
      <LegalTerms />
    </LegalLayout>
  );
}

export function PrivacyPage() {
  return (
    <LegalLayout
      title="Politique de confidentialité"
      description="Les données que le back-office d'Assistant IA conserve, et pourquoi."
    >
      <LegalPrivacy />
    </LegalLayout>
  );
}
