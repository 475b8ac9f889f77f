export { AnswerMarkdown } from "./answer-markdown";
