import { useAccounts } from "@org/api-client/react";
import { Checkbox, Input, Skeleton, Switch } from "@org/ui";
import { Link } from "react-router";
import { FormActions } from "@/components/form-actions";
import { FormError } from "@/components/form-error";
import { FormTextField } from "@/components/form-text-field";
import { FrenchPasswordInput } from "@/components/french-password-input";
import { NEW_PASSWORD_HINT } from "@/lib/password-rules";
import { ACCOUNT_SETTINGS } from "@/lib/settings-sections";
import { useForm } from "@/lib/use-form";
import { PERMISSION_GROUPS } from "../data/permissions";
import { checkUserForm, USERNAME, type UserFormValues } from "../data/user-form";

export interface UsersFormProps {
  initialValues: UserFormValues;
  /** A new user must be given a password; an existing one keeps theirs unless one is typed. */
  creating: boolean;
  submitLabel: string;
  /**
   * A user on their own page: no permissions, staff or active flags, and neither password nor
   * address, which they change in their settings, where the current password is asked.
   */
  identityOnly?: boolean;
  /** Sends the values; rejects with the server's error, whose field messages the form shows. */
  onSubmit: (values: UserFormValues) => Promise<void>;
  onCancel?: () => void;
}

function toggled<T>(list: readonly T[], item: T, on: boolean): T[] {
  return on ? [...list.filter((entry) => entry !== item), item] : list.filter((e) => e !== item);
}

/** Identity, password, accounts and permissions of a user, with the server's messages per field. */
export function UsersForm({
  initialValues,
  creating,
  submitLabel,
  identityOnly,
  onSubmit,
  onCancel,
}: UsersFormProps) {
  const form = useForm({
    initialValues,
    check: (current) => checkUserForm(current, creating),
    send: onSubmit,
  });
  const { values, errors, submitting, set, submit } = form;
  const accounts = useAccounts({ page_size: 1000 });

  return (
    <form className="grid gap-5" noValidate onSubmit={submit}>
      <FormError message={errors.form} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField
          form={form}
          name="username"
          label="Nom d'utilisateur"
          required={USERNAME.required}
        >
          {(control) => <Input {...control} autoComplete="off" />}
        </FormTextField>
        <FormTextField form={form} name="email" label="E-mail">
          {(control) => (
            <Input {...control} type="email" autoComplete="off" readOnly={identityOnly} />
          )}
        </FormTextField>
        <FormTextField form={form} name="first_name" label="Prénom">
          {(control) => <Input {...control} />}
        </FormTextField>
        <FormTextField form={form} name="last_name" label="Nom">
          {(control) => <Input {...control} />}
        </FormTextField>
        {identityOnly ? (
          <p className="m-0 text-sm text-muted-foreground sm:col-span-2">
            Votre adresse e-mail et votre mot de passe se changent dans{" "}
            <Link className="font-medium text-foreground underline" to={ACCOUNT_SETTINGS.path}>
              Paramètres › {ACCOUNT_SETTINGS.title}
            </Link>
            , qui demande votre mot de passe actuel.
          </p>
        ) : (
          <FormTextField
            form={form}
            name="password"
            label={creating ? "Mot de passe" : "Nouveau mot de passe"}
            required={creating}
            description={
              creating ? NEW_PASSWORD_HINT : "Laissez vide pour garder le mot de passe actuel."
            }
            className="sm:col-span-2"
          >
            {(control) => <FrenchPasswordInput {...control} autoComplete="new-password" />}
          </FormTextField>
        )}
      </div>

      <fieldset
        className="m-0 grid gap-2 border-0 p-0"
        aria-invalid={errors.accounts ? true : undefined}
        aria-describedby={errors.accounts ? "user-accounts-error" : undefined}
      >
        <legend className="mb-2 text-sm font-medium">
          Comptes <span className="text-destructive">*</span>
        </legend>
        {accounts.isPending ? (
          <Skeleton className="h-5 w-48" />
        ) : accounts.isError ? (
          <p className="m-0 text-sm text-muted-foreground">Impossible de charger les comptes.</p>
        ) : (
          <div className="flex flex-wrap gap-4">
            {accounts.data.results.map((account) => (
              <Checkbox
                key={account.id}
                label={account.name}
                checked={values.accounts.includes(account.id)}
                onCheckedChange={(checked) =>
                  set("accounts", toggled(values.accounts, account.id, checked === true))
                }
              />
            ))}
          </div>
        )}
        {errors.accounts ? (
          <p id="user-accounts-error" className="m-0 text-xs font-medium text-[var(--red-11)]">
            {errors.accounts}
          </p>
        ) : null}
      </fieldset>

      {identityOnly ? null : (
        <>
          <div className="flex flex-wrap gap-6">
            <Switch
              label="Actif"
              checked={values.is_active}
              onCheckedChange={(checked) => set("is_active", checked)}
            />
            <Switch
              label="Administrateur (tous les droits)"
              checked={values.is_staff}
              onCheckedChange={(checked) => set("is_staff", checked)}
            />
          </div>
          <fieldset className="m-0 grid gap-4 border-0 p-0" disabled={values.is_staff}>
            <legend className="mb-2 text-sm font-medium">Permissions</legend>
            {errors.permissions ? (
              <p className="m-0 text-xs font-medium text-[var(--red-11)]">{errors.permissions}</p>
            ) : null}
            <div className="grid gap-4 sm:grid-cols-2">
              {PERMISSION_GROUPS.map((group) => (
                <fieldset
                  key={group.label}
                  className="m-0 grid min-w-0 content-start gap-2 border-0 p-0"
                >
                  <legend className="mb-2 p-0 text-sm text-muted-foreground">{group.label}</legend>
                  {group.permissions.map((permission) => (
                    <Checkbox
                      key={permission.value}
                      label={permission.label}
                      disabled={values.is_staff}
                      checked={values.is_staff || values.permissions.includes(permission.value)}
                      onCheckedChange={(checked) =>
                        set(
                          "permissions",
                          toggled(values.permissions, permission.value, checked === true),
                        )
                      }
                    />
                  ))}
                </fieldset>
              ))}
            </div>
          </fieldset>
        </>
      )}

      <FormActions submitLabel={submitLabel} pending={submitting} onCancel={onCancel} />
    </form>
  );
}
