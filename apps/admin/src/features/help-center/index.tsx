import { PageHeader } from "@/components/page-header";
import { HelpCenterFaq } from "./components/help-center-faq";
import { HelpCenterGuide } from "./components/help-center-guide";
import { GUIDES, QUESTIONS } from "./data/guides";

/** How to create an assistant, give it knowledge, put it on a site and improve its answers. */
export function HelpCenterPage() {
  return (
    <>
      <PageHeader
        title="Centre d'aide"
        description="Du premier assistant à son intégration sur votre site, en quelques étapes."
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_14rem] lg:items-start">
        <div className="grid gap-6">
          {GUIDES.map((guide, index) => (
            <HelpCenterGuide key={guide.id} guide={guide} number={index + 1} />
          ))}
          <HelpCenterFaq questions={QUESTIONS} />
        </div>
        <nav aria-label="Sommaire" className="order-first lg:sticky lg:top-20 lg:order-none">
          <h2 className="m-0 mb-2 text-sm font-semibold text-muted-foreground">Sommaire</h2>
          <ol className="m-0 grid list-none gap-1 p-0 text-sm">
            {GUIDES.map((guide, index) => (
              <li key={guide.id}>
                <a href={`#${guide.id}`} className="text-accent-11 hover:underline">
                  {index + 1}. {guide.title}
                </a>
              </li>
            ))}
            <li>
              <a href="#questions-frequentes" className="text-accent-11 hover:underline">
                Questions fréquentes
              </a>
            </li>
          </ol>
        </nav>
      </div>
    </>
  );
}
