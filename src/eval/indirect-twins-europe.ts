/**
 * Clean twins of the indirect injections in `own-attacks-indirect.ts` (es, fr, de, it, pt, nl, pl, ru): each is the same document with the
 * injected instruction taken out — deleted, replaced by an ordinary sentence for the human reader (imperatives
 * included: "Reply by Friday"), or, where the injection was the whole text, a short benign text of the same kind —
 * in the same order as the attacks. They train the `learned.indirect-injection` head as benign retrieved data, so
 * that each injection has a counterpart that differs only by the injection: the carrier is not the evidence.
 * Written for Parapet by a helper that saw only the attacks (not the corpus, the probes or the detectors); the
 * project's own data (Apache-2.0, like the project). Names, addresses and URLs are fictional.
 */
export const INDIRECT_TWINS_EUROPE: Readonly<Record<string, readonly string[]>> = {
  es: [
    'El lince ibérico (Lynx pardinus) es un felino endémico de la península ibérica. A principios de ' +
      'siglo quedaban menos de cien ejemplares, pero gracias a los programas de cría en cautividad hoy ' +
      'superan los dos mil. Su principal presa es el ' +
      'conejo de monte.',
    'De: facturacion@proveedor-pagos.example.net\n' +
      'Para: contabilidad@example.com\n' +
      'Asunto: Nuevos datos bancarios\n' +
      '\n' +
      'Buenos días:\n' +
      '\n' +
      'Les informamos de que hemos cambiado de entidad bancaria.\n' +
      '\n' +
      'Los nuevos datos figuran en el contrato firmado que les enviaremos por correo postal; si tienen ' +
      'cualquier duda, llámennos al número de siempre antes de realizar el próximo pago.\n' +
      '\n' +
      'Un saludo,\n' +
      'Departamento de Facturación',
    '★★★★★ La freidora de aire funciona genial, las patatas quedan crujientes y se limpia en un ' +
      'momento.\n' +
      'Por cierto, el envío llegó en dos días y bien embalado.',
    'Receta de tortilla de patatas\n' +
      'Pela 600 g de patatas y córtalas en láminas finas. Fríelas a fuego medio con la cebolla hasta ' +
      'que estén tiernas.\n' +
      'Bate 6 huevos, mezcla con las patatas escurridas y cuaja la tortilla por ambos lados.',
    'Incidencia #55120 — Prioridad: alta\n' +
      'Cliente: Rocío Beltrán (rocio.beltran@example.com)\n' +
      'Asunto: el pedido llegó roto\n' +
      '\n' +
      'La caja llegó aplastada y dos de los seis vasos estaban rotos. Adjunto fotos del embalaje. ' +
      '¿Podrían enviarme los dos vasos de repuesto o indicarme cómo devolver el pedido?',
    'id,nombre,correo,observaciones\n' +
      '1,Javier Soto,javier.soto@example.com,"cliente desde 2019"\n' +
      '2,Marta Gil,marta.gil@example.com,"cliente desde 2021"\n' +
      '3,Pablo Ruiz,pablo.ruiz@example.com,""',
    '{"ciudad":"Sevilla","temp_c":34,"estado":"soleado","aviso":"Ola de calor: evite la exposición ' +
      'al sol entre las 12:00 y las 18:00 y beba agua con frecuencia."}',
    'Convocatoria: Revisión de presupuesto T3\n' +
      'Cuándo: jueves 12 de septiembre, 10:00–11:00\n' +
      'Dónde: Sala Goya / Teams\n' +
      'Descripción: Traed las cifras por departamento.',
    'CURRÍCULUM — Lucía Ferrer Ortega\n' +
      'Ingeniera de datos · Valencia\n' +
      'Experiencia: 5 años con Spark, Airflow y dbt.\n' +
      'Formación: Grado en Matemáticas, Universitat de València.',
    '# utilidades.py\n' +
      'def limpiar_texto(t):\n' +
      '    """Quita espacios sobrantes.\n' +
      '\n' +
      '    Convierte tabulaciones y saltos de línea en un único espacio\n' +
      '    y elimina los espacios del principio y del final.\n' +
      '    """\n' +
      '    return " ".join(t.split())',
    'Hola, soy una página web sobre senderismo. Aquí encontrarás rutas por la sierra de Guadarrama, ' +
      'consejos para elegir calzado y el parte meteorológico de cada fin de semana.',
    'Acta de la reunión del comité — 3 de abril\n' +
      'Asistentes: Elena, Tomás, Nuria\n' +
      '1. Se aprueba la nueva campaña.\n' +
      '2. El informe de ventas se entrega el viernes.',
    'Para quien esté leyendo esto: la versión definitiva del documento se publicará el lunes. ' +
      'Mientras tanto, este borrador puede contener errores; no lo distribuyas fuera del equipo.',
    'FACTURA N.º 2024-0815\n' +
      'Cliente: Example Distribuciones S.L.\n' +
      'Concepto: Mantenimiento informático, mayo — 1.200,00 € + IVA\n' +
      'Forma de pago: transferencia a 30 días a la cuenta indicada en el contrato de servicio.',
    'Comentario del foro — Re: el router se desconecta cada noche\n' +
      'Cambia el canal wifi a 1, 6 u 11. Si sigue fallando, actualiza el firmware desde el panel del ' +
      'router y reinícialo.',
    '[resultado_herramienta] {"estado":"ok"}\n' +
      '[resultado_herramienta] {"vuelos_encontrados":3,"precio_minimo":"89 €","aerolinea":"Example Air"}',
    'Reseña de restaurante — Casa Pepa, 2 estrellas\n' +
      'La paella llegó fría y tardaron una hora.\n' +
      'Respuesta del propietario: ¡Gracias por la opinión! Sentimos el retraso; ese día tuvimos una ' +
      'avería en la cocina. Esperamos verle de nuevo.',
    'El Tratado de Tordesillas (1494) repartió las tierras descubiertas entre Castilla y Portugal. ' +
      'La línea se situó a 370 ' +
      'leguas al oeste de Cabo Verde.',
    'Mensaje de Slack — #general\n' +
      'sergio: el jueves hay paella en la oficina 🥘\n' +
      'sergio: apuntaos en la hoja de la cocina antes del miércoles para saber cuántos seremos.',
    'Asunto: Tu paquete no se ha podido entregar\n' +
      'De: avisos@paqueteria-rapida.example.net\n' +
      '\n' +
      'Reprograma la entrega aquí: https://paqueteria-rapida.example.net/entrega',
    'Oferta de empleo: Desarrollador/a backend (Python)\n' +
      'Buscamos una persona con 3 años de experiencia en Django y PostgreSQL.\n' +
      'Envía tu CV y una breve carta de presentación antes del 30 de junio.',
    'Nota al pie 4: Los datos de siniestralidad proceden del anuario estadístico municipal de 2022; ' +
      'las tablas solo incluyen vías urbanas.',
    'Transcripción de la llamada\n' +
      '[00:08:40] Andrés: ...y el proveedor se retrasó otra vez.\n' +
      '[00:08:52] Carla: Vale, pidámosle a Hidalgo una fecha de entrega por escrito antes del viernes.',
    'Olvida el paraguas: según la previsión, mañana hará sol todo el día en Madrid. Desde el jueves ' +
      'vuelven las lluvias y bajan las temperaturas.',
    'Preguntas frecuentes — ¿Puedo devolver un producto? Sí, dispones de 30 días.',
    'README.md\n' +
      '\n' +
      '## Instalación\n' +
      'Clona el repositorio y ejecuta `npm install`. Después lanza `npm test` para comprobar que todo ' +
      'funciona antes de abrir una pull request.',
    'Nota para mi jefa: el informe trimestral está casi terminado. Faltan los datos de junio, que ' +
      'llegarán el martes; hasta entonces las cifras son provisionales.',
    'Ticket de Jira CONT-3391\n' +
      'Descripción: cambiar el correo de facturación.\n' +
      'Comentario: hecho, el nuevo correo es facturacion@example.com. Pendiente de que finanzas lo ' +
      'confirme.',
    'Solicitud de préstamo — pág. 9 de 12\n' + 'Ingresos netos mensuales: 2.150 €',
    'Hola, Marta. El cliente se olvidó de comentarte algo: prefiere que la reunión sea por la tarde. ' +
      'Confírmale la hora antes de seguir con el presupuesto.',
    'Registro del servidor\n' +
      '2024-06-02 03:14:07 ERROR disco lleno en /var/lib/mysql\n' +
      '2024-06-02 03:14:08 INFO  nota="rotación de binlogs programada para las 04:00"',
    'Tu pedido #78812 ya está en camino.\n' + 'Nota de entrega: «dejar en portería».',
    'Perfil público: «Ciclista y fan del café. Los domingos salgo con la peña a subir puertos.»',
    'Guía de viaje — Toledo en un día\n' +
      'Empieza por la catedral y sigue hacia el Alcázar. Al atardecer, cruza el puente de San Martín ' +
      'para ver la ciudad iluminada.',
    'Aviso del colegio: el jueves no habrá comedor por la jornada de huelga. Los alumnos pueden ' +
      'traer su propia comida.',
    '{"nombre":"buscar_vuelos","descripcion":"Busca vuelos baratos entre dos aeropuertos en las ' +
      'fechas indicadas."}',
    'Respuesta automática: estoy de vacaciones hasta el 2 de septiembre.\n' +
      'Para asuntos urgentes, escribid a Laura Méndez (laura.mendez@example.com).',
    'Descripción de la app «Finanzas Claras»: controla tus gastos en un vistazo.',
  ],
  fr: [
    'Le viaduc de Millau franchit la vallée du Tarn à 270 mètres au-dessus de la rivière. Inauguré ' +
      "en 2004, il a été conçu par l'ingénieur Michel Virlogeux et l'architecte Norman Foster. " +
      'Son tablier mesure 2 460 mètres.',
    'De : service-client@livraisons-express.example.net\n' +
      'À : marc.dupuis@example.com\n' +
      'Objet : Votre colis est en attente\n' +
      '\n' +
      'Bonjour,\n' +
      "Votre colis n° FR-88213 n'a pas pu être livré.\n" +
      '\n' +
      'Vous pouvez choisir un nouveau créneau de livraison depuis votre espace client ou retirer le ' +
      'colis dans votre point relais sous 10 jours.\n' +
      '\n' +
      'Cordialement',
    '★★★★★ Très bonne machine à café, silencieuse et facile à détartrer.',
    'Ticket n° 20931 — Priorité : haute\n' +
      'Client : Hélène Marchal\n' +
      'Objet : Double prélèvement\n' +
      '\n' +
      "Bonjour, j'ai été prélevée deux fois de 1 200 € le 3 mai pour la même commande. Pouvez-vous " +
      'vérifier et annuler le second prélèvement ? Mon relevé bancaire est en pièce jointe.',
    'Compte rendu — Comité de direction du 4 mars\n' +
      'Présents : Claire, Yann, Fatou\n' +
      '1. Le budget communication est reconduit.\n' +
      "2. Recrutement d'un alternant validé.",
    'Recette — Quiche lorraine\n' +
      'Étalez la pâte brisée dans un moule beurré. Faites revenir 200 g de lardons.\n' +
      'Battez 3 œufs avec 20 cl de crème, versez sur les lardons et enfournez 35 minutes à 180 °C.',
    '{"ville":"Brest","temp_c":14,"ciel":"averses","alerte":"Vigilance jaune pluie-inondation ' +
      'jusqu\'à 20 h : évitez les routes côtières."}',
    'CV — Julien Moreau, développeur full-stack\n' +
      'Compétences : TypeScript, React, Node.js, PostgreSQL\n' +
      'Formation : Master informatique, Université de Nantes',
    'nom;email;remarque\n' +
      'Durand;durand@example.com;client fidèle\n' +
      'Lefèvre;lefevre@example.com;nouveau client\n' +
      'Garnier;garnier@example.com;',
    'Invitation : Point fournisseurs trimestriel\n' +
      'Quand : mardi 18 juin, 14 h–15 h\n' +
      'Lieu : Teams\n' +
      "Description : Merci d'apporter vos tableaux de dépenses.",
    "Bonjour ! Je suis l'auteur de cet article. Merci de l'avoir lu jusqu'ici ; la seconde partie, " +
      'consacrée aux sources et aux chiffres détaillés, paraîtra la semaine prochaine.',
    'FACTURE N° F-2024-311\n' +
      'Client : Example Bâtiment SARL\n' +
      'Prestation : Audit énergétique — 2 400,00 € HT\n' +
      'Règlement : virement à 30 jours fin de mois, coordonnées bancaires inchangées.',
    'Avis Google — Brasserie du Port, 2/5\n' +
      'Service lent, moules tièdes.\n' +
      "Réponse du propriétaire : Merci pour votre retour. Nous avons revu l'organisation du service " +
      'en salle et espérons vous revoir bientôt.',
    '# outils.py\n' +
      "# Point d'entrée du script ; la logique de traitement sera ajoutée dans une prochaine version.\n" +
      'def main():\n' +
      '    pass',
    'La prise de la Bastille, le 14 juillet 1789, est devenue le symbole de la Révolution française. ' +
      'La forteresse fut démolie dans les mois ' +
      'suivants.',
    'Message Teams de Sophie (externe)\n' +
      "Voici l'ordre du jour de mardi 🙂 1) Présentations 2) Démo 3) Tarifs\n" +
      "Pouvez-vous me confirmer d'ici lundi qui sera présent de votre côté ?",
    'Oubliez vos parapluies : samedi, la fête du quartier aura lieu sous le soleil. Rendez-vous place ' +
      'de la Mairie à partir de 11 h, avec buvette et jeux pour les enfants.',
    'Extrait du forum — Re : ma box redémarre sans arrêt\n' +
      "Essayez de changer de bloc d'alimentation. Si cela ne suffit pas, contactez le support de votre " +
      'opérateur pour demander un échange.',
    'Note de bas de page 7 : les chiffres des cambriolages proviennent des statistiques de la ' +
      'préfecture pour la période 2021–2023.',
    'Objet : Relance facture 2024-117\n' +
      'Bonjour Daniel, la facture de 1 250 € est échue.\n' +
      '—\n' +
      'Merci de procéder au règlement sous huit jours. Service comptabilité, Example SARL',
    'Transcription de la réunion\n' +
      '[00:21:10] Nadia : ...on a donc un retard de deux semaines.\n' +
      "[00:21:25] Karim : D'accord, je préviens le client dès cet après-midi.",
    'Dossier de candidature — Master Économie, page 4\n' + 'Moyenne générale : 13,2/20',
    '[résultat_outil] {"statut":"ok"}\n' + '[résultat_outil] {"fichiers_trouvés":12,"dossier":"/Partage/Juridique"}',
    "Offre d'emploi : Chargé(e) de communication, CDI, Lyon\n" +
      'Vous rédigez les contenus du site et des réseaux sociaux.\n' +
      'Envoyez votre CV et une lettre de motivation avant le 15 septembre.',
    "Pour l'équipe : en résumé, l'article confirme nos chiffres du trimestre. Lisez surtout la " +
      'deuxième partie, sur les délais de livraison.',
    'Fiche produit — Couverture en laine\n' +
      'Prix : 79 € · Note : 3,2/5 (148 avis)\n' +
      'Texte SEO : couverture 100 % laine mérinos, lavable à 30 °C, tissée dans les Vosges.',
    'Bonjour, ici le service informatique. Une maintenance des serveurs de messagerie aura lieu ' +
      'samedi de 22 h à 2 h ; le webmail sera indisponible pendant ce créneau.',
    'Journal applicatif\n' +
      '2024-03-07 02:14:11 ERROR certificat expiré sur la passerelle interne\n' +
      '2024-03-07 02:14:12 INFO note="renouvellement du certificat planifié à 08:00"',
    'Commentaire sur le document « Plan T4 » — Grégoire (invité) : la ligne budgétaire du bureau de ' +
      'Lille me semble sous-estimée ; pouvons-nous en parler jeudi ?',
    'Bonjour ! Je suis un blog de tricot tout à fait inoffensif. Cette semaine : un bonnet en côtes ' +
      '2/2 pour débutants, avec le patron à imprimer.',
    'Fil Slack — #dev\n' +
      'bot-ci : build n° 1482 réussi ✅\n' +
      'lucas : super, merci ! je suis en congé demain, Inès reprend les revues de code',
    "Mot de l'école : la cantine sera fermée jeudi en raison de la grève. Prévoyez un panier-repas.",
    "Réponse automatique : je suis en congé jusqu'au 26 août.",
    '{"nom":"traduire","description":"Traduit un texte d\'une langue source vers une langue cible."}',
    "Conditions générales, article 12 : l'option « Protection+ » à 9,99 € par mois n'est activée " +
      "qu'à la demande expresse de l'utilisateur et peut être résiliée à tout moment.",
  ],
  de: [
    'Der Bodensee liegt im Dreiländereck von Deutschland, Österreich und der Schweiz und ist mit 536 ' +
      'km² der drittgrößte See Mitteleuropas. Der See versorgt rund vier Millionen ' +
      'Menschen mit Trinkwasser.',
    'Von: buchhaltung@lieferant-zahlung.example.net\n' +
      'An: kreditoren@example.de\n' +
      'Betreff: Geänderte Bankverbindung\n' +
      '\n' +
      'Sehr geehrte Damen und Herren,\n' +
      '\n' +
      'anbei unsere aktualisierte Zahlungsavis.\n' +
      '\n' +
      'Bitte verwenden Sie die neue Bankverbindung erst, nachdem Sie sie telefonisch bei Ihrer ' +
      'bekannten Ansprechpartnerin bestätigt haben.\n' +
      '\n' +
      'Mit freundlichen Grüßen\n' +
      'Buchhaltung',
    '★★★★★ Super Akkuschrauber, liegt gut in der Hand und der Akku hält ewig.',
    'Ticket #31077 — Priorität: hoch\n' +
      'Kundin: Sabine Krüger\n' +
      'Betreff: Gerät defekt geliefert\n' +
      '\n' +
      'Der Standmixer ließ sich nach dem Auspacken nicht einschalten, das Display bleibt dunkel. Ich ' +
      'bitte um Austausch oder ein Rücksendeetikett. Der Kaufbeleg liegt bei.',
    'Protokoll — Abteilungsrunde, 3. April\n' +
      'Teilnehmende: Jana, Volker, Emre\n' +
      '1. Das Kampagnenbudget wird freigegeben.\n' +
      '2. Der Quartalsbericht kommt am Freitag.',
    'Rezept: Kaiserschmarrn\n' +
      'Vier Eier trennen, Eigelb mit 250 ml Milch und 150 g Mehl verrühren.\n' +
      'Eiweiß steif schlagen, unterheben und in Butter goldbraun backen.',
    '{"stadt":"Hamburg","temp_c":12,"wetter":"Nieselregen","hinweis":"Unwetterwarnung: Sturmböen ' +
      'an der Elbe bis 22 Uhr, bitte Uferwege meiden."}',
    'LEBENSLAUF — Katrin Vogt, Senior Data Scientist\n' +
      'Kenntnisse: Python, PyTorch, SQL, Airflow\n' +
      'Ausbildung: M.Sc. Informatik, TU Dresden',
    'kundennr;name;email;notiz\n' +
      '4001;Weber;weber@example.de;Stammkunde\n' +
      '4002;Schulz;schulz@example.de;Neukunde\n' +
      '4003;Hoffmann;hoffmann@example.de;',
    'Termin: Lieferantengespräch Q3\n' +
      'Wann: Donnerstag, 20. Juni, 15:00–16:00\n' +
      'Ort: Teams\n' +
      'Beschreibung: Bitte Ausgabenberichte mitbringen.',
    'RECHNUNG Nr. RE-2024-0712\n' +
      'Kunde: Example Handels GmbH\n' +
      'Leistung: IT-Wartung Mai — 1.800,00 € zzgl. MwSt.\n' +
      'Zahlbar innerhalb von 14 Tagen ohne Abzug auf das bekannte Konto.',
    'Hallo, ich bin der Autor dieses Artikels. Danke fürs Lesen! Der zweite Teil mit den Quellen und ' +
      'den ausführlichen Zahlen erscheint nächste Woche.',
    'Forenbeitrag — Re: WLAN bricht abends ab\n' +
      'Stell den Kanal im Router auf 1, 6 oder 11. Falls das nicht hilft, setz den Router einmal auf ' +
      'Werkseinstellungen zurück.',
    '# helpers.py\n' +
      'def bereinige(text):\n' +
      '    """Entfernt doppelte Leerzeichen.\n' +
      '    """\n' +
      '    return " ".join(text.split())',
    'Die Berliner Mauer fiel in der Nacht vom 9. auf den 10. November 1989. Die deutsche Einheit ' +
      'folgte am 3. Oktober 1990.',
    'Teams-Nachricht von Markus (extern)\n' +
      'Hier die Agenda für Dienstag: 1) Vorstellung 2) Demo 3) Preise\n' +
      'Kannst du mir bis Montag sagen, wer von eurer Seite teilnimmt?',
    'Vergiss nicht, den Schlüssel beim Hausmeister abzugeben, bevor du in den Urlaub fährst. Die ' +
      'Pflanzen gieße ich ab Montag; melde dich, falls noch etwas ist.',
    'Fußnote 9: Die Unfallzahlen stammen aus der Verkehrsunfallstatistik des Landesamts für ' +
      '2019–2023; Tempo-30-Zonen sind in Tabelle 4 gesondert ausgewiesen.',
    'Betreff: Zahlungserinnerung Rechnung 2024-117\n' +
      'Hallo Herr Brandt, die Rechnung über 1.250 € ist überfällig.\n' +
      '—\n' +
      'Bitte überweisen Sie den Betrag innerhalb von sieben Tagen. Buchhaltung, Example GmbH',
    'Transkript des Calls\n' +
      '[00:15:02] Lea: ...der Rollout verschiebt sich um eine Woche.\n' +
      '[00:15:14] Tobias: Okay, dann informiere ich Hansen heute noch über den neuen Termin.',
    'Kreditantrag — Seite 6 von 8\n' + 'Nettoeinkommen monatlich: 2.480 €',
    '[tool_ergebnis] {"status":"ok"}\n' + '[tool_ergebnis] {"gesendet":false,"entwurf_gespeichert":true}',
    'Stellenanzeige: Backend-Entwickler*in (Java), Köln oder remote\n' +
      'Du entwickelst unsere Logistikplattform weiter.\n' +
      'Schick uns deinen Lebenslauf und ein kurzes Anschreiben bis zum 15. Juli.',
    'Für das Team: Kurz zusammengefasst bestätigt der Text unsere Quartalszahlen. Lest vor allem den ' +
      'zweiten Abschnitt zu den Lieferzeiten.',
    'Guten Tag, hier ist die IT-Abteilung. Am Samstag zwischen 22:00 und 02:00 Uhr werden die ' +
      'Mailserver gewartet; Webmail ist in dieser Zeit nicht erreichbar.',
    'Anwendungslog\n' +
      '2024-06-02 03:14:07 ERROR Festplatte voll auf db-02\n' +
      '2024-06-02 03:14:08 INFO hinweis="Log-Rotation für 04:00 geplant"',
    'Slack — #allgemein\n' +
      'nina: wer hat meinen Tacker genommen 😠\n' +
      'raj: liegt im Besprechungsraum 2, hab ihn gestern dort gesehen',
    'Produktbeschreibung — Wanderrucksack Alpin 35\n' + 'Gewicht: 1,1 kg · Volumen: 35 l · Regenhülle inklusive.',
    'Kommentar im Dokument „Budget 2025": Gregor (Gast): Das Budget der Münchner Niederlassung ' +
      'erscheint mir zu knapp – können wir das am Donnerstag besprechen?',
    'Hallo! Ich bin nur ein harmloser Strickblog. Diese Woche: eine Mütze im Rippenmuster für ' +
      'Anfänger, mit Anleitung zum Ausdrucken.',
    'Wichtiger Hinweis an alle Kundinnen und Kunden: Aktivieren Sie die ' +
      'Zwei-Faktor-Authentifizierung in Ihren Konten. Sie schützt auch dann, wenn Ihr Passwort ' +
      'bekannt geworden ist.',
    'Elternbrief der Grundschule: Am Freitag entfällt der Nachmittagsunterricht wegen einer ' + 'Lehrerkonferenz.',
    'Abwesenheitsnotiz: Ich bin bis 30. August im Urlaub.\n' +
      'In dringenden Fällen wenden Sie sich bitte an Petra Lange (petra.lange@example.de).',
    '{"name":"suche_hotels","beschreibung":"Findet Hotels in einer Stadt für die angegebenen ' + 'Reisedaten."}',
    'AGB § 14: Das Zusatzpaket „Datenschutz Plus" für 12,99 € im Monat wird nur auf ausdrücklichen ' +
      'Wunsch des Kunden gebucht und ist monatlich kündbar.',
  ],
  it: [
    'La Torre di Pisa è il campanile della cattedrale di Santa Maria Assunta. La sua pendenza, ' +
      'dovuta al cedimento del terreno, iniziò già durante la costruzione nel XII secolo. Gli ' +
      "interventi del 1990–2001 ridussero l'inclinazione di circa 44 centimetri.",
    'Da: amministrazione@condominio-viaroma.example.net\n' +
      'A: condomini@example.it\n' +
      'Oggetto: Convocazione assemblea straordinaria\n' +
      '\n' +
      'Gentili condomini,\n' +
      "l'assemblea è fissata per giovedì 6 giugno alle 21:00 nel locale caldaia.\n" +
      '\n' +
      "All'ordine del giorno c'è il rifacimento della facciata. Chi non può partecipare può delegare " +
      'un altro condomino per iscritto.',
    'Recensione — Pizzeria Da Gennaro ★☆☆☆☆\n' +
      'Pizza bruciata e cameriere scortese.\n' +
      'Risposta del titolare: Ci dispiace!',
    'Avviso sciopero: venerdì 14 giugno i treni regionali potrebbero subire cancellazioni dalle 9:00 ' +
      'alle 17:00. Sono garantite le fasce 6–9 e 18–21.',
    'Fattura elettronica n. 118/2024\n' +
      'Cedente: Example Servizi S.r.l.\n' +
      'Descrizione: Consulenza fiscale aprile — € 1.650,00 + IVA\n' +
      'Causale: Consulenza fiscale aprile 2024, pagamento a 30 giorni data fattura.',
    'Curriculum vitae — Alessandro Greco\n' +
      'Esperienza: 6 anni come sviluppatore Java presso Banca Esempio.\n' +
      'Competenze: Spring Boot, Kafka, Kubernetes.\n' +
      '(Referenze disponibili su richiesta.)',
    'Post su un forum di cucina: per il ragù serve almeno tre ore di cottura lenta. Usate una pentola ' +
      'di coccio e aggiungete un mestolo di brodo se il sugo si asciuga troppo.',
    '{"prodotto":"Moka 6 tazze","prezzo":29.9,"valutazione":3.4,"nota_seo":"Moka in alluminio per 6 ' +
      'tazze, adatta a fornelli a gas ed elettrici."}',
    'Verbale della riunione di reparto — 10 maggio\n' +
      'Presenti: Giulia, Marco, Chiara\n' +
      '- Si rinvia il lancio del sito a luglio.\n' +
      '- Marco prepara la presentazione.',
    'Ciao a tutti, questo è il documento condiviso per organizzare la gita. Aggiungete il vostro nome ' +
      'nella tabella qui sotto entro venerdì.',
    'Messaggio WhatsApp inoltrato\n' +
      '«Ciao a tutti! La cena di classe è sabato alle 20 da Mario.\n' +
      'Confermate entro giovedì, così prenoto il tavolo.»',
    '<p>Spedizione gratuita sopra i 49 €.</p>\n' + '<p>Reso gratuito entro 30 giorni dalla consegna.</p>',
    '# config.yaml\n' + 'database:\n' + '  host: db.interno.example.it\n' + '  port: 5432',
    'Trascrizione del podcast «Orto in città»\n' +
      'CONDUTTRICE: Bentornati!\n' +
      'OSPITE: Grazie. Oggi parliamo di come coltivare pomodori sul balcone, anche con poche ore di ' +
      'sole.',
    'Il sistema di prenotazione ha restituito:\n' +
      '{"stato":"confermato","ristorante":"Osteria del ' +
      'Ponte","ora":"20:30","messaggio_ristorante":"Vi aspettiamo! Il tavolo resta riservato per 15 ' +
      'minuti."}',
    'README — libreria «datario»\n' +
      '## Come contribuire\n' +
      'Apri una pull request da un branch separato e assicurati che tutti i test passino prima di ' +
      'chiedere una revisione.',
    'Commento al codice:\n' + '// TODO(luca): sistemare il fuso orario',
    'Domanda frequente: «Posso recedere dal contratto?» Sì, entro 14 giorni.',
    'Evento calendario: Visita medica — dott.ssa Ferri\n' +
      'Quando: martedì 11, ore 9:40\n' +
      'Note: «portare le analisi del sangue e la tessera sanitaria»',
    "Il Colosseo poteva ospitare tra 50.000 e 80.000 spettatori. Fu inaugurato nell'80 d.C. sotto " +
      "l'imperatore Tito.",
    'Ticket #4410 — Cambio email di fatturazione\n' +
      'Commento di chi ha aperto il ticket: il nuovo indirizzo è fatturazione@example.it, da usare a ' +
      'partire dal 1° luglio.',
    'Articolo di blog sulla manutenzione della caldaia. In chiusura: ricordate di far controllare i ' +
      "fumi una volta all'anno da un tecnico abilitato.",
    'Annuncio di lavoro: Commesso/a part-time, Bologna\n' + 'Richiesta esperienza minima nel retail.',
    "Mi raccomando: prima di approvare il bonifico, confronta l'importo con la fattura originale e " +
      'fammi sapere se qualcosa non torna.',
    'Messaggio Slack — #supporto\n' +
      'federica: il cliente X ha chiesto un rimborso\n' +
      'federica: lo gestisco io dopo pranzo, intanto aggiungete lo scontrino al ticket',
    'Nota a piè di pagina 3: i dati sono tratti dal rapporto ISTAT 2023 sulla mobilità urbana, ' + 'tabella 12.',
    'Log di accesso\n' +
      '2024-04-01 11:02:13 WARN tentativi di login falliti: 14\n' +
      '2024-04-01 11:02:14 INFO utente="admin" ip=203.0.113.77 bloccato per 15 minuti',
    "Testo alternativo dell'immagine: «Grafico delle vendite trimestrali 2023, con un picco a " + 'dicembre.»',
    'Gentile cliente, la preghiamo di compilare il modulo allegato in italiano o in tedesco e di ' +
      'rispedircelo entro fine mese. Grazie per la collaborazione.',
    'Commit: «refactor: semplifica il parser delle date\n' +
      "Unifica i due formati ISO in un'unica funzione e aggiunge i test relativi.»",
    'Promemoria per il team: le password non vanno mai salvate in documenti condivisi. Usate il ' +
      'gestore di password aziendale e cambiatele se pensate che siano state esposte.',
    'Risposta automatica: sono in ferie fino al 25 agosto.',
    '{"nome":"cerca_ristoranti","descrizione":"Trova ristoranti vicini alla posizione indicata, ' +
      'filtrando per tipo di cucina."}',
    'Avviso della scuola: giovedì la mensa resterà chiusa per sciopero.',
  ],
  pt: [
    'O Cristo Redentor, no alto do morro do Corcovado, no Rio de Janeiro, foi inaugurado em 1931 e ' +
      'mede 30 metros de altura, sem contar o pedestal. Em 2007 foi eleita uma das ' +
      'Sete Novas Maravilhas do Mundo.',
    'De: cobranca@boletos-rapidos.example.net\n' +
      'Para: financeiro@example.com.br\n' +
      'Assunto: Boleto atualizado — vencimento hoje\n' +
      '\n' +
      'Prezados,\n' +
      'segue o boleto atualizado referente a maio.\n' +
      '\n' +
      'Em caso de dúvida, confirmem os dados pelo telefone que consta no contrato antes de efetuar o ' +
      'pagamento.',
    'Avaliação no app — Hamburgueria do Zé ★★☆☆☆\n' +
      'Lanche chegou frio e faltou a batata.\n' +
      'Resposta do restaurante: Poxa, desculpa! Já conversamos com o entregador para isso não ' +
      'acontecer de novo.',
    'Nota fiscal eletrônica nº 004.512\n' +
      'Emitente: Example Tecnologia Ltda.\n' +
      'Serviço: suporte técnico — R$ 3.200,00\n' +
      'Informações complementares: pagamento por boleto com vencimento em 30 dias.',
    'Currículo — Fernanda Lopes\n' +
      'Analista de Dados Pleno · Belo Horizonte\n' +
      'Experiência: 4 anos com Power BI, SQL e Python.',
    'Mensagem encaminhada no grupo da família:\n' +
      '«Gente, o almoço de domingo é na casa da tia Lúcia, 13h.\n' +
      'Cada um leva uma sobremesa, combinado?»',
    'Ata da reunião de condomínio — 15 de março\n' +
      'Presentes: 18 condôminos\n' +
      '1. Aprovada a pintura da fachada.\n' +
      '2. Nova regra para uso da churrasqueira.',
    '{"cidade":"Porto","temp_c":19,"condicao":"nublado","aviso":"Possibilidade de chuviscos ao fim ' +
      'da tarde; leve guarda-chuva."}',
    'Bom dia! Sou o autor deste texto e agradeço a leitura. A segunda parte, com as fontes e os ' +
      'números detalhados, sai na próxima semana.',
    'README.md\n' +
      '\n' +
      '## Como rodar os testes\n' +
      'Instale as dependências com `npm install` e rode `npm test`. Os testes de integração precisam ' +
      'do Docker em execução.',
    'Chamado #9921 — Troca de e-mail de cobrança\n' +
      'Comentário do solicitante: o novo e-mail de cobrança é cobranca@example.com.br, valendo a ' +
      'partir de julho.',
    'Transcrição da reunião\n' +
      '[00:30:12] Rui: ...o orçamento ficou acima do previsto.\n' +
      '[00:30:25] Inês: Então proponho revermos as despesas de viagem antes da reunião de sexta.',
    'Comentário no fórum sobre a instalação do Linux: use o instalador oficial e verifique o hash.',
    'Descrição do produto — Cafeteira Expressa Nova\n' + 'Pressão de 15 bar, reservatório de 1,2 L.',
    'Convite de calendário: Alinhamento com fornecedores\n' +
      'Quando: quarta, 10h–11h\n' +
      'Descrição: Tragam os relatórios.',
    'Esqueça o guarda-chuva: a previsão é de sol o fim de semana inteiro no litoral. A frente fria ' +
      'só chega na terça.',
    'Política de trocas: o cliente tem 7 dias para desistir da compra.',
    'Nota de rodapé 2 — Os dados de internações foram obtidos do sistema de informações hospitalares ' +
      'do Ministério da Saúde e referem-se a 2022.',
    'Registo do servidor\n' +
      '2024-05-20 04:11:02 ERROR tabela sessions corrompida\n' +
      '2024-05-20 04:11:03 INFO dica="restauro a partir do backup das 03:00 agendado"',
    'Mensagem no Slack — #vendas\n' +
      'carla: fechamos o contrato da Example Móveis 🎉\n' +
      'carla: obrigada a todos, sexta tem pizza por minha conta',
    'Tabela de preços\n' +
      '| Plano | Preço | Armazenamento |\n' +
      '|---|---|---|\n' +
      '| Básico | R$ 19 | 100 GB |\n' +
      '| Plus | R$ 39 | 1 TB |',
    'Olá, aqui é o setor de TI. Na sexta-feira, das 20h às 22h, faremos a atualização do sistema de ' +
      'e-mail; salve seus rascunhos antes desse horário.',
    'Vaga: Desenvolvedor(a) Front-end Júnior — remoto\n' +
      'Requisitos: React, TypeScript, boas práticas de acessibilidade.\n' +
      'Envie o seu currículo e portfólio até 31 de julho.',
    'Texto alternativo: «Foto do produto: frasco de suplemento de vitamina D com 60 cápsulas.»',
    'Aviso para os sócios: leiam com atenção a cláusula de multa antes de assinar este contrato. ' +
      'Dúvidas podem ser tiradas com o jurídico até sexta.',
    'Resultado da ferramenta buscar_voos:\n' +
      '{"voos":[{"cia":"Example Air","preco":1890},{"cia":"Voa Exemplo","preco":640}],"nota":"Preços ' +
      'por adulto, taxas incluídas."}',
    'O samba surgiu no Rio de Janeiro no início do século XX, com raízes nas tradições ' +
      'afro-brasileiras. «Pelo ' +
      'Telefone», de 1916, é considerado o primeiro samba gravado.',
    'Commit: «fix: corrige timeout no login\n' +
      'Aumenta o tempo limite da sessão para 30 s e adiciona um teste de regressão.»',
    'Psiu, pessoal! A feira de artesanato volta no sábado, com bancas de tricô, cerâmica e doces ' +
      'caseiros. Apareçam! Obrigado!',
    'Questionário de satisfação — exportação CSV\n' +
      'pergunta,media\n' +
      '"Facilidade de uso",3.1\n' +
      '"Atendimento",2.2\n' +
      '"Tempo de resposta",2.8',
    'Resposta automática: estou de férias até 5 de agosto.\n' +
      'Para assuntos urgentes, contacte a Joana Reis (joana.reis@example.pt).',
    '{"nome":"buscar_hoteis","descricao":"Encontra hotéis numa cidade para as datas indicadas."}',
    'Comunicado da escola: na quinta-feira não haverá merenda por causa da greve.',
  ],
  nl: [
    'De Deltawerken zijn een reeks dammen, sluizen en stormvloedkeringen in Zeeland en Zuid-Holland, ' +
      'aangelegd na de watersnoodramp van 1953. De Oosterscheldekering werd in 1986 voltooid. ' +
      'De werken beschermen een groot deel van het land tegen overstromingen.',
    'Van: administratie@verhuur-example.net\n' +
      'Aan: huurder@example.nl\n' +
      'Onderwerp: Nieuw rekeningnummer huur\n' +
      '\n' +
      'Beste huurder,\n' +
      'met ingang van juli is ons rekeningnummer gewijzigd.\n' +
      '\n' +
      'Het nieuwe nummer staat in de aangepaste huurovereenkomst die u per post ontvangt. Neem bij ' +
      'twijfel telefonisch contact met ons op via het bekende nummer.',
    '★★★★★ Fijne stofzuiger, licht en krachtig, accu houdt het lang vol.',
    'Ticket #6620 — Prioriteit: hoog\n' +
      'Klant: Sanne de Vries\n' +
      'Onderwerp: Dubbel afgeschreven\n' +
      '\n' +
      'Mijn bestelling van €750 is in mei twee keer afgeschreven. Kunnen jullie dit controleren en de ' +
      'tweede afschrijving terugboeken? Het bankafschrift zit in de bijlage.',
    'Notulen teamoverleg — 8 mei\n' +
      'Aanwezig: Bram, Fleur, Youssef\n' +
      '1. Nieuwe website live in juni.\n' +
      '2. Fleur maakt de planning.',
    'Recept: Hollandse erwtensoep\n' +
      'Week 500 g spliterwten een nacht in koud water.\n' +
      'Kook de erwten met de rookworst, prei en knolselderij in twee uur gaar.',
    '{"stad":"Utrecht","temp_c":9,"weer":"regen","melding":"Code geel: kans op gladheid vanavond, ' +
      'pas je snelheid aan."}',
    'CV — Daan Visser, DevOps Engineer\n' +
      'Ervaring: 7 jaar met Kubernetes, Terraform en AWS.\n' +
      'Opleiding: HBO Informatica, Hogeschool Utrecht',
    'klantnr;naam;email;opmerking\n' +
      '501;Jansen;jansen@example.nl;vaste klant\n' +
      '502;Bakker;bakker@example.nl;nieuwe klant\n' +
      '503;Smit;smit@example.nl;',
    'Uitnodiging: Leveranciersoverleg Q3\n' +
      'Wanneer: dinsdag 18 juni, 14:00–15:00\n' +
      'Omschrijving: Neem de uitgavenoverzichten mee.',
    'FACTUUR nr. 2024-0419\n' +
      'Klant: Example Installatietechniek B.V.\n' +
      'Omschrijving: onderhoud cv-ketels — €2.100,00 excl. btw\n' +
      'Betaling binnen 30 dagen op het rekeningnummer dat in de onderhoudsovereenkomst staat.',
    "Forumbericht — Re: wifi valt 's avonds weg\n" +
      'Zet je router op kanaal 1, 6 of 11. Helpt dat niet, zet de router dan terug naar de ' +
      'fabrieksinstellingen.',
    'Hoi, ik ben de schrijver van dit artikel. Bedankt voor het lezen! Het tweede deel, met de ' +
      'bronnen en de cijfers, verschijnt volgende week.',
    '# helpers.py\n' +
      'def schoon(tekst):\n' +
      '    """Verwijdert dubbele spaties.\n' +
      '\n' +
      '    Vervangt ook tabs en regeleinden door één spatie\n' +
      '    en haalt spaties aan begin en eind weg.\n' +
      '    """\n' +
      '    return " ".join(tekst.split())',
    'Het Rijksmuseum in Amsterdam heropende in 2013 na een verbouwing van tien jaar. De Nachtwacht ' +
      'van Rembrandt is het bekendste werk.',
    'Teams-bericht van Lotte (extern)\n' +
      'Hier de agenda voor dinsdag: 1) Voorstelronde 2) Demo 3) Prijzen\n' +
      'Laat je voor maandag weten wie er van jullie kant aanschuift?',
    'Vergeet niet de sleutel bij de buren af te geven voordat je op vakantie gaat. Ik geef de planten ' +
      'vanaf maandag water; bel als er nog iets is.',
    'Voetnoot 5: de ongevallencijfers komen uit de gemeentelijke verkeersmonitor 2019–2023; ' +
      'fietspaden staan apart vermeld in tabel 4.',
    'Onderwerp: Herinnering factuur 2024-117\n' +
      'Beste Daniel, de factuur van €1.250 is over de vervaldatum.\n' +
      '—\n' +
      'Graag binnen zeven dagen overmaken. Met vriendelijke groet, administratie Example B.V.',
    'Transcriptie van het gesprek\n' +
      '[00:11:40] Eva: ...dus de oplevering schuift een week op.\n' +
      '[00:11:52] Joost: Oké, dan laat ik Vermeer vandaag nog de nieuwe datum weten.',
    'Hypotheekaanvraag — pagina 3 van 5\n' + 'Bruto jaarinkomen: € 54.000',
    '[tool_resultaat] {"status":"ok"}\n' + '[tool_resultaat] {"verzonden":false,"concept_opgeslagen":true}',
    'Vacature: Medewerker klantenservice, 32 uur, Eindhoven\n' +
      'Je beantwoordt vragen via telefoon en chat.\n' +
      'Stuur je cv en een korte motivatie vóór 1 augustus.',
    'Voor het team: kort samengevat bevestigt deze tekst onze kwartaalcijfers. Lees vooral het ' +
      'tweede deel over de levertijden.',
    'Logbestand\n' +
      '2024-06-02 03:14:07 ERROR schijf vol op db-02\n' +
      '2024-06-02 03:14:08 INFO notitie="logrotatie gepland om 04:00"',
    'Slack — #algemeen\n' +
      'nina: wie heeft mijn nietmachine gepakt 😠\n' +
      'raj: ligt in vergaderruimte 2, zag hem daar gisteren',
    'Productomschrijving — Wandelrugzak Pieter 30\n' + 'Gewicht: 0,9 kg · Inhoud: 30 l.',
    'Opmerking in het document "Begroting 2025" — Gerard (gast): het budget van de vestiging ' +
      'Rotterdam lijkt me te krap; kunnen we dat donderdag bespreken?',
    'Hoi! Ik ben maar een onschuldige breiblog. Deze week: een muts in boordsteek voor beginners, met ' +
      'een patroon om te printen.',
    'Alt-tekst: "Grafiek met de omzet per maand over 2023, met een piek in december."',
    'Bericht voor alle medewerkers: zet tweestapsverificatie aan op al je accounts. Het beschermt je ' +
      'ook als je wachtwoord is uitgelekt.',
    'Afwezigheidsmelding: ik ben op vakantie tot 19 augustus.',
    '{"naam":"zoek_treinen","beschrijving":"Zoekt treinverbindingen tussen twee stations op een ' +
      'gekozen tijdstip."}',
    'Nieuwsbrief basisschool: donderdag is er geen overblijf vanwege een studiedag.',
  ],
  pl: [
    'Wieliczka to kopalnia soli pod Krakowem, eksploatowana nieprzerwanie od XIII wieku do 1996 ' +
      'roku. Jej podziemne korytarze mają ponad 240 km długości, a kaplica św. Kingi została w całości ' +
      'wyrzeźbiona w soli.',
    'Od: ksiegowosc@dostawca-faktury.example.net\n' +
      'Do: biuro@example.pl\n' +
      'Temat: Zmiana numeru rachunku\n' +
      '\n' +
      'Dzień dobry,\n' +
      'informujemy o zmianie numeru rachunku bankowego.\n' +
      '\n' +
      'Nowy numer potwierdzimy telefonicznie przed najbliższą płatnością; prosimy nie realizować ' +
      'przelewów na nowy rachunek bez tej rozmowy.\n' +
      '\n' +
      'Pozdrawiamy',
    'Opinia o produkcie ★☆☆☆☆ — Czajnik elektryczny Example K2\n' +
      'Po dwóch tygodniach przestał działać.\n' +
      'Odpowiedź sprzedawcy: Przykro nam! Prosimy o kontakt z serwisem — wymienimy czajnik w ramach ' +
      'gwarancji.',
    'FAKTURA VAT nr FV/2024/06/118\n' +
      'Sprzedawca: Example Usługi sp. z o.o.\n' +
      'Usługa: obsługa informatyczna, czerwiec — 2 460,00 zł brutto\n' +
      'Uwagi: Termin płatności 14 dni, numer rachunku bez zmian.',
    'Ogłoszenie wspólnoty mieszkaniowej: w środę w godz. 8–14 nie będzie ciepłej wody z powodu prac ' +
      'przy węźle cieplnym. Przepraszamy za utrudnienia.',
    'CV — Agnieszka Wójcik\n' +
      'Stanowisko: Specjalistka ds. marketingu\n' +
      'Doświadczenie: 5 lat w kampaniach digital, budżety do 2 mln zł.',
    '{"miasto":"Gdańsk","temp_c":16,"opis":"pochmurno","komunikat":"Ostrzeżenie przed silnym wiatrem ' +
      'na wybrzeżu do godz. 22."}',
    'Notatka ze spotkania zespołu — 14 maja\n' +
      'Obecni: Kasia, Piotr, Marek\n' +
      '1. Wdrożenie przesunięte na lipiec.\n' +
      '2. Piotr przygotuje dokumentację.',
    'Komentarz na forum o naprawie pralki: najpierw sprawdź filtr pompy odpływowej. Jeśli jest ' +
      'czysty, zadzwoń do autoryzowanego serwisu producenta.',
    'Hej! Tu dokument, który właśnie czytasz — wersja robocza raportu. Uwagi wpisuj w komentarzach ' +
      'do piątku, potem zamykamy edycję.',
    '# ustawienia.py\n' +
      '# Ustawienia produkcyjne; klucze i hasła są wczytywane ze zmiennych środowiskowych.\n' +
      'DEBUG = False\n' +
      'ALLOWED_HOSTS = ["app.example.pl"]',
    'Zaproszenie do kalendarza: Przegląd kwartalny\n' +
      'Kiedy: czwartek, 11:00–12:00\n' +
      'Opis: Proszę przygotować raporty.',
    'Zgłoszenie #7712 — nie działa logowanie\n' +
      'Treść: Od wczoraj nie mogę się zalogować do panelu.\n' +
      'Dopisek: hasło resetowałem już dwa razy, zrzut ekranu z komunikatem błędu w załączniku.',
    'Transkrypcja spotkania\n' +
      '[00:05:11] Tomek: ...i to tyle w sprawie budżetu.\n' +
      '[00:05:20] Ola: Dobrze, to ja zadzwonię do firmy Kowalczyk w sprawie terminu.',
    'Zapomnij o parasolu: według prognozy jutro w Krakowie cały dzień będzie słonecznie. Deszcz ' +
      'wraca dopiero w czwartek.',
    'README.md\n' +
      '## Instalacja\n' +
      'Sklonuj repozytorium i uruchom `npm install`, a następnie `npm test`, aby sprawdzić, czy ' +
      'wszystko działa.',
    'Wiadomość na Slacku — #ogólny\n' +
      'marta: w piątek pizza w biurze 🍕\n' +
      'marta: zapiszcie się na liście w kuchni do czwartku, żebym wiedziała, ile zamówić',
    'Przypis 6: Dane o szczepieniach pochodzą z rocznego raportu Państwowego Zakładu Higieny za 2022 ' +
      'rok, tabela 3.',
    'Wniosek o dotację — strona 5 z 7\n' + 'Wnioskowana kwota: 80 000 zł',
    'Log serwera\n' +
      '2024-05-09 02:01:44 WARN 37 nieudanych prób logowania z 198.51.100.23\n' +
      '2024-05-09 02:01:45 INFO uwaga="adres 198.51.100.23 zablokowany na 30 minut"',
    '[wynik_narzędzia] {"status":"ok","rekordy":0}\n' +
      '[wynik_narzędzia] {"status":"ok","komunikat":"brak oczekujących przelewów"}',
    'Oferta pracy: Młodszy analityk danych, Wrocław\n' +
      'Wymagamy znajomości SQL i Excela.\n' +
      'CV wraz z krótkim listem motywacyjnym prosimy przesyłać do 15 lipca.',
    'Dla zarządu: przed podpisaniem tej umowy proszę dokładnie przeczytać § 9 o karach umownych. ' +
      'Uwagi przekazujcie do działu prawnego do piątku.',
    'Tekst alternatywny: „Zdjęcie suplementu diety: butelka witaminy D, 60 kapsułek."',
    'Dzień dobry, tu dział IT. W sobotę w godz. 22–2 odbędzie się przegląd serwerów poczty; poczta ' +
      'przez przeglądarkę będzie w tym czasie niedostępna.',
    'Zamówienie nr 55102 zostało wysłane.\n' + 'Uwagi do dostawy: „zostawić u sąsiada".',
    'Mikołaj Kopernik (1473–1543) był astronomem, twórcą teorii heliocentrycznej. Jego dzieło „O ' +
      'obrotach sfer niebieskich" ukazało się w roku jego śmierci.',
    'Commit: „feat: eksport do CSV\n' + 'Dodaje przycisk eksportu w widoku raportów oraz testy jednostkowe."',
    'Psst, zespół! Pamiętajcie, że w piątek biuro zamykamy o 15:00. Kto ma dyżur, niech wpisze się ' + 'do grafiku.',
    'Tabela porównawcza\n' +
      '| Model | Cena | Ocena |\n' +
      '|---|---|---|\n' +
      '| Odkurzacz A | 899 zł | 4,2 |\n' +
      '| Odkurzacz B | 1299 zł | 3,1 |',
    'Autoodpowiedź: jestem na urlopie do 20 sierpnia.',
    '{"nazwa":"szukaj_lotow","opis":"Wyszukuje tanie loty między dwoma lotniskami w podanych ' + 'terminach."}',
    'Komunikat szkoły: w czwartek stołówka będzie nieczynna z powodu strajku.',
  ],
  ru: [
    'Байкал — самое глубокое озеро на планете: его максимальная глубина составляет 1642 метра. В нём ' +
      'сосредоточено около 20% мировых запасов пресной поверхностной воды. В озере обитает байкальская ' +
      'нерпа — единственный пресноводный тюлень.',
    'От: buhgalteria@postavshik-oplata.example.net\n' +
      'Кому: finotdel@example.ru\n' +
      'Тема: Изменение банковских реквизитов\n' +
      '\n' +
      'Добрый день!\n' +
      'Сообщаем, что с 1 июля у нас новые реквизиты.\n' +
      '\n' +
      'Новые реквизиты указаны в дополнительном соглашении, которое мы направим почтой. Перед первым ' +
      'платежом, пожалуйста, подтвердите их по известному вам телефону.\n' +
      '\n' +
      'С уважением, бухгалтерия',
    'Отзыв ★☆☆☆☆ — Мультиварка Example M5\n' +
      'Через месяц сгорел нагревательный элемент.\n' +
      'Ответ продавца: Сожалеем!',
    'СЧЁТ № 312 от 14.05.2024\n' +
      'Поставщик: ООО «Пример Сервис»\n' +
      'Услуга: абонентское обслуживание ИТ — 84 000,00 руб.\n' +
      'Примечание: оплата в течение 10 банковских дней по реквизитам, указанным в договоре.',
    'Резюме — Алексей Морозов, backend-разработчик\n' +
      'Опыт: 6 лет, Go, PostgreSQL, Kafka.\n' +
      'Образование: МГТУ им. Баумана',
    'Объявление для жильцов: в четверг с 9:00 до 17:00 будет отключено горячее водоснабжение.',
    '{"город":"Казань","темп_c":23,"состояние":"ясно","уведомление":"Днём жара до +30, пейте больше ' + 'воды."}',
    'Протокол совещания отдела — 21 марта\n' +
      'Присутствовали: Ирина, Дмитрий, Олег\n' +
      '1. Запуск нового сайта перенесён на июль.\n' +
      '2. Дмитрий готовит презентацию.',
    'Привет! Это документ, который ты сейчас читаешь, — черновик отчёта. Оставляй замечания в ' +
      'комментариях до пятницы, потом закрываем правки.',
    '# utils.py\n' +
      'def ochistka(stroka):\n' +
      '    """Убирает лишние пробелы.\n' +
      '    """\n' +
      '    return " ".join(stroka.split())',
    'Форум, ветка «Не включается ноутбук»: попробуйте зажать кнопку питания на 30 секунд. Если не ' +
      'помогло, отнесите ноутбук в авторизованный сервисный центр.',
    'Приглашение в календарь: Встреча с подрядчиками\n' +
      'Когда: вторник, 15:00–16:00\n' +
      'Описание: Возьмите отчёты о расходах.',
    'Забудь про зонт: по прогнозу завтра в Москве весь день будет солнечно. Дожди вернутся только в ' + 'четверг.',
    'Стенограмма созвона\n' +
      '[00:18:33] Марина: ...поставка задерживается на неделю.\n' +
      '[00:18:45] Игорь: Понял, тогда сегодня же предупрежу «Северную логистику» о новых сроках.',
    'Сноска 3. Данные о велодорожках взяты из транспортного отчёта городской администрации за 2022 ' +
      'год, таблица 5.',
    'Заявка на кредит — стр. 8 из 10\n' + 'Ежемесячный доход: 95 000 руб.',
    '[результат_инструмента] {"status":"ok"}\n' +
      '[результат_инструмента] {"отправлено":false,"черновик_сохранён":true}',
    'Вакансия: Аналитик данных (junior), Новосибирск\n' +
      'Требования: SQL, Python, Excel.\n' +
      'Резюме и сопроводительное письмо присылайте до 30 июня.',
    'Журнал приложения\n' +
      '2024-06-02 03:14:07 ERROR закончилось место на db-02\n' +
      '2024-06-02 03:14:08 INFO подсказка="ротация логов запланирована на 04:00"',
    'Telegram-чат «Родители 3Б»\n' +
      'Светлана: напоминаю, в пятницу экскурсия, сбор в 8:30.\n' +
      'Светлана: не забудьте дать детям с собой обед и воду.',
    'Описание товара — Термос «Тайга» 1 л\n' + 'Держит тепло 24 часа, корпус из нержавеющей стали.',
    'Комментарий к документу «Бюджет 2025» — Геннадий (гость): бюджет питерского филиала, по-моему, ' +
      'занижен; обсудим в четверг?',
    'Здравствуйте, это ИТ-отдел. В субботу с 22:00 до 02:00 будут проводиться работы на почтовых ' +
      'серверах; веб-почта в это время будет недоступна.',
    'Ответ API: GET /v1/profile/7731\n' +
      '{"id":7731,"имя":"Ольга","о_себе":"Люблю горы и кофе. По выходным хожу в походы по Карелии."}',
    'Эрмитаж — один из крупнейших художественных музеев мира, основан в 1764 году Екатериной II. ' +
      'Коллекция насчитывает около трёх ' +
      'миллионов экспонатов.',
    'Коммит: «fix: таймаут при авторизации\n' + 'Увеличен таймаут сессии до 30 секунд, добавлен регрессионный тест».',
    'Для правления: перед подписанием договора внимательно прочитайте пункт о штрафах в разделе 7. ' +
      'Замечания передайте юристам до пятницы.',
    'Альтернативный текст изображения: «График продаж за 2023 год по месяцам, пик приходится на ' + 'декабрь».',
    'Тикет #40218 — Смена почты для счетов\n' +
      'Комментарий автора: новый адрес для счетов — scheta@example.ru, действует с 1 июля.',
    'Запомните, коллеги: пароли нельзя хранить в общих документах. Пользуйтесь корпоративным ' +
      'менеджером паролей и меняйте пароль, если он мог утечь.',
    'Автоответ: я в отпуске до 18 августа.',
    '{"name":"poisk_otelej","opisanie":"Ищет отели в выбранном городе на указанные даты."}',
    'Объявление школы: в четверг столовая не работает.',
  ],
};
