/** Deutsch texts of 2026_11_28_1000_content_wording; frozen with it. Only the pages it rewrites. */
export const pages = {
  help: {
    title: 'So funktioniert der Handel',
    paragraphs: [
      'Wählen Sie auf Start oder unter Produkte ein Produkt. Seine Seite zeigt den aktuellen Kurs, die Kurse der letzten Stunde und das Handelsfeld.',
      'Wählen Sie eine Laufzeit. Jede Laufzeit zeigt ihre Rendite: was eine gewonnene Order zusätzlich zum Einsatz erhält.',
      'Geben Sie einen Einsatz innerhalb der Spanne unter dem Feld ein und tippen Sie auf „Steigt“, wenn Sie am Ende der Laufzeit einen höheren Kurs erwarten, oder auf „Fällt“, wenn Sie einen niedrigeren erwarten. Prüfen Sie die Zusammenfassung und bestätigen Sie. Vor Ihrer ersten Order lesen und akzeptieren Sie den Risikohinweis.',
      'Solange die Order offen ist, wird der Einsatz von Ihrem verfügbaren Guthaben zurückgehalten; die verbleibende Zeit sehen Sie unter Positionen. Am Ende der Laufzeit rechnet der Server nach den Handelsregeln ab: Ein Gewinn zahlt den Einsatz plus Einsatz × Rendite aus, bei einem Verlust ist der ganze Einsatz verloren, bei Unentschieden oder einer ungültigen Order wird er erstattet. Jede abgerechnete Order zeigt die Kurse, die sie entschieden haben.',
      'Einzahlen: Öffnen Sie Einzahlen, wählen Sie eine Zahlungsart, geben Sie den Betrag ein und zahlen Sie mit den angezeigten Angaben und der Referenz. Der Betrag wird gutgeschrieben, sobald die Zahlung bestätigt ist.',
      'Auszahlen: Hinterlegen Sie einmal ein Bankkonto als Auszahlungskonto (Änderungen über den Kundenservice) und geben Sie dann Betrag und Transaktionspasswort ein. Die Gebühr wird vor der Bestätigung angezeigt. Während der Prüfung werden Betrag und Gebühr zurückgehalten; scheitert die Auszahlung, gehen sie an Ihr verfügbares Guthaben zurück. Fünf falsche Transaktionspasswörter sperren Auszahlungen für 15 Minuten.',
    ],
  },
  rules: {
    title: 'Handelsregeln',
    paragraphs: [
      'Eine Order wird nur angenommen, solange der Markt geöffnet ist, mit einem Einsatz innerhalb der Spanne des Produkts und Ihres verfügbaren Guthabens.',
      'Einstiegskurs: der letzte Tick, wenn der Server die Order annimmt.',
      'Ausstiegskurs: der letzte Tick bei oder vor Ablauf, endgültig, sobald ein späterer Tick eintrifft.',
      'Steigt: Ein Ausstiegskurs über dem Einstiegskurs gewinnt, darunter ist der Einsatz verloren.',
      'Fällt: Ein Ausstiegskurs unter dem Einstiegskurs gewinnt, darüber ist der Einsatz verloren.',
      'Ist der Ausstiegskurs gleich dem Einstiegskurs, ist es unentschieden: Der Einsatz wird erstattet.',
      'Kein Tick in den 5\u00a0s vor Ablauf: Die Order ist ungültig, der Einsatz wird erstattet.',
      'Ein Gewinn zahlt den Einsatz plus Einsatz × Rendite aus. Der Gewinn wird auf den Cent abgerundet.',
      'Jede Order wird genau einmal vom Server nach den erfassten Kursen abgerechnet. Niemand kann ein Ergebnis ändern.',
    ],
  },
  risk: {
    title: 'Risikohinweis',
    paragraphs: [
      'Beim Festzeit-Handel sagen Sie voraus, ob der Kurs am Ende der Laufzeit höher oder niedriger ist.',
      'Liegen Sie richtig, erhalten Sie zusätzlich zum Einsatz die Rendite der gewählten Laufzeit (75–90\u00a0%). Liegen Sie falsch, verlieren Sie den ganzen Einsatz, nicht nur einen Teil. Weil ein Gewinn weniger bringt, als ein Verlust kostet, müssen Sie öfter als in der Hälfte der Fälle richtig liegen, nur um nichts zu verlieren.',
      'Gewinne werden auf den Cent abgerundet.',
      'Zeigt die App „Simulierte Kurse“, stammen die Kurse aus einem Simulator, nicht von einem echten Markt.',
      'Orders werden zu den vom Server erfassten Kursen nach den Handelsregeln abgerechnet. Vergangene Kurse sagen nichts über künftige. Handeln Sie nur mit Geld, dessen Verlust Sie verkraften können.',
    ],
  },
  info: {
    title: 'Plattforminformationen',
    paragraphs: [
      'Die Kurse stammen aus einem Marktdaten-Feed. Sind sie simuliert, steht das neben ihnen.',
      'Zeiten werden in der Zeitzone Ihres Geräts angezeigt; Tageswerte wie die heutige G/V folgen dem Tag der Plattform.',
      'Bei Fragen zu Ihrem Konto erreichen Sie uns über „Support“ auf Start.',
    ],
  },
};
