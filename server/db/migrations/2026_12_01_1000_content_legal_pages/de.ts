/** German texts of 2026_12_01_1000_content_legal_pages; frozen with it. `{{operator…}}` is filled from OPERATOR_* when served. */
export const pages = {
  about: {
    title: 'Über uns',
    paragraphs: [
      'Uptick wird von {{operatorName}}, {{operatorAddress}}, betrieben. Es ist eine mobile App für Festzeit-Orders auf steigende oder fallende Marktkurse, mit Flexsparen, Ein- und Auszahlungen, in zehn Sprachen.',
      'Jede Änderung eines Guthabens wird in einem Hauptbuch erfasst, das mit den Guthaben abgeglichen wird. Orders werden nur nach den erfassten Kursen und den veröffentlichten Handelsregeln abgerechnet, und jede abgerechnete Order zeigt die Kurse, die ihr Ergebnis bestimmt haben. Niemand, auch nicht unsere Mitarbeiter, kann ein Ergebnis wählen.',
      'Eine Order kann ihren ganzen Einsatz verlieren. Lesen Sie vor dem Handeln den Risikohinweis und die Handelsregeln in der Hilfe.',
      'Kontakt: {{operatorEmail}}.',
    ],
  },
  privacy: {
    title: 'Datenschutzerklärung',
    paragraphs: [
      'Diese Erklärung sagt, was {{operatorName}} („wir“), {{operatorAddress}}, über Sie speichert, wenn Sie Uptick nutzen, warum, wo und wie lange, und wer es sonst sieht. Fragen und Anträge: {{operatorEmail}}.',
      '1. Was wir erheben. Ihr Konto: Kontoname, Spitzname, Telefonnummer, der Einladungscode Ihrer Registrierung und welche Fassung der Nutzungsbedingungen und dieser Erklärung Sie wann akzeptiert haben. Ihr Geld und Ihre Orders: Orders, Ein- und Auszahlungen, Anlagen und Entnahmen beim Sparen und das Auszahlungskonto, das Sie hinterlegen (Kontoinhaber, Bank und Kontonummer oder Wallet-Adresse). Wenn Sie sich verifizieren: Name, Ausweisnummer, Staatsangehörigkeit und Fotos beider Seiten des Ausweises.',
      '2. Geräteinformationen und IP-Adressen. Unsere Serverprotokolle halten die IP-Adresse und den Pfad jeder Anfrage fest. Adressen, von denen falsche Passwörter kommen, werden höchstens einen Tag lang gezählt, um das Erraten von Passwörtern zu verhindern. Jedes Gerät, auf dem Sie sich anmelden, behält ein zufälliges Token, das wir nur als Hash speichern, damit Rateversuche von anderswo Sie nicht aussperren. Ihren Standort, Ihre Kontakte oder Daten anderer Apps erheben wir nicht.',
      '3. Ihre Sprache. Die Sprache, die Sie wählen, bleibt auf Ihrem Gerät und wird mit Anfragen nach Texten wie diesem gesendet, damit sie in dieser Sprache kommen. Mit Ihrem Konto wird sie nicht gespeichert.',
      '4. Wozu. Wir nutzen diese Daten, um Ihr Konto zu führen, Ihre Orders, Ein- und Auszahlungen auszuführen, Ihre Identität zu prüfen, wo das Gesetz es verlangt, Betrug und Missbrauch zu verhindern und Ihnen zu antworten. Wir verkaufen sie nicht und nutzen sie nicht für Werbung.',
      '5. Wo und wie lange. Ihre Daten liegen in der Datenbank der Uptick-Installation, die {{operatorName}} betreibt, unter dem Recht von {{operatorJurisdiction}}. Passwörter speichern wir nur als gesalzene Hashes. Konto-, Order- und Geldaufzeichnungen bewahren wir auf, solange Ihr Konto besteht, und danach so lange, wie das Gesetz die Aufbewahrung von Finanzunterlagen verlangt. Anmeldungen enden nach 30 Tagen, Registrierungstickets nach 15 Minuten. Serverprotokolle behalten wir nur so lange, wie Sicherheit und Fehlersuche sie brauchen. Auf Ihrem Gerät entfernt „Cache leeren“ in den Einstellungen Anmeldung, Sprache und Einstellungen.',
      '6. Dritte. Wir geben Ihre Daten nur weiter, wo es nötig ist: an Banken und Zahlungsdienstleister, um Ihre Ein- und Auszahlungen auszuführen, an Behörden, wo das Gesetz uns verpflichtet, und an Dienstleister, die Uptick nach unseren Weisungen für uns hosten oder betreiben. Sonst erhält sie niemand. Ihre Ausweisfotos sehen nur Sie und unsere Betreiber.',
      '7. Verbotene Inhalte und Nutzung. Sie dürfen keine gefälschten oder fremden Dokumente hochladen, kein fremdes Konto, Bankkonto oder Zahlungsmittel nutzen, kein Geld waschen, den Dienst nicht manipulieren oder angreifen und dem Kundenservice keine rechtswidrigen, beleidigenden oder irreführenden Inhalte senden. Wir können betroffene Anfragen ablehnen oder rückgängig machen, das Konto sperren oder schließen und es melden, wo das Gesetz es verlangt. Eine Sperre nimmt Ihnen kein Geld: Was Ihnen rechtmäßig gehört, wird an Sie ausgezahlt.',
      '8. Ihre Rechte. Sie können Auskunft über Ihre gespeicherten Daten, ihre Berichtigung oder die Schließung Ihres Kontos verlangen: Schreiben Sie an {{operatorEmail}} oder wenden Sie sich an den Kundenservice. Unterlagen, die wir von Gesetzes wegen aufbewahren müssen, behalten wir, bis diese Pflicht endet.',
      '9. Streitigkeiten. Für diese Erklärung gilt das Recht von {{operatorJurisdiction}}. Bitte wenden Sie sich zuerst an {{operatorEmail}}. Einen Streit, den wir nicht gemeinsam beilegen, entscheiden die zuständigen Gerichte an unserem Sitz, es sei denn, das Recht Ihres Landes erlaubt Ihnen, Ihre eigenen Gerichte anzurufen.',
      '10. Änderungen. Änderungen dieser Erklärung veröffentlichen wir hier. Die Fassung, die Sie akzeptiert haben, wird mit Ihrem Konto gespeichert.',
    ],
  },
  info: {
    title: 'Plattforminformationen',
    paragraphs: [
      'Uptick wird von {{operatorName}}, {{operatorAddress}}, nach dem Recht von {{operatorJurisdiction}} betrieben. E-Mail: {{operatorEmail}}.',
      'Die Kurse stammen aus einem Marktdaten-Feed. Sind sie simuliert, steht das neben ihnen.',
      'Zeiten werden in der Zeitzone Ihres Geräts angezeigt; Tageswerte wie die heutige G/V folgen dem Tag der Plattform.',
      'Bei Fragen zu Ihrem Konto schreiben Sie an {{operatorEmail}} oder erreichen uns über „Support“ auf Start.',
    ],
  },
  terms: {
    title: 'Nutzungsbedingungen',
    paragraphs: [
      'Diese Bedingungen sind ein Vertrag zwischen Ihnen und {{operatorName}}, {{operatorAddress}}, dem Betreiber von Uptick. Mit der Eröffnung eines Kontos akzeptieren Sie sie und die Datenschutzerklärung.',
      '1. Ihr Konto. Sie müssen volljährig sein und an Ihrem Wohnort Verträge schließen und Festzeit-Produkte handeln dürfen. Eine Person, ein Konto. Halten Sie Ihr Anmelde- und Ihr Transaktionspasswort geheim: Orders und Auszahlungen, die damit erteilt werden, gelten als Ihre.',
      '2. Handel. Eine Order kann ihren ganzen Einsatz verlieren. Der Server rechnet Orders nach den erfassten Kursen und den veröffentlichten Handelsregeln ab, und eine angenommene Order kann nicht storniert werden. Vor Ihrer ersten Order akzeptieren Sie den Risikohinweis.',
      '3. Geld. Einzahlungen werden gutgeschrieben, sobald die Zahlung bestätigt ist. Auszahlungen gehen nach Prüfung auf das hinterlegte Konto, abzüglich der Gebühr, die vor Ihrer Bestätigung angezeigt wird. Flexsparen bringt den veröffentlichten Zins ab dem Tag, der beim Anlegen angezeigt wird.',
      '4. Nicht erlaubt. Falsche Identität, die Nutzung fremder Konten oder Zahlungsmittel, Geldwäsche, Angriffe auf den Dienst und Missbrauch des Kundenservice. Wir können solche Anfragen ablehnen oder rückgängig machen und das Konto sperren oder schließen; Geld, das Ihnen rechtmäßig gehört, wird an Sie ausgezahlt.',
      '5. Änderungen und Kündigung. Änderungen dieser Bedingungen veröffentlichen wir in der App. Sie können Ihr Konto jederzeit über den Kundenservice schließen, sobald keine Order und keine Auszahlung mehr offen ist.',
      '6. Recht und Streitigkeiten. Für diese Bedingungen gilt das Recht von {{operatorJurisdiction}}. Bitte wenden Sie sich zuerst an {{operatorEmail}}. Einen Streit, den wir nicht gemeinsam beilegen, entscheiden die zuständigen Gerichte an unserem Sitz, es sei denn, das Recht Ihres Landes erlaubt Ihnen, Ihre eigenen Gerichte anzurufen.',
    ],
  },
  highlights: {
    title: 'Das zeichnet uns aus',
    paragraphs: [
      'Jede abgerechnete Order zeigt die erfassten Kurse, die ihr Ergebnis bestimmt haben: Sie können es selbst prüfen.',
      'Jeder Cent läuft durch ein doppelt geführtes Hauptbuch, das mit den Guthaben abgeglichen wird.',
      'Auszahlungen gehen auf Ihr hinterlegtes Konto, und die Gebühr sehen Sie vor der Bestätigung.',
      'Zehn Sprachen, gemacht für langsame Netze und günstige Handys.',
    ],
  },
};
