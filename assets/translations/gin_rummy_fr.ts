<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name></name>
    <message>
        <source>lay out your melds; your cards are laid off on the knocker&apos;s melds where they fit</source>
        <translation>étaler vos combinaisons&#xa0;; vos cartes sont rajoutées sur les combinaisons de celui qui frappe quand elles s&apos;y placent</translation>
    </message>
    <message>
        <source>all 11 cards are in melds: go big gin</source>
        <translation>les 11 cartes sont combinées&#xa0;: faites Big Gin</translation>
    </message>
    <message>
        <source>take {card}: it makes the meld {meld}</source>
        <translation>prendre {card}&#xa0;: elle forme la combinaison {meld}</translation>
    </message>
    <message>
        <source>take {card}: it fits your hand better than an unknown stock card</source>
        <translation>prendre {card}&#xa0;: elle va mieux à votre main qu&apos;une carte inconnue de la pioche</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>passer</translation>
    </message>
    <message>
        <source>pass: {card} does not help your hand</source>
        <translation>passer&#xa0;: {card} n&apos;aide pas votre main</translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation>piocher</translation>
    </message>
    <message>
        <source>playing on is worth about {points} points more than a knock with {deadwood} now</source>
        <translation>continuer vaut environ {points} points de plus que frapper maintenant avec {deadwood}</translation>
    </message>
    <message>
        <source>draw from the stock: {card} does not help your hand</source>
        <translation>piocher&#xa0;: {card} n&apos;aide pas votre main</translation>
    </message>
    <message>
        <source>discard {card} and go gin: every other card is in a meld</source>
        <translation>défausser {card} et faire Gin&#xa0;: toutes les autres cartes sont dans une combinaison</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>it can leave a meld without raising your deadwood</source>
        <translation>elle peut quitter une combinaison sans augmenter vos points morts</translation>
    </message>
    <message>
        <source>highest unmatched card, no meld chance left</source>
        <translation>la plus haute carte isolée, plus aucune chance de combinaison</translation>
    </message>
    <message>
        <source>a high unmatched card</source>
        <translation>une carte isolée haute</translation>
    </message>
    <message>
        <source>no meld chance left</source>
        <translation>plus aucune chance de combinaison</translation>
    </message>
    <message>
        <source>the least useful card for your melds</source>
        <translation>la carte la moins utile à vos combinaisons</translation>
    </message>
    <message>
        <source>the opponent is unlikely to use it</source>
        <translation>l&apos;adversaire a peu de chances de s&apos;en servir</translation>
    </message>
    <message>
        <source>careful: the opponent may use it, but keeping it costs more</source>
        <translation>attention&#xa0;: l&apos;adversaire peut s&apos;en servir, mais la garder coûte plus cher</translation>
    </message>
    <message>
        <source>discard {card}: {reasons}</source>
        <translation>défausser {card}&#xa0;: {reasons}</translation>
    </message>
    <message>
        <source>discard {card} and knock with {deadwood} deadwood (limit {limit}): knocking now is worth more than playing on</source>
        <translation>défausser {card} et frapper avec {deadwood} points morts (limite {limit})&#xa0;: frapper maintenant vaut plus que continuer</translation>
    </message>
    <message>
        <source>{other} is about as good</source>
        <translation>{other} se vaut à peu près</translation>
    </message>
    <message>
        <source>{other} would leave {low} deadwood (this leaves {left}), but the opponent is likely to use it</source>
        <translation>{other} laisserait {low} points morts (celle-ci en laisse {left}), mais l&apos;adversaire s&apos;en servirait probablement</translation>
    </message>
    <message>
        <source>{other} would leave {low} deadwood (this leaves {left}), but {other} with {partner} can still make a meld</source>
        <translation>{other} laisserait {low} points morts (celle-ci en laisse {left}), mais {other} peut encore former une combinaison avec {partner}</translation>
    </message>
    <message>
        <source>{other} would leave {low} deadwood (this leaves {left}), but keeping it gives better chances over the next draws</source>
        <translation>{other} laisserait {low} points morts (celle-ci en laisse {left}), mais la garder donne de meilleures chances pour les prochaines pioches</translation>
    </message>
    <message>
        <source>the melds shown leave {shown} deadwood, but the knocker must show a lowest-deadwood arrangement ({lowest}); for example {melds}</source>
        <translation>les combinaisons montrées laissent {shown} points morts, mais celui qui frappe doit montrer un arrangement au plus bas compte ({lowest})&#xa0;; par exemple {melds}</translation>
    </message>
    <message>
        <source>Dead hand: the stock reached the wall and the last discard was not taken</source>
        <translation>Manche nulle&#xa0;: la pioche a atteint le mur et la dernière défausse n&apos;a pas été prise</translation>
    </message>
    <message>
        <source>Dead hand: the stock reached the wall (two cards) without a knock</source>
        <translation>Manche nulle&#xa0;: la pioche a atteint le mur (deux cartes) sans que personne ne frappe</translation>
    </message>
    <message>
        <source>Game bonus, doubled for a shutout (2 × {bonus})</source>
        <translation>Bonus de partie doublé&#xa0;: capot (2 × {bonus})</translation>
    </message>
    <message>
        <source>Game bonus</source>
        <translation>Bonus de partie</translation>
    </message>
    <message numerus="yes">
        <source>Box bonus (%n hand(s) × {bonus})</source>
        <translation>
            <numerusform>Bonus de manche (%n manche gagnée × {bonus})</numerusform>
            <numerusform>Bonus de manche (%n manches gagnées × {bonus})</numerusform>
        </translation>
    </message>
    <message>
        <source>Shutout: the winner&apos;s whole score is doubled</source>
        <translation>Capot&#xa0;: le score entier du gagnant est doublé</translation>
    </message>
    <message>
        <source>Big gin: gin bonus {gin} + big gin bonus {big} + defender&apos;s deadwood {defender}</source>
        <translation>Big Gin&#xa0;: bonus de Gin {gin} + bonus de Big Gin {big} + points morts du défenseur {defender}</translation>
    </message>
    <message>
        <source>Big gin: gin bonus {gin} + defender&apos;s deadwood {defender}</source>
        <translation>Big Gin&#xa0;: bonus de Gin {gin} + points morts du défenseur {defender}</translation>
    </message>
    <message>
        <source>Gin: gin bonus {gin} + defender&apos;s deadwood {defender}</source>
        <translation>Gin&#xa0;: bonus de Gin {gin} + points morts du défenseur {defender}</translation>
    </message>
    <message>
        <source>Undercut (a tie is an undercut): undercut bonus {bonus} + ({knocker} − {defender})</source>
        <translation>Contre (une égalité est un contre)&#xa0;: bonus de contre {bonus} + ({knocker} − {defender})</translation>
    </message>
    <message>
        <source>Undercut: undercut bonus {bonus} + ({knocker} − {defender})</source>
        <translation>Contre&#xa0;: bonus de contre {bonus} + ({knocker} − {defender})</translation>
    </message>
    <message>
        <source>Knock: defender&apos;s deadwood {defender} − knocker&apos;s deadwood {knocker}</source>
        <translation>Frappe&#xa0;: points morts du défenseur {defender} − points morts de celui qui frappe {knocker}</translation>
    </message>
    <message>
        <source>{reason} = {base}, × {multiplier} for the spade upcard = {points}</source>
        <translation>{reason} = {base}, × {multiplier} pour la carte retournée à pique = {points}</translation>
    </message>
    <message>
        <source>{reason} = {base}</source>
        <translation>{reason} = {base}</translation>
    </message>
    <message>
        <source>The details are in {path}.</source>
        <translation>Les détails sont dans {path}.</translation>
    </message>
    <message>
        <source>No log file could be written.</source>
        <translation>Aucun fichier journal n&apos;a pu être écrit.</translation>
    </message>
    <message>
        <source>Something went wrong, but your game is safe: every move is saved before it is shown.

{error}

{where}</source>
        <translation>Un problème est survenu, mais votre partie ne risque rien&#xa0;: chaque coup est enregistré avant d&apos;être affiché.

{error}

{where}</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <source>{setting} {value} is not a whole number from {low} to {high}; reset to {default}.</source>
        <translation>{setting} {value} n&apos;est pas un nombre entier de {low} à {high}&#xa0;; remis à {default}.</translation>
    </message>
    <message>
        <source>{setting} {value} is not on or off; reset to {default}.</source>
        <translation>{setting} {value} n&apos;est ni activé ni désactivé&#xa0;; remis à {default}.</translation>
    </message>
    <message>
        <source>on</source>
        <translation>activé</translation>
    </message>
    <message>
        <source>off</source>
        <translation>désactivé</translation>
    </message>
    <message>
        <source>{setting} {value} is not one of {choices}; reset to {default}.</source>
        <translation>{setting} {value} ne fait pas partie de {choices}&#xa0;; remis à {default}.</translation>
    </message>
    <message>
        <source>Rules {value} are not readable; reset to the Standard rules.</source>
        <translation>Les règles {value} sont illisibles&#xa0;; retour aux règles standard.</translation>
    </message>
    <message>
        <source>Rules {value} are not a set of options; reset to the Standard rules.</source>
        <translation>Les règles {value} ne sont pas un ensemble d&apos;options&#xa0;; retour aux règles standard.</translation>
    </message>
    <message>
        <source>Rules: {error}; the Standard rules are used as the base.</source>
        <translation>Règles&#xa0;: {error}&#xa0;; les règles standard servent de base.</translation>
    </message>
    <message>
        <source>Rules: {error}; reset to {default}.</source>
        <translation>Règles&#xa0;: {error}&#xa0;; remis à {default}.</translation>
    </message>
    <message>
        <source>Rules: {error}; {option} reset to {default}.</source>
        <translation>Règles&#xa0;: {error}&#xa0;; {option} remis à {default}.</translation>
    </message>
    <message>
        <source>Rules: {error}; reset to the {title} rules.</source>
        <translation>Règles&#xa0;: {error}&#xa0;; retour aux règles «&#xa0;{title}&#xa0;».</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>le disque est plein</translation>
    </message>
    <message>
        <source>the save file or its folder is read-only</source>
        <translation>le fichier de sauvegarde ou son dossier est en lecture seule</translation>
    </message>
    <message>
        <source>The key that seals the deck of a hand in progress could not be used ({problem}). It was kept as {kept} and a new key was made; a hand in progress sealed with the old key cannot be resumed, finished hands are not affected.</source>
        <translation>La clé qui scelle le paquet d&apos;une donne en cours n&apos;a pas pu être utilisée ({problem}). Elle a été conservée sous {kept} et une nouvelle clé a été créée&#xa0;; une donne en cours scellée avec l&apos;ancienne clé ne peut pas être reprise, les donnes terminées ne sont pas touchées.</translation>
    </message>
    <message>
        <source>The save folder {folder} cannot be written.</source>
        <translation>Impossible d&apos;écrire dans le dossier de sauvegarde {folder}.</translation>
    </message>
    <message numerus="yes">
        <source>Not saving: {why} Play on: your moves are kept and saved, in order, as soon as it can be. (%n waiting.)</source>
        <translation>
            <numerusform>Pas d&apos;enregistrement&#xa0;: {why} Continuez à jouer&#xa0;: vos coups sont conservés et enregistrés, dans l&apos;ordre, dès que possible. (%n en attente.)</numerusform>
            <numerusform>Pas d&apos;enregistrement&#xa0;: {why} Continuez à jouer&#xa0;: vos coups sont conservés et enregistrés, dans l&apos;ordre, dès que possible. (%n en attente.)</numerusform>
        </translation>
    </message>
    <message>
        <source>Not saving: {why} Play on: your moves are kept and saved, in order, as soon as it can be.</source>
        <translation>Pas d&apos;enregistrement&#xa0;: {why} Continuez à jouer&#xa0;: vos coups sont conservés et enregistrés, dans l&apos;ordre, dès que possible.</translation>
    </message>
    <message numerus="yes">
        <source>Not saving: the disk refuses to write to {folder} (full or read-only). %n change(s) are kept and will be saved when it can.</source>
        <translation>
            <numerusform>Pas d&apos;enregistrement&#xa0;: le disque refuse d&apos;écrire dans {folder} (plein ou en lecture seule). %n modification est conservée et sera enregistrée dès que possible.</numerusform>
            <numerusform>Pas d&apos;enregistrement&#xa0;: le disque refuse d&apos;écrire dans {folder} (plein ou en lecture seule). %n modifications sont conservées et seront enregistrées dès que possible.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not saving: another copy of Gin Rummy is using {folder}.</source>
        <translation>Pas d&apos;enregistrement&#xa0;: une autre copie de Gin Rummy utilise {folder}.</translation>
    </message>
    <message>
        <source>Not saving: this session&apos;s moves are not saved (see the message above).</source>
        <translation>Pas d&apos;enregistrement&#xa0;: les coups de cette session ne sont pas enregistrés (voir le message ci-dessus).</translation>
    </message>
    <message>
        <source>its saved records are damaged</source>
        <translation>ses données enregistrées sont endommagées</translation>
    </message>
    <message>
        <source>its saved moves no longer make a game the rules allow</source>
        <translation>ses coups enregistrés ne forment plus une partie permise par les règles</translation>
    </message>
    <message>
        <source>The saved games cannot be read: the save file is damaged.</source>
        <translation>Les parties enregistrées ne peuvent pas être lues&#xa0;: le fichier de sauvegarde est endommagé.</translation>
    </message>
    <message>
        <source>The save file {file} failed its check ({reason}). Play goes on; at the next start it is checked again and, if it is damaged, set aside (nothing is deleted).</source>
        <translation>Le fichier de sauvegarde {file} n’a pas passé sa vérification ({reason}). La partie continue ; au prochain démarrage, il sera vérifié à nouveau et, s’il est endommagé, mis de côté (rien n’est supprimé).</translation>
    </message>
    <message>
        <source>Your own arrangement of the cards in game {game} could not be read ({problem}); the cards are shown in the order they were dealt.</source>
        <translation>Votre propre rangement des cartes de la partie {game} est illisible ({problem})&#xa0;; les cartes sont montrées dans l&apos;ordre de la donne.</translation>
    </message>
    <message>
        <source>the key file {file} is missing or cannot be read</source>
        <translation>le fichier de clé {file} est absent ou illisible</translation>
    </message>
    <message>
        <source>the key it was sealed with is not the one in {file} (that file was deleted, replaced or damaged)</source>
        <translation>la clé qui l&apos;a scellée n&apos;est pas celle de {file} (ce fichier a été supprimé, remplacé ou endommagé)</translation>
    </message>
    <message>
        <source>its sealed deck is damaged</source>
        <translation>son paquet scellé est endommagé</translation>
    </message>
    <message>
        <source>Hand {hand} of game {game}, which was in progress, cannot be resumed: {reason}. The game and its finished hands are kept (nothing was deleted) and a new game starts.</source>
        <translation>La donne {hand} de la partie {game}, qui était en cours, ne peut pas être reprise&#xa0;: {reason}. La partie et ses donnes terminées sont conservées (rien n&apos;a été supprimé) et une nouvelle partie commence.</translation>
    </message>
    <message>
        <source>Saved game {game} (started {started}) cannot be loaded: {reason}. It was set aside as damaged; nothing was deleted.</source>
        <translation>La partie enregistrée {game} (commencée le {started}) ne peut pas être chargée&#xa0;: {reason}. Elle a été mise de côté comme endommagée&#xa0;; rien n&apos;a été supprimé.</translation>
    </message>
    <message>
        <source>Saved game {game} cannot be loaded: {reason}. It was set aside as damaged; nothing was deleted.</source>
        <translation>La partie enregistrée {game} ne peut pas être chargée&#xa0;: {reason}. Elle a été mise de côté comme endommagée&#xa0;; rien n&apos;a été supprimé.</translation>
    </message>
    <message>
        <source>Moves kept from an earlier session on a full disk could not be added to your saves ({why}). They were kept as {kept}; nothing was deleted.</source>
        <translation>Des coups gardés lors d’une session précédente sur un disque plein n’ont pas pu être ajoutés à vos sauvegardes ({why}). Ils ont été conservés dans {kept} ; rien n’a été supprimé.</translation>
    </message>
    <message>
        <source>the saves changed since</source>
        <translation>les sauvegardes ont changé depuis</translation>
    </message>
    <message>
        <source>Another copy of Gin Rummy saved games in {folder} while this one could not write there, so the moves of this session cannot be added to those saves. Play continues in this window without saving.</source>
        <translation>Une autre copie de Gin Rummy a enregistré des parties dans {folder} pendant que celle-ci ne pouvait pas y écrire&#xa0;: les coups de cette session ne peuvent donc pas être ajoutés à ces sauvegardes. Le jeu continue dans cette fenêtre sans enregistrement.</translation>
    </message>
    <message>
        <source>Your game cannot be saved right now ({problem}). Play continues: your moves are kept in memory and will be saved as soon as the disk accepts them again.</source>
        <translation>Votre partie ne peut pas être enregistrée pour l&apos;instant ({problem}). Le jeu continue&#xa0;: vos coups sont gardés en mémoire et seront enregistrés dès que le disque les acceptera de nouveau.</translation>
    </message>
    <message numerus="yes">
        <source>Saving works again: %n waiting change(s) were saved.</source>
        <translation>
            <numerusform>L&apos;enregistrement fonctionne de nouveau&#xa0;: %n modification en attente a été enregistrée.</numerusform>
            <numerusform>L&apos;enregistrement fonctionne de nouveau&#xa0;: %n modifications en attente ont été enregistrées.</numerusform>
        </translation>
    </message>
    <message>
        <source>The disk holding your saves ({folder}) is nearly full: a new hand may not fit. Your moves are kept and saved as soon as there is room; free some space on that disk.</source>
        <translation>Le disque de vos sauvegardes ({folder}) est presque plein : une nouvelle donne risque de ne pas y tenir. Vos coups sont gardés et enregistrés dès qu’il y aura de la place ; libérez de l’espace sur ce disque.</translation>
    </message>
    <message>
        <source>could not be read</source>
        <translation>n’a pas pu être lue</translation>
    </message>
    <message>
        <source>did not match the game&apos;s saved moves</source>
        <translation>ne correspondait pas aux coups enregistrés de la partie</translation>
    </message>
    <message>
        <source>The table saved with game {game} {reason}, so it was set up again from the game&apos;s moves. Every move is kept; nothing was deleted.</source>
        <translation>La table enregistrée avec la partie {game} {reason} ; elle a donc été remise en place à partir des coups de la partie. Tous les coups sont conservés ; rien n’a été supprimé.</translation>
    </message>
    <message>
        <source>The save folder {folder} cannot be made ({reason}).</source>
        <translation>Le dossier de sauvegarde {folder} ne peut pas être créé ({reason}).</translation>
    </message>
    <message>
        <source>The save folder {folder} cannot be written ({reason}).</source>
        <translation>Impossible d&apos;écrire dans le dossier de sauvegarde {folder} ({reason}).</translation>
    </message>
    <message>
        <source>Another copy of Gin Rummy (process {pid}) is already using the saves in {folder}. This copy will not save anything; close the other copy to save again.</source>
        <translation>Une autre copie de Gin Rummy (processus {pid}) utilise déjà les sauvegardes de {folder}. Cette copie n&apos;enregistrera rien&#xa0;; fermez l&apos;autre copie pour enregistrer de nouveau.</translation>
    </message>
    <message>
        <source>Another copy of Gin Rummy is already using the saves in {folder}. This copy will not save anything; close the other copy to save again.</source>
        <translation>Une autre copie de Gin Rummy utilise déjà les sauvegardes de {folder}. Cette copie n&apos;enregistrera rien&#xa0;; fermez l&apos;autre copie pour enregistrer de nouveau.</translation>
    </message>
    <message>
        <source>A save file cannot be created in {folder} ({reason}).</source>
        <translation>Impossible de créer un fichier de sauvegarde dans {folder} ({reason}).</translation>
    </message>
    <message>
        <source>The save file {file} cannot be read ({reason}); it was left as it is.</source>
        <translation>Le fichier de sauvegarde {file} est illisible ({reason})&#xa0;; il a été laissé tel quel.</translation>
    </message>
    <message>
        <source>The save file {file} is damaged ({reason}) and could not be set aside ({problem}); it was left as it is.</source>
        <translation>Le fichier de sauvegarde {file} est endommagé ({reason}) et n&apos;a pas pu être mis de côté ({problem})&#xa0;; il a été laissé tel quel.</translation>
    </message>
    <message>
        <source>The save file was damaged ({reason}) and could not be used. It was kept as {kept}; a new save file was started, so earlier games are not shown.</source>
        <translation>Le fichier de sauvegarde était endommagé ({reason}) et n&apos;a pas pu être utilisé. Il a été conservé sous {kept}&#xa0;; un nouveau fichier de sauvegarde a été commencé, les parties précédentes ne sont donc pas affichées.</translation>
    </message>
    <message>
        <source>The save file {file} cannot be written ({reason}).</source>
        <translation>Impossible d&apos;écrire dans le fichier de sauvegarde {file} ({reason}).</translation>
    </message>
    <message>
        <source>The format number of the save file {file} was damaged ({found}); its tables are exactly those of format {format}, so it was repaired and your games are kept.</source>
        <translation>Le numéro de format du fichier de sauvegarde {file} était endommagé ({found}) ; ses tables sont exactement celles du format {format}, il a donc été réparé et vos parties sont conservées.</translation>
    </message>
    <message>
        <source>The save file {file} could not be updated to this version&apos;s format ({reason}); it was left as it is. Your saved games can be viewed, but this session will not be saved.</source>
        <translation>Le fichier de sauvegarde {file} n&apos;a pas pu être mis au format de cette version ({reason})&#xa0;; il a été laissé tel quel. Vos parties enregistrées restent consultables, mais cette session ne sera pas enregistrée.</translation>
    </message>
    <message>
        <source>The save file {file} is damaged ({reason}); it was left as it is.</source>
        <translation>Le fichier de sauvegarde {file} est endommagé ({reason})&#xa0;; il a été laissé tel quel.</translation>
    </message>
    <message>
        <source>The save file {file} cannot be read ({reason}).</source>
        <translation>Le fichier de sauvegarde {file} est illisible ({reason}).</translation>
    </message>
    <message>
        <source>{problem} Play continues: your moves are kept and will be saved, in order, as soon as it can be written.</source>
        <translation>{problem} Le jeu continue&#xa0;: vos coups sont conservés et seront enregistrés, dans l&apos;ordre, dès qu&apos;il sera possible d&apos;écrire.</translation>
    </message>
    <message>
        <source>The save file {file} was written by a newer version of Gin Rummy (format {found}; this version reads up to {current}). It was left untouched. You can play, but nothing will be saved; update Gin Rummy to continue your saved games.</source>
        <translation>Le fichier de sauvegarde {file} a été écrit par une version plus récente de Gin Rummy (format {found}&#xa0;; cette version lit jusqu&apos;au {current}). Il n&apos;a pas été modifié. Vous pouvez jouer, mais rien ne sera enregistré&#xa0;; mettez Gin Rummy à jour pour continuer vos parties enregistrées.</translation>
    </message>
    <message>
        <source>The save folder {folder} cannot be used ({reason}).</source>
        <translation>Le dossier de sauvegarde {folder} ne peut pas être utilisé ({reason}).</translation>
    </message>
    <message>
        <source>{problem} You can play, but nothing will be saved in this session.</source>
        <translation>{problem} Vous pouvez jouer, mais rien ne sera enregistré pendant cette session.</translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation>Distribution…</translation>
    </message>
    <message>
        <source>{reason}. Press Next hand (N) to continue.</source>
        <translation>{reason}. Appuyez sur Manche suivante (N) pour continuer.</translation>
    </message>
    <message>
        <source>The computer lays out its melds and lays off on yours…</source>
        <translation>L&apos;ordinateur étale ses combinaisons et rajoute sur les vôtres…</translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <translation>L&apos;ordinateur réfléchit…</translation>
    </message>
    <message>
        <source>The computer is playing…</source>
        <translation>L&apos;ordinateur joue…</translation>
    </message>
    <message>
        <source>{opponent_turn} {what_now}</source>
        <translation>{opponent_turn} {what_now}</translation>
    </message>
    <message>
        <source>Lay out your melds: your lay-offs are found for you.</source>
        <translation>Étalez vos combinaisons&#xa0;: vos rajouts sont trouvés pour vous.</translation>
    </message>
    <message>
        <source>Take the upcard {card} (drag it to your hand, or D) or pass (P).</source>
        <translation>Prenez la carte retournée {card} (glissez-la dans votre main, ou D) ou passez (P).</translation>
    </message>
    <message>
        <source>Both passed the upcard: draw from the stock (click it, or S).</source>
        <translation>Les deux ont passé la carte retournée&#xa0;: piochez (cliquez sur la pioche, ou S).</translation>
    </message>
    <message>
        <source>Draw: the stock (S) or the discard from the discard pile (D).</source>
        <translation>Piochez&#xa0;: la pioche (S) ou la carte de la défausse (D).</translation>
    </message>
    <message>
        <source>Draw: the stock (S) or {card} from the discard pile (D).</source>
        <translation>Piochez&#xa0;: la pioche (S) ou {card} de la défausse (D).</translation>
    </message>
    <message>
        <source>The stock is at the wall: take the discard only to go out (D), or pass (P).</source>
        <translation>La pioche est au mur&#xa0;: ne prenez la défausse que pour sortir (D), ou passez (P).</translation>
    </message>
    <message>
        <source>The stock is at the wall: take {card} only to go out (D), or pass (P).</source>
        <translation>La pioche est au mur&#xa0;: ne prenez {card} que pour sortir (D), ou passez (P).</translation>
    </message>
    <message>
        <source>The computer took {taken} and discarded {card}.</source>
        <translation>L&apos;ordinateur a pris {taken} et défaussé {card}.</translation>
    </message>
    <message>
        <source>The computer drew from the stock and discarded {card}.</source>
        <translation>L&apos;ordinateur a pioché et défaussé {card}.</translation>
    </message>
    <message>
        <source>The computer discarded {card}.</source>
        <translation>L&apos;ordinateur a défaussé {card}.</translation>
    </message>
    <message>
        <source>The computer passed on {card}.</source>
        <translation>L&apos;ordinateur a passé {card}.</translation>
    </message>
    <message>
        <source>All 11 cards are melded: go Big Gin (G), or discard.</source>
        <translation>Les 11 cartes sont combinées&#xa0;: faites Big Gin (G), ou défaussez.</translation>
    </message>
    <message>
        <source>You took the last discard: knock or go gin now (drag a card to Knock).</source>
        <translation>Vous avez pris la dernière défausse&#xa0;: frappez ou faites Gin maintenant (glissez une carte sur Frapper).</translation>
    </message>
    <message>
        <source>You can go Gin: drag the card to Knock (or K).</source>
        <translation>Vous pouvez faire Gin&#xa0;: glissez la carte sur Frapper (ou K).</translation>
    </message>
    <message>
        <source>Discard (double-click, or drag to the pile), or knock: drag a card to Knock (K).</source>
        <translation>Défaussez (double-clic, ou glissez sur la défausse), ou frappez&#xa0;: glissez une carte sur Frapper (K).</translation>
    </message>
    <message>
        <source>Discard a card: double-click it or drag it to the pile. Deadwood {points} with 11 cards.</source>
        <translation>Défaussez une carte&#xa0;: double-cliquez-la ou glissez-la sur la défausse. Points morts avec 11 cartes&#xa0;: {points}.</translation>
    </message>
    <message>
        <source>The hand is over: press Next hand.</source>
        <translation>La manche est terminée&#xa0;: appuyez sur Manche suivante.</translation>
    </message>
    <message>
        <source>Wait for the computer to play.</source>
        <translation>Attendez que l&apos;ordinateur joue.</translation>
    </message>
    <message>
        <source>{card} is not in your hand.</source>
        <translation>{card} n&apos;est pas dans votre main.</translation>
    </message>
    <message>
        <source>Take the upcard or pass first.</source>
        <translation>Prenez d&apos;abord la carte retournée ou passez.</translation>
    </message>
    <message>
        <source>First take the upcard or pass.</source>
        <translation>D&apos;abord prendre la carte retournée ou passer.</translation>
    </message>
    <message>
        <source>Draw a card first: from the stock or the pile.</source>
        <translation>Piochez d&apos;abord une carte&#xa0;: dans la pioche ou la défausse.</translation>
    </message>
    <message>
        <source>You just took {card} from the pile: discard a different card.</source>
        <translation>Vous venez de prendre {card} dans la défausse&#xa0;: défaussez une autre carte.</translation>
    </message>
    <message>
        <source>You took the last discard at the wall, so you must knock or go gin now.</source>
        <translation>Vous avez pris la dernière défausse au mur&#xa0;: vous devez frapper ou faire Gin maintenant.</translation>
    </message>
    <message>
        <source>Only gin ends this hand, and discarding {card} leaves {left} deadwood.</source>
        <translation>Seul un Gin finit cette manche, et défausser {card} laisse {left} points morts.</translation>
    </message>
    <message>
        <source>Knocking needs {limit} or less deadwood; discarding {card} leaves {left}.</source>
        <translation>Pour frapper, il faut {limit} points morts ou moins&#xa0;; défausser {card} en laisse {left}.</translation>
    </message>
    <message>
        <source>You have drawn already: now discard a card (or knock).</source>
        <translation>Vous avez déjà pioché&#xa0;: défaussez maintenant une carte (ou frappez).</translation>
    </message>
    <message>
        <source>Both players passed the upcard: draw from the stock.</source>
        <translation>Les deux joueurs ont passé la carte retournée&#xa0;: piochez.</translation>
    </message>
    <message>
        <source>The last discard may be taken only to go out at once, and it would not let you.</source>
        <translation>La dernière défausse ne peut être prise que pour sortir aussitôt, et elle ne vous le permettrait pas.</translation>
    </message>
    <message>
        <source>You can pass only on the upcard (or on the last discard at the wall).</source>
        <translation>Vous ne pouvez passer que sur la carte retournée (ou sur la dernière défausse au mur).</translation>
    </message>
    <message>
        <source>Big gin needs all 11 cards in melds.</source>
        <translation>Le Big Gin demande les 11 cartes en combinaisons.</translation>
    </message>
    <message>
        <source>These rules have no big gin.</source>
        <translation>Ces règles n&apos;ont pas de Big Gin.</translation>
    </message>
    <message>
        <source>Those melds cannot be shown: {detail}.</source>
        <translation>Ces combinaisons ne peuvent pas être montrées&#xa0;: {detail}.</translation>
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
        <translation>Vous piochez ({card})</translation>
    </message>
    <message>
        <source>Computer draws from the stock ({card})</source>
        <translation>L&apos;ordinateur pioche ({card})</translation>
    </message>
    <message>
        <source>You take the upcard {card}</source>
        <translation>Vous prenez la carte retournée {card}</translation>
    </message>
    <message>
        <source>Computer takes the upcard {card}</source>
        <translation>L&apos;ordinateur prend la carte retournée {card}</translation>
    </message>
    <message>
        <source>You take the last discard {card} at the wall</source>
        <translation>Vous prenez la dernière défausse {card} au mur</translation>
    </message>
    <message>
        <source>Computer takes the last discard {card} at the wall</source>
        <translation>L&apos;ordinateur prend la dernière défausse {card} au mur</translation>
    </message>
    <message>
        <source>You take {card} from the discard pile</source>
        <translation>Vous prenez {card} dans la défausse</translation>
    </message>
    <message>
        <source>Computer takes {card} from the discard pile</source>
        <translation>L&apos;ordinateur prend {card} dans la défausse</translation>
    </message>
    <message>
        <source>You go gin, discarding {card}</source>
        <translation>Vous faites Gin en défaussant {card}</translation>
    </message>
    <message>
        <source>Computer goes gin, discarding {card}</source>
        <translation>L&apos;ordinateur fait Gin en défaussant {card}</translation>
    </message>
    <message>
        <source>You knock with {deadwood} deadwood, discarding {card}</source>
        <translation>Vous frappez avec {deadwood} points morts en défaussant {card}</translation>
    </message>
    <message>
        <source>Computer knocks with {deadwood} deadwood, discarding {card}</source>
        <translation>L&apos;ordinateur frappe avec {deadwood} points morts en défaussant {card}</translation>
    </message>
    <message>
        <source>You go big gin</source>
        <translation>Vous faites Big Gin</translation>
    </message>
    <message>
        <source>Computer goes big gin</source>
        <translation>L&apos;ordinateur fait Big Gin</translation>
    </message>
    <message>
        <source>You lay out</source>
        <translation>Vous étalez</translation>
    </message>
    <message>
        <source>Computer lays out</source>
        <translation>L&apos;ordinateur étale</translation>
    </message>
    <message>
        <source>You lay out, laying off {cards}, with {deadwood} deadwood</source>
        <translation>Vous étalez, rajoutez {cards}, avec {deadwood} points morts</translation>
    </message>
    <message>
        <source>Computer lays out, laying off {cards}, with {deadwood} deadwood</source>
        <translation>L&apos;ordinateur étale, rajoute {cards}, avec {deadwood} points morts</translation>
    </message>
    <message>
        <source>You lay out with {deadwood} deadwood</source>
        <translation>Vous étalez avec {deadwood} points morts</translation>
    </message>
    <message>
        <source>Computer lays out with {deadwood} deadwood</source>
        <translation>L&apos;ordinateur étale avec {deadwood} points morts</translation>
    </message>
    <message>
        <source>You pass the last discard ({card})</source>
        <translation>Vous passez la dernière défausse ({card})</translation>
    </message>
    <message>
        <source>Computer passes the last discard ({card})</source>
        <translation>L&apos;ordinateur passe la dernière défausse ({card})</translation>
    </message>
    <message>
        <source>You pass the upcard ({card})</source>
        <translation>Vous passez la carte retournée ({card})</translation>
    </message>
    <message>
        <source>Computer passes the upcard ({card})</source>
        <translation>L&apos;ordinateur passe la carte retournée ({card})</translation>
    </message>
    <message>
        <source>You discard {card}</source>
        <translation>Vous défaussez {card}</translation>
    </message>
    <message>
        <source>Computer discards {card}</source>
        <translation>L&apos;ordinateur défausse {card}</translation>
    </message>
    <message>
        <source>{action} — the stock reached the wall: dead hand</source>
        <translation>{action} — la pioche a atteint le mur&#xa0;: manche nulle</translation>
    </message>
    <message>
        <source>{action} — the stock reached the wall</source>
        <translation>{action} — la pioche a atteint le mur</translation>
    </message>
    <message>
        <source>the upcard is {card}</source>
        <translation>la carte retournée est {card}</translation>
    </message>
    <message>
        <source>You have 11 cards</source>
        <translation>Vous avez 11 cartes</translation>
    </message>
    <message>
        <source>Computer has 11 cards</source>
        <translation>L&apos;ordinateur a 11 cartes</translation>
    </message>
    <message>
        <source>You deal; {opening}</source>
        <translation>Vous donnez&#xa0;; {opening}</translation>
    </message>
    <message>
        <source>Computer deals; {opening}</source>
        <translation>L&apos;ordinateur donne&#xa0;; {opening}</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Manche suivante</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <source>{who}: {label}</source>
        <translation>{who}&#xa0;: {label}</translation>
    </message>
    <message>
        <source>Final score {mine} to {theirs}, bonuses included: a shutout</source>
        <translation>Score final {mine} à {theirs}, bonus compris&#xa0;: un capot</translation>
    </message>
    <message>
        <source>Final score {mine} to {theirs}, bonuses included</source>
        <translation>Score final {mine} à {theirs}, bonus compris</translation>
    </message>
    <message>
        <source>Score: you {mine}, the computer {theirs}</source>
        <translation>Score&#xa0;: vous {mine}, l&apos;ordinateur {theirs}</translation>
    </message>
    <message>
        <source>Dead hand</source>
        <translation>Manche nulle</translation>
    </message>
    <message>
        <source>The stock ran out: nobody scores.</source>
        <translation>La pioche est épuisée&#xa0;: personne ne marque.</translation>
    </message>
    <message>
        <source>You win the knock</source>
        <translation>Vous gagnez en frappant</translation>
    </message>
    <message>
        <source>You undercut the computer</source>
        <translation>Vous contrez l&apos;ordinateur</translation>
    </message>
    <message>
        <source>Gin! You go out</source>
        <translation>Gin&#xa0;! Vous sortez</translation>
    </message>
    <message>
        <source>Big gin! All eleven cards</source>
        <translation>Big Gin&#xa0;! Les onze cartes</translation>
    </message>
    <message>
        <source>The computer wins the knock</source>
        <translation>L&apos;ordinateur gagne en frappant</translation>
    </message>
    <message>
        <source>The computer undercuts you</source>
        <translation>L&apos;ordinateur vous contre</translation>
    </message>
    <message>
        <source>The computer goes gin</source>
        <translation>L&apos;ordinateur fait Gin</translation>
    </message>
    <message>
        <source>The computer goes big gin</source>
        <translation>L&apos;ordinateur fait Big Gin</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>Vous gagnez la partie&#xa0;!</translation>
    </message>
    <message>
        <source>The computer wins the game</source>
        <translation>L&apos;ordinateur gagne la partie</translation>
    </message>
    <message>
        <source>{kind}: {sum}</source>
        <translation>{kind}&#xa0;: {sum}</translation>
    </message>
    <message>
        <source>{defender} − {knocker}</source>
        <translation>{defender} − {knocker}</translation>
    </message>
    <message>
        <source>undercut bonus {bonus} + ({knocker} − {defender})</source>
        <translation>bonus de contre {bonus} + ({knocker} − {defender})</translation>
    </message>
    <message>
        <source>gin bonus {bonus} + {defender}</source>
        <translation>bonus de Gin {bonus} + {defender}</translation>
    </message>
    <message>
        <source>gin bonus {bonus} + big gin bonus {extra} + {defender}</source>
        <translation>bonus de Gin {bonus} + bonus de Big Gin {extra} + {defender}</translation>
    </message>
    <message>
        <source>({sum}) × {times} for the spade upcard</source>
        <translation>({sum}) × {times} pour la carte retournée à pique</translation>
    </message>
    <message>
        <source>Result: {reason}.</source>
        <translation>Résultat&#xa0;: {reason}.</translation>
    </message>
    <message>
        <source>Result: {kind} — You score {points}. {reason}.</source>
        <translation>Résultat&#xa0;: {kind} — vous marquez {points}. {reason}.</translation>
    </message>
    <message>
        <source>Result: {kind} — Computer scores {points}. {reason}.</source>
        <translation>Résultat&#xa0;: {kind} — l&apos;ordinateur marque {points}. {reason}.</translation>
    </message>
    <message>
        <source>You won by {difference} (shutout)</source>
        <translation>Vous avez gagné de {difference} (capot)</translation>
    </message>
    <message>
        <source>You won by {difference}</source>
        <translation>Vous avez gagné de {difference}</translation>
    </message>
    <message>
        <source>Computer won by {difference} (shutout)</source>
        <translation>L&apos;ordinateur a gagné de {difference} (capot)</translation>
    </message>
    <message>
        <source>Computer won by {difference}</source>
        <translation>L&apos;ordinateur a gagné de {difference}</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Final</translation>
    </message>
    <message>
        <source>{card}, in your hand, part of a run</source>
        <translation>{card}, dans votre main, dans une suite</translation>
    </message>
    <message>
        <source>{card}, in your hand, part of a set</source>
        <translation>{card}, dans votre main, dans une série</translation>
    </message>
    <message>
        <source>{card}, in your hand, deadwood</source>
        <translation>{card}, dans votre main, carte morte</translation>
    </message>
    <message>
        <source>{card}, in your hand, {role}</source>
        <translation>{card}, dans votre main, {role}</translation>
    </message>
    <message>
        <source>{card}, on top of the discard pile</source>
        <translation>{card}, en haut de la défausse</translation>
    </message>
    <message>
        <source>{card}, in the discard pile</source>
        <translation>{card}, dans la défausse</translation>
    </message>
    <message>
        <source>{card}, laid out on the table</source>
        <translation>{card}, étalée sur la table</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>Your hand: {count} cards. In melds: {melded}. Deadwood: {deadwood}, {points}. Discard pile top: {top}. Stock: {stock} cards. The computer holds {computer_count} cards. Score: you {mine}, computer {theirs}.</source>
        <translation>Votre main&#xa0;: {count} cartes. En combinaisons&#xa0;: {melded}. Cartes mortes&#xa0;: {deadwood}, {points}. Haut de la défausse&#xa0;: {top}. Pioche&#xa0;: {stock} cartes. L&apos;ordinateur a {computer_count} cartes. Score&#xa0;: vous {mine}, ordinateur {theirs}.</translation>
    </message>
    <message>
        <source>in meld {number}, a run</source>
        <translation>dans la combinaison {number}, une suite</translation>
    </message>
    <message>
        <source>in meld {number}, a set</source>
        <translation>dans la combinaison {number}, une série</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>sélectionnée</translation>
    </message>
    <message>
        <source>laid off on meld {number}</source>
        <translation>rajoutée sur la combinaison {number}</translation>
    </message>
    <message>
        <source>deadwood</source>
        <translation>carte morte</translation>
    </message>
    <message>
        <source>just drawn</source>
        <translation>tout juste piochée</translation>
    </message>
    <message>
        <source>{card}, the computer&apos;s, {place}</source>
        <translation>{card}, de l&apos;ordinateur, {place}</translation>
    </message>
    <message>
        <source>Stock: empty</source>
        <translation>Pioche&#xa0;: vide</translation>
    </message>
    <message>
        <source>Stock: 1 card</source>
        <translation>Pioche&#xa0;: 1 carte</translation>
    </message>
    <message>
        <source>Stock: {count} cards</source>
        <translation>Pioche&#xa0;: {count} cartes</translation>
    </message>
    <message>
        <source>Discard pile: empty</source>
        <translation>Défausse&#xa0;: vide</translation>
    </message>
    <message>
        <source>Discard pile: {card} on top, no card under it</source>
        <translation>Défausse&#xa0;: {card} au-dessus, aucune carte dessous</translation>
    </message>
    <message>
        <source>Discard pile: {card} on top, 1 card under it</source>
        <translation>Défausse&#xa0;: {card} au-dessus, 1 carte dessous</translation>
    </message>
    <message>
        <source>Discard pile: {card} on top, {count} cards under it</source>
        <translation>Défausse&#xa0;: {card} au-dessus, {count} cartes dessous</translation>
    </message>
    <message>
        <source>Knock area: you can go gin with the selected card</source>
        <translation>Zone Frapper&#xa0;: vous pouvez faire Gin avec la carte sélectionnée</translation>
    </message>
    <message>
        <source>Knock area: you can knock now</source>
        <translation>Zone Frapper&#xa0;: vous pouvez frapper maintenant</translation>
    </message>
    <message>
        <source>Knock area</source>
        <translation>Zone Frapper</translation>
    </message>
    <message>
        <source>The computer&apos;s hand, laid out: {count} cards</source>
        <translation>La main de l&apos;ordinateur, étalée&#xa0;: {count} cartes</translation>
    </message>
    <message>
        <source>The computer&apos;s hand: 1 card</source>
        <translation>La main de l&apos;ordinateur&#xa0;: 1 carte</translation>
    </message>
    <message>
        <source>The computer&apos;s hand: {count} cards</source>
        <translation>La main de l&apos;ordinateur&#xa0;: {count} cartes</translation>
    </message>
    <message>
        <source>You drew {card} from the stock.</source>
        <translation>Vous avez pioché {card}.</translation>
    </message>
    <message>
        <source>You took {card}.</source>
        <translation>Vous avez pris {card}.</translation>
    </message>
    <message>
        <source>You discarded {card}.</source>
        <translation>Vous avez défaussé {card}.</translation>
    </message>
    <message>
        <source>You knocked, discarding {card}.</source>
        <translation>Vous avez frappé en défaussant {card}.</translation>
    </message>
    <message>
        <source>You passed.</source>
        <translation>Vous avez passé.</translation>
    </message>
    <message>
        <source>The computer drew from the stock.</source>
        <translation>L&apos;ordinateur a pioché.</translation>
    </message>
    <message>
        <source>The computer took {card}.</source>
        <translation>L&apos;ordinateur a pris {card}.</translation>
    </message>
    <message>
        <source>The computer took the discard.</source>
        <translation>L&apos;ordinateur a pris la défausse.</translation>
    </message>
    <message>
        <source>The computer goes gin, discarding {card}.</source>
        <translation>L&apos;ordinateur fait Gin en défaussant {card}.</translation>
    </message>
    <message>
        <source>The computer knocked, discarding {card}.</source>
        <translation>L&apos;ordinateur a frappé en défaussant {card}.</translation>
    </message>
    <message>
        <source>The computer passed.</source>
        <translation>L&apos;ordinateur a passé.</translation>
    </message>
    <message>
        <source>The computer goes big gin.</source>
        <translation>L&apos;ordinateur fait Big Gin.</translation>
    </message>
    <message>
        <source>The computer laid out its melds.</source>
        <translation>L&apos;ordinateur a étalé ses combinaisons.</translation>
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
        <translation>Points morts&#xa0;: vous {mine}, l&apos;ordinateur {theirs}.</translation>
    </message>
    <message>
        <source>{sentence}.</source>
        <translation>{sentence}.</translation>
    </message>
    <message>
        <source>{what}: {points}.</source>
        <translation>{what}&#xa0;: {points}.</translation>
    </message>
    <message>
        <source>Next: {action} (N).</source>
        <translation>Ensuite&#xa0;: {action} (N).</translation>
    </message>
    <message numerus="yes">
        <source>Discard pile: %n card(s)</source>
        <translation>
            <numerusform>Défausse&#xa0;: %n carte</numerusform>
            <numerusform>Défausse&#xa0;: %n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>First game walkthrough</source>
        <translation>Visite guidée de la première partie</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Retour</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <source>{step} of {count}</source>
        <translation>{step} sur {count}</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source>Welcome to Gin Rummy</source>
        <translation>Bienvenue dans Gin Rummy</translation>
    </message>
    <message>
        <source>You play the computer: make melds (three or four of a kind, or runs of three or more in a suit) and get your deadwood — the cards in no meld — low enough to knock. This tour shows where everything is; it takes half a minute.</source>
        <translation>Vous jouez contre l&apos;ordinateur&#xa0;: formez des combinaisons (trois ou quatre cartes de même valeur, ou des suites de trois cartes ou plus de la même couleur) et faites descendre vos points morts — les cartes hors combinaison — assez bas pour frapper. Cette visite montre où tout se trouve&#xa0;; elle dure une demi-minute.</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Votre main</translation>
    </message>
    <message>
        <source>Cards in your best melds are outlined in colour. Drag a card along the hand to move it, or choose an order under &lt;b&gt;Sort hand&lt;/b&gt;.</source>
        <translation>Les cartes de vos meilleures combinaisons sont entourées de couleur. Glissez une carte le long de la main pour la déplacer, ou choisissez un ordre sous &lt;b&gt;Trier la main&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Piocher</translation>
    </message>
    <message>
        <source>Drag the stock or the top card of the discard pile into your hand, or click it. At the start of a hand you may take the upcard or press &lt;b&gt;Pass&lt;/b&gt;.</source>
        <translation>Glissez la pioche ou la carte du dessus de la défausse dans votre main, ou cliquez dessus. Au début d&apos;une manche, vous pouvez prendre la carte retournée ou appuyer sur &lt;b&gt;Passer&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Défausser</translation>
    </message>
    <message>
        <source>Drag a card onto the discard pile, or double-click it. While you drag, the place the card would go is outlined: green when the move is allowed, red when it is not.</source>
        <translation>Glissez une carte sur la défausse, ou double-cliquez-la. Pendant le glissement, la place où irait la carte est entourée&#xa0;: en vert si le coup est permis, en rouge sinon.</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Frapper</translation>
    </message>
    <message>
        <source>When your deadwood is at or below the knock limit, drag the card to discard onto the Knock area. With no deadwood left that is gin.</source>
        <translation>Quand vos points morts sont au plus à la limite pour frapper, glissez la carte à défausser sur la zone Frapper. Sans aucun point mort, c&apos;est Gin.</translation>
    </message>
    <message>
        <source>Your count and the score</source>
        <translation>Votre compte et le score</translation>
    </message>
    <message>
        <source>The panel shows the score, your deadwood as you play and the buttons for each move. &lt;b&gt;Hint&lt;/b&gt; (H) suggests one; the status line at the bottom always says what you can do.</source>
        <translation>Le panneau montre le score, vos points morts au fil du jeu et les boutons de chaque coup. &lt;b&gt;Conseil&lt;/b&gt; (H) en suggère un&#xa0;; la ligne d&apos;état en bas dit toujours ce que vous pouvez faire.</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>L&apos;ordinateur</translation>
    </message>
    <message>
        <source>It plays at the top and sees only what its seat may see. After each hand both hands are laid out, lay-offs fly onto the knocker&apos;s melds and the result shows beside the piles.</source>
        <translation>Il joue en haut et ne voit que ce que sa place lui permet de voir. Après chaque manche, les deux mains sont étalées, les rajouts volent sur les combinaisons de celui qui a frappé et le résultat s&apos;affiche à côté des tas.</translation>
    </message>
    <message>
        <source>That is all</source>
        <translation>C&apos;est tout</translation>
    </message>
    <message>
        <source>The game saves after every move: close it at any time and go on later. &lt;b&gt;Help › Rules&lt;/b&gt; has the full rules and every key.</source>
        <translation>Le jeu enregistre après chaque coup&#xa0;: fermez-le quand vous voulez et reprenez plus tard. &lt;b&gt;Aide › Règles&lt;/b&gt; contient toutes les règles et chaque touche.</translation>
    </message>
    <message numerus="yes">
        <source>After %n hand(s): you {you}, the computer {computer}</source>
        <translation>
            <numerusform>Après %n manche&#xa0;: vous {you}, l&apos;ordinateur {computer}</numerusform>
            <numerusform>Après %n manches&#xa0;: vous {you}, l&apos;ordinateur {computer}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s), latest {value}</source>
        <translation>
            <numerusform>%n partie, la dernière {value}</numerusform>
            <numerusform>%n parties, la dernière {value}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %n hand(s) to {path}</source>
        <translation>
            <numerusform>%n manche exportée vers {path}</numerusform>
            <numerusform>%n manches exportées vers {path}</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} must be a whole number, got {value}</source>
        <translation>{name} doit être un nombre entier, pas {value}</translation>
    </message>
    <message>
        <source>{name} must be between {low} and {high}, got {value}</source>
        <translation>{name} doit être compris entre {low} et {high}, pas {value}</translation>
    </message>
    <message>
        <source>{name} must be true or false, got {value}</source>
        <translation>{name} doit être activé ou désactivé, pas {value}</translation>
    </message>
    <message>
        <source>{name} must be one of {choices}; got {value}</source>
        <translation>{name} doit être l&apos;une des valeurs {choices}, pas {value}</translation>
    </message>
    <message>
        <source>Oklahoma sets the knock limit from the first upcard, so it needs the upcard opening</source>
        <translation>L&apos;Oklahoma fixe la limite pour frapper avec la première carte retournée&#xa0;: il demande donc l&apos;ouverture avec carte retournée</translation>
    </message>
    <message>
        <source>discard {card}</source>
        <translation>défausser {card}</translation>
    </message>
    <message>
        <source>show {melds}</source>
        <translation>montrer {melds}</translation>
    </message>
    <message>
        <source>knock with {card}</source>
        <translation>frapper avec {card}</translation>
    </message>
    <message>
        <source>go big gin</source>
        <translation>faire Big Gin</translation>
    </message>
    <message>
        <source>take {card}</source>
        <translation>prendre {card}</translation>
    </message>
    <message>
        <source>take the top discard</source>
        <translation>prendre la défausse du dessus</translation>
    </message>
    <message>
        <source>pass {card}</source>
        <translation>passer {card}</translation>
    </message>
    <message>
        <source>discard {card} without knocking</source>
        <translation>défausser {card} sans frapper</translation>
    </message>
    <message>
        <source>The melds you showed</source>
        <translation>Les combinaisons que vous avez montrées</translation>
    </message>
    <message>
        <source>You discarded {card}</source>
        <translation>Vous avez défaussé {card}</translation>
    </message>
    <message>
        <source>You knocked with {card}</source>
        <translation>Vous avez frappé avec {card}</translation>
    </message>
    <message>
        <source>You went big gin</source>
        <translation>Vous avez fait Big Gin</translation>
    </message>
    <message>
        <source>You drew from the stock</source>
        <translation>Vous avez pioché</translation>
    </message>
    <message>
        <source>You took {card}</source>
        <translation>Vous avez pris {card}</translation>
    </message>
    <message>
        <source>You took the top discard</source>
        <translation>Vous avez pris la défausse du dessus</translation>
    </message>
    <message>
        <source>You passed {card}</source>
        <translation>Vous avez passé {card}</translation>
    </message>
    <message>
        <source>You passed</source>
        <translation>Vous avez passé</translation>
    </message>
    <message>
        <source>knocked on its next turn</source>
        <translation>a frappé au tour suivant</translation>
    </message>
    <message>
        <source>knocked {turns} turns later</source>
        <translation>a frappé {turns} tours plus tard</translation>
    </message>
    <message>
        <source>went gin on its next turn</source>
        <translation>a fait Gin au tour suivant</translation>
    </message>
    <message>
        <source>went gin {turns} turns later</source>
        <translation>a fait Gin {turns} tours plus tard</translation>
    </message>
    <message>
        <source>Those melds gave the computer more cards to lay off; {better} was better (about {loss} points more on average).</source>
        <translation>Ces combinaisons donnaient à l&apos;ordinateur plus de cartes à rajouter&#xa0;; {better} était meilleur (environ {loss} points de plus en moyenne).</translation>
    </message>
    <message>
        <source>Discarding {card} fed the computer: it took it and {later}</source>
        <translation>Défausser {card} a servi l&apos;ordinateur&#xa0;: il l&apos;a prise et {later}</translation>
    </message>
    <message>
        <source>Discarding {card} fed the computer: it took it</source>
        <translation>Défausser {card} a servi l&apos;ordinateur&#xa0;: il l&apos;a prise</translation>
    </message>
    <message>
        <source>Discarding {card} broke a meld ({left} deadwood where the best discard leaves {low})</source>
        <translation>Défausser {card} a cassé une combinaison ({left} points morts là où la meilleure défausse en laisse {low})</translation>
    </message>
    <message>
        <source>Discarding {card} was likely to help the computer (about {chance}% that it fits its melds)</source>
        <translation>Défausser {card} risquait d&apos;aider l&apos;ordinateur (environ {chance} % de chances qu&apos;elle aille dans ses combinaisons)</translation>
    </message>
    <message>
        <source>; it {later}</source>
        <translation>&#xa0;; il {later}</translation>
    </message>
    <message>
        <source>Discarding {card} left {left} deadwood where {other} leaves {low}</source>
        <translation>Défausser {card} a laissé {left} points morts là où {other} en laisse {low}</translation>
    </message>
    <message>
        <source>Playing on with {card} passed up a knock with {deadwood} deadwood</source>
        <translation>Continuer avec {card} a laissé passer une frappe avec {deadwood} points morts</translation>
    </message>
    <message>
        <source>: the computer {later}</source>
        <translation>&#xa0;: l&apos;ordinateur {later}</translation>
    </message>
    <message>
        <source>After discarding {card} your next draw was less likely to help (about {mine} deadwood expected after it, against {other} keeping {card})</source>
        <translation>Après avoir défaussé {card}, votre pioche suivante avait moins de chances d&apos;aider (environ {mine} points morts attendus ensuite, contre {other} en gardant {card})</translation>
    </message>
    <message>
        <source>Discarding {card} gave up its chance of a meld with {partner}</source>
        <translation>Défausser {card} a abandonné sa chance de combinaison avec {partner}</translation>
    </message>
    <message>
        <source>Discarding {card} kept the weaker hand for the draws to come</source>
        <translation>Défausser {card} a gardé la main la plus faible pour les pioches à venir</translation>
    </message>
    <message>
        <source>{better} was safer</source>
        <translation>{better} était plus sûr</translation>
    </message>
    <message>
        <source>{better} was better</source>
        <translation>{better} était meilleur</translation>
    </message>
    <message>
        <source>{card} was safer</source>
        <translation>{card} était plus sûre</translation>
    </message>
    <message>
        <source>{card} was better</source>
        <translation>{card} était meilleure</translation>
    </message>
    <message>
        <source>{why}; {better} (about {loss} points more on average).</source>
        <translation>{why}&#xa0;; {better} (environ {loss} points de plus en moyenne).</translation>
    </message>
    <message>
        <source>Knocking with {deadwood} deadwood was undercut</source>
        <translation>Frapper avec {deadwood} points morts s&apos;est fait contrer</translation>
    </message>
    <message>
        <source>Knocking with {deadwood} deadwood risked an undercut (about {chance}% of the computer&apos;s likely hands)</source>
        <translation>Frapper avec {deadwood} points morts risquait un contre (environ {chance} % des mains probables de l&apos;ordinateur)</translation>
    </message>
    <message>
        <source>Knocking with {deadwood} deadwood won less than playing on</source>
        <translation>Frapper avec {deadwood} points morts a rapporté moins que de continuer</translation>
    </message>
    <message>
        <source>{why}; {better} was better (about {loss} points more on average).</source>
        <translation>{why}&#xa0;; {better} était meilleur (environ {loss} points de plus en moyenne).</translation>
    </message>
    <message>
        <source>Drawing from the stock passed up {card}, which made the meld {meld}; {better} was better (about {loss} points more on average).</source>
        <translation>Piocher a laissé passer {card}, qui formait la combinaison {meld}&#xa0;; {better} était meilleur (environ {loss} points de plus en moyenne).</translation>
    </message>
    <message>
        <source>Drawing from the stock left {card} on the pile; {better} was better (about {loss} points more on average).</source>
        <translation>Piocher a laissé {card} sur la défausse&#xa0;; {better} était meilleur (environ {loss} points de plus en moyenne).</translation>
    </message>
    <message>
        <source>Taking {card} showed the computer what you collect and helped your hand less than a stock card would; {better} was better (about {loss} points more on average).</source>
        <translation>Prendre {card} a montré à l&apos;ordinateur ce que vous collectionnez et a moins aidé votre main qu&apos;une carte de la pioche&#xa0;; {better} était meilleur (environ {loss} points de plus en moyenne).</translation>
    </message>
    <message>
        <source>Passing {card} gave up the meld {meld}; {better} was better (about {loss} points more on average).</source>
        <translation>Passer {card} a abandonné la combinaison {meld}&#xa0;; {better} était meilleur (environ {loss} points de plus en moyenne).</translation>
    </message>
    <message>
        <source>Passing {card} gave up a card that helped; {better} was better (about {loss} points more on average).</source>
        <translation>Passer {card} a abandonné une carte utile&#xa0;; {better} était meilleur (environ {loss} points de plus en moyenne).</translation>
    </message>
    <message>
        <source>{better} was better (about {loss} points more on average).</source>
        <translation>{better} était meilleur (environ {loss} points de plus en moyenne).</translation>
    </message>
    <message>
        <source>A close call: {better} may have been better by {low} to {high} points; {worlds} sampled deals could not tell them apart more closely.</source>
        <translation>Un choix serré : {better} était peut-être meilleur de {low} à {high} points ; {worlds} donnes simulées n&apos;ont pas pu les départager plus finement.</translation>
    </message>
    <message>
        <source>You had no real choice to make in this hand.</source>
        <translation>Vous n&apos;aviez pas de vrai choix à faire dans cette manche.</translation>
    </message>
    <message>
        <source>Accuracy {accuracy}% over {decisions} decisions · points lost to decisions {lost} · luck {luck}</source>
        <translation>Précision {accuracy} % sur {decisions} décisions · points perdus par les décisions {lost} · chance {luck}</translation>
    </message>
    <message>
        <source>knew you held {cards} (taken from the pile)</source>
        <translation>savait que vous aviez {cards} (prises dans la défausse)</translation>
    </message>
    <message>
        <source>thought you likely held {cards}</source>
        <translation>pensait que vous aviez probablement {cards}</translation>
    </message>
    <message>
        <source>thought you unlikely to hold {cards}</source>
        <translation>pensait que vous n&apos;aviez probablement pas {cards}</translation>
    </message>
    <message>
        <source>The computer knew nothing yet about your hand.</source>
        <translation>L&apos;ordinateur ne savait encore rien de votre main.</translation>
    </message>
    <message>
        <source>The computer {what}.</source>
        <translation>L&apos;ordinateur {what}.</translation>
    </message>
    <message>
        <source>discarding {card}</source>
        <translation>défausser {card}</translation>
    </message>
    <message>
        <source>knocking with {card}</source>
        <translation>frapper avec {card}</translation>
    </message>
    <message>
        <source>going big gin</source>
        <translation>faire big gin</translation>
    </message>
    <message>
        <source>drawing from the stock</source>
        <translation>piocher dans le talon</translation>
    </message>
    <message>
        <source>taking {card}</source>
        <translation>prendre {card}</translation>
    </message>
    <message>
        <source>taking the top discard</source>
        <translation>prendre la carte de la défausse</translation>
    </message>
    <message>
        <source>passing {card}</source>
        <translation>refuser {card}</translation>
    </message>
    <message>
        <source>passing</source>
        <translation>passer</translation>
    </message>
    <message>
        <source>Key moment: the melds you showed on turn {turn} cost about {points} points.</source>
        <translation>Moment clé : les combinaisons montrées au tour {turn} ont coûté environ {points} points.</translation>
    </message>
    <message>
        <source>Key moment: {choice} on turn {turn} cost about {points} points.</source>
        <translation>Moment clé : {choice} au tour {turn} a coûté environ {points} points.</translation>
    </message>
    <message>
        <source>Luckiest moment: the showdown, about {points} points your way.</source>
        <translation>Moment le plus chanceux : le décompte, environ {points} points pour vous.</translation>
    </message>
    <message>
        <source>Unluckiest moment: the showdown, about {points} points against you.</source>
        <translation>Moment le plus malchanceux : le décompte, environ {points} points contre vous.</translation>
    </message>
    <message>
        <source>Luckiest moment: the cards before your turn {turn}, about {points} points your way.</source>
        <translation>Moment le plus chanceux : les cartes avant votre tour {turn}, environ {points} points pour vous.</translation>
    </message>
    <message>
        <source>Unluckiest moment: the cards before your turn {turn}, about {points} points against you.</source>
        <translation>Moment le plus malchanceux : les cartes avant votre tour {turn}, environ {points} points contre vous.</translation>
    </message>
    <message>
        <source>Coach: you had no real choice to make in this hand.</source>
        <translation>Entraîneur : vous n&apos;aviez aucun vrai choix dans cette manche.</translation>
    </message>
    <message>
        <source>Coach: no costly decision in this hand (accuracy {accuracy}%).</source>
        <translation>Entraîneur : aucune décision coûteuse dans cette manche (précision {accuracy}&#xa0;%).</translation>
    </message>
    <message numerus="yes">
        <source>The tutor was silent on %n move(s) made before its answer was ready.</source>
        <translation>
            <numerusform>Le tuteur n&apos;a rien dit sur %n coup joué avant sa réponse.</numerusform>
            <numerusform>Le tuteur n&apos;a rien dit sur %n coups joués avant sa réponse.</numerusform>
        </translation>
    </message>
    <message>
        <source>Press to draw the top card of the stock (S).</source>
        <translation>Appuyez pour piocher la carte du dessus (S).</translation>
    </message>
    <message>
        <source>Press to take the top card of the discard pile (D).</source>
        <translation>Appuyez pour prendre la carte du dessus de la défausse (D).</translation>
    </message>
    <message>
        <source>Press to knock with the selected card (K).</source>
        <translation>Appuyez pour frapper avec la carte sélectionnée (K).</translation>
    </message>
    <message>
        <source>part of a run</source>
        <translation>dans une suite</translation>
    </message>
    <message>
        <source>part of a set</source>
        <translation>dans une série</translation>
    </message>
    <message>
        <source>Moves not saved</source>
        <translation>Coups non enregistrés</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) of this game could not be saved: the disk holding {folder} refuses to write (it may be full).</source>
        <translation>
            <numerusform>%n coup de cette partie n’a pas pu être enregistré : le disque de {folder} refuse l’écriture (il est peut-être plein).</numerusform>
            <numerusform>%n coups de cette partie n’ont pas pu être enregistrés : le disque de {folder} refuse l’écriture (il est peut-être plein).</numerusform>
        </translation>
    </message>
    <message>
        <source>Free some space and try again, or save a copy of your games elsewhere. If you quit now, these moves are lost.</source>
        <translation>Libérez de l’espace et réessayez, ou enregistrez une copie de vos parties ailleurs. Si vous quittez maintenant, ces coups sont perdus.</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <source>Save a copy elsewhere…</source>
        <translation>Enregistrer une copie ailleurs…</translation>
    </message>
    <message numerus="yes">
        <source>Quit and lose %n move(s)</source>
        <translation>
            <numerusform>Quitter et perdre %n coup</numerusform>
            <numerusform>Quitter et perdre %n coups</numerusform>
        </translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Continuer à jouer</translation>
    </message>
    <message>
        <source>Save a copy of your games in</source>
        <translation>Enregistrer une copie de vos parties dans</translation>
    </message>
    <message>
        <source>The copy could not be saved in {folder} ({reason}).</source>
        <translation>La copie n’a pas pu être enregistrée dans {folder} ({reason}).</translation>
    </message>
    <message>
        <source>Copy saved</source>
        <translation>Copie enregistrée</translation>
    </message>
    <message>
        <source>Your games and every waiting move were saved as {file}. To go on with them, start Gin Rummy with --data-dir on that folder.</source>
        <translation>Vos parties et tous les coups en attente ont été enregistrés dans {file}. Pour les reprendre, lancez Gin Rummy avec --data-dir sur ce dossier.</translation>
    </message>
    <message>
        <source>A leftover journal file was found beside the save file and rolled back; a copy was kept as {copy}.</source>
        <translation>Un fichier journal resté à côté du fichier de sauvegarde a été trouvé et annulé ; une copie a été conservée dans {copy}.</translation>
    </message>
    <message>
        <source>The save file&apos;s log was damaged or lost: game {game} is no longer in it.</source>
        <translation>Le journal du fichier de sauvegarde était endommagé ou perdu : la partie {game} n’y figure plus.</translation>
    </message>
    <message numerus="yes">
        <source>The save file&apos;s log was damaged or lost: game {game} resumes at hand {hand}, move {move}, instead of hand {hand_then}, move {move_then} (%n move(s) lost).</source>
        <translation>
            <numerusform>Le journal du fichier de sauvegarde était endommagé ou perdu : la partie {game} reprend à la donne {hand}, coup {move}, au lieu de la donne {hand_then}, coup {move_then} (%n coup perdu).</numerusform>
            <numerusform>Le journal du fichier de sauvegarde était endommagé ou perdu : la partie {game} reprend à la donne {hand}, coup {move}, au lieu de la donne {hand_then}, coup {move_then} (%n coups perdus).</numerusform>
        </translation>
    </message>
    <message>
        <source>The damaged log was kept as {copy}; nothing was deleted.</source>
        <translation>Le journal endommagé a été conservé dans {copy} ; rien n’a été supprimé.</translation>
    </message>
    <message>
        <source>Game {game} has reached {count} hands, the longest game the saves can hold, so it ends here. It is kept in your saves (as not finished); press New game (N) to play on.</source>
        <translation>La partie {game} a atteint {count} donnes, la plus longue partie que les sauvegardes peuvent contenir, elle s&apos;arrête donc ici. Elle est conservée dans vos sauvegardes (comme non terminée)&#xa0;; appuyez sur Nouvelle partie (N) pour continuer à jouer.</translation>
    </message>
    <message>
        <source>Game {game} has reached {count} moves, the longest game the saves can hold, so it ends here. It is kept in your saves (as not finished); press New game (N) to play on.</source>
        <translation>La partie {game} a atteint {count} coups, la plus longue partie que les sauvegardes peuvent contenir, elle s&apos;arrête donc ici. Elle est conservée dans vos sauvegardes (comme non terminée)&#xa0;; appuyez sur Nouvelle partie (N) pour continuer à jouer.</translation>
    </message>
    <message>
        <source>en</source>
        <comment>LanguageInUse</comment>
        <translation>fr</translation>
    </message>
    <message>
        <source>{points} points a hand ({low} to {high}), {games}% of games to 100.</source>
        <translation>{points} points par manche (de {low} à {high}), {games}&#xa0;% des parties en 100.</translation>
    </message>
    <message>
        <source>Against {level}: {games}% of games.</source>
        <translation>Contre le niveau {level}&#xa0;: {games}&#xa0;% des parties.</translation>
    </message>
    <message>
        <source>Against a rebuild of the 2021 champion&apos;s strategy: {games}% of games.</source>
        <translation>Contre une reconstitution de la stratégie du vainqueur de 2021 : {games}&#xa0;% des parties.</translation>
    </message>
    <message>
        <source>Strength: each level against OpenSpiel&apos;s reference bot in its own engine, {deals} deals played twice with the seats swapped (95% intervals).</source>
        <translation>Force : chaque niveau contre le bot de référence d&apos;OpenSpiel dans son propre moteur, {deals} donnes jouées deux fois en échangeant les places (intervalles à 95 %).</translation>
    </message>
    <message>
        <source>Over your last {games} games ({decisions} decisions) you played like {level}, close to {other}: {loss} points lost a decision (95%: {low} – {high}).</source>
        <translation>Sur vos {games} dernières parties ({decisions} décisions), vous avez joué comme {level}, proche de {other} : {loss} points perdus par décision (95&#xa0;% : {low} – {high}).</translation>
    </message>
    <message>
        <source>Over your last {games} games ({decisions} decisions) you played like {level}: {loss} points lost a decision (95%: {low} – {high}).</source>
        <translation>Sur vos {games} dernières parties ({decisions} décisions), vous avez joué comme {level} : {loss} points perdus par décision (95&#xa0;% : {low} – {high}).</translation>
    </message>
    <message>
        <source>You play on too long: {lost} of your {total} knock decisions lost points.</source>
        <translation>Vous jouez trop longtemps : {lost} de vos {total} décisions de frapper ont coûté des points.</translation>
    </message>
    <message>
        <source>You knock too early: {lost} of your {total} knock decisions lost points.</source>
        <translation>Vous frappez trop tôt : {lost} de vos {total} décisions de frapper ont coûté des points.</translation>
    </message>
    <message>
        <source>Knocking is your weakest decision: {lost} of your {total} knock decisions lost points.</source>
        <translation>Frapper est votre décision la plus faible : {lost} de vos {total} décisions de frapper ont coûté des points.</translation>
    </message>
    <message>
        <source>The upcard is your weakest decision: {lost} of your {total} upcard decisions lost points.</source>
        <translation>La carte retournée est votre décision la plus faible : {lost} de vos {total} décisions ont coûté des points.</translation>
    </message>
    <message>
        <source>Drawing is your weakest decision: {lost} of your {total} draws lost points.</source>
        <translation>La pioche est votre décision la plus faible : {lost} de vos {total} pioches ont coûté des points.</translation>
    </message>
    <message>
        <source>Discarding is your weakest decision: {lost} of your {total} discards lost points.</source>
        <translation>La défausse est votre décision la plus faible : {lost} de vos {total} défausses ont coûté des points.</translation>
    </message>
    <message>
        <source>The melds you show are your weakest decision: {lost} of your {total} lost points.</source>
        <translation>Les combinaisons montrées sont votre décision la plus faible : {lost} sur {total} ont coûté des points.</translation>
    </message>
    <message>
        <source>The wall is your weakest decision: {lost} of your {total} last-discard decisions lost points.</source>
        <translation>Le mur est votre décision la plus faible : {lost} de vos {total} décisions sur la dernière défausse ont coûté des points.</translation>
    </message>
    <message>
        <source>Your strength shows here once a few of your games are finished and reviewed (the coach reviews each hand as it ends). Games played with the tutor do not count: they show your play with help.</source>
        <translation>Votre force s&apos;affiche ici dès que quelques parties sont finies et revues (l&apos;entraîneur revoit chaque manche à sa fin). Les parties avec le tuteur ne comptent pas : elles montrent votre jeu avec de l&apos;aide.</translation>
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
        <translation>deux</translation>
    </message>
    <message>
        <source>three</source>
        <translation>trois</translation>
    </message>
    <message>
        <source>four</source>
        <translation>quatre</translation>
    </message>
    <message>
        <source>five</source>
        <translation>cinq</translation>
    </message>
    <message>
        <source>six</source>
        <translation>six</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>sept</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>huit</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>neuf</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>dix</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>valet</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>dame</translation>
    </message>
    <message>
        <source>king</source>
        <translation>roi</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>trèfle</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>carreau</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>cœur</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>pique</translation>
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
        <translation>Détails pour un rapport de bogue</translation>
    </message>
    <message>
        <source>Copy details</source>
        <translation>Copier les détails</translation>
    </message>
    <message>
        <source>The version, your system, the error and where the log is, for a bug report</source>
        <translation>La version, votre système, l&apos;erreur et l&apos;emplacement du journal, pour un rapport de bogue</translation>
    </message>
    <message>
        <source>The details are on the clipboard: paste them into your bug report.</source>
        <translation>Les détails sont dans le presse-papiers&#xa0;: collez-les dans votre rapport de bogue.</translation>
    </message>
</context>
<context>
    <name>DiscardPileDialog</name>
    <message>
        <source>Discard pile</source>
        <translation>Défausse</translation>
    </message>
    <message>
        <source>The discard pile is empty.</source>
        <translation>La défausse est vide.</translation>
    </message>
    <message>
        <source>1 card.</source>
        <translation>1 carte.</translation>
    </message>
    <message>
        <source>{count} cards, oldest first; the last one is on top.</source>
        <translation>{count} cartes, de la plus ancienne à la plus récente&#xa0;; la dernière est au-dessus.</translation>
    </message>
    <message>
        <source>you</source>
        <translation>vous</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>ordinateur</translation>
    </message>
    <message>
        <source>upcard</source>
        <translation>carte retournée</translation>
    </message>
    <message>
        <source>{card}, discarded by you</source>
        <translation>{card}, défaussée par vous</translation>
    </message>
    <message>
        <source>{card}, discarded by computer</source>
        <translation>{card}, défaussée par l&apos;ordinateur</translation>
    </message>
    <message>
        <source>{card}, the upcard</source>
        <translation>{card}, la carte retournée</translation>
    </message>
    <message>
        <source>{who} · on top</source>
        <translation>{who} · au-dessus</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
</context>
<context>
    <name>DrillDialog</name>
    <message>
        <source>Practice your mistakes</source>
        <translation>Apprendre de ses erreurs</translation>
    </message>
    <message>
        <source>Your hand:</source>
        <translation>Votre main :</translation>
    </message>
    <message>
        <source>Show the answer</source>
        <translation>Voir la réponse</translation>
    </message>
    <message>
        <source>Next drill</source>
        <translation>Exercice suivant</translation>
    </message>
    <message>
        <source>No drill is due: well done. Mistakes from your next reviewed hands come here to practise.</source>
        <translation>Aucun exercice à faire : bravo. Les erreurs de vos prochaines manches revues viendront ici.</translation>
    </message>
    <message>
        <source>Once more: hand {hand}, your turn {turn}. Find a better move.</source>
        <translation>Encore une fois : manche {hand}, votre tour {turn}. Trouvez un meilleur coup.</translation>
    </message>
    <message>
        <source>Drill {number} of {total}: hand {hand}, your turn {turn}. Find a better move.</source>
        <translation>Exercice {number} sur {total} : manche {hand}, votre tour {turn}. Trouvez un meilleur coup.</translation>
    </message>
    <message>
        <source>You played: {move}, which cost about {points} points.</source>
        <translation>Vous avez joué : {move}, ce qui a coûté environ {points} points.</translation>
    </message>
    <message>
        <source>Stock: {stock} cards. Discard pile: {pile} cards (its top card on the left).</source>
        <translation>Talon : {stock} cartes. Défausse : {pile} cartes (sa carte du dessus à gauche).</translation>
    </message>
    <message>
        <source>The computer took and kept: {cards}.</source>
        <translation>L&apos;ordinateur a pris et gardé : {cards}.</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>Top of the discard pile: {card}</source>
        <translation>Dessus de la défausse : {card}</translation>
    </message>
    <message>
        <source>The discard pile is empty</source>
        <translation>La défausse est vide</translation>
    </message>
    <message>
        <source>Discard it</source>
        <translation>La défausser</translation>
    </message>
    <message>
        <source>Knock with it</source>
        <translation>Frapper avec</translation>
    </message>
    <message>
        <source>Big gin</source>
        <translation>Big Gin</translation>
    </message>
    <message>
        <source>Take {card}</source>
        <translation>Prendre {card}</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Piocher dans le talon</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <source>Checking {move}…</source>
        <translation>Vérification de : {move}…</translation>
    </message>
    <message>
        <source>Right, or very nearly: the coach cannot tell {move} from the best move here (it may cost up to {points} points).</source>
        <translation>Juste, ou presque : l&apos;entraîneur ne distingue pas {move} du meilleur coup ici (cela coûte au plus environ {points} points).</translation>
    </message>
    <message>
        <source>Right: to {move} is as good as the best move here.</source>
        <translation>Juste : {move} vaut ici le meilleur coup.</translation>
    </message>
    <message>
        <source>Not this one: to {move} would cost about {points} points ({grade}). Try another move, or show the answer.</source>
        <translation>Pas celui-ci : {move} coûterait environ {points} points ({grade}). Essayez un autre coup, ou voyez la réponse.</translation>
    </message>
    <message>
        <source>Working out the best move…</source>
        <translation>Calcul du meilleur coup…</translation>
    </message>
    <message>
        <source>Best: {move}. {why}</source>
        <translation>Le meilleur : {move}. {why}</translation>
    </message>
    <message>
        <source>This answer could not be checked ({why}).</source>
        <translation>Cette réponse n&apos;a pas pu être vérifiée ({why}).</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Only a finished hand can be played again.</source>
        <translation>Seule une manche terminée peut être rejouée.</translation>
    </message>
    <message>
        <source>Look only: this game is being played in another Gin Rummy window.</source>
        <translation>Lecture seule&#xa0;: cette partie est jouée dans une autre fenêtre de Gin Rummy.</translation>
    </message>
    <message>
        <source>You won the game {winner} to {loser}. Press New game (N) to play again.</source>
        <translation>Vous avez gagné la partie {winner} à {loser}. Appuyez sur Nouvelle partie (N) pour rejouer.</translation>
    </message>
    <message>
        <source>The computer won the game {winner} to {loser}. Press New game (N) to play again.</source>
        <translation>L&apos;ordinateur a gagné la partie {winner} à {loser}. Appuyez sur Nouvelle partie (N) pour rejouer.</translation>
    </message>
    <message>
        <source>The computer plays once you close the walkthrough.</source>
        <translation>L&apos;ordinateur joue dès que vous fermez la visite guidée.</translation>
    </message>
    <message>
        <source>Look only: another copy of Gin Rummy is playing this game, so moves here are refused (they would show cards still hidden there). Play in the other window.</source>
        <translation>Lecture seule&#xa0;: une autre copie de Gin Rummy joue cette partie, les coups sont donc refusés ici (ils montreraient des cartes encore cachées là-bas). Jouez dans l&apos;autre fenêtre.</translation>
    </message>
    <message>
        <source>One moment: the table is being checked against your saved moves.</source>
        <translation>Un instant : la table est comparée à vos coups enregistrés.</translation>
    </message>
    <message>
        <source>Nothing to undo: the hand is not being played.</source>
        <translation>Rien à annuler&#xa0;: la manche n&apos;est pas en cours.</translation>
    </message>
    <message>
        <source>You have not moved yet in this hand.</source>
        <translation>Vous n&apos;avez pas encore joué dans cette manche.</translation>
    </message>
    <message>
        <source>Only a discard can be taken back: you have seen the card you drew.</source>
        <translation>Seule une défausse peut être reprise&#xa0;: vous avez vu la carte piochée.</translation>
    </message>
    <message>
        <source>Move taken back. {prompt}</source>
        <translation>Coup annulé. {prompt}</translation>
    </message>
    <message>
        <source>The game is over: start a new game.</source>
        <translation>La partie est terminée&#xa0;: commencez-en une nouvelle.</translation>
    </message>
    <message>
        <source>The hand is still being played.</source>
        <translation>La manche est encore en cours.</translation>
    </message>
    <message>
        <source>The computer player failed ({error}); it will make the first legal move.</source>
        <translation>Le joueur ordinateur a échoué ({error})&#xa0;; il jouera le premier coup permis.</translation>
    </message>
</context>
<context>
    <name>GinRummy</name>
    <message>
        <source>Knock</source>
        <translation>Frappe</translation>
    </message>
    <message>
        <source>Undercut</source>
        <translation>Contre</translation>
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
        <translation>Manche nulle</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Meilleur</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Bon</translation>
    </message>
    <message>
        <source>Inaccuracy</source>
        <translation>Imprécision</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Erreur</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Gaffe</translation>
    </message>
    <message>
        <source>Close call</source>
        <translation>Choix serré</translation>
    </message>
    <message>
        <source>Press</source>
        <translation>Appuyer</translation>
    </message>
    <message>
        <source>Select</source>
        <translation>Sélectionner</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Défausser</translation>
    </message>
    <message>
        <source>Knock with this card</source>
        <translation>Frapper avec cette carte</translation>
    </message>
    <message>
        <source>Move left in the hand</source>
        <translation>Déplacer vers la gauche dans la main</translation>
    </message>
    <message>
        <source>Move right in the hand</source>
        <translation>Déplacer vers la droite dans la main</translation>
    </message>
    <message>
        <source>Review the hand with the coach</source>
        <translation>Revoir la manche avec l&apos;entraîneur</translation>
    </message>
    <message>
        <source>An inaccuracy: to {choice} would cost about {points} points. Better: {better}.</source>
        <translation>Une imprécision : {choice} coûterait environ {points} points. Mieux : {better}.</translation>
    </message>
    <message>
        <source>A mistake: to {choice} would cost about {points} points. Better: {better}.</source>
        <translation>Une erreur : {choice} coûterait environ {points} points. Mieux : {better}.</translation>
    </message>
    <message>
        <source>A blunder: to {choice} would cost about {points} points. Better: {better}.</source>
        <translation>Une gaffe : {choice} coûterait environ {points} points. Mieux : {better}.</translation>
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
        <translation>Moyen</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Plays by plain deadwood, knocks as soon as it may and sometimes throws away a card it should keep.</source>
        <translation>Joue au simple compte des points morts, frappe dès qu&apos;il le peut et jette parfois une carte qu&apos;il devrait garder.</translation>
    </message>
    <message>
        <source>Looks one draw ahead: keeps promising cards and avoids risky late knocks.</source>
        <translation>Regarde une pioche à l&apos;avance&#xa0;: garde les cartes prometteuses et évite les frappes tardives risquées.</translation>
    </message>
    <message>
        <source>Also reads your discards and pick-ups, avoids feeding your melds and plays its close choices out against the hands you may hold.</source>
        <translation>Lit aussi vos défausses et vos prises, évite de nourrir vos combinaisons et joue ses choix serrés contre les mains que vous pourriez avoir.</translation>
    </message>
    <message>
        <source>Plays each choice out many times against the hands you may hold, and remembers how you knock: the strongest level, a little slower to move.</source>
        <translation>Joue chaque choix de nombreuses fois contre les mains que vous pourriez avoir, et retient votre façon de frapper&#xa0;: le niveau le plus fort, un peu plus lent à jouer.</translation>
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
        <translation>Entraîneur : revue de la manche…</translation>
    </message>
    <message>
        <source>Status line: what you can do now</source>
        <translation>Ligne d&apos;état&#xa0;: ce que vous pouvez faire maintenant</translation>
    </message>
</context>
<context>
    <name>NoticeRow</name>
    <message>
        <source>Close this message</source>
        <translation>Fermer ce message</translation>
    </message>
</context>
<context>
    <name>Presenter</name>
    <message>
        <source>Sounds off: press M to turn them back on.</source>
        <translation>Sons coupés&#xa0;: appuyez sur M pour les remettre.</translation>
    </message>
    <message>
        <source>Sounds on.</source>
        <translation>Sons activés.</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message>
        <source>Verified: the deal was fixed before play began</source>
        <translation>Vérifié&#xa0;: la donne était fixée avant le début du jeu</translation>
    </message>
    <message>
        <source>Does not match</source>
        <translation>Ne correspond pas</translation>
    </message>
    <message>
        <source>Replay of hand {hand}</source>
        <translation>Rejouer la manche {hand}</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>Ce qui s&apos;est passé</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Étape</translation>
    </message>
    <message>
        <source>First step</source>
        <translation>Première étape</translation>
    </message>
    <message>
        <source>Previous step</source>
        <translation>Étape précédente</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Étape suivante</translation>
    </message>
    <message>
        <source>Last step</source>
        <translation>Dernière étape</translation>
    </message>
    <message>
        <source>Fair deal</source>
        <translation>Donne loyale</translation>
    </message>
    <message>
        <source>Verify</source>
        <translation>Vérifier</translation>
    </message>
    <message>
        <source>Verification</source>
        <translation>Vérification</translation>
    </message>
    <message>
        <source>Fingerprint shown when dealt</source>
        <translation>Empreinte montrée à la donne</translation>
    </message>
    <message>
        <source>Secret</source>
        <translation>Secret</translation>
    </message>
    <message>
        <source>Deck order (top first)</source>
        <translation>Ordre du paquet (dessus en premier)</translation>
    </message>
    <message>
        <source>This hand was dealt by an earlier version, without a secret: it has no fingerprint to check.</source>
        <translation>Cette manche a été donnée par une version antérieure, sans secret&#xa0;: elle n&apos;a pas d&apos;empreinte à vérifier.</translation>
    </message>
    <message>
        <source>You — {count} cards, {deadwood} deadwood</source>
        <translation>Vous — {count} cartes, {deadwood} points morts</translation>
    </message>
    <message>
        <source>Computer — {count} cards, {deadwood} deadwood</source>
        <translation>Ordinateur — {count} cartes, {deadwood} points morts</translation>
    </message>
    <message>
        <source>Stock: {count}</source>
        <translation>Pioche&#xa0;: {count}</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Donne</translation>
    </message>
    <message>
        <source>Step {step} of {last}</source>
        <translation>Étape {step} sur {last}</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vide</translation>
    </message>
    <message>
        <source>{card}, in meld {number}</source>
        <translation>{card}, dans la combinaison {number}</translation>
    </message>
    <message>
        <source>{card}, laid off</source>
        <translation>{card}, rajoutée</translation>
    </message>
    <message>
        <source>the deck order cannot be read ({error})</source>
        <translation>l&apos;ordre du paquet est illisible ({error})</translation>
    </message>
    <message>
        <source>this is not the deck order the hand was played with</source>
        <translation>ce n&apos;est pas l&apos;ordre du paquet avec lequel la manche a été jouée</translation>
    </message>
    <message>
        <source>this deck and secret give {fingerprint}</source>
        <translation>ce paquet et ce secret donnent {fingerprint}</translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message>
        <source>Review hand</source>
        <translation>Revoir la manche</translation>
    </message>
    <message>
        <source>Your deadwood</source>
        <translation>Vos points morts</translation>
    </message>
    <message>
        <source>Computer&apos;s deadwood</source>
        <translation>Points morts de l&apos;ordinateur</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <source>Coach</source>
        <translation>Entraîneur</translation>
    </message>
    <message>
        <source>&amp;Review hand</source>
        <translation>R&amp;evoir la manche</translation>
    </message>
    <message>
        <source>Grade each of your decisions against the Expert level&apos;s judgement, from what you could see</source>
        <translation>Noter chacune de vos décisions selon le jugement du niveau Expert, d&apos;après ce que vous pouviez voir</translation>
    </message>
    <message>
        <source>Play this deal &amp;again</source>
        <translation>Rejouer cette &amp;donne</translation>
    </message>
    <message>
        <source>A practice game on the same deck, from your seat, against the same level (not counted in the statistics)</source>
        <translation>Une partie d&apos;entraînement avec le même paquet, à votre place, contre le même niveau (non comptée dans les statistiques)</translation>
    </message>
    <message>
        <source>…from the &amp;computer&apos;s seat</source>
        <translation>…à la place de l&apos;&amp;ordinateur</translation>
    </message>
    <message>
        <source>A practice game on the same deck with the computer&apos;s cards</source>
        <translation>Une partie d&apos;entraînement avec le même paquet et les cartes de l&apos;ordinateur</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>Progression de l&apos;analyse</translation>
    </message>
    <message>
        <source>Reviewing decision %v of %m</source>
        <translation>Analyse de la décision %v sur %m</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Key moments of the hand</source>
        <translation>Moments clés de la manche</translation>
    </message>
    <message>
        <source>◀ Previous decision</source>
        <translation>◀ Décision précédente</translation>
    </message>
    <message>
        <source>Next decision ▶</source>
        <translation>Décision suivante ▶</translation>
    </message>
    <message>
        <source>Costliest decision</source>
        <translation>Décision la plus coûteuse</translation>
    </message>
    <message>
        <source>The decision at this step</source>
        <translation>La décision à cette étape</translation>
    </message>
    <message>
        <source>What the computer &amp;thought</source>
        <translation>Ce que l&apos;ordinateur &amp;pensait</translation>
    </message>
    <message>
        <source>What the computer inferred about your hand at this decision, from what it could see</source>
        <translation>Ce que l&apos;ordinateur déduisait de votre main à cette décision, d&apos;après ce qu&apos;il pouvait voir</translation>
    </message>
    <message>
        <source>Only a finished hand of a saved game can be reviewed.</source>
        <translation>Seule une manche terminée d&apos;une partie enregistrée peut être analysée.</translation>
    </message>
    <message>
        <source>The review failed ({error}).</source>
        <translation>L&apos;analyse a échoué ({error}).</translation>
    </message>
    <message>
        <source>Review cancelled.</source>
        <translation>Analyse annulée.</translation>
    </message>
    <message>
        <source>Your decisions by grade: {grades}</source>
        <translation>Vos décisions par note&#xa0;: {grades}</translation>
    </message>
    <message>
        <source>No decision of yours at this step. Graded decisions are the dots on the chart: click one, or use Next decision.</source>
        <translation>Aucune décision de votre part à cette étape. Les décisions notées sont les points du graphique&#xa0;: cliquez-en un, ou utilisez Décision suivante.</translation>
    </message>
    <message>
        <source>Expected points: {mine}</source>
        <translation>Points attendus&#xa0;: {mine}</translation>
    </message>
    <message>
        <source>Expected points: {mine} (best: {best}, {value})</source>
        <translation>Points attendus&#xa0;: {mine} (meilleur&#xa0;: {best}, {value})</translation>
    </message>
    <message>
        <source>The melds you showed</source>
        <translation>Les combinaisons que vous avez montrées</translation>
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
        <translation>Classique</translation>
    </message>
    <message>
        <source>Classic, high bonus</source>
        <translation>Classique, bonus élevé</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personnalisées</translation>
    </message>
    <message>
        <source>Rules: {name}</source>
        <translation>Règles&#xa0;: {name}</translation>
    </message>
    <message>
        <source>Knock limit 0: only gin ends a hand</source>
        <translation>Limite pour frapper 0&#xa0;: seul un Gin finit une manche</translation>
    </message>
    <message>
        <source>Knock limit {n}: knock with at most {n} deadwood</source>
        <translation>Limite pour frapper {n}&#xa0;: frapper avec au plus {n} points morts</translation>
    </message>
    <message>
        <source>Gin bonus {gin}, undercut bonus {undercut}, box bonus {box} per hand won</source>
        <translation>Bonus de Gin {gin}, bonus de contre {undercut}, bonus de manche {box} par manche gagnée</translation>
    </message>
    <message>
        <source>Game to {target} points, game bonus {bonus}</source>
        <translation>Partie en {target} points, bonus de partie {bonus}</translation>
    </message>
    <message>
        <source>No big gin: eleven melded cards must still discard to go out</source>
        <translation>Pas de Big Gin&#xa0;: onze cartes combinées doivent quand même défausser pour sortir</translation>
    </message>
    <message>
        <source>Big gin scores {n} more than gin</source>
        <translation>Le Big Gin rapporte {n} de plus que le Gin</translation>
    </message>
    <message>
        <source>Shutout: the winner&apos;s whole final score is doubled</source>
        <translation>Capot&#xa0;: le score final entier du gagnant est doublé</translation>
    </message>
    <message>
        <source>The winner of a hand deals the next one</source>
        <translation>Le gagnant d&apos;une manche donne la suivante</translation>
    </message>
    <message>
        <source>Eleven-card opening: the non-dealer gets 11 cards, no upcard</source>
        <translation>Ouverture à onze cartes&#xa0;: le non-donneur reçoit 11 cartes, pas de carte retournée</translation>
    </message>
    <message>
        <source>At the wall the last discard may be taken, only to go out at once</source>
        <translation>Au mur, la dernière défausse peut être prise, uniquement pour sortir aussitôt</translation>
    </message>
    <message>
        <source>Oklahoma: the first upcard sets the knock limit (ace: gin only) and a spade upcard doubles the hand</source>
        <translation>Oklahoma&#xa0;: la première carte retournée fixe la limite pour frapper (as&#xa0;: Gin seulement) et une carte retournée à pique double la manche</translation>
    </message>
    <message>
        <source>Straight gin: no knocking, only gin or big gin ends a hand</source>
        <translation>Gin direct&#xa0;: pas de frappe, seul un Gin ou un Big Gin finit une manche</translation>
    </message>
    <message>
        <source>in these rules only gin ends a hand</source>
        <translation>dans ces règles, seul un Gin finit une manche</translation>
    </message>
    <message>
        <source>in these rules the first upcard sets it</source>
        <translation>dans ces règles, la première carte retournée la fixe</translation>
    </message>
    <message>
        <source>{n} in these rules</source>
        <translation>{n} dans ces règles</translation>
    </message>
    <message>
        <source>The rules in force</source>
        <translation>Les règles en vigueur</translation>
    </message>
    <message>
        <source>Change them under Options, Settings; changes apply from the next game.</source>
        <translation>Modifiez-les dans Options, Paramètres&#xa0;; les changements s&apos;appliquent dès la prochaine partie.</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <source>One pack of 52 cards, no jokers, two players. Aces are always low: the order is A 2 3 4 5 6 7 8 9 10 J Q K. For counting, an ace is worth 1, number cards their number, and jacks, queens and kings 10 each.</source>
        <translation>Un jeu de 52 cartes, sans joker, deux joueurs. L&apos;as est toujours bas&#xa0;: l&apos;ordre est A 2 3 4 5 6 7 8 9 10 J Q K (valet, dame, roi). Pour compter, un as vaut 1, les cartes à chiffres leur valeur, et valets, dames et rois 10 chacun.</translation>
    </message>
    <message>
        <source>Melds and deadwood</source>
        <translation>Combinaisons et points morts</translation>
    </message>
    <message>
        <source>A &lt;b&gt;meld&lt;/b&gt; is either a set of three or four cards of one rank (three sevens), or a run of three or more cards of one suit in sequence (4♥ 5♥ 6♥). Aces are low, so A-2-3 is a run but Q-K-A and K-A-2 are not. A card can belong to only one meld at a time.</source>
        <translation>Une &lt;b&gt;combinaison&lt;/b&gt; est soit une série de trois ou quatre cartes de même valeur (trois sept), soit une suite de trois cartes ou plus de la même couleur qui se suivent (4♥ 5♥ 6♥). L&apos;as est bas&#xa0;: A-2-3 est une suite, mais Q-K-A et K-A-2 n&apos;en sont pas. Une carte ne peut appartenir qu&apos;à une seule combinaison à la fois.</translation>
    </message>
    <message>
        <source>Every card outside your melds is &lt;b&gt;deadwood&lt;/b&gt;; your deadwood count is the total of their values. Your melds are always arranged for the lowest count.</source>
        <translation>Toute carte hors de vos combinaisons est une &lt;b&gt;carte morte&lt;/b&gt;&#xa0;; vos points morts sont le total de leurs valeurs. Vos combinaisons sont toujours arrangées pour le plus petit compte.</translation>
    </message>
    <message>
        <source>The deal and the first upcard</source>
        <translation>La donne et la première carte retournée</translation>
    </message>
    <message>
        <source>Each player gets ten cards. The next card is turned face up as the &lt;b&gt;upcard&lt;/b&gt; and starts the discard pile; the rest, face down, is the &lt;b&gt;stock&lt;/b&gt;. The player who did not deal may take the upcard or pass; after a pass the dealer may take it or pass; if both pass, the non-dealer begins by drawing from the stock. Whoever takes that first card discards, and the other player goes next.</source>
        <translation>Chaque joueur reçoit dix cartes. La carte suivante est retournée face visible&#xa0;: c&apos;est la &lt;b&gt;carte retournée&lt;/b&gt;, qui commence la défausse&#xa0;; le reste, face cachée, forme la &lt;b&gt;pioche&lt;/b&gt;. Le joueur qui n&apos;a pas donné peut prendre la carte retournée ou passer&#xa0;; après un passe, le donneur peut la prendre ou passer&#xa0;; si les deux passent, le non-donneur commence en piochant. Celui qui prend cette première carte défausse, et l&apos;autre joueur joue ensuite.</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Un tour</translation>
    </message>
    <message>
        <source>Draw one card, from the top of the stock or the top of the discard pile, then discard one card face up. A card just taken from the pile may not be thrown straight back. Instead of a plain discard you may knock, on any turn, even the first; you never have to.</source>
        <translation>Prenez une carte, sur le dessus de la pioche ou de la défausse, puis défaussez une carte face visible. Une carte qui vient d&apos;être prise dans la défausse ne peut pas être rejetée aussitôt. Au lieu d&apos;une simple défausse, vous pouvez frapper, à n&apos;importe quel tour, même le premier&#xa0;; vous n&apos;y êtes jamais obligé.</translation>
    </message>
    <message>
        <source>Knocking and lay-offs</source>
        <translation>Frapper et rajouter</translation>
    </message>
    <message>
        <source>You may knock when, after your discard, your deadwood is no more than the knock limit ({limit}). You lay down your melds with the deadwood beside them and the hand ends.</source>
        <translation>Vous pouvez frapper quand, après votre défausse, vos points morts ne dépassent pas la limite pour frapper ({limit}). Vous étalez vos combinaisons avec les cartes mortes à côté et la manche se termine.</translation>
    </message>
    <message>
        <source>The other player, the defender, lays down their own melds and may &lt;b&gt;lay off&lt;/b&gt; deadwood onto yours: a fourth card onto a set, or cards that extend a run at either end. Lay-offs can chain: once 8♥ joins 5♥ 6♥ 7♥, the 9♥ may follow. The game finds the defender&apos;s best lay-offs. The knocker never lays off, and nobody lays off on gin.</source>
        <translation>L&apos;autre joueur, le défenseur, étale ses propres combinaisons et peut &lt;b&gt;rajouter&lt;/b&gt; des cartes mortes sur les vôtres&#xa0;: une quatrième carte sur une série, ou des cartes qui prolongent une suite à l&apos;un ou l&apos;autre bout. Les rajouts s&apos;enchaînent&#xa0;: une fois 8♥ ajouté à 5♥ 6♥ 7♥, le 9♥ peut suivre. Le jeu trouve les meilleurs rajouts du défenseur. Celui qui frappe ne rajoute jamais, et personne ne rajoute sur un Gin.</translation>
    </message>
    <message>
        <source>Gin and big gin</source>
        <translation>Gin et Big Gin</translation>
    </message>
    <message>
        <source>Knocking with no deadwood at all is &lt;b&gt;gin&lt;/b&gt;.</source>
        <translation>Frapper sans aucun point mort, c&apos;est faire &lt;b&gt;Gin&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Big gin&lt;/b&gt;: when all eleven cards you hold after drawing form melds, you may go out without discarding. It scores as gin plus an extra bonus ({n} in these rules). Big gin is {state} in these rules.</source>
        <translation>&lt;b&gt;Big Gin&lt;/b&gt;&#xa0;: quand les onze cartes que vous tenez après avoir pioché forment toutes des combinaisons, vous pouvez sortir sans défausser. Il compte comme un Gin plus un bonus supplémentaire ({n} dans ces règles). Le Big Gin est {state} dans ces règles.</translation>
    </message>
    <message>
        <source>on</source>
        <translation>activé</translation>
    </message>
    <message>
        <source>off</source>
        <translation>désactivé</translation>
    </message>
    <message>
        <source>Scoring a hand</source>
        <translation>Le score d&apos;une manche</translation>
    </message>
    <message>
        <source>&lt;b&gt;Knock&lt;/b&gt;: when the defender&apos;s deadwood, after lay-offs, is higher than the knocker&apos;s, the knocker scores the difference.</source>
        <translation>&lt;b&gt;Frappe&lt;/b&gt;&#xa0;: quand les points morts du défenseur, après les rajouts, dépassent ceux de celui qui frappe, celui qui frappe marque la différence.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Undercut&lt;/b&gt;: when the defender&apos;s deadwood is equal to the knocker&apos;s or lower, the defender scores the difference plus the undercut bonus ({n} here). A tie is an undercut.</source>
        <translation>&lt;b&gt;Contre&lt;/b&gt;&#xa0;: quand les points morts du défenseur sont égaux ou inférieurs à ceux de celui qui frappe, le défenseur marque la différence plus le bonus de contre ({n} ici). Une égalité est un contre.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Gin&lt;/b&gt;: the player who went gin scores the gin bonus ({n} here) plus all of the opponent&apos;s deadwood. Gin is never undercut, even when the opponent has no deadwood either.</source>
        <translation>&lt;b&gt;Gin&lt;/b&gt;&#xa0;: le joueur qui a fait Gin marque le bonus de Gin ({n} ici) plus tous les points morts de l&apos;adversaire. Un Gin n&apos;est jamais contré, même quand l&apos;adversaire n&apos;a pas non plus de point mort.</translation>
    </message>
    <message>
        <source>The wall</source>
        <translation>Le mur</translation>
    </message>
    <message>
        <source>The last two cards of the stock are never drawn. When only two are left and the player who drew before them discards without knocking, the hand is over.</source>
        <translation>Les deux dernières cartes de la pioche ne sont jamais tirées. Quand il n&apos;en reste que deux et que le joueur qui a pioché juste avant défausse sans frapper, la manche est terminée.</translation>
    </message>
    <message>
        <source>With the usual rule the hand is then dead: nobody scores and the same dealer deals again. With the other rule the opponent may still take that last discard, but only to knock or go gin at once; otherwise the hand is dead.</source>
        <translation>Avec la règle habituelle, la manche est alors nulle&#xa0;: personne ne marque et le même donneur redonne. Avec l&apos;autre règle, l&apos;adversaire peut encore prendre cette dernière défausse, mais seulement pour frapper ou faire Gin aussitôt&#xa0;; sinon la manche est nulle.</translation>
    </message>
    <message>
        <source>The game</source>
        <translation>La partie</translation>
    </message>
    <message>
        <source>Hands are played until someone&apos;s total reaches the target ({target} here). The winner adds the game bonus ({bonus} here).</source>
        <translation>On joue des manches jusqu&apos;à ce que le total d&apos;un joueur atteigne l&apos;objectif ({target} ici). Le gagnant ajoute le bonus de partie ({bonus} ici).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Shutout&lt;/b&gt;: when the loser scored nothing in the whole game, the game bonus is doubled; with the other shutout rule the winner&apos;s whole final score is doubled instead.</source>
        <translation>&lt;b&gt;Capot&lt;/b&gt;&#xa0;: quand le perdant n&apos;a rien marqué de toute la partie, le bonus de partie est doublé&#xa0;; avec l&apos;autre règle de capot, c&apos;est le score final entier du gagnant qui est doublé.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Box bonus&lt;/b&gt;: at the end each player adds the box bonus ({n} here) for every hand they won. It comes only at the end and never counts towards the target. A game&apos;s result is both final totals and their difference.</source>
        <translation>&lt;b&gt;Bonus de manche&lt;/b&gt;&#xa0;: à la fin, chaque joueur ajoute le bonus de manche ({n} ici) pour chaque manche gagnée. Il ne vient qu&apos;à la fin et ne compte jamais pour l&apos;objectif. Le résultat d&apos;une partie, ce sont les deux totaux finaux et leur différence.</translation>
    </message>
    <message>
        <source>The next hand is usually dealt by the other player; with the other option the winner of the hand deals. After a dead hand the same dealer deals again.</source>
        <translation>La manche suivante est d&apos;habitude donnée par l&apos;autre joueur&#xa0;; avec l&apos;autre option, c&apos;est le gagnant de la manche qui donne. Après une manche nulle, le même donneur redonne.</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>Variantes</translation>
    </message>
    <message>
        <source>&lt;b&gt;Oklahoma&lt;/b&gt;: the value of each hand&apos;s first upcard is that hand&apos;s knock limit (picture cards 10); an ace means only gin ends the hand, and a spade doubles every score of the hand. It needs the upcard opening.</source>
        <translation>&lt;b&gt;Oklahoma&lt;/b&gt;&#xa0;: la valeur de la première carte retournée de chaque manche est la limite pour frapper de cette manche (figures 10)&#xa0;; un as signifie que seul un Gin finit la manche, et un pique double chaque score de la manche. Elle demande l&apos;ouverture avec carte retournée.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Straight gin&lt;/b&gt;: no knocking at all; only gin or big gin ends a hand.</source>
        <translation>&lt;b&gt;Gin direct&lt;/b&gt;&#xa0;: pas de frappe du tout&#xa0;; seul un Gin ou un Big Gin finit une manche.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Eleven-card opening&lt;/b&gt;: the non-dealer is dealt eleven cards and the dealer ten, with no upcard. The non-dealer begins by discarding (and may knock or go big gin with the dealt cards), then the dealer plays.</source>
        <translation>&lt;b&gt;Ouverture à onze cartes&lt;/b&gt;&#xa0;: le non-donneur reçoit onze cartes et le donneur dix, sans carte retournée. Le non-donneur commence par défausser (et peut frapper ou faire Big Gin avec les cartes reçues), puis le donneur joue.</translation>
    </message>
    <message>
        <source>You sit at the bottom, the computer at the top. The stock and the discard pile are in the middle with the &lt;b&gt;Knock&lt;/b&gt; area beside them. The status line always says what you can do now.</source>
        <translation>Vous êtes en bas, l&apos;ordinateur en haut. La pioche et la défausse sont au milieu, avec la zone &lt;b&gt;Frapper&lt;/b&gt; à côté. La ligne d&apos;état dit toujours ce que vous pouvez faire.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Draw&lt;/b&gt;: drag the stock or the top card of the discard pile into your hand (or click it). At the start of a hand you may take the upcard or press &lt;b&gt;Pass&lt;/b&gt;.</source>
        <translation>&lt;b&gt;Piocher&lt;/b&gt;&#xa0;: glissez la pioche ou la carte du dessus de la défausse dans votre main (ou cliquez dessus). Au début d&apos;une manche, vous pouvez prendre la carte retournée ou appuyer sur &lt;b&gt;Passer&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard&lt;/b&gt;: drag a card onto the discard pile, or double-click it. While you drag, the place the card would go is outlined: green when the move is allowed, red when it is not.</source>
        <translation>&lt;b&gt;Défausser&lt;/b&gt;&#xa0;: glissez une carte sur la défausse, ou double-cliquez-la. Pendant le glissement, la place où irait la carte est entourée&#xa0;: en vert si le coup est permis, en rouge sinon.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Knock&lt;/b&gt;: drag the card to discard onto the Knock area, or select it and press Knock. With no deadwood left that is gin. With eleven cards all in melds, press &lt;b&gt;Big Gin&lt;/b&gt;.</source>
        <translation>&lt;b&gt;Frapper&lt;/b&gt;&#xa0;: glissez la carte à défausser sur la zone Frapper, ou sélectionnez-la et appuyez sur Frapper. Sans aucun point mort, c&apos;est Gin. Avec onze cartes toutes combinées, appuyez sur &lt;b&gt;Big Gin&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your hand&lt;/b&gt;: cards in your best melds are outlined in colour. Drag a card along the hand to move it, or pick an order in the &lt;b&gt;Sort hand&lt;/b&gt; list (your own order, melds first, by rank, by suit).</source>
        <translation>&lt;b&gt;Votre main&lt;/b&gt;&#xa0;: les cartes de vos meilleures combinaisons sont entourées de couleur. Glissez une carte le long de la main pour la déplacer, ou choisissez un ordre dans la liste &lt;b&gt;Trier la main&lt;/b&gt; (votre ordre, combinaisons d&apos;abord, par valeur, par couleur).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Deadwood&lt;/b&gt;: the panel on the right shows your deadwood count as you play; at or below the knock limit you may knock.</source>
        <translation>&lt;b&gt;Points morts&lt;/b&gt;&#xa0;: le panneau de droite montre vos points morts au fil du jeu&#xa0;; à la limite pour frapper ou en dessous, vous pouvez frapper.</translation>
    </message>
    <message>
        <source>&lt;b&gt;After the hand&lt;/b&gt;: both hands are laid out as melds and deadwood, lay-offs are outlined in teal and the result is shown on the table. Press &lt;b&gt;Next hand&lt;/b&gt; to go on. The &lt;b&gt;Score sheet&lt;/b&gt; lists every hand&apos;s points and why, the running totals and the final bonuses.</source>
        <translation>&lt;b&gt;Après la manche&lt;/b&gt;&#xa0;: les deux mains sont étalées en combinaisons et cartes mortes, les rajouts sont entourés de bleu canard et le résultat s&apos;affiche sur la table. Appuyez sur &lt;b&gt;Manche suivante&lt;/b&gt; pour continuer. La &lt;b&gt;Feuille de marque&lt;/b&gt; donne les points de chaque manche et pourquoi, les totaux cumulés et les bonus finaux.</translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation>piocher</translation>
    </message>
    <message>
        <source>take the upcard or the top discard</source>
        <translation>prendre la carte retournée ou la défausse du dessus</translation>
    </message>
    <message>
        <source>pass the upcard</source>
        <translation>passer la carte retournée</translation>
    </message>
    <message>
        <source>knock</source>
        <translation>frapper</translation>
    </message>
    <message>
        <source>big gin</source>
        <translation>Big Gin</translation>
    </message>
    <message>
        <source>next hand (a new game once the game is over)</source>
        <translation>manche suivante (une nouvelle partie quand la partie est finie)</translation>
    </message>
    <message>
        <source>look through the discard pile</source>
        <translation>parcourir la défausse</translation>
    </message>
    <message>
        <source>a hint</source>
        <translation>un conseil</translation>
    </message>
    <message>
        <source>review the hand just finished (the coach)</source>
        <translation>revoir la manche qui vient de finir (l&apos;entraîneur)</translation>
    </message>
    <message>
        <source>select a card in your hand</source>
        <translation>sélectionner une carte de votre main</translation>
    </message>
    <message>
        <source>Shift+← →</source>
        <translation>Maj+← →</translation>
    </message>
    <message>
        <source>move the selected card along your hand</source>
        <translation>déplacer la carte sélectionnée dans votre main</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Entrée</translation>
    </message>
    <message>
        <source>discard the selected card</source>
        <translation>défausser la carte sélectionnée</translation>
    </message>
    <message>
        <source>show or hide the cards you know the computer holds</source>
        <translation>montrer ou cacher les cartes que vous savez dans la main de l&apos;ordinateur</translation>
    </message>
    <message>
        <source>sound effects off and on</source>
        <translation>couper et remettre les effets sonores</translation>
    </message>
    <message>
        <source>take back your last move (when Settings allow it)</source>
        <translation>reprendre votre dernier coup (si les paramètres le permettent)</translation>
    </message>
    <message>
        <source>the score sheet</source>
        <translation>la feuille de marque</translation>
    </message>
    <message>
        <source>Esc / Enter</source>
        <translation>Échap / Entrée</translation>
    </message>
    <message>
        <source>answer the tutor&apos;s warning: think again, or play the move anyway</source>
        <translation>répondre à l&apos;avertissement du tuteur : réfléchir encore, ou jouer le coup quand même</translation>
    </message>
    <message>
        <source>full screen</source>
        <translation>plein écran</translation>
    </message>
    <message>
        <source>Your first game</source>
        <translation>Votre première partie</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>The game is saved after every move: close it at any time and go on later.</source>
        <translation>La partie est enregistrée après chaque coup&#xa0;: fermez-la quand vous voulez et reprenez plus tard.</translation>
    </message>
</context>
<context>
    <name>RulesHelpDialog</name>
    <message>
        <source>Gin Rummy rules</source>
        <translation>Règles du Gin Rummy</translation>
    </message>
    <message>
        <source>Rules help</source>
        <translation>Aide sur les règles</translation>
    </message>
    <message>
        <source>The rules</source>
        <translation>Les règles</translation>
    </message>
    <message>
        <source>First game walkthrough</source>
        <translation>Visite guidée de la première partie</translation>
    </message>
    <message>
        <source>Help pages</source>
        <translation>Pages d&apos;aide</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>First game</source>
        <translation>Première partie</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>Rules preset</source>
        <translation>Règles prédéfinies</translation>
    </message>
    <message>
        <source>Preset:</source>
        <translation>Règles&#xa0;:</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Knock limit (most deadwood, 0–10):</source>
        <translation>Limite pour frapper (points morts max., 0–10)&#xa0;:</translation>
    </message>
    <message>
        <source>Gin bonus (0–100):</source>
        <translation>Bonus de Gin (0–100)&#xa0;:</translation>
    </message>
    <message>
        <source>Undercut bonus (0–100):</source>
        <translation>Bonus de contre (0–100)&#xa0;:</translation>
    </message>
    <message>
        <source>Big gin extra bonus (0–100):</source>
        <translation>Bonus de Big Gin en plus (0–100)&#xa0;:</translation>
    </message>
    <message>
        <source>Box bonus per hand won (0–100):</source>
        <translation>Bonus par manche gagnée (0–100)&#xa0;:</translation>
    </message>
    <message>
        <source>Game bonus (0–100):</source>
        <translation>Bonus de partie (0–100)&#xa0;:</translation>
    </message>
    <message>
        <source>Game target (50–500):</source>
        <translation>Objectif de la partie (50–500)&#xa0;:</translation>
    </message>
    <message>
        <source>How a hand goes</source>
        <translation>Déroulement d&apos;une manche</translation>
    </message>
    <message>
        <source>Big gin (all 11 cards melded)</source>
        <translation>Big Gin (les 11 cartes combinées)</translation>
    </message>
    <message>
        <source>Oklahoma (the first upcard sets the knock limit)</source>
        <translation>Oklahoma (la première carte retournée fixe la limite pour frapper)</translation>
    </message>
    <message>
        <source>Straight gin (only gin ends a hand)</source>
        <translation>Gin direct (seul un Gin finit une manche)</translation>
    </message>
    <message>
        <source>Next dealer:</source>
        <translation>Donneur suivant&#xa0;:</translation>
    </message>
    <message>
        <source>Players take turns</source>
        <translation>Chacun son tour</translation>
    </message>
    <message>
        <source>The winner of the hand</source>
        <translation>Le gagnant de la manche</translation>
    </message>
    <message>
        <source>Opening:</source>
        <translation>Ouverture&#xa0;:</translation>
    </message>
    <message>
        <source>10 cards each and an upcard</source>
        <translation>10 cartes chacun et une carte retournée</translation>
    </message>
    <message>
        <source>11 cards to the non-dealer, no upcard</source>
        <translation>11 cartes au non-donneur, pas de carte retournée</translation>
    </message>
    <message>
        <source>At the wall:</source>
        <translation>Au mur&#xa0;:</translation>
    </message>
    <message>
        <source>The hand is dead</source>
        <translation>La manche est nulle</translation>
    </message>
    <message>
        <source>The last discard may be taken to go out</source>
        <translation>La dernière défausse peut être prise pour sortir</translation>
    </message>
    <message>
        <source>Shutout:</source>
        <translation>Capot&#xa0;:</translation>
    </message>
    <message>
        <source>Game bonus doubled</source>
        <translation>Bonus de partie doublé</translation>
    </message>
    <message>
        <source>Winner&apos;s whole score doubled</source>
        <translation>Score entier du gagnant doublé</translation>
    </message>
    <message>
        <source>Rule changes apply from the next game. Help › Rules explains each one.</source>
        <translation>Les changements de règles s&apos;appliquent dès la prochaine partie. Aide › Règles les explique une à une.</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Score chart</source>
        <translation>Graphique des scores</translation>
    </message>
    <message>
        <source>You {total} final, with bonuses</source>
        <translation>Vous {total} final, bonus compris</translation>
    </message>
    <message>
        <source>Computer {total} final, with bonuses</source>
        <translation>Ordinateur {total} final, bonus compris</translation>
    </message>
    <message>
        <source>You {total}</source>
        <translation>Vous {total}</translation>
    </message>
    <message>
        <source>Computer {total}</source>
        <translation>Ordinateur {total}</translation>
    </message>
    <message>
        <source>After hand {hand}: you {you}, the computer {computer}</source>
        <translation>Après la manche {hand}&#xa0;: vous {you}, l&apos;ordinateur {computer}</translation>
    </message>
    <message>
        <source>Game {target}</source>
        <translation>Partie {target}</translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message>
        <source>Replay hand</source>
        <translation>Rejouer la manche</translation>
    </message>
    <message>
        <source>Replay the selected hand</source>
        <translation>Rejouer la manche sélectionnée</translation>
    </message>
    <message>
        <source>Choose a hand in the sheet to replay it (or double-click its row)</source>
        <translation>Choisissez une manche dans la feuille pour la rejouer (ou double-cliquez sur sa ligne)</translation>
    </message>
    <message>
        <source>Replay hand {hand} step by step, both hands face up</source>
        <translation>Rejouer la manche {hand} pas à pas, les deux mains visibles</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Manche</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Donneur</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <source>Your total</source>
        <translation>Votre total</translation>
    </message>
    <message>
        <source>Computer total</source>
        <translation>Total ordinateur</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Pourquoi</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Feuille de marque</translation>
    </message>
    <message>
        <source>Boxes (hands won): you {mine}, computer {theirs}</source>
        <translation>Manches gagnées&#xa0;: vous {mine}, ordinateur {theirs}</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>Settings pages</source>
        <translation>Pages des paramètres</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Erreur</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Restore defaults</source>
        <translation>Valeurs par défaut</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>Niveau de l&apos;ordinateur</translation>
    </message>
    <message>
        <source>Computer level: {level}</source>
        <translation>Niveau de l&apos;ordinateur&#xa0;: {level}</translation>
    </message>
    <message>
        <source>A new level plays from the next game; the statistics keep each level apart.</source>
        <translation>Un nouveau niveau joue dès la prochaine partie&#xa0;; les statistiques séparent les niveaux.</translation>
    </message>
    <message>
        <source>Pace</source>
        <translation>Rythme</translation>
    </message>
    <message>
        <source>Computer&apos;s pace</source>
        <translation>Rythme de l&apos;ordinateur</translation>
    </message>
    <message>
        <source>Brisk</source>
        <translation>Vif</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Relaxed</source>
        <translation>Tranquille</translation>
    </message>
    <message>
        <source>How long each of the computer&apos;s moves stays on the table before its next</source>
        <translation>Combien de temps chaque coup de l&apos;ordinateur reste sur la table avant le suivant</translation>
    </message>
    <message>
        <source>Computer&apos;s pace:</source>
        <translation>Rythme de l&apos;ordinateur&#xa0;:</translation>
    </message>
    <message>
        <source>How long each of the computer&apos;s moves stays on the table before its next.</source>
        <translation>Combien de temps chaque coup de l&apos;ordinateur reste sur la table avant le suivant.</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Vitesse des animations</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Aucune</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <source>Animation speed:</source>
        <translation>Vitesse des animations&#xa0;:</translation>
    </message>
    <message>
        <source>How fast the cards move. Off follows the desktop&apos;s wish for less motion until you choose.</source>
        <translation>La vitesse à laquelle les cartes bougent. «&#xa0;Aucune&#xa0;» suit le souhait du bureau de réduire les animations, jusqu&apos;à ce que vous choisissiez.</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartes</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>Bleu</translation>
    </message>
    <message>
        <source>Red</source>
        <translation>Rouge</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Violet</translation>
    </message>
    <message>
        <source>Green rosettes</source>
        <translation>Rosaces vertes</translation>
    </message>
    <message>
        <source>Card back</source>
        <translation>Dos des cartes</translation>
    </message>
    <message>
        <source>Card back:</source>
        <translation>Dos des cartes&#xa0;:</translation>
    </message>
    <message>
        <source>Card faces</source>
        <translation>Faces des cartes</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Classiques</translation>
    </message>
    <message>
        <source>Large index (the biggest rank and suit)</source>
        <translation>Grand index (valeur et couleur les plus grandes)</translation>
    </message>
    <message>
        <source>Large index shows each card&apos;s rank and suit as big as they fit, for easier reading</source>
        <translation>Le grand index montre la valeur et la couleur de chaque carte aussi grandes que possible, pour mieux les lire</translation>
    </message>
    <message>
        <source>Card faces:</source>
        <translation>Faces des cartes&#xa0;:</translation>
    </message>
    <message>
        <source>Card size</source>
        <translation>Taille des cartes</translation>
    </message>
    <message>
        <source>Card size:</source>
        <translation>Taille des cartes&#xa0;:</translation>
    </message>
    <message>
        <source>Four-colour deck (clubs green, diamonds blue)</source>
        <translation>Jeu quatre couleurs (trèfle vert, carreau bleu)</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Thème</translation>
    </message>
    <message>
        <source>Theme:</source>
        <translation>Thème&#xa0;:</translation>
    </message>
    <message>
        <source>Green</source>
        <translation>Vert</translation>
    </message>
    <message>
        <source>Grey</source>
        <translation>Gris</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>Couleur de la table</translation>
    </message>
    <message>
        <source>Table colour:</source>
        <translation>Couleur de la table&#xa0;:</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Contraste élevé</translation>
    </message>
    <message>
        <source>Night dims the table and darkens the windows; high contrast shows a black table with bright outlines in either.</source>
        <translation>Nuit assombrit la table et les fenêtres&#xa0;; le contraste élevé montre une table noire aux contours vifs dans les deux thèmes.</translation>
    </message>
    <message>
        <source>Preview of the table</source>
        <translation>Aperçu de la table</translation>
    </message>
    <message>
        <source>While you play</source>
        <translation>Pendant le jeu</translation>
    </message>
    <message>
        <source>Ask before knocking</source>
        <translation>Demander avant de frapper</translation>
    </message>
    <message>
        <source>Allow undoing a move</source>
        <translation>Permettre d&apos;annuler un coup</translation>
    </message>
    <message>
        <source>A knock ends the hand: a question first catches a slip.</source>
        <translation>Frapper termine la manche&#xa0;: une question évite une fausse manœuvre.</translation>
    </message>
    <message>
        <source>Ctrl+Z takes back your last move. Games with an undo are marked in the statistics.</source>
        <translation>Ctrl+Z reprend votre dernier coup. Les parties avec annulation sont marquées dans les statistiques.</translation>
    </message>
    <message>
        <source>Tutor</source>
        <translation>Tuteur</translation>
    </message>
    <message>
        <source>Never warn</source>
        <translation>Ne jamais avertir</translation>
    </message>
    <message>
        <source>Warn before an inaccuracy or worse</source>
        <translation>Avertir avant une imprécision ou pire</translation>
    </message>
    <message>
        <source>Warn before a mistake or worse</source>
        <translation>Avertir avant une erreur ou pire</translation>
    </message>
    <message>
        <source>Warn before a blunder</source>
        <translation>Avertir avant une gaffe</translation>
    </message>
    <message>
        <source>Tutor:</source>
        <translation>Tuteur :</translation>
    </message>
    <message>
        <source>The tutor judges each move as the coach&apos;s review would, and asks before one it would grade this badly: play it anyway, or think again.</source>
        <translation>Le tuteur juge chaque coup comme la revue de l&apos;entraîneur et demande avant un coup ainsi noté : le jouer quand même, ou réfléchir encore.</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>System ({language})</source>
        <translation>Système ({language})</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Langue&#xa0;:</translation>
    </message>
    <message>
        <source>In use now: {language}.</source>
        <translation>Utilisée maintenant&#xa0;: {language}.</translation>
    </message>
    <message>
        <source>A new language is used from the next start of Gin Rummy.</source>
        <translation>Une nouvelle langue s&apos;applique au prochain démarrage de Gin Rummy.</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Son</translation>
    </message>
    <message>
        <source>Sound effects</source>
        <translation>Effets sonores</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <translation>Volume sonore</translation>
    </message>
    <message>
        <source>Test sound</source>
        <translation>Tester le son</translation>
    </message>
    <message>
        <source>Volume:</source>
        <translation>Volume&#xa0;:</translation>
    </message>
    <message>
        <source>Short effects for the cards, the knock and the results. M turns them off and on while you play.</source>
        <translation>De courts effets pour les cartes, la frappe et les résultats. M les coupe et les remet pendant le jeu.</translation>
    </message>
    <message>
        <source>{volume} %</source>
        <translation>{volume} %</translation>
    </message>
    <message>
        <source>These rules cannot be used: {error}.</source>
        <translation>Ces règles ne peuvent pas être utilisées&#xa0;: {error}.</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>My order</source>
        <translation>Mon ordre</translation>
    </message>
    <message>
        <source>Melds first</source>
        <translation>Combinaisons d&apos;abord</translation>
    </message>
    <message>
        <source>By rank</source>
        <translation>Par valeur</translation>
    </message>
    <message>
        <source>By suit</source>
        <translation>Par couleur</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <source>A fingerprint of this deal: the shuffled deck with a secret, fixed before play began. After the hand, Replay hand shows the deck and the secret so you can check it.</source>
        <translation>Une empreinte de cette donne&#xa0;: le paquet mélangé avec un secret, fixé avant le début du jeu. Après la manche, Rejouer la manche montre le paquet et le secret pour que vous puissiez vérifier.</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>&amp;Passer</translation>
    </message>
    <message>
        <source>&amp;Knock</source>
        <translation>&amp;Frapper</translation>
    </message>
    <message>
        <source>Big &amp;Gin</source>
        <translation>Big &amp;Gin</translation>
    </message>
    <message>
        <source>&amp;Next hand</source>
        <translation>Manche &amp;suivante</translation>
    </message>
    <message>
        <source>&amp;Review hand</source>
        <translation>R&amp;evoir la manche</translation>
    </message>
    <message>
        <source>The coach: each of your decisions in this hand graded, the costly ones explained, and the deal to play again (R)</source>
        <translation>L&apos;entraîneur&#xa0;: chacune de vos décisions dans cette manche notée, les coûteuses expliquées, et la donne à rejouer (R)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Conseil</translation>
    </message>
    <message>
        <source>Score &amp;sheet</source>
        <translation>Feuille de &amp;marque</translation>
    </message>
    <message>
        <source>Discard pile (&amp;V)</source>
        <translation>Défausse (&amp;V)</translation>
    </message>
    <message>
        <source>Practice game: not counted in the statistics</source>
        <translation>Partie d&apos;entraînement&#xa0;: non comptée dans les statistiques</translation>
    </message>
    <message>
        <source>Sort hand</source>
        <translation>Trier la main</translation>
    </message>
    <message>
        <source>Knock with the selected card (or drag a card onto Knock)</source>
        <translation>Frapper avec la carte sélectionnée (ou glisser une carte sur Frapper)</translation>
    </message>
    <message>
        <source>Deadwood: {points}</source>
        <translation>Points morts&#xa0;: {points}</translation>
    </message>
    <message>
        <source>Game to {target} · knock at {limit} or less</source>
        <translation>Partie en {target} · frapper à {limit} ou moins</translation>
    </message>
    <message>
        <source>Deal fingerprint: {fingerprint}</source>
        <translation>Empreinte&#xa0;: {fingerprint}</translation>
    </message>
    <message>
        <source>Final score, bonuses included</source>
        <translation>Score final, bonus compris</translation>
    </message>
    <message>
        <source>Hand {hand} · dealer: you</source>
        <translation>Manche {hand} · donneur&#xa0;: vous</translation>
    </message>
    <message>
        <source>Hand {hand} · dealer: the computer</source>
        <translation>Manche {hand} · donneur&#xa0;: l&apos;ordinateur</translation>
    </message>
    <message>
        <source>Game to {target} · gin only</source>
        <translation>Partie en {target} · Gin seulement</translation>
    </message>
    <message>
        <source>spade upcard: scores doubled</source>
        <translation>carte retournée à pique&#xa0;: scores doublés</translation>
    </message>
    <message>
        <source>Computer: {level}</source>
        <translation>Ordinateur&#xa0;: {level}</translation>
    </message>
    <message>
        <source>after the best discard: {points}</source>
        <translation>après la meilleure défausse&#xa0;: {points}</translation>
    </message>
    <message>
        <source>Gin! (&amp;K)</source>
        <translation>Gin&#xa0;! (&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>No finished games yet</source>
        <translation>Aucune partie terminée pour l&apos;instant</translation>
    </message>
    <message>
        <source>Too many games for a bar each: a bar is the average of about {count} games</source>
        <translation>Trop de parties pour une barre chacune&#xa0;: une barre est la moyenne d&apos;environ {count} parties</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Résumé</translation>
    </message>
    <message>
        <source>Statistics pages</source>
        <translation>Pages des statistiques</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>Totaux</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Your strength</source>
        <translation>Votre force</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Exporter en CSV…</translation>
    </message>
    <message>
        <source>Export the history as CSV</source>
        <translation>Exporter l&apos;historique en CSV</translation>
    </message>
    <message>
        <source>Totals per level and rules</source>
        <translation>Totaux par niveau et règles</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Niveau</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <source>Win %</source>
        <translation>% gagnées</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Manches</translation>
    </message>
    <message>
        <source>Hands
won</source>
        <translation>Manches
gagnées</translation>
    </message>
    <message>
        <source>Gins</source>
        <translation>Gins</translation>
    </message>
    <message>
        <source>Undercuts
given</source>
        <translation>Contres
infligés</translation>
    </message>
    <message>
        <source>Undercuts
taken</source>
        <translation>Contres
subis</translation>
    </message>
    <message>
        <source>Net points
per hand</source>
        <translation>Points nets
par manche</translation>
    </message>
    <message>
        <source>Best
streak</source>
        <translation>Meilleure
série</translation>
    </message>
    <message>
        <source>Current
streak</source>
        <translation>Série
actuelle</translation>
    </message>
    <message>
        <source>Points difference per game</source>
        <translation>Écart de points par partie</translation>
    </message>
    <message>
        <source>Win rate over time</source>
        <translation>Taux de victoire dans le temps</translation>
    </message>
    <message>
        <source>Accuracy per game</source>
        <translation>Précision par partie</translation>
    </message>
    <message>
        <source>Points difference per finished game (final totals)</source>
        <translation>Écart de points par partie terminée (totaux finaux)</translation>
    </message>
    <message>
        <source>Win rate over time (running %)</source>
        <translation>Taux de victoire dans le temps (% cumulé)</translation>
    </message>
    <message>
        <source>Your accuracy per game (the coach&apos;s review)</source>
        <translation>Votre précision par partie (l&apos;analyse de l&apos;entraîneur)</translation>
    </message>
    <message>
        <source>Your play per game among the computer&apos;s levels (games with the tutor left out)</source>
        <translation>Votre jeu par partie parmi les niveaux de l&apos;ordinateur (parties avec le tuteur exclues)</translation>
    </message>
    <message>
        <source>Your play per game among the levels</source>
        <translation>Votre jeu par partie parmi les niveaux</translation>
    </message>
    <message>
        <source>Finished games</source>
        <translation>Parties terminées</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Précision</translation>
    </message>
    <message>
        <source>Lost to
decisions</source>
        <translation>Perdus par
les décisions</translation>
    </message>
    <message>
        <source>Score sheet of the selected game</source>
        <translation>Feuille de marque de la partie sélectionnée</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Manche</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Donneur</translation>
    </message>
    <message>
        <source>Your total</source>
        <translation>Votre total</translation>
    </message>
    <message>
        <source>Computer total</source>
        <translation>Total ordinateur</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Pourquoi</translation>
    </message>
    <message>
        <source>Select a game to see its score sheet.</source>
        <translation>Sélectionnez une partie pour voir sa feuille de marque.</translation>
    </message>
    <message>
        <source>Selected game</source>
        <translation>Partie sélectionnée</translation>
    </message>
    <message>
        <source>Counting your saved games…</source>
        <translation>Décompte de vos parties enregistrées…</translation>
    </message>
    <message>
        <source>Finished games: {games}, won {won} ({rate}). Hands: {hands}. Gins: {gins}. Best streak: {best}, current streak: {current}. Games with undo: {undo}.</source>
        <translation>Parties terminées&#xa0;: {games}, gagnées {won} ({rate}). Manches&#xa0;: {hands}. Gins&#xa0;: {gins}. Meilleure série&#xa0;: {best}, série actuelle&#xa0;: {current}. Parties avec annulation&#xa0;: {undo}.</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Toutes les parties</translation>
    </message>
    <message>
        <source>No reviewed game without the tutor yet</source>
        <translation>Pas encore de partie revue sans le tuteur</translation>
    </message>
    <message>
        <source>Save the hands of every finished game as a CSV file</source>
        <translation>Enregistrer les manches de chaque partie terminée dans un fichier CSV</translation>
    </message>
    <message>
        <source>Nothing to export yet: the CSV lists finished games, and none is finished</source>
        <translation>Rien à exporter pour l&apos;instant&#xa0;: le CSV liste les parties terminées, et aucune ne l&apos;est</translation>
    </message>
    <message>
        <source>Won (shutout)</source>
        <translation>Gagnée (capot)</translation>
    </message>
    <message>
        <source>Lost (shutout)</source>
        <translation>Perdue (capot)</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdue</translation>
    </message>
    <message>
        <source>with undo</source>
        <translation>avec annulation</translation>
    </message>
    <message>
        <source>with the tutor</source>
        <translation>avec le tuteur</translation>
    </message>
    <message>
        <source>This game cannot be loaded.</source>
        <translation>Cette partie ne peut pas être chargée.</translation>
    </message>
    <message>
        <source>Game {id}, {date}: score sheet</source>
        <translation>Partie {id}, {date}&#xa0;: feuille de marque</translation>
    </message>
    <message>
        <source>Export the game history</source>
        <translation>Exporter l&apos;historique des parties</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Fichiers CSV (*.csv)</translation>
    </message>
    <message>
        <source>The history could not be written to {path}: {error}</source>
        <translation>L&apos;historique n&apos;a pas pu être écrit dans {path}&#xa0;: {error}</translation>
    </message>
</context>
<context>
    <name>SwingChart</name>
    <message>
        <source>Expected points through the hand</source>
        <translation>Points attendus au fil de la manche</translation>
    </message>
    <message>
        <source>From {start} at the deal to {end}: luck {luck}, decisions {skill}</source>
        <translation>De {start} à la donne à {end}&#xa0;: chance {luck}, décisions {skill}</translation>
    </message>
    <message>
        <source>No decisions to chart</source>
        <translation>Aucune décision à montrer</translation>
    </message>
    <message>
        <source>at the deal {start} · dotted: luck {luck} · coloured: your decisions {skill} · result {result}</source>
        <translation>à la donne {start} · pointillés&#xa0;: chance {luck} · en couleur&#xa0;: vos décisions {skill} · résultat {result}</translation>
    </message>
</context>
<context>
    <name>TablePreview</name>
    <message>
        <source>{theme} table, cards at {scale} %</source>
        <translation>Table {theme}, cartes à {scale} %</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Knock</source>
        <translation>Frapper</translation>
    </message>
    <message>
        <source>The stock: {count} cards</source>
        <translation>La pioche&#xa0;: {count} cartes</translation>
    </message>
    <message>
        <source>One of the computer&apos;s cards</source>
        <translation>Une des cartes de l&apos;ordinateur</translation>
    </message>
    <message>
        <source>Stock {count}</source>
        <translation>Pioche {count}</translation>
    </message>
    <message>
        <source>The discard pile (empty)</source>
        <translation>La défausse (vide)</translation>
    </message>
    <message>
        <source>Gin!</source>
        <translation>Gin&#xa0;!</translation>
    </message>
    <message>
        <source>Drop the card on your hand to draw it.</source>
        <translation>Lâchez la carte sur votre main pour la piocher.</translation>
    </message>
    <message>
        <source>Drop a card on the discard pile to discard it, or on Knock to knock.</source>
        <translation>Lâchez une carte sur la défausse pour la défausser, ou sur Frapper pour frapper.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Card table</source>
        <translation>Table de jeu</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <source>Classic</source>
        <translation>Classique</translation>
    </message>
    <message>
        <source>Night</source>
        <translation>Nuit</translation>
    </message>
</context>
<context>
    <name>ToolWindows</name>
    <message>
        <source>Only a finished hand can be replayed.</source>
        <translation>Seule une manche terminée peut être rejouée.</translation>
    </message>
    <message>
        <source>A hand can be reviewed once it is over.</source>
        <translation>Une manche peut être analysée une fois terminée.</translation>
    </message>
    <message>
        <source>Gin Rummy {version}
A fair opponent, exact rules.</source>
        <translation>Gin Rummy {version}
Un adversaire loyal, des règles exactes.</translation>
    </message>
    <message>
        <source>{level}: {strength}</source>
        <translation>{level} : {strength}</translation>
    </message>
    <message>
        <source>Saved games and settings: {folder}</source>
        <translation>Parties enregistrées et paramètres&#xa0;: {folder}</translation>
    </message>
    <message>
        <source>Log: {path}</source>
        <translation>Journal&#xa0;: {path}</translation>
    </message>
    <message>
        <source>No log file is written.</source>
        <translation>Aucun fichier journal n&apos;est écrit.</translation>
    </message>
    <message>
        <source>About Gin Rummy</source>
        <translation>À propos de Gin Rummy</translation>
    </message>
    <message>
        <source>Open that folder</source>
        <translation>Ouvrir ce dossier</translation>
    </message>
    <message>
        <source>No file manager opened the folder {folder}. Its path is on the clipboard: paste it into a file window or a terminal.</source>
        <translation>Aucun gestionnaire de fichiers n&apos;a ouvert le dossier {folder}. Son chemin est dans le presse-papiers&#xa0;: collez-le dans une fenêtre de fichiers ou un terminal.</translation>
    </message>
    <message>
        <source>Known cards</source>
        <translation>Cartes connues</translation>
    </message>
</context>
<context>
    <name>TrackerDock</name>
    <message>
        <source>Close the known cards (T)</source>
        <translation>Fermer les cartes connues (T)</translation>
    </message>
    <message>
        <source>Close the known cards</source>
        <translation>Fermer les cartes connues</translation>
    </message>
</context>
<context>
    <name>TrackerPanel</name>
    <message>
        <source>Known cards</source>
        <translation>Cartes connues</translation>
    </message>
    <message>
        <source>yours</source>
        <translation>les vôtres</translation>
    </message>
    <message>
        <source>the computer&apos;s</source>
        <translation>celles de l&apos;ordinateur</translation>
    </message>
    <message>
        <source>discarded</source>
        <translation>défaussées</translation>
    </message>
    <message>
        <source>unseen</source>
        <translation>non vues</translation>
    </message>
    <message>
        <source>in your hand</source>
        <translation>dans votre main</translation>
    </message>
    <message>
        <source>the computer holds it (taken from the pile)</source>
        <translation>l&apos;ordinateur l&apos;a (prise dans la défausse)</translation>
    </message>
    <message>
        <source>in the discard pile</source>
        <translation>dans la défausse</translation>
    </message>
    <message>
        <source>unseen: the stock or the computer&apos;s hand</source>
        <translation>non vue&#xa0;: dans la pioche ou la main de l&apos;ordinateur</translation>
    </message>
    <message>
        <source>Unseen: {count} cards</source>
        <translation>Non vues&#xa0;: {count} cartes</translation>
    </message>
    <message>
        <source>Computer holds (taken from the pile): {cards}</source>
        <translation>L&apos;ordinateur a (prises dans la défausse)&#xa0;: {cards}</translation>
    </message>
    <message>
        <source>Computer passed: {cards}</source>
        <translation>L&apos;ordinateur a passé&#xa0;: {cards}</translation>
    </message>
    <message>
        <source>You: {card}</source>
        <translation>Vous&#xa0;: {card}</translation>
    </message>
    <message>
        <source>Computer: {card}</source>
        <translation>Ordinateur&#xa0;: {card}</translation>
    </message>
    <message>
        <source>Discards, oldest first:</source>
        <translation>Défausses, de la plus ancienne à la plus récente&#xa0;:</translation>
    </message>
</context>
<context>
    <name>TutorPanel</name>
    <message>
        <source>Think again (Esc)</source>
        <translation>Réfléchir encore (Échap)</translation>
    </message>
    <message>
        <source>Take the move back and choose again (Esc)</source>
        <translation>Reprendre le coup et choisir à nouveau (Échap)</translation>
    </message>
    <message>
        <source>Play it anyway (Enter)</source>
        <translation>Jouer quand même (Entrée)</translation>
    </message>
    <message>
        <source>Make the move as it is (Enter)</source>
        <translation>Jouer le coup tel quel (Entrée)</translation>
    </message>
</context>
<context>
    <name>TutorSeat</name>
    <message>
        <source>Think again: the move was not made.</source>
        <translation>Réfléchir encore : le coup n&apos;a pas été joué.</translation>
    </message>
</context>
<context>
    <name>WindowActions</name>
    <message>
        <source>G&amp;ame</source>
        <translation>Pa&amp;rtie</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <source>&amp;Score sheet</source>
        <translation>&amp;Feuille de marque</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>S&amp;tatistiques</translation>
    </message>
    <message>
        <source>&amp;Practice your mistakes…</source>
        <translation>Apprendre de ses &amp;erreurs…</translation>
    </message>
    <message>
        <source>&amp;Undo my last move</source>
        <translation>&amp;Annuler mon dernier coup</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Mute sounds</source>
        <translation>Couper les &amp;sons</translation>
    </message>
    <message>
        <source>V&amp;iew</source>
        <translation>Affic&amp;hage</translation>
    </message>
    <message>
        <source>&amp;Known cards</source>
        <translation>Cartes &amp;connues</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Plein écran</translation>
    </message>
    <message>
        <source>&amp;Options</source>
        <translation>&amp;Options</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Paramètres…</translation>
    </message>
    <message>
        <source>H&amp;elp</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <source>&amp;First game walkthrough</source>
        <translation>&amp;Visite guidée de la première partie</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>À &amp;propos</translation>
    </message>
    <message>
        <source>You cannot knock now.</source>
        <translation>Vous ne pouvez pas frapper maintenant.</translation>
    </message>
    <message>
        <source>Discard {card} and go gin?</source>
        <translation>Défausser {card} et faire Gin&#xa0;?</translation>
    </message>
    <message>
        <source>Discard {card} and knock with {deadwood} deadwood?</source>
        <translation>Défausser {card} et frapper avec {deadwood} points morts&#xa0;?</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Frapper</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Abandon the current game and start a new one?</source>
        <translation>Abandonner la partie en cours et en commencer une nouvelle&#xa0;?</translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <translation>Rejouer cette donne</translation>
    </message>
    <message>
        <source>Leave the current game (it is kept as abandoned) and play this deal again as practice?</source>
        <translation>Quitter la partie en cours (elle est gardée comme abandonnée) et rejouer cette donne pour s&apos;entraîner&#xa0;?</translation>
    </message>
    <message>
        <source>the computer&apos;s cards</source>
        <translation>les cartes de l&apos;ordinateur</translation>
    </message>
    <message>
        <source>your cards</source>
        <translation>vos cartes</translation>
    </message>
    <message>
        <source>Practice: the same deal again, with {seat}. It is not counted in the statistics.</source>
        <translation>Entraînement&#xa0;: la même donne, avec {seat}. Elle ne compte pas dans les statistiques.</translation>
    </message>
    <message>
        <source>Undo is off: turn it on in Options &gt; Settings (games with undo are marked).</source>
        <translation>L&apos;annulation est désactivée&#xa0;: activez-la dans Options &gt; Paramètres (les parties avec annulation sont marquées).</translation>
    </message>
    <message>
        <source>A hint is available when it is your turn.</source>
        <translation>Un conseil est disponible quand c&apos;est à vous de jouer.</translation>
    </message>
    <message>
        <source>Working out a hint…</source>
        <translation>Calcul d&apos;un conseil…</translation>
    </message>
    <message>
        <source>Hint: {reason}</source>
        <translation>Conseil&#xa0;: {reason}</translation>
    </message>
    <message>
        <source>No hint this time: working it out failed (the log has the details).</source>
        <translation>Pas de conseil cette fois&#xa0;: le calcul a échoué (détails dans le journal).</translation>
    </message>
</context>
<context>
    <name>WindowLook</name>
    <message>
        <source>Some card pictures could not be loaded, so the large-index faces or plain cards are shown instead; the game plays as usual. Reinstalling Gin Rummy brings the pictures back. ({error})</source>
        <translation>Certaines images de cartes n&apos;ont pas pu être chargées, des cartes en grand index ou des cartes simples sont donc affichées à la place&#xa0;; le jeu fonctionne comme d&apos;habitude. Réinstaller Gin Rummy rétablit les images. ({error})</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>Your settings could not be saved to {path}, so they last only until Gin Rummy is closed. Is the disk full, or the folder read-only?</source>
        <translation>Vos paramètres n&apos;ont pas pu être enregistrés dans {path}&#xa0;: ils ne dureront que jusqu&apos;à la fermeture de Gin Rummy. Le disque est-il plein, ou le dossier en lecture seule&#xa0;?</translation>
    </message>
    <message>
        <source>The new rules and opponent apply from the next game (Game &gt; New game).</source>
        <translation>Les nouvelles règles et le nouvel adversaire s&apos;appliquent dès la prochaine partie (Partie &gt; Nouvelle partie).</translation>
    </message>
    <message>
        <source>Restart now</source>
        <translation>Redémarrer maintenant</translation>
    </message>
</context>
</TS>
