<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
<context>
    <name></name>
    <message>
        <source>lay out your melds; your cards are laid off on the knocker&apos;s melds where they fit</source>
        <translation>cala le tue combinazioni; le tue carte vengono attaccate alle combinazioni di chi bussa dove si possono attaccare</translation>
    </message>
    <message>
        <source>all 11 cards are in melds: go big gin</source>
        <translation>tutte le 11 carte sono in combinazione: fai Big Gin</translation>
    </message>
    <message>
        <source>take {card}: it makes the meld {meld}</source>
        <translation>prendi {card}: forma la combinazione {meld}</translation>
    </message>
    <message>
        <source>take {card}: it fits your hand better than an unknown stock card</source>
        <translation>prendi {card}: si adatta alla tua mano meglio di una carta sconosciuta del mazzo</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>passa</translation>
    </message>
    <message>
        <source>pass: {card} does not help your hand</source>
        <translation>passa: {card} non aiuta la tua mano</translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation>pesca dal mazzo</translation>
    </message>
    <message>
        <source>playing on is worth about {points} points more than a knock with {deadwood} now</source>
        <translation>continuare vale circa {points} punti più che bussare ora con {deadwood}</translation>
    </message>
    <message>
        <source>draw from the stock: {card} does not help your hand</source>
        <translation>pesca dal mazzo: {card} non aiuta la tua mano</translation>
    </message>
    <message>
        <source>discard {card} and go gin: every other card is in a meld</source>
        <translation>scarta {card} e fai Gin: tutte le altre carte sono in una combinazione</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>it can leave a meld without raising your deadwood</source>
        <translation>può lasciare una combinazione senza aumentare i tuoi punti morti</translation>
    </message>
    <message>
        <source>highest unmatched card, no meld chance left</source>
        <translation>la carta spaiata più alta, nessuna possibilità di combinazione rimasta</translation>
    </message>
    <message>
        <source>a high unmatched card</source>
        <translation>una carta spaiata alta</translation>
    </message>
    <message>
        <source>no meld chance left</source>
        <translation>nessuna possibilità di combinazione rimasta</translation>
    </message>
    <message>
        <source>the least useful card for your melds</source>
        <translation>la carta meno utile per le tue combinazioni</translation>
    </message>
    <message>
        <source>the opponent is unlikely to use it</source>
        <translation>è improbabile che l&apos;avversario la usi</translation>
    </message>
    <message>
        <source>careful: the opponent may use it, but keeping it costs more</source>
        <translation>attenzione: l&apos;avversario potrebbe usarla, ma tenerla costa di più</translation>
    </message>
    <message>
        <source>discard {card}: {reasons}</source>
        <translation>scarta {card}: {reasons}</translation>
    </message>
    <message>
        <source>discard {card} and knock with {deadwood} deadwood (limit {limit}): knocking now is worth more than playing on</source>
        <translation>scarta {card} e bussa con {deadwood} punti morti (limite {limit}): bussare ora vale più che continuare</translation>
    </message>
    <message>
        <source>{other} is about as good</source>
        <translation>{other} è quasi altrettanto buono</translation>
    </message>
    <message>
        <source>{other} would leave {low} deadwood (this leaves {left}), but the opponent is likely to use it</source>
        <translation>{other} lascerebbe {low} punti morti (questa ne lascia {left}), ma è probabile che l&apos;avversario la usi</translation>
    </message>
    <message>
        <source>{other} would leave {low} deadwood (this leaves {left}), but {other} with {partner} can still make a meld</source>
        <translation>{other} lascerebbe {low} punti morti (questa ne lascia {left}), ma {other} con {partner} può ancora formare una combinazione</translation>
    </message>
    <message>
        <source>{other} would leave {low} deadwood (this leaves {left}), but keeping it gives better chances over the next draws</source>
        <translation>{other} lascerebbe {low} punti morti (questa ne lascia {left}), ma tenerla dà più possibilità nelle prossime pescate</translation>
    </message>
    <message>
        <source>the melds shown leave {shown} deadwood, but the knocker must show a lowest-deadwood arrangement ({lowest}); for example {melds}</source>
        <translation>le combinazioni mostrate lasciano {shown} punti morti, ma chi bussa deve mostrare una disposizione con il conto più basso ({lowest}); per esempio {melds}</translation>
    </message>
    <message>
        <source>Dead hand: the stock reached the wall and the last discard was not taken</source>
        <translation>Mano nulla: il mazzo ha raggiunto il muro e l&apos;ultimo scarto non è stato preso</translation>
    </message>
    <message>
        <source>Dead hand: the stock reached the wall (two cards) without a knock</source>
        <translation>Mano nulla: il mazzo ha raggiunto il muro (due carte) senza che nessuno bussasse</translation>
    </message>
    <message>
        <source>Game bonus, doubled for a shutout (2 × {bonus})</source>
        <translation>Bonus partita doppio per cappotto (2 × {bonus})</translation>
    </message>
    <message>
        <source>Game bonus</source>
        <translation>Bonus partita</translation>
    </message>
    <message numerus="yes">
        <source>Box bonus (%n hand(s) × {bonus})</source>
        <translation>
            <numerusform>Bonus mani (%n mano vinta × {bonus})</numerusform>
            <numerusform>Bonus mani (%n mani vinte × {bonus})</numerusform>
        </translation>
    </message>
    <message>
        <source>Shutout: the winner&apos;s whole score is doubled</source>
        <translation>Cappotto: il punteggio intero del vincitore viene raddoppiato</translation>
    </message>
    <message>
        <source>Big gin: gin bonus {gin} + big gin bonus {big} + defender&apos;s deadwood {defender}</source>
        <translation>Big Gin: bonus Gin {gin} + bonus Big Gin {big} + punti morti del difensore {defender}</translation>
    </message>
    <message>
        <source>Big gin: gin bonus {gin} + defender&apos;s deadwood {defender}</source>
        <translation>Big Gin: bonus Gin {gin} + punti morti del difensore {defender}</translation>
    </message>
    <message>
        <source>Gin: gin bonus {gin} + defender&apos;s deadwood {defender}</source>
        <translation>Gin: bonus Gin {gin} + punti morti del difensore {defender}</translation>
    </message>
    <message>
        <source>Undercut (a tie is an undercut): undercut bonus {bonus} + ({knocker} − {defender})</source>
        <translation>Undercut (il pareggio è undercut): bonus undercut {bonus} + ({knocker} − {defender})</translation>
    </message>
    <message>
        <source>Undercut: undercut bonus {bonus} + ({knocker} − {defender})</source>
        <translation>Undercut: bonus undercut {bonus} + ({knocker} − {defender})</translation>
    </message>
    <message>
        <source>Knock: defender&apos;s deadwood {defender} − knocker&apos;s deadwood {knocker}</source>
        <translation>Bussata: punti morti del difensore {defender} − punti morti di chi bussa {knocker}</translation>
    </message>
    <message>
        <source>{reason} = {base}, × {multiplier} for the spade upcard = {points}</source>
        <translation>{reason} = {base}, × {multiplier} per la carta scoperta di picche = {points}</translation>
    </message>
    <message>
        <source>{reason} = {base}</source>
        <translation>{reason} = {base}</translation>
    </message>
    <message>
        <source>The details are in {path}.</source>
        <translation>I dettagli sono in {path}.</translation>
    </message>
    <message>
        <source>No log file could be written.</source>
        <translation>Non è stato possibile scrivere alcun file di registro.</translation>
    </message>
    <message>
        <source>Something went wrong, but your game is safe: every move is saved before it is shown.

{error}

{where}</source>
        <translation>Qualcosa è andato storto, ma la tua partita è al sicuro: ogni mossa viene salvata prima di essere mostrata.

{error}

{where}</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n punti</numerusform>
        </translation>
    </message>
    <message>
        <source>{setting} {value} is not a whole number from {low} to {high}; reset to {default}.</source>
        <translation>{setting} {value} non è un numero intero da {low} a {high}; ripristinato a {default}.</translation>
    </message>
    <message>
        <source>{setting} {value} is not on or off; reset to {default}.</source>
        <translation>{setting} {value} non è né attivo né disattivo; ripristinato a {default}.</translation>
    </message>
    <message>
        <source>on</source>
        <translation>attivo</translation>
    </message>
    <message>
        <source>off</source>
        <translation>disattivo</translation>
    </message>
    <message>
        <source>{setting} {value} is not one of {choices}; reset to {default}.</source>
        <translation>{setting} {value} non è uno tra {choices}; ripristinato a {default}.</translation>
    </message>
    <message>
        <source>Rules {value} are not readable; reset to the Standard rules.</source>
        <translation>Le regole {value} non sono leggibili; ripristinate le regole standard.</translation>
    </message>
    <message>
        <source>Rules {value} are not a set of options; reset to the Standard rules.</source>
        <translation>Le regole {value} non sono un insieme di opzioni; ripristinate le regole standard.</translation>
    </message>
    <message>
        <source>Rules: {error}; the Standard rules are used as the base.</source>
        <translation>Regole: {error}; si usano come base le regole standard.</translation>
    </message>
    <message>
        <source>Rules: {error}; reset to {default}.</source>
        <translation>Regole: {error}; ripristinato a {default}.</translation>
    </message>
    <message>
        <source>Rules: {error}; {option} reset to {default}.</source>
        <translation>Regole: {error}; {option} ripristinato a {default}.</translation>
    </message>
    <message>
        <source>Rules: {error}; reset to the {title} rules.</source>
        <translation>Regole: {error}; ripristinate le regole «{title}».</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>il disco è pieno</translation>
    </message>
    <message>
        <source>the save file or its folder is read-only</source>
        <translation>il file di salvataggio o la sua cartella è di sola lettura</translation>
    </message>
    <message>
        <source>The key that seals the deck of a hand in progress could not be used ({problem}). It was kept as {kept} and a new key was made; a hand in progress sealed with the old key cannot be resumed, finished hands are not affected.</source>
        <translation>La chiave che sigilla il mazzo di una mano in corso non era utilizzabile ({problem}). È stata conservata come {kept} ed è stata creata una nuova chiave; una mano in corso sigillata con la vecchia chiave non può essere ripresa, le mani concluse non sono interessate.</translation>
    </message>
    <message>
        <source>The save folder {folder} cannot be written.</source>
        <translation>Impossibile scrivere nella cartella di salvataggio {folder}.</translation>
    </message>
    <message numerus="yes">
        <source>Not saving: {why} Play on: your moves are kept and saved, in order, as soon as it can be. (%n waiting.)</source>
        <translation>
            <numerusform>Salvataggio sospeso: {why} Continua a giocare: le tue mosse sono conservate e saranno salvate, in ordine, appena possibile. (%n in attesa.)</numerusform>
            <numerusform>Salvataggio sospeso: {why} Continua a giocare: le tue mosse sono conservate e saranno salvate, in ordine, appena possibile. (%n in attesa.)</numerusform>
        </translation>
    </message>
    <message>
        <source>Not saving: {why} Play on: your moves are kept and saved, in order, as soon as it can be.</source>
        <translation>Salvataggio sospeso: {why} Continua a giocare: le tue mosse sono conservate e saranno salvate, in ordine, appena possibile.</translation>
    </message>
    <message numerus="yes">
        <source>Not saving: the disk refuses to write to {folder} (full or read-only). %n change(s) are kept and will be saved when it can.</source>
        <translation>
            <numerusform>Salvataggio sospeso: il disco rifiuta di scrivere in {folder} (pieno o di sola lettura). %n modifica è conservata e sarà salvata appena possibile.</numerusform>
            <numerusform>Salvataggio sospeso: il disco rifiuta di scrivere in {folder} (pieno o di sola lettura). %n modifiche sono conservate e saranno salvate appena possibile.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not saving: another copy of Gin Rummy is using {folder}.</source>
        <translation>Salvataggio sospeso: un&apos;altra copia di Gin Rummy sta usando {folder}.</translation>
    </message>
    <message>
        <source>Not saving: this session&apos;s moves are not saved (see the message above).</source>
        <translation>Salvataggio sospeso: le mosse di questa sessione non vengono salvate (vedi il messaggio sopra).</translation>
    </message>
    <message>
        <source>its saved records are damaged</source>
        <translation>i suoi dati salvati sono danneggiati</translation>
    </message>
    <message>
        <source>its saved moves no longer make a game the rules allow</source>
        <translation>le sue mosse salvate non formano più una partita ammessa dalle regole</translation>
    </message>
    <message>
        <source>The saved games cannot be read: the save file is damaged.</source>
        <translation>Le partite salvate non si possono leggere: il file di salvataggio è danneggiato.</translation>
    </message>
    <message>
        <source>The save file {file} failed its check ({reason}). Play goes on; at the next start it is checked again and, if it is damaged, set aside (nothing is deleted).</source>
        <translation>Il file di salvataggio {file} non ha superato il controllo ({reason}). Il gioco continua; al prossimo avvio verrà controllato di nuovo e, se è danneggiato, messo da parte (non viene cancellato nulla).</translation>
    </message>
    <message>
        <source>Your own arrangement of the cards in game {game} could not be read ({problem}); the cards are shown in the order they were dealt.</source>
        <translation>La tua disposizione delle carte nella partita {game} non è leggibile ({problem}); le carte sono mostrate nell&apos;ordine in cui sono state distribuite.</translation>
    </message>
    <message>
        <source>the key file {file} is missing or cannot be read</source>
        <translation>il file della chiave {file} manca o non è leggibile</translation>
    </message>
    <message>
        <source>the key it was sealed with is not the one in {file} (that file was deleted, replaced or damaged)</source>
        <translation>la chiave con cui è stata sigillata non è quella in {file} (quel file è stato eliminato, sostituito o danneggiato)</translation>
    </message>
    <message>
        <source>its sealed deck is damaged</source>
        <translation>il suo mazzo sigillato è danneggiato</translation>
    </message>
    <message>
        <source>Hand {hand} of game {game}, which was in progress, cannot be resumed: {reason}. The game and its finished hands are kept (nothing was deleted) and a new game starts.</source>
        <translation>La mano {hand} della partita {game}, che era in corso, non può essere ripresa: {reason}. La partita e le sue mani concluse sono conservate (non è stato eliminato nulla) e inizia una nuova partita.</translation>
    </message>
    <message>
        <source>Saved game {game} (started {started}) cannot be loaded: {reason}. It was set aside as damaged; nothing was deleted.</source>
        <translation>La partita salvata {game} (iniziata il {started}) non può essere caricata: {reason}. È stata messa da parte come danneggiata; non è stato cancellato nulla.</translation>
    </message>
    <message>
        <source>Saved game {game} cannot be loaded: {reason}. It was set aside as damaged; nothing was deleted.</source>
        <translation>La partita salvata {game} non può essere caricata: {reason}. È stata messa da parte come danneggiata; non è stato cancellato nulla.</translation>
    </message>
    <message>
        <source>Moves kept from an earlier session on a full disk could not be added to your saves ({why}). They were kept as {kept}; nothing was deleted.</source>
        <translation>Le mosse conservate in una sessione precedente su un disco pieno non hanno potuto essere aggiunte ai tuoi salvataggi ({why}). Sono state conservate come {kept}; non è stato cancellato nulla.</translation>
    </message>
    <message>
        <source>the saves changed since</source>
        <translation>i salvataggi sono cambiati da allora</translation>
    </message>
    <message>
        <source>Another copy of Gin Rummy saved games in {folder} while this one could not write there, so the moves of this session cannot be added to those saves. Play continues in this window without saving.</source>
        <translation>Un&apos;altra copia di Gin Rummy ha salvato partite in {folder} mentre questa non poteva scriverci, quindi le mosse di questa sessione non possono essere aggiunte a quei salvataggi. Il gioco continua in questa finestra senza salvare.</translation>
    </message>
    <message>
        <source>Your game cannot be saved right now ({problem}). Play continues: your moves are kept in memory and will be saved as soon as the disk accepts them again.</source>
        <translation>Al momento la tua partita non può essere salvata ({problem}). Il gioco continua: le tue mosse sono tenute in memoria e saranno salvate appena il disco le accetterà di nuovo.</translation>
    </message>
    <message numerus="yes">
        <source>Saving works again: %n waiting change(s) were saved.</source>
        <translation>
            <numerusform>Il salvataggio funziona di nuovo: %n modifica in attesa è stata salvata.</numerusform>
            <numerusform>Il salvataggio funziona di nuovo: %n modifiche in attesa sono state salvate.</numerusform>
        </translation>
    </message>
    <message>
        <source>The disk holding your saves ({folder}) is nearly full: a new hand may not fit. Your moves are kept and saved as soon as there is room; free some space on that disk.</source>
        <translation>Il disco dei tuoi salvataggi ({folder}) è quasi pieno: una nuova mano potrebbe non entrarci. Le tue mosse sono conservate e salvate appena c’è spazio; libera un po’ di spazio su quel disco.</translation>
    </message>
    <message>
        <source>could not be read</source>
        <translation>non è stato letto</translation>
    </message>
    <message>
        <source>did not match the game&apos;s saved moves</source>
        <translation>non corrispondeva alle mosse salvate della partita</translation>
    </message>
    <message>
        <source>The table saved with game {game} {reason}, so it was set up again from the game&apos;s moves. Every move is kept; nothing was deleted.</source>
        <translation>Il tavolo salvato con la partita {game} {reason}, quindi è stato ricostruito dalle mosse della partita. Ogni mossa è conservata; non è stato cancellato nulla.</translation>
    </message>
    <message>
        <source>The save folder {folder} cannot be made ({reason}).</source>
        <translation>Impossibile creare la cartella di salvataggio {folder} ({reason}).</translation>
    </message>
    <message>
        <source>The save folder {folder} cannot be written ({reason}).</source>
        <translation>Impossibile scrivere nella cartella di salvataggio {folder} ({reason}).</translation>
    </message>
    <message>
        <source>Another copy of Gin Rummy (process {pid}) is already using the saves in {folder}. This copy will not save anything; close the other copy to save again.</source>
        <translation>Un&apos;altra copia di Gin Rummy (processo {pid}) sta già usando i salvataggi in {folder}. Questa copia non salverà nulla; chiudi l&apos;altra copia per salvare di nuovo.</translation>
    </message>
    <message>
        <source>Another copy of Gin Rummy is already using the saves in {folder}. This copy will not save anything; close the other copy to save again.</source>
        <translation>Un&apos;altra copia di Gin Rummy sta già usando i salvataggi in {folder}. Questa copia non salverà nulla; chiudi l&apos;altra copia per salvare di nuovo.</translation>
    </message>
    <message>
        <source>A save file cannot be created in {folder} ({reason}).</source>
        <translation>Impossibile creare un file di salvataggio in {folder} ({reason}).</translation>
    </message>
    <message>
        <source>The save file {file} cannot be read ({reason}); it was left as it is.</source>
        <translation>Il file di salvataggio {file} non è leggibile ({reason}); è stato lasciato così com&apos;è.</translation>
    </message>
    <message>
        <source>The save file {file} is damaged ({reason}) and could not be set aside ({problem}); it was left as it is.</source>
        <translation>Il file di salvataggio {file} è danneggiato ({reason}) e non è stato possibile metterlo da parte ({problem}); è stato lasciato così com&apos;è.</translation>
    </message>
    <message>
        <source>The save file was damaged ({reason}) and could not be used. It was kept as {kept}; a new save file was started, so earlier games are not shown.</source>
        <translation>Il file di salvataggio era danneggiato ({reason}) e non è stato possibile usarlo. È stato conservato come {kept}; è stato avviato un nuovo file di salvataggio, quindi le partite precedenti non sono mostrate.</translation>
    </message>
    <message>
        <source>The save file {file} cannot be written ({reason}).</source>
        <translation>Impossibile scrivere nel file di salvataggio {file} ({reason}).</translation>
    </message>
    <message>
        <source>The format number of the save file {file} was damaged ({found}); its tables are exactly those of format {format}, so it was repaired and your games are kept.</source>
        <translation>Il numero di formato del file di salvataggio {file} era danneggiato ({found}); le sue tabelle sono esattamente quelle del formato {format}, quindi è stato riparato e le tue partite sono conservate.</translation>
    </message>
    <message>
        <source>The save file {file} could not be updated to this version&apos;s format ({reason}); it was left as it is. Your saved games can be viewed, but this session will not be saved.</source>
        <translation>Non è stato possibile aggiornare il file di salvataggio {file} al formato di questa versione ({reason}); è stato lasciato così com&apos;è. Puoi vedere le partite salvate, ma questa sessione non sarà salvata.</translation>
    </message>
    <message>
        <source>The save file {file} is damaged ({reason}); it was left as it is.</source>
        <translation>Il file di salvataggio {file} è danneggiato ({reason}); è stato lasciato così com&apos;è.</translation>
    </message>
    <message>
        <source>The save file {file} cannot be read ({reason}).</source>
        <translation>Il file di salvataggio {file} non è leggibile ({reason}).</translation>
    </message>
    <message>
        <source>{problem} Play continues: your moves are kept and will be saved, in order, as soon as it can be written.</source>
        <translation>{problem} Il gioco continua: le tue mosse sono conservate e saranno salvate, in ordine, appena sarà possibile scrivere.</translation>
    </message>
    <message>
        <source>The save file {file} was written by a newer version of Gin Rummy (format {found}; this version reads up to {current}). It was left untouched. You can play, but nothing will be saved; update Gin Rummy to continue your saved games.</source>
        <translation>Il file di salvataggio {file} è stato scritto da una versione più recente di Gin Rummy (formato {found}; questa versione legge fino al {current}). Non è stato toccato. Puoi giocare, ma non verrà salvato nulla; aggiorna Gin Rummy per continuare le partite salvate.</translation>
    </message>
    <message>
        <source>The save folder {folder} cannot be used ({reason}).</source>
        <translation>La cartella dei salvataggi {folder} non può essere usata ({reason}).</translation>
    </message>
    <message>
        <source>{problem} You can play, but nothing will be saved in this session.</source>
        <translation>{problem} Puoi giocare, ma in questa sessione non verrà salvato nulla.</translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation>Distribuzione…</translation>
    </message>
    <message>
        <source>{reason}. Press Next hand (N) to continue.</source>
        <translation>{reason}. Premi Mano successiva (N) per continuare.</translation>
    </message>
    <message>
        <source>The computer lays out its melds and lays off on yours…</source>
        <translation>Il computer cala le sue combinazioni e attacca alle tue…</translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <translation>Il computer sta pensando…</translation>
    </message>
    <message>
        <source>The computer is playing…</source>
        <translation>Il computer sta giocando…</translation>
    </message>
    <message>
        <source>{opponent_turn} {what_now}</source>
        <translation>{opponent_turn} {what_now}</translation>
    </message>
    <message>
        <source>Lay out your melds: your lay-offs are found for you.</source>
        <translation>Cala le tue combinazioni: le carte da attaccare vengono trovate per te.</translation>
    </message>
    <message>
        <source>Take the upcard {card} (drag it to your hand, or D) or pass (P).</source>
        <translation>Prendi la carta scoperta {card} (trascinala nella tua mano, o D) o passa (P).</translation>
    </message>
    <message>
        <source>Both passed the upcard: draw from the stock (click it, or S).</source>
        <translation>Entrambi avete passato la carta scoperta: pesca dal mazzo (fai clic, o S).</translation>
    </message>
    <message>
        <source>Draw: the stock (S) or the discard from the discard pile (D).</source>
        <translation>Pesca: dal mazzo (S) o lo scarto dalla pila degli scarti (D).</translation>
    </message>
    <message>
        <source>Draw: the stock (S) or {card} from the discard pile (D).</source>
        <translation>Pesca: dal mazzo (S) o {card} dalla pila degli scarti (D).</translation>
    </message>
    <message>
        <source>The stock is at the wall: take the discard only to go out (D), or pass (P).</source>
        <translation>Il mazzo è al muro: prendi lo scarto solo per chiudere (D), o passa (P).</translation>
    </message>
    <message>
        <source>The stock is at the wall: take {card} only to go out (D), or pass (P).</source>
        <translation>Il mazzo è al muro: prendi {card} solo per chiudere (D), o passa (P).</translation>
    </message>
    <message>
        <source>The computer took {taken} and discarded {card}.</source>
        <translation>Il computer ha preso {taken} e scartato {card}.</translation>
    </message>
    <message>
        <source>The computer drew from the stock and discarded {card}.</source>
        <translation>Il computer ha pescato dal mazzo e scartato {card}.</translation>
    </message>
    <message>
        <source>The computer discarded {card}.</source>
        <translation>Il computer ha scartato {card}.</translation>
    </message>
    <message>
        <source>The computer passed on {card}.</source>
        <translation>Il computer ha passato {card}.</translation>
    </message>
    <message>
        <source>All 11 cards are melded: go Big Gin (G), or discard.</source>
        <translation>Tutte le 11 carte sono in combinazione: fai Big Gin (G), o scarta.</translation>
    </message>
    <message>
        <source>You took the last discard: knock or go gin now (drag a card to Knock).</source>
        <translation>Hai preso l&apos;ultimo scarto: bussa o fai Gin adesso (trascina una carta su Bussa).</translation>
    </message>
    <message>
        <source>You can go Gin: drag the card to Knock (or K).</source>
        <translation>Puoi fare Gin: trascina la carta su Bussa (o K).</translation>
    </message>
    <message>
        <source>Discard (double-click, or drag to the pile), or knock: drag a card to Knock (K).</source>
        <translation>Scarta (doppio clic, o trascina sulla pila), o bussa: trascina una carta su Bussa (K).</translation>
    </message>
    <message>
        <source>Discard a card: double-click it or drag it to the pile. Deadwood {points} with 11 cards.</source>
        <translation>Scarta una carta: doppio clic o trascinala sulla pila. Punti morti con 11 carte: {points}.</translation>
    </message>
    <message>
        <source>The hand is over: press Next hand.</source>
        <translation>La mano è finita: premi Mano successiva.</translation>
    </message>
    <message>
        <source>Wait for the computer to play.</source>
        <translation>Aspetta che giochi il computer.</translation>
    </message>
    <message>
        <source>{card} is not in your hand.</source>
        <translation>{card} non è nella tua mano.</translation>
    </message>
    <message>
        <source>Take the upcard or pass first.</source>
        <translation>Prima prendi la carta scoperta o passa.</translation>
    </message>
    <message>
        <source>First take the upcard or pass.</source>
        <translation>Prima prendere la carta scoperta o passare.</translation>
    </message>
    <message>
        <source>Draw a card first: from the stock or the pile.</source>
        <translation>Prima pesca una carta: dal mazzo o dalla pila.</translation>
    </message>
    <message>
        <source>You just took {card} from the pile: discard a different card.</source>
        <translation>Hai appena preso {card} dalla pila: scarta un&apos;altra carta.</translation>
    </message>
    <message>
        <source>You took the last discard at the wall, so you must knock or go gin now.</source>
        <translation>Hai preso l&apos;ultimo scarto al muro, quindi adesso devi bussare o fare Gin.</translation>
    </message>
    <message>
        <source>Only gin ends this hand, and discarding {card} leaves {left} deadwood.</source>
        <translation>Solo il Gin chiude questa mano, e scartando {card} restano {left} punti morti.</translation>
    </message>
    <message>
        <source>Knocking needs {limit} or less deadwood; discarding {card} leaves {left}.</source>
        <translation>Per bussare servono al massimo {limit} punti morti; scartando {card} ne restano {left}.</translation>
    </message>
    <message>
        <source>You have drawn already: now discard a card (or knock).</source>
        <translation>Hai già pescato: ora scarta una carta (o bussa).</translation>
    </message>
    <message>
        <source>Both players passed the upcard: draw from the stock.</source>
        <translation>Entrambi i giocatori hanno passato la carta scoperta: pesca dal mazzo.</translation>
    </message>
    <message>
        <source>The last discard may be taken only to go out at once, and it would not let you.</source>
        <translation>L&apos;ultimo scarto si può prendere solo per chiudere subito, e con questo non potresti.</translation>
    </message>
    <message>
        <source>You can pass only on the upcard (or on the last discard at the wall).</source>
        <translation>Puoi passare solo sulla carta scoperta (o sull&apos;ultimo scarto al muro).</translation>
    </message>
    <message>
        <source>Big gin needs all 11 cards in melds.</source>
        <translation>Il Big Gin richiede tutte le 11 carte in combinazione.</translation>
    </message>
    <message>
        <source>These rules have no big gin.</source>
        <translation>Queste regole non hanno il Big Gin.</translation>
    </message>
    <message>
        <source>Those melds cannot be shown: {detail}.</source>
        <translation>Queste combinazioni non si possono mostrare: {detail}.</translation>
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
        <translation>Peschi dal mazzo ({card})</translation>
    </message>
    <message>
        <source>Computer draws from the stock ({card})</source>
        <translation>Il computer pesca dal mazzo ({card})</translation>
    </message>
    <message>
        <source>You take the upcard {card}</source>
        <translation>Prendi la carta scoperta {card}</translation>
    </message>
    <message>
        <source>Computer takes the upcard {card}</source>
        <translation>Il computer prende la carta scoperta {card}</translation>
    </message>
    <message>
        <source>You take the last discard {card} at the wall</source>
        <translation>Prendi l&apos;ultimo scarto {card} al muro</translation>
    </message>
    <message>
        <source>Computer takes the last discard {card} at the wall</source>
        <translation>Il computer prende l&apos;ultimo scarto {card} al muro</translation>
    </message>
    <message>
        <source>You take {card} from the discard pile</source>
        <translation>Prendi {card} dalla pila degli scarti</translation>
    </message>
    <message>
        <source>Computer takes {card} from the discard pile</source>
        <translation>Il computer prende {card} dalla pila degli scarti</translation>
    </message>
    <message>
        <source>You go gin, discarding {card}</source>
        <translation>Fai Gin scartando {card}</translation>
    </message>
    <message>
        <source>Computer goes gin, discarding {card}</source>
        <translation>Il computer fa Gin scartando {card}</translation>
    </message>
    <message>
        <source>You knock with {deadwood} deadwood, discarding {card}</source>
        <translation>Bussi con {deadwood} punti morti scartando {card}</translation>
    </message>
    <message>
        <source>Computer knocks with {deadwood} deadwood, discarding {card}</source>
        <translation>Il computer bussa con {deadwood} punti morti scartando {card}</translation>
    </message>
    <message>
        <source>You go big gin</source>
        <translation>Fai Big Gin</translation>
    </message>
    <message>
        <source>Computer goes big gin</source>
        <translation>Il computer fa Big Gin</translation>
    </message>
    <message>
        <source>You lay out</source>
        <translation>Cali le carte</translation>
    </message>
    <message>
        <source>Computer lays out</source>
        <translation>Il computer cala le carte</translation>
    </message>
    <message>
        <source>You lay out, laying off {cards}, with {deadwood} deadwood</source>
        <translation>Cali le carte, attacchi {cards}, con {deadwood} punti morti</translation>
    </message>
    <message>
        <source>Computer lays out, laying off {cards}, with {deadwood} deadwood</source>
        <translation>Il computer cala le carte, attacca {cards}, con {deadwood} punti morti</translation>
    </message>
    <message>
        <source>You lay out with {deadwood} deadwood</source>
        <translation>Cali le carte con {deadwood} punti morti</translation>
    </message>
    <message>
        <source>Computer lays out with {deadwood} deadwood</source>
        <translation>Il computer cala le carte con {deadwood} punti morti</translation>
    </message>
    <message>
        <source>You pass the last discard ({card})</source>
        <translation>Passi l&apos;ultimo scarto ({card})</translation>
    </message>
    <message>
        <source>Computer passes the last discard ({card})</source>
        <translation>Il computer passa l&apos;ultimo scarto ({card})</translation>
    </message>
    <message>
        <source>You pass the upcard ({card})</source>
        <translation>Passi la carta scoperta ({card})</translation>
    </message>
    <message>
        <source>Computer passes the upcard ({card})</source>
        <translation>Il computer passa la carta scoperta ({card})</translation>
    </message>
    <message>
        <source>You discard {card}</source>
        <translation>Scarti {card}</translation>
    </message>
    <message>
        <source>Computer discards {card}</source>
        <translation>Il computer scarta {card}</translation>
    </message>
    <message>
        <source>{action} — the stock reached the wall: dead hand</source>
        <translation>{action} — il mazzo ha raggiunto il muro: mano nulla</translation>
    </message>
    <message>
        <source>{action} — the stock reached the wall</source>
        <translation>{action} — il mazzo ha raggiunto il muro</translation>
    </message>
    <message>
        <source>the upcard is {card}</source>
        <translation>la carta scoperta è {card}</translation>
    </message>
    <message>
        <source>You have 11 cards</source>
        <translation>Hai 11 carte</translation>
    </message>
    <message>
        <source>Computer has 11 cards</source>
        <translation>Il computer ha 11 carte</translation>
    </message>
    <message>
        <source>You deal; {opening}</source>
        <translation>Sei tu il mazziere; {opening}</translation>
    </message>
    <message>
        <source>Computer deals; {opening}</source>
        <translation>Il mazziere è il computer; {opening}</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Mano successiva</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tu</translation>
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
        <translation>Punteggio finale {mine} a {theirs}, bonus compresi: cappotto</translation>
    </message>
    <message>
        <source>Final score {mine} to {theirs}, bonuses included</source>
        <translation>Punteggio finale {mine} a {theirs}, bonus compresi</translation>
    </message>
    <message>
        <source>Score: you {mine}, the computer {theirs}</source>
        <translation>Punteggio: tu {mine}, il computer {theirs}</translation>
    </message>
    <message>
        <source>Dead hand</source>
        <translation>Mano nulla</translation>
    </message>
    <message>
        <source>The stock ran out: nobody scores.</source>
        <translation>Il mazzo è finito: nessuno segna punti.</translation>
    </message>
    <message>
        <source>You win the knock</source>
        <translation>Vinci bussando</translation>
    </message>
    <message>
        <source>You undercut the computer</source>
        <translation>Fai undercut al computer</translation>
    </message>
    <message>
        <source>Gin! You go out</source>
        <translation>Gin! Chiudi</translation>
    </message>
    <message>
        <source>Big gin! All eleven cards</source>
        <translation>Big Gin! Tutte e undici le carte</translation>
    </message>
    <message>
        <source>The computer wins the knock</source>
        <translation>Il computer vince bussando</translation>
    </message>
    <message>
        <source>The computer undercuts you</source>
        <translation>Il computer ti fa undercut</translation>
    </message>
    <message>
        <source>The computer goes gin</source>
        <translation>Il computer fa Gin</translation>
    </message>
    <message>
        <source>The computer goes big gin</source>
        <translation>Il computer fa Big Gin</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>Hai vinto la partita!</translation>
    </message>
    <message>
        <source>The computer wins the game</source>
        <translation>Il computer vince la partita</translation>
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
        <translation>bonus undercut {bonus} + ({knocker} − {defender})</translation>
    </message>
    <message>
        <source>gin bonus {bonus} + {defender}</source>
        <translation>bonus Gin {bonus} + {defender}</translation>
    </message>
    <message>
        <source>gin bonus {bonus} + big gin bonus {extra} + {defender}</source>
        <translation>bonus Gin {bonus} + bonus Big Gin {extra} + {defender}</translation>
    </message>
    <message>
        <source>({sum}) × {times} for the spade upcard</source>
        <translation>({sum}) × {times} per la carta scoperta di picche</translation>
    </message>
    <message>
        <source>Result: {reason}.</source>
        <translation>Risultato: {reason}.</translation>
    </message>
    <message>
        <source>Result: {kind} — You score {points}. {reason}.</source>
        <translation>Risultato: {kind} — segni {points}. {reason}.</translation>
    </message>
    <message>
        <source>Result: {kind} — Computer scores {points}. {reason}.</source>
        <translation>Risultato: {kind} — il computer segna {points}. {reason}.</translation>
    </message>
    <message>
        <source>You won by {difference} (shutout)</source>
        <translation>Hai vinto di {difference} (cappotto)</translation>
    </message>
    <message>
        <source>You won by {difference}</source>
        <translation>Hai vinto di {difference}</translation>
    </message>
    <message>
        <source>Computer won by {difference} (shutout)</source>
        <translation>Il computer ha vinto di {difference} (cappotto)</translation>
    </message>
    <message>
        <source>Computer won by {difference}</source>
        <translation>Il computer ha vinto di {difference}</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Finale</translation>
    </message>
    <message>
        <source>{card}, in your hand, part of a run</source>
        <translation>{card}, nella tua mano, parte di una scala</translation>
    </message>
    <message>
        <source>{card}, in your hand, part of a set</source>
        <translation>{card}, nella tua mano, parte di un tris</translation>
    </message>
    <message>
        <source>{card}, in your hand, deadwood</source>
        <translation>{card}, nella tua mano, carta morta</translation>
    </message>
    <message>
        <source>{card}, in your hand, {role}</source>
        <translation>{card}, nella tua mano, {role}</translation>
    </message>
    <message>
        <source>{card}, on top of the discard pile</source>
        <translation>{card}, in cima alla pila degli scarti</translation>
    </message>
    <message>
        <source>{card}, in the discard pile</source>
        <translation>{card}, nella pila degli scarti</translation>
    </message>
    <message>
        <source>{card}, laid out on the table</source>
        <translation>{card}, calata sul tavolo</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuna</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vuota</translation>
    </message>
    <message>
        <source>Your hand: {count} cards. In melds: {melded}. Deadwood: {deadwood}, {points}. Discard pile top: {top}. Stock: {stock} cards. The computer holds {computer_count} cards. Score: you {mine}, computer {theirs}.</source>
        <translation>La tua mano: {count} carte. In combinazione: {melded}. Carte morte: {deadwood}, {points}. In cima agli scarti: {top}. Mazzo: {stock} carte. Il computer ha {computer_count} carte. Punteggio: tu {mine}, computer {theirs}.</translation>
    </message>
    <message>
        <source>in meld {number}, a run</source>
        <translation>nella combinazione {number}, una scala</translation>
    </message>
    <message>
        <source>in meld {number}, a set</source>
        <translation>nella combinazione {number}, un tris</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>selezionata</translation>
    </message>
    <message>
        <source>laid off on meld {number}</source>
        <translation>attaccata alla combinazione {number}</translation>
    </message>
    <message>
        <source>deadwood</source>
        <translation>carta morta</translation>
    </message>
    <message>
        <source>just drawn</source>
        <translation>appena pescata</translation>
    </message>
    <message>
        <source>{card}, the computer&apos;s, {place}</source>
        <translation>{card}, del computer, {place}</translation>
    </message>
    <message>
        <source>Stock: empty</source>
        <translation>Mazzo: vuoto</translation>
    </message>
    <message>
        <source>Stock: 1 card</source>
        <translation>Mazzo: 1 carta</translation>
    </message>
    <message>
        <source>Stock: {count} cards</source>
        <translation>Mazzo: {count} carte</translation>
    </message>
    <message>
        <source>Discard pile: empty</source>
        <translation>Pila degli scarti: vuota</translation>
    </message>
    <message>
        <source>Discard pile: {card} on top, no card under it</source>
        <translation>Pila degli scarti: {card} in cima, nessuna carta sotto</translation>
    </message>
    <message>
        <source>Discard pile: {card} on top, 1 card under it</source>
        <translation>Pila degli scarti: {card} in cima, 1 carta sotto</translation>
    </message>
    <message>
        <source>Discard pile: {card} on top, {count} cards under it</source>
        <translation>Pila degli scarti: {card} in cima, {count} carte sotto</translation>
    </message>
    <message>
        <source>Knock area: you can go gin with the selected card</source>
        <translation>Area Bussa: puoi fare Gin con la carta selezionata</translation>
    </message>
    <message>
        <source>Knock area: you can knock now</source>
        <translation>Area Bussa: ora puoi bussare</translation>
    </message>
    <message>
        <source>Knock area</source>
        <translation>Area Bussa</translation>
    </message>
    <message>
        <source>The computer&apos;s hand, laid out: {count} cards</source>
        <translation>La mano del computer, calata: {count} carte</translation>
    </message>
    <message>
        <source>The computer&apos;s hand: 1 card</source>
        <translation>La mano del computer: 1 carta</translation>
    </message>
    <message>
        <source>The computer&apos;s hand: {count} cards</source>
        <translation>La mano del computer: {count} carte</translation>
    </message>
    <message>
        <source>You drew {card} from the stock.</source>
        <translation>Hai pescato {card} dal mazzo.</translation>
    </message>
    <message>
        <source>You took {card}.</source>
        <translation>Hai preso {card}.</translation>
    </message>
    <message>
        <source>You discarded {card}.</source>
        <translation>Hai scartato {card}.</translation>
    </message>
    <message>
        <source>You knocked, discarding {card}.</source>
        <translation>Hai bussato scartando {card}.</translation>
    </message>
    <message>
        <source>You passed.</source>
        <translation>Hai passato.</translation>
    </message>
    <message>
        <source>The computer drew from the stock.</source>
        <translation>Il computer ha pescato dal mazzo.</translation>
    </message>
    <message>
        <source>The computer took {card}.</source>
        <translation>Il computer ha preso {card}.</translation>
    </message>
    <message>
        <source>The computer took the discard.</source>
        <translation>Il computer ha preso lo scarto.</translation>
    </message>
    <message>
        <source>The computer goes gin, discarding {card}.</source>
        <translation>Il computer fa Gin scartando {card}.</translation>
    </message>
    <message>
        <source>The computer knocked, discarding {card}.</source>
        <translation>Il computer ha bussato scartando {card}.</translation>
    </message>
    <message>
        <source>The computer passed.</source>
        <translation>Il computer ha passato.</translation>
    </message>
    <message>
        <source>The computer goes big gin.</source>
        <translation>Il computer fa Big Gin.</translation>
    </message>
    <message>
        <source>The computer laid out its melds.</source>
        <translation>Il computer ha calato le sue combinazioni.</translation>
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
        <translation>Punti morti: tu {mine}, il computer {theirs}.</translation>
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
        <translation>Avanti: {action} (N).</translation>
    </message>
    <message numerus="yes">
        <source>Discard pile: %n card(s)</source>
        <translation>
            <numerusform>Pila degli scarti: %n carta</numerusform>
            <numerusform>Pila degli scarti: %n carte</numerusform>
        </translation>
    </message>
    <message>
        <source>First game walkthrough</source>
        <translation>Guida alla prima partita</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Salta</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Indietro</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Avanti</translation>
    </message>
    <message>
        <source>{step} of {count}</source>
        <translation>{step} di {count}</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Gioca</translation>
    </message>
    <message>
        <source>Welcome to Gin Rummy</source>
        <translation>Benvenuto in Gin Rummy</translation>
    </message>
    <message>
        <source>You play the computer: make melds (three or four of a kind, or runs of three or more in a suit) and get your deadwood — the cards in no meld — low enough to knock. This tour shows where everything is; it takes half a minute.</source>
        <translation>Giochi contro il computer: forma combinazioni (tris o poker dello stesso valore, o scale di tre o più carte dello stesso seme) e porta i tuoi punti morti — le carte fuori da ogni combinazione — abbastanza in basso da bussare. Questa guida mostra dove si trova tutto; dura mezzo minuto.</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>La tua mano</translation>
    </message>
    <message>
        <source>Cards in your best melds are outlined in colour. Drag a card along the hand to move it, or choose an order under &lt;b&gt;Sort hand&lt;/b&gt;.</source>
        <translation>Le carte delle tue combinazioni migliori hanno un contorno colorato. Trascina una carta lungo la mano per spostarla, o scegli un ordine in &lt;b&gt;Ordina mano&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Pesca</translation>
    </message>
    <message>
        <source>Drag the stock or the top card of the discard pile into your hand, or click it. At the start of a hand you may take the upcard or press &lt;b&gt;Pass&lt;/b&gt;.</source>
        <translation>Trascina il mazzo o la carta in cima alla pila degli scarti nella tua mano, o fai clic su di essa. All&apos;inizio di una mano puoi prendere la carta scoperta o premere &lt;b&gt;Passa&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Scarta</translation>
    </message>
    <message>
        <source>Drag a card onto the discard pile, or double-click it. While you drag, the place the card would go is outlined: green when the move is allowed, red when it is not.</source>
        <translation>Trascina una carta sulla pila degli scarti, o fai doppio clic su di essa. Mentre trascini, il punto dove andrebbe la carta ha un contorno: verde se la mossa è permessa, rosso se non lo è.</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Bussa</translation>
    </message>
    <message>
        <source>When your deadwood is at or below the knock limit, drag the card to discard onto the Knock area. With no deadwood left that is gin.</source>
        <translation>Quando i tuoi punti morti sono al limite per bussare o sotto, trascina la carta da scartare sull&apos;area Bussa. Senza punti morti è Gin.</translation>
    </message>
    <message>
        <source>Your count and the score</source>
        <translation>Il tuo conto e il punteggio</translation>
    </message>
    <message>
        <source>The panel shows the score, your deadwood as you play and the buttons for each move. &lt;b&gt;Hint&lt;/b&gt; (H) suggests one; the status line at the bottom always says what you can do.</source>
        <translation>Il pannello mostra il punteggio, i tuoi punti morti mentre giochi e i pulsanti per ogni mossa. &lt;b&gt;Suggerimento&lt;/b&gt; (H) te ne propone una; la riga di stato in basso dice sempre cosa puoi fare.</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>Il computer</translation>
    </message>
    <message>
        <source>It plays at the top and sees only what its seat may see. After each hand both hands are laid out, lay-offs fly onto the knocker&apos;s melds and the result shows beside the piles.</source>
        <translation>Gioca in alto e vede solo ciò che il suo posto può vedere. Dopo ogni mano entrambe le mani vengono calate, le carte attaccate volano sulle combinazioni di chi ha bussato e il risultato appare accanto alle pile.</translation>
    </message>
    <message>
        <source>That is all</source>
        <translation>È tutto</translation>
    </message>
    <message>
        <source>The game saves after every move: close it at any time and go on later. &lt;b&gt;Help › Rules&lt;/b&gt; has the full rules and every key.</source>
        <translation>Il gioco salva dopo ogni mossa: chiudilo quando vuoi e continua più tardi. &lt;b&gt;Aiuto › Regole&lt;/b&gt; ha tutte le regole e ogni tasto.</translation>
    </message>
    <message numerus="yes">
        <source>After %n hand(s): you {you}, the computer {computer}</source>
        <translation>
            <numerusform>Dopo %n mano: tu {you}, il computer {computer}</numerusform>
            <numerusform>Dopo %n mani: tu {you}, il computer {computer}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s), latest {value}</source>
        <translation>
            <numerusform>%n partita, l&apos;ultima {value}</numerusform>
            <numerusform>%n partite, l&apos;ultima {value}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %n hand(s) to {path}</source>
        <translation>
            <numerusform>%n mano esportata in {path}</numerusform>
            <numerusform>%n mani esportate in {path}</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} must be a whole number, got {value}</source>
        <translation>{name} deve essere un numero intero, non {value}</translation>
    </message>
    <message>
        <source>{name} must be between {low} and {high}, got {value}</source>
        <translation>{name} deve essere tra {low} e {high}, non {value}</translation>
    </message>
    <message>
        <source>{name} must be true or false, got {value}</source>
        <translation>{name} deve essere attivo o disattivo, non {value}</translation>
    </message>
    <message>
        <source>{name} must be one of {choices}; got {value}</source>
        <translation>{name} deve essere uno tra {choices}; non {value}</translation>
    </message>
    <message>
        <source>Oklahoma sets the knock limit from the first upcard, so it needs the upcard opening</source>
        <translation>In Oklahoma la prima carta scoperta fissa il limite per bussare, quindi serve l&apos;apertura con carta scoperta</translation>
    </message>
    <message>
        <source>discard {card}</source>
        <translation>scartare {card}</translation>
    </message>
    <message>
        <source>show {melds}</source>
        <translation>mostrare {melds}</translation>
    </message>
    <message>
        <source>knock with {card}</source>
        <translation>bussare con {card}</translation>
    </message>
    <message>
        <source>go big gin</source>
        <translation>fare Big Gin</translation>
    </message>
    <message>
        <source>take {card}</source>
        <translation>prendere {card}</translation>
    </message>
    <message>
        <source>take the top discard</source>
        <translation>prendere lo scarto in cima</translation>
    </message>
    <message>
        <source>pass {card}</source>
        <translation>passare {card}</translation>
    </message>
    <message>
        <source>discard {card} without knocking</source>
        <translation>scartare {card} senza bussare</translation>
    </message>
    <message>
        <source>The melds you showed</source>
        <translation>Le combinazioni che hai mostrato</translation>
    </message>
    <message>
        <source>You discarded {card}</source>
        <translation>Hai scartato {card}</translation>
    </message>
    <message>
        <source>You knocked with {card}</source>
        <translation>Hai bussato con {card}</translation>
    </message>
    <message>
        <source>You went big gin</source>
        <translation>Hai fatto Big Gin</translation>
    </message>
    <message>
        <source>You drew from the stock</source>
        <translation>Hai pescato dal mazzo</translation>
    </message>
    <message>
        <source>You took {card}</source>
        <translation>Hai preso {card}</translation>
    </message>
    <message>
        <source>You took the top discard</source>
        <translation>Hai preso lo scarto in cima</translation>
    </message>
    <message>
        <source>You passed {card}</source>
        <translation>Hai passato {card}</translation>
    </message>
    <message>
        <source>You passed</source>
        <translation>Hai passato</translation>
    </message>
    <message>
        <source>knocked on its next turn</source>
        <translation>ha bussato al turno successivo</translation>
    </message>
    <message>
        <source>knocked {turns} turns later</source>
        <translation>ha bussato {turns} turni dopo</translation>
    </message>
    <message>
        <source>went gin on its next turn</source>
        <translation>ha fatto Gin al turno successivo</translation>
    </message>
    <message>
        <source>went gin {turns} turns later</source>
        <translation>ha fatto Gin {turns} turni dopo</translation>
    </message>
    <message>
        <source>Those melds gave the computer more cards to lay off; {better} was better (about {loss} points more on average).</source>
        <translation>Quelle combinazioni davano al computer più carte da attaccare; {better} era meglio (circa {loss} punti in più in media).</translation>
    </message>
    <message>
        <source>Discarding {card} fed the computer: it took it and {later}</source>
        <translation>Scartare {card} ha aiutato il computer: l&apos;ha presa e {later}</translation>
    </message>
    <message>
        <source>Discarding {card} fed the computer: it took it</source>
        <translation>Scartare {card} ha aiutato il computer: l&apos;ha presa</translation>
    </message>
    <message>
        <source>Discarding {card} broke a meld ({left} deadwood where the best discard leaves {low})</source>
        <translation>Scartare {card} ha rotto una combinazione ({left} punti morti dove lo scarto migliore ne lascia {low})</translation>
    </message>
    <message>
        <source>Discarding {card} was likely to help the computer (about {chance}% that it fits its melds)</source>
        <translation>Scartare {card} rischiava di aiutare il computer (circa {chance} % che entri nelle sue combinazioni)</translation>
    </message>
    <message>
        <source>; it {later}</source>
        <translation>; {later}</translation>
    </message>
    <message>
        <source>Discarding {card} left {left} deadwood where {other} leaves {low}</source>
        <translation>Scartare {card} ha lasciato {left} punti morti dove {other} ne lascia {low}</translation>
    </message>
    <message>
        <source>Playing on with {card} passed up a knock with {deadwood} deadwood</source>
        <translation>Continuare con {card} ha rinunciato a bussare con {deadwood} punti morti</translation>
    </message>
    <message>
        <source>: the computer {later}</source>
        <translation>: il computer {later}</translation>
    </message>
    <message>
        <source>After discarding {card} your next draw was less likely to help (about {mine} deadwood expected after it, against {other} keeping {card})</source>
        <translation>Dopo lo scarto di {card} la tua pescata successiva aveva meno probabilità di aiutare (circa {mine} punti morti attesi dopo, contro {other} tenendo {card})</translation>
    </message>
    <message>
        <source>Discarding {card} gave up its chance of a meld with {partner}</source>
        <translation>Scartare {card} ha rinunciato alla sua possibilità di combinazione con {partner}</translation>
    </message>
    <message>
        <source>Discarding {card} kept the weaker hand for the draws to come</source>
        <translation>Scartare {card} ha tenuto la mano più debole per le prossime pescate</translation>
    </message>
    <message>
        <source>{better} was safer</source>
        <translation>{better} era più sicuro</translation>
    </message>
    <message>
        <source>{better} was better</source>
        <translation>{better} era meglio</translation>
    </message>
    <message>
        <source>{card} was safer</source>
        <translation>{card} era più sicura</translation>
    </message>
    <message>
        <source>{card} was better</source>
        <translation>{card} era meglio</translation>
    </message>
    <message>
        <source>{why}; {better} (about {loss} points more on average).</source>
        <translation>{why}; {better} (circa {loss} punti in più in media).</translation>
    </message>
    <message>
        <source>Knocking with {deadwood} deadwood was undercut</source>
        <translation>Bussare con {deadwood} punti morti ha subito un undercut</translation>
    </message>
    <message>
        <source>Knocking with {deadwood} deadwood risked an undercut (about {chance}% of the computer&apos;s likely hands)</source>
        <translation>Bussare con {deadwood} punti morti rischiava un undercut (circa {chance} % delle mani probabili del computer)</translation>
    </message>
    <message>
        <source>Knocking with {deadwood} deadwood won less than playing on</source>
        <translation>Bussare con {deadwood} punti morti ha reso meno che continuare</translation>
    </message>
    <message>
        <source>{why}; {better} was better (about {loss} points more on average).</source>
        <translation>{why}; {better} era meglio (circa {loss} punti in più in media).</translation>
    </message>
    <message>
        <source>Drawing from the stock passed up {card}, which made the meld {meld}; {better} was better (about {loss} points more on average).</source>
        <translation>Pescare dal mazzo ha lasciato {card}, che formava la combinazione {meld}; {better} era meglio (circa {loss} punti in più in media).</translation>
    </message>
    <message>
        <source>Drawing from the stock left {card} on the pile; {better} was better (about {loss} points more on average).</source>
        <translation>Pescare dal mazzo ha lasciato {card} sulla pila; {better} era meglio (circa {loss} punti in più in media).</translation>
    </message>
    <message>
        <source>Taking {card} showed the computer what you collect and helped your hand less than a stock card would; {better} was better (about {loss} points more on average).</source>
        <translation>Prendere {card} ha mostrato al computer cosa raccogli e ha aiutato la tua mano meno di una carta del mazzo; {better} era meglio (circa {loss} punti in più in media).</translation>
    </message>
    <message>
        <source>Passing {card} gave up the meld {meld}; {better} was better (about {loss} points more on average).</source>
        <translation>Passare {card} ha rinunciato alla combinazione {meld}; {better} era meglio (circa {loss} punti in più in media).</translation>
    </message>
    <message>
        <source>Passing {card} gave up a card that helped; {better} was better (about {loss} points more on average).</source>
        <translation>Passare {card} ha rinunciato a una carta utile; {better} era meglio (circa {loss} punti in più in media).</translation>
    </message>
    <message>
        <source>{better} was better (about {loss} points more on average).</source>
        <translation>{better} era meglio (circa {loss} punti in più in media).</translation>
    </message>
    <message>
        <source>A close call: {better} may have been better by {low} to {high} points; {worlds} sampled deals could not tell them apart more closely.</source>
        <translation>Una scelta di misura: {better} forse era meglio di {low}–{high} punti; {worlds} smazzate simulate non hanno potuto distinguerle meglio.</translation>
    </message>
    <message>
        <source>You had no real choice to make in this hand.</source>
        <translation>In questa mano non avevi una vera scelta da fare.</translation>
    </message>
    <message>
        <source>Accuracy {accuracy}% over {decisions} decisions · points lost to decisions {lost} · luck {luck}</source>
        <translation>Precisione {accuracy} % su {decisions} decisioni · punti persi per decisioni {lost} · fortuna {luck}</translation>
    </message>
    <message>
        <source>knew you held {cards} (taken from the pile)</source>
        <translation>sapeva che avevi {cards} (prese dalla pila)</translation>
    </message>
    <message>
        <source>thought you likely held {cards}</source>
        <translation>pensava che probabilmente avessi {cards}</translation>
    </message>
    <message>
        <source>thought you unlikely to hold {cards}</source>
        <translation>pensava che difficilmente avessi {cards}</translation>
    </message>
    <message>
        <source>The computer knew nothing yet about your hand.</source>
        <translation>Il computer non sapeva ancora nulla della tua mano.</translation>
    </message>
    <message>
        <source>The computer {what}.</source>
        <translation>Il computer {what}.</translation>
    </message>
    <message>
        <source>discarding {card}</source>
        <translation>scartare {card}</translation>
    </message>
    <message>
        <source>knocking with {card}</source>
        <translation>bussare con {card}</translation>
    </message>
    <message>
        <source>going big gin</source>
        <translation>fare big gin</translation>
    </message>
    <message>
        <source>drawing from the stock</source>
        <translation>pescare dal mazzo</translation>
    </message>
    <message>
        <source>taking {card}</source>
        <translation>prendere {card}</translation>
    </message>
    <message>
        <source>taking the top discard</source>
        <translation>prendere la carta dello scarto</translation>
    </message>
    <message>
        <source>passing {card}</source>
        <translation>rifiutare {card}</translation>
    </message>
    <message>
        <source>passing</source>
        <translation>passare</translation>
    </message>
    <message>
        <source>Key moment: the melds you showed on turn {turn} cost about {points} points.</source>
        <translation>Momento chiave: le combinazioni mostrate al turno {turn} sono costate circa {points} punti.</translation>
    </message>
    <message>
        <source>Key moment: {choice} on turn {turn} cost about {points} points.</source>
        <translation>Momento chiave: {choice} al turno {turn} è costato circa {points} punti.</translation>
    </message>
    <message>
        <source>Luckiest moment: the showdown, about {points} points your way.</source>
        <translation>Momento più fortunato: il conteggio, circa {points} punti a tuo favore.</translation>
    </message>
    <message>
        <source>Unluckiest moment: the showdown, about {points} points against you.</source>
        <translation>Momento più sfortunato: il conteggio, circa {points} punti contro di te.</translation>
    </message>
    <message>
        <source>Luckiest moment: the cards before your turn {turn}, about {points} points your way.</source>
        <translation>Momento più fortunato: le carte prima del tuo turno {turn}, circa {points} punti a tuo favore.</translation>
    </message>
    <message>
        <source>Unluckiest moment: the cards before your turn {turn}, about {points} points against you.</source>
        <translation>Momento più sfortunato: le carte prima del tuo turno {turn}, circa {points} punti contro di te.</translation>
    </message>
    <message>
        <source>Coach: you had no real choice to make in this hand.</source>
        <translation>Allenatore: in questa mano non hai avuto una vera scelta.</translation>
    </message>
    <message>
        <source>Coach: no costly decision in this hand (accuracy {accuracy}%).</source>
        <translation>Allenatore: nessuna decisione costosa in questa mano (precisione {accuracy}%).</translation>
    </message>
    <message numerus="yes">
        <source>The tutor was silent on %n move(s) made before its answer was ready.</source>
        <translation>
            <numerusform>Il tutor è rimasto in silenzio su %n mossa fatta prima della sua risposta.</numerusform>
            <numerusform>Il tutor è rimasto in silenzio su %n mosse fatte prima della sua risposta.</numerusform>
        </translation>
    </message>
    <message>
        <source>Press to draw the top card of the stock (S).</source>
        <translation>Premi per pescare la carta in cima al mazzo (S).</translation>
    </message>
    <message>
        <source>Press to take the top card of the discard pile (D).</source>
        <translation>Premi per prendere la carta in cima alla pila degli scarti (D).</translation>
    </message>
    <message>
        <source>Press to knock with the selected card (K).</source>
        <translation>Premi per bussare con la carta selezionata (K).</translation>
    </message>
    <message>
        <source>part of a run</source>
        <translation>parte di una scala</translation>
    </message>
    <message>
        <source>part of a set</source>
        <translation>parte di un tris</translation>
    </message>
    <message>
        <source>Moves not saved</source>
        <translation>Mosse non salvate</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) of this game could not be saved: the disk holding {folder} refuses to write (it may be full).</source>
        <translation>
            <numerusform>%n mossa di questa partita non è stata salvata: il disco di {folder} rifiuta la scrittura (forse è pieno).</numerusform>
            <numerusform>%n mosse di questa partita non sono state salvate: il disco di {folder} rifiuta la scrittura (forse è pieno).</numerusform>
        </translation>
    </message>
    <message>
        <source>Free some space and try again, or save a copy of your games elsewhere. If you quit now, these moves are lost.</source>
        <translation>Libera un po’ di spazio e riprova, oppure salva una copia delle tue partite altrove. Se esci ora, queste mosse vanno perse.</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Riprova</translation>
    </message>
    <message>
        <source>Save a copy elsewhere…</source>
        <translation>Salva una copia altrove…</translation>
    </message>
    <message numerus="yes">
        <source>Quit and lose %n move(s)</source>
        <translation>
            <numerusform>Esci e perdi %n mossa</numerusform>
            <numerusform>Esci e perdi %n mosse</numerusform>
        </translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Continua a giocare</translation>
    </message>
    <message>
        <source>Save a copy of your games in</source>
        <translation>Salva una copia delle tue partite in</translation>
    </message>
    <message>
        <source>The copy could not be saved in {folder} ({reason}).</source>
        <translation>Non è stato possibile salvare la copia in {folder} ({reason}).</translation>
    </message>
    <message>
        <source>Copy saved</source>
        <translation>Copia salvata</translation>
    </message>
    <message>
        <source>Your games and every waiting move were saved as {file}. To go on with them, start Gin Rummy with --data-dir on that folder.</source>
        <translation>Le tue partite e tutte le mosse in attesa sono state salvate come {file}. Per continuare con esse, avvia Gin Rummy con --data-dir su quella cartella.</translation>
    </message>
    <message>
        <source>A leftover journal file was found beside the save file and rolled back; a copy was kept as {copy}.</source>
        <translation>Accanto al file di salvataggio è stato trovato un file journal rimasto, che è stato annullato; una copia è stata conservata come {copy}.</translation>
    </message>
    <message>
        <source>The save file&apos;s log was damaged or lost: game {game} is no longer in it.</source>
        <translation>Il registro del file di salvataggio era danneggiato o perso: la partita {game} non è più presente.</translation>
    </message>
    <message numerus="yes">
        <source>The save file&apos;s log was damaged or lost: game {game} resumes at hand {hand}, move {move}, instead of hand {hand_then}, move {move_then} (%n move(s) lost).</source>
        <translation>
            <numerusform>Il registro del file di salvataggio era danneggiato o perso: la partita {game} riprende alla mano {hand}, mossa {move}, invece che alla mano {hand_then}, mossa {move_then} (%n mossa persa).</numerusform>
            <numerusform>Il registro del file di salvataggio era danneggiato o perso: la partita {game} riprende alla mano {hand}, mossa {move}, invece che alla mano {hand_then}, mossa {move_then} (%n mosse perse).</numerusform>
        </translation>
    </message>
    <message>
        <source>The damaged log was kept as {copy}; nothing was deleted.</source>
        <translation>Il registro danneggiato è stato conservato come {copy}; non è stato cancellato nulla.</translation>
    </message>
    <message>
        <source>Game {game} has reached {count} hands, the longest game the saves can hold, so it ends here. It is kept in your saves (as not finished); press New game (N) to play on.</source>
        <translation>La partita {game} ha raggiunto {count} mani, la partita più lunga che i salvataggi possono contenere, quindi finisce qui. Resta nei tuoi salvataggi (come non conclusa); premi Nuova partita (N) per continuare a giocare.</translation>
    </message>
    <message>
        <source>Game {game} has reached {count} moves, the longest game the saves can hold, so it ends here. It is kept in your saves (as not finished); press New game (N) to play on.</source>
        <translation>La partita {game} ha raggiunto {count} mosse, la partita più lunga che i salvataggi possono contenere, quindi finisce qui. Resta nei tuoi salvataggi (come non conclusa); premi Nuova partita (N) per continuare a giocare.</translation>
    </message>
    <message>
        <source>en</source>
        <comment>LanguageInUse</comment>
        <translation>it</translation>
    </message>
    <message>
        <source>{points} points a hand ({low} to {high}), {games}% of games to 100.</source>
        <translation>{points} punti per mano (da {low} a {high}), {games}% delle partite a 100.</translation>
    </message>
    <message>
        <source>Against {level}: {games}% of games.</source>
        <translation>Contro il livello {level}: {games}% delle partite.</translation>
    </message>
    <message>
        <source>Against a rebuild of the 2021 champion&apos;s strategy: {games}% of games.</source>
        <translation>Contro una ricostruzione della strategia del vincitore del 2021: {games}% delle partite.</translation>
    </message>
    <message>
        <source>Strength: each level against OpenSpiel&apos;s reference bot in its own engine, {deals} deals played twice with the seats swapped (95% intervals).</source>
        <translation>Forza: ogni livello contro il bot di riferimento di OpenSpiel nel suo stesso motore, {deals} smazzate giocate due volte scambiando i posti (intervalli al 95%).</translation>
    </message>
    <message>
        <source>Over your last {games} games ({decisions} decisions) you played like {level}, close to {other}: {loss} points lost a decision (95%: {low} – {high}).</source>
        <translation>Nelle tue ultime {games} partite ({decisions} decisioni) hai giocato come {level}, vicino a {other}: {loss} punti persi per decisione (95%: {low} – {high}).</translation>
    </message>
    <message>
        <source>Over your last {games} games ({decisions} decisions) you played like {level}: {loss} points lost a decision (95%: {low} – {high}).</source>
        <translation>Nelle tue ultime {games} partite ({decisions} decisioni) hai giocato come {level}: {loss} punti persi per decisione (95%: {low} – {high}).</translation>
    </message>
    <message>
        <source>You play on too long: {lost} of your {total} knock decisions lost points.</source>
        <translation>Continui a giocare troppo a lungo: {lost} delle tue {total} decisioni di bussare sono costate punti.</translation>
    </message>
    <message>
        <source>You knock too early: {lost} of your {total} knock decisions lost points.</source>
        <translation>Bussi troppo presto: {lost} delle tue {total} decisioni di bussare sono costate punti.</translation>
    </message>
    <message>
        <source>Knocking is your weakest decision: {lost} of your {total} knock decisions lost points.</source>
        <translation>Bussare è la tua decisione più debole: {lost} delle tue {total} decisioni di bussare sono costate punti.</translation>
    </message>
    <message>
        <source>The upcard is your weakest decision: {lost} of your {total} upcard decisions lost points.</source>
        <translation>La carta scoperta è la tua decisione più debole: {lost} delle tue {total} decisioni sono costate punti.</translation>
    </message>
    <message>
        <source>Drawing is your weakest decision: {lost} of your {total} draws lost points.</source>
        <translation>Pescare è la tua decisione più debole: {lost} delle tue {total} pescate sono costate punti.</translation>
    </message>
    <message>
        <source>Discarding is your weakest decision: {lost} of your {total} discards lost points.</source>
        <translation>Scartare è la tua decisione più debole: {lost} dei tuoi {total} scarti sono costati punti.</translation>
    </message>
    <message>
        <source>The melds you show are your weakest decision: {lost} of your {total} lost points.</source>
        <translation>Le combinazioni che mostri sono la tua decisione più debole: {lost} su {total} sono costate punti.</translation>
    </message>
    <message>
        <source>The wall is your weakest decision: {lost} of your {total} last-discard decisions lost points.</source>
        <translation>Il muro è la tua decisione più debole: {lost} delle tue {total} decisioni sull&apos;ultimo scarto sono costate punti.</translation>
    </message>
    <message>
        <source>Your strength shows here once a few of your games are finished and reviewed (the coach reviews each hand as it ends). Games played with the tutor do not count: they show your play with help.</source>
        <translation>La tua forza appare qui quando alcune partite sono finite e riviste (l&apos;allenatore rivede ogni mano alla fine). Le partite con il tutor non contano: mostrano il tuo gioco con un aiuto.</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{rank} di {suit}</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>asso</translation>
    </message>
    <message>
        <source>two</source>
        <translation>due</translation>
    </message>
    <message>
        <source>three</source>
        <translation>tre</translation>
    </message>
    <message>
        <source>four</source>
        <translation>quattro</translation>
    </message>
    <message>
        <source>five</source>
        <translation>cinque</translation>
    </message>
    <message>
        <source>six</source>
        <translation>sei</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>sette</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>otto</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>nove</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>dieci</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>fante</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>donna</translation>
    </message>
    <message>
        <source>king</source>
        <translation>re</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>fiori</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>quadri</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>cuori</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>picche</translation>
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
        <translation>Dettagli per una segnalazione di errore</translation>
    </message>
    <message>
        <source>Copy details</source>
        <translation>Copia i dettagli</translation>
    </message>
    <message>
        <source>The version, your system, the error and where the log is, for a bug report</source>
        <translation>La versione, il tuo sistema, l&apos;errore e dove si trova il registro, per una segnalazione di errore</translation>
    </message>
    <message>
        <source>The details are on the clipboard: paste them into your bug report.</source>
        <translation>I dettagli sono negli appunti: incollali nella tua segnalazione di errore.</translation>
    </message>
</context>
<context>
    <name>DiscardPileDialog</name>
    <message>
        <source>Discard pile</source>
        <translation>Pila degli scarti</translation>
    </message>
    <message>
        <source>The discard pile is empty.</source>
        <translation>La pila degli scarti è vuota.</translation>
    </message>
    <message>
        <source>1 card.</source>
        <translation>1 carta.</translation>
    </message>
    <message>
        <source>{count} cards, oldest first; the last one is on top.</source>
        <translation>{count} carte, dalla più vecchia; l&apos;ultima è in cima.</translation>
    </message>
    <message>
        <source>you</source>
        <translation>tu</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>computer</translation>
    </message>
    <message>
        <source>upcard</source>
        <translation>carta scoperta</translation>
    </message>
    <message>
        <source>{card}, discarded by you</source>
        <translation>{card}, scartata da te</translation>
    </message>
    <message>
        <source>{card}, discarded by computer</source>
        <translation>{card}, scartata dal computer</translation>
    </message>
    <message>
        <source>{card}, the upcard</source>
        <translation>{card}, la carta scoperta</translation>
    </message>
    <message>
        <source>{who} · on top</source>
        <translation>{who} · in cima</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vuota</translation>
    </message>
</context>
<context>
    <name>DrillDialog</name>
    <message>
        <source>Practice your mistakes</source>
        <translation>Impara dai tuoi errori</translation>
    </message>
    <message>
        <source>Your hand:</source>
        <translation>La tua mano:</translation>
    </message>
    <message>
        <source>Show the answer</source>
        <translation>Mostra la risposta</translation>
    </message>
    <message>
        <source>Next drill</source>
        <translation>Esercizio successivo</translation>
    </message>
    <message>
        <source>No drill is due: well done. Mistakes from your next reviewed hands come here to practise.</source>
        <translation>Nessun esercizio da fare: ben fatto. Gli errori delle tue prossime mani riviste arriveranno qui.</translation>
    </message>
    <message>
        <source>Once more: hand {hand}, your turn {turn}. Find a better move.</source>
        <translation>Ancora una volta: mano {hand}, tuo turno {turn}. Trova una mossa migliore.</translation>
    </message>
    <message>
        <source>Drill {number} of {total}: hand {hand}, your turn {turn}. Find a better move.</source>
        <translation>Esercizio {number} di {total}: mano {hand}, tuo turno {turn}. Trova una mossa migliore.</translation>
    </message>
    <message>
        <source>You played: {move}, which cost about {points} points.</source>
        <translation>Hai giocato: {move}, che è costato circa {points} punti.</translation>
    </message>
    <message>
        <source>Stock: {stock} cards. Discard pile: {pile} cards (its top card on the left).</source>
        <translation>Mazzo: {stock} carte. Scarti: {pile} carte (quella in cima a sinistra).</translation>
    </message>
    <message>
        <source>The computer took and kept: {cards}.</source>
        <translation>Il computer ha preso e tenuto: {cards}.</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vuota</translation>
    </message>
    <message>
        <source>Top of the discard pile: {card}</source>
        <translation>Carta in cima agli scarti: {card}</translation>
    </message>
    <message>
        <source>The discard pile is empty</source>
        <translation>Gli scarti sono vuoti</translation>
    </message>
    <message>
        <source>Discard it</source>
        <translation>Scartala</translation>
    </message>
    <message>
        <source>Knock with it</source>
        <translation>Bussa con questa</translation>
    </message>
    <message>
        <source>Big gin</source>
        <translation>Big Gin</translation>
    </message>
    <message>
        <source>Take {card}</source>
        <translation>Prendi {card}</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Pesca dal mazzo</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passa</translation>
    </message>
    <message>
        <source>Checking {move}…</source>
        <translation>Verifica di {move}…</translation>
    </message>
    <message>
        <source>Right, or very nearly: the coach cannot tell {move} from the best move here (it may cost up to {points} points).</source>
        <translation>Giusto, o quasi: l&apos;allenatore non distingue {move} dalla mossa migliore qui (costa al massimo circa {points} punti).</translation>
    </message>
    <message>
        <source>Right: to {move} is as good as the best move here.</source>
        <translation>Giusto: {move} vale qui quanto la mossa migliore.</translation>
    </message>
    <message>
        <source>Not this one: to {move} would cost about {points} points ({grade}). Try another move, or show the answer.</source>
        <translation>Non questa: {move} costerebbe circa {points} punti ({grade}). Prova un&apos;altra mossa o mostra la risposta.</translation>
    </message>
    <message>
        <source>Working out the best move…</source>
        <translation>Calcolo della mossa migliore…</translation>
    </message>
    <message>
        <source>Best: {move}. {why}</source>
        <translation>La migliore: {move}. {why}</translation>
    </message>
    <message>
        <source>This answer could not be checked ({why}).</source>
        <translation>Non è stato possibile verificare questa risposta ({why}).</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Only a finished hand can be played again.</source>
        <translation>Si può rigiocare solo una mano finita.</translation>
    </message>
    <message>
        <source>Look only: this game is being played in another Gin Rummy window.</source>
        <translation>Solo visione: questa partita si sta giocando in un&apos;altra finestra di Gin Rummy.</translation>
    </message>
    <message>
        <source>You won the game {winner} to {loser}. Press New game (N) to play again.</source>
        <translation>Hai vinto la partita {winner} a {loser}. Premi Nuova partita (N) per giocare ancora.</translation>
    </message>
    <message>
        <source>The computer won the game {winner} to {loser}. Press New game (N) to play again.</source>
        <translation>Il computer ha vinto la partita {winner} a {loser}. Premi Nuova partita (N) per giocare ancora.</translation>
    </message>
    <message>
        <source>The computer plays once you close the walkthrough.</source>
        <translation>Il computer gioca quando chiudi la guida.</translation>
    </message>
    <message>
        <source>Look only: another copy of Gin Rummy is playing this game, so moves here are refused (they would show cards still hidden there). Play in the other window.</source>
        <translation>Solo visione: un&apos;altra copia di Gin Rummy sta giocando questa partita, quindi qui le mosse vengono rifiutate (mostrerebbero carte ancora nascoste lì). Gioca nell&apos;altra finestra.</translation>
    </message>
    <message>
        <source>One moment: the table is being checked against your saved moves.</source>
        <translation>Un momento: il tavolo viene confrontato con le tue mosse salvate.</translation>
    </message>
    <message>
        <source>Nothing to undo: the hand is not being played.</source>
        <translation>Niente da annullare: la mano non è in corso.</translation>
    </message>
    <message>
        <source>You have not moved yet in this hand.</source>
        <translation>Non hai ancora mosso in questa mano.</translation>
    </message>
    <message>
        <source>Only a discard can be taken back: you have seen the card you drew.</source>
        <translation>Si può annullare solo uno scarto: hai visto la carta pescata.</translation>
    </message>
    <message>
        <source>Move taken back. {prompt}</source>
        <translation>Mossa annullata. {prompt}</translation>
    </message>
    <message>
        <source>The game is over: start a new game.</source>
        <translation>La partita è finita: iniziane una nuova.</translation>
    </message>
    <message>
        <source>The hand is still being played.</source>
        <translation>La mano è ancora in corso.</translation>
    </message>
    <message>
        <source>The computer player failed ({error}); it will make the first legal move.</source>
        <translation>Il giocatore computer ha avuto un errore ({error}); farà la prima mossa permessa.</translation>
    </message>
</context>
<context>
    <name>GinRummy</name>
    <message>
        <source>Knock</source>
        <translation>Bussata</translation>
    </message>
    <message>
        <source>Undercut</source>
        <translation>Undercut</translation>
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
        <translation>Mano nulla</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Migliore</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Buona</translation>
    </message>
    <message>
        <source>Inaccuracy</source>
        <translation>Imprecisione</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Errore</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Errore grave</translation>
    </message>
    <message>
        <source>Close call</source>
        <translation>Scelta di misura</translation>
    </message>
    <message>
        <source>Press</source>
        <translation>Premi</translation>
    </message>
    <message>
        <source>Select</source>
        <translation>Seleziona</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Scarta</translation>
    </message>
    <message>
        <source>Knock with this card</source>
        <translation>Bussa con questa carta</translation>
    </message>
    <message>
        <source>Move left in the hand</source>
        <translation>Sposta a sinistra nella mano</translation>
    </message>
    <message>
        <source>Move right in the hand</source>
        <translation>Sposta a destra nella mano</translation>
    </message>
    <message>
        <source>Review the hand with the coach</source>
        <translation>Rivedi la mano con l&apos;allenatore</translation>
    </message>
    <message>
        <source>An inaccuracy: to {choice} would cost about {points} points. Better: {better}.</source>
        <translation>Un&apos;imprecisione: {choice} costerebbe circa {points} punti. Meglio: {better}.</translation>
    </message>
    <message>
        <source>A mistake: to {choice} would cost about {points} points. Better: {better}.</source>
        <translation>Un errore: {choice} costerebbe circa {points} punti. Meglio: {better}.</translation>
    </message>
    <message>
        <source>A blunder: to {choice} would cost about {points} points. Better: {better}.</source>
        <translation>Un errore grave: {choice} costerebbe circa {points} punti. Meglio: {better}.</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Esperto</translation>
    </message>
    <message>
        <source>Plays by plain deadwood, knocks as soon as it may and sometimes throws away a card it should keep.</source>
        <translation>Gioca solo in base ai punti morti, bussa appena può e a volte scarta una carta che dovrebbe tenere.</translation>
    </message>
    <message>
        <source>Looks one draw ahead: keeps promising cards and avoids risky late knocks.</source>
        <translation>Guarda una pescata avanti: tiene le carte promettenti ed evita bussate tardive rischiose.</translation>
    </message>
    <message>
        <source>Also reads your discards and pick-ups, avoids feeding your melds and plays its close choices out against the hands you may hold.</source>
        <translation>Legge anche i tuoi scarti e le carte che prendi, evita di alimentare le tue combinazioni e gioca le scelte incerte contro le mani che potresti avere.</translation>
    </message>
    <message>
        <source>Plays each choice out many times against the hands you may hold, and remembers how you knock: the strongest level, a little slower to move.</source>
        <translation>Gioca ogni scelta molte volte contro le mani che potresti avere e ricorda come bussi: il livello più forte, un po&apos; più lento a muovere.</translation>
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
        <translation>Allenatore: revisione della mano…</translation>
    </message>
    <message>
        <source>Status line: what you can do now</source>
        <translation>Riga di stato: cosa puoi fare adesso</translation>
    </message>
</context>
<context>
    <name>NoticeRow</name>
    <message>
        <source>Close this message</source>
        <translation>Chiudi questo messaggio</translation>
    </message>
</context>
<context>
    <name>Presenter</name>
    <message>
        <source>Sounds off: press M to turn them back on.</source>
        <translation>Suoni disattivati: premi M per riattivarli.</translation>
    </message>
    <message>
        <source>Sounds on.</source>
        <translation>Suoni attivati.</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message>
        <source>Verified: the deal was fixed before play began</source>
        <translation>Verificato: la distribuzione era fissata prima dell&apos;inizio del gioco</translation>
    </message>
    <message>
        <source>Does not match</source>
        <translation>Non corrisponde</translation>
    </message>
    <message>
        <source>Replay of hand {hand}</source>
        <translation>Replay della mano {hand}</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Cosa è successo</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Passo</translation>
    </message>
    <message>
        <source>First step</source>
        <translation>Primo passo</translation>
    </message>
    <message>
        <source>Previous step</source>
        <translation>Passo precedente</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Passo successivo</translation>
    </message>
    <message>
        <source>Last step</source>
        <translation>Ultimo passo</translation>
    </message>
    <message>
        <source>Fair deal</source>
        <translation>Distribuzione leale</translation>
    </message>
    <message>
        <source>Verify</source>
        <translation>Verifica</translation>
    </message>
    <message>
        <source>Verification</source>
        <translation>Verifica</translation>
    </message>
    <message>
        <source>Fingerprint shown when dealt</source>
        <translation>Impronta mostrata alla distribuzione</translation>
    </message>
    <message>
        <source>Secret</source>
        <translation>Segreto</translation>
    </message>
    <message>
        <source>Deck order (top first)</source>
        <translation>Ordine del mazzo (dalla cima)</translation>
    </message>
    <message>
        <source>This hand was dealt by an earlier version, without a secret: it has no fingerprint to check.</source>
        <translation>Questa mano è stata distribuita da una versione precedente, senza segreto: non ha un&apos;impronta da verificare.</translation>
    </message>
    <message>
        <source>You — {count} cards, {deadwood} deadwood</source>
        <translation>Tu — {count} carte, {deadwood} punti morti</translation>
    </message>
    <message>
        <source>Computer — {count} cards, {deadwood} deadwood</source>
        <translation>Computer — {count} carte, {deadwood} punti morti</translation>
    </message>
    <message>
        <source>Stock: {count}</source>
        <translation>Mazzo: {count}</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Distribuzione</translation>
    </message>
    <message>
        <source>Step {step} of {last}</source>
        <translation>Passo {step} di {last}</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vuota</translation>
    </message>
    <message>
        <source>{card}, in meld {number}</source>
        <translation>{card}, nella combinazione {number}</translation>
    </message>
    <message>
        <source>{card}, laid off</source>
        <translation>{card}, attaccata</translation>
    </message>
    <message>
        <source>the deck order cannot be read ({error})</source>
        <translation>l&apos;ordine del mazzo non è leggibile ({error})</translation>
    </message>
    <message>
        <source>this is not the deck order the hand was played with</source>
        <translation>questo non è l&apos;ordine del mazzo con cui è stata giocata la mano</translation>
    </message>
    <message>
        <source>this deck and secret give {fingerprint}</source>
        <translation>questo mazzo e questo segreto danno {fingerprint}</translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message>
        <source>Review hand</source>
        <translation>Rivedi la mano</translation>
    </message>
    <message>
        <source>Your deadwood</source>
        <translation>I tuoi punti morti</translation>
    </message>
    <message>
        <source>Computer&apos;s deadwood</source>
        <translation>Punti morti del computer</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <source>Coach</source>
        <translation>Allenatore</translation>
    </message>
    <message>
        <source>&amp;Review hand</source>
        <translation>&amp;Rivedi la mano</translation>
    </message>
    <message>
        <source>Grade each of your decisions against the Expert level&apos;s judgement, from what you could see</source>
        <translation>Valuta ogni tua decisione secondo il giudizio del livello Esperto, in base a ciò che potevi vedere</translation>
    </message>
    <message>
        <source>Play this deal &amp;again</source>
        <translation>Rigioca questa &amp;distribuzione</translation>
    </message>
    <message>
        <source>A practice game on the same deck, from your seat, against the same level (not counted in the statistics)</source>
        <translation>Una partita di allenamento con lo stesso mazzo, dal tuo posto, contro lo stesso livello (non conta nelle statistiche)</translation>
    </message>
    <message>
        <source>…from the &amp;computer&apos;s seat</source>
        <translation>…dal posto del &amp;computer</translation>
    </message>
    <message>
        <source>A practice game on the same deck with the computer&apos;s cards</source>
        <translation>Una partita di allenamento con lo stesso mazzo e le carte del computer</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>Avanzamento dell&apos;analisi</translation>
    </message>
    <message>
        <source>Reviewing decision %v of %m</source>
        <translation>Analisi della decisione %v di %m</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Key moments of the hand</source>
        <translation>Momenti chiave della mano</translation>
    </message>
    <message>
        <source>◀ Previous decision</source>
        <translation>◀ Decisione precedente</translation>
    </message>
    <message>
        <source>Next decision ▶</source>
        <translation>Decisione successiva ▶</translation>
    </message>
    <message>
        <source>Costliest decision</source>
        <translation>Decisione più costosa</translation>
    </message>
    <message>
        <source>The decision at this step</source>
        <translation>La decisione a questo passo</translation>
    </message>
    <message>
        <source>What the computer &amp;thought</source>
        <translation>Cosa &amp;pensava il computer</translation>
    </message>
    <message>
        <source>What the computer inferred about your hand at this decision, from what it could see</source>
        <translation>Cosa deduceva il computer della tua mano a questa decisione, in base a ciò che poteva vedere</translation>
    </message>
    <message>
        <source>Only a finished hand of a saved game can be reviewed.</source>
        <translation>Si può analizzare solo una mano finita di una partita salvata.</translation>
    </message>
    <message>
        <source>The review failed ({error}).</source>
        <translation>L&apos;analisi non è riuscita ({error}).</translation>
    </message>
    <message>
        <source>Review cancelled.</source>
        <translation>Analisi annullata.</translation>
    </message>
    <message>
        <source>Your decisions by grade: {grades}</source>
        <translation>Le tue decisioni per giudizio: {grades}</translation>
    </message>
    <message>
        <source>No decision of yours at this step. Graded decisions are the dots on the chart: click one, or use Next decision.</source>
        <translation>Nessuna tua decisione a questo passo. Le decisioni valutate sono i punti del grafico: fai clic su uno o usa Decisione successiva.</translation>
    </message>
    <message>
        <source>Expected points: {mine}</source>
        <translation>Punti attesi: {mine}</translation>
    </message>
    <message>
        <source>Expected points: {mine} (best: {best}, {value})</source>
        <translation>Punti attesi: {mine} (migliore: {best}, {value})</translation>
    </message>
    <message>
        <source>The melds you showed</source>
        <translation>Le combinazioni che hai mostrato</translation>
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
        <translation>Classiche</translation>
    </message>
    <message>
        <source>Classic, high bonus</source>
        <translation>Classiche, bonus alto</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personalizzate</translation>
    </message>
    <message>
        <source>Rules: {name}</source>
        <translation>Regole: {name}</translation>
    </message>
    <message>
        <source>Knock limit 0: only gin ends a hand</source>
        <translation>Limite per bussare 0: solo il Gin chiude una mano</translation>
    </message>
    <message>
        <source>Knock limit {n}: knock with at most {n} deadwood</source>
        <translation>Limite per bussare {n}: bussa con al massimo {n} punti morti</translation>
    </message>
    <message>
        <source>Gin bonus {gin}, undercut bonus {undercut}, box bonus {box} per hand won</source>
        <translation>Bonus Gin {gin}, bonus undercut {undercut}, bonus mani {box} per mano vinta</translation>
    </message>
    <message>
        <source>Game to {target} points, game bonus {bonus}</source>
        <translation>Partita a {target} punti, bonus partita {bonus}</translation>
    </message>
    <message>
        <source>No big gin: eleven melded cards must still discard to go out</source>
        <translation>Niente Big Gin: anche con undici carte in combinazione bisogna scartare per chiudere</translation>
    </message>
    <message>
        <source>Big gin scores {n} more than gin</source>
        <translation>Il Big Gin vale {n} più del Gin</translation>
    </message>
    <message>
        <source>Shutout: the winner&apos;s whole final score is doubled</source>
        <translation>Cappotto: il punteggio finale intero del vincitore viene raddoppiato</translation>
    </message>
    <message>
        <source>The winner of a hand deals the next one</source>
        <translation>Chi vince una mano distribuisce la successiva</translation>
    </message>
    <message>
        <source>Eleven-card opening: the non-dealer gets 11 cards, no upcard</source>
        <translation>Apertura a undici carte: chi non è mazziere riceve 11 carte, nessuna carta scoperta</translation>
    </message>
    <message>
        <source>At the wall the last discard may be taken, only to go out at once</source>
        <translation>Al muro si può prendere l&apos;ultimo scarto, solo per chiudere subito</translation>
    </message>
    <message>
        <source>Oklahoma: the first upcard sets the knock limit (ace: gin only) and a spade upcard doubles the hand</source>
        <translation>Oklahoma: la prima carta scoperta fissa il limite per bussare (asso: solo Gin) e una carta scoperta di picche raddoppia la mano</translation>
    </message>
    <message>
        <source>Straight gin: no knocking, only gin or big gin ends a hand</source>
        <translation>Gin secco: non si bussa, solo il Gin o il Big Gin chiude una mano</translation>
    </message>
    <message>
        <source>in these rules only gin ends a hand</source>
        <translation>in queste regole solo il Gin chiude una mano</translation>
    </message>
    <message>
        <source>in these rules the first upcard sets it</source>
        <translation>in queste regole lo fissa la prima carta scoperta</translation>
    </message>
    <message>
        <source>{n} in these rules</source>
        <translation>{n} in queste regole</translation>
    </message>
    <message>
        <source>The rules in force</source>
        <translation>Le regole in vigore</translation>
    </message>
    <message>
        <source>Change them under Options, Settings; changes apply from the next game.</source>
        <translation>Cambiale in Opzioni, Impostazioni; le modifiche valgono dalla prossima partita.</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>One pack of 52 cards, no jokers, two players. Aces are always low: the order is A 2 3 4 5 6 7 8 9 10 J Q K. For counting, an ace is worth 1, number cards their number, and jacks, queens and kings 10 each.</source>
        <translation>Un mazzo di 52 carte, senza jolly, due giocatori. L&apos;asso è sempre basso: l&apos;ordine è A 2 3 4 5 6 7 8 9 10 J Q K (fante, donna, re). Nel conteggio l&apos;asso vale 1, le carte numerate il loro numero, e fanti, donne e re 10 ciascuno.</translation>
    </message>
    <message>
        <source>Melds and deadwood</source>
        <translation>Combinazioni e carte morte</translation>
    </message>
    <message>
        <source>A &lt;b&gt;meld&lt;/b&gt; is either a set of three or four cards of one rank (three sevens), or a run of three or more cards of one suit in sequence (4♥ 5♥ 6♥). Aces are low, so A-2-3 is a run but Q-K-A and K-A-2 are not. A card can belong to only one meld at a time.</source>
        <translation>Una &lt;b&gt;combinazione&lt;/b&gt; è un tris o poker di carte dello stesso valore (tre sette), oppure una scala di tre o più carte consecutive dello stesso seme (4♥ 5♥ 6♥). L&apos;asso è basso, quindi A-2-3 è una scala ma Q-K-A e K-A-2 no. Una carta può far parte di una sola combinazione alla volta.</translation>
    </message>
    <message>
        <source>Every card outside your melds is &lt;b&gt;deadwood&lt;/b&gt;; your deadwood count is the total of their values. Your melds are always arranged for the lowest count.</source>
        <translation>Ogni carta fuori dalle tue combinazioni è una &lt;b&gt;carta morta&lt;/b&gt;; i tuoi punti morti sono la somma dei loro valori. Le tue combinazioni sono sempre disposte per il conto più basso.</translation>
    </message>
    <message>
        <source>The deal and the first upcard</source>
        <translation>La distribuzione e la prima carta scoperta</translation>
    </message>
    <message>
        <source>Each player gets ten cards. The next card is turned face up as the &lt;b&gt;upcard&lt;/b&gt; and starts the discard pile; the rest, face down, is the &lt;b&gt;stock&lt;/b&gt;. The player who did not deal may take the upcard or pass; after a pass the dealer may take it or pass; if both pass, the non-dealer begins by drawing from the stock. Whoever takes that first card discards, and the other player goes next.</source>
        <translation>Ogni giocatore riceve dieci carte. La carta successiva viene girata come &lt;b&gt;carta scoperta&lt;/b&gt; e inizia la pila degli scarti; il resto, coperto, è il &lt;b&gt;mazzo&lt;/b&gt;. Chi non ha distribuito può prendere la carta scoperta o passare; dopo un passo il mazziere può prenderla o passare; se passano entrambi, chi non è mazziere inizia pescando dal mazzo. Chi prende quella prima carta scarta, e poi tocca all&apos;altro giocatore.</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Un turno</translation>
    </message>
    <message>
        <source>Draw one card, from the top of the stock or the top of the discard pile, then discard one card face up. A card just taken from the pile may not be thrown straight back. Instead of a plain discard you may knock, on any turn, even the first; you never have to.</source>
        <translation>Pesca una carta, dalla cima del mazzo o della pila degli scarti, poi scarta una carta scoperta. Una carta appena presa dalla pila non si può scartare subito. Invece di un semplice scarto puoi bussare, in qualsiasi turno, anche il primo; non sei mai obbligato.</translation>
    </message>
    <message>
        <source>Knocking and lay-offs</source>
        <translation>Bussare e attaccare</translation>
    </message>
    <message>
        <source>You may knock when, after your discard, your deadwood is no more than the knock limit ({limit}). You lay down your melds with the deadwood beside them and the hand ends.</source>
        <translation>Puoi bussare quando, dopo lo scarto, i tuoi punti morti non superano il limite per bussare ({limit}). Cali le tue combinazioni con le carte morte accanto e la mano finisce.</translation>
    </message>
    <message>
        <source>The other player, the defender, lays down their own melds and may &lt;b&gt;lay off&lt;/b&gt; deadwood onto yours: a fourth card onto a set, or cards that extend a run at either end. Lay-offs can chain: once 8♥ joins 5♥ 6♥ 7♥, the 9♥ may follow. The game finds the defender&apos;s best lay-offs. The knocker never lays off, and nobody lays off on gin.</source>
        <translation>L&apos;altro giocatore, il difensore, cala le sue combinazioni e può &lt;b&gt;attaccare&lt;/b&gt; carte morte alle tue: una quarta carta a un tris, o carte che allungano una scala a una delle due estremità. Gli attacchi possono concatenarsi: quando l&apos;8♥ si unisce a 5♥ 6♥ 7♥, può seguire il 9♥. Il gioco trova gli attacchi migliori del difensore. Chi bussa non attacca mai, e nessuno attacca su un Gin.</translation>
    </message>
    <message>
        <source>Gin and big gin</source>
        <translation>Gin e Big Gin</translation>
    </message>
    <message>
        <source>Knocking with no deadwood at all is &lt;b&gt;gin&lt;/b&gt;.</source>
        <translation>Bussare senza alcun punto morto è &lt;b&gt;Gin&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Big gin&lt;/b&gt;: when all eleven cards you hold after drawing form melds, you may go out without discarding. It scores as gin plus an extra bonus ({n} in these rules). Big gin is {state} in these rules.</source>
        <translation>&lt;b&gt;Big Gin&lt;/b&gt;: quando tutte le undici carte che hai dopo aver pescato formano combinazioni, puoi chiudere senza scartare. Vale come un Gin più un bonus extra ({n} in queste regole). Il Big Gin è {state} in queste regole.</translation>
    </message>
    <message>
        <source>on</source>
        <translation>attivo</translation>
    </message>
    <message>
        <source>off</source>
        <translation>disattivo</translation>
    </message>
    <message>
        <source>Scoring a hand</source>
        <translation>Il punteggio di una mano</translation>
    </message>
    <message>
        <source>&lt;b&gt;Knock&lt;/b&gt;: when the defender&apos;s deadwood, after lay-offs, is higher than the knocker&apos;s, the knocker scores the difference.</source>
        <translation>&lt;b&gt;Bussata&lt;/b&gt;: quando i punti morti del difensore, dopo gli attacchi, superano quelli di chi bussa, chi bussa segna la differenza.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Undercut&lt;/b&gt;: when the defender&apos;s deadwood is equal to the knocker&apos;s or lower, the defender scores the difference plus the undercut bonus ({n} here). A tie is an undercut.</source>
        <translation>&lt;b&gt;Undercut&lt;/b&gt;: quando i punti morti del difensore sono pari o inferiori a quelli di chi bussa, il difensore segna la differenza più il bonus undercut ({n} qui). Il pareggio è undercut.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Gin&lt;/b&gt;: the player who went gin scores the gin bonus ({n} here) plus all of the opponent&apos;s deadwood. Gin is never undercut, even when the opponent has no deadwood either.</source>
        <translation>&lt;b&gt;Gin&lt;/b&gt;: chi ha fatto Gin segna il bonus Gin ({n} qui) più tutti i punti morti dell&apos;avversario. Il Gin non subisce mai undercut, anche quando l&apos;avversario non ha punti morti.</translation>
    </message>
    <message>
        <source>The wall</source>
        <translation>Il muro</translation>
    </message>
    <message>
        <source>The last two cards of the stock are never drawn. When only two are left and the player who drew before them discards without knocking, the hand is over.</source>
        <translation>Le ultime due carte del mazzo non si pescano mai. Quando ne restano solo due e il giocatore che ha pescato prima scarta senza bussare, la mano è finita.</translation>
    </message>
    <message>
        <source>With the usual rule the hand is then dead: nobody scores and the same dealer deals again. With the other rule the opponent may still take that last discard, but only to knock or go gin at once; otherwise the hand is dead.</source>
        <translation>Con la regola abituale la mano è allora nulla: nessuno segna e lo stesso mazziere distribuisce di nuovo. Con l&apos;altra regola l&apos;avversario può ancora prendere quell&apos;ultimo scarto, ma solo per bussare o fare Gin subito; altrimenti la mano è nulla.</translation>
    </message>
    <message>
        <source>The game</source>
        <translation>La partita</translation>
    </message>
    <message>
        <source>Hands are played until someone&apos;s total reaches the target ({target} here). The winner adds the game bonus ({bonus} here).</source>
        <translation>Si giocano mani finché il totale di qualcuno raggiunge l&apos;obiettivo ({target} qui). Il vincitore aggiunge il bonus partita ({bonus} qui).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Shutout&lt;/b&gt;: when the loser scored nothing in the whole game, the game bonus is doubled; with the other shutout rule the winner&apos;s whole final score is doubled instead.</source>
        <translation>&lt;b&gt;Cappotto&lt;/b&gt;: quando il perdente non ha segnato nulla in tutta la partita, il bonus partita raddoppia; con l&apos;altra regola del cappotto raddoppia invece il punteggio finale intero del vincitore.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Box bonus&lt;/b&gt;: at the end each player adds the box bonus ({n} here) for every hand they won. It comes only at the end and never counts towards the target. A game&apos;s result is both final totals and their difference.</source>
        <translation>&lt;b&gt;Bonus mani&lt;/b&gt;: alla fine ogni giocatore aggiunge il bonus mani ({n} qui) per ogni mano vinta. Arriva solo alla fine e non conta mai per l&apos;obiettivo. Il risultato di una partita sono i due totali finali e la loro differenza.</translation>
    </message>
    <message>
        <source>The next hand is usually dealt by the other player; with the other option the winner of the hand deals. After a dead hand the same dealer deals again.</source>
        <translation>Di solito la mano successiva la distribuisce l&apos;altro giocatore; con l&apos;altra opzione distribuisce chi ha vinto la mano. Dopo una mano nulla distribuisce di nuovo lo stesso mazziere.</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>Varianti</translation>
    </message>
    <message>
        <source>&lt;b&gt;Oklahoma&lt;/b&gt;: the value of each hand&apos;s first upcard is that hand&apos;s knock limit (picture cards 10); an ace means only gin ends the hand, and a spade doubles every score of the hand. It needs the upcard opening.</source>
        <translation>&lt;b&gt;Oklahoma&lt;/b&gt;: il valore della prima carta scoperta di ogni mano è il limite per bussare di quella mano (figure 10); un asso significa che solo il Gin chiude la mano, e una picche raddoppia ogni punteggio della mano. Richiede l&apos;apertura con carta scoperta.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Straight gin&lt;/b&gt;: no knocking at all; only gin or big gin ends a hand.</source>
        <translation>&lt;b&gt;Gin secco&lt;/b&gt;: non si bussa mai; solo il Gin o il Big Gin chiude una mano.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Eleven-card opening&lt;/b&gt;: the non-dealer is dealt eleven cards and the dealer ten, with no upcard. The non-dealer begins by discarding (and may knock or go big gin with the dealt cards), then the dealer plays.</source>
        <translation>&lt;b&gt;Apertura a undici carte&lt;/b&gt;: chi non è mazziere riceve undici carte e il mazziere dieci, senza carta scoperta. Chi non è mazziere inizia scartando (e può bussare o fare Big Gin con le carte ricevute), poi gioca il mazziere.</translation>
    </message>
    <message>
        <source>You sit at the bottom, the computer at the top. The stock and the discard pile are in the middle with the &lt;b&gt;Knock&lt;/b&gt; area beside them. The status line always says what you can do now.</source>
        <translation>Tu siedi in basso, il computer in alto. Il mazzo e la pila degli scarti sono al centro con l&apos;area &lt;b&gt;Bussa&lt;/b&gt; accanto. La riga di stato dice sempre cosa puoi fare adesso.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Draw&lt;/b&gt;: drag the stock or the top card of the discard pile into your hand (or click it). At the start of a hand you may take the upcard or press &lt;b&gt;Pass&lt;/b&gt;.</source>
        <translation>&lt;b&gt;Pesca&lt;/b&gt;: trascina il mazzo o la carta in cima alla pila degli scarti nella tua mano (o fai clic su di essa). All&apos;inizio di una mano puoi prendere la carta scoperta o premere &lt;b&gt;Passa&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard&lt;/b&gt;: drag a card onto the discard pile, or double-click it. While you drag, the place the card would go is outlined: green when the move is allowed, red when it is not.</source>
        <translation>&lt;b&gt;Scarta&lt;/b&gt;: trascina una carta sulla pila degli scarti, o fai doppio clic su di essa. Mentre trascini, il punto dove andrebbe la carta ha un contorno: verde se la mossa è permessa, rosso se non lo è.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Knock&lt;/b&gt;: drag the card to discard onto the Knock area, or select it and press Knock. With no deadwood left that is gin. With eleven cards all in melds, press &lt;b&gt;Big Gin&lt;/b&gt;.</source>
        <translation>&lt;b&gt;Bussa&lt;/b&gt;: trascina la carta da scartare sull&apos;area Bussa, o selezionala e premi Bussa. Senza punti morti è Gin. Con tutte le undici carte in combinazione, premi &lt;b&gt;Big Gin&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your hand&lt;/b&gt;: cards in your best melds are outlined in colour. Drag a card along the hand to move it, or pick an order in the &lt;b&gt;Sort hand&lt;/b&gt; list (your own order, melds first, by rank, by suit).</source>
        <translation>&lt;b&gt;La tua mano&lt;/b&gt;: le carte delle tue combinazioni migliori hanno un contorno colorato. Trascina una carta lungo la mano per spostarla, o scegli un ordine nella lista &lt;b&gt;Ordina mano&lt;/b&gt; (il tuo ordine, prima le combinazioni, per valore, per seme).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Deadwood&lt;/b&gt;: the panel on the right shows your deadwood count as you play; at or below the knock limit you may knock.</source>
        <translation>&lt;b&gt;Punti morti&lt;/b&gt;: il pannello a destra mostra i tuoi punti morti mentre giochi; al limite per bussare o sotto puoi bussare.</translation>
    </message>
    <message>
        <source>&lt;b&gt;After the hand&lt;/b&gt;: both hands are laid out as melds and deadwood, lay-offs are outlined in teal and the result is shown on the table. Press &lt;b&gt;Next hand&lt;/b&gt; to go on. The &lt;b&gt;Score sheet&lt;/b&gt; lists every hand&apos;s points and why, the running totals and the final bonuses.</source>
        <translation>&lt;b&gt;Dopo la mano&lt;/b&gt;: entrambe le mani vengono calate in combinazioni e carte morte, le carte attaccate hanno un contorno verde acqua e il risultato appare sul tavolo. Premi &lt;b&gt;Mano successiva&lt;/b&gt; per continuare. Il &lt;b&gt;Segnapunti&lt;/b&gt; elenca i punti di ogni mano e il perché, i totali progressivi e i bonus finali.</translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation>pesca dal mazzo</translation>
    </message>
    <message>
        <source>take the upcard or the top discard</source>
        <translation>prendi la carta scoperta o lo scarto in cima</translation>
    </message>
    <message>
        <source>pass the upcard</source>
        <translation>passa la carta scoperta</translation>
    </message>
    <message>
        <source>knock</source>
        <translation>bussa</translation>
    </message>
    <message>
        <source>big gin</source>
        <translation>Big Gin</translation>
    </message>
    <message>
        <source>next hand (a new game once the game is over)</source>
        <translation>mano successiva (una nuova partita quando la partita è finita)</translation>
    </message>
    <message>
        <source>look through the discard pile</source>
        <translation>guarda la pila degli scarti</translation>
    </message>
    <message>
        <source>a hint</source>
        <translation>un suggerimento</translation>
    </message>
    <message>
        <source>review the hand just finished (the coach)</source>
        <translation>rivedi la mano appena finita (l&apos;allenatore)</translation>
    </message>
    <message>
        <source>select a card in your hand</source>
        <translation>seleziona una carta della tua mano</translation>
    </message>
    <message>
        <source>Shift+← →</source>
        <translation>Maiusc+← →</translation>
    </message>
    <message>
        <source>move the selected card along your hand</source>
        <translation>sposta la carta selezionata nella tua mano</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Invio</translation>
    </message>
    <message>
        <source>discard the selected card</source>
        <translation>scarta la carta selezionata</translation>
    </message>
    <message>
        <source>show or hide the cards you know the computer holds</source>
        <translation>mostra o nascondi le carte che sai che ha il computer</translation>
    </message>
    <message>
        <source>sound effects off and on</source>
        <translation>disattivare e riattivare gli effetti sonori</translation>
    </message>
    <message>
        <source>take back your last move (when Settings allow it)</source>
        <translation>annulla l&apos;ultima mossa (se le impostazioni lo permettono)</translation>
    </message>
    <message>
        <source>the score sheet</source>
        <translation>il segnapunti</translation>
    </message>
    <message>
        <source>Esc / Enter</source>
        <translation>Esc / Invio</translation>
    </message>
    <message>
        <source>answer the tutor&apos;s warning: think again, or play the move anyway</source>
        <translation>rispondere all&apos;avviso del tutor: ripensarci o fare comunque la mossa</translation>
    </message>
    <message>
        <source>full screen</source>
        <translation>schermo intero</translation>
    </message>
    <message>
        <source>Your first game</source>
        <translation>La tua prima partita</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasti</translation>
    </message>
    <message>
        <source>The game is saved after every move: close it at any time and go on later.</source>
        <translation>La partita viene salvata dopo ogni mossa: chiudila quando vuoi e continua più tardi.</translation>
    </message>
</context>
<context>
    <name>RulesHelpDialog</name>
    <message>
        <source>Gin Rummy rules</source>
        <translation>Regole del Gin Rummy</translation>
    </message>
    <message>
        <source>Rules help</source>
        <translation>Aiuto sulle regole</translation>
    </message>
    <message>
        <source>The rules</source>
        <translation>Le regole</translation>
    </message>
    <message>
        <source>First game walkthrough</source>
        <translation>Guida alla prima partita</translation>
    </message>
    <message>
        <source>Help pages</source>
        <translation>Pagine di aiuto</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <source>First game</source>
        <translation>Prima partita</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>Rules preset</source>
        <translation>Regole predefinite</translation>
    </message>
    <message>
        <source>Preset:</source>
        <translation>Regole:</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <source>Knock limit (most deadwood, 0–10):</source>
        <translation>Limite per bussare (punti morti max, 0–10):</translation>
    </message>
    <message>
        <source>Gin bonus (0–100):</source>
        <translation>Bonus Gin (0–100):</translation>
    </message>
    <message>
        <source>Undercut bonus (0–100):</source>
        <translation>Bonus undercut (0–100):</translation>
    </message>
    <message>
        <source>Big gin extra bonus (0–100):</source>
        <translation>Bonus extra Big Gin (0–100):</translation>
    </message>
    <message>
        <source>Box bonus per hand won (0–100):</source>
        <translation>Bonus per mano vinta (0–100):</translation>
    </message>
    <message>
        <source>Game bonus (0–100):</source>
        <translation>Bonus partita (0–100):</translation>
    </message>
    <message>
        <source>Game target (50–500):</source>
        <translation>Obiettivo della partita (50–500):</translation>
    </message>
    <message>
        <source>How a hand goes</source>
        <translation>Come va una mano</translation>
    </message>
    <message>
        <source>Big gin (all 11 cards melded)</source>
        <translation>Big Gin (tutte le 11 carte in combinazione)</translation>
    </message>
    <message>
        <source>Oklahoma (the first upcard sets the knock limit)</source>
        <translation>Oklahoma (la prima carta scoperta fissa il limite per bussare)</translation>
    </message>
    <message>
        <source>Straight gin (only gin ends a hand)</source>
        <translation>Gin secco (solo il Gin chiude una mano)</translation>
    </message>
    <message>
        <source>Next dealer:</source>
        <translation>Prossimo mazziere:</translation>
    </message>
    <message>
        <source>Players take turns</source>
        <translation>A turno</translation>
    </message>
    <message>
        <source>The winner of the hand</source>
        <translation>Chi vince la mano</translation>
    </message>
    <message>
        <source>Opening:</source>
        <translation>Apertura:</translation>
    </message>
    <message>
        <source>10 cards each and an upcard</source>
        <translation>10 carte a testa e una carta scoperta</translation>
    </message>
    <message>
        <source>11 cards to the non-dealer, no upcard</source>
        <translation>11 carte a chi non è mazziere, nessuna carta scoperta</translation>
    </message>
    <message>
        <source>At the wall:</source>
        <translation>Al muro:</translation>
    </message>
    <message>
        <source>The hand is dead</source>
        <translation>La mano è nulla</translation>
    </message>
    <message>
        <source>The last discard may be taken to go out</source>
        <translation>L&apos;ultimo scarto si può prendere per chiudere</translation>
    </message>
    <message>
        <source>Shutout:</source>
        <translation>Cappotto:</translation>
    </message>
    <message>
        <source>Game bonus doubled</source>
        <translation>Bonus partita raddoppiato</translation>
    </message>
    <message>
        <source>Winner&apos;s whole score doubled</source>
        <translation>Punteggio intero del vincitore raddoppiato</translation>
    </message>
    <message>
        <source>Rule changes apply from the next game. Help › Rules explains each one.</source>
        <translation>Le modifiche alle regole valgono dalla prossima partita. Aiuto › Regole le spiega una per una.</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Score chart</source>
        <translation>Grafico del punteggio</translation>
    </message>
    <message>
        <source>You {total} final, with bonuses</source>
        <translation>Tu {total} finale, bonus compresi</translation>
    </message>
    <message>
        <source>Computer {total} final, with bonuses</source>
        <translation>Computer {total} finale, bonus compresi</translation>
    </message>
    <message>
        <source>You {total}</source>
        <translation>Tu {total}</translation>
    </message>
    <message>
        <source>Computer {total}</source>
        <translation>Computer {total}</translation>
    </message>
    <message>
        <source>After hand {hand}: you {you}, the computer {computer}</source>
        <translation>Dopo la mano {hand}: tu {you}, il computer {computer}</translation>
    </message>
    <message>
        <source>Game {target}</source>
        <translation>Partita {target}</translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message>
        <source>Replay hand</source>
        <translation>Rigioca la mano</translation>
    </message>
    <message>
        <source>Replay the selected hand</source>
        <translation>Rigioca la mano selezionata</translation>
    </message>
    <message>
        <source>Choose a hand in the sheet to replay it (or double-click its row)</source>
        <translation>Scegli una mano nel segnapunti per rigiocarla (o fai doppio clic sulla sua riga)</translation>
    </message>
    <message>
        <source>Replay hand {hand} step by step, both hands face up</source>
        <translation>Rigioca la mano {hand} passo per passo, con entrambe le mani scoperte</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Mazziere</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Your total</source>
        <translation>Il tuo totale</translation>
    </message>
    <message>
        <source>Computer total</source>
        <translation>Totale computer</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Perché</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Segnapunti</translation>
    </message>
    <message>
        <source>Boxes (hands won): you {mine}, computer {theirs}</source>
        <translation>Mani vinte: tu {mine}, computer {theirs}</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Impostazioni</translation>
    </message>
    <message>
        <source>Settings pages</source>
        <translation>Pagine delle impostazioni</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Gioco</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tavolo</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Errore</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Restore defaults</source>
        <translation>Ripristina predefiniti</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>Livello del computer</translation>
    </message>
    <message>
        <source>Computer level: {level}</source>
        <translation>Livello del computer: {level}</translation>
    </message>
    <message>
        <source>A new level plays from the next game; the statistics keep each level apart.</source>
        <translation>Un nuovo livello gioca dalla prossima partita; le statistiche tengono separati i livelli.</translation>
    </message>
    <message>
        <source>Pace</source>
        <translation>Ritmo</translation>
    </message>
    <message>
        <source>Computer&apos;s pace</source>
        <translation>Ritmo del computer</translation>
    </message>
    <message>
        <source>Brisk</source>
        <translation>Svelto</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <source>Relaxed</source>
        <translation>Tranquillo</translation>
    </message>
    <message>
        <source>How long each of the computer&apos;s moves stays on the table before its next</source>
        <translation>Quanto resta sul tavolo ogni mossa del computer prima della successiva</translation>
    </message>
    <message>
        <source>Computer&apos;s pace:</source>
        <translation>Ritmo del computer:</translation>
    </message>
    <message>
        <source>How long each of the computer&apos;s moves stays on the table before its next.</source>
        <translation>Quanto resta sul tavolo ogni mossa del computer prima della successiva.</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Velocità delle animazioni</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Nessuna</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Veloce</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>Animation speed:</source>
        <translation>Velocità delle animazioni:</translation>
    </message>
    <message>
        <source>How fast the cards move. Off follows the desktop&apos;s wish for less motion until you choose.</source>
        <translation>Quanto velocemente si muovono le carte. «Nessuna» segue la preferenza del desktop per meno movimento finché non scegli.</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Carte</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Blu</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rosso</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Viola</translation>
    </message>
    <message>
        <source>Green rosettes</source>
        <translation>Rosoni verdi</translation>
    </message>
    <message>
        <source>Card back</source>
        <translation>Dorso delle carte</translation>
    </message>
    <message>
        <source>Card back:</source>
        <translation>Dorso delle carte:</translation>
    </message>
    <message>
        <source>Card faces</source>
        <translation>Facce delle carte</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Classiche</translation>
    </message>
    <message>
        <source>Large index (the biggest rank and suit)</source>
        <translation>Indice grande (valore e seme il più grandi possibile)</translation>
    </message>
    <message>
        <source>Large index shows each card&apos;s rank and suit as big as they fit, for easier reading</source>
        <translation>L&apos;indice grande mostra valore e seme di ogni carta grandi quanto possibile, per leggerli meglio</translation>
    </message>
    <message>
        <source>Card faces:</source>
        <translation>Facce delle carte:</translation>
    </message>
    <message>
        <source>Card size</source>
        <translation>Dimensione delle carte</translation>
    </message>
    <message>
        <source>Card size:</source>
        <translation>Dimensione delle carte:</translation>
    </message>
    <message>
        <source>Four-colour deck (clubs green, diamonds blue)</source>
        <translation>Mazzo a quattro colori (fiori verdi, quadri blu)</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Tema</translation>
    </message>
    <message>
        <source>Theme:</source>
        <translation>Tema:</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Verde</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Grigio</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>Colore del tavolo</translation>
    </message>
    <message>
        <source>Table colour:</source>
        <translation>Colore del tavolo:</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Contrasto elevato</translation>
    </message>
    <message>
        <source>Night dims the table and darkens the windows; high contrast shows a black table with bright outlines in either.</source>
        <translation>Notte attenua il tavolo e scurisce le finestre; il contrasto elevato mostra un tavolo nero con contorni luminosi in entrambi.</translation>
    </message>
    <message>
        <source>Preview of the table</source>
        <translation>Anteprima del tavolo</translation>
    </message>
    <message>
        <source>While you play</source>
        <translation>Mentre giochi</translation>
    </message>
    <message>
        <source>Ask before knocking</source>
        <translation>Chiedi prima di bussare</translation>
    </message>
    <message>
        <source>Allow undoing a move</source>
        <translation>Permetti di annullare una mossa</translation>
    </message>
    <message>
        <source>A knock ends the hand: a question first catches a slip.</source>
        <translation>Bussare chiude la mano: una domanda prima evita una svista.</translation>
    </message>
    <message>
        <source>Ctrl+Z takes back your last move. Games with an undo are marked in the statistics.</source>
        <translation>Ctrl+Z annulla la tua ultima mossa. Le partite con annullamenti vengono segnate nelle statistiche.</translation>
    </message>
    <message>
        <source>Tutor</source>
        <translation>Tutor</translation>
    </message>
    <message>
        <source>Never warn</source>
        <translation>Non avvisare mai</translation>
    </message>
    <message>
        <source>Warn before an inaccuracy or worse</source>
        <translation>Avvisa prima di un&apos;imprecisione o peggio</translation>
    </message>
    <message>
        <source>Warn before a mistake or worse</source>
        <translation>Avvisa prima di un errore o peggio</translation>
    </message>
    <message>
        <source>Warn before a blunder</source>
        <translation>Avvisa prima di un errore grave</translation>
    </message>
    <message>
        <source>Tutor:</source>
        <translation>Tutor:</translation>
    </message>
    <message>
        <source>The tutor judges each move as the coach&apos;s review would, and asks before one it would grade this badly: play it anyway, or think again.</source>
        <translation>Il tutor giudica ogni mossa come la revisione dell&apos;allenatore e chiede prima di una mossa valutata così male: giocarla comunque o ripensarci.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Lingua</translation>
    </message>
    <message>
        <source>System ({language})</source>
        <translation>Sistema ({language})</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Lingua:</translation>
    </message>
    <message>
        <source>In use now: {language}.</source>
        <translation>In uso ora: {language}.</translation>
    </message>
    <message>
        <source>A new language is used from the next start of Gin Rummy.</source>
        <translation>Una nuova lingua vale dal prossimo avvio di Gin Rummy.</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Suono</translation>
    </message>
    <message>
        <source>Sound effects</source>
        <translation>Effetti sonori</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <translation>Volume del suono</translation>
    </message>
    <message>
        <source>Test sound</source>
        <translation>Prova il suono</translation>
    </message>
    <message>
        <source>Volume:</source>
        <translation>Volume:</translation>
    </message>
    <message>
        <source>Short effects for the cards, the knock and the results. M turns them off and on while you play.</source>
        <translation>Brevi effetti per le carte, la bussata e i risultati. M li disattiva e riattiva mentre giochi.</translation>
    </message>
    <message>
        <source>{volume} %</source>
        <translation>{volume} %</translation>
    </message>
    <message>
        <source>These rules cannot be used: {error}.</source>
        <translation>Queste regole non si possono usare: {error}.</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>My order</source>
        <translation>Il mio ordine</translation>
    </message>
    <message>
        <source>Melds first</source>
        <translation>Prima le combinazioni</translation>
    </message>
    <message>
        <source>By rank</source>
        <translation>Per valore</translation>
    </message>
    <message>
        <source>By suit</source>
        <translation>Per seme</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>A fingerprint of this deal: the shuffled deck with a secret, fixed before play began. After the hand, Replay hand shows the deck and the secret so you can check it.</source>
        <translation>Un&apos;impronta di questa distribuzione: il mazzo mescolato con un segreto, fissato prima dell&apos;inizio del gioco. Dopo la mano, Rigioca la mano mostra il mazzo e il segreto perché tu possa verificarlo.</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>&amp;Passa</translation>
    </message>
    <message>
        <source>&amp;Knock</source>
        <translation>&amp;Bussa</translation>
    </message>
    <message>
        <source>Big &amp;Gin</source>
        <translation>Big &amp;Gin</translation>
    </message>
    <message>
        <source>&amp;Next hand</source>
        <translation>&amp;Mano successiva</translation>
    </message>
    <message>
        <source>&amp;Review hand</source>
        <translation>&amp;Rivedi la mano</translation>
    </message>
    <message>
        <source>The coach: each of your decisions in this hand graded, the costly ones explained, and the deal to play again (R)</source>
        <translation>L&apos;allenatore: ogni tua decisione in questa mano valutata, quelle costose spiegate, e la distribuzione da rigiocare (R)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>S&amp;uggerimento</translation>
    </message>
    <message>
        <source>Score &amp;sheet</source>
        <translation>&amp;Segnapunti</translation>
    </message>
    <message>
        <source>Discard pile (&amp;V)</source>
        <translation>Scarti (&amp;V)</translation>
    </message>
    <message>
        <source>Practice game: not counted in the statistics</source>
        <translation>Partita di allenamento: non conta nelle statistiche</translation>
    </message>
    <message>
        <source>Sort hand</source>
        <translation>Ordina mano</translation>
    </message>
    <message>
        <source>Knock with the selected card (or drag a card onto Knock)</source>
        <translation>Bussa con la carta selezionata (o trascina una carta su Bussa)</translation>
    </message>
    <message>
        <source>Deadwood: {points}</source>
        <translation>Punti morti: {points}</translation>
    </message>
    <message>
        <source>Game to {target} · knock at {limit} or less</source>
        <translation>Partita a {target} · bussa con {limit} o meno</translation>
    </message>
    <message>
        <source>Deal fingerprint: {fingerprint}</source>
        <translation>Impronta: {fingerprint}</translation>
    </message>
    <message>
        <source>Final score, bonuses included</source>
        <translation>Punteggio finale, bonus compresi</translation>
    </message>
    <message>
        <source>Hand {hand} · dealer: you</source>
        <translation>Mano {hand} · mazziere: tu</translation>
    </message>
    <message>
        <source>Hand {hand} · dealer: the computer</source>
        <translation>Mano {hand} · mazziere: il computer</translation>
    </message>
    <message>
        <source>Game to {target} · gin only</source>
        <translation>Partita a {target} · solo Gin</translation>
    </message>
    <message>
        <source>spade upcard: scores doubled</source>
        <translation>carta scoperta di picche: punti raddoppiati</translation>
    </message>
    <message>
        <source>Computer: {level}</source>
        <translation>Computer: {level}</translation>
    </message>
    <message>
        <source>after the best discard: {points}</source>
        <translation>dopo lo scarto migliore: {points}</translation>
    </message>
    <message>
        <source>Gin! (&amp;K)</source>
        <translation>Gin! (&amp;B)</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nuova partita</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>No finished games yet</source>
        <translation>Ancora nessuna partita finita</translation>
    </message>
    <message>
        <source>Too many games for a bar each: a bar is the average of about {count} games</source>
        <translation>Troppe partite per una barra ciascuna: una barra è la media di circa {count} partite</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiche</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Riepilogo</translation>
    </message>
    <message>
        <source>Statistics pages</source>
        <translation>Pagine delle statistiche</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>Totali</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partite</translation>
    </message>
    <message>
        <source>Your strength</source>
        <translation>La tua forza</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Esporta CSV…</translation>
    </message>
    <message>
        <source>Export the history as CSV</source>
        <translation>Esporta la cronologia in CSV</translation>
    </message>
    <message>
        <source>Totals per level and rules</source>
        <translation>Totali per livello e regole</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Livello</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regole</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vinte</translation>
    </message>
    <message>
        <source>Win %</source>
        <translation>% vinte</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Mani</translation>
    </message>
    <message>
        <source>Hands
won</source>
        <translation>Mani
vinte</translation>
    </message>
    <message>
        <source>Gins</source>
        <translation>Gin</translation>
    </message>
    <message>
        <source>Undercuts
given</source>
        <translation>Undercut
fatti</translation>
    </message>
    <message>
        <source>Undercuts
taken</source>
        <translation>Undercut
subiti</translation>
    </message>
    <message>
        <source>Net points
per hand</source>
        <translation>Punti netti
per mano</translation>
    </message>
    <message>
        <source>Best
streak</source>
        <translation>Serie
migliore</translation>
    </message>
    <message>
        <source>Current
streak</source>
        <translation>Serie
attuale</translation>
    </message>
    <message>
        <source>Points difference per game</source>
        <translation>Differenza punti per partita</translation>
    </message>
    <message>
        <source>Win rate over time</source>
        <translation>Percentuale di vittorie nel tempo</translation>
    </message>
    <message>
        <source>Accuracy per game</source>
        <translation>Precisione per partita</translation>
    </message>
    <message>
        <source>Points difference per finished game (final totals)</source>
        <translation>Differenza punti per partita finita (totali finali)</translation>
    </message>
    <message>
        <source>Win rate over time (running %)</source>
        <translation>Percentuale di vittorie nel tempo (% progressiva)</translation>
    </message>
    <message>
        <source>Your accuracy per game (the coach&apos;s review)</source>
        <translation>La tua precisione per partita (l&apos;analisi dell&apos;allenatore)</translation>
    </message>
    <message>
        <source>Your play per game among the computer&apos;s levels (games with the tutor left out)</source>
        <translation>Il tuo gioco per partita tra i livelli del computer (escluse le partite con il tutor)</translation>
    </message>
    <message>
        <source>Your play per game among the levels</source>
        <translation>Il tuo gioco per partita tra i livelli</translation>
    </message>
    <message>
        <source>Finished games</source>
        <translation>Partite finite</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Risultato</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Precisione</translation>
    </message>
    <message>
        <source>Lost to
decisions</source>
        <translation>Persi per
decisioni</translation>
    </message>
    <message>
        <source>Score sheet of the selected game</source>
        <translation>Segnapunti della partita selezionata</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Mazziere</translation>
    </message>
    <message>
        <source>Your total</source>
        <translation>Il tuo totale</translation>
    </message>
    <message>
        <source>Computer total</source>
        <translation>Totale computer</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Perché</translation>
    </message>
    <message>
        <source>Select a game to see its score sheet.</source>
        <translation>Seleziona una partita per vederne il segnapunti.</translation>
    </message>
    <message>
        <source>Selected game</source>
        <translation>Partita selezionata</translation>
    </message>
    <message>
        <source>Counting your saved games…</source>
        <translation>Conteggio delle partite salvate…</translation>
    </message>
    <message>
        <source>Finished games: {games}, won {won} ({rate}). Hands: {hands}. Gins: {gins}. Best streak: {best}, current streak: {current}. Games with undo: {undo}.</source>
        <translation>Partite finite: {games}, vinte {won} ({rate}). Mani: {hands}. Gin: {gins}. Serie migliore: {best}, serie attuale: {current}. Partite con annullamenti: {undo}.</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Tutte le partite</translation>
    </message>
    <message>
        <source>No reviewed game without the tutor yet</source>
        <translation>Ancora nessuna partita rivista senza il tutor</translation>
    </message>
    <message>
        <source>Save the hands of every finished game as a CSV file</source>
        <translation>Salva le mani di ogni partita finita in un file CSV</translation>
    </message>
    <message>
        <source>Nothing to export yet: the CSV lists finished games, and none is finished</source>
        <translation>Ancora niente da esportare: il CSV elenca le partite finite, e non ce n&apos;è nessuna</translation>
    </message>
    <message>
        <source>Won (shutout)</source>
        <translation>Vinta (cappotto)</translation>
    </message>
    <message>
        <source>Lost (shutout)</source>
        <translation>Persa (cappotto)</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Persa</translation>
    </message>
    <message>
        <source>with undo</source>
        <translation>con annullamenti</translation>
    </message>
    <message>
        <source>with the tutor</source>
        <translation>con il tutor</translation>
    </message>
    <message>
        <source>This game cannot be loaded.</source>
        <translation>Questa partita non può essere caricata.</translation>
    </message>
    <message>
        <source>Game {id}, {date}: score sheet</source>
        <translation>Partita {id}, {date}: segnapunti</translation>
    </message>
    <message>
        <source>Export the game history</source>
        <translation>Esporta la cronologia delle partite</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>File CSV (*.csv)</translation>
    </message>
    <message>
        <source>The history could not be written to {path}: {error}</source>
        <translation>Non è stato possibile scrivere la cronologia in {path}: {error}</translation>
    </message>
</context>
<context>
    <name>SwingChart</name>
    <message>
        <source>Expected points through the hand</source>
        <translation>Punti attesi nel corso della mano</translation>
    </message>
    <message>
        <source>From {start} at the deal to {end}: luck {luck}, decisions {skill}</source>
        <translation>Da {start} alla distribuzione a {end}: fortuna {luck}, decisioni {skill}</translation>
    </message>
    <message>
        <source>No decisions to chart</source>
        <translation>Nessuna decisione da mostrare</translation>
    </message>
    <message>
        <source>at the deal {start} · dotted: luck {luck} · coloured: your decisions {skill} · result {result}</source>
        <translation>alla distribuzione {start} · tratteggio: fortuna {luck} · a colori: le tue decisioni {skill} · risultato {result}</translation>
    </message>
</context>
<context>
    <name>TablePreview</name>
    <message>
        <source>{theme} table, cards at {scale} %</source>
        <translation>Tavolo {theme}, carte al {scale} %</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Knock</source>
        <translation>Bussa</translation>
    </message>
    <message>
        <source>The stock: {count} cards</source>
        <translation>Il mazzo: {count} carte</translation>
    </message>
    <message>
        <source>One of the computer&apos;s cards</source>
        <translation>Una delle carte del computer</translation>
    </message>
    <message>
        <source>Stock {count}</source>
        <translation>Mazzo {count}</translation>
    </message>
    <message>
        <source>The discard pile (empty)</source>
        <translation>La pila degli scarti (vuota)</translation>
    </message>
    <message>
        <source>Gin!</source>
        <translation>Gin!</translation>
    </message>
    <message>
        <source>Drop the card on your hand to draw it.</source>
        <translation>Rilascia la carta sulla tua mano per pescarla.</translation>
    </message>
    <message>
        <source>Drop a card on the discard pile to discard it, or on Knock to knock.</source>
        <translation>Rilascia una carta sulla pila degli scarti per scartarla, o su Bussa per bussare.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Card table</source>
        <translation>Tavolo da gioco</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <source>Classic</source>
        <translation>Classico</translation>
    </message>
    <message>
        <source>Night</source>
        <translation>Notte</translation>
    </message>
</context>
<context>
    <name>ToolWindows</name>
    <message>
        <source>Only a finished hand can be replayed.</source>
        <translation>Si può rigiocare solo una mano finita.</translation>
    </message>
    <message>
        <source>A hand can be reviewed once it is over.</source>
        <translation>Una mano si può analizzare quando è finita.</translation>
    </message>
    <message>
        <source>Gin Rummy {version}
A fair opponent, exact rules.</source>
        <translation>Gin Rummy {version}
Un avversario leale, regole esatte.</translation>
    </message>
    <message>
        <source>{level}: {strength}</source>
        <translation>{level}: {strength}</translation>
    </message>
    <message>
        <source>Saved games and settings: {folder}</source>
        <translation>Partite salvate e impostazioni: {folder}</translation>
    </message>
    <message>
        <source>Log: {path}</source>
        <translation>Registro: {path}</translation>
    </message>
    <message>
        <source>No log file is written.</source>
        <translation>Non viene scritto alcun file di registro.</translation>
    </message>
    <message>
        <source>About Gin Rummy</source>
        <translation>Informazioni su Gin Rummy</translation>
    </message>
    <message>
        <source>Open that folder</source>
        <translation>Apri quella cartella</translation>
    </message>
    <message>
        <source>No file manager opened the folder {folder}. Its path is on the clipboard: paste it into a file window or a terminal.</source>
        <translation>Nessun gestore di file ha aperto la cartella {folder}. Il suo percorso è negli appunti: incollalo in una finestra dei file o in un terminale.</translation>
    </message>
    <message>
        <source>Known cards</source>
        <translation>Carte note</translation>
    </message>
</context>
<context>
    <name>TrackerDock</name>
    <message>
        <source>Close the known cards (T)</source>
        <translation>Chiudi le carte note (T)</translation>
    </message>
    <message>
        <source>Close the known cards</source>
        <translation>Chiudi le carte note</translation>
    </message>
</context>
<context>
    <name>TrackerPanel</name>
    <message>
        <source>Known cards</source>
        <translation>Carte note</translation>
    </message>
    <message>
        <source>yours</source>
        <translation>tue</translation>
    </message>
    <message>
        <source>the computer&apos;s</source>
        <translation>del computer</translation>
    </message>
    <message>
        <source>discarded</source>
        <translation>scartate</translation>
    </message>
    <message>
        <source>unseen</source>
        <translation>non viste</translation>
    </message>
    <message>
        <source>in your hand</source>
        <translation>nella tua mano</translation>
    </message>
    <message>
        <source>the computer holds it (taken from the pile)</source>
        <translation>ce l&apos;ha il computer (presa dalla pila)</translation>
    </message>
    <message>
        <source>in the discard pile</source>
        <translation>nella pila degli scarti</translation>
    </message>
    <message>
        <source>unseen: the stock or the computer&apos;s hand</source>
        <translation>non vista: nel mazzo o nella mano del computer</translation>
    </message>
    <message>
        <source>Unseen: {count} cards</source>
        <translation>Non viste: {count} carte</translation>
    </message>
    <message>
        <source>Computer holds (taken from the pile): {cards}</source>
        <translation>Il computer ha (prese dalla pila): {cards}</translation>
    </message>
    <message>
        <source>Computer passed: {cards}</source>
        <translation>Il computer ha passato: {cards}</translation>
    </message>
    <message>
        <source>You: {card}</source>
        <translation>Tu: {card}</translation>
    </message>
    <message>
        <source>Computer: {card}</source>
        <translation>Computer: {card}</translation>
    </message>
    <message>
        <source>Discards, oldest first:</source>
        <translation>Scarti, dal più vecchio:</translation>
    </message>
</context>
<context>
    <name>TutorPanel</name>
    <message>
        <source>Think again (Esc)</source>
        <translation>Ripensaci (Esc)</translation>
    </message>
    <message>
        <source>Take the move back and choose again (Esc)</source>
        <translation>Ritira la mossa e scegli di nuovo (Esc)</translation>
    </message>
    <message>
        <source>Play it anyway (Enter)</source>
        <translation>Gioca comunque (Invio)</translation>
    </message>
    <message>
        <source>Make the move as it is (Enter)</source>
        <translation>Fai la mossa così com&apos;è (Invio)</translation>
    </message>
</context>
<context>
    <name>TutorSeat</name>
    <message>
        <source>Think again: the move was not made.</source>
        <translation>Ripensaci: la mossa non è stata fatta.</translation>
    </message>
</context>
<context>
    <name>WindowActions</name>
    <message>
        <source>G&amp;ame</source>
        <translation>Par&amp;tita</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nuova partita</translation>
    </message>
    <message>
        <source>&amp;Score sheet</source>
        <translation>&amp;Segnapunti</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>S&amp;tatistiche</translation>
    </message>
    <message>
        <source>&amp;Practice your mistakes…</source>
        <translation>Impara dai tuoi &amp;errori…</translation>
    </message>
    <message>
        <source>&amp;Undo my last move</source>
        <translation>&amp;Annulla l&apos;ultima mossa</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>&amp;Mute sounds</source>
        <translation>Silen&amp;zia i suoni</translation>
    </message>
    <message>
        <source>V&amp;iew</source>
        <translation>V&amp;isualizza</translation>
    </message>
    <message>
        <source>&amp;Known cards</source>
        <translation>Carte &amp;note</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Schermo intero</translation>
    </message>
    <message>
        <source>&amp;Options</source>
        <translation>&amp;Opzioni</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Impostazioni…</translation>
    </message>
    <message>
        <source>H&amp;elp</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regole</translation>
    </message>
    <message>
        <source>&amp;First game walkthrough</source>
        <translation>&amp;Guida alla prima partita</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Informazioni</translation>
    </message>
    <message>
        <source>You cannot knock now.</source>
        <translation>Adesso non puoi bussare.</translation>
    </message>
    <message>
        <source>Discard {card} and go gin?</source>
        <translation>Scartare {card} e fare Gin?</translation>
    </message>
    <message>
        <source>Discard {card} and knock with {deadwood} deadwood?</source>
        <translation>Scartare {card} e bussare con {deadwood} punti morti?</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Bussa</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>Abandon the current game and start a new one?</source>
        <translation>Abbandonare la partita in corso e iniziarne una nuova?</translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <translation>Rigioca questa distribuzione</translation>
    </message>
    <message>
        <source>Leave the current game (it is kept as abandoned) and play this deal again as practice?</source>
        <translation>Lasciare la partita in corso (resta salvata come abbandonata) e rigiocare questa distribuzione per allenamento?</translation>
    </message>
    <message>
        <source>the computer&apos;s cards</source>
        <translation>le carte del computer</translation>
    </message>
    <message>
        <source>your cards</source>
        <translation>le tue carte</translation>
    </message>
    <message>
        <source>Practice: the same deal again, with {seat}. It is not counted in the statistics.</source>
        <translation>Allenamento: la stessa distribuzione di nuovo, con {seat}. Non conta nelle statistiche.</translation>
    </message>
    <message>
        <source>Undo is off: turn it on in Options &gt; Settings (games with undo are marked).</source>
        <translation>L&apos;annullamento è disattivato: attivalo in Opzioni &gt; Impostazioni (le partite con annullamenti vengono segnate).</translation>
    </message>
    <message>
        <source>A hint is available when it is your turn.</source>
        <translation>Un suggerimento è disponibile quando tocca a te.</translation>
    </message>
    <message>
        <source>Working out a hint…</source>
        <translation>Sto calcolando un suggerimento…</translation>
    </message>
    <message>
        <source>Hint: {reason}</source>
        <translation>Suggerimento: {reason}</translation>
    </message>
    <message>
        <source>No hint this time: working it out failed (the log has the details).</source>
        <translation>Nessun suggerimento stavolta: il calcolo non è riuscito (i dettagli sono nel registro).</translation>
    </message>
</context>
<context>
    <name>WindowLook</name>
    <message>
        <source>Some card pictures could not be loaded, so the large-index faces or plain cards are shown instead; the game plays as usual. Reinstalling Gin Rummy brings the pictures back. ({error})</source>
        <translation>Alcune immagini delle carte non sono state caricate, quindi al loro posto vengono mostrate carte con indice grande o carte semplici; il gioco funziona come sempre. Reinstallare Gin Rummy riporta le immagini. ({error})</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Impostazioni</translation>
    </message>
    <message>
        <source>Your settings could not be saved to {path}, so they last only until Gin Rummy is closed. Is the disk full, or the folder read-only?</source>
        <translation>Non è stato possibile salvare le impostazioni in {path}, quindi valgono solo fino alla chiusura di Gin Rummy. Il disco è pieno o la cartella è di sola lettura?</translation>
    </message>
    <message>
        <source>The new rules and opponent apply from the next game (Game &gt; New game).</source>
        <translation>Le nuove regole e il nuovo avversario valgono dalla prossima partita (Partita &gt; Nuova partita).</translation>
    </message>
    <message>
        <source>Restart now</source>
        <translation>Riavvia ora</translation>
    </message>
</context>
</TS>
