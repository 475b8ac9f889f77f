export { AnswerMarkdown } from "./answer-markdown";
export { AnswerPlainText } from "./answer-plain-text";
