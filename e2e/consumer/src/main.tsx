import "@org/chat-widget/styles.css";
import "./site.css";
import { ChatWidget } from "@org/chat-widget";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";

const params = new URLSearchParams(location.search);

createRoot(document.getElementById("root") as HTMLElement).render(
  <StrictMode>
    <main>
      <h1>Un site React ordinaire</h1>
      <p>Il installe le widget depuis son paquet, comme n'importe quel développeur.</p>
    </main>
    <ChatWidget
      botId={Number(params.get("bot") ?? "1")}
      apiBaseUrl={params.get("api") ?? "http://localhost:8000"}
      providerName="Site de démonstration"
      // ?locale=en: the widget in English, whatever the assistant's language.
      locale={params.get("locale") === "en" ? "en" : undefined}
    />
  </StrictMode>,
);
