import type { Meta, StoryObj } from "@storybook/react-vite";
import "../styles/index.css";
import type { ChatMessage } from "../lib/conversation";
import { en } from "../locales/en";
import { ChatWidgetView, type ChatWidgetViewProps } from "./chat-widget-view";

const welcome: ChatMessage = {
  id: "welcome",
  role: "assistant",
  content: "Bonjour ! Je suis l'assistant de la mairie. Posez-moi vos questions.",
  rating: 0,
  commented: false,
  sources: [],
};

const question: ChatMessage = {
  id: "question-1",
  role: "user",
  content: "Quels sont les horaires d'ouverture ?",
  rating: 0,
  commented: false,
  sources: [],
};

const answer: ChatMessage = {
  id: 42,
  role: "assistant",
  content:
    "La mairie est ouverte :\n\n- du **lundi au vendredi**, de 8 h 30 à 12 h et de 13 h 30 à 17 h ;\n- le *samedi matin* sur rendez-vous.\n\nPlus de détails sur [la page contact](https://example.org/contact).",
  rating: 1,
  commented: false,
  sources: [
    {
      url: "https://example.org/contact",
      chunk: "Horaires : du lundi au vendredi, 8 h 30 - 12 h.",
    },
    { url: "https://example.org/rendez-vous", chunk: "Le samedi, sur rendez-vous uniquement." },
  ],
};

const noop = () => undefined;

const base: ChatWidgetViewProps = {
  bot: {
    name: "Assistant de la mairie",
    avatarUrl: null,
    providerName: "Assistant IA",
    privacyPolicyUrl: "https://example.org/confidentialite",
  },
  look: {
    position: "bottom-right",
    size: "md",
    theme: "light",
    launcherIcon: "avatar",
    zIndex: 10,
    inFrame: false,
    mobile: false,
  },
  open: true,
  onOpenChange: noop,
  consent: "accepted",
  onAcceptConsent: noop,
  conversation: {
    messages: [welcome],
    loading: false,
    welcomeTyping: false,
    canSend: true,
    onSend: () => true,
    onRate: noop,
    onComment: async () => true,
    onReset: noop,
    announcement: "",
  },
  shortcuts: [
    { id: 1, label: "Horaires" },
    { id: 2, label: "État civil" },
  ],
  bubbles: { bubbles: [], shownCount: 0, closeAllShown: false, onCloseAll: noop },
};

/** The base conversation with these changes. */
function conversation(changes: Partial<ChatWidgetViewProps["conversation"]>) {
  return { ...base.conversation, ...changes };
}

const meta = {
  title: "Chat widget/ChatWidget",
  component: ChatWidgetView,
  args: base,
  parameters: {
    layout: "fullscreen",
    // The widget is fixed to a corner of the page: on the Docs page each story gets a page-sized
    // frame of its own, where it would otherwise be clipped to a strip.
    docs: { story: { inline: false, iframeHeight: 760 } },
  },
} satisfies Meta<typeof ChatWidgetView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The privacy terms come first; nothing else of the chat shows until they are accepted. */
export const Consent: Story = {
  args: { consent: "pending", conversation: conversation({ messages: [] }) },
};

/** The typing indicator shows for 1.5 s before the welcome message. */
export const Welcome: Story = {
  args: { conversation: conversation({ messages: [], welcomeTyping: true }) },
};

/** An answer in markdown, with its sources and a like. */
export const ConversationWithSources: Story = {
  args: {
    conversation: conversation({
      messages: [welcome, question, answer],
      announcement: answer.content,
    }),
  },
};

/** A disliked answer: the visitor may say, in a few words, what was wrong with it. */
export const DislikedAnswer: Story = {
  args: {
    conversation: conversation({ messages: [welcome, question, { ...answer, rating: -1 }] }),
  },
};

/** Documentation pages are full of tables: an answer keeps them, scrolling inside the bubble. */
export const AnswerWithTable: Story = {
  args: {
    conversation: conversation({
      messages: [
        welcome,
        { ...question, content: "Quels sont les tarifs de la cantine ?" },
        {
          ...answer,
          content:
            "Les tarifs dépendent du quotient familial :\n\n| Quotient | Repas | Goûter |\n|:---|---:|---:|\n| moins de 500 € | 1,20 € | 0,40 € |\n| 500 à 1 000 € | 2,80 € | 0,60 € |\n| plus de 1 000 € | 4,10 € | 0,80 € |\n\nVoir [le règlement](https://example.org/cantine).",
        },
      ],
    }),
  },
};

/** A reply is awaited: the indicator shows, rating and sources are hidden. */
export const Loading: Story = {
  args: {
    conversation: conversation({
      messages: [welcome, { ...answer, rating: 0 }, question],
      loading: true,
    }),
  },
};

/** A question whose answer failed: loading ended silently, the question stays, no error shows. */
export const SendFailed: Story = {
  args: { conversation: conversation({ messages: [welcome, question] }) },
};

/** Closed, with suggestion bubbles stacked above the launcher and the close-all button. */
export const Bubbles: Story = {
  args: {
    open: false,
    consent: "pending",
    bubbles: {
      bubbles: [
        { id: 1, bubble: "Bonjour 👋 Une question ? Je suis là pour vous aider." },
        { id: 2, bubble: "Découvrez nos démarches en ligne." },
        { id: 3, bubble: "Besoin d'un rendez-vous ?" },
      ],
      shownCount: 3,
      closeAllShown: true,
      onCloseAll: noop,
    },
  },
};

/** On a phone the panel covers the screen and its header button closes it. */
export const Mobile: Story = {
  args: {
    look: { ...base.look, mobile: true },
    conversation: conversation({ messages: [welcome, question, answer] }),
  },
  globals: { viewport: { value: "mobile1", isRotated: false } },
};

/** In English, dark, in the bottom-left corner with the main colour set in the back-office. */
export const EnglishDarkLeft: Story = {
  args: {
    texts: en,
    look: { ...base.look, theme: "dark", position: "bottom-left", color: "#d4380d" },
    conversation: conversation({
      messages: [
        { ...welcome, content: "Hello! I am the town hall's assistant. Ask me anything." },
        { ...question, content: "When is the town hall open?" },
      ],
    }),
  },
};
