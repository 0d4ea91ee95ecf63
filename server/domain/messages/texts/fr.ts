import type { NoticeTexts } from '../notice-texts.js';

// French typography: a narrow no-break space before ; ! ? and a no-break space before : (docs/wording.md). A reason
// is the app's own sentence, capitalised, so it stands on a line of its own after "Motif :", as in the withdrawal history.
export default {
  trade_password_locked: { title: 'Mot de passe de transaction bloqué', body: 'Le mot de passe de transaction a été mal saisi 5\u00a0fois de suite\u202f; les retraits et la modification de ce mot de passe sont suspendus pendant 15\u00a0minutes. Si ce n’était pas vous, changez tout de suite votre mot de passe de connexion et contactez le service client.' },
  trade_password_changed: { title: 'Mot de passe de transaction modifié', body: 'Votre mot de passe de transaction vient d’être modifié. Si ce n’était pas vous, contactez tout de suite le service client.' },
  login_password_changed: { title: 'Mot de passe de connexion modifié', body: 'Votre mot de passe de connexion vient d’être modifié et tous vos autres appareils ont été déconnectés. Si ce n’était pas vous, contactez tout de suite le service client.' },
  sign_in_locked: { title: 'Connexion depuis un nouvel appareil suspendue', body: 'Quelqu’un a saisi plusieurs fois un mauvais mot de passe pour votre compte depuis un nouvel appareil. Les nouveaux appareils ne peuvent donc plus se connecter pendant un moment. Vos appareils habituels ne sont pas concernés. Si ce n’était pas vous, nous vous conseillons de changer votre mot de passe de connexion.' },
  password_reset: { title: 'Mot de passe réinitialisé', body: 'Votre mot de passe a été réinitialisé via «\u00a0Mot de passe oublié\u00a0» et tous vos appareils ont été déconnectés. Si ce n’était pas vous, contactez tout de suite le service client.' },
  withdrawal_account_changed: { title: 'Compte de retrait modifié', body: 'Votre compte de retrait vient d’être modifié. Pour protéger votre argent, les retraits sont suspendus et reprendront le {holdUntil}. Si ce n’était pas vous, contactez tout de suite le service client.' },
  verification_approved: { title: 'Vérification d’identité validée', body: 'Votre vérification d’identité a été validée. Merci.' },
  verification_rejected: { title: 'Vérification d’identité refusée', body: 'Votre vérification d’identité n’a pas été validée.\nMotif\u00a0: {reason}\nCorrigez les informations puis renvoyez votre demande.' },
  deposit_credited: { title: 'Dépôt crédité', body: 'Votre dépôt de {amount} (n°\u00a0{number}) a été crédité sur votre solde disponible.' },
  deposit_credited_other_amount: { title: 'Dépôt crédité', body: 'Pour votre dépôt n°\u00a0{number}, vous aviez déclaré {declared}\u202f; le montant arrivé, {amount}, a été crédité sur votre solde disponible. Si ce n’est pas ce que vous avez envoyé, contactez le service client avec ce numéro.' },
  deposit_rejected: { title: 'Dépôt refusé', body: 'Votre dépôt de {amount} (n°\u00a0{number}) n’a pas été crédité.\nMotif\u00a0: {reason}\nSi vous avez bien payé, contactez le service client avec ce numéro.' },
  withdrawal_approved: { title: 'Retrait versé', body: 'Votre retrait de {amount} (n°\u00a0{number}) a été versé. Il arrivera bientôt sur votre compte.' },
  withdrawal_failed: { title: 'Retrait non effectué', body: 'Votre retrait de {amount} (n°\u00a0{number}) n’a pas pu être effectué.\nMotif\u00a0: {reason}\nLe montant et les frais ont été recrédités sur votre solde disponible.' },
  support_reply: { title: 'Réponse du service client', body: 'Le service client a répondu à votre message. Ouvrez la conversation pour la lire.' },
} satisfies NoticeTexts;
