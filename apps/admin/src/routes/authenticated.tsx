export { AuthenticatedLayout as Component } from "@/components/layout/authenticated-layout";
