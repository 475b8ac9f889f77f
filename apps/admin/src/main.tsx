import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { createAdminApp } from "./app/create-admin-app";
// The two fonts the appearance settings offer; browsers fetch a file only once a page uses it.
import "@fontsource-variable/inter";
import "@fontsource-variable/manrope";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element to render the back-office into.");

createRoot(root).render(
  <StrictMode>
    <App app={createAdminApp()} />
  </StrictMode>,
);
