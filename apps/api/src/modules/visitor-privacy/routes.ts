import { BOT_LANGUAGES, type BotLanguage } from "@org/api-client";
import * as ROUTES from "@org/api-client/routes";
import { honoRoute } from "../../http/hono-route";
import { type Endpoint, publicAccess } from "../../http/router";
import { POLICY_PAGE_CSP, policyPage } from "./policy-page";
import { VISITOR_POLICIES } from "./policy-texts";

function languageOf(requested: string | undefined): BotLanguage {
  return BOT_LANGUAGES.find((language) => language === requested) ?? BOT_LANGUAGES[0];
}

/**
 * The full privacy policy of the chat for visitors, linked from the widget's privacy terms when
 * neither the site nor the assistant gives one of its own.
 */
export function visitorPrivacyRoutes(): Endpoint[] {
  return [
    {
      ...honoRoute(ROUTES.getVisitorPrivacy),
      access: publicAccess,
      doc: {
        summary: "Read the chat's privacy policy for visitors (an HTML page)",
        tag: "Chat",
        query: [
          {
            name: "lang",
            description: "The visitor's language; French otherwise.",
            type: "string",
            values: BOT_LANGUAGES,
          },
        ],
        response: { status: 200, description: "The policy page.", mediaType: "text/html" },
      },
      handle: (c) => {
        const language = languageOf(c.req.query("lang"));
        c.header("Content-Security-Policy", POLICY_PAGE_CSP);
        return c.html(policyPage(language, VISITOR_POLICIES[language]));
      },
    },
  ];
}
