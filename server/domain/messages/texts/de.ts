import type { NoticeTexts } from '../notice-texts.js';

export default {
  trade_password_locked: { title: 'Transaktionspasswort gesperrt', body: 'Das Transaktionspasswort wurde 5-mal hintereinander falsch eingegeben. Auszahlungen und Änderungen des Transaktionspassworts sind daher für 15\u00a0Minuten gesperrt. Falls Sie das nicht waren, ändern Sie sofort Ihr Anmeldepasswort und wenden Sie sich an den Kundenservice.' },
  trade_password_changed: { title: 'Transaktionspasswort geändert', body: 'Ihr Transaktionspasswort wurde soeben geändert. Falls Sie das nicht waren, wenden Sie sich sofort an den Kundenservice.' },
  login_password_changed: { title: 'Anmeldepasswort geändert', body: 'Ihr Anmeldepasswort wurde soeben geändert, und alle anderen Geräte wurden abgemeldet. Falls Sie das nicht waren, wenden Sie sich sofort an den Kundenservice.' },
  sign_in_locked: { title: 'Anmeldung auf neuen Geräten pausiert', body: 'Auf einem neuen Gerät wurde Ihr Anmeldepasswort mehrmals falsch eingegeben. Neue Geräte können sich deshalb eine Weile nicht anmelden. Ihre gewohnten Geräte sind nicht betroffen. Falls Sie das nicht waren, empfehlen wir, Ihr Anmeldepasswort zu ändern.' },
  password_reset: { title: 'Passwort zurückgesetzt', body: 'Ihr Passwort wurde über „Passwort vergessen“ zurückgesetzt, und alle Geräte wurden abgemeldet. Falls Sie das nicht waren, wenden Sie sich sofort an den Kundenservice.' },
  withdrawal_account_changed: { title: 'Auszahlungskonto geändert', body: 'Ihr Auszahlungskonto wurde soeben geändert. Zum Schutz Ihres Geldes sind Auszahlungen pausiert und ab {holdUntil} wieder möglich. Falls Sie das nicht waren, wenden Sie sich sofort an den Kundenservice.' },
  verification_approved: { title: 'Identitätsprüfung bestanden', body: 'Ihre Identitätsprüfung war erfolgreich. Vielen Dank.' },
  verification_rejected: { title: 'Identitätsprüfung nicht bestanden', body: 'Ihre Identitätsprüfung war nicht erfolgreich: {reason}\nBitte korrigieren Sie die Angaben und reichen Sie sie erneut ein.' },
  deposit_credited: { title: 'Einzahlung gutgeschrieben', body: 'Ihre Einzahlung über {amount} (Nr. {number}) wurde Ihrem verfügbaren Guthaben gutgeschrieben.' },
  deposit_credited_other_amount: { title: 'Einzahlung gutgeschrieben', body: 'Für Ihre Einzahlung Nr. {number} hatten Sie {declared} angegeben; eingegangen sind {amount}, und dieser Betrag wurde Ihrem verfügbaren Guthaben gutgeschrieben. Wenn Sie einen anderen Betrag gesendet haben, wenden Sie sich mit der Nummer an den Kundenservice.' },
  deposit_rejected: { title: 'Einzahlung abgelehnt', body: 'Ihre Einzahlung über {amount} (Nr. {number}) wurde nicht gutgeschrieben: {reason}\nWenn Sie bezahlt haben, wenden Sie sich mit der Nummer an den Kundenservice.' },
  withdrawal_approved: { title: 'Auszahlung überwiesen', body: 'Ihre Auszahlung über {amount} (Nr. {number}) wurde überwiesen und sollte bald auf Ihrem Konto eingehen.' },
  withdrawal_failed: { title: 'Auszahlung nicht ausgeführt', body: 'Ihre Auszahlung über {amount} (Nr. {number}) konnte nicht ausgeführt werden: {reason}\nBetrag und Gebühr wurden Ihrem verfügbaren Guthaben wieder gutgeschrieben.' },
  support_reply: { title: 'Antwort vom Kundenservice', body: 'Der Kundenservice hat auf Ihre Nachricht geantwortet. Öffnen Sie den Chat, um sie zu lesen.' },
} satisfies NoticeTexts;
