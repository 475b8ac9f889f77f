import "@org/chat-widget/styles.css";
import "./embed.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { EmbedPage } from "./embed-page";

const root = document.getElementById("root");
if (root) {
  createRoot(root).render(
    <StrictMode>
      <EmbedPage />
    </StrictMode>,
  );
}
