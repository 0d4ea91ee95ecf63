/** French texts of 2026_12_07_1400_content_native_wording: only the pages it rewrites; frozen with it. */
export const pages = {
  help: {
    title: 'Comment trader',
    paragraphs: [
      'Choisissez un produit sur l’Accueil ou dans Produits. Son écran montre le prix en direct, les prix de la dernière heure et le panneau de trading.',
      'Choisissez une durée. Chaque durée affiche son taux de gain\u00a0: ce qu’un ordre gagnant reçoit en plus de sa mise.',
      'Saisissez une mise dans la fourchette indiquée sous le champ, puis touchez «\u202fHausse\u202f» si vous pensez que le prix sera plus haut à la fin de la durée, ou «\u202fBaisse\u202f» s’il sera plus bas. Vérifiez le récapitulatif et confirmez. Avant votre premier ordre, vous devez lire et accepter l’avertissement sur les risques.',
      'Tant que l’ordre est ouvert, la mise est bloquée sur votre solde disponible\u202f; le compte à rebours est dans Positions. À la fin de la durée, le serveur règle l’ordre selon les règles de trading\u00a0: un gain rembourse la mise plus mise × taux de gain, une perte coûte toute la mise, une égalité ou un ordre annulé la rend. Chaque ordre réglé montre les prix qui l’ont décidé.',
      'Dépôts\u00a0: ouvrez Dépôt, choisissez un moyen de dépôt, saisissez le montant et payez avec les coordonnées et la référence affichées. Le montant est crédité une fois le paiement confirmé.',
      'Retraits\u00a0: associez un compte de retrait (compte bancaire ou portefeuille crypto), puis saisissez le montant et votre mot de passe de transaction. Vous pouvez changer ce compte dans Compte de retrait\u202f; après un changement, les retraits sont suspendus un temps par sécurité, et l’heure de reprise s’affiche à l’écran et dans vos messages. Les frais sont affichés avant la confirmation. Pendant la vérification, le montant et les frais sont bloqués\u202f; si le retrait échoue, ils reviennent sur votre solde disponible. Cinq mots de passe de transaction erronés bloquent les retraits pendant 15\u00a0minutes.',
    ],
  },
  risk: {
    title: 'Avertissement sur les risques',
    paragraphs: [
      'Le trading à durée fixe consiste à prédire si le prix sera plus haut ou plus bas à la fin de la durée.',
      'Une prévision juste rapporte, en plus de la mise, le taux de gain de la durée choisie (75 à 90\u00a0%). Une prévision fausse coûte toute la mise, pas une partie. Comme un gain rapporte moins qu’une perte ne coûte, il faut avoir raison plus d’une fois sur deux rien que pour ne pas perdre d’argent.',
      'Les gains sont arrondis au centime inférieur.',
      'Lorsque l’application affiche «\u202fPrix simulés\u202f», les prix viennent d’un simulateur et non d’un marché réel.',
      'Les ordres sont réglés sur les prix enregistrés par le serveur, selon les règles de trading. Les prix passés ne disent rien des prix futurs. Ne tradez qu’avec de l’argent que vous pouvez vous permettre de perdre.',
    ],
  },
  privacy: {
    title: 'Politique de confidentialité',
    paragraphs: [
      'Cette politique indique ce que {{operatorName}} («\u00a0nous\u00a0»), {{operatorAddress}}, conserve sur vous lorsque vous utilisez Uptick, pourquoi, où et combien de temps, et qui d’autre y a accès. Questions et demandes\u00a0: {{operatorEmail}}.',
      '1. Ce que nous collectons. Votre compte\u00a0: nom de compte, pseudonyme, numéro de téléphone, le code d’invitation utilisé à l’inscription, ainsi que la version des conditions et de cette politique que vous avez acceptée, et sa date. Votre argent et vos ordres\u00a0: ordres, dépôts, retraits, versements sur l’épargne et récupérations, et le compte de retrait que vous associez (titulaire, banque et numéro de compte, ou adresse du portefeuille). Si vous vérifiez votre identité\u00a0: nom, numéro de pièce d’identité, nationalité et photos des deux faces de la pièce.',
      '2. Informations sur l’appareil et adresses IP. Les journaux de nos serveurs enregistrent l’adresse IP et le chemin de chaque requête. Les adresses d’où viennent des mots de passe erronés sont comptées au plus une journée, pour empêcher de deviner les mots de passe. Chaque appareil sur lequel vous vous connectez garde un jeton aléatoire, que nous ne stockons que sous forme de hachage, afin que des tentatives venues d’ailleurs ne puissent pas vous bloquer. Nous ne collectons ni votre position, ni vos contacts, ni les données d’autres applications.',
      '3. Votre langue. La langue que vous choisissez est gardée sur votre appareil et envoyée avec les demandes de textes comme celui-ci, pour qu’ils s’affichent dans cette langue. Elle n’est pas enregistrée avec votre compte.',
      '4. Pourquoi. Nous utilisons ces données pour gérer votre compte, exécuter vos ordres, dépôts et retraits, vérifier votre identité lorsque la loi l’exige, prévenir la fraude et les abus, et vous répondre. Nous ne les vendons pas et ne les utilisons pas pour la publicité.',
      '5. Où et combien de temps. Vos données sont conservées dans la base de données de l’installation d’Uptick exploitée par {{operatorName}}\u202f; droit applicable\u00a0: {{operatorJurisdiction}}. Les mots de passe ne sont stockés que sous forme de hachages salés. Les données de compte, d’ordres et d’argent sont conservées tant que votre compte existe, puis aussi longtemps que la loi impose de conserver les documents financiers. Les sessions de connexion expirent après 30\u00a0jours, les tickets d’inscription après 15\u00a0minutes. Les journaux des serveurs ne sont gardés que le temps nécessaire à la sécurité et au dépannage. Sur votre appareil, «\u00a0Vider le cache\u00a0» dans les Paramètres efface votre connexion, votre langue et vos paramètres.',
      '6. Tiers. Nous ne partageons vos données que si c’est nécessaire\u00a0: avec les banques et prestataires de paiement pour exécuter vos dépôts et retraits, avec les autorités lorsque la loi nous y oblige, et avec les prestataires qui hébergent ou exploitent Uptick pour nous, selon nos instructions. Personne d’autre ne les reçoit. Vos photos de pièce d’identité ne sont visibles que par vous et nos opérateurs.',
      '7. Contenus et usages interdits. Vous ne devez pas téléverser de faux documents ni ceux d’autrui, utiliser le compte, le compte bancaire ou le moyen de paiement d’une autre personne, blanchir de l’argent, manipuler ou attaquer le service, ni envoyer au service client des contenus illicites, injurieux ou trompeurs. Nous pouvons refuser ou annuler les demandes concernées, suspendre ou fermer le compte, et le signaler lorsque la loi l’exige. Suspendre un compte ne vous prend pas votre argent\u00a0: ce qui vous revient légalement vous est versé.',
      '8. Vos droits. Vous pouvez demander ce que nous conservons sur vous, le faire corriger ou faire fermer votre compte\u00a0: écrivez à {{operatorEmail}} ou contactez le service client. Les documents que la loi nous oblige à conserver le sont jusqu’à la fin de cette obligation.',
      '9. Litiges. Droit applicable à cette politique\u00a0: {{operatorJurisdiction}}. Contactez-nous d’abord à {{operatorEmail}}. Un litige que nous ne pouvons pas régler ensemble relève des tribunaux compétents du lieu de notre siège, sauf si la loi de votre pays vous permet de saisir vos propres tribunaux.',
      '10. Modifications. Nous publions ici les modifications de cette politique. La version que vous avez acceptée est enregistrée avec votre compte.',
    ],
  },
  info: {
    title: 'Informations sur la plateforme',
    paragraphs: [
      'Uptick est exploité par {{operatorName}}, {{operatorAddress}}. Droit applicable\u00a0: {{operatorJurisdiction}}. E-mail\u00a0: {{operatorEmail}}.',
      'Les prix viennent d’un flux de données de marché. Lorsqu’ils sont simulés, l’application l’indique à côté.',
      'Les heures sont affichées dans le fuseau horaire de votre appareil\u202f; les chiffres du jour, comme les gains/pertes d’aujourd’hui, suivent la journée de la plateforme.',
      'Pour toute question sur votre compte, écrivez à {{operatorEmail}} ou contactez-nous via Assistance sur l’Accueil.',
    ],
  },
  terms: {
    title: 'Conditions d’utilisation',
    paragraphs: [
      'Ces conditions sont un contrat entre vous et {{operatorName}}, {{operatorAddress}}, qui exploite Uptick. En ouvrant un compte, vous acceptez ces conditions et la politique de confidentialité.',
      '1. Votre compte. Vous devez être majeur et autorisé, là où vous vivez, à conclure des contrats et à trader des produits à durée fixe. Une personne, un compte. Gardez secrets vos mots de passe de connexion et de transaction\u00a0: les ordres et retraits faits avec eux sont réputés être les vôtres.',
      '2. Trading. Un ordre peut faire perdre toute sa mise. Les ordres sont réglés par le serveur sur les prix enregistrés, selon les règles de trading publiées, et un ordre accepté ne peut pas être annulé. Vous acceptez l’avertissement sur les risques avant votre premier ordre.',
      '3. Argent. Les dépôts sont crédités une fois le paiement confirmé. Les retraits sont versés, après examen, sur le compte que vous avez associé, moins les frais affichés avant votre confirmation. L’épargne rapporte le taux publié à partir du jour indiqué lors du versement.',
      '4. Interdit. Fausse identité, usage du compte ou du moyen de paiement d’autrui, blanchiment d’argent, attaques contre le service et abus du service client. Nous pouvons refuser ou annuler ces demandes et suspendre ou fermer le compte\u202f; l’argent qui vous revient légalement vous est versé.',
      '5. Modifications et fermeture. Nous publions les modifications de ces conditions dans l’application. Vous pouvez fermer votre compte à tout moment via le service client, dès qu’aucun ordre ni retrait n’est en cours.',
      '6. Droit applicable et litiges. Droit applicable à ces conditions\u00a0: {{operatorJurisdiction}}. Contactez-nous d’abord à {{operatorEmail}}. Un litige que nous ne pouvons pas régler ensemble relève des tribunaux compétents du lieu de notre siège, sauf si la loi de votre pays vous permet de saisir vos propres tribunaux.',
    ],
  },
};
