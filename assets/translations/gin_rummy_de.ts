<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name></name>
    <message>
        <source>lay out your melds; your cards are laid off on the knocker&apos;s melds where they fit</source>
        <translation>Kombinationen auslegen; deine Karten werden, wo sie passen, an die Kombinationen des Klopfenden angelegt</translation>
    </message>
    <message>
        <source>all 11 cards are in melds: go big gin</source>
        <translation>alle 11 Karten sind kombiniert: Big Gin machen</translation>
    </message>
    <message>
        <source>take {card}: it makes the meld {meld}</source>
        <translation>{card} nehmen: sie ergibt die Kombination {meld}</translation>
    </message>
    <message>
        <source>take {card}: it fits your hand better than an unknown stock card</source>
        <translation>{card} nehmen: sie passt besser zu deinem Blatt als eine unbekannte Karte vom Talon</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>passen</translation>
    </message>
    <message>
        <source>pass: {card} does not help your hand</source>
        <translation>passen: {card} hilft deinem Blatt nicht</translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation>vom Talon ziehen</translation>
    </message>
    <message>
        <source>playing on is worth about {points} points more than a knock with {deadwood} now</source>
        <translation>Weiterspielen ist etwa {points} Punkte mehr wert als jetzt mit {deadwood} zu klopfen</translation>
    </message>
    <message>
        <source>draw from the stock: {card} does not help your hand</source>
        <translation>vom Talon ziehen: {card} hilft deinem Blatt nicht</translation>
    </message>
    <message>
        <source>discard {card} and go gin: every other card is in a meld</source>
        <translation>{card} abwerfen und Gin machen: jede andere Karte ist in einer Kombination</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>it can leave a meld without raising your deadwood</source>
        <translation>sie kann eine Kombination verlassen, ohne deine Restpunkte zu erhöhen</translation>
    </message>
    <message>
        <source>highest unmatched card, no meld chance left</source>
        <translation>höchste Einzelkarte, keine Aussicht mehr auf eine Kombination</translation>
    </message>
    <message>
        <source>a high unmatched card</source>
        <translation>eine hohe Einzelkarte</translation>
    </message>
    <message>
        <source>no meld chance left</source>
        <translation>keine Aussicht mehr auf eine Kombination</translation>
    </message>
    <message>
        <source>the least useful card for your melds</source>
        <translation>die für deine Kombinationen am wenigsten nützliche Karte</translation>
    </message>
    <message>
        <source>the opponent is unlikely to use it</source>
        <translation>der Gegner kann sie kaum gebrauchen</translation>
    </message>
    <message>
        <source>careful: the opponent may use it, but keeping it costs more</source>
        <translation>Vorsicht: der Gegner kann sie gebrauchen, aber sie zu behalten kostet mehr</translation>
    </message>
    <message>
        <source>discard {card}: {reasons}</source>
        <translation>{card} abwerfen: {reasons}</translation>
    </message>
    <message>
        <source>discard {card} and knock with {deadwood} deadwood (limit {limit}): knocking now is worth more than playing on</source>
        <translation>{card} abwerfen und mit {deadwood} Restpunkten klopfen (Grenze {limit}): jetzt zu klopfen ist mehr wert als weiterzuspielen</translation>
    </message>
    <message>
        <source>{other} is about as good</source>
        <translation>{other} ist etwa gleich gut</translation>
    </message>
    <message>
        <source>{other} would leave {low} deadwood (this leaves {left}), but the opponent is likely to use it</source>
        <translation>{other} ließe {low} Restpunkte übrig (diese {left}), aber der Gegner kann sie wahrscheinlich gebrauchen</translation>
    </message>
    <message>
        <source>{other} would leave {low} deadwood (this leaves {left}), but {other} with {partner} can still make a meld</source>
        <translation>{other} ließe {low} Restpunkte übrig (diese {left}), aber {other} kann mit {partner} noch eine Kombination bilden</translation>
    </message>
    <message>
        <source>{other} would leave {low} deadwood (this leaves {left}), but keeping it gives better chances over the next draws</source>
        <translation>{other} ließe {low} Restpunkte übrig (diese {left}), aber sie zu behalten verspricht mehr bei den nächsten Zügen</translation>
    </message>
    <message>
        <source>the melds shown leave {shown} deadwood, but the knocker must show a lowest-deadwood arrangement ({lowest}); for example {melds}</source>
        <translation>die gezeigten Kombinationen lassen {shown} Restpunkte übrig, der Klopfende muss aber eine Aufteilung mit den wenigsten Restpunkten zeigen ({lowest}); zum Beispiel {melds}</translation>
    </message>
    <message>
        <source>Dead hand: the stock reached the wall and the last discard was not taken</source>
        <translation>Tote Runde: der Talon hat die Mauer erreicht und der letzte Abwurf wurde nicht genommen</translation>
    </message>
    <message>
        <source>Dead hand: the stock reached the wall (two cards) without a knock</source>
        <translation>Tote Runde: der Talon hat die Mauer (zwei Karten) ohne Klopfen erreicht</translation>
    </message>
    <message>
        <source>Game bonus, doubled for a shutout (2 × {bonus})</source>
        <translation>Spielbonus, verdoppelt für Schneider (2 × {bonus})</translation>
    </message>
    <message>
        <source>Game bonus</source>
        <translation>Spielbonus</translation>
    </message>
    <message numerus="yes">
        <source>Box bonus (%n hand(s) × {bonus})</source>
        <translation>
            <numerusform>Box-Bonus (%n gewonnene Runde × {bonus})</numerusform>
            <numerusform>Box-Bonus (%n gewonnene Runden × {bonus})</numerusform>
        </translation>
    </message>
    <message>
        <source>Shutout: the winner&apos;s whole score is doubled</source>
        <translation>Schneider: die ganze Punktzahl des Siegers wird verdoppelt</translation>
    </message>
    <message>
        <source>Big gin: gin bonus {gin} + big gin bonus {big} + defender&apos;s deadwood {defender}</source>
        <translation>Big Gin: Gin-Bonus {gin} + Big-Gin-Bonus {big} + Restpunkte des Verteidigers {defender}</translation>
    </message>
    <message>
        <source>Big gin: gin bonus {gin} + defender&apos;s deadwood {defender}</source>
        <translation>Big Gin: Gin-Bonus {gin} + Restpunkte des Verteidigers {defender}</translation>
    </message>
    <message>
        <source>Gin: gin bonus {gin} + defender&apos;s deadwood {defender}</source>
        <translation>Gin: Gin-Bonus {gin} + Restpunkte des Verteidigers {defender}</translation>
    </message>
    <message>
        <source>Undercut (a tie is an undercut): undercut bonus {bonus} + ({knocker} − {defender})</source>
        <translation>Unterboten (Gleichstand zählt als Unterbieten): Unterbietungsbonus {bonus} + ({knocker} − {defender})</translation>
    </message>
    <message>
        <source>Undercut: undercut bonus {bonus} + ({knocker} − {defender})</source>
        <translation>Unterboten: Unterbietungsbonus {bonus} + ({knocker} − {defender})</translation>
    </message>
    <message>
        <source>Knock: defender&apos;s deadwood {defender} − knocker&apos;s deadwood {knocker}</source>
        <translation>Klopfen: Restpunkte des Verteidigers {defender} − Restpunkte des Klopfenden {knocker}</translation>
    </message>
    <message>
        <source>{reason} = {base}, × {multiplier} for the spade upcard = {points}</source>
        <translation>{reason} = {base}, × {multiplier} für die offene Pik-Karte = {points}</translation>
    </message>
    <message>
        <source>{reason} = {base}</source>
        <translation>{reason} = {base}</translation>
    </message>
    <message>
        <source>The details are in {path}.</source>
        <translation>Die Einzelheiten stehen in {path}.</translation>
    </message>
    <message>
        <source>No log file could be written.</source>
        <translation>Es konnte keine Protokolldatei geschrieben werden.</translation>
    </message>
    <message>
        <source>Something went wrong, but your game is safe: every move is saved before it is shown.

{error}

{where}</source>
        <translation>Etwas ist schiefgegangen, aber dein Spiel ist sicher: jeder Zug wird gespeichert, bevor er angezeigt wird.

{error}

{where}</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>{setting} {value} is not a whole number from {low} to {high}; reset to {default}.</source>
        <translation>{setting} {value} ist keine ganze Zahl von {low} bis {high}; zurückgesetzt auf {default}.</translation>
    </message>
    <message>
        <source>{setting} {value} is not on or off; reset to {default}.</source>
        <translation>{setting} {value} ist weder an noch aus; zurückgesetzt auf {default}.</translation>
    </message>
    <message>
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>{setting} {value} is not one of {choices}; reset to {default}.</source>
        <translation>{setting} {value} ist keiner der Werte {choices}; zurückgesetzt auf {default}.</translation>
    </message>
    <message>
        <source>Rules {value} are not readable; reset to the Standard rules.</source>
        <translation>Die Regeln {value} sind nicht lesbar; zurückgesetzt auf die Standardregeln.</translation>
    </message>
    <message>
        <source>Rules {value} are not a set of options; reset to the Standard rules.</source>
        <translation>Die Regeln {value} sind keine Zusammenstellung von Optionen; zurückgesetzt auf die Standardregeln.</translation>
    </message>
    <message>
        <source>Rules: {error}; the Standard rules are used as the base.</source>
        <translation>Regeln: {error}; die Standardregeln dienen als Grundlage.</translation>
    </message>
    <message>
        <source>Rules: {error}; reset to {default}.</source>
        <translation>Regeln: {error}; zurückgesetzt auf {default}.</translation>
    </message>
    <message>
        <source>Rules: {error}; {option} reset to {default}.</source>
        <translation>Regeln: {error}; {option} zurückgesetzt auf {default}.</translation>
    </message>
    <message>
        <source>Rules: {error}; reset to the {title} rules.</source>
        <translation>Regeln: {error}; zurückgesetzt auf die Regeln „{title}“.</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>der Datenträger ist voll</translation>
    </message>
    <message>
        <source>the save file or its folder is read-only</source>
        <translation>die Speicherdatei oder ihr Ordner ist schreibgeschützt</translation>
    </message>
    <message>
        <source>The key that seals the deck of a hand in progress could not be used ({problem}). It was kept as {kept} and a new key was made; a hand in progress sealed with the old key cannot be resumed, finished hands are not affected.</source>
        <translation>Der Schlüssel, der das Deck einer laufenden Runde versiegelt, war nicht verwendbar ({problem}). Er wurde als {kept} aufbewahrt und ein neuer Schlüssel erstellt; eine mit dem alten Schlüssel versiegelte laufende Runde kann nicht fortgesetzt werden, beendete Runden sind nicht betroffen.</translation>
    </message>
    <message>
        <source>The save folder {folder} cannot be written.</source>
        <translation>In den Speicherordner {folder} kann nicht geschrieben werden.</translation>
    </message>
    <message numerus="yes">
        <source>Not saving: {why} Play on: your moves are kept and saved, in order, as soon as it can be. (%n waiting.)</source>
        <translation>
            <numerusform>Es wird nicht gespeichert: {why} Spiel weiter: deine Züge werden behalten und der Reihe nach gespeichert, sobald es geht. (%n wartet.)</numerusform>
            <numerusform>Es wird nicht gespeichert: {why} Spiel weiter: deine Züge werden behalten und der Reihe nach gespeichert, sobald es geht. (%n warten.)</numerusform>
        </translation>
    </message>
    <message>
        <source>Not saving: {why} Play on: your moves are kept and saved, in order, as soon as it can be.</source>
        <translation>Es wird nicht gespeichert: {why} Spiel weiter: deine Züge werden behalten und der Reihe nach gespeichert, sobald es geht.</translation>
    </message>
    <message numerus="yes">
        <source>Not saving: the disk refuses to write to {folder} (full or read-only). %n change(s) are kept and will be saved when it can.</source>
        <translation>
            <numerusform>Es wird nicht gespeichert: der Datenträger verweigert das Schreiben in {folder} (voll oder schreibgeschützt). %n Änderung wird behalten und gespeichert, sobald es geht.</numerusform>
            <numerusform>Es wird nicht gespeichert: der Datenträger verweigert das Schreiben in {folder} (voll oder schreibgeschützt). %n Änderungen werden behalten und gespeichert, sobald es geht.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not saving: another copy of Gin Rummy is using {folder}.</source>
        <translation>Es wird nicht gespeichert: eine andere Kopie von Gin Rummy verwendet {folder}.</translation>
    </message>
    <message>
        <source>Not saving: this session&apos;s moves are not saved (see the message above).</source>
        <translation>Es wird nicht gespeichert: die Züge dieser Sitzung werden nicht gespeichert (siehe die Meldung oben).</translation>
    </message>
    <message>
        <source>its saved records are damaged</source>
        <translation>seine gespeicherten Daten sind beschädigt</translation>
    </message>
    <message>
        <source>its saved moves no longer make a game the rules allow</source>
        <translation>seine gespeicherten Züge ergeben kein nach den Regeln erlaubtes Spiel mehr</translation>
    </message>
    <message>
        <source>The saved games cannot be read: the save file is damaged.</source>
        <translation>Die gespeicherten Spiele können nicht gelesen werden: die Spielstanddatei ist beschädigt.</translation>
    </message>
    <message>
        <source>The save file {file} failed its check ({reason}). Play goes on; at the next start it is checked again and, if it is damaged, set aside (nothing is deleted).</source>
        <translation>Die Spielstanddatei {file} hat ihre Prüfung nicht bestanden ({reason}). Das Spiel geht weiter; beim nächsten Start wird sie erneut geprüft und, falls sie beschädigt ist, beiseitegelegt (nichts wird gelöscht).</translation>
    </message>
    <message>
        <source>Your own arrangement of the cards in game {game} could not be read ({problem}); the cards are shown in the order they were dealt.</source>
        <translation>Deine eigene Anordnung der Karten in Spiel {game} konnte nicht gelesen werden ({problem}); die Karten werden in der Reihenfolge gezeigt, in der sie gegeben wurden.</translation>
    </message>
    <message>
        <source>the key file {file} is missing or cannot be read</source>
        <translation>die Schlüsseldatei {file} fehlt oder ist nicht lesbar</translation>
    </message>
    <message>
        <source>the key it was sealed with is not the one in {file} (that file was deleted, replaced or damaged)</source>
        <translation>der Schlüssel, mit dem sie versiegelt wurde, ist nicht der in {file} (diese Datei wurde gelöscht, ersetzt oder beschädigt)</translation>
    </message>
    <message>
        <source>its sealed deck is damaged</source>
        <translation>ihr versiegeltes Deck ist beschädigt</translation>
    </message>
    <message>
        <source>Hand {hand} of game {game}, which was in progress, cannot be resumed: {reason}. The game and its finished hands are kept (nothing was deleted) and a new game starts.</source>
        <translation>Runde {hand} von Spiel {game}, die gerade lief, kann nicht fortgesetzt werden: {reason}. Das Spiel und seine beendeten Runden bleiben erhalten (nichts wurde gelöscht), und ein neues Spiel beginnt.</translation>
    </message>
    <message>
        <source>Saved game {game} (started {started}) cannot be loaded: {reason}. It was set aside as damaged; nothing was deleted.</source>
        <translation>Das gespeicherte Spiel {game} (begonnen {started}) kann nicht geladen werden: {reason}. Es wurde als beschädigt beiseitegelegt; nichts wurde gelöscht.</translation>
    </message>
    <message>
        <source>Saved game {game} cannot be loaded: {reason}. It was set aside as damaged; nothing was deleted.</source>
        <translation>Das gespeicherte Spiel {game} kann nicht geladen werden: {reason}. Es wurde als beschädigt beiseitegelegt; nichts wurde gelöscht.</translation>
    </message>
    <message>
        <source>Moves kept from an earlier session on a full disk could not be added to your saves ({why}). They were kept as {kept}; nothing was deleted.</source>
        <translation>Züge, die in einer früheren Sitzung auf einem vollen Datenträger aufbewahrt wurden, konnten nicht zu deinen Spielständen hinzugefügt werden ({why}). Sie wurden als {kept} aufbewahrt; nichts wurde gelöscht.</translation>
    </message>
    <message>
        <source>the saves changed since</source>
        <translation>die Spielstände haben sich seitdem geändert</translation>
    </message>
    <message>
        <source>Another copy of Gin Rummy saved games in {folder} while this one could not write there, so the moves of this session cannot be added to those saves. Play continues in this window without saving.</source>
        <translation>Eine andere Kopie von Gin Rummy hat Spiele in {folder} gespeichert, während diese dort nicht schreiben konnte; die Züge dieser Sitzung können deshalb nicht zu diesen Spielständen hinzugefügt werden. Das Spiel geht in diesem Fenster ohne Speichern weiter.</translation>
    </message>
    <message>
        <source>Your game cannot be saved right now ({problem}). Play continues: your moves are kept in memory and will be saved as soon as the disk accepts them again.</source>
        <translation>Dein Spiel kann gerade nicht gespeichert werden ({problem}). Das Spiel geht weiter: deine Züge werden im Speicher behalten und gespeichert, sobald der Datenträger sie wieder annimmt.</translation>
    </message>
    <message numerus="yes">
        <source>Saving works again: %n waiting change(s) were saved.</source>
        <translation>
            <numerusform>Speichern funktioniert wieder: %n wartende Änderung wurde gespeichert.</numerusform>
            <numerusform>Speichern funktioniert wieder: %n wartende Änderungen wurden gespeichert.</numerusform>
        </translation>
    </message>
    <message>
        <source>The disk holding your saves ({folder}) is nearly full: a new hand may not fit. Your moves are kept and saved as soon as there is room; free some space on that disk.</source>
        <translation>Der Datenträger mit deinen Spielständen ({folder}) ist fast voll: ein neues Spiel passt vielleicht nicht mehr darauf. Deine Züge werden aufbewahrt und gespeichert, sobald Platz ist; schaffe etwas Platz auf diesem Datenträger.</translation>
    </message>
    <message>
        <source>could not be read</source>
        <translation>konnte nicht gelesen werden</translation>
    </message>
    <message>
        <source>did not match the game&apos;s saved moves</source>
        <translation>passte nicht zu den gespeicherten Zügen der Partie</translation>
    </message>
    <message>
        <source>The table saved with game {game} {reason}, so it was set up again from the game&apos;s moves. Every move is kept; nothing was deleted.</source>
        <translation>Der mit Partie {game} gespeicherte Tisch {reason}, daher wurde er aus den Zügen der Partie neu aufgebaut. Jeder Zug bleibt erhalten; nichts wurde gelöscht.</translation>
    </message>
    <message>
        <source>The save folder {folder} cannot be made ({reason}).</source>
        <translation>Der Speicherordner {folder} kann nicht angelegt werden ({reason}).</translation>
    </message>
    <message>
        <source>The save folder {folder} cannot be written ({reason}).</source>
        <translation>In den Speicherordner {folder} kann nicht geschrieben werden ({reason}).</translation>
    </message>
    <message>
        <source>Another copy of Gin Rummy (process {pid}) is already using the saves in {folder}. This copy will not save anything; close the other copy to save again.</source>
        <translation>Eine andere Kopie von Gin Rummy (Prozess {pid}) verwendet bereits die Spielstände in {folder}. Diese Kopie speichert nichts; schließe die andere Kopie, um wieder zu speichern.</translation>
    </message>
    <message>
        <source>Another copy of Gin Rummy is already using the saves in {folder}. This copy will not save anything; close the other copy to save again.</source>
        <translation>Eine andere Kopie von Gin Rummy verwendet bereits die Spielstände in {folder}. Diese Kopie speichert nichts; schließe die andere Kopie, um wieder zu speichern.</translation>
    </message>
    <message>
        <source>A save file cannot be created in {folder} ({reason}).</source>
        <translation>In {folder} kann keine Speicherdatei angelegt werden ({reason}).</translation>
    </message>
    <message>
        <source>The save file {file} cannot be read ({reason}); it was left as it is.</source>
        <translation>Die Speicherdatei {file} kann nicht gelesen werden ({reason}); sie wurde belassen, wie sie ist.</translation>
    </message>
    <message>
        <source>The save file {file} is damaged ({reason}) and could not be set aside ({problem}); it was left as it is.</source>
        <translation>Die Speicherdatei {file} ist beschädigt ({reason}) und konnte nicht beiseitegelegt werden ({problem}); sie wurde belassen, wie sie ist.</translation>
    </message>
    <message>
        <source>The save file was damaged ({reason}) and could not be used. It was kept as {kept}; a new save file was started, so earlier games are not shown.</source>
        <translation>Die Speicherdatei war beschädigt ({reason}) und konnte nicht verwendet werden. Sie wurde als {kept} aufbewahrt; eine neue Speicherdatei wurde begonnen, daher werden frühere Spiele nicht gezeigt.</translation>
    </message>
    <message>
        <source>The save file {file} cannot be written ({reason}).</source>
        <translation>In die Speicherdatei {file} kann nicht geschrieben werden ({reason}).</translation>
    </message>
    <message>
        <source>The format number of the save file {file} was damaged ({found}); its tables are exactly those of format {format}, so it was repaired and your games are kept.</source>
        <translation>Die Formatnummer der Spielstanddatei {file} war beschädigt ({found}); ihre Tabellen sind genau die des Formats {format}, daher wurde sie repariert und deine Spiele bleiben erhalten.</translation>
    </message>
    <message>
        <source>The save file {file} could not be updated to this version&apos;s format ({reason}); it was left as it is. Your saved games can be viewed, but this session will not be saved.</source>
        <translation>Die Speicherdatei {file} konnte nicht auf das Format dieser Version gebracht werden ({reason}); sie wurde belassen, wie sie ist. Deine gespeicherten Spiele lassen sich ansehen, aber diese Sitzung wird nicht gespeichert.</translation>
    </message>
    <message>
        <source>The save file {file} is damaged ({reason}); it was left as it is.</source>
        <translation>Die Speicherdatei {file} ist beschädigt ({reason}); sie wurde belassen, wie sie ist.</translation>
    </message>
    <message>
        <source>The save file {file} cannot be read ({reason}).</source>
        <translation>Die Speicherdatei {file} kann nicht gelesen werden ({reason}).</translation>
    </message>
    <message>
        <source>{problem} Play continues: your moves are kept and will be saved, in order, as soon as it can be written.</source>
        <translation>{problem} Das Spiel geht weiter: deine Züge werden behalten und der Reihe nach gespeichert, sobald geschrieben werden kann.</translation>
    </message>
    <message>
        <source>The save file {file} was written by a newer version of Gin Rummy (format {found}; this version reads up to {current}). It was left untouched. You can play, but nothing will be saved; update Gin Rummy to continue your saved games.</source>
        <translation>Die Speicherdatei {file} stammt von einer neueren Version von Gin Rummy (Format {found}; diese Version liest bis {current}). Sie wurde nicht verändert. Du kannst spielen, aber es wird nichts gespeichert; aktualisiere Gin Rummy, um deine gespeicherten Spiele fortzusetzen.</translation>
    </message>
    <message>
        <source>The save folder {folder} cannot be used ({reason}).</source>
        <translation>Der Speicherordner {folder} kann nicht verwendet werden ({reason}).</translation>
    </message>
    <message>
        <source>{problem} You can play, but nothing will be saved in this session.</source>
        <translation>{problem} Du kannst spielen, aber in dieser Sitzung wird nichts gespeichert.</translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation>Karten werden gegeben…</translation>
    </message>
    <message>
        <source>{reason}. Press Next hand (N) to continue.</source>
        <translation>{reason}. Drücke „Nächste Runde“ (N), um weiterzuspielen.</translation>
    </message>
    <message>
        <source>The computer lays out its melds and lays off on yours…</source>
        <translation>Der Computer legt seine Kombinationen aus und legt an deine an…</translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <translation>Der Computer überlegt…</translation>
    </message>
    <message>
        <source>The computer is playing…</source>
        <translation>Der Computer spielt…</translation>
    </message>
    <message>
        <source>{opponent_turn} {what_now}</source>
        <translation>{opponent_turn} {what_now}</translation>
    </message>
    <message>
        <source>Lay out your melds: your lay-offs are found for you.</source>
        <translation>Lege deine Kombinationen aus: passende Karten werden automatisch angelegt.</translation>
    </message>
    <message>
        <source>Take the upcard {card} (drag it to your hand, or D) or pass (P).</source>
        <translation>Nimm die offene Karte {card} (in dein Blatt ziehen oder D) oder passe (P).</translation>
    </message>
    <message>
        <source>Both passed the upcard: draw from the stock (click it, or S).</source>
        <translation>Beide haben die offene Karte abgelehnt: ziehe vom Talon (anklicken oder S).</translation>
    </message>
    <message>
        <source>Draw: the stock (S) or the discard from the discard pile (D).</source>
        <translation>Ziehen: vom Talon (S) oder den Abwurf vom Ablagestapel (D).</translation>
    </message>
    <message>
        <source>Draw: the stock (S) or {card} from the discard pile (D).</source>
        <translation>Ziehen: vom Talon (S) oder {card} vom Ablagestapel (D).</translation>
    </message>
    <message>
        <source>The stock is at the wall: take the discard only to go out (D), or pass (P).</source>
        <translation>Der Talon ist an der Mauer: nimm den Abwurf nur, um auszugehen (D), oder passe (P).</translation>
    </message>
    <message>
        <source>The stock is at the wall: take {card} only to go out (D), or pass (P).</source>
        <translation>Der Talon ist an der Mauer: nimm {card} nur, um auszugehen (D), oder passe (P).</translation>
    </message>
    <message>
        <source>The computer took {taken} and discarded {card}.</source>
        <translation>Der Computer hat {taken} genommen und {card} abgeworfen.</translation>
    </message>
    <message>
        <source>The computer drew from the stock and discarded {card}.</source>
        <translation>Der Computer hat vom Talon gezogen und {card} abgeworfen.</translation>
    </message>
    <message>
        <source>The computer discarded {card}.</source>
        <translation>Der Computer hat {card} abgeworfen.</translation>
    </message>
    <message>
        <source>The computer passed on {card}.</source>
        <translation>Der Computer hat {card} abgelehnt.</translation>
    </message>
    <message>
        <source>All 11 cards are melded: go Big Gin (G), or discard.</source>
        <translation>Alle 11 Karten sind kombiniert: Big Gin (G) oder abwerfen.</translation>
    </message>
    <message>
        <source>You took the last discard: knock or go gin now (drag a card to Knock).</source>
        <translation>Du hast den letzten Abwurf genommen: klopfe jetzt oder mache Gin (eine Karte auf „Klopfen“ ziehen).</translation>
    </message>
    <message>
        <source>You can go Gin: drag the card to Knock (or K).</source>
        <translation>Du kannst Gin machen: ziehe die Karte auf „Klopfen“ (oder K).</translation>
    </message>
    <message>
        <source>Discard (double-click, or drag to the pile), or knock: drag a card to Knock (K).</source>
        <translation>Abwerfen (Doppelklick oder auf den Ablagestapel ziehen) oder klopfen: eine Karte auf „Klopfen“ ziehen (K).</translation>
    </message>
    <message>
        <source>Discard a card: double-click it or drag it to the pile. Deadwood {points} with 11 cards.</source>
        <translation>Wirf eine Karte ab: Doppelklick oder auf den Ablagestapel ziehen. Restpunkte mit 11 Karten: {points}.</translation>
    </message>
    <message>
        <source>The hand is over: press Next hand.</source>
        <translation>Die Runde ist vorbei: drücke „Nächste Runde“.</translation>
    </message>
    <message>
        <source>Wait for the computer to play.</source>
        <translation>Warte, bis der Computer gespielt hat.</translation>
    </message>
    <message>
        <source>{card} is not in your hand.</source>
        <translation>{card} ist nicht in deinem Blatt.</translation>
    </message>
    <message>
        <source>Take the upcard or pass first.</source>
        <translation>Nimm zuerst die offene Karte oder passe.</translation>
    </message>
    <message>
        <source>First take the upcard or pass.</source>
        <translation>Zuerst die offene Karte nehmen oder passen.</translation>
    </message>
    <message>
        <source>Draw a card first: from the stock or the pile.</source>
        <translation>Ziehe zuerst eine Karte: vom Talon oder vom Ablagestapel.</translation>
    </message>
    <message>
        <source>You just took {card} from the pile: discard a different card.</source>
        <translation>Du hast gerade {card} vom Ablagestapel genommen: wirf eine andere Karte ab.</translation>
    </message>
    <message>
        <source>You took the last discard at the wall, so you must knock or go gin now.</source>
        <translation>Du hast den letzten Abwurf an der Mauer genommen, also musst du jetzt klopfen oder Gin machen.</translation>
    </message>
    <message>
        <source>Only gin ends this hand, and discarding {card} leaves {left} deadwood.</source>
        <translation>Nur Gin beendet diese Runde, und mit dem Abwurf von {card} bleiben {left} Restpunkte.</translation>
    </message>
    <message>
        <source>Knocking needs {limit} or less deadwood; discarding {card} leaves {left}.</source>
        <translation>Zum Klopfen sind höchstens {limit} Restpunkte erlaubt; mit dem Abwurf von {card} bleiben {left}.</translation>
    </message>
    <message>
        <source>You have drawn already: now discard a card (or knock).</source>
        <translation>Du hast schon gezogen: wirf jetzt eine Karte ab (oder klopfe).</translation>
    </message>
    <message>
        <source>Both players passed the upcard: draw from the stock.</source>
        <translation>Beide Spieler haben die offene Karte abgelehnt: ziehe vom Talon.</translation>
    </message>
    <message>
        <source>The last discard may be taken only to go out at once, and it would not let you.</source>
        <translation>Der letzte Abwurf darf nur genommen werden, um sofort auszugehen, und damit ginge das nicht.</translation>
    </message>
    <message>
        <source>You can pass only on the upcard (or on the last discard at the wall).</source>
        <translation>Passen kannst du nur bei der offenen Karte (oder beim letzten Abwurf an der Mauer).</translation>
    </message>
    <message>
        <source>Big gin needs all 11 cards in melds.</source>
        <translation>Big Gin braucht alle 11 Karten in Kombinationen.</translation>
    </message>
    <message>
        <source>These rules have no big gin.</source>
        <translation>Diese Regeln kennen kein Big Gin.</translation>
    </message>
    <message>
        <source>Those melds cannot be shown: {detail}.</source>
        <translation>Diese Kombinationen können nicht gezeigt werden: {detail}.</translation>
    </message>
    <message>
        <source>{message} {prompt}</source>
        <translation>{message} {prompt}</translation>
    </message>
    <message>
        <source>{message}. {prompt}</source>
        <translation>{message}. {prompt}</translation>
    </message>
    <message>
        <source>You draw from the stock ({card})</source>
        <translation>Du ziehst vom Talon ({card})</translation>
    </message>
    <message>
        <source>Computer draws from the stock ({card})</source>
        <translation>Der Computer zieht vom Talon ({card})</translation>
    </message>
    <message>
        <source>You take the upcard {card}</source>
        <translation>Du nimmst die offene Karte {card}</translation>
    </message>
    <message>
        <source>Computer takes the upcard {card}</source>
        <translation>Der Computer nimmt die offene Karte {card}</translation>
    </message>
    <message>
        <source>You take the last discard {card} at the wall</source>
        <translation>Du nimmst an der Mauer den letzten Abwurf {card}</translation>
    </message>
    <message>
        <source>Computer takes the last discard {card} at the wall</source>
        <translation>Der Computer nimmt an der Mauer den letzten Abwurf {card}</translation>
    </message>
    <message>
        <source>You take {card} from the discard pile</source>
        <translation>Du nimmst {card} vom Ablagestapel</translation>
    </message>
    <message>
        <source>Computer takes {card} from the discard pile</source>
        <translation>Der Computer nimmt {card} vom Ablagestapel</translation>
    </message>
    <message>
        <source>You go gin, discarding {card}</source>
        <translation>Du machst Gin und wirfst {card} ab</translation>
    </message>
    <message>
        <source>Computer goes gin, discarding {card}</source>
        <translation>Der Computer macht Gin und wirft {card} ab</translation>
    </message>
    <message>
        <source>You knock with {deadwood} deadwood, discarding {card}</source>
        <translation>Du klopfst mit {deadwood} Restpunkten und wirfst {card} ab</translation>
    </message>
    <message>
        <source>Computer knocks with {deadwood} deadwood, discarding {card}</source>
        <translation>Der Computer klopft mit {deadwood} Restpunkten und wirft {card} ab</translation>
    </message>
    <message>
        <source>You go big gin</source>
        <translation>Du machst Big Gin</translation>
    </message>
    <message>
        <source>Computer goes big gin</source>
        <translation>Der Computer macht Big Gin</translation>
    </message>
    <message>
        <source>You lay out</source>
        <translation>Du legst aus</translation>
    </message>
    <message>
        <source>Computer lays out</source>
        <translation>Der Computer legt aus</translation>
    </message>
    <message>
        <source>You lay out, laying off {cards}, with {deadwood} deadwood</source>
        <translation>Du legst aus, legst {cards} an und behältst {deadwood} Restpunkte</translation>
    </message>
    <message>
        <source>Computer lays out, laying off {cards}, with {deadwood} deadwood</source>
        <translation>Der Computer legt aus, legt {cards} an und behält {deadwood} Restpunkte</translation>
    </message>
    <message>
        <source>You lay out with {deadwood} deadwood</source>
        <translation>Du legst aus mit {deadwood} Restpunkten</translation>
    </message>
    <message>
        <source>Computer lays out with {deadwood} deadwood</source>
        <translation>Der Computer legt aus mit {deadwood} Restpunkten</translation>
    </message>
    <message>
        <source>You pass the last discard ({card})</source>
        <translation>Du lehnst den letzten Abwurf ab ({card})</translation>
    </message>
    <message>
        <source>Computer passes the last discard ({card})</source>
        <translation>Der Computer lehnt den letzten Abwurf ab ({card})</translation>
    </message>
    <message>
        <source>You pass the upcard ({card})</source>
        <translation>Du lehnst die offene Karte ab ({card})</translation>
    </message>
    <message>
        <source>Computer passes the upcard ({card})</source>
        <translation>Der Computer lehnt die offene Karte ab ({card})</translation>
    </message>
    <message>
        <source>You discard {card}</source>
        <translation>Du wirfst {card} ab</translation>
    </message>
    <message>
        <source>Computer discards {card}</source>
        <translation>Der Computer wirft {card} ab</translation>
    </message>
    <message>
        <source>{action} — the stock reached the wall: dead hand</source>
        <translation>{action} — der Talon hat die Mauer erreicht: tote Runde</translation>
    </message>
    <message>
        <source>{action} — the stock reached the wall</source>
        <translation>{action} — der Talon hat die Mauer erreicht</translation>
    </message>
    <message>
        <source>the upcard is {card}</source>
        <translation>die offene Karte ist {card}</translation>
    </message>
    <message>
        <source>You have 11 cards</source>
        <translation>Du hast 11 Karten</translation>
    </message>
    <message>
        <source>Computer has 11 cards</source>
        <translation>Der Computer hat 11 Karten</translation>
    </message>
    <message>
        <source>You deal; {opening}</source>
        <translation>Du gibst; {opening}</translation>
    </message>
    <message>
        <source>Computer deals; {opening}</source>
        <translation>Der Computer gibt; {opening}</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Nächste Runde</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>{who}: {label}</source>
        <translation>{who}: {label}</translation>
    </message>
    <message>
        <source>Final score {mine} to {theirs}, bonuses included: a shutout</source>
        <translation>Endstand {mine} zu {theirs}, mit Boni: Schneider</translation>
    </message>
    <message>
        <source>Final score {mine} to {theirs}, bonuses included</source>
        <translation>Endstand {mine} zu {theirs}, mit Boni</translation>
    </message>
    <message>
        <source>Score: you {mine}, the computer {theirs}</source>
        <translation>Stand: du {mine}, der Computer {theirs}</translation>
    </message>
    <message>
        <source>Dead hand</source>
        <translation>Tote Runde</translation>
    </message>
    <message>
        <source>The stock ran out: nobody scores.</source>
        <translation>Der Talon ist aufgebraucht: niemand punktet.</translation>
    </message>
    <message>
        <source>You win the knock</source>
        <translation>Du gewinnst mit Klopfen</translation>
    </message>
    <message>
        <source>You undercut the computer</source>
        <translation>Du unterbietest den Computer</translation>
    </message>
    <message>
        <source>Gin! You go out</source>
        <translation>Gin! Du gehst aus</translation>
    </message>
    <message>
        <source>Big gin! All eleven cards</source>
        <translation>Big Gin! Alle elf Karten</translation>
    </message>
    <message>
        <source>The computer wins the knock</source>
        <translation>Der Computer gewinnt mit Klopfen</translation>
    </message>
    <message>
        <source>The computer undercuts you</source>
        <translation>Der Computer unterbietet dich</translation>
    </message>
    <message>
        <source>The computer goes gin</source>
        <translation>Der Computer macht Gin</translation>
    </message>
    <message>
        <source>The computer goes big gin</source>
        <translation>Der Computer macht Big Gin</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>Du gewinnst das Spiel!</translation>
    </message>
    <message>
        <source>The computer wins the game</source>
        <translation>Der Computer gewinnt das Spiel</translation>
    </message>
    <message>
        <source>{kind}: {sum}</source>
        <translation>{kind}: {sum}</translation>
    </message>
    <message>
        <source>{defender} − {knocker}</source>
        <translation>{defender} − {knocker}</translation>
    </message>
    <message>
        <source>undercut bonus {bonus} + ({knocker} − {defender})</source>
        <translation>Unterbietungsbonus {bonus} + ({knocker} − {defender})</translation>
    </message>
    <message>
        <source>gin bonus {bonus} + {defender}</source>
        <translation>Gin-Bonus {bonus} + {defender}</translation>
    </message>
    <message>
        <source>gin bonus {bonus} + big gin bonus {extra} + {defender}</source>
        <translation>Gin-Bonus {bonus} + Big-Gin-Bonus {extra} + {defender}</translation>
    </message>
    <message>
        <source>({sum}) × {times} for the spade upcard</source>
        <translation>({sum}) × {times} für die offene Pik-Karte</translation>
    </message>
    <message>
        <source>Result: {reason}.</source>
        <translation>Ergebnis: {reason}.</translation>
    </message>
    <message>
        <source>Result: {kind} — You score {points}. {reason}.</source>
        <translation>Ergebnis: {kind} — du bekommst {points}. {reason}.</translation>
    </message>
    <message>
        <source>Result: {kind} — Computer scores {points}. {reason}.</source>
        <translation>Ergebnis: {kind} — der Computer bekommt {points}. {reason}.</translation>
    </message>
    <message>
        <source>You won by {difference} (shutout)</source>
        <translation>Du hast mit {difference} gewonnen (Schneider)</translation>
    </message>
    <message>
        <source>You won by {difference}</source>
        <translation>Du hast mit {difference} gewonnen</translation>
    </message>
    <message>
        <source>Computer won by {difference} (shutout)</source>
        <translation>Der Computer hat mit {difference} gewonnen (Schneider)</translation>
    </message>
    <message>
        <source>Computer won by {difference}</source>
        <translation>Der Computer hat mit {difference} gewonnen</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Endstand</translation>
    </message>
    <message>
        <source>{card}, in your hand, part of a run</source>
        <translation>{card}, in deinem Blatt, Teil einer Folge</translation>
    </message>
    <message>
        <source>{card}, in your hand, part of a set</source>
        <translation>{card}, in deinem Blatt, Teil eines Satzes</translation>
    </message>
    <message>
        <source>{card}, in your hand, deadwood</source>
        <translation>{card}, in deinem Blatt, Restkarte</translation>
    </message>
    <message>
        <source>{card}, in your hand, {role}</source>
        <translation>{card}, in deinem Blatt, {role}</translation>
    </message>
    <message>
        <source>{card}, on top of the discard pile</source>
        <translation>{card}, oben auf dem Ablagestapel</translation>
    </message>
    <message>
        <source>{card}, in the discard pile</source>
        <translation>{card}, im Ablagestapel</translation>
    </message>
    <message>
        <source>{card}, laid out on the table</source>
        <translation>{card}, auf dem Tisch ausgelegt</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>Your hand: {count} cards. In melds: {melded}. Deadwood: {deadwood}, {points}. Discard pile top: {top}. Stock: {stock} cards. The computer holds {computer_count} cards. Score: you {mine}, computer {theirs}.</source>
        <translation>Dein Blatt: {count} Karten. In Kombinationen: {melded}. Restkarten: {deadwood}, {points}. Oben auf dem Ablagestapel: {top}. Talon: {stock} Karten. Der Computer hält {computer_count} Karten. Stand: du {mine}, Computer {theirs}.</translation>
    </message>
    <message>
        <source>in meld {number}, a run</source>
        <translation>in Kombination {number}, eine Folge</translation>
    </message>
    <message>
        <source>in meld {number}, a set</source>
        <translation>in Kombination {number}, ein Satz</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>ausgewählt</translation>
    </message>
    <message>
        <source>laid off on meld {number}</source>
        <translation>angelegt an Kombination {number}</translation>
    </message>
    <message>
        <source>deadwood</source>
        <translation>Restkarte</translation>
    </message>
    <message>
        <source>just drawn</source>
        <translation>gerade gezogen</translation>
    </message>
    <message>
        <source>{card}, the computer&apos;s, {place}</source>
        <translation>{card}, des Computers, {place}</translation>
    </message>
    <message>
        <source>Stock: empty</source>
        <translation>Talon: leer</translation>
    </message>
    <message>
        <source>Stock: 1 card</source>
        <translation>Talon: 1 Karte</translation>
    </message>
    <message>
        <source>Stock: {count} cards</source>
        <translation>Talon: {count} Karten</translation>
    </message>
    <message>
        <source>Discard pile: empty</source>
        <translation>Ablagestapel: leer</translation>
    </message>
    <message>
        <source>Discard pile: {card} on top, no card under it</source>
        <translation>Ablagestapel: {card} oben, keine Karte darunter</translation>
    </message>
    <message>
        <source>Discard pile: {card} on top, 1 card under it</source>
        <translation>Ablagestapel: {card} oben, 1 Karte darunter</translation>
    </message>
    <message>
        <source>Discard pile: {card} on top, {count} cards under it</source>
        <translation>Ablagestapel: {card} oben, {count} Karten darunter</translation>
    </message>
    <message>
        <source>Knock area: you can go gin with the selected card</source>
        <translation>Feld „Klopfen“: du kannst mit der ausgewählten Karte Gin machen</translation>
    </message>
    <message>
        <source>Knock area: you can knock now</source>
        <translation>Feld „Klopfen“: du kannst jetzt klopfen</translation>
    </message>
    <message>
        <source>Knock area</source>
        <translation>Feld „Klopfen“</translation>
    </message>
    <message>
        <source>The computer&apos;s hand, laid out: {count} cards</source>
        <translation>Das Blatt des Computers, ausgelegt: {count} Karten</translation>
    </message>
    <message>
        <source>The computer&apos;s hand: 1 card</source>
        <translation>Das Blatt des Computers: 1 Karte</translation>
    </message>
    <message>
        <source>The computer&apos;s hand: {count} cards</source>
        <translation>Das Blatt des Computers: {count} Karten</translation>
    </message>
    <message>
        <source>You drew {card} from the stock.</source>
        <translation>Du hast {card} vom Talon gezogen.</translation>
    </message>
    <message>
        <source>You took {card}.</source>
        <translation>Du hast {card} genommen.</translation>
    </message>
    <message>
        <source>You discarded {card}.</source>
        <translation>Du hast {card} abgeworfen.</translation>
    </message>
    <message>
        <source>You knocked, discarding {card}.</source>
        <translation>Du hast geklopft und {card} abgeworfen.</translation>
    </message>
    <message>
        <source>You passed.</source>
        <translation>Du hast gepasst.</translation>
    </message>
    <message>
        <source>The computer drew from the stock.</source>
        <translation>Der Computer hat vom Talon gezogen.</translation>
    </message>
    <message>
        <source>The computer took {card}.</source>
        <translation>Der Computer hat {card} genommen.</translation>
    </message>
    <message>
        <source>The computer took the discard.</source>
        <translation>Der Computer hat den Abwurf genommen.</translation>
    </message>
    <message>
        <source>The computer goes gin, discarding {card}.</source>
        <translation>Der Computer macht Gin und wirft {card} ab.</translation>
    </message>
    <message>
        <source>The computer knocked, discarding {card}.</source>
        <translation>Der Computer hat geklopft und {card} abgeworfen.</translation>
    </message>
    <message>
        <source>The computer passed.</source>
        <translation>Der Computer hat gepasst.</translation>
    </message>
    <message>
        <source>The computer goes big gin.</source>
        <translation>Der Computer macht Big Gin.</translation>
    </message>
    <message>
        <source>The computer laid out its melds.</source>
        <translation>Der Computer hat seine Kombinationen ausgelegt.</translation>
    </message>
    <message>
        <source>{title}, {points}.</source>
        <translation>{title}, {points}.</translation>
    </message>
    <message>
        <source>{title}.</source>
        <translation>{title}.</translation>
    </message>
    <message>
        <source>Deadwood: you {mine}, the computer {theirs}.</source>
        <translation>Restpunkte: du {mine}, der Computer {theirs}.</translation>
    </message>
    <message>
        <source>{sentence}.</source>
        <translation>{sentence}.</translation>
    </message>
    <message>
        <source>{what}: {points}.</source>
        <translation>{what}: {points}.</translation>
    </message>
    <message>
        <source>Next: {action} (N).</source>
        <translation>Weiter: {action} (N).</translation>
    </message>
    <message numerus="yes">
        <source>Discard pile: %n card(s)</source>
        <translation>
            <numerusform>Ablagestapel: %n Karte</numerusform>
            <numerusform>Ablagestapel: %n Karten</numerusform>
        </translation>
    </message>
    <message>
        <source>First game walkthrough</source>
        <translation>Rundgang zum ersten Spiel</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Überspringen</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Zurück</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <source>{step} of {count}</source>
        <translation>{step} von {count}</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spielen</translation>
    </message>
    <message>
        <source>Welcome to Gin Rummy</source>
        <translation>Willkommen bei Gin Rummy</translation>
    </message>
    <message>
        <source>You play the computer: make melds (three or four of a kind, or runs of three or more in a suit) and get your deadwood — the cards in no meld — low enough to knock. This tour shows where everything is; it takes half a minute.</source>
        <translation>Du spielst gegen den Computer: bilde Kombinationen (drei oder vier gleiche Werte oder Folgen ab drei Karten einer Farbe) und bring deine Restpunkte – die Karten in keiner Kombination – so weit herunter, dass du klopfen kannst. Dieser Rundgang zeigt, wo alles ist; er dauert eine halbe Minute.</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Dein Blatt</translation>
    </message>
    <message>
        <source>Cards in your best melds are outlined in colour. Drag a card along the hand to move it, or choose an order under &lt;b&gt;Sort hand&lt;/b&gt;.</source>
        <translation>Karten in deinen besten Kombinationen sind farbig umrandet. Ziehe eine Karte entlang des Blatts, um sie zu verschieben, oder wähle eine Reihenfolge unter &lt;b&gt;Blatt sortieren&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Ziehen</translation>
    </message>
    <message>
        <source>Drag the stock or the top card of the discard pile into your hand, or click it. At the start of a hand you may take the upcard or press &lt;b&gt;Pass&lt;/b&gt;.</source>
        <translation>Ziehe den Talon oder die oberste Karte des Ablagestapels in dein Blatt, oder klicke sie an. Zu Beginn einer Runde kannst du die offene Karte nehmen oder &lt;b&gt;Passen&lt;/b&gt; drücken.</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Abwerfen</translation>
    </message>
    <message>
        <source>Drag a card onto the discard pile, or double-click it. While you drag, the place the card would go is outlined: green when the move is allowed, red when it is not.</source>
        <translation>Ziehe eine Karte auf den Ablagestapel oder doppelklicke sie. Während du ziehst, ist der Zielplatz umrandet: grün, wenn der Zug erlaubt ist, rot, wenn nicht.</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Klopfen</translation>
    </message>
    <message>
        <source>When your deadwood is at or below the knock limit, drag the card to discard onto the Knock area. With no deadwood left that is gin.</source>
        <translation>Wenn deine Restpunkte höchstens die Klopfgrenze erreichen, ziehe die abzuwerfende Karte auf das Feld „Klopfen“. Ohne Restpunkte ist das Gin.</translation>
    </message>
    <message>
        <source>Your count and the score</source>
        <translation>Deine Punkte und der Stand</translation>
    </message>
    <message>
        <source>The panel shows the score, your deadwood as you play and the buttons for each move. &lt;b&gt;Hint&lt;/b&gt; (H) suggests one; the status line at the bottom always says what you can do.</source>
        <translation>Die Seitenleiste zeigt den Stand, deine Restpunkte während des Spiels und die Knöpfe für jeden Zug. &lt;b&gt;Tipp&lt;/b&gt; (H) schlägt einen vor; die Statuszeile unten sagt immer, was du tun kannst.</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>Der Computer</translation>
    </message>
    <message>
        <source>It plays at the top and sees only what its seat may see. After each hand both hands are laid out, lay-offs fly onto the knocker&apos;s melds and the result shows beside the piles.</source>
        <translation>Er spielt oben und sieht nur, was sein Platz sehen darf. Nach jeder Runde werden beide Blätter ausgelegt, Anlegekarten fliegen auf die Kombinationen des Klopfenden und das Ergebnis erscheint neben den Stapeln.</translation>
    </message>
    <message>
        <source>That is all</source>
        <translation>Das ist alles</translation>
    </message>
    <message>
        <source>The game saves after every move: close it at any time and go on later. &lt;b&gt;Help › Rules&lt;/b&gt; has the full rules and every key.</source>
        <translation>Das Spiel speichert nach jedem Zug: schließe es jederzeit und spiele später weiter. &lt;b&gt;Hilfe › Regeln&lt;/b&gt; enthält alle Regeln und jede Taste.</translation>
    </message>
    <message numerus="yes">
        <source>After %n hand(s): you {you}, the computer {computer}</source>
        <translation>
            <numerusform>Nach %n Runde: du {you}, der Computer {computer}</numerusform>
            <numerusform>Nach %n Runden: du {you}, der Computer {computer}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s), latest {value}</source>
        <translation>
            <numerusform>%n Spiel, zuletzt {value}</numerusform>
            <numerusform>%n Spiele, zuletzt {value}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %n hand(s) to {path}</source>
        <translation>
            <numerusform>%n Runde nach {path} exportiert</numerusform>
            <numerusform>%n Runden nach {path} exportiert</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} must be a whole number, got {value}</source>
        <translation>{name} muss eine ganze Zahl sein, nicht {value}</translation>
    </message>
    <message>
        <source>{name} must be between {low} and {high}, got {value}</source>
        <translation>{name} muss zwischen {low} und {high} liegen, nicht {value}</translation>
    </message>
    <message>
        <source>{name} must be true or false, got {value}</source>
        <translation>{name} muss an oder aus sein, nicht {value}</translation>
    </message>
    <message>
        <source>{name} must be one of {choices}; got {value}</source>
        <translation>{name} muss einer der Werte {choices} sein, nicht {value}</translation>
    </message>
    <message>
        <source>Oklahoma sets the knock limit from the first upcard, so it needs the upcard opening</source>
        <translation>Bei Oklahoma bestimmt die erste offene Karte die Klopfgrenze, daher braucht es die Eröffnung mit offener Karte</translation>
    </message>
    <message>
        <source>discard {card}</source>
        <translation>{card} abwerfen</translation>
    </message>
    <message>
        <source>show {melds}</source>
        <translation>{melds} zeigen</translation>
    </message>
    <message>
        <source>knock with {card}</source>
        <translation>mit {card} klopfen</translation>
    </message>
    <message>
        <source>go big gin</source>
        <translation>Big Gin machen</translation>
    </message>
    <message>
        <source>take {card}</source>
        <translation>{card} nehmen</translation>
    </message>
    <message>
        <source>take the top discard</source>
        <translation>den obersten Abwurf nehmen</translation>
    </message>
    <message>
        <source>pass {card}</source>
        <translation>{card} ablehnen</translation>
    </message>
    <message>
        <source>discard {card} without knocking</source>
        <translation>{card} abwerfen, ohne zu klopfen</translation>
    </message>
    <message>
        <source>The melds you showed</source>
        <translation>Die gezeigten Kombinationen</translation>
    </message>
    <message>
        <source>You discarded {card}</source>
        <translation>Du hast {card} abgeworfen</translation>
    </message>
    <message>
        <source>You knocked with {card}</source>
        <translation>Du hast mit {card} geklopft</translation>
    </message>
    <message>
        <source>You went big gin</source>
        <translation>Du hast Big Gin gemacht</translation>
    </message>
    <message>
        <source>You drew from the stock</source>
        <translation>Du hast vom Talon gezogen</translation>
    </message>
    <message>
        <source>You took {card}</source>
        <translation>Du hast {card} genommen</translation>
    </message>
    <message>
        <source>You took the top discard</source>
        <translation>Du hast den obersten Abwurf genommen</translation>
    </message>
    <message>
        <source>You passed {card}</source>
        <translation>Du hast {card} abgelehnt</translation>
    </message>
    <message>
        <source>You passed</source>
        <translation>Du hast gepasst</translation>
    </message>
    <message>
        <source>knocked on its next turn</source>
        <translation>klopfte im nächsten Zug</translation>
    </message>
    <message>
        <source>knocked {turns} turns later</source>
        <translation>klopfte {turns} Züge später</translation>
    </message>
    <message>
        <source>went gin on its next turn</source>
        <translation>machte im nächsten Zug Gin</translation>
    </message>
    <message>
        <source>went gin {turns} turns later</source>
        <translation>machte {turns} Züge später Gin</translation>
    </message>
    <message>
        <source>Those melds gave the computer more cards to lay off; {better} was better (about {loss} points more on average).</source>
        <translation>Diese Kombinationen boten dem Computer mehr Anlegekarten; {better} war besser (im Schnitt etwa {loss} Punkte mehr).</translation>
    </message>
    <message>
        <source>Discarding {card} fed the computer: it took it and {later}</source>
        <translation>Der Abwurf von {card} half dem Computer: er nahm sie und {later}</translation>
    </message>
    <message>
        <source>Discarding {card} fed the computer: it took it</source>
        <translation>Der Abwurf von {card} half dem Computer: er nahm sie</translation>
    </message>
    <message>
        <source>Discarding {card} broke a meld ({left} deadwood where the best discard leaves {low})</source>
        <translation>Der Abwurf von {card} zerbrach eine Kombination ({left} Restpunkte, wo der beste Abwurf {low} lässt)</translation>
    </message>
    <message>
        <source>Discarding {card} was likely to help the computer (about {chance}% that it fits its melds)</source>
        <translation>Der Abwurf von {card} half dem Computer wahrscheinlich (zu etwa {chance} % passt sie in seine Kombinationen)</translation>
    </message>
    <message>
        <source>; it {later}</source>
        <translation>; er {later}</translation>
    </message>
    <message>
        <source>Discarding {card} left {left} deadwood where {other} leaves {low}</source>
        <translation>Der Abwurf von {card} ließ {left} Restpunkte, wo {other} {low} lässt</translation>
    </message>
    <message>
        <source>Playing on with {card} passed up a knock with {deadwood} deadwood</source>
        <translation>Mit {card} weiterzuspielen verschenkte ein Klopfen mit {deadwood} Restpunkten</translation>
    </message>
    <message>
        <source>: the computer {later}</source>
        <translation>: der Computer {later}</translation>
    </message>
    <message>
        <source>After discarding {card} your next draw was less likely to help (about {mine} deadwood expected after it, against {other} keeping {card})</source>
        <translation>Nach dem Abwurf von {card} half dein nächster Zug weniger wahrscheinlich (danach etwa {mine} Restpunkte erwartet, gegenüber {other}, wenn du {card} behältst)</translation>
    </message>
    <message>
        <source>Discarding {card} gave up its chance of a meld with {partner}</source>
        <translation>Der Abwurf von {card} gab die Aussicht auf eine Kombination mit {partner} auf</translation>
    </message>
    <message>
        <source>Discarding {card} kept the weaker hand for the draws to come</source>
        <translation>Der Abwurf von {card} behielt das schwächere Blatt für die kommenden Züge</translation>
    </message>
    <message>
        <source>{better} was safer</source>
        <translation>{better} war sicherer</translation>
    </message>
    <message>
        <source>{better} was better</source>
        <translation>{better} war besser</translation>
    </message>
    <message>
        <source>{card} was safer</source>
        <translation>{card} war sicherer</translation>
    </message>
    <message>
        <source>{card} was better</source>
        <translation>{card} war besser</translation>
    </message>
    <message>
        <source>{why}; {better} (about {loss} points more on average).</source>
        <translation>{why}; {better} (im Schnitt etwa {loss} Punkte mehr).</translation>
    </message>
    <message>
        <source>Knocking with {deadwood} deadwood was undercut</source>
        <translation>Das Klopfen mit {deadwood} Restpunkten wurde unterboten</translation>
    </message>
    <message>
        <source>Knocking with {deadwood} deadwood risked an undercut (about {chance}% of the computer&apos;s likely hands)</source>
        <translation>Das Klopfen mit {deadwood} Restpunkten riskierte ein Unterbieten (bei etwa {chance} % der wahrscheinlichen Blätter des Computers)</translation>
    </message>
    <message>
        <source>Knocking with {deadwood} deadwood won less than playing on</source>
        <translation>Das Klopfen mit {deadwood} Restpunkten brachte weniger als Weiterspielen</translation>
    </message>
    <message>
        <source>{why}; {better} was better (about {loss} points more on average).</source>
        <translation>{why}; {better} war besser (im Schnitt etwa {loss} Punkte mehr).</translation>
    </message>
    <message>
        <source>Drawing from the stock passed up {card}, which made the meld {meld}; {better} was better (about {loss} points more on average).</source>
        <translation>Das Ziehen vom Talon ließ {card} liegen, die die Kombination {meld} ergab; {better} war besser (im Schnitt etwa {loss} Punkte mehr).</translation>
    </message>
    <message>
        <source>Drawing from the stock left {card} on the pile; {better} was better (about {loss} points more on average).</source>
        <translation>Das Ziehen vom Talon ließ {card} auf dem Ablagestapel; {better} war besser (im Schnitt etwa {loss} Punkte mehr).</translation>
    </message>
    <message>
        <source>Taking {card} showed the computer what you collect and helped your hand less than a stock card would; {better} was better (about {loss} points more on average).</source>
        <translation>{card} zu nehmen zeigte dem Computer, was du sammelst, und half deinem Blatt weniger als eine Karte vom Talon; {better} war besser (im Schnitt etwa {loss} Punkte mehr).</translation>
    </message>
    <message>
        <source>Passing {card} gave up the meld {meld}; {better} was better (about {loss} points more on average).</source>
        <translation>{card} abzulehnen gab die Kombination {meld} auf; {better} war besser (im Schnitt etwa {loss} Punkte mehr).</translation>
    </message>
    <message>
        <source>Passing {card} gave up a card that helped; {better} was better (about {loss} points more on average).</source>
        <translation>{card} abzulehnen gab eine hilfreiche Karte auf; {better} war besser (im Schnitt etwa {loss} Punkte mehr).</translation>
    </message>
    <message>
        <source>{better} was better (about {loss} points more on average).</source>
        <translation>{better} war besser (im Schnitt etwa {loss} Punkte mehr).</translation>
    </message>
    <message>
        <source>A close call: {better} may have been better by {low} to {high} points; {worlds} sampled deals could not tell them apart more closely.</source>
        <translation>Eine knappe Entscheidung: {better} war vielleicht um {low} bis {high} Punkte besser; {worlds} ausgespielte Verteilungen konnten die beiden nicht genauer unterscheiden.</translation>
    </message>
    <message>
        <source>You had no real choice to make in this hand.</source>
        <translation>In dieser Runde hattest du keine echte Wahl.</translation>
    </message>
    <message>
        <source>Accuracy {accuracy}% over {decisions} decisions · points lost to decisions {lost} · luck {luck}</source>
        <translation>Genauigkeit {accuracy} % bei {decisions} Entscheidungen · durch Entscheidungen verloren {lost} · Glück {luck}</translation>
    </message>
    <message>
        <source>knew you held {cards} (taken from the pile)</source>
        <translation>wusste, dass du {cards} hältst (vom Ablagestapel genommen)</translation>
    </message>
    <message>
        <source>thought you likely held {cards}</source>
        <translation>hielt {cards} in deinem Blatt für wahrscheinlich</translation>
    </message>
    <message>
        <source>thought you unlikely to hold {cards}</source>
        <translation>hielt {cards} in deinem Blatt für unwahrscheinlich</translation>
    </message>
    <message>
        <source>The computer knew nothing yet about your hand.</source>
        <translation>Der Computer wusste noch nichts über dein Blatt.</translation>
    </message>
    <message>
        <source>The computer {what}.</source>
        <translation>Der Computer {what}.</translation>
    </message>
    <message>
        <source>discarding {card}</source>
        <translation>das Abwerfen von {card}</translation>
    </message>
    <message>
        <source>knocking with {card}</source>
        <translation>das Klopfen mit {card}</translation>
    </message>
    <message>
        <source>going big gin</source>
        <translation>das Big Gin</translation>
    </message>
    <message>
        <source>drawing from the stock</source>
        <translation>das Ziehen vom Talon</translation>
    </message>
    <message>
        <source>taking {card}</source>
        <translation>das Nehmen von {card}</translation>
    </message>
    <message>
        <source>taking the top discard</source>
        <translation>das Nehmen der obersten Ablagekarte</translation>
    </message>
    <message>
        <source>passing {card}</source>
        <translation>das Ablehnen von {card}</translation>
    </message>
    <message>
        <source>passing</source>
        <translation>das Passen</translation>
    </message>
    <message>
        <source>Key moment: the melds you showed on turn {turn} cost about {points} points.</source>
        <translation>Schlüsselmoment: Die in Zug {turn} gezeigten Meldungen kosteten etwa {points} Punkte.</translation>
    </message>
    <message>
        <source>Key moment: {choice} on turn {turn} cost about {points} points.</source>
        <translation>Schlüsselmoment: {choice} in Zug {turn} kostete etwa {points} Punkte.</translation>
    </message>
    <message>
        <source>Luckiest moment: the showdown, about {points} points your way.</source>
        <translation>Größtes Glück: die Abrechnung, etwa {points} Punkte für dich.</translation>
    </message>
    <message>
        <source>Unluckiest moment: the showdown, about {points} points against you.</source>
        <translation>Größtes Pech: die Abrechnung, etwa {points} Punkte gegen dich.</translation>
    </message>
    <message>
        <source>Luckiest moment: the cards before your turn {turn}, about {points} points your way.</source>
        <translation>Größtes Glück: die Karten vor deinem Zug {turn}, etwa {points} Punkte für dich.</translation>
    </message>
    <message>
        <source>Unluckiest moment: the cards before your turn {turn}, about {points} points against you.</source>
        <translation>Größtes Pech: die Karten vor deinem Zug {turn}, etwa {points} Punkte gegen dich.</translation>
    </message>
    <message>
        <source>Coach: you had no real choice to make in this hand.</source>
        <translation>Trainer: In dieser Runde hattest du keine echte Wahl.</translation>
    </message>
    <message>
        <source>Coach: no costly decision in this hand (accuracy {accuracy}%).</source>
        <translation>Trainer: keine teure Entscheidung in dieser Runde (Genauigkeit {accuracy}&#xa0;%).</translation>
    </message>
    <message numerus="yes">
        <source>The tutor was silent on %n move(s) made before its answer was ready.</source>
        <translation>
            <numerusform>Der Tutor schwieg bei %n Zug, der vor seiner Antwort gemacht wurde.</numerusform>
            <numerusform>Der Tutor schwieg bei %n Zügen, die vor seiner Antwort gemacht wurden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Press to draw the top card of the stock (S).</source>
        <translation>Drücken, um die oberste Karte vom Talon zu ziehen (S).</translation>
    </message>
    <message>
        <source>Press to take the top card of the discard pile (D).</source>
        <translation>Drücken, um die oberste Karte des Ablagestapels zu nehmen (D).</translation>
    </message>
    <message>
        <source>Press to knock with the selected card (K).</source>
        <translation>Drücken, um mit der ausgewählten Karte zu klopfen (K).</translation>
    </message>
    <message>
        <source>part of a run</source>
        <translation>Teil einer Folge</translation>
    </message>
    <message>
        <source>part of a set</source>
        <translation>Teil eines Satzes</translation>
    </message>
    <message>
        <source>Moves not saved</source>
        <translation>Züge nicht gespeichert</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) of this game could not be saved: the disk holding {folder} refuses to write (it may be full).</source>
        <translation>
            <numerusform>%n Zug dieses Spiels konnte nicht gespeichert werden: der Datenträger mit {folder} verweigert das Schreiben (vielleicht ist er voll).</numerusform>
            <numerusform>%n Züge dieses Spiels konnten nicht gespeichert werden: der Datenträger mit {folder} verweigert das Schreiben (vielleicht ist er voll).</numerusform>
        </translation>
    </message>
    <message>
        <source>Free some space and try again, or save a copy of your games elsewhere. If you quit now, these moves are lost.</source>
        <translation>Schaffe etwas Platz und versuche es erneut, oder speichere eine Kopie deiner Spiele anderswo. Wenn du jetzt beendest, gehen diese Züge verloren.</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Erneut versuchen</translation>
    </message>
    <message>
        <source>Save a copy elsewhere…</source>
        <translation>Kopie anderswo speichern…</translation>
    </message>
    <message numerus="yes">
        <source>Quit and lose %n move(s)</source>
        <translation>
            <numerusform>Beenden und %n Zug verlieren</numerusform>
            <numerusform>Beenden und %n Züge verlieren</numerusform>
        </translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Weiterspielen</translation>
    </message>
    <message>
        <source>Save a copy of your games in</source>
        <translation>Eine Kopie deiner Spiele speichern in</translation>
    </message>
    <message>
        <source>The copy could not be saved in {folder} ({reason}).</source>
        <translation>Die Kopie konnte nicht in {folder} gespeichert werden ({reason}).</translation>
    </message>
    <message>
        <source>Copy saved</source>
        <translation>Kopie gespeichert</translation>
    </message>
    <message>
        <source>Your games and every waiting move were saved as {file}. To go on with them, start Gin Rummy with --data-dir on that folder.</source>
        <translation>Deine Spiele und alle wartenden Züge wurden als {file} gespeichert. Um mit ihnen weiterzuspielen, starte Gin Rummy mit --data-dir auf diesem Ordner.</translation>
    </message>
    <message>
        <source>A leftover journal file was found beside the save file and rolled back; a copy was kept as {copy}.</source>
        <translation>Neben der Spielstanddatei lag eine übrig gebliebene Journaldatei; sie wurde zurückgerollt, eine Kopie wurde als {copy} aufbewahrt.</translation>
    </message>
    <message>
        <source>The save file&apos;s log was damaged or lost: game {game} is no longer in it.</source>
        <translation>Das Protokoll der Spielstanddatei war beschädigt oder fehlte: Spiel {game} ist nicht mehr darin.</translation>
    </message>
    <message numerus="yes">
        <source>The save file&apos;s log was damaged or lost: game {game} resumes at hand {hand}, move {move}, instead of hand {hand_then}, move {move_then} (%n move(s) lost).</source>
        <translation>
            <numerusform>Das Protokoll der Spielstanddatei war beschädigt oder fehlte: Spiel {game} geht bei Runde {hand}, Zug {move} weiter statt bei Runde {hand_then}, Zug {move_then} (%n Zug verloren).</numerusform>
            <numerusform>Das Protokoll der Spielstanddatei war beschädigt oder fehlte: Spiel {game} geht bei Runde {hand}, Zug {move} weiter statt bei Runde {hand_then}, Zug {move_then} (%n Züge verloren).</numerusform>
        </translation>
    </message>
    <message>
        <source>The damaged log was kept as {copy}; nothing was deleted.</source>
        <translation>Das beschädigte Protokoll wurde als {copy} aufbewahrt; nichts wurde gelöscht.</translation>
    </message>
    <message>
        <source>Game {game} has reached {count} hands, the longest game the saves can hold, so it ends here. It is kept in your saves (as not finished); press New game (N) to play on.</source>
        <translation>Spiel {game} hat {count} Runden erreicht, das längste Spiel, das die Spielstände fassen können, und endet deshalb hier. Es bleibt in deinen Spielständen (als nicht beendet); drücke „Neues Spiel“ (N), um weiterzuspielen.</translation>
    </message>
    <message>
        <source>Game {game} has reached {count} moves, the longest game the saves can hold, so it ends here. It is kept in your saves (as not finished); press New game (N) to play on.</source>
        <translation>Spiel {game} hat {count} Züge erreicht, das längste Spiel, das die Spielstände fassen können, und endet deshalb hier. Es bleibt in deinen Spielständen (als nicht beendet); drücke „Neues Spiel“ (N), um weiterzuspielen.</translation>
    </message>
    <message>
        <source>en</source>
        <comment>LanguageInUse</comment>
        <translation>de</translation>
    </message>
    <message>
        <source>{points} points a hand ({low} to {high}), {games}% of games to 100.</source>
        <translation>{points} Punkte pro Runde ({low} bis {high}), {games}&#xa0;% der Spiele bis 100.</translation>
    </message>
    <message>
        <source>Against {level}: {games}% of games.</source>
        <translation>Gegen die Stufe {level}: {games}&#xa0;% der Spiele.</translation>
    </message>
    <message>
        <source>Against a rebuild of the 2021 champion&apos;s strategy: {games}% of games.</source>
        <translation>Gegen einen Nachbau der Strategie des Siegers von 2021: {games}&#xa0;% der Spiele.</translation>
    </message>
    <message>
        <source>Strength: each level against OpenSpiel&apos;s reference bot in its own engine, {deals} deals played twice with the seats swapped (95% intervals).</source>
        <translation>Spielstärke: jede Stufe gegen den Referenz-Bot von OpenSpiel in dessen eigener Engine, {deals} Runden, jede zweimal mit getauschten Plätzen gespielt (95-%-Intervalle).</translation>
    </message>
    <message>
        <source>Over your last {games} games ({decisions} decisions) you played like {level}, close to {other}: {loss} points lost a decision (95%: {low} – {high}).</source>
        <translation>In deinen letzten {games} Partien ({decisions} Entscheidungen) hast du wie {level} gespielt, nahe an {other}: {loss} Punkte Verlust je Entscheidung (95&#xa0;%: {low} – {high}).</translation>
    </message>
    <message>
        <source>Over your last {games} games ({decisions} decisions) you played like {level}: {loss} points lost a decision (95%: {low} – {high}).</source>
        <translation>In deinen letzten {games} Partien ({decisions} Entscheidungen) hast du wie {level} gespielt: {loss} Punkte Verlust je Entscheidung (95&#xa0;%: {low} – {high}).</translation>
    </message>
    <message>
        <source>You play on too long: {lost} of your {total} knock decisions lost points.</source>
        <translation>Du spielst zu lange weiter: {lost} deiner {total} Klopf-Entscheidungen kosteten Punkte.</translation>
    </message>
    <message>
        <source>You knock too early: {lost} of your {total} knock decisions lost points.</source>
        <translation>Du klopfst zu früh: {lost} deiner {total} Klopf-Entscheidungen kosteten Punkte.</translation>
    </message>
    <message>
        <source>Knocking is your weakest decision: {lost} of your {total} knock decisions lost points.</source>
        <translation>Klopfen ist deine schwächste Entscheidung: {lost} deiner {total} Klopf-Entscheidungen kosteten Punkte.</translation>
    </message>
    <message>
        <source>The upcard is your weakest decision: {lost} of your {total} upcard decisions lost points.</source>
        <translation>Die Aufkarte ist deine schwächste Entscheidung: {lost} deiner {total} Aufkarten-Entscheidungen kosteten Punkte.</translation>
    </message>
    <message>
        <source>Drawing is your weakest decision: {lost} of your {total} draws lost points.</source>
        <translation>Ziehen ist deine schwächste Entscheidung: {lost} deiner {total} Züge kosteten Punkte.</translation>
    </message>
    <message>
        <source>Discarding is your weakest decision: {lost} of your {total} discards lost points.</source>
        <translation>Abwerfen ist deine schwächste Entscheidung: {lost} deiner {total} Abwürfe kosteten Punkte.</translation>
    </message>
    <message>
        <source>The melds you show are your weakest decision: {lost} of your {total} lost points.</source>
        <translation>Die gezeigten Meldungen sind deine schwächste Entscheidung: {lost} von {total} kosteten Punkte.</translation>
    </message>
    <message>
        <source>The wall is your weakest decision: {lost} of your {total} last-discard decisions lost points.</source>
        <translation>Die Mauer ist deine schwächste Entscheidung: {lost} deiner {total} Entscheidungen über die letzte Ablagekarte kosteten Punkte.</translation>
    </message>
    <message>
        <source>Your strength shows here once a few of your games are finished and reviewed (the coach reviews each hand as it ends). Games played with the tutor do not count: they show your play with help.</source>
        <translation>Deine Spielstärke erscheint hier, sobald einige deiner Partien beendet und ausgewertet sind (der Trainer wertet jede Runde an ihrem Ende aus). Partien mit Tutor zählen nicht: Sie zeigen dein Spiel mit Hilfe.</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{suit}-{rank}</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>Ass</translation>
    </message>
    <message>
        <source>two</source>
        <translation>Zwei</translation>
    </message>
    <message>
        <source>three</source>
        <translation>Drei</translation>
    </message>
    <message>
        <source>four</source>
        <translation>Vier</translation>
    </message>
    <message>
        <source>five</source>
        <translation>Fünf</translation>
    </message>
    <message>
        <source>six</source>
        <translation>Sechs</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>Sieben</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>Acht</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>Neun</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>Zehn</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>Bube</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>king</source>
        <translation>König</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>Kreuz</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>Karo</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>Herz</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>Pik</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <source>Gin Rummy</source>
        <translation>Gin Rummy</translation>
    </message>
    <message>
        <source>Details for a bug report</source>
        <translation>Einzelheiten für einen Fehlerbericht</translation>
    </message>
    <message>
        <source>Copy details</source>
        <translation>Einzelheiten kopieren</translation>
    </message>
    <message>
        <source>The version, your system, the error and where the log is, for a bug report</source>
        <translation>Die Version, dein System, der Fehler und wo das Protokoll liegt, für einen Fehlerbericht</translation>
    </message>
    <message>
        <source>The details are on the clipboard: paste them into your bug report.</source>
        <translation>Die Einzelheiten sind in der Zwischenablage: füge sie in deinen Fehlerbericht ein.</translation>
    </message>
</context>
<context>
    <name>DiscardPileDialog</name>
    <message>
        <source>Discard pile</source>
        <translation>Ablagestapel</translation>
    </message>
    <message>
        <source>The discard pile is empty.</source>
        <translation>Der Ablagestapel ist leer.</translation>
    </message>
    <message>
        <source>1 card.</source>
        <translation>1 Karte.</translation>
    </message>
    <message>
        <source>{count} cards, oldest first; the last one is on top.</source>
        <translation>{count} Karten, die älteste zuerst; die letzte liegt oben.</translation>
    </message>
    <message>
        <source>you</source>
        <translation>du</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>upcard</source>
        <translation>offene Karte</translation>
    </message>
    <message>
        <source>{card}, discarded by you</source>
        <translation>{card}, von dir abgeworfen</translation>
    </message>
    <message>
        <source>{card}, discarded by computer</source>
        <translation>{card}, vom Computer abgeworfen</translation>
    </message>
    <message>
        <source>{card}, the upcard</source>
        <translation>{card}, die offene Karte</translation>
    </message>
    <message>
        <source>{who} · on top</source>
        <translation>{who} · oben</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
</context>
<context>
    <name>DrillDialog</name>
    <message>
        <source>Practice your mistakes</source>
        <translation>Aus Fehlern lernen</translation>
    </message>
    <message>
        <source>Your hand:</source>
        <translation>Deine Hand:</translation>
    </message>
    <message>
        <source>Show the answer</source>
        <translation>Lösung zeigen</translation>
    </message>
    <message>
        <source>Next drill</source>
        <translation>Nächste Übung</translation>
    </message>
    <message>
        <source>No drill is due: well done. Mistakes from your next reviewed hands come here to practise.</source>
        <translation>Keine Übung fällig: gut gemacht. Fehler aus deinen nächsten ausgewerteten Runden kommen hierher zum Üben.</translation>
    </message>
    <message>
        <source>Once more: hand {hand}, your turn {turn}. Find a better move.</source>
        <translation>Noch einmal: Runde {hand}, dein Zug {turn}. Finde einen besseren Zug.</translation>
    </message>
    <message>
        <source>Drill {number} of {total}: hand {hand}, your turn {turn}. Find a better move.</source>
        <translation>Übung {number} von {total}: Runde {hand}, dein Zug {turn}. Finde einen besseren Zug.</translation>
    </message>
    <message>
        <source>You played: {move}, which cost about {points} points.</source>
        <translation>Du hast gespielt: {move}, das kostete etwa {points} Punkte.</translation>
    </message>
    <message>
        <source>Stock: {stock} cards. Discard pile: {pile} cards (its top card on the left).</source>
        <translation>Talon: {stock} Karten. Ablagestapel: {pile} Karten (die oberste links).</translation>
    </message>
    <message>
        <source>The computer took and kept: {cards}.</source>
        <translation>Der Computer nahm und behielt: {cards}.</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>Top of the discard pile: {card}</source>
        <translation>Oberste Karte des Ablagestapels: {card}</translation>
    </message>
    <message>
        <source>The discard pile is empty</source>
        <translation>Der Ablagestapel ist leer</translation>
    </message>
    <message>
        <source>Discard it</source>
        <translation>Abwerfen</translation>
    </message>
    <message>
        <source>Knock with it</source>
        <translation>Damit klopfen</translation>
    </message>
    <message>
        <source>Big gin</source>
        <translation>Big Gin</translation>
    </message>
    <message>
        <source>Take {card}</source>
        <translation>{card} nehmen</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Vom Talon ziehen</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <source>Checking {move}…</source>
        <translation>{move} wird geprüft…</translation>
    </message>
    <message>
        <source>Right, or very nearly: the coach cannot tell {move} from the best move here (it may cost up to {points} points).</source>
        <translation>Richtig oder fast: Der Trainer kann {move} hier nicht vom besten Zug unterscheiden (es kostet höchstens etwa {points} Punkte).</translation>
    </message>
    <message>
        <source>Right: to {move} is as good as the best move here.</source>
        <translation>Richtig: {move} ist hier genauso gut wie der beste Zug.</translation>
    </message>
    <message>
        <source>Not this one: to {move} would cost about {points} points ({grade}). Try another move, or show the answer.</source>
        <translation>Nicht dieser: {move} würde etwa {points} Punkte kosten ({grade}). Versuche einen anderen Zug oder zeige die Lösung.</translation>
    </message>
    <message>
        <source>Working out the best move…</source>
        <translation>Der beste Zug wird berechnet…</translation>
    </message>
    <message>
        <source>Best: {move}. {why}</source>
        <translation>Am besten: {move}. {why}</translation>
    </message>
    <message>
        <source>This answer could not be checked ({why}).</source>
        <translation>Diese Antwort konnte nicht geprüft werden ({why}).</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Only a finished hand can be played again.</source>
        <translation>Nur eine beendete Runde kann noch einmal gespielt werden.</translation>
    </message>
    <message>
        <source>Look only: this game is being played in another Gin Rummy window.</source>
        <translation>Nur ansehen: dieses Spiel wird in einem anderen Gin-Rummy-Fenster gespielt.</translation>
    </message>
    <message>
        <source>You won the game {winner} to {loser}. Press New game (N) to play again.</source>
        <translation>Du hast das Spiel {winner} zu {loser} gewonnen. Drücke „Neues Spiel“ (N), um wieder zu spielen.</translation>
    </message>
    <message>
        <source>The computer won the game {winner} to {loser}. Press New game (N) to play again.</source>
        <translation>Der Computer hat das Spiel {winner} zu {loser} gewonnen. Drücke „Neues Spiel“ (N), um wieder zu spielen.</translation>
    </message>
    <message>
        <source>The computer plays once you close the walkthrough.</source>
        <translation>Der Computer spielt, sobald du den Rundgang schließt.</translation>
    </message>
    <message>
        <source>Look only: another copy of Gin Rummy is playing this game, so moves here are refused (they would show cards still hidden there). Play in the other window.</source>
        <translation>Nur ansehen: eine andere Kopie von Gin Rummy spielt dieses Spiel, daher werden Züge hier abgelehnt (sie würden Karten zeigen, die dort noch verdeckt sind). Spiele im anderen Fenster.</translation>
    </message>
    <message>
        <source>One moment: the table is being checked against your saved moves.</source>
        <translation>Einen Moment: Der Tisch wird mit deinen gespeicherten Zügen abgeglichen.</translation>
    </message>
    <message>
        <source>Nothing to undo: the hand is not being played.</source>
        <translation>Nichts rückgängig zu machen: die Runde wird nicht gespielt.</translation>
    </message>
    <message>
        <source>You have not moved yet in this hand.</source>
        <translation>Du hast in dieser Runde noch nicht gezogen.</translation>
    </message>
    <message>
        <source>Only a discard can be taken back: you have seen the card you drew.</source>
        <translation>Nur ein Abwurf kann zurückgenommen werden: du hast die gezogene Karte gesehen.</translation>
    </message>
    <message>
        <source>Move taken back. {prompt}</source>
        <translation>Zug zurückgenommen. {prompt}</translation>
    </message>
    <message>
        <source>The game is over: start a new game.</source>
        <translation>Das Spiel ist vorbei: beginne ein neues Spiel.</translation>
    </message>
    <message>
        <source>The hand is still being played.</source>
        <translation>Die Runde wird noch gespielt.</translation>
    </message>
    <message>
        <source>The computer player failed ({error}); it will make the first legal move.</source>
        <translation>Der Computerspieler hat versagt ({error}); er macht den ersten erlaubten Zug.</translation>
    </message>
</context>
<context>
    <name>GinRummy</name>
    <message>
        <source>Knock</source>
        <translation>Klopfen</translation>
    </message>
    <message>
        <source>Undercut</source>
        <translation>Unterboten</translation>
    </message>
    <message>
        <source>Gin</source>
        <translation>Gin</translation>
    </message>
    <message>
        <source>Big gin</source>
        <translation>Big Gin</translation>
    </message>
    <message>
        <source>Dead hand</source>
        <translation>Tote Runde</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Bester Zug</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Gut</translation>
    </message>
    <message>
        <source>Inaccuracy</source>
        <translation>Ungenau</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Grober Fehler</translation>
    </message>
    <message>
        <source>Close call</source>
        <translation>Knappe Entscheidung</translation>
    </message>
    <message>
        <source>Press</source>
        <translation>Drücken</translation>
    </message>
    <message>
        <source>Select</source>
        <translation>Auswählen</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Abwerfen</translation>
    </message>
    <message>
        <source>Knock with this card</source>
        <translation>Mit dieser Karte klopfen</translation>
    </message>
    <message>
        <source>Move left in the hand</source>
        <translation>Im Blatt nach links</translation>
    </message>
    <message>
        <source>Move right in the hand</source>
        <translation>Im Blatt nach rechts</translation>
    </message>
    <message>
        <source>Review the hand with the coach</source>
        <translation>Die Runde mit dem Trainer auswerten</translation>
    </message>
    <message>
        <source>An inaccuracy: to {choice} would cost about {points} points. Better: {better}.</source>
        <translation>Eine Ungenauigkeit: {choice} würde etwa {points} Punkte kosten. Besser: {better}.</translation>
    </message>
    <message>
        <source>A mistake: to {choice} would cost about {points} points. Better: {better}.</source>
        <translation>Ein Fehler: {choice} würde etwa {points} Punkte kosten. Besser: {better}.</translation>
    </message>
    <message>
        <source>A blunder: to {choice} would cost about {points} points. Better: {better}.</source>
        <translation>Ein grober Fehler: {choice} würde etwa {points} Punkte kosten. Besser: {better}.</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experte</translation>
    </message>
    <message>
        <source>Plays by plain deadwood, knocks as soon as it may and sometimes throws away a card it should keep.</source>
        <translation>Spielt nach bloßen Restpunkten, klopft, sobald es geht, und wirft manchmal eine Karte weg, die er behalten sollte.</translation>
    </message>
    <message>
        <source>Looks one draw ahead: keeps promising cards and avoids risky late knocks.</source>
        <translation>Denkt einen Zug voraus: behält vielversprechende Karten und vermeidet riskantes spätes Klopfen.</translation>
    </message>
    <message>
        <source>Also reads your discards and pick-ups, avoids feeding your melds and plays its close choices out against the hands you may hold.</source>
        <translation>Achtet auch auf deine Abwürfe und aufgenommenen Karten, wirft dir keine Karten für deine Kombinationen zu und spielt knappe Entscheidungen gegen die Blätter durch, die du halten könntest.</translation>
    </message>
    <message>
        <source>Plays each choice out many times against the hands you may hold, and remembers how you knock: the strongest level, a little slower to move.</source>
        <translation>Spielt jede Möglichkeit viele Male gegen die Blätter durch, die du halten könntest, und merkt sich, wie du klopfst: die stärkste Stufe, nur etwas langsamer.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Gin Rummy</source>
        <translation>Gin Rummy</translation>
    </message>
    <message>
        <source>Coach: reviewing the hand…</source>
        <translation>Trainer: Die Runde wird ausgewertet…</translation>
    </message>
    <message>
        <source>Status line: what you can do now</source>
        <translation>Statuszeile: was du jetzt tun kannst</translation>
    </message>
</context>
<context>
    <name>NoticeRow</name>
    <message>
        <source>Close this message</source>
        <translation>Diese Meldung schließen</translation>
    </message>
</context>
<context>
    <name>Presenter</name>
    <message>
        <source>Sounds off: press M to turn them back on.</source>
        <translation>Töne aus: drücke M, um sie wieder einzuschalten.</translation>
    </message>
    <message>
        <source>Sounds on.</source>
        <translation>Töne an.</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message>
        <source>Verified: the deal was fixed before play began</source>
        <translation>Geprüft: das Blatt stand fest, bevor das Spiel begann</translation>
    </message>
    <message>
        <source>Does not match</source>
        <translation>Stimmt nicht überein</translation>
    </message>
    <message>
        <source>Replay of hand {hand}</source>
        <translation>Wiederholung der Runde {hand}</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Was geschah</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Schritt</translation>
    </message>
    <message>
        <source>First step</source>
        <translation>Erster Schritt</translation>
    </message>
    <message>
        <source>Previous step</source>
        <translation>Vorheriger Schritt</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Nächster Schritt</translation>
    </message>
    <message>
        <source>Last step</source>
        <translation>Letzter Schritt</translation>
    </message>
    <message>
        <source>Fair deal</source>
        <translation>Faires Geben</translation>
    </message>
    <message>
        <source>Verify</source>
        <translation>Prüfen</translation>
    </message>
    <message>
        <source>Verification</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <source>Fingerprint shown when dealt</source>
        <translation>Beim Geben gezeigter Fingerabdruck</translation>
    </message>
    <message>
        <source>Secret</source>
        <translation>Geheimnis</translation>
    </message>
    <message>
        <source>Deck order (top first)</source>
        <translation>Kartenfolge (oberste zuerst)</translation>
    </message>
    <message>
        <source>This hand was dealt by an earlier version, without a secret: it has no fingerprint to check.</source>
        <translation>Diese Runde wurde von einer früheren Version ohne Geheimnis gegeben: sie hat keinen Fingerabdruck zum Prüfen.</translation>
    </message>
    <message>
        <source>You — {count} cards, {deadwood} deadwood</source>
        <translation>Du — {count} Karten, {deadwood} Restpunkte</translation>
    </message>
    <message>
        <source>Computer — {count} cards, {deadwood} deadwood</source>
        <translation>Computer — {count} Karten, {deadwood} Restpunkte</translation>
    </message>
    <message>
        <source>Stock: {count}</source>
        <translation>Talon: {count}</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Geben</translation>
    </message>
    <message>
        <source>Step {step} of {last}</source>
        <translation>Schritt {step} von {last}</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>leer</translation>
    </message>
    <message>
        <source>{card}, in meld {number}</source>
        <translation>{card}, in Kombination {number}</translation>
    </message>
    <message>
        <source>{card}, laid off</source>
        <translation>{card}, angelegt</translation>
    </message>
    <message>
        <source>the deck order cannot be read ({error})</source>
        <translation>die Kartenfolge kann nicht gelesen werden ({error})</translation>
    </message>
    <message>
        <source>this is not the deck order the hand was played with</source>
        <translation>das ist nicht die Kartenfolge, mit der die Runde gespielt wurde</translation>
    </message>
    <message>
        <source>this deck and secret give {fingerprint}</source>
        <translation>dieses Blatt und dieses Geheimnis ergeben {fingerprint}</translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message>
        <source>Review hand</source>
        <translation>Runde auswerten</translation>
    </message>
    <message>
        <source>Your deadwood</source>
        <translation>Deine Restpunkte</translation>
    </message>
    <message>
        <source>Computer&apos;s deadwood</source>
        <translation>Restpunkte des Computers</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <source>Coach</source>
        <translation>Trainer</translation>
    </message>
    <message>
        <source>&amp;Review hand</source>
        <translation>&amp;Runde auswerten</translation>
    </message>
    <message>
        <source>Grade each of your decisions against the Expert level&apos;s judgement, from what you could see</source>
        <translation>Jede deiner Entscheidungen nach dem Urteil der Expertenstufe bewerten, nach dem, was du sehen konntest</translation>
    </message>
    <message>
        <source>Play this deal &amp;again</source>
        <translation>Dieses Blatt noch einmal &amp;spielen</translation>
    </message>
    <message>
        <source>A practice game on the same deck, from your seat, against the same level (not counted in the statistics)</source>
        <translation>Ein Übungsspiel mit demselben Stapel, von deinem Platz, gegen dieselbe Stufe (zählt nicht in der Statistik)</translation>
    </message>
    <message>
        <source>…from the &amp;computer&apos;s seat</source>
        <translation>…vom Platz des &amp;Computers</translation>
    </message>
    <message>
        <source>A practice game on the same deck with the computer&apos;s cards</source>
        <translation>Ein Übungsspiel mit demselben Stapel und den Karten des Computers</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>Fortschritt der Auswertung</translation>
    </message>
    <message>
        <source>Reviewing decision %v of %m</source>
        <translation>Entscheidung %v von %m wird ausgewertet</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Key moments of the hand</source>
        <translation>Schlüsselmomente der Runde</translation>
    </message>
    <message>
        <source>◀ Previous decision</source>
        <translation>◀ Vorige Entscheidung</translation>
    </message>
    <message>
        <source>Next decision ▶</source>
        <translation>Nächste Entscheidung ▶</translation>
    </message>
    <message>
        <source>Costliest decision</source>
        <translation>Teuerste Entscheidung</translation>
    </message>
    <message>
        <source>The decision at this step</source>
        <translation>Die Entscheidung bei diesem Schritt</translation>
    </message>
    <message>
        <source>What the computer &amp;thought</source>
        <translation>Was der Computer &amp;dachte</translation>
    </message>
    <message>
        <source>What the computer inferred about your hand at this decision, from what it could see</source>
        <translation>Was der Computer bei dieser Entscheidung aus dem, was er sehen konnte, über dein Blatt schloss</translation>
    </message>
    <message>
        <source>Only a finished hand of a saved game can be reviewed.</source>
        <translation>Nur eine beendete Runde eines gespeicherten Spiels kann ausgewertet werden.</translation>
    </message>
    <message>
        <source>The review failed ({error}).</source>
        <translation>Die Auswertung ist fehlgeschlagen ({error}).</translation>
    </message>
    <message>
        <source>Review cancelled.</source>
        <translation>Auswertung abgebrochen.</translation>
    </message>
    <message>
        <source>Your decisions by grade: {grades}</source>
        <translation>Deine Entscheidungen nach Bewertung: {grades}</translation>
    </message>
    <message>
        <source>No decision of yours at this step. Graded decisions are the dots on the chart: click one, or use Next decision.</source>
        <translation>Bei diesem Schritt hast du nichts entschieden. Bewertete Entscheidungen sind die Punkte im Diagramm: klicke einen an oder nimm „Nächste Entscheidung“.</translation>
    </message>
    <message>
        <source>Expected points: {mine}</source>
        <translation>Erwartete Punkte: {mine}</translation>
    </message>
    <message>
        <source>Expected points: {mine} (best: {best}, {value})</source>
        <translation>Erwartete Punkte: {mine} (bester Zug: {best}, {value})</translation>
    </message>
    <message>
        <source>The melds you showed</source>
        <translation>Die gezeigten Kombinationen</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <source>Standard</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klassisch</translation>
    </message>
    <message>
        <source>Classic, high bonus</source>
        <translation>Klassisch, hoher Bonus</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Eigene</translation>
    </message>
    <message>
        <source>Rules: {name}</source>
        <translation>Regeln: {name}</translation>
    </message>
    <message>
        <source>Knock limit 0: only gin ends a hand</source>
        <translation>Klopfgrenze 0: nur Gin beendet eine Runde</translation>
    </message>
    <message>
        <source>Knock limit {n}: knock with at most {n} deadwood</source>
        <translation>Klopfgrenze {n}: klopfen mit höchstens {n} Restpunkten</translation>
    </message>
    <message>
        <source>Gin bonus {gin}, undercut bonus {undercut}, box bonus {box} per hand won</source>
        <translation>Gin-Bonus {gin}, Unterbietungsbonus {undercut}, Box-Bonus {box} je gewonnener Runde</translation>
    </message>
    <message>
        <source>Game to {target} points, game bonus {bonus}</source>
        <translation>Spiel bis {target} Punkte, Spielbonus {bonus}</translation>
    </message>
    <message>
        <source>No big gin: eleven melded cards must still discard to go out</source>
        <translation>Kein Big Gin: auch elf kombinierte Karten müssen zum Ausgehen abwerfen</translation>
    </message>
    <message>
        <source>Big gin scores {n} more than gin</source>
        <translation>Big Gin bringt {n} mehr als Gin</translation>
    </message>
    <message>
        <source>Shutout: the winner&apos;s whole final score is doubled</source>
        <translation>Schneider: die ganze Endpunktzahl des Siegers wird verdoppelt</translation>
    </message>
    <message>
        <source>The winner of a hand deals the next one</source>
        <translation>Der Gewinner einer Runde gibt die nächste</translation>
    </message>
    <message>
        <source>Eleven-card opening: the non-dealer gets 11 cards, no upcard</source>
        <translation>Elf-Karten-Eröffnung: der Nichtgeber bekommt 11 Karten, keine offene Karte</translation>
    </message>
    <message>
        <source>At the wall the last discard may be taken, only to go out at once</source>
        <translation>An der Mauer darf der letzte Abwurf genommen werden, nur um sofort auszugehen</translation>
    </message>
    <message>
        <source>Oklahoma: the first upcard sets the knock limit (ace: gin only) and a spade upcard doubles the hand</source>
        <translation>Oklahoma: die erste offene Karte bestimmt die Klopfgrenze (Ass: nur Gin) und eine offene Pik-Karte verdoppelt die Runde</translation>
    </message>
    <message>
        <source>Straight gin: no knocking, only gin or big gin ends a hand</source>
        <translation>Straight Gin: kein Klopfen, nur Gin oder Big Gin beendet eine Runde</translation>
    </message>
    <message>
        <source>in these rules only gin ends a hand</source>
        <translation>nach diesen Regeln beendet nur Gin eine Runde</translation>
    </message>
    <message>
        <source>in these rules the first upcard sets it</source>
        <translation>nach diesen Regeln bestimmt sie die erste offene Karte</translation>
    </message>
    <message>
        <source>{n} in these rules</source>
        <translation>{n} nach diesen Regeln</translation>
    </message>
    <message>
        <source>The rules in force</source>
        <translation>Die geltenden Regeln</translation>
    </message>
    <message>
        <source>Change them under Options, Settings; changes apply from the next game.</source>
        <translation>Ändern unter Optionen › Einstellungen; Änderungen gelten ab dem nächsten Spiel.</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>One pack of 52 cards, no jokers, two players. Aces are always low: the order is A 2 3 4 5 6 7 8 9 10 J Q K. For counting, an ace is worth 1, number cards their number, and jacks, queens and kings 10 each.</source>
        <translation>Ein Blatt mit 52 Karten, ohne Joker, zwei Spieler. Asse sind immer niedrig: die Reihenfolge ist A 2 3 4 5 6 7 8 9 10 J Q K (Bube, Dame, König). Beim Zählen ist ein Ass 1 wert, Zahlenkarten ihre Zahl, Buben, Damen und Könige je 10.</translation>
    </message>
    <message>
        <source>Melds and deadwood</source>
        <translation>Kombinationen und Restkarten</translation>
    </message>
    <message>
        <source>A &lt;b&gt;meld&lt;/b&gt; is either a set of three or four cards of one rank (three sevens), or a run of three or more cards of one suit in sequence (4♥ 5♥ 6♥). Aces are low, so A-2-3 is a run but Q-K-A and K-A-2 are not. A card can belong to only one meld at a time.</source>
        <translation>Eine &lt;b&gt;Kombination&lt;/b&gt; ist entweder ein Satz aus drei oder vier Karten gleichen Werts (drei Siebenen) oder eine Folge von drei oder mehr Karten einer Farbe in Reihe (4♥ 5♥ 6♥). Asse sind niedrig, also ist A-2-3 eine Folge, Q-K-A und K-A-2 aber nicht. Eine Karte kann immer nur zu einer Kombination gehören.</translation>
    </message>
    <message>
        <source>Every card outside your melds is &lt;b&gt;deadwood&lt;/b&gt;; your deadwood count is the total of their values. Your melds are always arranged for the lowest count.</source>
        <translation>Jede Karte außerhalb deiner Kombinationen ist eine &lt;b&gt;Restkarte&lt;/b&gt;; deine Restpunkte sind die Summe ihrer Werte. Deine Kombinationen werden immer so aufgeteilt, dass möglichst wenig übrig bleibt.</translation>
    </message>
    <message>
        <source>The deal and the first upcard</source>
        <translation>Das Geben und die erste offene Karte</translation>
    </message>
    <message>
        <source>Each player gets ten cards. The next card is turned face up as the &lt;b&gt;upcard&lt;/b&gt; and starts the discard pile; the rest, face down, is the &lt;b&gt;stock&lt;/b&gt;. The player who did not deal may take the upcard or pass; after a pass the dealer may take it or pass; if both pass, the non-dealer begins by drawing from the stock. Whoever takes that first card discards, and the other player goes next.</source>
        <translation>Jeder Spieler bekommt zehn Karten. Die nächste Karte wird als &lt;b&gt;offene Karte&lt;/b&gt; aufgedeckt und beginnt den Ablagestapel; der Rest, verdeckt, ist der &lt;b&gt;Talon&lt;/b&gt;. Der Spieler, der nicht gegeben hat, kann die offene Karte nehmen oder passen; nach einem Passen kann der Geber sie nehmen oder passen; passen beide, beginnt der Nichtgeber und zieht vom Talon. Wer diese erste Karte nimmt, wirft ab, und der andere Spieler ist als Nächster dran.</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Ein Zug</translation>
    </message>
    <message>
        <source>Draw one card, from the top of the stock or the top of the discard pile, then discard one card face up. A card just taken from the pile may not be thrown straight back. Instead of a plain discard you may knock, on any turn, even the first; you never have to.</source>
        <translation>Ziehe eine Karte, oben vom Talon oder oben vom Ablagestapel, und wirf dann eine Karte offen ab. Eine gerade vom Ablagestapel genommene Karte darf nicht gleich wieder abgeworfen werden. Statt eines einfachen Abwurfs darfst du klopfen, in jedem Zug, auch im ersten; du musst aber nie.</translation>
    </message>
    <message>
        <source>Knocking and lay-offs</source>
        <translation>Klopfen und Anlegen</translation>
    </message>
    <message>
        <source>You may knock when, after your discard, your deadwood is no more than the knock limit ({limit}). You lay down your melds with the deadwood beside them and the hand ends.</source>
        <translation>Du darfst klopfen, wenn deine Restpunkte nach dem Abwurf die Klopfgrenze ({limit}) nicht übersteigen. Du legst deine Kombinationen mit den Restkarten daneben aus, und die Runde endet.</translation>
    </message>
    <message>
        <source>The other player, the defender, lays down their own melds and may &lt;b&gt;lay off&lt;/b&gt; deadwood onto yours: a fourth card onto a set, or cards that extend a run at either end. Lay-offs can chain: once 8♥ joins 5♥ 6♥ 7♥, the 9♥ may follow. The game finds the defender&apos;s best lay-offs. The knocker never lays off, and nobody lays off on gin.</source>
        <translation>Der andere Spieler, der Verteidiger, legt seine eigenen Kombinationen aus und darf Restkarten an deine &lt;b&gt;anlegen&lt;/b&gt;: eine vierte Karte an einen Satz oder Karten, die eine Folge an einem Ende verlängern. Anlegen kann sich fortsetzen: liegt 8♥ an 5♥ 6♥ 7♥, darf 9♥ folgen. Das Spiel findet die besten Anlegekarten des Verteidigers. Der Klopfende legt nie an, und an Gin legt niemand an.</translation>
    </message>
    <message>
        <source>Gin and big gin</source>
        <translation>Gin und Big Gin</translation>
    </message>
    <message>
        <source>Knocking with no deadwood at all is &lt;b&gt;gin&lt;/b&gt;.</source>
        <translation>Klopfen ganz ohne Restpunkte ist &lt;b&gt;Gin&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Big gin&lt;/b&gt;: when all eleven cards you hold after drawing form melds, you may go out without discarding. It scores as gin plus an extra bonus ({n} in these rules). Big gin is {state} in these rules.</source>
        <translation>&lt;b&gt;Big Gin&lt;/b&gt;: wenn alle elf Karten, die du nach dem Ziehen hältst, Kombinationen bilden, darfst du ohne Abwurf ausgehen. Es zählt wie Gin plus einem Extrabonus ({n} nach diesen Regeln). Big Gin ist nach diesen Regeln {state}.</translation>
    </message>
    <message>
        <source>on</source>
        <translation>an</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>Scoring a hand</source>
        <translation>Punkte einer Runde</translation>
    </message>
    <message>
        <source>&lt;b&gt;Knock&lt;/b&gt;: when the defender&apos;s deadwood, after lay-offs, is higher than the knocker&apos;s, the knocker scores the difference.</source>
        <translation>&lt;b&gt;Klopfen&lt;/b&gt;: sind die Restpunkte des Verteidigers nach dem Anlegen höher als die des Klopfenden, bekommt der Klopfende den Unterschied.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Undercut&lt;/b&gt;: when the defender&apos;s deadwood is equal to the knocker&apos;s or lower, the defender scores the difference plus the undercut bonus ({n} here). A tie is an undercut.</source>
        <translation>&lt;b&gt;Unterbieten&lt;/b&gt;: sind die Restpunkte des Verteidigers gleich hoch oder niedriger als die des Klopfenden, bekommt der Verteidiger den Unterschied plus den Unterbietungsbonus ({n} hier). Ein Gleichstand zählt als Unterbieten.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Gin&lt;/b&gt;: the player who went gin scores the gin bonus ({n} here) plus all of the opponent&apos;s deadwood. Gin is never undercut, even when the opponent has no deadwood either.</source>
        <translation>&lt;b&gt;Gin&lt;/b&gt;: wer Gin gemacht hat, bekommt den Gin-Bonus ({n} hier) plus alle Restpunkte des Gegners. Gin wird nie unterboten, auch wenn der Gegner ebenfalls keine Restpunkte hat.</translation>
    </message>
    <message>
        <source>The wall</source>
        <translation>Die Mauer</translation>
    </message>
    <message>
        <source>The last two cards of the stock are never drawn. When only two are left and the player who drew before them discards without knocking, the hand is over.</source>
        <translation>Die letzten zwei Karten des Talons werden nie gezogen. Sind nur noch zwei übrig und wirft der Spieler, der davor gezogen hat, ohne zu klopfen ab, ist die Runde vorbei.</translation>
    </message>
    <message>
        <source>With the usual rule the hand is then dead: nobody scores and the same dealer deals again. With the other rule the opponent may still take that last discard, but only to knock or go gin at once; otherwise the hand is dead.</source>
        <translation>Nach der üblichen Regel ist die Runde dann tot: niemand punktet, und derselbe Geber gibt neu. Nach der anderen Regel darf der Gegner diesen letzten Abwurf noch nehmen, aber nur, um sofort zu klopfen oder Gin zu machen; sonst ist die Runde tot.</translation>
    </message>
    <message>
        <source>The game</source>
        <translation>Das Spiel</translation>
    </message>
    <message>
        <source>Hands are played until someone&apos;s total reaches the target ({target} here). The winner adds the game bonus ({bonus} here).</source>
        <translation>Es wird gespielt, bis jemandes Summe das Ziel erreicht ({target} hier). Der Sieger bekommt den Spielbonus ({bonus} hier).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Shutout&lt;/b&gt;: when the loser scored nothing in the whole game, the game bonus is doubled; with the other shutout rule the winner&apos;s whole final score is doubled instead.</source>
        <translation>&lt;b&gt;Schneider&lt;/b&gt;: hat der Verlierer im ganzen Spiel nichts gepunktet, wird der Spielbonus verdoppelt; nach der anderen Schneider-Regel wird stattdessen die ganze Endpunktzahl des Siegers verdoppelt.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Box bonus&lt;/b&gt;: at the end each player adds the box bonus ({n} here) for every hand they won. It comes only at the end and never counts towards the target. A game&apos;s result is both final totals and their difference.</source>
        <translation>&lt;b&gt;Box-Bonus&lt;/b&gt;: am Ende bekommt jeder Spieler den Box-Bonus ({n} hier) für jede gewonnene Runde. Er kommt erst am Ende und zählt nie zum Ziel. Das Ergebnis eines Spiels sind beide Endsummen und ihr Unterschied.</translation>
    </message>
    <message>
        <source>The next hand is usually dealt by the other player; with the other option the winner of the hand deals. After a dead hand the same dealer deals again.</source>
        <translation>Die nächste Runde gibt normalerweise der andere Spieler; mit der anderen Option gibt der Gewinner der Runde. Nach einer toten Runde gibt derselbe Geber neu.</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>Varianten</translation>
    </message>
    <message>
        <source>&lt;b&gt;Oklahoma&lt;/b&gt;: the value of each hand&apos;s first upcard is that hand&apos;s knock limit (picture cards 10); an ace means only gin ends the hand, and a spade doubles every score of the hand. It needs the upcard opening.</source>
        <translation>&lt;b&gt;Oklahoma&lt;/b&gt;: der Wert der ersten offenen Karte jeder Runde ist die Klopfgrenze dieser Runde (Bildkarten 10); ein Ass bedeutet, dass nur Gin die Runde beendet, und Pik verdoppelt jede Punktzahl der Runde. Es braucht die Eröffnung mit offener Karte.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Straight gin&lt;/b&gt;: no knocking at all; only gin or big gin ends a hand.</source>
        <translation>&lt;b&gt;Straight Gin&lt;/b&gt;: überhaupt kein Klopfen; nur Gin oder Big Gin beendet eine Runde.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Eleven-card opening&lt;/b&gt;: the non-dealer is dealt eleven cards and the dealer ten, with no upcard. The non-dealer begins by discarding (and may knock or go big gin with the dealt cards), then the dealer plays.</source>
        <translation>&lt;b&gt;Elf-Karten-Eröffnung&lt;/b&gt;: der Nichtgeber bekommt elf Karten und der Geber zehn, ohne offene Karte. Der Nichtgeber beginnt mit einem Abwurf (und darf mit den gegebenen Karten klopfen oder Big Gin machen), dann spielt der Geber.</translation>
    </message>
    <message>
        <source>You sit at the bottom, the computer at the top. The stock and the discard pile are in the middle with the &lt;b&gt;Knock&lt;/b&gt; area beside them. The status line always says what you can do now.</source>
        <translation>Du sitzt unten, der Computer oben. Der Talon und der Ablagestapel liegen in der Mitte, daneben das Feld &lt;b&gt;Klopfen&lt;/b&gt;. Die Statuszeile sagt immer, was du gerade tun kannst.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Draw&lt;/b&gt;: drag the stock or the top card of the discard pile into your hand (or click it). At the start of a hand you may take the upcard or press &lt;b&gt;Pass&lt;/b&gt;.</source>
        <translation>&lt;b&gt;Ziehen&lt;/b&gt;: ziehe den Talon oder die oberste Karte des Ablagestapels in dein Blatt (oder klicke sie an). Zu Beginn einer Runde kannst du die offene Karte nehmen oder &lt;b&gt;Passen&lt;/b&gt; drücken.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard&lt;/b&gt;: drag a card onto the discard pile, or double-click it. While you drag, the place the card would go is outlined: green when the move is allowed, red when it is not.</source>
        <translation>&lt;b&gt;Abwerfen&lt;/b&gt;: ziehe eine Karte auf den Ablagestapel oder doppelklicke sie. Während du ziehst, ist der Zielplatz umrandet: grün, wenn der Zug erlaubt ist, rot, wenn nicht.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Knock&lt;/b&gt;: drag the card to discard onto the Knock area, or select it and press Knock. With no deadwood left that is gin. With eleven cards all in melds, press &lt;b&gt;Big Gin&lt;/b&gt;.</source>
        <translation>&lt;b&gt;Klopfen&lt;/b&gt;: ziehe die abzuwerfende Karte auf das Feld „Klopfen“ oder wähle sie aus und drücke „Klopfen“. Ohne Restpunkte ist das Gin. Sind alle elf Karten kombiniert, drücke &lt;b&gt;Big Gin&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your hand&lt;/b&gt;: cards in your best melds are outlined in colour. Drag a card along the hand to move it, or pick an order in the &lt;b&gt;Sort hand&lt;/b&gt; list (your own order, melds first, by rank, by suit).</source>
        <translation>&lt;b&gt;Dein Blatt&lt;/b&gt;: Karten in deinen besten Kombinationen sind farbig umrandet. Ziehe eine Karte entlang des Blatts, um sie zu verschieben, oder wähle eine Reihenfolge in der Liste &lt;b&gt;Blatt sortieren&lt;/b&gt; (deine eigene, Kombinationen zuerst, nach Wert, nach Farbe).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Deadwood&lt;/b&gt;: the panel on the right shows your deadwood count as you play; at or below the knock limit you may knock.</source>
        <translation>&lt;b&gt;Restpunkte&lt;/b&gt;: die Seitenleiste rechts zeigt deine Restpunkte während des Spiels; auf oder unter der Klopfgrenze darfst du klopfen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;After the hand&lt;/b&gt;: both hands are laid out as melds and deadwood, lay-offs are outlined in teal and the result is shown on the table. Press &lt;b&gt;Next hand&lt;/b&gt; to go on. The &lt;b&gt;Score sheet&lt;/b&gt; lists every hand&apos;s points and why, the running totals and the final bonuses.</source>
        <translation>&lt;b&gt;Nach der Runde&lt;/b&gt;: beide Blätter werden als Kombinationen und Restkarten ausgelegt, Anlegekarten sind petrolfarben umrandet und das Ergebnis erscheint auf dem Tisch. Drücke &lt;b&gt;Nächste Runde&lt;/b&gt;, um weiterzuspielen. Die &lt;b&gt;Punkteliste&lt;/b&gt; zeigt die Punkte jeder Runde und warum, die laufenden Summen und die Schlussboni.</translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation>vom Talon ziehen</translation>
    </message>
    <message>
        <source>take the upcard or the top discard</source>
        <translation>die offene Karte oder den obersten Abwurf nehmen</translation>
    </message>
    <message>
        <source>pass the upcard</source>
        <translation>die offene Karte ablehnen</translation>
    </message>
    <message>
        <source>knock</source>
        <translation>klopfen</translation>
    </message>
    <message>
        <source>big gin</source>
        <translation>Big Gin</translation>
    </message>
    <message>
        <source>next hand (a new game once the game is over)</source>
        <translation>nächste Runde (ein neues Spiel, wenn das Spiel vorbei ist)</translation>
    </message>
    <message>
        <source>look through the discard pile</source>
        <translation>den Ablagestapel durchsehen</translation>
    </message>
    <message>
        <source>a hint</source>
        <translation>ein Tipp</translation>
    </message>
    <message>
        <source>review the hand just finished (the coach)</source>
        <translation>die gerade beendete Runde auswerten (der Trainer)</translation>
    </message>
    <message>
        <source>select a card in your hand</source>
        <translation>eine Karte im Blatt auswählen</translation>
    </message>
    <message>
        <source>Shift+← →</source>
        <translation>Umschalt+← →</translation>
    </message>
    <message>
        <source>move the selected card along your hand</source>
        <translation>die ausgewählte Karte im Blatt verschieben</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <source>discard the selected card</source>
        <translation>die ausgewählte Karte abwerfen</translation>
    </message>
    <message>
        <source>show or hide the cards you know the computer holds</source>
        <translation>die Karten zeigen oder verbergen, von denen du weißt, dass der Computer sie hält</translation>
    </message>
    <message>
        <source>sound effects off and on</source>
        <translation>Soundeffekte aus- und einschalten</translation>
    </message>
    <message>
        <source>take back your last move (when Settings allow it)</source>
        <translation>deinen letzten Zug zurücknehmen (wenn die Einstellungen es erlauben)</translation>
    </message>
    <message>
        <source>the score sheet</source>
        <translation>die Punkteliste</translation>
    </message>
    <message>
        <source>Esc / Enter</source>
        <translation>Esc / Eingabe</translation>
    </message>
    <message>
        <source>answer the tutor&apos;s warning: think again, or play the move anyway</source>
        <translation>die Warnung des Tutors beantworten: noch einmal überlegen oder den Zug trotzdem spielen</translation>
    </message>
    <message>
        <source>full screen</source>
        <translation>Vollbild</translation>
    </message>
    <message>
        <source>Your first game</source>
        <translation>Dein erstes Spiel</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
    <message>
        <source>The game is saved after every move: close it at any time and go on later.</source>
        <translation>Das Spiel wird nach jedem Zug gespeichert: schließe es jederzeit und spiele später weiter.</translation>
    </message>
</context>
<context>
    <name>RulesHelpDialog</name>
    <message>
        <source>Gin Rummy rules</source>
        <translation>Gin-Rummy-Regeln</translation>
    </message>
    <message>
        <source>Rules help</source>
        <translation>Regelhilfe</translation>
    </message>
    <message>
        <source>The rules</source>
        <translation>Die Regeln</translation>
    </message>
    <message>
        <source>First game walkthrough</source>
        <translation>Rundgang zum ersten Spiel</translation>
    </message>
    <message>
        <source>Help pages</source>
        <translation>Hilfeseiten</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>First game</source>
        <translation>Erstes Spiel</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>Rules preset</source>
        <translation>Regelvorlage</translation>
    </message>
    <message>
        <source>Preset:</source>
        <translation>Vorlage:</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>Knock limit (most deadwood, 0–10):</source>
        <translation>Klopfgrenze (höchste Restpunkte, 0–10):</translation>
    </message>
    <message>
        <source>Gin bonus (0–100):</source>
        <translation>Gin-Bonus (0–100):</translation>
    </message>
    <message>
        <source>Undercut bonus (0–100):</source>
        <translation>Unterbietungsbonus (0–100):</translation>
    </message>
    <message>
        <source>Big gin extra bonus (0–100):</source>
        <translation>Big-Gin-Extrabonus (0–100):</translation>
    </message>
    <message>
        <source>Box bonus per hand won (0–100):</source>
        <translation>Box-Bonus je gewonnener Runde (0–100):</translation>
    </message>
    <message>
        <source>Game bonus (0–100):</source>
        <translation>Spielbonus (0–100):</translation>
    </message>
    <message>
        <source>Game target (50–500):</source>
        <translation>Spielziel (50–500):</translation>
    </message>
    <message>
        <source>How a hand goes</source>
        <translation>Ablauf einer Runde</translation>
    </message>
    <message>
        <source>Big gin (all 11 cards melded)</source>
        <translation>Big Gin (alle 11 Karten kombiniert)</translation>
    </message>
    <message>
        <source>Oklahoma (the first upcard sets the knock limit)</source>
        <translation>Oklahoma (die erste offene Karte bestimmt die Klopfgrenze)</translation>
    </message>
    <message>
        <source>Straight gin (only gin ends a hand)</source>
        <translation>Straight Gin (nur Gin beendet eine Runde)</translation>
    </message>
    <message>
        <source>Next dealer:</source>
        <translation>Nächster Geber:</translation>
    </message>
    <message>
        <source>Players take turns</source>
        <translation>Abwechselnd</translation>
    </message>
    <message>
        <source>The winner of the hand</source>
        <translation>Der Gewinner der Runde</translation>
    </message>
    <message>
        <source>Opening:</source>
        <translation>Eröffnung:</translation>
    </message>
    <message>
        <source>10 cards each and an upcard</source>
        <translation>Je 10 Karten und eine offene Karte</translation>
    </message>
    <message>
        <source>11 cards to the non-dealer, no upcard</source>
        <translation>11 Karten für den Nichtgeber, keine offene Karte</translation>
    </message>
    <message>
        <source>At the wall:</source>
        <translation>An der Mauer:</translation>
    </message>
    <message>
        <source>The hand is dead</source>
        <translation>Die Runde ist tot</translation>
    </message>
    <message>
        <source>The last discard may be taken to go out</source>
        <translation>Der letzte Abwurf darf zum Ausgehen genommen werden</translation>
    </message>
    <message>
        <source>Shutout:</source>
        <translation>Schneider:</translation>
    </message>
    <message>
        <source>Game bonus doubled</source>
        <translation>Spielbonus verdoppelt</translation>
    </message>
    <message>
        <source>Winner&apos;s whole score doubled</source>
        <translation>Ganze Punktzahl des Siegers verdoppelt</translation>
    </message>
    <message>
        <source>Rule changes apply from the next game. Help › Rules explains each one.</source>
        <translation>Regeländerungen gelten ab dem nächsten Spiel. Hilfe › Regeln erklärt jede einzelne.</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Score chart</source>
        <translation>Punkteverlauf</translation>
    </message>
    <message>
        <source>You {total} final, with bonuses</source>
        <translation>Du {total} Endstand, mit Boni</translation>
    </message>
    <message>
        <source>Computer {total} final, with bonuses</source>
        <translation>Computer {total} Endstand, mit Boni</translation>
    </message>
    <message>
        <source>You {total}</source>
        <translation>Du {total}</translation>
    </message>
    <message>
        <source>Computer {total}</source>
        <translation>Computer {total}</translation>
    </message>
    <message>
        <source>After hand {hand}: you {you}, the computer {computer}</source>
        <translation>Nach Runde {hand}: du {you}, der Computer {computer}</translation>
    </message>
    <message>
        <source>Game {target}</source>
        <translation>Spiel {target}</translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message>
        <source>Replay hand</source>
        <translation>Runde nachspielen</translation>
    </message>
    <message>
        <source>Replay the selected hand</source>
        <translation>Die ausgewählte Runde nachspielen</translation>
    </message>
    <message>
        <source>Choose a hand in the sheet to replay it (or double-click its row)</source>
        <translation>Wähle eine Runde in der Liste, um sie nachzuspielen (oder doppelklicke ihre Zeile)</translation>
    </message>
    <message>
        <source>Replay hand {hand} step by step, both hands face up</source>
        <translation>Runde {hand} Schritt für Schritt nachspielen, beide Blätter offen</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Your total</source>
        <translation>Deine Summe</translation>
    </message>
    <message>
        <source>Computer total</source>
        <translation>Summe Computer</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Warum</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Punkteliste</translation>
    </message>
    <message>
        <source>Boxes (hands won): you {mine}, computer {theirs}</source>
        <translation>Boxen (gewonnene Runden): du {mine}, Computer {theirs}</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Settings pages</source>
        <translation>Einstellungsseiten</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Restore defaults</source>
        <translation>Standardwerte</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>Computerstufe</translation>
    </message>
    <message>
        <source>Computer level: {level}</source>
        <translation>Computerstufe: {level}</translation>
    </message>
    <message>
        <source>A new level plays from the next game; the statistics keep each level apart.</source>
        <translation>Eine neue Stufe spielt ab dem nächsten Spiel; die Statistik hält die Stufen auseinander.</translation>
    </message>
    <message>
        <source>Pace</source>
        <translation>Tempo</translation>
    </message>
    <message>
        <source>Computer&apos;s pace</source>
        <translation>Tempo des Computers</translation>
    </message>
    <message>
        <source>Brisk</source>
        <translation>Zügig</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Relaxed</source>
        <translation>Gemächlich</translation>
    </message>
    <message>
        <source>How long each of the computer&apos;s moves stays on the table before its next</source>
        <translation>Wie lange jeder Zug des Computers auf dem Tisch bleibt, bevor er den nächsten macht</translation>
    </message>
    <message>
        <source>Computer&apos;s pace:</source>
        <translation>Tempo des Computers:</translation>
    </message>
    <message>
        <source>How long each of the computer&apos;s moves stays on the table before its next.</source>
        <translation>Wie lange jeder Zug des Computers auf dem Tisch bleibt, bevor er den nächsten macht.</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Animationstempo</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aus</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <source>Animation speed:</source>
        <translation>Animationstempo:</translation>
    </message>
    <message>
        <source>How fast the cards move. Off follows the desktop&apos;s wish for less motion until you choose.</source>
        <translation>Wie schnell sich die Karten bewegen. „Aus“ folgt dem Wunsch des Desktops nach weniger Bewegung, bis du wählst.</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blau</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rot</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Lila</translation>
    </message>
    <message>
        <source>Green rosettes</source>
        <translation>Grüne Rosetten</translation>
    </message>
    <message>
        <source>Card back</source>
        <translation>Kartenrücken</translation>
    </message>
    <message>
        <source>Card back:</source>
        <translation>Kartenrücken:</translation>
    </message>
    <message>
        <source>Card faces</source>
        <translation>Kartenbilder</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Klassisch</translation>
    </message>
    <message>
        <source>Large index (the biggest rank and suit)</source>
        <translation>Großer Index (Wert und Farbe so groß wie möglich)</translation>
    </message>
    <message>
        <source>Large index shows each card&apos;s rank and suit as big as they fit, for easier reading</source>
        <translation>Der große Index zeigt Wert und Farbe jeder Karte so groß, wie sie passen, damit sie leichter zu lesen sind</translation>
    </message>
    <message>
        <source>Card faces:</source>
        <translation>Kartenbilder:</translation>
    </message>
    <message>
        <source>Card size</source>
        <translation>Kartengröße</translation>
    </message>
    <message>
        <source>Card size:</source>
        <translation>Kartengröße:</translation>
    </message>
    <message>
        <source>Four-colour deck (clubs green, diamonds blue)</source>
        <translation>Vierfarbiges Blatt (Kreuz grün, Karo blau)</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Design</translation>
    </message>
    <message>
        <source>Theme:</source>
        <translation>Design:</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Grün</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Grau</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>Tischfarbe</translation>
    </message>
    <message>
        <source>Table colour:</source>
        <translation>Tischfarbe:</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Hoher Kontrast</translation>
    </message>
    <message>
        <source>Night dims the table and darkens the windows; high contrast shows a black table with bright outlines in either.</source>
        <translation>„Nacht“ dämpft den Tisch und dunkelt die Fenster ab; hoher Kontrast zeigt in beiden einen schwarzen Tisch mit hellen Umrissen.</translation>
    </message>
    <message>
        <source>Preview of the table</source>
        <translation>Vorschau des Tisches</translation>
    </message>
    <message>
        <source>While you play</source>
        <translation>Während des Spiels</translation>
    </message>
    <message>
        <source>Ask before knocking</source>
        <translation>Vor dem Klopfen nachfragen</translation>
    </message>
    <message>
        <source>Allow undoing a move</source>
        <translation>Zug rückgängig machen erlauben</translation>
    </message>
    <message>
        <source>A knock ends the hand: a question first catches a slip.</source>
        <translation>Klopfen beendet die Runde: eine Rückfrage fängt einen Fehlgriff ab.</translation>
    </message>
    <message>
        <source>Ctrl+Z takes back your last move. Games with an undo are marked in the statistics.</source>
        <translation>Strg+Z nimmt deinen letzten Zug zurück. Spiele mit Rückgängig werden in der Statistik markiert.</translation>
    </message>
    <message>
        <source>Tutor</source>
        <translation>Tutor</translation>
    </message>
    <message>
        <source>Never warn</source>
        <translation>Nie warnen</translation>
    </message>
    <message>
        <source>Warn before an inaccuracy or worse</source>
        <translation>Vor einer Ungenauigkeit oder Schlimmerem warnen</translation>
    </message>
    <message>
        <source>Warn before a mistake or worse</source>
        <translation>Vor einem Fehler oder Schlimmerem warnen</translation>
    </message>
    <message>
        <source>Warn before a blunder</source>
        <translation>Vor einem groben Fehler warnen</translation>
    </message>
    <message>
        <source>Tutor:</source>
        <translation>Tutor:</translation>
    </message>
    <message>
        <source>The tutor judges each move as the coach&apos;s review would, and asks before one it would grade this badly: play it anyway, or think again.</source>
        <translation>Der Tutor bewertet jeden Zug wie die Rundenauswertung und fragt vor einem so schlecht bewerteten Zug nach: trotzdem spielen oder noch einmal überlegen.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>System ({language})</source>
        <translation>System ({language})</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Sprache:</translation>
    </message>
    <message>
        <source>In use now: {language}.</source>
        <translation>Jetzt verwendet: {language}.</translation>
    </message>
    <message>
        <source>A new language is used from the next start of Gin Rummy.</source>
        <translation>Eine neue Sprache gilt ab dem nächsten Start von Gin Rummy.</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Ton</translation>
    </message>
    <message>
        <source>Sound effects</source>
        <translation>Soundeffekte</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <translation>Lautstärke</translation>
    </message>
    <message>
        <source>Test sound</source>
        <translation>Ton testen</translation>
    </message>
    <message>
        <source>Volume:</source>
        <translation>Lautstärke:</translation>
    </message>
    <message>
        <source>Short effects for the cards, the knock and the results. M turns them off and on while you play.</source>
        <translation>Kurze Effekte für die Karten, das Klopfen und die Ergebnisse. M schaltet sie während des Spiels aus und ein.</translation>
    </message>
    <message>
        <source>{volume} %</source>
        <translation>{volume} %</translation>
    </message>
    <message>
        <source>These rules cannot be used: {error}.</source>
        <translation>Diese Regeln können nicht verwendet werden: {error}.</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>My order</source>
        <translation>Meine Reihenfolge</translation>
    </message>
    <message>
        <source>Melds first</source>
        <translation>Kombinationen zuerst</translation>
    </message>
    <message>
        <source>By rank</source>
        <translation>Nach Wert</translation>
    </message>
    <message>
        <source>By suit</source>
        <translation>Nach Farbe</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>A fingerprint of this deal: the shuffled deck with a secret, fixed before play began. After the hand, Replay hand shows the deck and the secret so you can check it.</source>
        <translation>Ein Fingerabdruck dieses Gebens: der gemischte Stapel mit einem Geheimnis, festgelegt vor Spielbeginn. Nach der Runde zeigt „Runde nachspielen“ den Stapel und das Geheimnis, damit du es prüfen kannst.</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>&amp;Passen</translation>
    </message>
    <message>
        <source>&amp;Knock</source>
        <translation>&amp;Klopfen</translation>
    </message>
    <message>
        <source>Big &amp;Gin</source>
        <translation>Big &amp;Gin</translation>
    </message>
    <message>
        <source>&amp;Next hand</source>
        <translation>&amp;Nächste Runde</translation>
    </message>
    <message>
        <source>&amp;Review hand</source>
        <translation>&amp;Runde auswerten</translation>
    </message>
    <message>
        <source>The coach: each of your decisions in this hand graded, the costly ones explained, and the deal to play again (R)</source>
        <translation>Der Trainer: jede deiner Entscheidungen in dieser Runde bewertet, die teuren erklärt, und das Blatt zum Nachspielen (R)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>Score &amp;sheet</source>
        <translation>Punkte&amp;liste</translation>
    </message>
    <message>
        <source>Discard pile (&amp;V)</source>
        <translation>Ablagestapel (&amp;V)</translation>
    </message>
    <message>
        <source>Practice game: not counted in the statistics</source>
        <translation>Übungsspiel: zählt nicht in der Statistik</translation>
    </message>
    <message>
        <source>Sort hand</source>
        <translation>Blatt sortieren</translation>
    </message>
    <message>
        <source>Knock with the selected card (or drag a card onto Knock)</source>
        <translation>Mit der ausgewählten Karte klopfen (oder eine Karte auf „Klopfen“ ziehen)</translation>
    </message>
    <message>
        <source>Deadwood: {points}</source>
        <translation>Restpunkte: {points}</translation>
    </message>
    <message>
        <source>Game to {target} · knock at {limit} or less</source>
        <translation>Spiel bis {target} · klopfen bis {limit}</translation>
    </message>
    <message>
        <source>Deal fingerprint: {fingerprint}</source>
        <translation>Fingerabdruck: {fingerprint}</translation>
    </message>
    <message>
        <source>Final score, bonuses included</source>
        <translation>Endstand, mit Boni</translation>
    </message>
    <message>
        <source>Hand {hand} · dealer: you</source>
        <translation>Runde {hand} · Geber: du</translation>
    </message>
    <message>
        <source>Hand {hand} · dealer: the computer</source>
        <translation>Runde {hand} · Geber: der Computer</translation>
    </message>
    <message>
        <source>Game to {target} · gin only</source>
        <translation>Spiel bis {target} · nur Gin</translation>
    </message>
    <message>
        <source>spade upcard: scores doubled</source>
        <translation>offene Pik-Karte: Punkte verdoppelt</translation>
    </message>
    <message>
        <source>Computer: {level}</source>
        <translation>Computer: {level}</translation>
    </message>
    <message>
        <source>after the best discard: {points}</source>
        <translation>nach dem besten Abwurf: {points}</translation>
    </message>
    <message>
        <source>Gin! (&amp;K)</source>
        <translation>Gin! (&amp;K)</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Neues Spiel</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>No finished games yet</source>
        <translation>Noch keine beendeten Spiele</translation>
    </message>
    <message>
        <source>Too many games for a bar each: a bar is the average of about {count} games</source>
        <translation>Zu viele Spiele für je einen Balken: ein Balken ist der Durchschnitt von etwa {count} Spielen</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Du</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <source>Statistics pages</source>
        <translation>Statistikseiten</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>Summen</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Spiele</translation>
    </message>
    <message>
        <source>Your strength</source>
        <translation>Deine Spielstärke</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>CSV exportieren…</translation>
    </message>
    <message>
        <source>Export the history as CSV</source>
        <translation>Den Verlauf als CSV exportieren</translation>
    </message>
    <message>
        <source>Totals per level and rules</source>
        <translation>Summen je Stufe und Regeln</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Win %</source>
        <translation>Sieg-%</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>Hands
won</source>
        <translation>Runden
gewonnen</translation>
    </message>
    <message>
        <source>Gins</source>
        <translation>Gins</translation>
    </message>
    <message>
        <source>Undercuts
given</source>
        <translation>Unterboten
gegeben</translation>
    </message>
    <message>
        <source>Undercuts
taken</source>
        <translation>Unterboten
erlitten</translation>
    </message>
    <message>
        <source>Net points
per hand</source>
        <translation>Ø Punkte netto
je Runde</translation>
    </message>
    <message>
        <source>Best
streak</source>
        <translation>Beste
Serie</translation>
    </message>
    <message>
        <source>Current
streak</source>
        <translation>Aktuelle
Serie</translation>
    </message>
    <message>
        <source>Points difference per game</source>
        <translation>Punktedifferenz je Spiel</translation>
    </message>
    <message>
        <source>Win rate over time</source>
        <translation>Siegquote im Verlauf</translation>
    </message>
    <message>
        <source>Accuracy per game</source>
        <translation>Genauigkeit je Spiel</translation>
    </message>
    <message>
        <source>Points difference per finished game (final totals)</source>
        <translation>Punktedifferenz je beendetem Spiel (Endsummen)</translation>
    </message>
    <message>
        <source>Win rate over time (running %)</source>
        <translation>Siegquote im Verlauf (laufende %)</translation>
    </message>
    <message>
        <source>Your accuracy per game (the coach&apos;s review)</source>
        <translation>Deine Genauigkeit je Spiel (die Auswertung des Trainers)</translation>
    </message>
    <message>
        <source>Your play per game among the computer&apos;s levels (games with the tutor left out)</source>
        <translation>Dein Spiel je Partie unter den Stufen des Computers (Partien mit Tutor nicht mitgezählt)</translation>
    </message>
    <message>
        <source>Your play per game among the levels</source>
        <translation>Dein Spiel je Partie unter den Stufen</translation>
    </message>
    <message>
        <source>Finished games</source>
        <translation>Beendete Spiele</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <source>Lost to
decisions</source>
        <translation>Durch Ent-
scheidungen verloren</translation>
    </message>
    <message>
        <source>Score sheet of the selected game</source>
        <translation>Punkteliste des ausgewählten Spiels</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Geber</translation>
    </message>
    <message>
        <source>Your total</source>
        <translation>Deine Summe</translation>
    </message>
    <message>
        <source>Computer total</source>
        <translation>Summe Computer</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Warum</translation>
    </message>
    <message>
        <source>Select a game to see its score sheet.</source>
        <translation>Wähle ein Spiel, um seine Punkteliste zu sehen.</translation>
    </message>
    <message>
        <source>Selected game</source>
        <translation>Ausgewähltes Spiel</translation>
    </message>
    <message>
        <source>Counting your saved games…</source>
        <translation>Deine gespeicherten Spiele werden gezählt…</translation>
    </message>
    <message>
        <source>Finished games: {games}, won {won} ({rate}). Hands: {hands}. Gins: {gins}. Best streak: {best}, current streak: {current}. Games with undo: {undo}.</source>
        <translation>Beendete Spiele: {games}, gewonnen {won} ({rate}). Runden: {hands}. Gins: {gins}. Beste Serie: {best}, aktuelle Serie: {current}. Spiele mit Rückgängig: {undo}.</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Alle Spiele</translation>
    </message>
    <message>
        <source>No reviewed game without the tutor yet</source>
        <translation>Noch keine ausgewertete Partie ohne Tutor</translation>
    </message>
    <message>
        <source>Save the hands of every finished game as a CSV file</source>
        <translation>Die Runden aller beendeten Spiele als CSV-Datei speichern</translation>
    </message>
    <message>
        <source>Nothing to export yet: the CSV lists finished games, and none is finished</source>
        <translation>Noch nichts zu exportieren: die CSV-Datei enthält beendete Spiele, und noch keines ist beendet</translation>
    </message>
    <message>
        <source>Won (shutout)</source>
        <translation>Gewonnen (Schneider)</translation>
    </message>
    <message>
        <source>Lost (shutout)</source>
        <translation>Verloren (Schneider)</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>with undo</source>
        <translation>mit Rückgängig</translation>
    </message>
    <message>
        <source>with the tutor</source>
        <translation>mit Tutor</translation>
    </message>
    <message>
        <source>This game cannot be loaded.</source>
        <translation>Dieses Spiel kann nicht geladen werden.</translation>
    </message>
    <message>
        <source>Game {id}, {date}: score sheet</source>
        <translation>Spiel {id}, {date}: Punkteliste</translation>
    </message>
    <message>
        <source>Export the game history</source>
        <translation>Den Spielverlauf exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>The history could not be written to {path}: {error}</source>
        <translation>Der Verlauf konnte nicht nach {path} geschrieben werden: {error}</translation>
    </message>
</context>
<context>
    <name>SwingChart</name>
    <message>
        <source>Expected points through the hand</source>
        <translation>Erwartete Punkte im Verlauf der Runde</translation>
    </message>
    <message>
        <source>From {start} at the deal to {end}: luck {luck}, decisions {skill}</source>
        <translation>Von {start} beim Geben bis {end}: Glück {luck}, Entscheidungen {skill}</translation>
    </message>
    <message>
        <source>No decisions to chart</source>
        <translation>Keine Entscheidungen darzustellen</translation>
    </message>
    <message>
        <source>at the deal {start} · dotted: luck {luck} · coloured: your decisions {skill} · result {result}</source>
        <translation>beim Geben {start} · gepunktet: Glück {luck} · farbig: deine Entscheidungen {skill} · Ergebnis {result}</translation>
    </message>
</context>
<context>
    <name>TablePreview</name>
    <message>
        <source>{theme} table, cards at {scale} %</source>
        <translation>Tisch „{theme}“, Karten bei {scale} %</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Knock</source>
        <translation>Klopfen</translation>
    </message>
    <message>
        <source>The stock: {count} cards</source>
        <translation>Der Talon: {count} Karten</translation>
    </message>
    <message>
        <source>One of the computer&apos;s cards</source>
        <translation>Eine Karte des Computers</translation>
    </message>
    <message>
        <source>Stock {count}</source>
        <translation>Talon {count}</translation>
    </message>
    <message>
        <source>The discard pile (empty)</source>
        <translation>Der Ablagestapel (leer)</translation>
    </message>
    <message>
        <source>Gin!</source>
        <translation>Gin!</translation>
    </message>
    <message>
        <source>Drop the card on your hand to draw it.</source>
        <translation>Lass die Karte über deinem Blatt los, um sie zu ziehen.</translation>
    </message>
    <message>
        <source>Drop a card on the discard pile to discard it, or on Knock to knock.</source>
        <translation>Lass eine Karte über dem Ablagestapel los, um sie abzuwerfen, oder über „Klopfen“, um zu klopfen.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Card table</source>
        <translation>Kartentisch</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <source>Classic</source>
        <translation>Klassisch</translation>
    </message>
    <message>
        <source>Night</source>
        <translation>Nacht</translation>
    </message>
</context>
<context>
    <name>ToolWindows</name>
    <message>
        <source>Only a finished hand can be replayed.</source>
        <translation>Nur eine beendete Runde kann nachgespielt werden.</translation>
    </message>
    <message>
        <source>A hand can be reviewed once it is over.</source>
        <translation>Eine Runde kann ausgewertet werden, sobald sie vorbei ist.</translation>
    </message>
    <message>
        <source>Gin Rummy {version}
A fair opponent, exact rules.</source>
        <translation>Gin Rummy {version}
Ein fairer Gegner, exakte Regeln.</translation>
    </message>
    <message>
        <source>{level}: {strength}</source>
        <translation>{level}: {strength}</translation>
    </message>
    <message>
        <source>Saved games and settings: {folder}</source>
        <translation>Gespeicherte Spiele und Einstellungen: {folder}</translation>
    </message>
    <message>
        <source>Log: {path}</source>
        <translation>Protokoll: {path}</translation>
    </message>
    <message>
        <source>No log file is written.</source>
        <translation>Es wird keine Protokolldatei geschrieben.</translation>
    </message>
    <message>
        <source>About Gin Rummy</source>
        <translation>Über Gin Rummy</translation>
    </message>
    <message>
        <source>Open that folder</source>
        <translation>Diesen Ordner öffnen</translation>
    </message>
    <message>
        <source>No file manager opened the folder {folder}. Its path is on the clipboard: paste it into a file window or a terminal.</source>
        <translation>Kein Dateimanager hat den Ordner {folder} geöffnet. Sein Pfad liegt in der Zwischenablage: füge ihn in ein Dateifenster oder ein Terminal ein.</translation>
    </message>
    <message>
        <source>Known cards</source>
        <translation>Bekannte Karten</translation>
    </message>
</context>
<context>
    <name>TrackerDock</name>
    <message>
        <source>Close the known cards (T)</source>
        <translation>Bekannte Karten schließen (T)</translation>
    </message>
    <message>
        <source>Close the known cards</source>
        <translation>Bekannte Karten schließen</translation>
    </message>
</context>
<context>
    <name>TrackerPanel</name>
    <message>
        <source>Known cards</source>
        <translation>Bekannte Karten</translation>
    </message>
    <message>
        <source>yours</source>
        <translation>deine</translation>
    </message>
    <message>
        <source>the computer&apos;s</source>
        <translation>des Computers</translation>
    </message>
    <message>
        <source>discarded</source>
        <translation>abgeworfen</translation>
    </message>
    <message>
        <source>unseen</source>
        <translation>ungesehen</translation>
    </message>
    <message>
        <source>in your hand</source>
        <translation>in deinem Blatt</translation>
    </message>
    <message>
        <source>the computer holds it (taken from the pile)</source>
        <translation>der Computer hält sie (vom Ablagestapel genommen)</translation>
    </message>
    <message>
        <source>in the discard pile</source>
        <translation>im Ablagestapel</translation>
    </message>
    <message>
        <source>unseen: the stock or the computer&apos;s hand</source>
        <translation>ungesehen: im Talon oder im Blatt des Computers</translation>
    </message>
    <message>
        <source>Unseen: {count} cards</source>
        <translation>Ungesehen: {count} Karten</translation>
    </message>
    <message>
        <source>Computer holds (taken from the pile): {cards}</source>
        <translation>Der Computer hält (vom Ablagestapel genommen): {cards}</translation>
    </message>
    <message>
        <source>Computer passed: {cards}</source>
        <translation>Der Computer hat abgelehnt: {cards}</translation>
    </message>
    <message>
        <source>You: {card}</source>
        <translation>Du: {card}</translation>
    </message>
    <message>
        <source>Computer: {card}</source>
        <translation>Computer: {card}</translation>
    </message>
    <message>
        <source>Discards, oldest first:</source>
        <translation>Abwürfe, älteste zuerst:</translation>
    </message>
</context>
<context>
    <name>TutorPanel</name>
    <message>
        <source>Think again (Esc)</source>
        <translation>Noch einmal überlegen (Esc)</translation>
    </message>
    <message>
        <source>Take the move back and choose again (Esc)</source>
        <translation>Den Zug zurücknehmen und neu wählen (Esc)</translation>
    </message>
    <message>
        <source>Play it anyway (Enter)</source>
        <translation>Trotzdem spielen (Eingabe)</translation>
    </message>
    <message>
        <source>Make the move as it is (Enter)</source>
        <translation>Den Zug so ausführen (Eingabe)</translation>
    </message>
</context>
<context>
    <name>TutorSeat</name>
    <message>
        <source>Think again: the move was not made.</source>
        <translation>Noch einmal überlegen: Der Zug wurde nicht ausgeführt.</translation>
    </message>
</context>
<context>
    <name>WindowActions</name>
    <message>
        <source>G&amp;ame</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Neues Spiel</translation>
    </message>
    <message>
        <source>&amp;Score sheet</source>
        <translation>&amp;Punkteliste</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>S&amp;tatistik</translation>
    </message>
    <message>
        <source>&amp;Practice your mistakes…</source>
        <translation>Aus Fehlern &amp;lernen…</translation>
    </message>
    <message>
        <source>&amp;Undo my last move</source>
        <translation>Letzten Zug &amp;rückgängig</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Mute sounds</source>
        <translation>Töne &amp;stumm</translation>
    </message>
    <message>
        <source>V&amp;iew</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Known cards</source>
        <translation>&amp;Bekannte Karten</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Vollbild</translation>
    </message>
    <message>
        <source>&amp;Options</source>
        <translation>&amp;Optionen</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>H&amp;elp</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <source>&amp;First game walkthrough</source>
        <translation>Rund&amp;gang zum ersten Spiel</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>Ü&amp;ber Gin Rummy</translation>
    </message>
    <message>
        <source>You cannot knock now.</source>
        <translation>Du kannst jetzt nicht klopfen.</translation>
    </message>
    <message>
        <source>Discard {card} and go gin?</source>
        <translation>{card} abwerfen und Gin machen?</translation>
    </message>
    <message>
        <source>Discard {card} and knock with {deadwood} deadwood?</source>
        <translation>{card} abwerfen und mit {deadwood} Restpunkten klopfen?</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Klopfen</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neues Spiel</translation>
    </message>
    <message>
        <source>Abandon the current game and start a new one?</source>
        <translation>Das laufende Spiel abbrechen und ein neues beginnen?</translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <translation>Dieses Blatt noch einmal spielen</translation>
    </message>
    <message>
        <source>Leave the current game (it is kept as abandoned) and play this deal again as practice?</source>
        <translation>Das laufende Spiel verlassen (es bleibt als abgebrochen erhalten) und dieses Blatt zur Übung noch einmal spielen?</translation>
    </message>
    <message>
        <source>the computer&apos;s cards</source>
        <translation>den Karten des Computers</translation>
    </message>
    <message>
        <source>your cards</source>
        <translation>deinen Karten</translation>
    </message>
    <message>
        <source>Practice: the same deal again, with {seat}. It is not counted in the statistics.</source>
        <translation>Übung: dasselbe Blatt noch einmal, mit {seat}. Es zählt nicht in der Statistik.</translation>
    </message>
    <message>
        <source>Undo is off: turn it on in Options &gt; Settings (games with undo are marked).</source>
        <translation>Rückgängig ist aus: schalte es unter Optionen &gt; Einstellungen ein (Spiele mit Rückgängig werden markiert).</translation>
    </message>
    <message>
        <source>A hint is available when it is your turn.</source>
        <translation>Ein Tipp ist verfügbar, wenn du am Zug bist.</translation>
    </message>
    <message>
        <source>Working out a hint…</source>
        <translation>Ein Tipp wird ausgerechnet…</translation>
    </message>
    <message>
        <source>Hint: {reason}</source>
        <translation>Tipp: {reason}</translation>
    </message>
    <message>
        <source>No hint this time: working it out failed (the log has the details).</source>
        <translation>Diesmal kein Tipp: die Berechnung ist fehlgeschlagen (Einzelheiten im Protokoll).</translation>
    </message>
</context>
<context>
    <name>WindowLook</name>
    <message>
        <source>Some card pictures could not be loaded, so the large-index faces or plain cards are shown instead; the game plays as usual. Reinstalling Gin Rummy brings the pictures back. ({error})</source>
        <translation>Einige Kartenbilder konnten nicht geladen werden, daher werden stattdessen Karten mit großem Index oder einfache Karten gezeigt; das Spiel läuft wie gewohnt. Eine Neuinstallation von Gin Rummy bringt die Bilder zurück. ({error})</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Your settings could not be saved to {path}, so they last only until Gin Rummy is closed. Is the disk full, or the folder read-only?</source>
        <translation>Deine Einstellungen konnten nicht in {path} gespeichert werden, sie gelten daher nur, bis Gin Rummy geschlossen wird. Ist der Datenträger voll oder der Ordner schreibgeschützt?</translation>
    </message>
    <message>
        <source>The new rules and opponent apply from the next game (Game &gt; New game).</source>
        <translation>Die neuen Regeln und der neue Gegner gelten ab dem nächsten Spiel (Spiel &gt; Neues Spiel).</translation>
    </message>
    <message>
        <source>Restart now</source>
        <translation>Jetzt neu starten</translation>
    </message>
</context>
</TS>
