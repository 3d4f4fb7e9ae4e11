<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name></name>
    <message>
        <source>lay out your melds; your cards are laid off on the knocker&apos;s melds where they fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all 11 cards are in melds: go big gin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>take {card}: it makes the meld {meld}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>take {card}: it fits your hand better than an unknown stock card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pass: {card} does not help your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draw from the stock: {card} does not help your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>discard {card} and go gin: every other card is in a meld</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>discard {card} and knock with {deadwood} deadwood (limit {limit}): a good chance the opponent cannot undercut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a knock with {deadwood} now is often undercut: play on for a lower count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it can leave a meld without raising your deadwood</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>highest unmatched card, no meld chance left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a high unmatched card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no meld chance left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the least useful card for your melds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the opponent is unlikely to use it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>careful: the opponent may use it, but keeping it costs more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>discard {card}: {reasons}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{other} would leave {low} deadwood (this leaves {left}), but the opponent is likely to use it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{other} would leave {low} deadwood (this leaves {left}), but {other} with {partner} can still make a meld</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{other} would leave {low} deadwood (this leaves {left}), but keeping it gives better chances over the next draws</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gin Rummy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the melds shown leave {shown} deadwood, but the knocker must show a lowest-deadwood arrangement ({lowest}); for example {melds}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dead hand: the stock reached the wall and the last discard was not taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dead hand: the stock reached the wall (two cards) without a knock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game bonus, doubled for a shutout (2 × {bonus})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Box bonus (%n hand(s) × {bonus})</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Shutout: the winner&apos;s whole score is doubled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the hand is over ({phase})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not the turn of seat {seat}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} is not in the hand of seat {seat}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} was just taken from the discard pile and cannot be discarded this turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the last discard was taken at the wall, so the player must knock or go gin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>only gin may end this hand and discarding {card} leaves {deadwood} deadwood</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>discarding {card} leaves {deadwood} deadwood, over the knock limit {limit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>big gin is not allowed by these rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>big gin needs all 11 cards in melds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>taking the last discard is allowed only to knock or go gin at once, and that is not possible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>both players passed the upcard, so the non-dealer must draw from the stock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cannot show those melds: {detail}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is {phase} (seat {seat} to act)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Big gin: gin bonus {gin} + big gin bonus {big} + defender&apos;s deadwood {defender}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Big gin: gin bonus {gin} + defender&apos;s deadwood {defender}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gin: gin bonus {gin} + defender&apos;s deadwood {defender}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undercut (a tie is an undercut): undercut bonus {bonus} + ({knocker} − {defender})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undercut: undercut bonus {bonus} + ({knocker} − {defender})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knock: defender&apos;s deadwood {defender} − knocker&apos;s deadwood {knocker}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{reason} = {base}, × {multiplier} for the spade upcard = {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{reason} = {base}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The details are in {path}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No log file could be written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Something went wrong, but your game is safe: every move is saved before it is shown.

{error}

{where}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{setting} {value} is not a whole number from {low} to {high}; reset to {default}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{setting} {value} is not on or off; reset to {default}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{setting} {value} is not one of {choices}; reset to {default}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules {value} are not readable; reset to the Standard rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules {value} are not a set of options; reset to the Standard rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules: {error}; the Standard rules are used as the base.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules: {error}; reset to {default}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules: {error}; {option} reset to {default}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules: {error}; reset to the {title} rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the save file or its folder is read-only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save folder {folder} cannot be written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Not saving: {why} Play on: your moves are kept and saved, in order, as soon as it can be. (%n waiting.)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Not saving: {why} Play on: your moves are kept and saved, in order, as soon as it can be.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Not saving: the disk refuses to write to {folder} (full or read-only). %n change(s) are kept and will be saved when it can.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Not saving: another copy of Gin Rummy is using {folder}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saving: this session&apos;s moves are not saved (see the message above).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its rows cannot be read ({error})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it cannot be replayed ({error})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your own arrangement of the cards in game {game} could not be read ({problem}); the cards are shown in the order they were dealt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved game {game} (started {started}) cannot be loaded: {reason}. It was set aside as damaged; nothing was deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved game {game} cannot be loaded: {reason}. It was set aside as damaged; nothing was deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another copy of Gin Rummy saved games in {folder} while this one could not write there, so the moves of this session cannot be added to those saves. Play continues in this window without saving.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your game cannot be saved right now ({problem}). Play continues: your moves are kept in memory and will be saved as soon as the disk accepts them again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Saving works again: %n waiting change(s) were saved.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The save folder {folder} cannot be made ({reason}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save folder {folder} cannot be written ({reason}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another copy of Gin Rummy (process {pid}) is already using the saves in {folder}. This copy will not save anything; close the other copy to save again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another copy of Gin Rummy is already using the saves in {folder}. This copy will not save anything; close the other copy to save again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A save file cannot be created in {folder} ({reason}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save file {file} cannot be read ({reason}); it was left as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save file {file} is damaged ({reason}) and could not be set aside ({problem}); it was left as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save file was damaged ({reason}) and could not be used. It was kept as {kept}; a new save file was started, so earlier games are not shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save file {file} cannot be written ({reason}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save file {file} could not be updated to this version&apos;s format ({reason}); it was left as it is. Your saved games can be viewed, but this session will not be saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save file {file} is damaged ({reason}); it was left as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save file {file} cannot be read ({reason}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{problem} Play continues: your moves are kept and will be saved, in order, as soon as it can be written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save file {file} was written by a newer version of Gin Rummy (format {found}; this version reads up to {current}). It was left untouched. You can play, but nothing will be saved; update Gin Rummy to continue your saved games.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{problem} You can play, but nothing will be saved in this session.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{reason}. Press Next hand (N) to continue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer lays out its melds and lays off on yours…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer is playing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{opponent_turn} {what_now}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay out your melds: your lay-offs are found for you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the upcard {card} (drag it to your hand, or D) or pass (P).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both passed the upcard: draw from the stock (click it, or S).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw: the stock (S) or the discard from the discard pile (D).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw: the stock (S) or {card} from the discard pile (D).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stock is at the wall: take the discard only to go out (D), or pass (P).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stock is at the wall: take {card} only to go out (D), or pass (P).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer took {taken} and discarded {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer drew from the stock and discarded {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer discarded {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer passed on {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All 11 cards are melded: go Big Gin (G), or discard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You took the last discard: knock or go gin now (drag a card to Knock).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can go Gin: drag the card to Knock (or K).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard (double-click, or drag to the pile), or knock: drag a card to Knock (K).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard a card: double-click it or drag it to the pile. Deadwood {points} with 11 cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hand is over: press Next hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait for the computer to play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} is not in your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the upcard or pass first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First take the upcard or pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw a card first: from the stock or the pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You just took {card} from the pile: discard a different card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You took the last discard at the wall, so you must knock or go gin now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only gin ends this hand, and discarding {card} leaves {left} deadwood.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knocking needs {limit} or less deadwood; discarding {card} leaves {left}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have drawn already: now discard a card (or knock).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both players passed the upcard: draw from the stock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last discard may be taken only to go out at once, and it would not let you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can pass only on the upcard (or on the last discard at the wall).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Big gin needs all 11 cards in melds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These rules have no big gin.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Those melds cannot be shown: {detail}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You draw from the stock ({card})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer draws from the stock ({card})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You take the upcard {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer takes the upcard {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You take the last discard {card} at the wall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer takes the last discard {card} at the wall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You take {card} from the discard pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer takes {card} from the discard pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You go gin, discarding {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer goes gin, discarding {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You knock with {deadwood} deadwood, discarding {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer knocks with {deadwood} deadwood, discarding {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You go big gin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer goes big gin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You lay out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer lays out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You lay out, laying off {cards}, with {deadwood} deadwood</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer lays out, laying off {cards}, with {deadwood} deadwood</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You lay out with {deadwood} deadwood</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer lays out with {deadwood} deadwood</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You pass the last discard ({card})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer passes the last discard ({card})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You pass the upcard ({card})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer passes the upcard ({card})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You discard {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer discards {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{action} — the stock reached the wall: dead hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{action} — the stock reached the wall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the upcard is {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have 11 cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer has 11 cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You deal; {opening}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer deals; {opening}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who}: {label}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final score {mine} to {theirs}, bonuses included: a shutout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final score {mine} to {theirs}, bonuses included</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score: you {mine}, the computer {theirs}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dead hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stock ran out: nobody scores.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You win the knock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You undercut the computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gin! You go out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Big gin! All eleven cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer wins the knock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer undercuts you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer goes gin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer goes big gin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer wins the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{kind}: {sum}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{defender} − {knocker}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>undercut bonus {bonus} + ({knocker} − {defender})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gin bonus {bonus} + {defender}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gin bonus {bonus} + big gin bonus {extra} + {defender}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>({sum}) × {times} for the spade upcard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result: {kind} — You score {points}. {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result: {kind} — Computer scores {points}. {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You won by {difference} (shutout)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You won by {difference}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer won by {difference} (shutout)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer won by {difference}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card}, in your hand, part of a run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card}, in your hand, part of a set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card}, in your hand, deadwood</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card}, in your hand, {role}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card}, on top of the discard pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card}, in the discard pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card}, laid out on the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your hand: {count} cards. In melds: {melded}. Deadwood: {deadwood}, {points}. Discard pile top: {top}. Stock: {stock} cards. The computer holds {computer_count} cards. Score: you {mine}, computer {theirs}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Discard pile: %n card(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>First game walkthrough</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{step} of {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Welcome to Gin Rummy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You play the computer: make melds (three or four of a kind, or runs of three or more in a suit) and get your deadwood — the cards in no meld — low enough to knock. This tour shows where everything is; it takes half a minute.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards in your best melds are outlined in colour. Drag a card along the hand to move it, or choose an order under &lt;b&gt;Sort hand&lt;/b&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag the stock or the top card of the discard pile into your hand, or click it. At the start of a hand you may take the upcard or press &lt;b&gt;Pass&lt;/b&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drag a card onto the discard pile, or double-click it. While you drag, the place the card would go is outlined: green when the move is allowed, red when it is not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When your deadwood is at or below the knock limit, drag the card to discard onto the Knock area. With no deadwood left that is gin.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your count and the score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The panel shows the score, your deadwood as you play and the buttons for each move. &lt;b&gt;Hint&lt;/b&gt; (H) suggests one; the status line at the bottom always says what you can do.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It plays at the top and sees only what its seat may see. After each hand both hands are laid out, lay-offs fly onto the knocker&apos;s melds and the result shows beside the piles.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game saves after every move: close it at any time and go on later. &lt;b&gt;Help › Rules&lt;/b&gt; has the full rules and every key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>After %n hand(s): you {you}, the computer {computer}</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s), latest {value}</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %n hand(s) to {path}</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Cards</name>
    <message>
        <source>{rank} of {suit}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>two</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>three</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>four</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>five</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>six</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>seven</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>eight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ten</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>jack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>king</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>clubs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hearts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spades</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DiscardPileDialog</name>
    <message>
        <source>Discard pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The discard pile is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} cards, oldest first; the last one is on top.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>upcard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card}, discarded by you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card}, discarded by computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card}, the upcard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} · on top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Look only: this game is being played in another Gin Rummy window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You won the game {winner} to {loser}. Press New game (N) to play again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer won the game {winner} to {loser}. Press New game (N) to play again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer plays once you close the walkthrough.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look only: another copy of Gin Rummy is playing this game, so moves here are refused (they would show cards still hidden there). Play in the other window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to undo: the hand is not being played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have not moved yet in this hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a discard can be taken back: you have seen the card you drew.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move taken back. {prompt}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over: start a new game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hand is still being played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer player failed ({error}); it will make the first legal move.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>GinRummy</name>
    <message>
        <source>Knock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undercut</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Big gin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dead hand</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Levels</name>
    <message>
        <source>Easy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medium</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plays by plain deadwood, knocks as soon as it may and sometimes throws away a card it should keep.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looks one draw ahead: keeps promising cards and avoids risky late knocks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Also reads your discards and pick-ups, avoids feeding your melds and times its knocks carefully.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plays each choice out many times against the hands you may hold: the strongest level, a little slower to move.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Gin Rummy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card pictures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some card pictures could not be loaded, so plain cards are shown; the game plays as usual. Reinstalling Gin Rummy brings the pictures back.

{error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo my last move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Known cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;First game walkthrough</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Known cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cannot knock now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard {card} and go gin?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard {card} and knock with {deadwood} deadwood?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Abandon the current game and start a new one?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a finished hand can be replayed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo is off: turn it on in Options &gt; Settings (games with undo are marked).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A hint is available when it is your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your settings could not be saved to {path}, so they last only until Gin Rummy is closed. Is the disk full, or the folder read-only?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The new rules and opponent apply from the next game (Game &gt; New game).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gin Rummy {version}
A fair opponent, exact rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved games and settings: {folder}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log: {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No log file is written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Gin Rummy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open that folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No file manager opened the folder {folder}. Its path is on the clipboard: paste it into a file window or a terminal.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NoticeRow</name>
    <message>
        <source>Close this message</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message>
        <source>Verified: the deal was fixed before play began</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Does not match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay of hand {hand}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What happened</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fair deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verify</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fingerprint shown when dealt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secret</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deck order (top first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This hand was dealt by an earlier version, without a secret: it has no fingerprint to check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You — {count} cards, {deadwood} deadwood</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer — {count} cards, {deadwood} deadwood</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stock: {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step {step} of {last}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the deck order cannot be read ({error})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this is not the deck order the hand was played with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this deck and secret give {fingerprint}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message>
        <source>Your deadwood</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer&apos;s deadwood</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <source>Standard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classic, high bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knock limit 0: only gin ends a hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knock limit {n}: knock with at most {n} deadwood</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gin bonus {gin}, undercut bonus {undercut}, box bonus {box} per hand won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game to {target} points, game bonus {bonus}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No big gin: eleven melded cards must still discard to go out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Big gin scores {n} more than gin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shutout: the winner&apos;s whole final score is doubled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The winner of a hand deals the next one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Eleven-card opening: the non-dealer gets 11 cards, no upcard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the wall the last discard may be taken, only to go out at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Oklahoma: the first upcard sets the knock limit (ace: gin only) and a spade upcard doubles the hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Straight gin: no knocking, only gin or big gin ends a hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in these rules only gin ends a hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in these rules the first upcard sets it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} in these rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules in force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change them under Options, Settings; changes apply from the next game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One pack of 52 cards, no jokers, two players. Aces are always low: the order is A 2 3 4 5 6 7 8 9 10 J Q K. For counting, an ace is worth 1, number cards their number, and jacks, queens and kings 10 each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Melds and deadwood</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A &lt;b&gt;meld&lt;/b&gt; is either a set of three or four cards of one rank (three sevens), or a run of three or more cards of one suit in sequence (4♥ 5♥ 6♥). Aces are low, so A-2-3 is a run but Q-K-A and K-A-2 are not. A card can belong to only one meld at a time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every card outside your melds is &lt;b&gt;deadwood&lt;/b&gt;; your deadwood count is the total of their values. Your melds are always arranged for the lowest count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deal and the first upcard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player gets ten cards. The next card is turned face up as the &lt;b&gt;upcard&lt;/b&gt; and starts the discard pile; the rest, face down, is the &lt;b&gt;stock&lt;/b&gt;. The player who did not deal may take the upcard or pass; after a pass the dealer may take it or pass; if both pass, the non-dealer begins by drawing from the stock. Whoever takes that first card discards, and the other player goes next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw one card, from the top of the stock or the top of the discard pile, then discard one card face up. A card just taken from the pile may not be thrown straight back. Instead of a plain discard you may knock, on any turn, even the first; you never have to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knocking and lay-offs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may knock when, after your discard, your deadwood is no more than the knock limit ({limit}). You lay down your melds with the deadwood beside them and the hand ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The other player, the defender, lays down their own melds and may &lt;b&gt;lay off&lt;/b&gt; deadwood onto yours: a fourth card onto a set, or cards that extend a run at either end. Lay-offs can chain: once 8♥ joins 5♥ 6♥ 7♥, the 9♥ may follow. The game finds the defender&apos;s best lay-offs. The knocker never lays off, and nobody lays off on gin.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gin and big gin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knocking with no deadwood at all is &lt;b&gt;gin&lt;/b&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Big gin&lt;/b&gt;: when all eleven cards you hold after drawing form melds, you may go out without discarding. It scores as gin plus an extra bonus ({n} in these rules). Big gin is {state} in these rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoring a hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Knock&lt;/b&gt;: when the defender&apos;s deadwood, after lay-offs, is higher than the knocker&apos;s, the knocker scores the difference.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Undercut&lt;/b&gt;: when the defender&apos;s deadwood is equal to the knocker&apos;s or lower, the defender scores the difference plus the undercut bonus ({n} here). A tie is an undercut.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Gin&lt;/b&gt;: the player who went gin scores the gin bonus ({n} here) plus all of the opponent&apos;s deadwood. Gin is never undercut, even when the opponent has no deadwood either.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The wall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last two cards of the stock are never drawn. When only two are left and the player who drew before them discards without knocking, the hand is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With the usual rule the hand is then dead: nobody scores and the same dealer deals again. With the other rule the opponent may still take that last discard, but only to knock or go gin at once; otherwise the hand is dead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hands are played until someone&apos;s total reaches the target ({target} here). The winner adds the game bonus ({bonus} here).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Shutout&lt;/b&gt;: when the loser scored nothing in the whole game, the game bonus is doubled; with the other shutout rule the winner&apos;s whole final score is doubled instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Box bonus&lt;/b&gt;: at the end each player adds the box bonus ({n} here) for every hand they won. It comes only at the end and never counts towards the target. A game&apos;s result is both final totals and their difference.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The next hand is usually dealt by the other player; with the other option the winner of the hand deals. After a dead hand the same dealer deals again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Variants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Oklahoma&lt;/b&gt;: the value of each hand&apos;s first upcard is that hand&apos;s knock limit (picture cards 10); an ace means only gin ends the hand, and a spade doubles every score of the hand. It needs the upcard opening.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Straight gin&lt;/b&gt;: no knocking at all; only gin or big gin ends a hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Eleven-card opening&lt;/b&gt;: the non-dealer is dealt eleven cards and the dealer ten, with no upcard. The non-dealer begins by discarding (and may knock or go big gin with the dealt cards), then the dealer plays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You sit at the bottom, the computer at the top. The stock and the discard pile are in the middle with the &lt;b&gt;Knock&lt;/b&gt; area beside them. The status line always says what you can do now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Draw&lt;/b&gt;: drag the stock or the top card of the discard pile into your hand (or click it). At the start of a hand you may take the upcard or press &lt;b&gt;Pass&lt;/b&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard&lt;/b&gt;: drag a card onto the discard pile, or double-click it. While you drag, the place the card would go is outlined: green when the move is allowed, red when it is not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Knock&lt;/b&gt;: drag the card to discard onto the Knock area, or select it and press Knock. With no deadwood left that is gin. With eleven cards all in melds, press &lt;b&gt;Big Gin&lt;/b&gt;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Your hand&lt;/b&gt;: cards in your best melds are outlined in colour. Drag a card along the hand to move it, or pick an order in the &lt;b&gt;Sort&lt;/b&gt; list (your own order, melds first, by rank, by suit).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Deadwood&lt;/b&gt;: the panel on the right shows your deadwood count as you play; at or below the knock limit you may knock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;After the hand&lt;/b&gt;: both hands are laid out as melds and deadwood, lay-offs are outlined in gold and the result is shown on the table. Press &lt;b&gt;Next hand&lt;/b&gt; to go on. The &lt;b&gt;Score sheet&lt;/b&gt; lists every hand&apos;s points and why, the running totals and the final bonuses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>take the upcard or the top discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>pass the upcard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>knock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>big gin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>next hand (a new game once the game is over)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>look through the discard pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>select a card in your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shift+← →</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>move the selected card along your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>discard the selected card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>show or hide the cards you know the computer holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>take back your last move (when Settings allow it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>full screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your first game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is saved after every move: close it at any time and go on later.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RulesHelpDialog</name>
    <message>
        <source>Gin Rummy rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First game walkthrough</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Help pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Score chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You {total} final, with bonuses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer {total} final, with bonuses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After hand {hand}: you {you}, the computer {computer}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game {target}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoreSheetDialog</name>
    <message>
        <source>Replay hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay the selected hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a hand in the sheet to replay it (or double-click its row)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay hand {hand} step by step, both hands face up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boxes (hands won): you {mine}, computer {theirs}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restore defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preset:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knock limit (most deadwood, 0–10):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gin bonus (0–100):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undercut bonus (0–100):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Big gin extra bonus (0–100):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Box bonus per hand won (0–100):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game bonus (0–100):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game target (50–500):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How a hand goes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Big gin (all 11 cards melded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Oklahoma (the first upcard sets the knock limit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Straight gin (only gin ends a hand)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next dealer:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Players take turns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The winner of the hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opening:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>10 cards each and an upcard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>11 cards to the non-dealer, no upcard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the wall:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hand is dead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last discard may be taken to go out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shutout:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game bonus doubled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner&apos;s whole score doubled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule changes apply from the next game. Help › Rules explains each one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer level: {level}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new level plays from the next game; the statistics keep each level apart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer&apos;s pace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Brisk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relaxed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How long each of the computer&apos;s moves stays on the table before its next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer&apos;s pace:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How long each of the computer&apos;s moves stays on the table before its next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animation speed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How fast the cards move. Off follows the desktop&apos;s wish for less motion until you choose.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Purple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card back:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Four-colour deck (clubs green, diamonds blue)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Theme:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grey</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table colour:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Night dims the table and darkens the windows; high contrast shows a black table with bright outlines in either.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preview of the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While you play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask before knocking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allow undoing a move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A knock ends the hand: a question first catches a slip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Z takes back your last move. Games with an undo are marked in the statistics.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System ({language})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A new language is used from the next start of Gin Rummy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These rules cannot be used: {error}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>My order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Melds first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By rank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By suit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A fingerprint of this deal: the shuffled deck with a secret, fixed before play began. After the hand, Replay hand shows the deck and the secret so you can check it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Knock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Big &amp;Gin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score &amp;sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard pile (&amp;V)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sort hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Knock with the selected card (or drag a card onto Knock)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deadwood: {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game to {target} · knock at {limit} or less</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal fingerprint: {fingerprint}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final score, bonuses included</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand {hand} · dealer: you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand {hand} · dealer: the computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game to {target} · gin only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>spade upcard: scores doubled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer: {level}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>after the best discard: {points}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Gin!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>No finished games yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too many games for a bar each: a bar is the average of about {count} games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Summary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Statistics pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Totals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the history as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Totals per level and rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Win %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hands
won</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undercuts
given</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undercuts
taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Avg points
per hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Best
streak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current
streak</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points difference per game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Win rate over time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Points difference per finished game (final totals)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Win rate over time (running %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Result</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Score sheet of the selected game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a game to see its score sheet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Selected game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Counting your saved games…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finished games: {games}, won {won} ({rate}). Hands: {hands}. Gins: {gins}. Best streak: {best}, current streak: {current}. Games with undo: {undo}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Won (shutout)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost (shutout)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>with undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This game cannot be loaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game {id}, {date}: score sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the game history</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The history could not be written to {path}: {error}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TablePreview</name>
    <message>
        <source>{theme} table, cards at {scale} %</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Knock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stock: {count} cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One of the computer&apos;s cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stock {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The discard pile (empty)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gin!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop the card on your hand to draw it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop a card on the discard pile to discard it, or on Knock to knock.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Card table</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <source>Classic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Night</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrackerDock</name>
    <message>
        <source>Close the known cards (T)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the known cards</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TrackerPanel</name>
    <message>
        <source>Known cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the computer&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>discarded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unseen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the computer holds it (taken from the pile)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in the discard pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unseen: the stock or the computer&apos;s hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unseen: {count} cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer holds (taken from the pile): {cards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer passed: {cards}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You: {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer: {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discards, oldest first:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
