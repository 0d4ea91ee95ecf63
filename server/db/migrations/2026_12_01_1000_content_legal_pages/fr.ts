/** French texts of 2026_12_01_1000_content_legal_pages; frozen with it. `{{operator…}}` is filled from OPERATOR_* when served. */
export const pages = {
  about: {
    title: 'À propos',
    paragraphs: [
      'Uptick est exploité par {{operatorName}}, {{operatorAddress}}. C’est une application mobile d’ordres à durée fixe sur la hausse ou la baisse des prix du marché, avec l’Épargne flexible, les dépôts et les retraits, en dix langues.',
      'Chaque mouvement de solde est inscrit dans un grand livre rapproché des soldes. Les ordres ne sont réglés que sur les prix enregistrés, selon les règles de trading publiées, et chaque ordre réglé montre les prix qui ont décidé de son résultat. Personne, pas même notre personnel, ne peut choisir un résultat.',
      'Un ordre peut faire perdre toute sa mise. Lisez l’avertissement sur les risques et les règles de trading dans le Centre d’aide avant de trader.',
      'Contact : {{operatorEmail}}.',
    ],
  },
  privacy: {
    title: 'Politique de confidentialité',
    paragraphs: [
      'Cette politique indique ce que {{operatorName}} (« nous »), {{operatorAddress}}, conserve sur vous lorsque vous utilisez Uptick, pourquoi, où et combien de temps, et qui d’autre y a accès. Questions et demandes : {{operatorEmail}}.',
      '1. Ce que nous collectons. Votre compte : nom de compte, pseudonyme, numéro de téléphone, le code d’invitation utilisé à l’inscription, ainsi que la version des conditions et de cette politique que vous avez acceptée, et sa date. Votre argent et vos ordres : ordres, dépôts, retraits, versements et retraits d’épargne, et le compte de retrait que vous associez (titulaire, banque et numéro de compte, ou adresse du portefeuille). Si vous vérifiez votre identité : nom, numéro de pièce d’identité, nationalité et photos des deux faces de la pièce.',
      '2. Informations sur l’appareil et adresses IP. Les journaux de nos serveurs enregistrent l’adresse IP et le chemin de chaque requête. Les adresses d’où viennent des mots de passe erronés sont comptées au plus une journée, pour empêcher de deviner les mots de passe. Chaque appareil sur lequel vous vous connectez garde un jeton aléatoire, que nous ne stockons que sous forme de hachage, afin que des tentatives venues d’ailleurs ne puissent pas vous bloquer. Nous ne collectons ni votre position, ni vos contacts, ni les données d’autres applications.',
      '3. Votre langue. La langue que vous choisissez est gardée sur votre appareil et envoyée avec les demandes de textes comme celui-ci, pour qu’ils s’affichent dans cette langue. Elle n’est pas enregistrée avec votre compte.',
      '4. Pourquoi. Nous utilisons ces données pour gérer votre compte, exécuter vos ordres, dépôts et retraits, vérifier votre identité lorsque la loi l’exige, prévenir la fraude et les abus, et vous répondre. Nous ne les vendons pas et ne les utilisons pas pour la publicité.',
      '5. Où et combien de temps. Vos données sont conservées dans la base de données de l’installation d’Uptick exploitée par {{operatorName}}, sous le droit de {{operatorJurisdiction}}. Les mots de passe ne sont stockés que sous forme de hachages salés. Les données de compte, d’ordres et d’argent sont conservées tant que votre compte existe, puis aussi longtemps que la loi impose de conserver les documents financiers. Les sessions de connexion expirent après 30 jours, les tickets d’inscription après 15 minutes. Les journaux des serveurs ne sont gardés que le temps nécessaire à la sécurité et au dépannage. Sur votre appareil, « Vider le cache » dans les Paramètres efface votre connexion, votre langue et vos paramètres.',
      '6. Tiers. Nous ne partageons vos données que si c’est nécessaire : avec les banques et prestataires de paiement pour exécuter vos dépôts et retraits, avec les autorités lorsque la loi nous y oblige, et avec les prestataires qui hébergent ou exploitent Uptick pour nous, selon nos instructions. Personne d’autre ne les reçoit. Vos photos de pièce d’identité ne sont visibles que par vous et nos opérateurs.',
      '7. Contenus et usages interdits. Vous ne devez pas téléverser de faux documents ni ceux d’autrui, utiliser le compte, le compte bancaire ou le moyen de paiement d’une autre personne, blanchir de l’argent, manipuler ou attaquer le service, ni envoyer au service client des contenus illicites, injurieux ou trompeurs. Nous pouvons refuser ou annuler les demandes concernées, suspendre ou fermer le compte, et le signaler lorsque la loi l’exige. Suspendre un compte ne vous prend pas votre argent : ce qui vous revient légalement vous est versé.',
      '8. Vos droits. Vous pouvez demander ce que nous conservons sur vous, le faire corriger ou faire fermer votre compte : écrivez à {{operatorEmail}} ou contactez le service client. Les documents que la loi nous oblige à conserver le sont jusqu’à la fin de cette obligation.',
      '9. Litiges. Cette politique est régie par le droit de {{operatorJurisdiction}}. Contactez-nous d’abord à {{operatorEmail}}. Un litige que nous ne pouvons pas régler ensemble relève des tribunaux compétents du lieu de notre siège, sauf si la loi de votre pays vous permet de saisir vos propres tribunaux.',
      '10. Modifications. Nous publions ici les modifications de cette politique. La version que vous avez acceptée est enregistrée avec votre compte.',
    ],
  },
  info: {
    title: 'Informations sur la plateforme',
    paragraphs: [
      'Uptick est exploité par {{operatorName}}, {{operatorAddress}}, sous le droit de {{operatorJurisdiction}}. E-mail : {{operatorEmail}}.',
      'Les prix viennent d’un flux de données de marché. Lorsqu’ils sont simulés, l’application l’indique à côté.',
      'Les heures sont affichées dans le fuseau horaire de votre appareil ; les chiffres du jour, comme les gains/pertes d’aujourd’hui, suivent la journée de la plateforme.',
      'Pour toute question sur votre compte, écrivez à {{operatorEmail}} ou contactez-nous via Assistance sur l’Accueil.',
    ],
  },
  terms: {
    title: 'Conditions d’utilisation',
    paragraphs: [
      'Ces conditions sont un contrat entre vous et {{operatorName}}, {{operatorAddress}}, qui exploite Uptick. En ouvrant un compte, vous acceptez ces conditions et la politique de confidentialité.',
      '1. Votre compte. Vous devez être majeur et autorisé, là où vous vivez, à conclure des contrats et à trader des produits à durée fixe. Une personne, un compte. Gardez secrets vos mots de passe de connexion et de transaction : les ordres et retraits faits avec eux sont réputés être les vôtres.',
      '2. Trading. Un ordre peut faire perdre toute sa mise. Les ordres sont réglés par le serveur sur les prix enregistrés, selon les règles de trading publiées, et un ordre accepté ne peut pas être annulé. Vous acceptez l’avertissement sur les risques avant votre premier ordre.',
      '3. Argent. Les dépôts sont crédités une fois le paiement confirmé. Les retraits sont versés, après examen, sur le compte que vous avez associé, moins les frais affichés avant votre confirmation. L’épargne rapporte le taux publié à partir du jour indiqué lors du versement.',
      '4. Interdit. Fausse identité, usage du compte ou du moyen de paiement d’autrui, blanchiment d’argent, attaques contre le service et abus du service client. Nous pouvons refuser ou annuler ces demandes et suspendre ou fermer le compte ; l’argent qui vous revient légalement vous est versé.',
      '5. Modifications et fermeture. Nous publions les modifications de ces conditions dans l’application. Vous pouvez fermer votre compte à tout moment via le service client, dès qu’aucun ordre ni retrait n’est en cours.',
      '6. Droit applicable et litiges. Ces conditions sont régies par le droit de {{operatorJurisdiction}}. Contactez-nous d’abord à {{operatorEmail}}. Un litige que nous ne pouvons pas régler ensemble relève des tribunaux compétents du lieu de notre siège, sauf si la loi de votre pays vous permet de saisir vos propres tribunaux.',
    ],
  },
  highlights: {
    title: 'Points forts',
    paragraphs: [
      'Chaque ordre réglé montre les prix enregistrés qui ont décidé du résultat : vous pouvez le vérifier vous-même.',
      'Chaque centime passe par un grand livre en partie double, rapproché des soldes.',
      'Les retraits vont sur le compte que vous associez, et les frais s’affichent avant la confirmation.',
      'Dix langues, pensées pour les réseaux lents et les téléphones à petit prix.',
    ],
  },
};
