export { TasksPage as Component } from "@/features/tasks";
