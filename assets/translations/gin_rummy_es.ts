<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name></name>
    <message>
        <source>lay out your melds; your cards are laid off on the knocker&apos;s melds where they fit</source>
        <translation>baja tus combinaciones; tus cartas se colocan en las combinaciones de quien cierra donde encajen</translation>
    </message>
    <message>
        <source>all 11 cards are in melds: go big gin</source>
        <translation>las 11 cartas están combinadas: haz Big Gin</translation>
    </message>
    <message>
        <source>take {card}: it makes the meld {meld}</source>
        <translation>toma {card}: forma la combinación {meld}</translation>
    </message>
    <message>
        <source>take {card}: it fits your hand better than an unknown stock card</source>
        <translation>toma {card}: encaja mejor en tu mano que una carta desconocida del mazo</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>pasar</translation>
    </message>
    <message>
        <source>pass: {card} does not help your hand</source>
        <translation>pasar: {card} no ayuda a tu mano</translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation>robar del mazo</translation>
    </message>
    <message>
        <source>playing on is worth about {points} points more than a knock with {deadwood} now</source>
        <translation>seguir jugando vale unos {points} puntos más que cerrar ahora con {deadwood}</translation>
    </message>
    <message>
        <source>draw from the stock: {card} does not help your hand</source>
        <translation>robar del mazo: {card} no ayuda a tu mano</translation>
    </message>
    <message>
        <source>discard {card} and go gin: every other card is in a meld</source>
        <translation>descarta {card} y haz Gin: todas las demás cartas están en una combinación</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>it can leave a meld without raising your deadwood</source>
        <translation>puede salir de una combinación sin subir tus puntos sueltos</translation>
    </message>
    <message>
        <source>highest unmatched card, no meld chance left</source>
        <translation>la carta suelta más alta, ya sin opción de combinación</translation>
    </message>
    <message>
        <source>a high unmatched card</source>
        <translation>una carta suelta alta</translation>
    </message>
    <message>
        <source>no meld chance left</source>
        <translation>ya sin opción de combinación</translation>
    </message>
    <message>
        <source>the least useful card for your melds</source>
        <translation>la carta menos útil para tus combinaciones</translation>
    </message>
    <message>
        <source>the opponent is unlikely to use it</source>
        <translation>es poco probable que el rival la aproveche</translation>
    </message>
    <message>
        <source>careful: the opponent may use it, but keeping it costs more</source>
        <translation>cuidado: el rival puede aprovecharla, pero quedártela cuesta más</translation>
    </message>
    <message>
        <source>discard {card}: {reasons}</source>
        <translation>descarta {card}: {reasons}</translation>
    </message>
    <message>
        <source>discard {card} and knock with {deadwood} deadwood (limit {limit}): knocking now is worth more than playing on</source>
        <translation>descarta {card} y cierra con {deadwood} puntos sueltos (límite {limit}): cerrar ahora vale más que seguir jugando</translation>
    </message>
    <message>
        <source>{other} is about as good</source>
        <translation>{other} es casi igual de bueno</translation>
    </message>
    <message>
        <source>{other} would leave {low} deadwood (this leaves {left}), but the opponent is likely to use it</source>
        <translation>{other} dejaría {low} puntos sueltos (esta deja {left}), pero es probable que el rival la aproveche</translation>
    </message>
    <message>
        <source>{other} would leave {low} deadwood (this leaves {left}), but {other} with {partner} can still make a meld</source>
        <translation>{other} dejaría {low} puntos sueltos (esta deja {left}), pero {other} todavía puede formar una combinación con {partner}</translation>
    </message>
    <message>
        <source>{other} would leave {low} deadwood (this leaves {left}), but keeping it gives better chances over the next draws</source>
        <translation>{other} dejaría {low} puntos sueltos (esta deja {left}), pero quedártela da mejores opciones en los próximos robos</translation>
    </message>
    <message>
        <source>the melds shown leave {shown} deadwood, but the knocker must show a lowest-deadwood arrangement ({lowest}); for example {melds}</source>
        <translation>las combinaciones mostradas dejan {shown} puntos sueltos, pero quien cierra debe mostrar una distribución con la menor cuenta ({lowest}); por ejemplo {melds}</translation>
    </message>
    <message>
        <source>Dead hand: the stock reached the wall and the last discard was not taken</source>
        <translation>Mano nula: el mazo llegó al muro y nadie tomó el último descarte</translation>
    </message>
    <message>
        <source>Dead hand: the stock reached the wall (two cards) without a knock</source>
        <translation>Mano nula: el mazo llegó al muro (dos cartas) sin que nadie cerrara</translation>
    </message>
    <message>
        <source>Game bonus, doubled for a shutout (2 × {bonus})</source>
        <translation>Bono de partida, doblado por blanqueo (2 × {bonus})</translation>
    </message>
    <message>
        <source>Game bonus</source>
        <translation>Bono de partida</translation>
    </message>
    <message numerus="yes">
        <source>Box bonus (%n hand(s) × {bonus})</source>
        <translation>
            <numerusform>Bono por mano (%n mano ganada × {bonus})</numerusform>
            <numerusform>Bono por mano (%n manos ganadas × {bonus})</numerusform>
        </translation>
    </message>
    <message>
        <source>Shutout: the winner&apos;s whole score is doubled</source>
        <translation>Blanqueo: se dobla la puntuación entera del ganador</translation>
    </message>
    <message>
        <source>Big gin: gin bonus {gin} + big gin bonus {big} + defender&apos;s deadwood {defender}</source>
        <translation>Big Gin: bono de Gin {gin} + bono de Big Gin {big} + puntos sueltos del defensor {defender}</translation>
    </message>
    <message>
        <source>Big gin: gin bonus {gin} + defender&apos;s deadwood {defender}</source>
        <translation>Big Gin: bono de Gin {gin} + puntos sueltos del defensor {defender}</translation>
    </message>
    <message>
        <source>Gin: gin bonus {gin} + defender&apos;s deadwood {defender}</source>
        <translation>Gin: bono de Gin {gin} + puntos sueltos del defensor {defender}</translation>
    </message>
    <message>
        <source>Undercut (a tie is an undercut): undercut bonus {bonus} + ({knocker} − {defender})</source>
        <translation>Contragolpe (un empate es contragolpe): bono de contragolpe {bonus} + ({knocker} − {defender})</translation>
    </message>
    <message>
        <source>Undercut: undercut bonus {bonus} + ({knocker} − {defender})</source>
        <translation>Contragolpe: bono de contragolpe {bonus} + ({knocker} − {defender})</translation>
    </message>
    <message>
        <source>Knock: defender&apos;s deadwood {defender} − knocker&apos;s deadwood {knocker}</source>
        <translation>Cierre: puntos sueltos del defensor {defender} − puntos sueltos de quien cierra {knocker}</translation>
    </message>
    <message>
        <source>{reason} = {base}, × {multiplier} for the spade upcard = {points}</source>
        <translation>{reason} = {base}, × {multiplier} por la carta descubierta de picas = {points}</translation>
    </message>
    <message>
        <source>{reason} = {base}</source>
        <translation>{reason} = {base}</translation>
    </message>
    <message>
        <source>The details are in {path}.</source>
        <translation>Los detalles están en {path}.</translation>
    </message>
    <message>
        <source>No log file could be written.</source>
        <translation>No se pudo escribir ningún archivo de registro.</translation>
    </message>
    <message>
        <source>Something went wrong, but your game is safe: every move is saved before it is shown.

{error}

{where}</source>
        <translation>Algo salió mal, pero tu partida está a salvo: cada jugada se guarda antes de mostrarse.

{error}

{where}</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n puntos</numerusform>
        </translation>
    </message>
    <message>
        <source>{setting} {value} is not a whole number from {low} to {high}; reset to {default}.</source>
        <translation>{setting} {value} no es un número entero de {low} a {high}; se restableció a {default}.</translation>
    </message>
    <message>
        <source>{setting} {value} is not on or off; reset to {default}.</source>
        <translation>{setting} {value} no es ni activado ni desactivado; se restableció a {default}.</translation>
    </message>
    <message>
        <source>on</source>
        <translation>activado</translation>
    </message>
    <message>
        <source>off</source>
        <translation>desactivado</translation>
    </message>
    <message>
        <source>{setting} {value} is not one of {choices}; reset to {default}.</source>
        <translation>{setting} {value} no es ninguno de {choices}; se restableció a {default}.</translation>
    </message>
    <message>
        <source>Rules {value} are not readable; reset to the Standard rules.</source>
        <translation>Las reglas {value} no se pueden leer; se restablecieron las reglas estándar.</translation>
    </message>
    <message>
        <source>Rules {value} are not a set of options; reset to the Standard rules.</source>
        <translation>Las reglas {value} no son un conjunto de opciones; se restablecieron las reglas estándar.</translation>
    </message>
    <message>
        <source>Rules: {error}; the Standard rules are used as the base.</source>
        <translation>Reglas: {error}; se usan las reglas estándar como base.</translation>
    </message>
    <message>
        <source>Rules: {error}; reset to {default}.</source>
        <translation>Reglas: {error}; se restableció a {default}.</translation>
    </message>
    <message>
        <source>Rules: {error}; {option} reset to {default}.</source>
        <translation>Reglas: {error}; {option} se restableció a {default}.</translation>
    </message>
    <message>
        <source>Rules: {error}; reset to the {title} rules.</source>
        <translation>Reglas: {error}; se restablecieron las reglas «{title}».</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>el disco está lleno</translation>
    </message>
    <message>
        <source>the save file or its folder is read-only</source>
        <translation>el archivo de guardado o su carpeta es de solo lectura</translation>
    </message>
    <message>
        <source>The key that seals the deck of a hand in progress could not be used ({problem}). It was kept as {kept} and a new key was made; a hand in progress sealed with the old key cannot be resumed, finished hands are not affected.</source>
        <translation>La clave que sella la baraja de una mano en curso no se pudo usar ({problem}). Se guardó como {kept} y se creó una clave nueva; una mano en curso sellada con la clave antigua no se puede reanudar; las manos terminadas no se ven afectadas.</translation>
    </message>
    <message>
        <source>The save folder {folder} cannot be written.</source>
        <translation>No se puede escribir en la carpeta de guardado {folder}.</translation>
    </message>
    <message numerus="yes">
        <source>Not saving: {why} Play on: your moves are kept and saved, in order, as soon as it can be. (%n waiting.)</source>
        <translation>
            <numerusform>No se guarda: {why} Sigue jugando: tus jugadas se conservan y se guardan, en orden, en cuanto se pueda. (%n en espera.)</numerusform>
            <numerusform>No se guarda: {why} Sigue jugando: tus jugadas se conservan y se guardan, en orden, en cuanto se pueda. (%n en espera.)</numerusform>
        </translation>
    </message>
    <message>
        <source>Not saving: {why} Play on: your moves are kept and saved, in order, as soon as it can be.</source>
        <translation>No se guarda: {why} Sigue jugando: tus jugadas se conservan y se guardan, en orden, en cuanto se pueda.</translation>
    </message>
    <message numerus="yes">
        <source>Not saving: the disk refuses to write to {folder} (full or read-only). %n change(s) are kept and will be saved when it can.</source>
        <translation>
            <numerusform>No se guarda: el disco se niega a escribir en {folder} (lleno o de solo lectura). %n cambio se conserva y se guardará en cuanto se pueda.</numerusform>
            <numerusform>No se guarda: el disco se niega a escribir en {folder} (lleno o de solo lectura). %n cambios se conservan y se guardarán en cuanto se pueda.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not saving: another copy of Gin Rummy is using {folder}.</source>
        <translation>No se guarda: otra copia de Gin Rummy está usando {folder}.</translation>
    </message>
    <message>
        <source>Not saving: this session&apos;s moves are not saved (see the message above).</source>
        <translation>No se guarda: las jugadas de esta sesión no se guardan (ver el mensaje de arriba).</translation>
    </message>
    <message>
        <source>its saved records are damaged</source>
        <translation>sus datos guardados están dañados</translation>
    </message>
    <message>
        <source>its saved moves no longer make a game the rules allow</source>
        <translation>sus jugadas guardadas ya no forman una partida que las reglas permitan</translation>
    </message>
    <message>
        <source>The saved games cannot be read: the save file is damaged.</source>
        <translation>No se pueden leer las partidas guardadas: el archivo de guardado está dañado.</translation>
    </message>
    <message>
        <source>The save file {file} failed its check ({reason}). Play goes on; at the next start it is checked again and, if it is damaged, set aside (nothing is deleted).</source>
        <translation>El archivo de partidas {file} no superó su comprobación ({reason}). El juego continúa; en el próximo inicio se comprobará de nuevo y, si está dañado, se apartará (no se borra nada).</translation>
    </message>
    <message>
        <source>Your own arrangement of the cards in game {game} could not be read ({problem}); the cards are shown in the order they were dealt.</source>
        <translation>No se pudo leer tu propio orden de las cartas de la partida {game} ({problem}); las cartas se muestran en el orden en que se repartieron.</translation>
    </message>
    <message>
        <source>the key file {file} is missing or cannot be read</source>
        <translation>el archivo de clave {file} falta o no se puede leer</translation>
    </message>
    <message>
        <source>the key it was sealed with is not the one in {file} (that file was deleted, replaced or damaged)</source>
        <translation>la clave con que se selló no es la de {file} (ese archivo se borró, se sustituyó o está dañado)</translation>
    </message>
    <message>
        <source>its sealed deck is damaged</source>
        <translation>su baraja sellada está dañada</translation>
    </message>
    <message>
        <source>Hand {hand} of game {game}, which was in progress, cannot be resumed: {reason}. The game and its finished hands are kept (nothing was deleted) and a new game starts.</source>
        <translation>La mano {hand} de la partida {game}, que estaba en curso, no se puede reanudar: {reason}. La partida y sus manos terminadas se conservan (no se borró nada) y empieza una partida nueva.</translation>
    </message>
    <message>
        <source>Saved game {game} (started {started}) cannot be loaded: {reason}. It was set aside as damaged; nothing was deleted.</source>
        <translation>La partida guardada {game} (empezada el {started}) no se puede cargar: {reason}. Se apartó como dañada; no se borró nada.</translation>
    </message>
    <message>
        <source>Saved game {game} cannot be loaded: {reason}. It was set aside as damaged; nothing was deleted.</source>
        <translation>La partida guardada {game} no se puede cargar: {reason}. Se apartó como dañada; no se borró nada.</translation>
    </message>
    <message>
        <source>Moves kept from an earlier session on a full disk could not be added to your saves ({why}). They were kept as {kept}; nothing was deleted.</source>
        <translation>Las jugadas guardadas en una sesión anterior en un disco lleno no se pudieron añadir a tus partidas guardadas ({why}). Se conservaron como {kept}; no se borró nada.</translation>
    </message>
    <message>
        <source>the saves changed since</source>
        <translation>las partidas guardadas cambiaron desde entonces</translation>
    </message>
    <message>
        <source>Another copy of Gin Rummy saved games in {folder} while this one could not write there, so the moves of this session cannot be added to those saves. Play continues in this window without saving.</source>
        <translation>Otra copia de Gin Rummy guardó partidas en {folder} mientras esta no podía escribir allí, así que las jugadas de esta sesión no se pueden añadir a esas partidas guardadas. El juego sigue en esta ventana sin guardar.</translation>
    </message>
    <message>
        <source>Your game cannot be saved right now ({problem}). Play continues: your moves are kept in memory and will be saved as soon as the disk accepts them again.</source>
        <translation>Tu partida no se puede guardar ahora mismo ({problem}). El juego sigue: tus jugadas se conservan en memoria y se guardarán en cuanto el disco vuelva a aceptarlas.</translation>
    </message>
    <message numerus="yes">
        <source>Saving works again: %n waiting change(s) were saved.</source>
        <translation>
            <numerusform>El guardado vuelve a funcionar: se guardó %n cambio pendiente.</numerusform>
            <numerusform>El guardado vuelve a funcionar: se guardaron %n cambios pendientes.</numerusform>
        </translation>
    </message>
    <message>
        <source>The disk holding your saves ({folder}) is nearly full: a new hand may not fit. Your moves are kept and saved as soon as there is room; free some space on that disk.</source>
        <translation>El disco de tus partidas guardadas ({folder}) está casi lleno: puede que una nueva mano no quepa. Tus jugadas se conservan y se guardan en cuanto haya espacio; libera algo de espacio en ese disco.</translation>
    </message>
    <message>
        <source>could not be read</source>
        <translation>no se pudo leer</translation>
    </message>
    <message>
        <source>did not match the game&apos;s saved moves</source>
        <translation>no coincidía con las jugadas guardadas de la partida</translation>
    </message>
    <message>
        <source>The table saved with game {game} {reason}, so it was set up again from the game&apos;s moves. Every move is kept; nothing was deleted.</source>
        <translation>La mesa guardada con la partida {game} {reason}, así que se volvió a preparar a partir de las jugadas de la partida. Se conservan todas las jugadas; no se borró nada.</translation>
    </message>
    <message>
        <source>The save folder {folder} cannot be made ({reason}).</source>
        <translation>No se puede crear la carpeta de guardado {folder} ({reason}).</translation>
    </message>
    <message>
        <source>The save folder {folder} cannot be written ({reason}).</source>
        <translation>No se puede escribir en la carpeta de guardado {folder} ({reason}).</translation>
    </message>
    <message>
        <source>Another copy of Gin Rummy (process {pid}) is already using the saves in {folder}. This copy will not save anything; close the other copy to save again.</source>
        <translation>Otra copia de Gin Rummy (proceso {pid}) ya está usando las partidas guardadas en {folder}. Esta copia no guardará nada; cierra la otra copia para volver a guardar.</translation>
    </message>
    <message>
        <source>Another copy of Gin Rummy is already using the saves in {folder}. This copy will not save anything; close the other copy to save again.</source>
        <translation>Otra copia de Gin Rummy ya está usando las partidas guardadas en {folder}. Esta copia no guardará nada; cierra la otra copia para volver a guardar.</translation>
    </message>
    <message>
        <source>A save file cannot be created in {folder} ({reason}).</source>
        <translation>No se puede crear un archivo de guardado en {folder} ({reason}).</translation>
    </message>
    <message>
        <source>The save file {file} cannot be read ({reason}); it was left as it is.</source>
        <translation>El archivo de guardado {file} no se puede leer ({reason}); se dejó como estaba.</translation>
    </message>
    <message>
        <source>The save file {file} is damaged ({reason}) and could not be set aside ({problem}); it was left as it is.</source>
        <translation>El archivo de guardado {file} está dañado ({reason}) y no se pudo apartar ({problem}); se dejó como estaba.</translation>
    </message>
    <message>
        <source>The save file was damaged ({reason}) and could not be used. It was kept as {kept}; a new save file was started, so earlier games are not shown.</source>
        <translation>El archivo de guardado estaba dañado ({reason}) y no se pudo usar. Se conservó como {kept}; se empezó un archivo de guardado nuevo, así que no se muestran las partidas anteriores.</translation>
    </message>
    <message>
        <source>The save file {file} cannot be written ({reason}).</source>
        <translation>No se puede escribir en el archivo de guardado {file} ({reason}).</translation>
    </message>
    <message>
        <source>The format number of the save file {file} was damaged ({found}); its tables are exactly those of format {format}, so it was repaired and your games are kept.</source>
        <translation>El número de formato del archivo de partidas {file} estaba dañado ({found}); sus tablas son exactamente las del formato {format}, así que se reparó y tus partidas se conservan.</translation>
    </message>
    <message>
        <source>The save file {file} could not be updated to this version&apos;s format ({reason}); it was left as it is. Your saved games can be viewed, but this session will not be saved.</source>
        <translation>El archivo de guardado {file} no se pudo actualizar al formato de esta versión ({reason}); se dejó como estaba. Puedes ver tus partidas guardadas, pero esta sesión no se guardará.</translation>
    </message>
    <message>
        <source>The save file {file} is damaged ({reason}); it was left as it is.</source>
        <translation>El archivo de guardado {file} está dañado ({reason}); se dejó como estaba.</translation>
    </message>
    <message>
        <source>The save file {file} cannot be read ({reason}).</source>
        <translation>El archivo de guardado {file} no se puede leer ({reason}).</translation>
    </message>
    <message>
        <source>{problem} Play continues: your moves are kept and will be saved, in order, as soon as it can be written.</source>
        <translation>{problem} El juego sigue: tus jugadas se conservan y se guardarán, en orden, en cuanto se pueda escribir.</translation>
    </message>
    <message>
        <source>The save file {file} was written by a newer version of Gin Rummy (format {found}; this version reads up to {current}). It was left untouched. You can play, but nothing will be saved; update Gin Rummy to continue your saved games.</source>
        <translation>El archivo de guardado {file} lo escribió una versión más reciente de Gin Rummy (formato {found}; esta versión lee hasta el {current}). No se ha tocado. Puedes jugar, pero no se guardará nada; actualiza Gin Rummy para continuar tus partidas guardadas.</translation>
    </message>
    <message>
        <source>The save folder {folder} cannot be used ({reason}).</source>
        <translation>La carpeta de partidas guardadas {folder} no se puede usar ({reason}).</translation>
    </message>
    <message>
        <source>{problem} You can play, but nothing will be saved in this session.</source>
        <translation>{problem} Puedes jugar, pero no se guardará nada en esta sesión.</translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation>Repartiendo…</translation>
    </message>
    <message>
        <source>{reason}. Press Next hand (N) to continue.</source>
        <translation>{reason}. Pulsa Siguiente mano (N) para continuar.</translation>
    </message>
    <message>
        <source>The computer lays out its melds and lays off on yours…</source>
        <translation>El ordenador baja sus combinaciones y coloca cartas en las tuyas…</translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <translation>El ordenador está pensando…</translation>
    </message>
    <message>
        <source>The computer is playing…</source>
        <translation>El ordenador está jugando…</translation>
    </message>
    <message>
        <source>{opponent_turn} {what_now}</source>
        <translation>{opponent_turn} {what_now}</translation>
    </message>
    <message>
        <source>Lay out your melds: your lay-offs are found for you.</source>
        <translation>Baja tus combinaciones: tus cartas para colocar se buscan por ti.</translation>
    </message>
    <message>
        <source>Take the upcard {card} (drag it to your hand, or D) or pass (P).</source>
        <translation>Toma la carta descubierta {card} (arrástrala a tu mano, o D) o pasa (P).</translation>
    </message>
    <message>
        <source>Both passed the upcard: draw from the stock (click it, or S).</source>
        <translation>Los dos jugadores pasaron la carta descubierta: roba del mazo (haz clic en él, o S).</translation>
    </message>
    <message>
        <source>Draw: the stock (S) or the discard from the discard pile (D).</source>
        <translation>Roba: del mazo (S) o el descarte de la pila de descartes (D).</translation>
    </message>
    <message>
        <source>Draw: the stock (S) or {card} from the discard pile (D).</source>
        <translation>Roba: del mazo (S) o {card} de la pila de descartes (D).</translation>
    </message>
    <message>
        <source>The stock is at the wall: take the discard only to go out (D), or pass (P).</source>
        <translation>El mazo está en el muro: toma el descarte solo para cerrar (D), o pasa (P).</translation>
    </message>
    <message>
        <source>The stock is at the wall: take {card} only to go out (D), or pass (P).</source>
        <translation>El mazo está en el muro: toma {card} solo para cerrar (D), o pasa (P).</translation>
    </message>
    <message>
        <source>The computer took {taken} and discarded {card}.</source>
        <translation>El ordenador tomó {taken} y descartó {card}.</translation>
    </message>
    <message>
        <source>The computer drew from the stock and discarded {card}.</source>
        <translation>El ordenador robó del mazo y descartó {card}.</translation>
    </message>
    <message>
        <source>The computer discarded {card}.</source>
        <translation>El ordenador descartó {card}.</translation>
    </message>
    <message>
        <source>The computer passed on {card}.</source>
        <translation>El ordenador pasó {card}.</translation>
    </message>
    <message>
        <source>All 11 cards are melded: go Big Gin (G), or discard.</source>
        <translation>Las 11 cartas están combinadas: haz Big Gin (G), o descarta.</translation>
    </message>
    <message>
        <source>You took the last discard: knock or go gin now (drag a card to Knock).</source>
        <translation>Tomaste el último descarte: cierra o haz Gin ahora (arrastra una carta a Cerrar).</translation>
    </message>
    <message>
        <source>You can go Gin: drag the card to Knock (or K).</source>
        <translation>Puedes hacer Gin: arrastra la carta a Cerrar (o K).</translation>
    </message>
    <message>
        <source>Discard (double-click, or drag to the pile), or knock: drag a card to Knock (K).</source>
        <translation>Descarta (doble clic, o arrastra a la pila), o cierra: arrastra una carta a Cerrar (K).</translation>
    </message>
    <message>
        <source>Discard a card: double-click it or drag it to the pile. Deadwood {points} with 11 cards.</source>
        <translation>Descarta una carta: haz doble clic o arrástrala a la pila. Puntos sueltos con 11 cartas: {points}.</translation>
    </message>
    <message>
        <source>The hand is over: press Next hand.</source>
        <translation>La mano ha terminado: pulsa Siguiente mano.</translation>
    </message>
    <message>
        <source>Wait for the computer to play.</source>
        <translation>Espera a que juegue el ordenador.</translation>
    </message>
    <message>
        <source>{card} is not in your hand.</source>
        <translation>{card} no está en tu mano.</translation>
    </message>
    <message>
        <source>Take the upcard or pass first.</source>
        <translation>Toma primero la carta descubierta o pasa.</translation>
    </message>
    <message>
        <source>First take the upcard or pass.</source>
        <translation>Primero toma la carta descubierta o pasa.</translation>
    </message>
    <message>
        <source>Draw a card first: from the stock or the pile.</source>
        <translation>Roba primero una carta: del mazo o de la pila.</translation>
    </message>
    <message>
        <source>You just took {card} from the pile: discard a different card.</source>
        <translation>Acabas de tomar {card} de la pila: descarta otra carta.</translation>
    </message>
    <message>
        <source>You took the last discard at the wall, so you must knock or go gin now.</source>
        <translation>Tomaste el último descarte en el muro, así que debes cerrar o hacer Gin ahora.</translation>
    </message>
    <message>
        <source>Only gin ends this hand, and discarding {card} leaves {left} deadwood.</source>
        <translation>Solo el Gin termina esta mano, y descartar {card} deja {left} puntos sueltos.</translation>
    </message>
    <message>
        <source>Knocking needs {limit} or less deadwood; discarding {card} leaves {left}.</source>
        <translation>Para cerrar hacen falta {limit} puntos sueltos o menos; descartar {card} deja {left}.</translation>
    </message>
    <message>
        <source>You have drawn already: now discard a card (or knock).</source>
        <translation>Ya has robado: ahora descarta una carta (o cierra).</translation>
    </message>
    <message>
        <source>Both players passed the upcard: draw from the stock.</source>
        <translation>Los dos jugadores pasaron la carta descubierta: roba del mazo.</translation>
    </message>
    <message>
        <source>The last discard may be taken only to go out at once, and it would not let you.</source>
        <translation>El último descarte solo puede tomarse para cerrar enseguida, y con él no podrías.</translation>
    </message>
    <message>
        <source>You can pass only on the upcard (or on the last discard at the wall).</source>
        <translation>Solo puedes pasar la carta descubierta (o el último descarte en el muro).</translation>
    </message>
    <message>
        <source>Big gin needs all 11 cards in melds.</source>
        <translation>El Big Gin necesita las 11 cartas en combinaciones.</translation>
    </message>
    <message>
        <source>These rules have no big gin.</source>
        <translation>Estas reglas no tienen Big Gin.</translation>
    </message>
    <message>
        <source>Those melds cannot be shown: {detail}.</source>
        <translation>Esas combinaciones no se pueden mostrar: {detail}.</translation>
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
        <translation>Robas del mazo ({card})</translation>
    </message>
    <message>
        <source>Computer draws from the stock ({card})</source>
        <translation>El ordenador roba del mazo ({card})</translation>
    </message>
    <message>
        <source>You take the upcard {card}</source>
        <translation>Tomas la carta descubierta {card}</translation>
    </message>
    <message>
        <source>Computer takes the upcard {card}</source>
        <translation>El ordenador toma la carta descubierta {card}</translation>
    </message>
    <message>
        <source>You take the last discard {card} at the wall</source>
        <translation>Tomas el último descarte {card} en el muro</translation>
    </message>
    <message>
        <source>Computer takes the last discard {card} at the wall</source>
        <translation>El ordenador toma el último descarte {card} en el muro</translation>
    </message>
    <message>
        <source>You take {card} from the discard pile</source>
        <translation>Tomas {card} de la pila de descartes</translation>
    </message>
    <message>
        <source>Computer takes {card} from the discard pile</source>
        <translation>El ordenador toma {card} de la pila de descartes</translation>
    </message>
    <message>
        <source>You go gin, discarding {card}</source>
        <translation>Haces Gin descartando {card}</translation>
    </message>
    <message>
        <source>Computer goes gin, discarding {card}</source>
        <translation>El ordenador hace Gin descartando {card}</translation>
    </message>
    <message>
        <source>You knock with {deadwood} deadwood, discarding {card}</source>
        <translation>Cierras con {deadwood} puntos sueltos descartando {card}</translation>
    </message>
    <message>
        <source>Computer knocks with {deadwood} deadwood, discarding {card}</source>
        <translation>El ordenador cierra con {deadwood} puntos sueltos descartando {card}</translation>
    </message>
    <message>
        <source>You go big gin</source>
        <translation>Haces Big Gin</translation>
    </message>
    <message>
        <source>Computer goes big gin</source>
        <translation>El ordenador hace Big Gin</translation>
    </message>
    <message>
        <source>You lay out</source>
        <translation>Bajas tus cartas</translation>
    </message>
    <message>
        <source>Computer lays out</source>
        <translation>El ordenador baja sus cartas</translation>
    </message>
    <message>
        <source>You lay out, laying off {cards}, with {deadwood} deadwood</source>
        <translation>Bajas tus cartas, colocas {cards}, con {deadwood} puntos sueltos</translation>
    </message>
    <message>
        <source>Computer lays out, laying off {cards}, with {deadwood} deadwood</source>
        <translation>El ordenador baja sus cartas, coloca {cards}, con {deadwood} puntos sueltos</translation>
    </message>
    <message>
        <source>You lay out with {deadwood} deadwood</source>
        <translation>Bajas tus cartas con {deadwood} puntos sueltos</translation>
    </message>
    <message>
        <source>Computer lays out with {deadwood} deadwood</source>
        <translation>El ordenador baja sus cartas con {deadwood} puntos sueltos</translation>
    </message>
    <message>
        <source>You pass the last discard ({card})</source>
        <translation>Pasas el último descarte ({card})</translation>
    </message>
    <message>
        <source>Computer passes the last discard ({card})</source>
        <translation>El ordenador pasa el último descarte ({card})</translation>
    </message>
    <message>
        <source>You pass the upcard ({card})</source>
        <translation>Pasas la carta descubierta ({card})</translation>
    </message>
    <message>
        <source>Computer passes the upcard ({card})</source>
        <translation>El ordenador pasa la carta descubierta ({card})</translation>
    </message>
    <message>
        <source>You discard {card}</source>
        <translation>Descartas {card}</translation>
    </message>
    <message>
        <source>Computer discards {card}</source>
        <translation>El ordenador descarta {card}</translation>
    </message>
    <message>
        <source>{action} — the stock reached the wall: dead hand</source>
        <translation>{action} — el mazo llegó al muro: mano nula</translation>
    </message>
    <message>
        <source>{action} — the stock reached the wall</source>
        <translation>{action} — el mazo llegó al muro</translation>
    </message>
    <message>
        <source>the upcard is {card}</source>
        <translation>la carta descubierta es {card}</translation>
    </message>
    <message>
        <source>You have 11 cards</source>
        <translation>Tienes 11 cartas</translation>
    </message>
    <message>
        <source>Computer has 11 cards</source>
        <translation>El ordenador tiene 11 cartas</translation>
    </message>
    <message>
        <source>You deal; {opening}</source>
        <translation>Repartes tú; {opening}</translation>
    </message>
    <message>
        <source>Computer deals; {opening}</source>
        <translation>Reparte el ordenador; {opening}</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Siguiente mano</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordenador</translation>
    </message>
    <message>
        <source>{who}: {label}</source>
        <translation>{who}: {label}</translation>
    </message>
    <message>
        <source>Final score {mine} to {theirs}, bonuses included: a shutout</source>
        <translation>Resultado final {mine} a {theirs}, con bonos: blanqueo</translation>
    </message>
    <message>
        <source>Final score {mine} to {theirs}, bonuses included</source>
        <translation>Resultado final {mine} a {theirs}, con bonos</translation>
    </message>
    <message>
        <source>Score: you {mine}, the computer {theirs}</source>
        <translation>Marcador: tú {mine}, el ordenador {theirs}</translation>
    </message>
    <message>
        <source>Dead hand</source>
        <translation>Mano nula</translation>
    </message>
    <message>
        <source>The stock ran out: nobody scores.</source>
        <translation>Se acabó el mazo: nadie puntúa.</translation>
    </message>
    <message>
        <source>You win the knock</source>
        <translation>Ganas al cerrar</translation>
    </message>
    <message>
        <source>You undercut the computer</source>
        <translation>Das un contragolpe al ordenador</translation>
    </message>
    <message>
        <source>Gin! You go out</source>
        <translation>¡Gin! Cierras</translation>
    </message>
    <message>
        <source>Big gin! All eleven cards</source>
        <translation>¡Big Gin! Las once cartas</translation>
    </message>
    <message>
        <source>The computer wins the knock</source>
        <translation>El ordenador gana al cerrar</translation>
    </message>
    <message>
        <source>The computer undercuts you</source>
        <translation>El ordenador te da un contragolpe</translation>
    </message>
    <message>
        <source>The computer goes gin</source>
        <translation>El ordenador hace Gin</translation>
    </message>
    <message>
        <source>The computer goes big gin</source>
        <translation>El ordenador hace Big Gin</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>¡Ganas la partida!</translation>
    </message>
    <message>
        <source>The computer wins the game</source>
        <translation>El ordenador gana la partida</translation>
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
        <translation>bono de contragolpe {bonus} + ({knocker} − {defender})</translation>
    </message>
    <message>
        <source>gin bonus {bonus} + {defender}</source>
        <translation>bono de Gin {bonus} + {defender}</translation>
    </message>
    <message>
        <source>gin bonus {bonus} + big gin bonus {extra} + {defender}</source>
        <translation>bono de Gin {bonus} + bono de Big Gin {extra} + {defender}</translation>
    </message>
    <message>
        <source>({sum}) × {times} for the spade upcard</source>
        <translation>({sum}) × {times} por la carta descubierta de picas</translation>
    </message>
    <message>
        <source>Result: {reason}.</source>
        <translation>Resultado: {reason}.</translation>
    </message>
    <message>
        <source>Result: {kind} — You score {points}. {reason}.</source>
        <translation>Resultado: {kind} — sumas {points}. {reason}.</translation>
    </message>
    <message>
        <source>Result: {kind} — Computer scores {points}. {reason}.</source>
        <translation>Resultado: {kind} — el ordenador suma {points}. {reason}.</translation>
    </message>
    <message>
        <source>You won by {difference} (shutout)</source>
        <translation>Ganaste por {difference} (blanqueo)</translation>
    </message>
    <message>
        <source>You won by {difference}</source>
        <translation>Ganaste por {difference}</translation>
    </message>
    <message>
        <source>Computer won by {difference} (shutout)</source>
        <translation>El ordenador ganó por {difference} (blanqueo)</translation>
    </message>
    <message>
        <source>Computer won by {difference}</source>
        <translation>El ordenador ganó por {difference}</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Final</translation>
    </message>
    <message>
        <source>{card}, in your hand, part of a run</source>
        <translation>{card}, en tu mano, parte de una escalera</translation>
    </message>
    <message>
        <source>{card}, in your hand, part of a set</source>
        <translation>{card}, en tu mano, parte de un grupo</translation>
    </message>
    <message>
        <source>{card}, in your hand, deadwood</source>
        <translation>{card}, en tu mano, carta suelta</translation>
    </message>
    <message>
        <source>{card}, in your hand, {role}</source>
        <translation>{card}, en tu mano, {role}</translation>
    </message>
    <message>
        <source>{card}, on top of the discard pile</source>
        <translation>{card}, encima de la pila de descartes</translation>
    </message>
    <message>
        <source>{card}, in the discard pile</source>
        <translation>{card}, en la pila de descartes</translation>
    </message>
    <message>
        <source>{card}, laid out on the table</source>
        <translation>{card}, bajada en la mesa</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vacía</translation>
    </message>
    <message>
        <source>Your hand: {count} cards. In melds: {melded}. Deadwood: {deadwood}, {points}. Discard pile top: {top}. Stock: {stock} cards. The computer holds {computer_count} cards. Score: you {mine}, computer {theirs}.</source>
        <translation>Tu mano: {count} cartas. En combinaciones: {melded}. Cartas sueltas: {deadwood}, {points}. Encima de la pila de descartes: {top}. Mazo: {stock} cartas. El ordenador tiene {computer_count} cartas. Marcador: tú {mine}, ordenador {theirs}.</translation>
    </message>
    <message>
        <source>in meld {number}, a run</source>
        <translation>en la combinación {number}, una escalera</translation>
    </message>
    <message>
        <source>in meld {number}, a set</source>
        <translation>en la combinación {number}, un grupo</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>seleccionada</translation>
    </message>
    <message>
        <source>laid off on meld {number}</source>
        <translation>colocada en la combinación {number}</translation>
    </message>
    <message>
        <source>deadwood</source>
        <translation>carta suelta</translation>
    </message>
    <message>
        <source>just drawn</source>
        <translation>recién robada</translation>
    </message>
    <message>
        <source>{card}, the computer&apos;s, {place}</source>
        <translation>{card}, del ordenador, {place}</translation>
    </message>
    <message>
        <source>Stock: empty</source>
        <translation>Mazo: vacío</translation>
    </message>
    <message>
        <source>Stock: 1 card</source>
        <translation>Mazo: 1 carta</translation>
    </message>
    <message>
        <source>Stock: {count} cards</source>
        <translation>Mazo: {count} cartas</translation>
    </message>
    <message>
        <source>Discard pile: empty</source>
        <translation>Pila de descartes: vacía</translation>
    </message>
    <message>
        <source>Discard pile: {card} on top, no card under it</source>
        <translation>Pila de descartes: {card} encima, ninguna carta debajo</translation>
    </message>
    <message>
        <source>Discard pile: {card} on top, 1 card under it</source>
        <translation>Pila de descartes: {card} encima, 1 carta debajo</translation>
    </message>
    <message>
        <source>Discard pile: {card} on top, {count} cards under it</source>
        <translation>Pila de descartes: {card} encima, {count} cartas debajo</translation>
    </message>
    <message>
        <source>Knock area: you can go gin with the selected card</source>
        <translation>Zona Cerrar: puedes hacer Gin con la carta seleccionada</translation>
    </message>
    <message>
        <source>Knock area: you can knock now</source>
        <translation>Zona Cerrar: ahora puedes cerrar</translation>
    </message>
    <message>
        <source>Knock area</source>
        <translation>Zona Cerrar</translation>
    </message>
    <message>
        <source>The computer&apos;s hand, laid out: {count} cards</source>
        <translation>La mano del ordenador, bajada: {count} cartas</translation>
    </message>
    <message>
        <source>The computer&apos;s hand: 1 card</source>
        <translation>La mano del ordenador: 1 carta</translation>
    </message>
    <message>
        <source>The computer&apos;s hand: {count} cards</source>
        <translation>La mano del ordenador: {count} cartas</translation>
    </message>
    <message>
        <source>You drew {card} from the stock.</source>
        <translation>Robaste {card} del mazo.</translation>
    </message>
    <message>
        <source>You took {card}.</source>
        <translation>Tomaste {card}.</translation>
    </message>
    <message>
        <source>You discarded {card}.</source>
        <translation>Descartaste {card}.</translation>
    </message>
    <message>
        <source>You knocked, discarding {card}.</source>
        <translation>Cerraste descartando {card}.</translation>
    </message>
    <message>
        <source>You passed.</source>
        <translation>Pasaste.</translation>
    </message>
    <message>
        <source>The computer drew from the stock.</source>
        <translation>El ordenador robó del mazo.</translation>
    </message>
    <message>
        <source>The computer took {card}.</source>
        <translation>El ordenador tomó {card}.</translation>
    </message>
    <message>
        <source>The computer took the discard.</source>
        <translation>El ordenador tomó el descarte.</translation>
    </message>
    <message>
        <source>The computer goes gin, discarding {card}.</source>
        <translation>El ordenador hace Gin descartando {card}.</translation>
    </message>
    <message>
        <source>The computer knocked, discarding {card}.</source>
        <translation>El ordenador cerró descartando {card}.</translation>
    </message>
    <message>
        <source>The computer passed.</source>
        <translation>El ordenador pasó.</translation>
    </message>
    <message>
        <source>The computer goes big gin.</source>
        <translation>El ordenador hace Big Gin.</translation>
    </message>
    <message>
        <source>The computer laid out its melds.</source>
        <translation>El ordenador bajó sus combinaciones.</translation>
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
        <translation>Puntos sueltos: tú {mine}, el ordenador {theirs}.</translation>
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
        <translation>Siguiente: {action} (N).</translation>
    </message>
    <message numerus="yes">
        <source>Discard pile: %n card(s)</source>
        <translation>
            <numerusform>Pila de descartes: %n carta</numerusform>
            <numerusform>Pila de descartes: %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>First game walkthrough</source>
        <translation>Recorrido de la primera partida</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Omitir</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Atrás</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Siguiente</translation>
    </message>
    <message>
        <source>{step} of {count}</source>
        <translation>{step} de {count}</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jugar</translation>
    </message>
    <message>
        <source>Welcome to Gin Rummy</source>
        <translation>Bienvenido a Gin Rummy</translation>
    </message>
    <message>
        <source>You play the computer: make melds (three or four of a kind, or runs of three or more in a suit) and get your deadwood — the cards in no meld — low enough to knock. This tour shows where everything is; it takes half a minute.</source>
        <translation>Juegas contra el ordenador: forma combinaciones (tres o cuatro cartas del mismo valor, o escaleras de tres o más del mismo palo) y baja tus puntos sueltos —las cartas que no están en ninguna combinación— lo bastante para cerrar. Este recorrido muestra dónde está todo; dura medio minuto.</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Tu mano</translation>
    </message>
    <message>
        <source>Cards in your best melds are outlined in colour. Drag a card along the hand to move it, or choose an order under &lt;b&gt;Sort hand&lt;/b&gt;.</source>
        <translation>Las cartas de tus mejores combinaciones tienen un contorno de color. Arrastra una carta a lo largo de la mano para moverla, o elige un orden en &lt;b&gt;Ordenar mano&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Robar</translation>
    </message>
    <message>
        <source>Drag the stock or the top card of the discard pile into your hand, or click it. At the start of a hand you may take the upcard or press &lt;b&gt;Pass&lt;/b&gt;.</source>
        <translation>Arrastra el mazo o la carta de arriba de la pila de descartes a tu mano, o haz clic en ella. Al empezar una mano puedes tomar la carta descubierta o pulsar &lt;b&gt;Pasar&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <source>Drag a card onto the discard pile, or double-click it. While you drag, the place the card would go is outlined: green when the move is allowed, red when it is not.</source>
        <translation>Arrastra una carta a la pila de descartes, o haz doble clic en ella. Mientras arrastras, el sitio al que iría la carta se marca: en verde si la jugada está permitida, en rojo si no.</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>When your deadwood is at or below the knock limit, drag the card to discard onto the Knock area. With no deadwood left that is gin.</source>
        <translation>Cuando tus puntos sueltos estén en el límite para cerrar o por debajo, arrastra la carta que descartas a la zona Cerrar. Sin ningún punto suelto, eso es Gin.</translation>
    </message>
    <message>
        <source>Your count and the score</source>
        <translation>Tu cuenta y el marcador</translation>
    </message>
    <message>
        <source>The panel shows the score, your deadwood as you play and the buttons for each move. &lt;b&gt;Hint&lt;/b&gt; (H) suggests one; the status line at the bottom always says what you can do.</source>
        <translation>El panel muestra el marcador, tus puntos sueltos mientras juegas y los botones de cada jugada. &lt;b&gt;Pista&lt;/b&gt; (H) te sugiere una; la línea de estado de abajo siempre dice qué puedes hacer.</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>El ordenador</translation>
    </message>
    <message>
        <source>It plays at the top and sees only what its seat may see. After each hand both hands are laid out, lay-offs fly onto the knocker&apos;s melds and the result shows beside the piles.</source>
        <translation>Juega arriba y solo ve lo que su puesto puede ver. Tras cada mano se bajan las dos manos, las cartas colocadas vuelan a las combinaciones de quien cerró y el resultado aparece junto a las pilas.</translation>
    </message>
    <message>
        <source>That is all</source>
        <translation>Eso es todo</translation>
    </message>
    <message>
        <source>The game saves after every move: close it at any time and go on later. &lt;b&gt;Help › Rules&lt;/b&gt; has the full rules and every key.</source>
        <translation>El juego guarda tras cada jugada: ciérralo cuando quieras y sigue más tarde. &lt;b&gt;Ayuda › Reglas&lt;/b&gt; tiene todas las reglas y cada tecla.</translation>
    </message>
    <message numerus="yes">
        <source>After %n hand(s): you {you}, the computer {computer}</source>
        <translation>
            <numerusform>Tras %n mano: tú {you}, el ordenador {computer}</numerusform>
            <numerusform>Tras %n manos: tú {you}, el ordenador {computer}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s), latest {value}</source>
        <translation>
            <numerusform>%n partida, la última {value}</numerusform>
            <numerusform>%n partidas, la última {value}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %n hand(s) to {path}</source>
        <translation>
            <numerusform>%n mano exportada a {path}</numerusform>
            <numerusform>%n manos exportadas a {path}</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} must be a whole number, got {value}</source>
        <translation>{name} debe ser un número entero, no {value}</translation>
    </message>
    <message>
        <source>{name} must be between {low} and {high}, got {value}</source>
        <translation>{name} debe estar entre {low} y {high}, no {value}</translation>
    </message>
    <message>
        <source>{name} must be true or false, got {value}</source>
        <translation>{name} debe estar activado o desactivado, no {value}</translation>
    </message>
    <message>
        <source>{name} must be one of {choices}; got {value}</source>
        <translation>{name} debe ser uno de {choices}; no {value}</translation>
    </message>
    <message>
        <source>Oklahoma sets the knock limit from the first upcard, so it needs the upcard opening</source>
        <translation>En Oklahoma la primera carta descubierta fija el límite para cerrar, así que necesita la apertura con carta descubierta</translation>
    </message>
    <message>
        <source>discard {card}</source>
        <translation>descartar {card}</translation>
    </message>
    <message>
        <source>show {melds}</source>
        <translation>mostrar {melds}</translation>
    </message>
    <message>
        <source>knock with {card}</source>
        <translation>cerrar con {card}</translation>
    </message>
    <message>
        <source>go big gin</source>
        <translation>hacer Big Gin</translation>
    </message>
    <message>
        <source>take {card}</source>
        <translation>tomar {card}</translation>
    </message>
    <message>
        <source>take the top discard</source>
        <translation>tomar el descarte de arriba</translation>
    </message>
    <message>
        <source>pass {card}</source>
        <translation>pasar {card}</translation>
    </message>
    <message>
        <source>discard {card} without knocking</source>
        <translation>descartar {card} sin cerrar</translation>
    </message>
    <message>
        <source>The melds you showed</source>
        <translation>Las combinaciones que mostraste</translation>
    </message>
    <message>
        <source>You discarded {card}</source>
        <translation>Descartaste {card}</translation>
    </message>
    <message>
        <source>You knocked with {card}</source>
        <translation>Cerraste con {card}</translation>
    </message>
    <message>
        <source>You went big gin</source>
        <translation>Hiciste Big Gin</translation>
    </message>
    <message>
        <source>You drew from the stock</source>
        <translation>Robaste del mazo</translation>
    </message>
    <message>
        <source>You took {card}</source>
        <translation>Tomaste {card}</translation>
    </message>
    <message>
        <source>You took the top discard</source>
        <translation>Tomaste el descarte de arriba</translation>
    </message>
    <message>
        <source>You passed {card}</source>
        <translation>Pasaste {card}</translation>
    </message>
    <message>
        <source>You passed</source>
        <translation>Pasaste</translation>
    </message>
    <message>
        <source>knocked on its next turn</source>
        <translation>cerró en su siguiente turno</translation>
    </message>
    <message>
        <source>knocked {turns} turns later</source>
        <translation>cerró {turns} turnos después</translation>
    </message>
    <message>
        <source>went gin on its next turn</source>
        <translation>hizo Gin en su siguiente turno</translation>
    </message>
    <message>
        <source>went gin {turns} turns later</source>
        <translation>hizo Gin {turns} turnos después</translation>
    </message>
    <message>
        <source>Those melds gave the computer more cards to lay off; {better} was better (about {loss} points more on average).</source>
        <translation>Esas combinaciones dieron al ordenador más cartas para colocar; {better} era mejor (unos {loss} puntos más de media).</translation>
    </message>
    <message>
        <source>Discarding {card} fed the computer: it took it and {later}</source>
        <translation>Descartar {card} ayudó al ordenador: la tomó y {later}</translation>
    </message>
    <message>
        <source>Discarding {card} fed the computer: it took it</source>
        <translation>Descartar {card} ayudó al ordenador: la tomó</translation>
    </message>
    <message>
        <source>Discarding {card} broke a meld ({left} deadwood where the best discard leaves {low})</source>
        <translation>Descartar {card} rompió una combinación ({left} puntos sueltos donde el mejor descarte deja {low})</translation>
    </message>
    <message>
        <source>Discarding {card} was likely to help the computer (about {chance}% that it fits its melds)</source>
        <translation>Descartar {card} probablemente ayudaba al ordenador (un {chance} % de que encaje en sus combinaciones)</translation>
    </message>
    <message>
        <source>; it {later}</source>
        <translation>; {later}</translation>
    </message>
    <message>
        <source>Discarding {card} left {left} deadwood where {other} leaves {low}</source>
        <translation>Descartar {card} dejó {left} puntos sueltos donde {other} deja {low}</translation>
    </message>
    <message>
        <source>Playing on with {card} passed up a knock with {deadwood} deadwood</source>
        <translation>Seguir jugando con {card} dejó pasar un cierre con {deadwood} puntos sueltos</translation>
    </message>
    <message>
        <source>: the computer {later}</source>
        <translation>: el ordenador {later}</translation>
    </message>
    <message>
        <source>After discarding {card} your next draw was less likely to help (about {mine} deadwood expected after it, against {other} keeping {card})</source>
        <translation>Tras descartar {card}, tu siguiente robo tenía menos opciones de ayudar (unos {mine} puntos sueltos esperados después, frente a {other} quedándote {card})</translation>
    </message>
    <message>
        <source>Discarding {card} gave up its chance of a meld with {partner}</source>
        <translation>Descartar {card} renunció a su opción de combinación con {partner}</translation>
    </message>
    <message>
        <source>Discarding {card} kept the weaker hand for the draws to come</source>
        <translation>Descartar {card} mantuvo la mano más débil para los próximos robos</translation>
    </message>
    <message>
        <source>{better} was safer</source>
        <translation>{better} era más seguro</translation>
    </message>
    <message>
        <source>{better} was better</source>
        <translation>{better} era mejor</translation>
    </message>
    <message>
        <source>{card} was safer</source>
        <translation>{card} era más segura</translation>
    </message>
    <message>
        <source>{card} was better</source>
        <translation>{card} era mejor</translation>
    </message>
    <message>
        <source>{why}; {better} (about {loss} points more on average).</source>
        <translation>{why}; {better} (unos {loss} puntos más de media).</translation>
    </message>
    <message>
        <source>Knocking with {deadwood} deadwood was undercut</source>
        <translation>Cerrar con {deadwood} puntos sueltos recibió un contragolpe</translation>
    </message>
    <message>
        <source>Knocking with {deadwood} deadwood risked an undercut (about {chance}% of the computer&apos;s likely hands)</source>
        <translation>Cerrar con {deadwood} puntos sueltos arriesgaba un contragolpe (en un {chance} % de las manos probables del ordenador)</translation>
    </message>
    <message>
        <source>Knocking with {deadwood} deadwood won less than playing on</source>
        <translation>Cerrar con {deadwood} puntos sueltos ganó menos que seguir jugando</translation>
    </message>
    <message>
        <source>{why}; {better} was better (about {loss} points more on average).</source>
        <translation>{why}; {better} era mejor (unos {loss} puntos más de media).</translation>
    </message>
    <message>
        <source>Drawing from the stock passed up {card}, which made the meld {meld}; {better} was better (about {loss} points more on average).</source>
        <translation>Robar del mazo dejó pasar {card}, que formaba la combinación {meld}; {better} era mejor (unos {loss} puntos más de media).</translation>
    </message>
    <message>
        <source>Drawing from the stock left {card} on the pile; {better} was better (about {loss} points more on average).</source>
        <translation>Robar del mazo dejó {card} en la pila; {better} era mejor (unos {loss} puntos más de media).</translation>
    </message>
    <message>
        <source>Taking {card} showed the computer what you collect and helped your hand less than a stock card would; {better} was better (about {loss} points more on average).</source>
        <translation>Tomar {card} mostró al ordenador lo que reúnes y ayudó a tu mano menos que una carta del mazo; {better} era mejor (unos {loss} puntos más de media).</translation>
    </message>
    <message>
        <source>Passing {card} gave up the meld {meld}; {better} was better (about {loss} points more on average).</source>
        <translation>Pasar {card} renunció a la combinación {meld}; {better} era mejor (unos {loss} puntos más de media).</translation>
    </message>
    <message>
        <source>Passing {card} gave up a card that helped; {better} was better (about {loss} points more on average).</source>
        <translation>Pasar {card} renunció a una carta que ayudaba; {better} era mejor (unos {loss} puntos más de media).</translation>
    </message>
    <message>
        <source>{better} was better (about {loss} points more on average).</source>
        <translation>{better} era mejor (unos {loss} puntos más de media).</translation>
    </message>
    <message>
        <source>A close call: {better} may have been better by {low} to {high} points; {worlds} sampled deals could not tell them apart more closely.</source>
        <translation>Una decisión ajustada: {better} quizá era mejor por {low} a {high} puntos; {worlds} repartos simulados no pudieron distinguirlas con más precisión.</translation>
    </message>
    <message>
        <source>You had no real choice to make in this hand.</source>
        <translation>En esta mano no tuviste ninguna elección real.</translation>
    </message>
    <message>
        <source>Accuracy {accuracy}% over {decisions} decisions · points lost to decisions {lost} · luck {luck}</source>
        <translation>Precisión {accuracy} % en {decisions} decisiones · puntos perdidos por decisiones {lost} · suerte {luck}</translation>
    </message>
    <message>
        <source>knew you held {cards} (taken from the pile)</source>
        <translation>sabía que tenías {cards} (tomadas de la pila)</translation>
    </message>
    <message>
        <source>thought you likely held {cards}</source>
        <translation>creía probable que tuvieras {cards}</translation>
    </message>
    <message>
        <source>thought you unlikely to hold {cards}</source>
        <translation>creía poco probable que tuvieras {cards}</translation>
    </message>
    <message>
        <source>The computer knew nothing yet about your hand.</source>
        <translation>El ordenador aún no sabía nada de tu mano.</translation>
    </message>
    <message>
        <source>The computer {what}.</source>
        <translation>El ordenador {what}.</translation>
    </message>
    <message>
        <source>discarding {card}</source>
        <translation>descartar {card}</translation>
    </message>
    <message>
        <source>knocking with {card}</source>
        <translation>cerrar con {card}</translation>
    </message>
    <message>
        <source>going big gin</source>
        <translation>hacer big gin</translation>
    </message>
    <message>
        <source>drawing from the stock</source>
        <translation>robar del mazo</translation>
    </message>
    <message>
        <source>taking {card}</source>
        <translation>tomar {card}</translation>
    </message>
    <message>
        <source>taking the top discard</source>
        <translation>tomar la carta del descarte</translation>
    </message>
    <message>
        <source>passing {card}</source>
        <translation>rechazar {card}</translation>
    </message>
    <message>
        <source>passing</source>
        <translation>pasar</translation>
    </message>
    <message>
        <source>Key moment: the melds you showed on turn {turn} cost about {points} points.</source>
        <translation>Momento clave: las combinaciones mostradas en el turno {turn} costaron unos {points} puntos.</translation>
    </message>
    <message>
        <source>Key moment: {choice} on turn {turn} cost about {points} points.</source>
        <translation>Momento clave: {choice} en el turno {turn} costó unos {points} puntos.</translation>
    </message>
    <message>
        <source>Luckiest moment: the showdown, about {points} points your way.</source>
        <translation>Momento de más suerte: el recuento, unos {points} puntos a tu favor.</translation>
    </message>
    <message>
        <source>Unluckiest moment: the showdown, about {points} points against you.</source>
        <translation>Momento de menos suerte: el recuento, unos {points} puntos en tu contra.</translation>
    </message>
    <message>
        <source>Luckiest moment: the cards before your turn {turn}, about {points} points your way.</source>
        <translation>Momento de más suerte: las cartas antes de tu turno {turn}, unos {points} puntos a tu favor.</translation>
    </message>
    <message>
        <source>Unluckiest moment: the cards before your turn {turn}, about {points} points against you.</source>
        <translation>Momento de menos suerte: las cartas antes de tu turno {turn}, unos {points} puntos en tu contra.</translation>
    </message>
    <message>
        <source>Coach: you had no real choice to make in this hand.</source>
        <translation>Entrenador: en esta mano no tuviste ninguna elección real.</translation>
    </message>
    <message>
        <source>Coach: no costly decision in this hand (accuracy {accuracy}%).</source>
        <translation>Entrenador: ninguna decisión costosa en esta mano (precisión {accuracy}&#xa0;%).</translation>
    </message>
    <message numerus="yes">
        <source>The tutor was silent on %n move(s) made before its answer was ready.</source>
        <translation>
            <numerusform>El tutor no dijo nada en %n jugada hecha antes de su respuesta.</numerusform>
            <numerusform>El tutor no dijo nada en %n jugadas hechas antes de su respuesta.</numerusform>
        </translation>
    </message>
    <message>
        <source>Press to draw the top card of the stock (S).</source>
        <translation>Pulsa para robar la carta de arriba del mazo (S).</translation>
    </message>
    <message>
        <source>Press to take the top card of the discard pile (D).</source>
        <translation>Pulsa para tomar la carta de arriba de la pila de descartes (D).</translation>
    </message>
    <message>
        <source>Press to knock with the selected card (K).</source>
        <translation>Pulsa para cerrar con la carta seleccionada (K).</translation>
    </message>
    <message>
        <source>part of a run</source>
        <translation>parte de una escalera</translation>
    </message>
    <message>
        <source>part of a set</source>
        <translation>parte de un grupo</translation>
    </message>
    <message>
        <source>Moves not saved</source>
        <translation>Jugadas sin guardar</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) of this game could not be saved: the disk holding {folder} refuses to write (it may be full).</source>
        <translation>
            <numerusform>%n jugada de esta partida no se pudo guardar: el disco de {folder} no permite escribir (puede que esté lleno).</numerusform>
            <numerusform>%n jugadas de esta partida no se pudieron guardar: el disco de {folder} no permite escribir (puede que esté lleno).</numerusform>
        </translation>
    </message>
    <message>
        <source>Free some space and try again, or save a copy of your games elsewhere. If you quit now, these moves are lost.</source>
        <translation>Libera algo de espacio y vuelve a intentarlo, o guarda una copia de tus partidas en otro lugar. Si sales ahora, estas jugadas se pierden.</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Reintentar</translation>
    </message>
    <message>
        <source>Save a copy elsewhere…</source>
        <translation>Guardar una copia en otro lugar…</translation>
    </message>
    <message numerus="yes">
        <source>Quit and lose %n move(s)</source>
        <translation>
            <numerusform>Salir y perder %n jugada</numerusform>
            <numerusform>Salir y perder %n jugadas</numerusform>
        </translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Seguir jugando</translation>
    </message>
    <message>
        <source>Save a copy of your games in</source>
        <translation>Guardar una copia de tus partidas en</translation>
    </message>
    <message>
        <source>The copy could not be saved in {folder} ({reason}).</source>
        <translation>La copia no se pudo guardar en {folder} ({reason}).</translation>
    </message>
    <message>
        <source>Copy saved</source>
        <translation>Copia guardada</translation>
    </message>
    <message>
        <source>Your games and every waiting move were saved as {file}. To go on with them, start Gin Rummy with --data-dir on that folder.</source>
        <translation>Tus partidas y todas las jugadas pendientes se guardaron como {file}. Para continuar con ellas, inicia Gin Rummy con --data-dir en esa carpeta.</translation>
    </message>
    <message>
        <source>A leftover journal file was found beside the save file and rolled back; a copy was kept as {copy}.</source>
        <translation>Se encontró un archivo de diario sobrante junto al archivo de partidas y se revirtió; se conservó una copia como {copy}.</translation>
    </message>
    <message>
        <source>The save file&apos;s log was damaged or lost: game {game} is no longer in it.</source>
        <translation>El registro del archivo de partidas estaba dañado o se perdió: la partida {game} ya no está en él.</translation>
    </message>
    <message numerus="yes">
        <source>The save file&apos;s log was damaged or lost: game {game} resumes at hand {hand}, move {move}, instead of hand {hand_then}, move {move_then} (%n move(s) lost).</source>
        <translation>
            <numerusform>El registro del archivo de partidas estaba dañado o se perdió: la partida {game} se reanuda en la mano {hand}, jugada {move}, en lugar de la mano {hand_then}, jugada {move_then} (%n jugada perdida).</numerusform>
            <numerusform>El registro del archivo de partidas estaba dañado o se perdió: la partida {game} se reanuda en la mano {hand}, jugada {move}, en lugar de la mano {hand_then}, jugada {move_then} (%n jugadas perdidas).</numerusform>
        </translation>
    </message>
    <message>
        <source>The damaged log was kept as {copy}; nothing was deleted.</source>
        <translation>El registro dañado se conservó como {copy}; no se borró nada.</translation>
    </message>
    <message>
        <source>Game {game} has reached {count} hands, the longest game the saves can hold, so it ends here. It is kept in your saves (as not finished); press New game (N) to play on.</source>
        <translation>La partida {game} ha llegado a {count} manos, la partida más larga que cabe en las partidas guardadas, así que termina aquí. Se conserva en tus partidas guardadas (como no terminada); pulsa Nueva partida (N) para seguir jugando.</translation>
    </message>
    <message>
        <source>Game {game} has reached {count} moves, the longest game the saves can hold, so it ends here. It is kept in your saves (as not finished); press New game (N) to play on.</source>
        <translation>La partida {game} ha llegado a {count} jugadas, la partida más larga que cabe en las partidas guardadas, así que termina aquí. Se conserva en tus partidas guardadas (como no terminada); pulsa Nueva partida (N) para seguir jugando.</translation>
    </message>
    <message>
        <source>en</source>
        <comment>LanguageInUse</comment>
        <translation>es</translation>
    </message>
    <message>
        <source>{points} points a hand ({low} to {high}), {games}% of games to 100.</source>
        <translation>{points} puntos por mano (de {low} a {high}), {games}&#xa0;% de las partidas a 100.</translation>
    </message>
    <message>
        <source>Against {level}: {games}% of games.</source>
        <translation>Contra el nivel {level}: {games}&#xa0;% de las partidas.</translation>
    </message>
    <message>
        <source>Against a rebuild of the 2021 champion&apos;s strategy: {games}% of games.</source>
        <translation>Contra una reconstrucción de la estrategia del ganador de 2021: {games}&#xa0;% de las partidas.</translation>
    </message>
    <message>
        <source>Strength: each level against OpenSpiel&apos;s reference bot in its own engine, {deals} deals played twice with the seats swapped (95% intervals).</source>
        <translation>Fuerza: cada nivel contra el bot de referencia de OpenSpiel en su propio motor, {deals} repartos jugados dos veces intercambiando los puestos (intervalos del 95 %).</translation>
    </message>
    <message>
        <source>Over your last {games} games ({decisions} decisions) you played like {level}, close to {other}: {loss} points lost a decision (95%: {low} – {high}).</source>
        <translation>En tus últimas {games} partidas ({decisions} decisiones) jugaste como {level}, cerca de {other}: {loss} puntos perdidos por decisión (95&#xa0;%: {low} – {high}).</translation>
    </message>
    <message>
        <source>Over your last {games} games ({decisions} decisions) you played like {level}: {loss} points lost a decision (95%: {low} – {high}).</source>
        <translation>En tus últimas {games} partidas ({decisions} decisiones) jugaste como {level}: {loss} puntos perdidos por decisión (95&#xa0;%: {low} – {high}).</translation>
    </message>
    <message>
        <source>You play on too long: {lost} of your {total} knock decisions lost points.</source>
        <translation>Sigues jugando demasiado: {lost} de tus {total} decisiones de cerrar costaron puntos.</translation>
    </message>
    <message>
        <source>You knock too early: {lost} of your {total} knock decisions lost points.</source>
        <translation>Cierras demasiado pronto: {lost} de tus {total} decisiones de cerrar costaron puntos.</translation>
    </message>
    <message>
        <source>Knocking is your weakest decision: {lost} of your {total} knock decisions lost points.</source>
        <translation>Cerrar es tu decisión más débil: {lost} de tus {total} decisiones de cerrar costaron puntos.</translation>
    </message>
    <message>
        <source>The upcard is your weakest decision: {lost} of your {total} upcard decisions lost points.</source>
        <translation>La carta descubierta es tu decisión más débil: {lost} de tus {total} decisiones costaron puntos.</translation>
    </message>
    <message>
        <source>Drawing is your weakest decision: {lost} of your {total} draws lost points.</source>
        <translation>Robar es tu decisión más débil: {lost} de tus {total} robos costaron puntos.</translation>
    </message>
    <message>
        <source>Discarding is your weakest decision: {lost} of your {total} discards lost points.</source>
        <translation>Descartar es tu decisión más débil: {lost} de tus {total} descartes costaron puntos.</translation>
    </message>
    <message>
        <source>The melds you show are your weakest decision: {lost} of your {total} lost points.</source>
        <translation>Las combinaciones que muestras son tu decisión más débil: {lost} de {total} costaron puntos.</translation>
    </message>
    <message>
        <source>The wall is your weakest decision: {lost} of your {total} last-discard decisions lost points.</source>
        <translation>El muro es tu decisión más débil: {lost} de tus {total} decisiones sobre el último descarte costaron puntos.</translation>
    </message>
    <message>
        <source>Your strength shows here once a few of your games are finished and reviewed (the coach reviews each hand as it ends). Games played with the tutor do not count: they show your play with help.</source>
        <translation>Tu nivel aparece aquí cuando terminen y se revisen algunas partidas (el entrenador revisa cada mano al terminar). Las partidas con tutor no cuentan: muestran tu juego con ayuda.</translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>{rank} of {suit}</source>
        <translation>{rank} de {suit}</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>as</translation>
    </message>
    <message>
        <source>two</source>
        <translation>dos</translation>
    </message>
    <message>
        <source>three</source>
        <translation>tres</translation>
    </message>
    <message>
        <source>four</source>
        <translation>cuatro</translation>
    </message>
    <message>
        <source>five</source>
        <translation>cinco</translation>
    </message>
    <message>
        <source>six</source>
        <translation>seis</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>siete</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>ocho</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>nueve</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>diez</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>jota</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>reina</translation>
    </message>
    <message>
        <source>king</source>
        <translation>rey</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>tréboles</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>diamantes</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>corazones</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>picas</translation>
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
        <translation>Detalles para un informe de error</translation>
    </message>
    <message>
        <source>Copy details</source>
        <translation>Copiar los detalles</translation>
    </message>
    <message>
        <source>The version, your system, the error and where the log is, for a bug report</source>
        <translation>La versión, tu sistema, el error y dónde está el registro, para un informe de error</translation>
    </message>
    <message>
        <source>The details are on the clipboard: paste them into your bug report.</source>
        <translation>Los detalles están en el portapapeles: pégalos en tu informe de error.</translation>
    </message>
</context>
<context>
    <name>DiscardPileDialog</name>
    <message>
        <source>Discard pile</source>
        <translation>Pila de descartes</translation>
    </message>
    <message>
        <source>The discard pile is empty.</source>
        <translation>La pila de descartes está vacía.</translation>
    </message>
    <message>
        <source>1 card.</source>
        <translation>1 carta.</translation>
    </message>
    <message>
        <source>{count} cards, oldest first; the last one is on top.</source>
        <translation>{count} cartas, de la más antigua a la más reciente; la última está encima.</translation>
    </message>
    <message>
        <source>you</source>
        <translation>tú</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>ordenador</translation>
    </message>
    <message>
        <source>upcard</source>
        <translation>carta descubierta</translation>
    </message>
    <message>
        <source>{card}, discarded by you</source>
        <translation>{card}, descartada por ti</translation>
    </message>
    <message>
        <source>{card}, discarded by computer</source>
        <translation>{card}, descartada por el ordenador</translation>
    </message>
    <message>
        <source>{card}, the upcard</source>
        <translation>{card}, la carta descubierta</translation>
    </message>
    <message>
        <source>{who} · on top</source>
        <translation>{who} · encima</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vacía</translation>
    </message>
</context>
<context>
    <name>DrillDialog</name>
    <message>
        <source>Practice your mistakes</source>
        <translation>Aprende de tus errores</translation>
    </message>
    <message>
        <source>Your hand:</source>
        <translation>Tu mano:</translation>
    </message>
    <message>
        <source>Show the answer</source>
        <translation>Ver la respuesta</translation>
    </message>
    <message>
        <source>Next drill</source>
        <translation>Siguiente ejercicio</translation>
    </message>
    <message>
        <source>No drill is due: well done. Mistakes from your next reviewed hands come here to practise.</source>
        <translation>No hay ejercicios pendientes: bien hecho. Los errores de tus próximas manos revisadas vendrán aquí.</translation>
    </message>
    <message>
        <source>Once more: hand {hand}, your turn {turn}. Find a better move.</source>
        <translation>Otra vez: mano {hand}, tu turno {turn}. Busca una jugada mejor.</translation>
    </message>
    <message>
        <source>Drill {number} of {total}: hand {hand}, your turn {turn}. Find a better move.</source>
        <translation>Ejercicio {number} de {total}: mano {hand}, tu turno {turn}. Busca una jugada mejor.</translation>
    </message>
    <message>
        <source>You played: {move}, which cost about {points} points.</source>
        <translation>Jugaste: {move}, que costó unos {points} puntos.</translation>
    </message>
    <message>
        <source>Stock: {stock} cards. Discard pile: {pile} cards (its top card on the left).</source>
        <translation>Mazo: {stock} cartas. Descarte: {pile} cartas (la de arriba a la izquierda).</translation>
    </message>
    <message>
        <source>The computer took and kept: {cards}.</source>
        <translation>La computadora tomó y guardó: {cards}.</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vacía</translation>
    </message>
    <message>
        <source>Top of the discard pile: {card}</source>
        <translation>Carta superior del descarte: {card}</translation>
    </message>
    <message>
        <source>The discard pile is empty</source>
        <translation>El descarte está vacío</translation>
    </message>
    <message>
        <source>Discard it</source>
        <translation>Descartarla</translation>
    </message>
    <message>
        <source>Knock with it</source>
        <translation>Cerrar con ella</translation>
    </message>
    <message>
        <source>Big gin</source>
        <translation>Big Gin</translation>
    </message>
    <message>
        <source>Take {card}</source>
        <translation>Tomar {card}</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Robar del mazo</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pasar</translation>
    </message>
    <message>
        <source>Checking {move}…</source>
        <translation>Comprobando {move}…</translation>
    </message>
    <message>
        <source>Right, or very nearly: the coach cannot tell {move} from the best move here (it may cost up to {points} points).</source>
        <translation>Correcto, o casi: el entrenador no distingue {move} de la mejor jugada aquí (cuesta como mucho unos {points} puntos).</translation>
    </message>
    <message>
        <source>Right: to {move} is as good as the best move here.</source>
        <translation>Correcto: {move} es aquí tan bueno como la mejor jugada.</translation>
    </message>
    <message>
        <source>Not this one: to {move} would cost about {points} points ({grade}). Try another move, or show the answer.</source>
        <translation>Esta no: {move} costaría unos {points} puntos ({grade}). Prueba otra jugada o mira la respuesta.</translation>
    </message>
    <message>
        <source>Working out the best move…</source>
        <translation>Calculando la mejor jugada…</translation>
    </message>
    <message>
        <source>Best: {move}. {why}</source>
        <translation>Lo mejor: {move}. {why}</translation>
    </message>
    <message>
        <source>This answer could not be checked ({why}).</source>
        <translation>No se pudo comprobar esta respuesta ({why}).</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Only a finished hand can be played again.</source>
        <translation>Solo se puede volver a jugar una mano terminada.</translation>
    </message>
    <message>
        <source>Look only: this game is being played in another Gin Rummy window.</source>
        <translation>Solo mirar: esta partida se está jugando en otra ventana de Gin Rummy.</translation>
    </message>
    <message>
        <source>You won the game {winner} to {loser}. Press New game (N) to play again.</source>
        <translation>Ganaste la partida {winner} a {loser}. Pulsa Nueva partida (N) para volver a jugar.</translation>
    </message>
    <message>
        <source>The computer won the game {winner} to {loser}. Press New game (N) to play again.</source>
        <translation>El ordenador ganó la partida {winner} a {loser}. Pulsa Nueva partida (N) para volver a jugar.</translation>
    </message>
    <message>
        <source>The computer plays once you close the walkthrough.</source>
        <translation>El ordenador jugará cuando cierres el recorrido.</translation>
    </message>
    <message>
        <source>Look only: another copy of Gin Rummy is playing this game, so moves here are refused (they would show cards still hidden there). Play in the other window.</source>
        <translation>Solo mirar: otra copia de Gin Rummy está jugando esta partida, así que aquí se rechazan las jugadas (mostrarían cartas que allí siguen ocultas). Juega en la otra ventana.</translation>
    </message>
    <message>
        <source>One moment: the table is being checked against your saved moves.</source>
        <translation>Un momento: se está comprobando la mesa con tus jugadas guardadas.</translation>
    </message>
    <message>
        <source>Nothing to undo: the hand is not being played.</source>
        <translation>Nada que deshacer: la mano no está en juego.</translation>
    </message>
    <message>
        <source>You have not moved yet in this hand.</source>
        <translation>Todavía no has jugado en esta mano.</translation>
    </message>
    <message>
        <source>Only a discard can be taken back: you have seen the card you drew.</source>
        <translation>Solo se puede deshacer un descarte: ya has visto la carta que robaste.</translation>
    </message>
    <message>
        <source>Move taken back. {prompt}</source>
        <translation>Jugada deshecha. {prompt}</translation>
    </message>
    <message>
        <source>The game is over: start a new game.</source>
        <translation>La partida ha terminado: empieza una nueva.</translation>
    </message>
    <message>
        <source>The hand is still being played.</source>
        <translation>La mano todavía se está jugando.</translation>
    </message>
    <message>
        <source>The computer player failed ({error}); it will make the first legal move.</source>
        <translation>El jugador del ordenador falló ({error}); hará la primera jugada permitida.</translation>
    </message>
</context>
<context>
    <name>GinRummy</name>
    <message>
        <source>Knock</source>
        <translation>Cierre</translation>
    </message>
    <message>
        <source>Undercut</source>
        <translation>Contragolpe</translation>
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
        <translation>Mano nula</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>La mejor</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Buena</translation>
    </message>
    <message>
        <source>Inaccuracy</source>
        <translation>Imprecisión</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Error</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Error grave</translation>
    </message>
    <message>
        <source>Close call</source>
        <translation>Decisión ajustada</translation>
    </message>
    <message>
        <source>Press</source>
        <translation>Pulsar</translation>
    </message>
    <message>
        <source>Select</source>
        <translation>Seleccionar</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <source>Knock with this card</source>
        <translation>Cerrar con esta carta</translation>
    </message>
    <message>
        <source>Move left in the hand</source>
        <translation>Mover a la izquierda en la mano</translation>
    </message>
    <message>
        <source>Move right in the hand</source>
        <translation>Mover a la derecha en la mano</translation>
    </message>
    <message>
        <source>Review the hand with the coach</source>
        <translation>Revisar la mano con el entrenador</translation>
    </message>
    <message>
        <source>An inaccuracy: to {choice} would cost about {points} points. Better: {better}.</source>
        <translation>Una imprecisión: {choice} costaría unos {points} puntos. Mejor: {better}.</translation>
    </message>
    <message>
        <source>A mistake: to {choice} would cost about {points} points. Better: {better}.</source>
        <translation>Un error: {choice} costaría unos {points} puntos. Mejor: {better}.</translation>
    </message>
    <message>
        <source>A blunder: to {choice} would cost about {points} points. Better: {better}.</source>
        <translation>Un error grave: {choice} costaría unos {points} puntos. Mejor: {better}.</translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Experto</translation>
    </message>
    <message>
        <source>Plays by plain deadwood, knocks as soon as it may and sometimes throws away a card it should keep.</source>
        <translation>Juega solo por los puntos sueltos, cierra en cuanto puede y a veces tira una carta que debería guardar.</translation>
    </message>
    <message>
        <source>Looks one draw ahead: keeps promising cards and avoids risky late knocks.</source>
        <translation>Mira un robo por delante: guarda las cartas prometedoras y evita cierres tardíos arriesgados.</translation>
    </message>
    <message>
        <source>Also reads your discards and pick-ups, avoids feeding your melds and plays its close choices out against the hands you may hold.</source>
        <translation>También lee tus descartes y las cartas que tomas, evita alimentar tus combinaciones y juega sus decisiones ajustadas contra las manos que podrías tener.</translation>
    </message>
    <message>
        <source>Plays each choice out many times against the hands you may hold, and remembers how you knock: the strongest level, a little slower to move.</source>
        <translation>Juega cada opción muchas veces contra las manos que podrías tener y recuerda cómo cierras: el nivel más fuerte, algo más lento al jugar.</translation>
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
        <translation>Entrenador: revisando la mano…</translation>
    </message>
    <message>
        <source>Status line: what you can do now</source>
        <translation>Línea de estado: lo que puedes hacer ahora</translation>
    </message>
</context>
<context>
    <name>NoticeRow</name>
    <message>
        <source>Close this message</source>
        <translation>Cerrar este mensaje</translation>
    </message>
</context>
<context>
    <name>Presenter</name>
    <message>
        <source>Sounds off: press M to turn them back on.</source>
        <translation>Sonidos desactivados: pulsa M para volver a activarlos.</translation>
    </message>
    <message>
        <source>Sounds on.</source>
        <translation>Sonidos activados.</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message>
        <source>Verified: the deal was fixed before play began</source>
        <translation>Verificado: el reparto estaba fijado antes de empezar a jugar</translation>
    </message>
    <message>
        <source>Does not match</source>
        <translation>No coincide</translation>
    </message>
    <message>
        <source>Replay of hand {hand}</source>
        <translation>Repetición de la mano {hand}</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Qué pasó</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Paso</translation>
    </message>
    <message>
        <source>First step</source>
        <translation>Primer paso</translation>
    </message>
    <message>
        <source>Previous step</source>
        <translation>Paso anterior</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Paso siguiente</translation>
    </message>
    <message>
        <source>Last step</source>
        <translation>Último paso</translation>
    </message>
    <message>
        <source>Fair deal</source>
        <translation>Reparto justo</translation>
    </message>
    <message>
        <source>Verify</source>
        <translation>Verificar</translation>
    </message>
    <message>
        <source>Verification</source>
        <translation>Verificación</translation>
    </message>
    <message>
        <source>Fingerprint shown when dealt</source>
        <translation>Huella mostrada al repartir</translation>
    </message>
    <message>
        <source>Secret</source>
        <translation>Secreto</translation>
    </message>
    <message>
        <source>Deck order (top first)</source>
        <translation>Orden de la baraja (de arriba abajo)</translation>
    </message>
    <message>
        <source>This hand was dealt by an earlier version, without a secret: it has no fingerprint to check.</source>
        <translation>Esta mano la repartió una versión anterior, sin secreto: no tiene huella que comprobar.</translation>
    </message>
    <message>
        <source>You — {count} cards, {deadwood} deadwood</source>
        <translation>Tú — {count} cartas, {deadwood} puntos sueltos</translation>
    </message>
    <message>
        <source>Computer — {count} cards, {deadwood} deadwood</source>
        <translation>Ordenador — {count} cartas, {deadwood} puntos sueltos</translation>
    </message>
    <message>
        <source>Stock: {count}</source>
        <translation>Mazo: {count}</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Reparto</translation>
    </message>
    <message>
        <source>Step {step} of {last}</source>
        <translation>Paso {step} de {last}</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vacía</translation>
    </message>
    <message>
        <source>{card}, in meld {number}</source>
        <translation>{card}, en la combinación {number}</translation>
    </message>
    <message>
        <source>{card}, laid off</source>
        <translation>{card}, colocada</translation>
    </message>
    <message>
        <source>the deck order cannot be read ({error})</source>
        <translation>el orden de la baraja no se puede leer ({error})</translation>
    </message>
    <message>
        <source>this is not the deck order the hand was played with</source>
        <translation>este no es el orden de la baraja con el que se jugó la mano</translation>
    </message>
    <message>
        <source>this deck and secret give {fingerprint}</source>
        <translation>esta baraja y este secreto dan {fingerprint}</translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message>
        <source>Review hand</source>
        <translation>Revisar mano</translation>
    </message>
    <message>
        <source>Your deadwood</source>
        <translation>Tus puntos sueltos</translation>
    </message>
    <message>
        <source>Computer&apos;s deadwood</source>
        <translation>Puntos sueltos del ordenador</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <source>Coach</source>
        <translation>Entrenador</translation>
    </message>
    <message>
        <source>&amp;Review hand</source>
        <translation>&amp;Revisar mano</translation>
    </message>
    <message>
        <source>Grade each of your decisions against the Expert level&apos;s judgement, from what you could see</source>
        <translation>Valorar cada una de tus decisiones según el criterio del nivel Experto, con lo que podías ver</translation>
    </message>
    <message>
        <source>Play this deal &amp;again</source>
        <translation>Jugar otra vez este &amp;reparto</translation>
    </message>
    <message>
        <source>A practice game on the same deck, from your seat, against the same level (not counted in the statistics)</source>
        <translation>Una partida de práctica con la misma baraja, desde tu puesto, contra el mismo nivel (no cuenta en las estadísticas)</translation>
    </message>
    <message>
        <source>…from the &amp;computer&apos;s seat</source>
        <translation>…desde el puesto del &amp;ordenador</translation>
    </message>
    <message>
        <source>A practice game on the same deck with the computer&apos;s cards</source>
        <translation>Una partida de práctica con la misma baraja y las cartas del ordenador</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>Progreso de la revisión</translation>
    </message>
    <message>
        <source>Reviewing decision %v of %m</source>
        <translation>Revisando la decisión %v de %m</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Key moments of the hand</source>
        <translation>Momentos clave de la mano</translation>
    </message>
    <message>
        <source>◀ Previous decision</source>
        <translation>◀ Decisión anterior</translation>
    </message>
    <message>
        <source>Next decision ▶</source>
        <translation>Decisión siguiente ▶</translation>
    </message>
    <message>
        <source>Costliest decision</source>
        <translation>Decisión más costosa</translation>
    </message>
    <message>
        <source>The decision at this step</source>
        <translation>La decisión en este paso</translation>
    </message>
    <message>
        <source>What the computer &amp;thought</source>
        <translation>Lo que el ordenador &amp;pensaba</translation>
    </message>
    <message>
        <source>What the computer inferred about your hand at this decision, from what it could see</source>
        <translation>Lo que el ordenador deducía de tu mano en esta decisión, con lo que podía ver</translation>
    </message>
    <message>
        <source>Only a finished hand of a saved game can be reviewed.</source>
        <translation>Solo se puede revisar una mano terminada de una partida guardada.</translation>
    </message>
    <message>
        <source>The review failed ({error}).</source>
        <translation>La revisión falló ({error}).</translation>
    </message>
    <message>
        <source>Review cancelled.</source>
        <translation>Revisión cancelada.</translation>
    </message>
    <message>
        <source>Your decisions by grade: {grades}</source>
        <translation>Tus decisiones por calificación: {grades}</translation>
    </message>
    <message>
        <source>No decision of yours at this step. Graded decisions are the dots on the chart: click one, or use Next decision.</source>
        <translation>En este paso no decidiste nada. Las decisiones valoradas son los puntos del gráfico: haz clic en uno o usa Decisión siguiente.</translation>
    </message>
    <message>
        <source>Expected points: {mine}</source>
        <translation>Puntos esperados: {mine}</translation>
    </message>
    <message>
        <source>Expected points: {mine} (best: {best}, {value})</source>
        <translation>Puntos esperados: {mine} (la mejor: {best}, {value})</translation>
    </message>
    <message>
        <source>The melds you showed</source>
        <translation>Las combinaciones que mostraste</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <source>Standard</source>
        <translation>Estándar</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Clásicas</translation>
    </message>
    <message>
        <source>Classic, high bonus</source>
        <translation>Clásicas, bono alto</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personalizadas</translation>
    </message>
    <message>
        <source>Rules: {name}</source>
        <translation>Reglas: {name}</translation>
    </message>
    <message>
        <source>Knock limit 0: only gin ends a hand</source>
        <translation>Límite para cerrar 0: solo el Gin termina una mano</translation>
    </message>
    <message>
        <source>Knock limit {n}: knock with at most {n} deadwood</source>
        <translation>Límite para cerrar {n}: cierra con {n} puntos sueltos como máximo</translation>
    </message>
    <message>
        <source>Gin bonus {gin}, undercut bonus {undercut}, box bonus {box} per hand won</source>
        <translation>Bono de Gin {gin}, bono de contragolpe {undercut}, bono por mano {box} por cada mano ganada</translation>
    </message>
    <message>
        <source>Game to {target} points, game bonus {bonus}</source>
        <translation>Partida a {target} puntos, bono de partida {bonus}</translation>
    </message>
    <message>
        <source>No big gin: eleven melded cards must still discard to go out</source>
        <translation>Sin Big Gin: con once cartas combinadas también hay que descartar para cerrar</translation>
    </message>
    <message>
        <source>Big gin scores {n} more than gin</source>
        <translation>El Big Gin vale {n} más que el Gin</translation>
    </message>
    <message>
        <source>Shutout: the winner&apos;s whole final score is doubled</source>
        <translation>Blanqueo: se dobla la puntuación final entera del ganador</translation>
    </message>
    <message>
        <source>The winner of a hand deals the next one</source>
        <translation>Quien gana una mano reparte la siguiente</translation>
    </message>
    <message>
        <source>Eleven-card opening: the non-dealer gets 11 cards, no upcard</source>
        <translation>Apertura de once cartas: quien no reparte recibe 11 cartas, sin carta descubierta</translation>
    </message>
    <message>
        <source>At the wall the last discard may be taken, only to go out at once</source>
        <translation>En el muro se puede tomar el último descarte, solo para cerrar enseguida</translation>
    </message>
    <message>
        <source>Oklahoma: the first upcard sets the knock limit (ace: gin only) and a spade upcard doubles the hand</source>
        <translation>Oklahoma: la primera carta descubierta fija el límite para cerrar (as: solo Gin) y una carta descubierta de picas dobla la mano</translation>
    </message>
    <message>
        <source>Straight gin: no knocking, only gin or big gin ends a hand</source>
        <translation>Gin directo: no se cierra, solo el Gin o el Big Gin termina una mano</translation>
    </message>
    <message>
        <source>in these rules only gin ends a hand</source>
        <translation>en estas reglas solo el Gin termina una mano</translation>
    </message>
    <message>
        <source>in these rules the first upcard sets it</source>
        <translation>en estas reglas lo fija la primera carta descubierta</translation>
    </message>
    <message>
        <source>{n} in these rules</source>
        <translation>{n} en estas reglas</translation>
    </message>
    <message>
        <source>The rules in force</source>
        <translation>Las reglas en vigor</translation>
    </message>
    <message>
        <source>Change them under Options, Settings; changes apply from the next game.</source>
        <translation>Cámbialas en Opciones, Ajustes; los cambios se aplican desde la próxima partida.</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartas</translation>
    </message>
    <message>
        <source>One pack of 52 cards, no jokers, two players. Aces are always low: the order is A 2 3 4 5 6 7 8 9 10 J Q K. For counting, an ace is worth 1, number cards their number, and jacks, queens and kings 10 each.</source>
        <translation>Una baraja de 52 cartas, sin comodines, dos jugadores. El as es siempre bajo: el orden es A 2 3 4 5 6 7 8 9 10 J Q K (jota, reina, rey). Al contar, el as vale 1, las cartas numeradas su número, y jotas, reinas y reyes 10 cada una.</translation>
    </message>
    <message>
        <source>Melds and deadwood</source>
        <translation>Combinaciones y cartas sueltas</translation>
    </message>
    <message>
        <source>A &lt;b&gt;meld&lt;/b&gt; is either a set of three or four cards of one rank (three sevens), or a run of three or more cards of one suit in sequence (4♥ 5♥ 6♥). Aces are low, so A-2-3 is a run but Q-K-A and K-A-2 are not. A card can belong to only one meld at a time.</source>
        <translation>Una &lt;b&gt;combinación&lt;/b&gt; es un grupo de tres o cuatro cartas del mismo valor (tres sietes) o una escalera de tres o más cartas seguidas del mismo palo (4♥ 5♥ 6♥). El as es bajo, así que A-2-3 es escalera, pero Q-K-A y K-A-2 no. Una carta solo puede estar en una combinación a la vez.</translation>
    </message>
    <message>
        <source>Every card outside your melds is &lt;b&gt;deadwood&lt;/b&gt;; your deadwood count is the total of their values. Your melds are always arranged for the lowest count.</source>
        <translation>Cada carta fuera de tus combinaciones es una &lt;b&gt;carta suelta&lt;/b&gt;; tus puntos sueltos son la suma de sus valores. Tus combinaciones siempre se ordenan para la cuenta más baja.</translation>
    </message>
    <message>
        <source>The deal and the first upcard</source>
        <translation>El reparto y la primera carta descubierta</translation>
    </message>
    <message>
        <source>Each player gets ten cards. The next card is turned face up as the &lt;b&gt;upcard&lt;/b&gt; and starts the discard pile; the rest, face down, is the &lt;b&gt;stock&lt;/b&gt;. The player who did not deal may take the upcard or pass; after a pass the dealer may take it or pass; if both pass, the non-dealer begins by drawing from the stock. Whoever takes that first card discards, and the other player goes next.</source>
        <translation>Cada jugador recibe diez cartas. La siguiente se pone boca arriba como &lt;b&gt;carta descubierta&lt;/b&gt; y empieza la pila de descartes; el resto, boca abajo, es el &lt;b&gt;mazo&lt;/b&gt;. Quien no repartió puede tomar la carta descubierta o pasar; tras un pase, quien reparte puede tomarla o pasar; si los dos pasan, empieza quien no repartió robando del mazo. Quien toma esa primera carta descarta, y juega el otro jugador.</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Un turno</translation>
    </message>
    <message>
        <source>Draw one card, from the top of the stock or the top of the discard pile, then discard one card face up. A card just taken from the pile may not be thrown straight back. Instead of a plain discard you may knock, on any turn, even the first; you never have to.</source>
        <translation>Roba una carta, de encima del mazo o de la pila de descartes, y luego descarta una carta boca arriba. Una carta recién tomada de la pila no se puede descartar enseguida. En lugar de un descarte normal puedes cerrar, en cualquier turno, incluso el primero; nunca estás obligado.</translation>
    </message>
    <message>
        <source>Knocking and lay-offs</source>
        <translation>Cerrar y colocar cartas</translation>
    </message>
    <message>
        <source>You may knock when, after your discard, your deadwood is no more than the knock limit ({limit}). You lay down your melds with the deadwood beside them and the hand ends.</source>
        <translation>Puedes cerrar cuando, tras tu descarte, tus puntos sueltos no pasan del límite para cerrar ({limit}). Bajas tus combinaciones con las cartas sueltas al lado y la mano termina.</translation>
    </message>
    <message>
        <source>The other player, the defender, lays down their own melds and may &lt;b&gt;lay off&lt;/b&gt; deadwood onto yours: a fourth card onto a set, or cards that extend a run at either end. Lay-offs can chain: once 8♥ joins 5♥ 6♥ 7♥, the 9♥ may follow. The game finds the defender&apos;s best lay-offs. The knocker never lays off, and nobody lays off on gin.</source>
        <translation>El otro jugador, el defensor, baja sus propias combinaciones y puede &lt;b&gt;colocar&lt;/b&gt; cartas sueltas en las tuyas: una cuarta carta en un grupo, o cartas que alargan una escalera por cualquiera de sus extremos. Las cartas colocadas pueden encadenarse: cuando el 8♥ se une a 5♥ 6♥ 7♥, el 9♥ puede seguir. El juego encuentra las mejores cartas para colocar del defensor. Quien cierra nunca coloca, y nadie coloca sobre un Gin.</translation>
    </message>
    <message>
        <source>Gin and big gin</source>
        <translation>Gin y Big Gin</translation>
    </message>
    <message>
        <source>Knocking with no deadwood at all is &lt;b&gt;gin&lt;/b&gt;.</source>
        <translation>Cerrar sin ningún punto suelto es &lt;b&gt;Gin&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Big gin&lt;/b&gt;: when all eleven cards you hold after drawing form melds, you may go out without discarding. It scores as gin plus an extra bonus ({n} in these rules). Big gin is {state} in these rules.</source>
        <translation>&lt;b&gt;Big Gin&lt;/b&gt;: cuando las once cartas que tienes tras robar forman combinaciones, puedes cerrar sin descartar. Puntúa como un Gin más un bono extra ({n} en estas reglas). El Big Gin está {state} en estas reglas.</translation>
    </message>
    <message>
        <source>on</source>
        <translation>activado</translation>
    </message>
    <message>
        <source>off</source>
        <translation>desactivado</translation>
    </message>
    <message>
        <source>Scoring a hand</source>
        <translation>La puntuación de una mano</translation>
    </message>
    <message>
        <source>&lt;b&gt;Knock&lt;/b&gt;: when the defender&apos;s deadwood, after lay-offs, is higher than the knocker&apos;s, the knocker scores the difference.</source>
        <translation>&lt;b&gt;Cierre&lt;/b&gt;: cuando los puntos sueltos del defensor, tras colocar cartas, superan los de quien cierra, quien cierra se anota la diferencia.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Undercut&lt;/b&gt;: when the defender&apos;s deadwood is equal to the knocker&apos;s or lower, the defender scores the difference plus the undercut bonus ({n} here). A tie is an undercut.</source>
        <translation>&lt;b&gt;Contragolpe&lt;/b&gt;: cuando los puntos sueltos del defensor son iguales o menores que los de quien cierra, el defensor se anota la diferencia más el bono de contragolpe ({n} aquí). Un empate es contragolpe.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Gin&lt;/b&gt;: the player who went gin scores the gin bonus ({n} here) plus all of the opponent&apos;s deadwood. Gin is never undercut, even when the opponent has no deadwood either.</source>
        <translation>&lt;b&gt;Gin&lt;/b&gt;: quien hizo Gin se anota el bono de Gin ({n} aquí) más todos los puntos sueltos del rival. Al Gin nunca se le da contragolpe, aunque el rival tampoco tenga puntos sueltos.</translation>
    </message>
    <message>
        <source>The wall</source>
        <translation>El muro</translation>
    </message>
    <message>
        <source>The last two cards of the stock are never drawn. When only two are left and the player who drew before them discards without knocking, the hand is over.</source>
        <translation>Las dos últimas cartas del mazo nunca se roban. Cuando solo quedan dos y el jugador que robó antes descarta sin cerrar, la mano ha terminado.</translation>
    </message>
    <message>
        <source>With the usual rule the hand is then dead: nobody scores and the same dealer deals again. With the other rule the opponent may still take that last discard, but only to knock or go gin at once; otherwise the hand is dead.</source>
        <translation>Con la regla habitual, la mano es entonces nula: nadie puntúa y reparte otra vez el mismo. Con la otra regla, el rival aún puede tomar ese último descarte, pero solo para cerrar o hacer Gin enseguida; si no, la mano es nula.</translation>
    </message>
    <message>
        <source>The game</source>
        <translation>La partida</translation>
    </message>
    <message>
        <source>Hands are played until someone&apos;s total reaches the target ({target} here). The winner adds the game bonus ({bonus} here).</source>
        <translation>Se juegan manos hasta que el total de alguien alcanza el objetivo ({target} aquí). El ganador suma el bono de partida ({bonus} aquí).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Shutout&lt;/b&gt;: when the loser scored nothing in the whole game, the game bonus is doubled; with the other shutout rule the winner&apos;s whole final score is doubled instead.</source>
        <translation>&lt;b&gt;Blanqueo&lt;/b&gt;: cuando el perdedor no ha puntuado nada en toda la partida, el bono de partida se dobla; con la otra regla de blanqueo, se dobla en su lugar la puntuación final entera del ganador.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Box bonus&lt;/b&gt;: at the end each player adds the box bonus ({n} here) for every hand they won. It comes only at the end and never counts towards the target. A game&apos;s result is both final totals and their difference.</source>
        <translation>&lt;b&gt;Bono por mano&lt;/b&gt;: al final, cada jugador suma el bono por mano ({n} aquí) por cada mano que ganó. Solo llega al final y nunca cuenta para el objetivo. El resultado de una partida son los dos totales finales y su diferencia.</translation>
    </message>
    <message>
        <source>The next hand is usually dealt by the other player; with the other option the winner of the hand deals. After a dead hand the same dealer deals again.</source>
        <translation>La mano siguiente suele repartirla el otro jugador; con la otra opción reparte quien ganó la mano. Tras una mano nula reparte otra vez el mismo.</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>Variantes</translation>
    </message>
    <message>
        <source>&lt;b&gt;Oklahoma&lt;/b&gt;: the value of each hand&apos;s first upcard is that hand&apos;s knock limit (picture cards 10); an ace means only gin ends the hand, and a spade doubles every score of the hand. It needs the upcard opening.</source>
        <translation>&lt;b&gt;Oklahoma&lt;/b&gt;: el valor de la primera carta descubierta de cada mano es el límite para cerrar de esa mano (figuras 10); un as significa que solo el Gin termina la mano, y una de picas dobla cada puntuación de la mano. Necesita la apertura con carta descubierta.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Straight gin&lt;/b&gt;: no knocking at all; only gin or big gin ends a hand.</source>
        <translation>&lt;b&gt;Gin directo&lt;/b&gt;: no se puede cerrar; solo el Gin o el Big Gin termina una mano.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Eleven-card opening&lt;/b&gt;: the non-dealer is dealt eleven cards and the dealer ten, with no upcard. The non-dealer begins by discarding (and may knock or go big gin with the dealt cards), then the dealer plays.</source>
        <translation>&lt;b&gt;Apertura de once cartas&lt;/b&gt;: quien no reparte recibe once cartas y quien reparte diez, sin carta descubierta. Quien no repartió empieza descartando (y puede cerrar o hacer Big Gin con las cartas recibidas); luego juega quien repartió.</translation>
    </message>
    <message>
        <source>You sit at the bottom, the computer at the top. The stock and the discard pile are in the middle with the &lt;b&gt;Knock&lt;/b&gt; area beside them. The status line always says what you can do now.</source>
        <translation>Tú te sientas abajo y el ordenador arriba. El mazo y la pila de descartes están en el centro, con la zona &lt;b&gt;Cerrar&lt;/b&gt; al lado. La línea de estado siempre dice qué puedes hacer ahora.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Draw&lt;/b&gt;: drag the stock or the top card of the discard pile into your hand (or click it). At the start of a hand you may take the upcard or press &lt;b&gt;Pass&lt;/b&gt;.</source>
        <translation>&lt;b&gt;Robar&lt;/b&gt;: arrastra el mazo o la carta de arriba de la pila de descartes a tu mano (o haz clic en ella). Al empezar una mano puedes tomar la carta descubierta o pulsar &lt;b&gt;Pasar&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard&lt;/b&gt;: drag a card onto the discard pile, or double-click it. While you drag, the place the card would go is outlined: green when the move is allowed, red when it is not.</source>
        <translation>&lt;b&gt;Descartar&lt;/b&gt;: arrastra una carta a la pila de descartes, o haz doble clic en ella. Mientras arrastras, el sitio al que iría la carta se marca: en verde si la jugada está permitida, en rojo si no.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Knock&lt;/b&gt;: drag the card to discard onto the Knock area, or select it and press Knock. With no deadwood left that is gin. With eleven cards all in melds, press &lt;b&gt;Big Gin&lt;/b&gt;.</source>
        <translation>&lt;b&gt;Cerrar&lt;/b&gt;: arrastra la carta que descartas a la zona Cerrar, o selecciónala y pulsa Cerrar. Sin ningún punto suelto, eso es Gin. Con las once cartas combinadas, pulsa &lt;b&gt;Big Gin&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your hand&lt;/b&gt;: cards in your best melds are outlined in colour. Drag a card along the hand to move it, or pick an order in the &lt;b&gt;Sort hand&lt;/b&gt; list (your own order, melds first, by rank, by suit).</source>
        <translation>&lt;b&gt;Tu mano&lt;/b&gt;: las cartas de tus mejores combinaciones tienen un contorno de color. Arrastra una carta a lo largo de la mano para moverla, o elige un orden en la lista &lt;b&gt;Ordenar mano&lt;/b&gt; (tu propio orden, combinaciones primero, por valor, por palo).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Deadwood&lt;/b&gt;: the panel on the right shows your deadwood count as you play; at or below the knock limit you may knock.</source>
        <translation>&lt;b&gt;Puntos sueltos&lt;/b&gt;: el panel de la derecha muestra tus puntos sueltos mientras juegas; en el límite para cerrar o por debajo puedes cerrar.</translation>
    </message>
    <message>
        <source>&lt;b&gt;After the hand&lt;/b&gt;: both hands are laid out as melds and deadwood, lay-offs are outlined in teal and the result is shown on the table. Press &lt;b&gt;Next hand&lt;/b&gt; to go on. The &lt;b&gt;Score sheet&lt;/b&gt; lists every hand&apos;s points and why, the running totals and the final bonuses.</source>
        <translation>&lt;b&gt;Después de la mano&lt;/b&gt;: las dos manos se bajan como combinaciones y cartas sueltas, las cartas colocadas se marcan en verde azulado y el resultado aparece en la mesa. Pulsa &lt;b&gt;Siguiente mano&lt;/b&gt; para seguir. La &lt;b&gt;Hoja de puntuación&lt;/b&gt; lista los puntos de cada mano y por qué, los totales acumulados y los bonos finales.</translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation>robar del mazo</translation>
    </message>
    <message>
        <source>take the upcard or the top discard</source>
        <translation>tomar la carta descubierta o el descarte de arriba</translation>
    </message>
    <message>
        <source>pass the upcard</source>
        <translation>pasar la carta descubierta</translation>
    </message>
    <message>
        <source>knock</source>
        <translation>cerrar</translation>
    </message>
    <message>
        <source>big gin</source>
        <translation>Big Gin</translation>
    </message>
    <message>
        <source>next hand (a new game once the game is over)</source>
        <translation>siguiente mano (una partida nueva cuando la partida ha terminado)</translation>
    </message>
    <message>
        <source>look through the discard pile</source>
        <translation>ver la pila de descartes</translation>
    </message>
    <message>
        <source>a hint</source>
        <translation>una pista</translation>
    </message>
    <message>
        <source>review the hand just finished (the coach)</source>
        <translation>revisar la mano recién terminada (el entrenador)</translation>
    </message>
    <message>
        <source>select a card in your hand</source>
        <translation>seleccionar una carta de tu mano</translation>
    </message>
    <message>
        <source>Shift+← →</source>
        <translation>Mayús+← →</translation>
    </message>
    <message>
        <source>move the selected card along your hand</source>
        <translation>mover la carta seleccionada por tu mano</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Intro</translation>
    </message>
    <message>
        <source>discard the selected card</source>
        <translation>descartar la carta seleccionada</translation>
    </message>
    <message>
        <source>show or hide the cards you know the computer holds</source>
        <translation>mostrar u ocultar las cartas que sabes que tiene el ordenador</translation>
    </message>
    <message>
        <source>sound effects off and on</source>
        <translation>desactivar y activar los efectos de sonido</translation>
    </message>
    <message>
        <source>take back your last move (when Settings allow it)</source>
        <translation>deshacer tu última jugada (si los ajustes lo permiten)</translation>
    </message>
    <message>
        <source>the score sheet</source>
        <translation>la hoja de puntuación</translation>
    </message>
    <message>
        <source>Esc / Enter</source>
        <translation>Esc / Intro</translation>
    </message>
    <message>
        <source>answer the tutor&apos;s warning: think again, or play the move anyway</source>
        <translation>responder al aviso del tutor: pensarlo de nuevo o hacer la jugada igualmente</translation>
    </message>
    <message>
        <source>full screen</source>
        <translation>pantalla completa</translation>
    </message>
    <message>
        <source>Your first game</source>
        <translation>Tu primera partida</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <source>The game is saved after every move: close it at any time and go on later.</source>
        <translation>La partida se guarda tras cada jugada: ciérrala cuando quieras y sigue más tarde.</translation>
    </message>
</context>
<context>
    <name>RulesHelpDialog</name>
    <message>
        <source>Gin Rummy rules</source>
        <translation>Reglas del Gin Rummy</translation>
    </message>
    <message>
        <source>Rules help</source>
        <translation>Ayuda de las reglas</translation>
    </message>
    <message>
        <source>The rules</source>
        <translation>Las reglas</translation>
    </message>
    <message>
        <source>First game walkthrough</source>
        <translation>Recorrido de la primera partida</translation>
    </message>
    <message>
        <source>Help pages</source>
        <translation>Páginas de ayuda</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>First game</source>
        <translation>Primera partida</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>Rules preset</source>
        <translation>Reglas predefinidas</translation>
    </message>
    <message>
        <source>Preset:</source>
        <translation>Reglas:</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Knock limit (most deadwood, 0–10):</source>
        <translation>Límite para cerrar (máx. puntos sueltos, 0–10):</translation>
    </message>
    <message>
        <source>Gin bonus (0–100):</source>
        <translation>Bono de Gin (0–100):</translation>
    </message>
    <message>
        <source>Undercut bonus (0–100):</source>
        <translation>Bono de contragolpe (0–100):</translation>
    </message>
    <message>
        <source>Big gin extra bonus (0–100):</source>
        <translation>Bono extra de Big Gin (0–100):</translation>
    </message>
    <message>
        <source>Box bonus per hand won (0–100):</source>
        <translation>Bono por mano ganada (0–100):</translation>
    </message>
    <message>
        <source>Game bonus (0–100):</source>
        <translation>Bono de partida (0–100):</translation>
    </message>
    <message>
        <source>Game target (50–500):</source>
        <translation>Objetivo de la partida (50–500):</translation>
    </message>
    <message>
        <source>How a hand goes</source>
        <translation>Cómo va una mano</translation>
    </message>
    <message>
        <source>Big gin (all 11 cards melded)</source>
        <translation>Big Gin (las 11 cartas combinadas)</translation>
    </message>
    <message>
        <source>Oklahoma (the first upcard sets the knock limit)</source>
        <translation>Oklahoma (la primera carta descubierta fija el límite para cerrar)</translation>
    </message>
    <message>
        <source>Straight gin (only gin ends a hand)</source>
        <translation>Gin directo (solo el Gin termina una mano)</translation>
    </message>
    <message>
        <source>Next dealer:</source>
        <translation>Siguiente en repartir:</translation>
    </message>
    <message>
        <source>Players take turns</source>
        <translation>Por turnos</translation>
    </message>
    <message>
        <source>The winner of the hand</source>
        <translation>Quien gana la mano</translation>
    </message>
    <message>
        <source>Opening:</source>
        <translation>Apertura:</translation>
    </message>
    <message>
        <source>10 cards each and an upcard</source>
        <translation>10 cartas cada uno y una carta descubierta</translation>
    </message>
    <message>
        <source>11 cards to the non-dealer, no upcard</source>
        <translation>11 cartas a quien no reparte, sin carta descubierta</translation>
    </message>
    <message>
        <source>At the wall:</source>
        <translation>En el muro:</translation>
    </message>
    <message>
        <source>The hand is dead</source>
        <translation>La mano es nula</translation>
    </message>
    <message>
        <source>The last discard may be taken to go out</source>
        <translation>Se puede tomar el último descarte para cerrar</translation>
    </message>
    <message>
        <source>Shutout:</source>
        <translation>Blanqueo:</translation>
    </message>
    <message>
        <source>Game bonus doubled</source>
        <translation>Bono de partida doblado</translation>
    </message>
    <message>
        <source>Winner&apos;s whole score doubled</source>
        <translation>Puntuación entera del ganador doblada</translation>
    </message>
    <message>
        <source>Rule changes apply from the next game. Help › Rules explains each one.</source>
        <translation>Los cambios de reglas se aplican desde la próxima partida. Ayuda › Reglas explica cada una.</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Score chart</source>
        <translation>Gráfico del marcador</translation>
    </message>
    <message>
        <source>You {total} final, with bonuses</source>
        <translation>Tú {total} final, con bonos</translation>
    </message>
    <message>
        <source>Computer {total} final, with bonuses</source>
        <translation>Ordenador {total} final, con bonos</translation>
    </message>
    <message>
        <source>You {total}</source>
        <translation>Tú {total}</translation>
    </message>
    <message>
        <source>Computer {total}</source>
        <translation>Ordenador {total}</translation>
    </message>
    <message>
        <source>After hand {hand}: you {you}, the computer {computer}</source>
        <translation>Tras la mano {hand}: tú {you}, el ordenador {computer}</translation>
    </message>
    <message>
        <source>Game {target}</source>
        <translation>Partida {target}</translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message>
        <source>Replay hand</source>
        <translation>Repetir mano</translation>
    </message>
    <message>
        <source>Replay the selected hand</source>
        <translation>Repetir la mano seleccionada</translation>
    </message>
    <message>
        <source>Choose a hand in the sheet to replay it (or double-click its row)</source>
        <translation>Elige una mano en la hoja para repetirla (o haz doble clic en su fila)</translation>
    </message>
    <message>
        <source>Replay hand {hand} step by step, both hands face up</source>
        <translation>Repetir la mano {hand} paso a paso, con las dos manos boca arriba</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Reparte</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordenador</translation>
    </message>
    <message>
        <source>Your total</source>
        <translation>Tu total</translation>
    </message>
    <message>
        <source>Computer total</source>
        <translation>Total del ordenador</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Por qué</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Hoja de puntuación</translation>
    </message>
    <message>
        <source>Boxes (hands won): you {mine}, computer {theirs}</source>
        <translation>Manos ganadas: tú {mine}, ordenador {theirs}</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>Settings pages</source>
        <translation>Páginas de ajustes</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Juego</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Error</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>Aceptar</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Restore defaults</source>
        <translation>Restablecer</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>Nivel del ordenador</translation>
    </message>
    <message>
        <source>Computer level: {level}</source>
        <translation>Nivel del ordenador: {level}</translation>
    </message>
    <message>
        <source>A new level plays from the next game; the statistics keep each level apart.</source>
        <translation>Un nivel nuevo juega desde la próxima partida; las estadísticas separan cada nivel.</translation>
    </message>
    <message>
        <source>Pace</source>
        <translation>Ritmo</translation>
    </message>
    <message>
        <source>Computer&apos;s pace</source>
        <translation>Ritmo del ordenador</translation>
    </message>
    <message>
        <source>Brisk</source>
        <translation>Ágil</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Relaxed</source>
        <translation>Pausado</translation>
    </message>
    <message>
        <source>How long each of the computer&apos;s moves stays on the table before its next</source>
        <translation>Cuánto tiempo se queda en la mesa cada jugada del ordenador antes de la siguiente</translation>
    </message>
    <message>
        <source>Computer&apos;s pace:</source>
        <translation>Ritmo del ordenador:</translation>
    </message>
    <message>
        <source>How long each of the computer&apos;s moves stays on the table before its next.</source>
        <translation>Cuánto tiempo se queda en la mesa cada jugada del ordenador antes de la siguiente.</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Velocidad de animación</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Sin animación</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>Animation speed:</source>
        <translation>Velocidad de animación:</translation>
    </message>
    <message>
        <source>How fast the cards move. Off follows the desktop&apos;s wish for less motion until you choose.</source>
        <translation>Lo rápido que se mueven las cartas. «Sin animación» sigue el deseo del escritorio de menos movimiento hasta que elijas.</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartas</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Azul</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rojo</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Morado</translation>
    </message>
    <message>
        <source>Green rosettes</source>
        <translation>Rosetas verdes</translation>
    </message>
    <message>
        <source>Card back</source>
        <translation>Reverso de las cartas</translation>
    </message>
    <message>
        <source>Card back:</source>
        <translation>Reverso:</translation>
    </message>
    <message>
        <source>Card faces</source>
        <translation>Caras de las cartas</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Clásicas</translation>
    </message>
    <message>
        <source>Large index (the biggest rank and suit)</source>
        <translation>Índice grande (valor y palo lo más grandes posible)</translation>
    </message>
    <message>
        <source>Large index shows each card&apos;s rank and suit as big as they fit, for easier reading</source>
        <translation>El índice grande muestra el valor y el palo de cada carta tan grandes como caben, para leerlos mejor</translation>
    </message>
    <message>
        <source>Card faces:</source>
        <translation>Caras de las cartas:</translation>
    </message>
    <message>
        <source>Card size</source>
        <translation>Tamaño de las cartas</translation>
    </message>
    <message>
        <source>Card size:</source>
        <translation>Tamaño de las cartas:</translation>
    </message>
    <message>
        <source>Four-colour deck (clubs green, diamonds blue)</source>
        <translation>Baraja de cuatro colores (tréboles verdes, diamantes azules)</translation>
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
        <translation>Gris</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>Color de la mesa</translation>
    </message>
    <message>
        <source>Table colour:</source>
        <translation>Color de la mesa:</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Alto contraste</translation>
    </message>
    <message>
        <source>Night dims the table and darkens the windows; high contrast shows a black table with bright outlines in either.</source>
        <translation>Noche atenúa la mesa y oscurece las ventanas; el alto contraste muestra una mesa negra con contornos brillantes en ambos.</translation>
    </message>
    <message>
        <source>Preview of the table</source>
        <translation>Vista previa de la mesa</translation>
    </message>
    <message>
        <source>While you play</source>
        <translation>Mientras juegas</translation>
    </message>
    <message>
        <source>Ask before knocking</source>
        <translation>Preguntar antes de cerrar</translation>
    </message>
    <message>
        <source>Allow undoing a move</source>
        <translation>Permitir deshacer una jugada</translation>
    </message>
    <message>
        <source>A knock ends the hand: a question first catches a slip.</source>
        <translation>Cerrar termina la mano: una pregunta antes evita un despiste.</translation>
    </message>
    <message>
        <source>Ctrl+Z takes back your last move. Games with an undo are marked in the statistics.</source>
        <translation>Ctrl+Z deshace tu última jugada. Las partidas con deshacer quedan marcadas en las estadísticas.</translation>
    </message>
    <message>
        <source>Tutor</source>
        <translation>Tutor</translation>
    </message>
    <message>
        <source>Never warn</source>
        <translation>No avisar nunca</translation>
    </message>
    <message>
        <source>Warn before an inaccuracy or worse</source>
        <translation>Avisar antes de una imprecisión o algo peor</translation>
    </message>
    <message>
        <source>Warn before a mistake or worse</source>
        <translation>Avisar antes de un error o algo peor</translation>
    </message>
    <message>
        <source>Warn before a blunder</source>
        <translation>Avisar antes de un error grave</translation>
    </message>
    <message>
        <source>Tutor:</source>
        <translation>Tutor:</translation>
    </message>
    <message>
        <source>The tutor judges each move as the coach&apos;s review would, and asks before one it would grade this badly: play it anyway, or think again.</source>
        <translation>El tutor juzga cada jugada como lo haría la revisión del entrenador y pregunta antes de una así de mala: jugarla igualmente o pensarlo de nuevo.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>System ({language})</source>
        <translation>Sistema ({language})</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Idioma:</translation>
    </message>
    <message>
        <source>In use now: {language}.</source>
        <translation>En uso ahora: {language}.</translation>
    </message>
    <message>
        <source>A new language is used from the next start of Gin Rummy.</source>
        <translation>Un idioma nuevo se usa desde el próximo inicio de Gin Rummy.</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Sonido</translation>
    </message>
    <message>
        <source>Sound effects</source>
        <translation>Efectos de sonido</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <translation>Volumen del sonido</translation>
    </message>
    <message>
        <source>Test sound</source>
        <translation>Probar sonido</translation>
    </message>
    <message>
        <source>Volume:</source>
        <translation>Volumen:</translation>
    </message>
    <message>
        <source>Short effects for the cards, the knock and the results. M turns them off and on while you play.</source>
        <translation>Efectos breves para las cartas, el cierre y los resultados. M los desactiva y activa mientras juegas.</translation>
    </message>
    <message>
        <source>{volume} %</source>
        <translation>{volume} %</translation>
    </message>
    <message>
        <source>These rules cannot be used: {error}.</source>
        <translation>Estas reglas no se pueden usar: {error}.</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>My order</source>
        <translation>Mi orden</translation>
    </message>
    <message>
        <source>Melds first</source>
        <translation>Combinaciones primero</translation>
    </message>
    <message>
        <source>By rank</source>
        <translation>Por valor</translation>
    </message>
    <message>
        <source>By suit</source>
        <translation>Por palo</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordenador</translation>
    </message>
    <message>
        <source>A fingerprint of this deal: the shuffled deck with a secret, fixed before play began. After the hand, Replay hand shows the deck and the secret so you can check it.</source>
        <translation>Una huella de este reparto: la baraja mezclada con un secreto, fijada antes de empezar a jugar. Tras la mano, Repetir mano muestra la baraja y el secreto para que puedas comprobarlo.</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>&amp;Pasar</translation>
    </message>
    <message>
        <source>&amp;Knock</source>
        <translation>&amp;Cerrar</translation>
    </message>
    <message>
        <source>Big &amp;Gin</source>
        <translation>Big &amp;Gin</translation>
    </message>
    <message>
        <source>&amp;Next hand</source>
        <translation>Siguie&amp;nte mano</translation>
    </message>
    <message>
        <source>&amp;Review hand</source>
        <translation>&amp;Revisar mano</translation>
    </message>
    <message>
        <source>The coach: each of your decisions in this hand graded, the costly ones explained, and the deal to play again (R)</source>
        <translation>El entrenador: cada una de tus decisiones en esta mano valorada, las costosas explicadas, y el reparto para volver a jugarlo (R)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>Pis&amp;ta</translation>
    </message>
    <message>
        <source>Score &amp;sheet</source>
        <translation>&amp;Hoja de puntos</translation>
    </message>
    <message>
        <source>Discard pile (&amp;V)</source>
        <translation>Descartes (&amp;V)</translation>
    </message>
    <message>
        <source>Practice game: not counted in the statistics</source>
        <translation>Partida de práctica: no cuenta en las estadísticas</translation>
    </message>
    <message>
        <source>Sort hand</source>
        <translation>Ordenar mano</translation>
    </message>
    <message>
        <source>Knock with the selected card (or drag a card onto Knock)</source>
        <translation>Cerrar con la carta seleccionada (o arrastra una carta a Cerrar)</translation>
    </message>
    <message>
        <source>Deadwood: {points}</source>
        <translation>Puntos sueltos: {points}</translation>
    </message>
    <message>
        <source>Game to {target} · knock at {limit} or less</source>
        <translation>Partida a {target} · cerrar con {limit} o menos</translation>
    </message>
    <message>
        <source>Deal fingerprint: {fingerprint}</source>
        <translation>Huella: {fingerprint}</translation>
    </message>
    <message>
        <source>Final score, bonuses included</source>
        <translation>Resultado final, con bonos</translation>
    </message>
    <message>
        <source>Hand {hand} · dealer: you</source>
        <translation>Mano {hand} · reparte: tú</translation>
    </message>
    <message>
        <source>Hand {hand} · dealer: the computer</source>
        <translation>Mano {hand} · reparte: el ordenador</translation>
    </message>
    <message>
        <source>Game to {target} · gin only</source>
        <translation>Partida a {target} · solo Gin</translation>
    </message>
    <message>
        <source>spade upcard: scores doubled</source>
        <translation>carta descubierta de picas: puntos dobles</translation>
    </message>
    <message>
        <source>Computer: {level}</source>
        <translation>Ordenador: {level}</translation>
    </message>
    <message>
        <source>after the best discard: {points}</source>
        <translation>tras el mejor descarte: {points}</translation>
    </message>
    <message>
        <source>Gin! (&amp;K)</source>
        <translation>¡Gin! (&amp;C)</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nueva partida</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>No finished games yet</source>
        <translation>Aún no hay partidas terminadas</translation>
    </message>
    <message>
        <source>Too many games for a bar each: a bar is the average of about {count} games</source>
        <translation>Demasiadas partidas para una barra cada una: una barra es la media de unas {count} partidas</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Resumen</translation>
    </message>
    <message>
        <source>Statistics pages</source>
        <translation>Páginas de estadísticas</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>Totales</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Your strength</source>
        <translation>Tu nivel</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Exportar CSV…</translation>
    </message>
    <message>
        <source>Export the history as CSV</source>
        <translation>Exportar el historial como CSV</translation>
    </message>
    <message>
        <source>Totals per level and rules</source>
        <translation>Totales por nivel y reglas</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nivel</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Reglas</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Ganadas</translation>
    </message>
    <message>
        <source>Win %</source>
        <translation>% ganadas</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Manos</translation>
    </message>
    <message>
        <source>Hands
won</source>
        <translation>Manos
ganadas</translation>
    </message>
    <message>
        <source>Gins</source>
        <translation>Gins</translation>
    </message>
    <message>
        <source>Undercuts
given</source>
        <translation>Contragolpes
dados</translation>
    </message>
    <message>
        <source>Undercuts
taken</source>
        <translation>Contragolpes
recibidos</translation>
    </message>
    <message>
        <source>Net points
per hand</source>
        <translation>Puntos netos
por mano</translation>
    </message>
    <message>
        <source>Best
streak</source>
        <translation>Mejor
racha</translation>
    </message>
    <message>
        <source>Current
streak</source>
        <translation>Racha
actual</translation>
    </message>
    <message>
        <source>Points difference per game</source>
        <translation>Diferencia de puntos por partida</translation>
    </message>
    <message>
        <source>Win rate over time</source>
        <translation>Porcentaje de victorias en el tiempo</translation>
    </message>
    <message>
        <source>Accuracy per game</source>
        <translation>Precisión por partida</translation>
    </message>
    <message>
        <source>Points difference per finished game (final totals)</source>
        <translation>Diferencia de puntos por partida terminada (totales finales)</translation>
    </message>
    <message>
        <source>Win rate over time (running %)</source>
        <translation>Porcentaje de victorias en el tiempo (% acumulado)</translation>
    </message>
    <message>
        <source>Your accuracy per game (the coach&apos;s review)</source>
        <translation>Tu precisión por partida (la revisión del entrenador)</translation>
    </message>
    <message>
        <source>Your play per game among the computer&apos;s levels (games with the tutor left out)</source>
        <translation>Tu juego por partida entre los niveles de la computadora (sin las partidas con tutor)</translation>
    </message>
    <message>
        <source>Your play per game among the levels</source>
        <translation>Tu juego por partida entre los niveles</translation>
    </message>
    <message>
        <source>Finished games</source>
        <translation>Partidas terminadas</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordenador</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Precisión</translation>
    </message>
    <message>
        <source>Lost to
decisions</source>
        <translation>Perdido por
decisiones</translation>
    </message>
    <message>
        <source>Score sheet of the selected game</source>
        <translation>Hoja de puntuación de la partida seleccionada</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Reparte</translation>
    </message>
    <message>
        <source>Your total</source>
        <translation>Tu total</translation>
    </message>
    <message>
        <source>Computer total</source>
        <translation>Total del ordenador</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Por qué</translation>
    </message>
    <message>
        <source>Select a game to see its score sheet.</source>
        <translation>Selecciona una partida para ver su hoja de puntuación.</translation>
    </message>
    <message>
        <source>Selected game</source>
        <translation>Partida seleccionada</translation>
    </message>
    <message>
        <source>Counting your saved games…</source>
        <translation>Contando tus partidas guardadas…</translation>
    </message>
    <message>
        <source>Finished games: {games}, won {won} ({rate}). Hands: {hands}. Gins: {gins}. Best streak: {best}, current streak: {current}. Games with undo: {undo}.</source>
        <translation>Partidas terminadas: {games}, ganadas {won} ({rate}). Manos: {hands}. Gins: {gins}. Mejor racha: {best}, racha actual: {current}. Partidas con deshacer: {undo}.</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Todas las partidas</translation>
    </message>
    <message>
        <source>No reviewed game without the tutor yet</source>
        <translation>Aún no hay partidas revisadas sin tutor</translation>
    </message>
    <message>
        <source>Save the hands of every finished game as a CSV file</source>
        <translation>Guardar las manos de cada partida terminada en un archivo CSV</translation>
    </message>
    <message>
        <source>Nothing to export yet: the CSV lists finished games, and none is finished</source>
        <translation>Todavía no hay nada que exportar: el CSV lista las partidas terminadas y no hay ninguna</translation>
    </message>
    <message>
        <source>Won (shutout)</source>
        <translation>Ganada (blanqueo)</translation>
    </message>
    <message>
        <source>Lost (shutout)</source>
        <translation>Perdida (blanqueo)</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdida</translation>
    </message>
    <message>
        <source>with undo</source>
        <translation>con deshacer</translation>
    </message>
    <message>
        <source>with the tutor</source>
        <translation>con el tutor</translation>
    </message>
    <message>
        <source>This game cannot be loaded.</source>
        <translation>Esta partida no se puede cargar.</translation>
    </message>
    <message>
        <source>Game {id}, {date}: score sheet</source>
        <translation>Partida {id}, {date}: hoja de puntuación</translation>
    </message>
    <message>
        <source>Export the game history</source>
        <translation>Exportar el historial de partidas</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Archivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>The history could not be written to {path}: {error}</source>
        <translation>No se pudo escribir el historial en {path}: {error}</translation>
    </message>
</context>
<context>
    <name>SwingChart</name>
    <message>
        <source>Expected points through the hand</source>
        <translation>Puntos esperados a lo largo de la mano</translation>
    </message>
    <message>
        <source>From {start} at the deal to {end}: luck {luck}, decisions {skill}</source>
        <translation>De {start} al repartir a {end}: suerte {luck}, decisiones {skill}</translation>
    </message>
    <message>
        <source>No decisions to chart</source>
        <translation>No hay decisiones que mostrar</translation>
    </message>
    <message>
        <source>at the deal {start} · dotted: luck {luck} · coloured: your decisions {skill} · result {result}</source>
        <translation>al repartir {start} · punteado: suerte {luck} · en color: tus decisiones {skill} · resultado {result}</translation>
    </message>
</context>
<context>
    <name>TablePreview</name>
    <message>
        <source>{theme} table, cards at {scale} %</source>
        <translation>Mesa {theme}, cartas al {scale} %</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Knock</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>The stock: {count} cards</source>
        <translation>El mazo: {count} cartas</translation>
    </message>
    <message>
        <source>One of the computer&apos;s cards</source>
        <translation>Una de las cartas del ordenador</translation>
    </message>
    <message>
        <source>Stock {count}</source>
        <translation>Mazo {count}</translation>
    </message>
    <message>
        <source>The discard pile (empty)</source>
        <translation>La pila de descartes (vacía)</translation>
    </message>
    <message>
        <source>Gin!</source>
        <translation>¡Gin!</translation>
    </message>
    <message>
        <source>Drop the card on your hand to draw it.</source>
        <translation>Suelta la carta sobre tu mano para robarla.</translation>
    </message>
    <message>
        <source>Drop a card on the discard pile to discard it, or on Knock to knock.</source>
        <translation>Suelta una carta sobre la pila de descartes para descartarla, o sobre Cerrar para cerrar.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Card table</source>
        <translation>Mesa de juego</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <source>Classic</source>
        <translation>Clásico</translation>
    </message>
    <message>
        <source>Night</source>
        <translation>Noche</translation>
    </message>
</context>
<context>
    <name>ToolWindows</name>
    <message>
        <source>Only a finished hand can be replayed.</source>
        <translation>Solo se puede repetir una mano terminada.</translation>
    </message>
    <message>
        <source>A hand can be reviewed once it is over.</source>
        <translation>Una mano se puede revisar cuando ha terminado.</translation>
    </message>
    <message>
        <source>Gin Rummy {version}
A fair opponent, exact rules.</source>
        <translation>Gin Rummy {version}
Un rival justo, reglas exactas.</translation>
    </message>
    <message>
        <source>{level}: {strength}</source>
        <translation>{level}: {strength}</translation>
    </message>
    <message>
        <source>Saved games and settings: {folder}</source>
        <translation>Partidas guardadas y ajustes: {folder}</translation>
    </message>
    <message>
        <source>Log: {path}</source>
        <translation>Registro: {path}</translation>
    </message>
    <message>
        <source>No log file is written.</source>
        <translation>No se escribe ningún archivo de registro.</translation>
    </message>
    <message>
        <source>About Gin Rummy</source>
        <translation>Acerca de Gin Rummy</translation>
    </message>
    <message>
        <source>Open that folder</source>
        <translation>Abrir esa carpeta</translation>
    </message>
    <message>
        <source>No file manager opened the folder {folder}. Its path is on the clipboard: paste it into a file window or a terminal.</source>
        <translation>Ningún gestor de archivos abrió la carpeta {folder}. Su ruta está en el portapapeles: pégala en una ventana de archivos o en una terminal.</translation>
    </message>
    <message>
        <source>Known cards</source>
        <translation>Cartas conocidas</translation>
    </message>
</context>
<context>
    <name>TrackerDock</name>
    <message>
        <source>Close the known cards (T)</source>
        <translation>Cerrar las cartas conocidas (T)</translation>
    </message>
    <message>
        <source>Close the known cards</source>
        <translation>Cerrar las cartas conocidas</translation>
    </message>
</context>
<context>
    <name>TrackerPanel</name>
    <message>
        <source>Known cards</source>
        <translation>Cartas conocidas</translation>
    </message>
    <message>
        <source>yours</source>
        <translation>tuyas</translation>
    </message>
    <message>
        <source>the computer&apos;s</source>
        <translation>del ordenador</translation>
    </message>
    <message>
        <source>discarded</source>
        <translation>descartadas</translation>
    </message>
    <message>
        <source>unseen</source>
        <translation>sin ver</translation>
    </message>
    <message>
        <source>in your hand</source>
        <translation>en tu mano</translation>
    </message>
    <message>
        <source>the computer holds it (taken from the pile)</source>
        <translation>la tiene el ordenador (tomada de la pila)</translation>
    </message>
    <message>
        <source>in the discard pile</source>
        <translation>en la pila de descartes</translation>
    </message>
    <message>
        <source>unseen: the stock or the computer&apos;s hand</source>
        <translation>sin ver: en el mazo o en la mano del ordenador</translation>
    </message>
    <message>
        <source>Unseen: {count} cards</source>
        <translation>Sin ver: {count} cartas</translation>
    </message>
    <message>
        <source>Computer holds (taken from the pile): {cards}</source>
        <translation>El ordenador tiene (tomadas de la pila): {cards}</translation>
    </message>
    <message>
        <source>Computer passed: {cards}</source>
        <translation>El ordenador pasó: {cards}</translation>
    </message>
    <message>
        <source>You: {card}</source>
        <translation>Tú: {card}</translation>
    </message>
    <message>
        <source>Computer: {card}</source>
        <translation>Ordenador: {card}</translation>
    </message>
    <message>
        <source>Discards, oldest first:</source>
        <translation>Descartes, del más antiguo al más reciente:</translation>
    </message>
</context>
<context>
    <name>TutorPanel</name>
    <message>
        <source>Think again (Esc)</source>
        <translation>Pensarlo de nuevo (Esc)</translation>
    </message>
    <message>
        <source>Take the move back and choose again (Esc)</source>
        <translation>Retirar la jugada y elegir de nuevo (Esc)</translation>
    </message>
    <message>
        <source>Play it anyway (Enter)</source>
        <translation>Jugarla igualmente (Intro)</translation>
    </message>
    <message>
        <source>Make the move as it is (Enter)</source>
        <translation>Hacer la jugada tal cual (Intro)</translation>
    </message>
</context>
<context>
    <name>TutorSeat</name>
    <message>
        <source>Think again: the move was not made.</source>
        <translation>Pensarlo de nuevo: la jugada no se ha hecho.</translation>
    </message>
</context>
<context>
    <name>WindowActions</name>
    <message>
        <source>G&amp;ame</source>
        <translation>P&amp;artida</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nueva partida</translation>
    </message>
    <message>
        <source>&amp;Score sheet</source>
        <translation>&amp;Hoja de puntuación</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>Es&amp;tadísticas</translation>
    </message>
    <message>
        <source>&amp;Practice your mistakes…</source>
        <translation>Aprende de tus &amp;errores…</translation>
    </message>
    <message>
        <source>&amp;Undo my last move</source>
        <translation>&amp;Deshacer mi última jugada</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Mute sounds</source>
        <translation>Silen&amp;ciar sonidos</translation>
    </message>
    <message>
        <source>V&amp;iew</source>
        <translation>V&amp;er</translation>
    </message>
    <message>
        <source>&amp;Known cards</source>
        <translation>Cartas &amp;conocidas</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Pantalla completa</translation>
    </message>
    <message>
        <source>&amp;Options</source>
        <translation>&amp;Opciones</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Ajustes…</translation>
    </message>
    <message>
        <source>H&amp;elp</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Reglas</translation>
    </message>
    <message>
        <source>&amp;First game walkthrough</source>
        <translation>Recorrido de la &amp;primera partida</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Acerca de</translation>
    </message>
    <message>
        <source>You cannot knock now.</source>
        <translation>Ahora no puedes cerrar.</translation>
    </message>
    <message>
        <source>Discard {card} and go gin?</source>
        <translation>¿Descartar {card} y hacer Gin?</translation>
    </message>
    <message>
        <source>Discard {card} and knock with {deadwood} deadwood?</source>
        <translation>¿Descartar {card} y cerrar con {deadwood} puntos sueltos?</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Abandon the current game and start a new one?</source>
        <translation>¿Abandonar la partida actual y empezar una nueva?</translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <translation>Jugar otra vez este reparto</translation>
    </message>
    <message>
        <source>Leave the current game (it is kept as abandoned) and play this deal again as practice?</source>
        <translation>¿Dejar la partida actual (se guarda como abandonada) y jugar otra vez este reparto como práctica?</translation>
    </message>
    <message>
        <source>the computer&apos;s cards</source>
        <translation>las cartas del ordenador</translation>
    </message>
    <message>
        <source>your cards</source>
        <translation>tus cartas</translation>
    </message>
    <message>
        <source>Practice: the same deal again, with {seat}. It is not counted in the statistics.</source>
        <translation>Práctica: el mismo reparto otra vez, con {seat}. No cuenta en las estadísticas.</translation>
    </message>
    <message>
        <source>Undo is off: turn it on in Options &gt; Settings (games with undo are marked).</source>
        <translation>Deshacer está desactivado: actívalo en Opciones &gt; Ajustes (las partidas con deshacer quedan marcadas).</translation>
    </message>
    <message>
        <source>A hint is available when it is your turn.</source>
        <translation>Hay una pista disponible cuando es tu turno.</translation>
    </message>
    <message>
        <source>Working out a hint…</source>
        <translation>Calculando una pista…</translation>
    </message>
    <message>
        <source>Hint: {reason}</source>
        <translation>Pista: {reason}</translation>
    </message>
    <message>
        <source>No hint this time: working it out failed (the log has the details).</source>
        <translation>Esta vez no hay pista: el cálculo falló (los detalles están en el registro).</translation>
    </message>
</context>
<context>
    <name>WindowLook</name>
    <message>
        <source>Some card pictures could not be loaded, so the large-index faces or plain cards are shown instead; the game plays as usual. Reinstalling Gin Rummy brings the pictures back. ({error})</source>
        <translation>Algunas imágenes de cartas no se pudieron cargar, así que en su lugar se muestran cartas de índice grande o cartas sencillas; el juego funciona como siempre. Reinstalar Gin Rummy recupera las imágenes. ({error})</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Ajustes</translation>
    </message>
    <message>
        <source>Your settings could not be saved to {path}, so they last only until Gin Rummy is closed. Is the disk full, or the folder read-only?</source>
        <translation>Tus ajustes no se pudieron guardar en {path}, así que solo duran hasta que se cierre Gin Rummy. ¿Está lleno el disco o la carpeta es de solo lectura?</translation>
    </message>
    <message>
        <source>The new rules and opponent apply from the next game (Game &gt; New game).</source>
        <translation>Las nuevas reglas y el nuevo rival se aplican desde la próxima partida (Partida &gt; Nueva partida).</translation>
    </message>
    <message>
        <source>Restart now</source>
        <translation>Reiniciar ahora</translation>
    </message>
</context>
</TS>
