/** Français texts of 2026_11_28_1000_content_wording; frozen with it. Only the pages it rewrites. */
export const pages = {
  help: {
    title: 'Comment trader',
    paragraphs: [
      'Choisissez un produit sur l’Accueil ou dans Produits. Son écran montre le prix en direct, les prix de la dernière heure et le panneau de trading.',
      'Choisissez une durée. Chaque durée affiche son taux de gain : ce qu’un ordre gagnant reçoit en plus de sa mise.',
      'Saisissez une mise dans la fourchette indiquée sous le champ, puis touchez « Hausse » si vous pensez que le prix sera plus haut à la fin de la durée, ou « Baisse » s’il sera plus bas. Vérifiez le récapitulatif et confirmez. Avant votre premier ordre, vous devez lire et accepter l’avertissement sur les risques.',
      'Tant que l’ordre est ouvert, la mise est bloquée sur votre solde disponible ; le compte à rebours est dans Positions. À la fin de la durée, le serveur règle l’ordre selon les règles de trading : un gain rembourse la mise plus mise × taux de gain, une perte coûte toute la mise, une égalité ou un ordre annulé la rend. Chaque ordre réglé montre les prix qui l’ont décidé.',
      'Dépôts : ouvrez Dépôt, choisissez un moyen de paiement, saisissez le montant et payez avec les coordonnées et la référence affichées. Le montant est crédité une fois le paiement confirmé.',
      'Retraits : associez une fois un compte bancaire de retrait (les changements passent par le service client), puis saisissez le montant et votre mot de passe de transaction. Les frais sont affichés avant la confirmation. Pendant la vérification, le montant et les frais sont bloqués ; si le retrait échoue, ils reviennent sur votre solde disponible. Cinq mots de passe de transaction erronés bloquent les retraits pendant 15 minutes.',
    ],
  },
  rules: {
    title: 'Règles de trading',
    paragraphs: [
      'Un ordre n’est accepté que pendant l’ouverture du marché, pour une mise dans la fourchette du produit et dans la limite de votre solde disponible.',
      'Prix d’entrée : le dernier tick au moment où le serveur accepte l’ordre.',
      'Prix de sortie : le dernier tick à l’échéance ou avant, définitif dès qu’un tick suivant arrive.',
      'Hausse : un prix de sortie au-dessus du prix d’entrée gagne ; en dessous, la mise est perdue.',
      'Baisse : un prix de sortie en dessous du prix d’entrée gagne ; au-dessus, la mise est perdue.',
      'Un prix de sortie égal au prix d’entrée est une égalité : la mise est rendue.',
      'Aucun tick dans les 5 s avant l’échéance : l’ordre est annulé et la mise est rendue.',
      'Un gain rembourse la mise plus mise × taux de gain. Le gain est arrondi au centime inférieur.',
      'Chaque ordre est réglé une seule fois, par le serveur, sur les prix enregistrés. Personne ne peut changer un résultat.',
    ],
  },
  risk: {
    title: 'Avertissement sur les risques',
    paragraphs: [
      'Le trading à durée fixe consiste à prédire si le prix sera plus haut ou plus bas à la fin de la durée.',
      'Un pronostic juste rapporte, en plus de la mise, le taux de gain de la durée choisie (75 à 90 %). Un pronostic faux coûte toute la mise, pas une partie. Comme un gain rapporte moins qu’une perte ne coûte, il faut avoir raison plus d’une fois sur deux rien que pour ne pas perdre d’argent.',
      'Les gains sont arrondis au centime inférieur.',
      'Lorsque l’application affiche « Prix simulés », les prix viennent d’un simulateur et non d’un marché réel.',
      'Les ordres sont réglés sur les prix enregistrés par le serveur, selon les règles de trading. Les prix passés ne disent rien des prix futurs. Ne tradez qu’avec de l’argent que vous pouvez vous permettre de perdre.',
    ],
  },
  info: {
    title: 'Informations sur la plateforme',
    paragraphs: [
      'Les prix viennent d’un flux de données de marché. Lorsqu’ils sont simulés, l’application l’indique à côté.',
      'Les heures sont affichées dans le fuseau horaire de votre appareil ; les chiffres du jour, comme les gains/pertes d’aujourd’hui, suivent la journée de la plateforme.',
      'Pour toute question sur votre compte, contactez-nous via Assistance sur l’Accueil.',
    ],
  },
  about: {
    title: 'À propos d’Uptick',
    paragraphs: [
      'Uptick est une application mobile d’ordres à durée fixe sur la hausse ou la baisse des prix du marché, avec dépôts et retraits.',
      'Chaque mouvement de solde est inscrit dans un grand livre rapproché des soldes. Les ordres ne sont réglés que sur les prix enregistrés, selon les règles de trading publiées, et chaque ordre réglé montre ses prix d’entrée et de sortie.',
    ],
  },
  privacy: {
    title: 'Confidentialité',
    paragraphs: [
      'Nous gardons ce que la gestion de votre compte exige : nom de compte, pseudonyme et numéro de téléphone ; vos ordres, dépôts, retraits et compte de retrait ; et, si vous vérifiez votre identité, nom, numéro de pièce d’identité, nationalité et photos de la pièce, visibles par vous et nos opérateurs seulement.',
      'Les mots de passe ne sont stockés que sous forme de hachages salés, et les jetons de connexion que sous forme de hachages. Nous enregistrons l’adresse depuis laquelle vous vous connectez pour empêcher de deviner les mots de passe.',
      'L’application garde votre connexion, votre langue et vos paramètres sur votre appareil ; « Vider le cache » dans les Paramètres les efface.',
      'Pour savoir ce que nous conservons sur vous, ou pour fermer votre compte, contactez le service client.',
    ],
  },
};
