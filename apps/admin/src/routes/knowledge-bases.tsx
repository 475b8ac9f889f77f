export { KnowledgeBasesPage as Component } from "@/features/knowledge-bases";
