/** The terms of use of the back-office, product-level: what it is for and who answers for what. */
export function LegalTerms() {
  return (
    <>
      <section>
        <h2>Le service</h2>
        <p>
          Assistant IA permet à une organisation de créer des assistants qui répondent aux visiteurs
          de ses sites à partir de ses propres contenus : textes, pages web et documents. Ce
          back-office sert à les configurer, à gérer leurs bases de connaissances et à suivre leurs
          conversations.
        </p>
      </section>
      <section>
        <h2>Accès</h2>
        <p>
          Le back-office est réservé aux personnes à qui un administrateur de leur organisation a
          ouvert un compte. Vos identifiants sont personnels : ne les partagez pas, et prévenez un
          administrateur si vous pensez qu'ils ont été utilisés par quelqu'un d'autre. Ce que vous
          pouvez voir et modifier dépend des droits que l'on vous a donnés.
        </p>
      </section>
      <section>
        <h2>Vos contenus</h2>
        <ul>
          <li>
            Vous n'importez que des textes, des sites et des documents que votre organisation a le
            droit d'utiliser, sans données personnelles sensibles.
          </li>
          <li>
            Les assistants répondent à partir de ces contenus : tenez-les à jour, et relisez les
            réponses de temps en temps dans les conversations. Un assistant peut se tromper ; il
            cite ses sources pour que chacun puisse vérifier.
          </li>
          <li>
            Chaque assistant présente ses propres conditions à ses visiteurs et renvoie vers la
            politique de confidentialité que vous indiquez dans ses réglages.
          </li>
        </ul>
      </section>
      <section>
        <h2>Modèles de langage</h2>
        <p>
          Lorsqu'un fournisseur de modèle de langage est configuré, les questions des visiteurs et
          les passages retrouvés lui sont transmis pour rédiger les réponses. Sans fournisseur, les
          réponses citent les passages des bases de connaissances, sans reformulation.
        </p>
      </section>
      <section>
        <h2>Disponibilité</h2>
        <p>
          Le service peut être interrompu pour maintenance ou mise à jour. Un administrateur peut
          désactiver un compte, un assistant ou une base de connaissances à tout moment.
        </p>
      </section>
      <section>
        <h2>Contact</h2>
        <p>
          Pour toute question sur ces conditions, adressez-vous à l'administrateur d'Assistant IA
          dans votre organisation.
        </p>
      </section>
    </>
  );
}
