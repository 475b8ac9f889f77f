/** The privacy policy of the back-office: what it keeps about its users and their visitors, and why. */
export function LegalPrivacy() {
  return (
    <>
      <section>
        <h2>Ce que nous conservons</h2>
        <ul>
          <li>
            Votre compte : nom d'utilisateur, adresse e-mail, prénom et nom, langue et préférences
            de notification. Votre mot de passe n'est conservé que sous forme d'empreinte, qui ne
            permet pas de le retrouver.
          </li>
          <li>
            Votre session : un jeton de connexion, dans un cookie de ce navigateur, qui expire après
            un délai fixé par le serveur et que la déconnexion révoque.
          </li>
          <li>
            Les conversations des visiteurs avec les assistants : leurs messages, les réponses, les
            notes et les commentaires, pour que vous puissiez les consulter et améliorer les
            réponses.
          </li>
          <li>
            L'adresse IP des tentatives de connexion et des visiteurs, le temps de limiter les abus.
          </li>
        </ul>
      </section>
      <section>
        <h2>Pourquoi</h2>
        <p>
          Pour vous identifier, protéger les comptes, faire fonctionner les assistants et vous
          envoyer les e-mails du service : réinitialisation du mot de passe et notifications, que
          vous pouvez désactiver dans vos paramètres. Rien n'est vendu ni utilisé à des fins
          publicitaires.
        </p>
      </section>
      <section>
        <h2>Avec qui</h2>
        <p>
          Lorsqu'un fournisseur de modèle de langage est configuré, les questions des visiteurs et
          les passages de vos bases de connaissances lui sont transmis pour rédiger les réponses et,
          si la recherche par le sens est activée, pour les vectoriser. Les e-mails passent par le
          serveur d'envoi que votre organisation a configuré. Aucune autre donnée n'est partagée.
        </p>
      </section>
      <section>
        <h2>Dans votre navigateur</h2>
        <p>
          Outre le cookie de session, le back-office garde dans ce navigateur vos préférences
          d'affichage (thème, police, barre latérale) et vos droits, effacés à la déconnexion.
        </p>
      </section>
      <section>
        <h2>Vos droits</h2>
        <p>
          Vous pouvez consulter et corriger votre profil dans vos paramètres, et demander la
          suppression de votre compte ou des conversations à l'administrateur de votre organisation,
          responsable de ces données. Les visiteurs des assistants trouvent la politique de chaque
          site par le lien de ses conditions.
        </p>
      </section>
    </>
  );
}
