export { KnowledgeBasePage as Component } from "@/features/knowledge-bases";
