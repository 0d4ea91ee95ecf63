/** Deutsch texts seeded by 2026_11_27_1300_create_content_pages; frozen with it. */
export const pages = {
  help: {
    title: 'So funktioniert der Handel',
    paragraphs: [
      'Wählen Sie auf Start oder unter Produkte ein Produkt. Seine Seite zeigt den aktuellen Kurs, die Kurse der letzten Stunde und das Handelsfeld.',
      'Wählen Sie eine Laufzeit. Jede Laufzeit zeigt ihre Ertragsrate: was eine gewonnene Order zusätzlich zum Einsatz erhält.',
      'Geben Sie einen Betrag innerhalb der Spanne unter dem Feld ein und tippen Sie auf „Steigend kaufen“, wenn Sie am Ende der Laufzeit einen höheren Kurs erwarten, oder auf „Fallend kaufen“, wenn Sie einen niedrigeren erwarten. Prüfen Sie die Zusammenfassung und bestätigen Sie. Vor Ihrer ersten Order lesen und akzeptieren Sie den Risikohinweis.',
      'Solange die Order offen ist, wird der Einsatz von Ihrem verfügbaren Guthaben zurückgehalten; die verbleibende Zeit sehen Sie unter Positionen. Am Ende der Laufzeit rechnet der Server nach den Handelsregeln ab: Ein Gewinn zahlt den Einsatz plus Einsatz × Ertragsrate aus, bei einem Verlust ist der Einsatz verloren, bei Unentschieden oder einer ungültigen Order wird er erstattet. Jede abgerechnete Order zeigt die Kurse, die sie entschieden haben.',
      'Einzahlen: Öffnen Sie Einzahlen, wählen Sie eine Zahlungsart, geben Sie den Betrag ein und zahlen Sie mit den angezeigten Angaben und der Referenz. Der Betrag wird gutgeschrieben, sobald die Zahlung bestätigt ist.',
      'Auszahlen: Hinterlegen Sie einmal ein Auszahlungskonto (Änderungen über den Kundenservice) und geben Sie dann Betrag und Transaktionspasswort ein. Die Bearbeitungsgebühr wird vor der Bestätigung angezeigt. Während der Prüfung werden Betrag und Gebühr zurückgehalten; scheitert die Auszahlung, gehen sie an Ihr verfügbares Guthaben zurück. Fünf falsche Transaktionspasswörter sperren Auszahlungen für 15 Minuten.',
    ],
  },
  rules: {
    title: 'Handelsregeln',
    paragraphs: [
      'Eine Order wird nur angenommen, solange der Markt geöffnet ist, mit einem Einsatz innerhalb der Spanne des Produkts und Ihres verfügbaren Guthabens.',
      'Einstiegskurs: der letzte Tick, wenn der Server die Order annimmt.',
      'Ausstiegskurs: der letzte Tick bei oder vor Ablauf, endgültig, sobald ein späterer Tick eintrifft.',
      'Steigend: Ein Ausstiegskurs über dem Einstiegskurs gewinnt, darunter ist der Einsatz verloren.',
      'Fallend: Ein Ausstiegskurs unter dem Einstiegskurs gewinnt, darüber ist der Einsatz verloren.',
      'Ist der Ausstiegskurs gleich dem Einstiegskurs, ist es unentschieden: Der Einsatz wird erstattet.',
      'Kein Tick in den 5 s vor Ablauf: Die Order ist ungültig, der Einsatz wird erstattet.',
      'Ein Gewinn zahlt den Einsatz plus Einsatz × Ertragsrate aus.',
      'Jede Order wird genau einmal vom Server nach den erfassten Kursen abgerechnet. Niemand kann ein Ergebnis ändern.',
    ],
  },
  risk: {
    title: 'Risikohinweis',
    paragraphs: [
      'Beim Festzeit-Handel sagen Sie voraus, ob der Kurs am Ende der Laufzeit höher oder niedriger ist. Sie können Ihren ganzen Einsatz verlieren.',
      'Orders werden zu den vom Server erfassten Kursen nach den Handelsregeln abgerechnet. Vergangene Kurse sagen nichts über künftige.',
      'Handeln Sie nur mit Geld, dessen Verlust Sie verkraften können.',
    ],
  },
  about: {
    title: 'Über Uptick',
    paragraphs: [
      'Uptick ist eine mobile App für Festzeit-Orders auf steigende oder fallende Marktkurse, mit Ein- und Auszahlungen.',
      'Jede Änderung eines Guthabens wird in einem Hauptbuch erfasst, das mit den Guthaben abgeglichen wird. Orders werden nur nach den erfassten Kursen und den veröffentlichten Handelsregeln abgerechnet, und jede abgerechnete Order zeigt ihren Ein- und Ausstiegskurs.',
    ],
  },
  privacy: {
    title: 'Datenschutz',
    paragraphs: [
      'Wir speichern, was der Betrieb Ihres Kontos braucht: Kontoname, Spitzname und Telefonnummer; Ihre Orders, Ein- und Auszahlungen und Ihr Auszahlungskonto; und, wenn Sie sich verifizieren, Name, Ausweisnummer, Staatsangehörigkeit und Ausweisfotos, die nur Sie und unsere Betreiber sehen.',
      'Passwörter speichern wir nur als gesalzene Hashes, Anmelde-Tokens nur als Hashes. Die Adresse, von der Sie sich anmelden, halten wir fest, um das Erraten von Passwörtern zu verhindern.',
      'Die App speichert Anmeldung, Sprache und Einstellungen auf Ihrem Gerät; „Cache leeren“ in den Einstellungen entfernt sie.',
      'Wenn Sie wissen möchten, was wir über Sie speichern, oder Ihr Konto schließen möchten, wenden Sie sich an den Kundenservice.',
    ],
  },
  info: {
    title: 'Plattforminformationen',
    paragraphs: [
      'Die Kurse stammen aus einem Marktdaten-Feed. Sind sie simuliert, steht das neben ihnen.',
      'Zeiten werden in der Zeitzone Ihres Geräts angezeigt; Tageswerte wie die heutige G/V folgen dem Tag der Plattform.',
      'Bei Fragen zu Ihrem Konto erreichen Sie uns über den Online-Kundenservice auf Start.',
    ],
  },
};
