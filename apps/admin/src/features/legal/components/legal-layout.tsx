import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { AuthLayout } from "@/components/auth-layout";

export interface LegalLayoutProps {
  title: string;
  /** What the page covers, under its title. */
  description: string;
  children: ReactNode;
}

/**
 * A public page of the back-office's terms: readable without signing in, with the way back to
 * sign in and to the other page.
 */
export function LegalLayout({ title, description, children }: LegalLayoutProps) {
  return (
    <AuthLayout
      wide
      title={title}
      description={description}
      footer={
        <nav
          aria-label="Pages d'information"
          className="flex flex-wrap justify-center gap-x-4 gap-y-1 [&_a]:underline [&_a]:underline-offset-4 [&_a[aria-current=page]]:font-semibold [&_a[aria-current=page]]:no-underline"
        >
          <NavLink to="/sign-in">Se connecter</NavLink>
          <NavLink to="/terms">Conditions d'utilisation</NavLink>
          <NavLink to="/privacy">Politique de confidentialité</NavLink>
        </nav>
      }
    >
      <div className="grid gap-5 text-sm leading-6 [&_h2]:m-0 [&_h2]:mb-1 [&_h2]:text-base [&_h2]:font-semibold [&_p]:m-0 [&_ul]:m-0 [&_ul]:grid [&_ul]:gap-1 [&_ul]:pl-5">
        {children}
      </div>
    </AuthLayout>
  );
}
