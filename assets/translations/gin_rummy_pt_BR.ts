<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt_BR">
<context>
    <name></name>
    <message>
        <source>lay out your melds; your cards are laid off on the knocker&apos;s melds where they fit</source>
        <translation>baixe suas combinações; suas cartas são encaixadas nas combinações de quem bateu onde couberem</translation>
    </message>
    <message>
        <source>all 11 cards are in melds: go big gin</source>
        <translation>as 11 cartas estão combinadas: faça Big Gin</translation>
    </message>
    <message>
        <source>take {card}: it makes the meld {meld}</source>
        <translation>pegue {card}: forma a combinação {meld}</translation>
    </message>
    <message>
        <source>take {card}: it fits your hand better than an unknown stock card</source>
        <translation>pegue {card}: combina melhor com sua mão do que uma carta desconhecida do monte</translation>
    </message>
    <message>
        <source>pass</source>
        <translation>passar</translation>
    </message>
    <message>
        <source>pass: {card} does not help your hand</source>
        <translation>passar: {card} não ajuda sua mão</translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation>comprar do monte</translation>
    </message>
    <message>
        <source>playing on is worth about {points} points more than a knock with {deadwood} now</source>
        <translation>continuar jogando vale cerca de {points} pontos a mais do que bater agora com {deadwood}</translation>
    </message>
    <message>
        <source>draw from the stock: {card} does not help your hand</source>
        <translation>comprar do monte: {card} não ajuda sua mão</translation>
    </message>
    <message>
        <source>discard {card} and go gin: every other card is in a meld</source>
        <translation>descarte {card} e faça Gin: todas as outras cartas estão em combinações</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>it can leave a meld without raising your deadwood</source>
        <translation>ela pode sair de uma combinação sem aumentar seus pontos soltos</translation>
    </message>
    <message>
        <source>highest unmatched card, no meld chance left</source>
        <translation>a carta solta mais alta, sem chance de combinação</translation>
    </message>
    <message>
        <source>a high unmatched card</source>
        <translation>uma carta solta alta</translation>
    </message>
    <message>
        <source>no meld chance left</source>
        <translation>sem chance de combinação</translation>
    </message>
    <message>
        <source>the least useful card for your melds</source>
        <translation>a carta menos útil para suas combinações</translation>
    </message>
    <message>
        <source>the opponent is unlikely to use it</source>
        <translation>é pouco provável que o adversário a use</translation>
    </message>
    <message>
        <source>careful: the opponent may use it, but keeping it costs more</source>
        <translation>cuidado: o adversário pode usá-la, mas ficar com ela custa mais</translation>
    </message>
    <message>
        <source>discard {card}: {reasons}</source>
        <translation>descarte {card}: {reasons}</translation>
    </message>
    <message>
        <source>discard {card} and knock with {deadwood} deadwood (limit {limit}): knocking now is worth more than playing on</source>
        <translation>descarte {card} e bata com {deadwood} pontos soltos (limite {limit}): bater agora vale mais do que continuar jogando</translation>
    </message>
    <message>
        <source>{other} is about as good</source>
        <translation>{other} é quase tão bom</translation>
    </message>
    <message>
        <source>{other} would leave {low} deadwood (this leaves {left}), but the opponent is likely to use it</source>
        <translation>{other} deixaria {low} pontos soltos (esta deixa {left}), mas o adversário provavelmente vai usá-la</translation>
    </message>
    <message>
        <source>{other} would leave {low} deadwood (this leaves {left}), but {other} with {partner} can still make a meld</source>
        <translation>{other} deixaria {low} pontos soltos (esta deixa {left}), mas {other} ainda pode formar uma combinação com {partner}</translation>
    </message>
    <message>
        <source>{other} would leave {low} deadwood (this leaves {left}), but keeping it gives better chances over the next draws</source>
        <translation>{other} deixaria {low} pontos soltos (esta deixa {left}), mas ficar com ela dá mais chances nas próximas compras</translation>
    </message>
    <message>
        <source>the melds shown leave {shown} deadwood, but the knocker must show a lowest-deadwood arrangement ({lowest}); for example {melds}</source>
        <translation>as combinações mostradas deixam {shown} pontos soltos, mas quem bate deve mostrar uma arrumação com a menor contagem ({lowest}); por exemplo {melds}</translation>
    </message>
    <message>
        <source>Dead hand: the stock reached the wall and the last discard was not taken</source>
        <translation>Mão morta: o monte chegou ao muro e o último descarte não foi pego</translation>
    </message>
    <message>
        <source>Dead hand: the stock reached the wall (two cards) without a knock</source>
        <translation>Mão morta: o monte chegou ao muro (duas cartas) sem ninguém bater</translation>
    </message>
    <message>
        <source>Game bonus, doubled for a shutout (2 × {bonus})</source>
        <translation>Bônus de partida, dobrado pela lavada (2 × {bonus})</translation>
    </message>
    <message>
        <source>Game bonus</source>
        <translation>Bônus de partida</translation>
    </message>
    <message numerus="yes">
        <source>Box bonus (%n hand(s) × {bonus})</source>
        <translation>
            <numerusform>Bônus por mão (%n mão vencida × {bonus})</numerusform>
            <numerusform>Bônus por mão (%n mãos vencidas × {bonus})</numerusform>
        </translation>
    </message>
    <message>
        <source>Shutout: the winner&apos;s whole score is doubled</source>
        <translation>Lavada: a pontuação inteira do vencedor é dobrada</translation>
    </message>
    <message>
        <source>Big gin: gin bonus {gin} + big gin bonus {big} + defender&apos;s deadwood {defender}</source>
        <translation>Big Gin: bônus de Gin {gin} + bônus de Big Gin {big} + pontos soltos do defensor {defender}</translation>
    </message>
    <message>
        <source>Big gin: gin bonus {gin} + defender&apos;s deadwood {defender}</source>
        <translation>Big Gin: bônus de Gin {gin} + pontos soltos do defensor {defender}</translation>
    </message>
    <message>
        <source>Gin: gin bonus {gin} + defender&apos;s deadwood {defender}</source>
        <translation>Gin: bônus de Gin {gin} + pontos soltos do defensor {defender}</translation>
    </message>
    <message>
        <source>Undercut (a tie is an undercut): undercut bonus {bonus} + ({knocker} − {defender})</source>
        <translation>Contra-batida (empate é contra-batida): bônus de contra-batida {bonus} + ({knocker} − {defender})</translation>
    </message>
    <message>
        <source>Undercut: undercut bonus {bonus} + ({knocker} − {defender})</source>
        <translation>Contra-batida: bônus de contra-batida {bonus} + ({knocker} − {defender})</translation>
    </message>
    <message>
        <source>Knock: defender&apos;s deadwood {defender} − knocker&apos;s deadwood {knocker}</source>
        <translation>Batida: pontos soltos do defensor {defender} − pontos soltos de quem bateu {knocker}</translation>
    </message>
    <message>
        <source>{reason} = {base}, × {multiplier} for the spade upcard = {points}</source>
        <translation>{reason} = {base}, × {multiplier} pela carta virada de espadas = {points}</translation>
    </message>
    <message>
        <source>{reason} = {base}</source>
        <translation>{reason} = {base}</translation>
    </message>
    <message>
        <source>The details are in {path}.</source>
        <translation>Os detalhes estão em {path}.</translation>
    </message>
    <message>
        <source>No log file could be written.</source>
        <translation>Não foi possível gravar nenhum arquivo de registro.</translation>
    </message>
    <message>
        <source>Something went wrong, but your game is safe: every move is saved before it is shown.

{error}

{where}</source>
        <translation>Algo deu errado, mas seu jogo está seguro: cada jogada é salva antes de ser mostrada.

{error}

{where}</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n ponto</numerusform>
            <numerusform>%n pontos</numerusform>
        </translation>
    </message>
    <message>
        <source>{setting} {value} is not a whole number from {low} to {high}; reset to {default}.</source>
        <translation>{setting} {value} não é um número inteiro de {low} a {high}; voltou para {default}.</translation>
    </message>
    <message>
        <source>{setting} {value} is not on or off; reset to {default}.</source>
        <translation>{setting} {value} não é ligado nem desligado; voltou para {default}.</translation>
    </message>
    <message>
        <source>on</source>
        <translation>ligado</translation>
    </message>
    <message>
        <source>off</source>
        <translation>desligado</translation>
    </message>
    <message>
        <source>{setting} {value} is not one of {choices}; reset to {default}.</source>
        <translation>{setting} {value} não é um de {choices}; voltou para {default}.</translation>
    </message>
    <message>
        <source>Rules {value} are not readable; reset to the Standard rules.</source>
        <translation>As regras {value} não podem ser lidas; voltaram para as regras padrão.</translation>
    </message>
    <message>
        <source>Rules {value} are not a set of options; reset to the Standard rules.</source>
        <translation>As regras {value} não são um conjunto de opções; voltaram para as regras padrão.</translation>
    </message>
    <message>
        <source>Rules: {error}; the Standard rules are used as the base.</source>
        <translation>Regras: {error}; as regras padrão são usadas como base.</translation>
    </message>
    <message>
        <source>Rules: {error}; reset to {default}.</source>
        <translation>Regras: {error}; voltou para {default}.</translation>
    </message>
    <message>
        <source>Rules: {error}; {option} reset to {default}.</source>
        <translation>Regras: {error}; {option} voltou para {default}.</translation>
    </message>
    <message>
        <source>Rules: {error}; reset to the {title} rules.</source>
        <translation>Regras: {error}; voltaram para as regras “{title}”.</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>o disco está cheio</translation>
    </message>
    <message>
        <source>the save file or its folder is read-only</source>
        <translation>o arquivo de jogos salvos ou a pasta dele é somente leitura</translation>
    </message>
    <message>
        <source>The key that seals the deck of a hand in progress could not be used ({problem}). It was kept as {kept} and a new key was made; a hand in progress sealed with the old key cannot be resumed, finished hands are not affected.</source>
        <translation>A chave que lacra o baralho de uma mão em andamento não pôde ser usada ({problem}). Ela foi guardada como {kept} e uma nova chave foi criada; uma mão em andamento lacrada com a chave antiga não pode ser retomada, as mãos terminadas não são afetadas.</translation>
    </message>
    <message>
        <source>The save folder {folder} cannot be written.</source>
        <translation>Não é possível gravar na pasta de jogos salvos {folder}.</translation>
    </message>
    <message numerus="yes">
        <source>Not saving: {why} Play on: your moves are kept and saved, in order, as soon as it can be. (%n waiting.)</source>
        <translation>
            <numerusform>Não está salvando: {why} Continue jogando: suas jogadas ficam guardadas e serão salvas, em ordem, assim que possível. (%n aguardando.)</numerusform>
            <numerusform>Não está salvando: {why} Continue jogando: suas jogadas ficam guardadas e serão salvas, em ordem, assim que possível. (%n aguardando.)</numerusform>
        </translation>
    </message>
    <message>
        <source>Not saving: {why} Play on: your moves are kept and saved, in order, as soon as it can be.</source>
        <translation>Não está salvando: {why} Continue jogando: suas jogadas ficam guardadas e serão salvas, em ordem, assim que possível.</translation>
    </message>
    <message numerus="yes">
        <source>Not saving: the disk refuses to write to {folder} (full or read-only). %n change(s) are kept and will be saved when it can.</source>
        <translation>
            <numerusform>Não está salvando: o disco se recusa a gravar em {folder} (cheio ou somente leitura). %n alteração está guardada e será salva assim que possível.</numerusform>
            <numerusform>Não está salvando: o disco se recusa a gravar em {folder} (cheio ou somente leitura). %n alterações estão guardadas e serão salvas assim que possível.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not saving: another copy of Gin Rummy is using {folder}.</source>
        <translation>Não está salvando: outra cópia do Gin Rummy está usando {folder}.</translation>
    </message>
    <message>
        <source>Not saving: this session&apos;s moves are not saved (see the message above).</source>
        <translation>Não está salvando: as jogadas desta sessão não são salvas (veja a mensagem acima).</translation>
    </message>
    <message>
        <source>its saved records are damaged</source>
        <translation>os dados salvos dele estão danificados</translation>
    </message>
    <message>
        <source>its saved moves no longer make a game the rules allow</source>
        <translation>as jogadas salvas dele já não formam uma partida permitida pelas regras</translation>
    </message>
    <message>
        <source>The saved games cannot be read: the save file is damaged.</source>
        <translation>Não é possível ler as partidas salvas: o arquivo de salvamento está danificado.</translation>
    </message>
    <message>
        <source>The save file {file} failed its check ({reason}). Play goes on; at the next start it is checked again and, if it is damaged, set aside (nothing is deleted).</source>
        <translation>O arquivo de jogos salvos {file} não passou na verificação ({reason}). O jogo continua; na próxima inicialização ele será verificado de novo e, se estiver danificado, separado (nada é apagado).</translation>
    </message>
    <message>
        <source>Your own arrangement of the cards in game {game} could not be read ({problem}); the cards are shown in the order they were dealt.</source>
        <translation>Não foi possível ler a sua arrumação das cartas no jogo {game} ({problem}); as cartas são mostradas na ordem em que foram dadas.</translation>
    </message>
    <message>
        <source>the key file {file} is missing or cannot be read</source>
        <translation>o arquivo de chave {file} está ausente ou não pode ser lido</translation>
    </message>
    <message>
        <source>the key it was sealed with is not the one in {file} (that file was deleted, replaced or damaged)</source>
        <translation>a chave com que ela foi lacrada não é a de {file} (esse arquivo foi excluído, substituído ou danificado)</translation>
    </message>
    <message>
        <source>its sealed deck is damaged</source>
        <translation>seu baralho lacrado está danificado</translation>
    </message>
    <message>
        <source>Hand {hand} of game {game}, which was in progress, cannot be resumed: {reason}. The game and its finished hands are kept (nothing was deleted) and a new game starts.</source>
        <translation>A mão {hand} do jogo {game}, que estava em andamento, não pode ser retomada: {reason}. O jogo e suas mãos terminadas são mantidos (nada foi apagado) e um novo jogo começa.</translation>
    </message>
    <message>
        <source>Saved game {game} (started {started}) cannot be loaded: {reason}. It was set aside as damaged; nothing was deleted.</source>
        <translation>O jogo salvo {game} (iniciado em {started}) não pode ser carregado: {reason}. Ele foi separado como danificado; nada foi apagado.</translation>
    </message>
    <message>
        <source>Saved game {game} cannot be loaded: {reason}. It was set aside as damaged; nothing was deleted.</source>
        <translation>O jogo salvo {game} não pode ser carregado: {reason}. Ele foi separado como danificado; nada foi apagado.</translation>
    </message>
    <message>
        <source>Moves kept from an earlier session on a full disk could not be added to your saves ({why}). They were kept as {kept}; nothing was deleted.</source>
        <translation>Jogadas guardadas em uma sessão anterior em um disco cheio não puderam ser adicionadas aos seus jogos salvos ({why}). Elas foram mantidas como {kept}; nada foi apagado.</translation>
    </message>
    <message>
        <source>the saves changed since</source>
        <translation>os jogos salvos mudaram desde então</translation>
    </message>
    <message>
        <source>Another copy of Gin Rummy saved games in {folder} while this one could not write there, so the moves of this session cannot be added to those saves. Play continues in this window without saving.</source>
        <translation>Outra cópia do Gin Rummy salvou jogos em {folder} enquanto esta não conseguia gravar lá, então as jogadas desta sessão não podem ser acrescentadas a esses jogos salvos. O jogo continua nesta janela sem salvar.</translation>
    </message>
    <message>
        <source>Your game cannot be saved right now ({problem}). Play continues: your moves are kept in memory and will be saved as soon as the disk accepts them again.</source>
        <translation>Seu jogo não pode ser salvo agora ({problem}). O jogo continua: suas jogadas ficam na memória e serão salvas assim que o disco voltar a aceitá-las.</translation>
    </message>
    <message numerus="yes">
        <source>Saving works again: %n waiting change(s) were saved.</source>
        <translation>
            <numerusform>O salvamento voltou a funcionar: %n alteração pendente foi salva.</numerusform>
            <numerusform>O salvamento voltou a funcionar: %n alterações pendentes foram salvas.</numerusform>
        </translation>
    </message>
    <message>
        <source>The disk holding your saves ({folder}) is nearly full: a new hand may not fit. Your moves are kept and saved as soon as there is room; free some space on that disk.</source>
        <translation>O disco dos seus jogos salvos ({folder}) está quase cheio: uma nova mão pode não caber. Suas jogadas são guardadas e salvas assim que houver espaço; libere algum espaço nesse disco.</translation>
    </message>
    <message>
        <source>could not be read</source>
        <translation>não pôde ser lida</translation>
    </message>
    <message>
        <source>did not match the game&apos;s saved moves</source>
        <translation>não correspondia às jogadas salvas da partida</translation>
    </message>
    <message>
        <source>The table saved with game {game} {reason}, so it was set up again from the game&apos;s moves. Every move is kept; nothing was deleted.</source>
        <translation>A mesa salva com a partida {game} {reason}, então ela foi montada de novo a partir das jogadas da partida. Todas as jogadas foram mantidas; nada foi apagado.</translation>
    </message>
    <message>
        <source>The save folder {folder} cannot be made ({reason}).</source>
        <translation>Não é possível criar a pasta de jogos salvos {folder} ({reason}).</translation>
    </message>
    <message>
        <source>The save folder {folder} cannot be written ({reason}).</source>
        <translation>Não é possível gravar na pasta de jogos salvos {folder} ({reason}).</translation>
    </message>
    <message>
        <source>Another copy of Gin Rummy (process {pid}) is already using the saves in {folder}. This copy will not save anything; close the other copy to save again.</source>
        <translation>Outra cópia do Gin Rummy (processo {pid}) já está usando os jogos salvos em {folder}. Esta cópia não vai salvar nada; feche a outra cópia para voltar a salvar.</translation>
    </message>
    <message>
        <source>Another copy of Gin Rummy is already using the saves in {folder}. This copy will not save anything; close the other copy to save again.</source>
        <translation>Outra cópia do Gin Rummy já está usando os jogos salvos em {folder}. Esta cópia não vai salvar nada; feche a outra cópia para voltar a salvar.</translation>
    </message>
    <message>
        <source>A save file cannot be created in {folder} ({reason}).</source>
        <translation>Não é possível criar um arquivo de jogos salvos em {folder} ({reason}).</translation>
    </message>
    <message>
        <source>The save file {file} cannot be read ({reason}); it was left as it is.</source>
        <translation>O arquivo de jogos salvos {file} não pode ser lido ({reason}); ele foi deixado como estava.</translation>
    </message>
    <message>
        <source>The save file {file} is damaged ({reason}) and could not be set aside ({problem}); it was left as it is.</source>
        <translation>O arquivo de jogos salvos {file} está danificado ({reason}) e não pôde ser separado ({problem}); ele foi deixado como estava.</translation>
    </message>
    <message>
        <source>The save file was damaged ({reason}) and could not be used. It was kept as {kept}; a new save file was started, so earlier games are not shown.</source>
        <translation>O arquivo de jogos salvos estava danificado ({reason}) e não pôde ser usado. Ele foi guardado como {kept}; um novo arquivo foi iniciado, por isso os jogos anteriores não aparecem.</translation>
    </message>
    <message>
        <source>The save file {file} cannot be written ({reason}).</source>
        <translation>Não é possível gravar no arquivo de jogos salvos {file} ({reason}).</translation>
    </message>
    <message>
        <source>The format number of the save file {file} was damaged ({found}); its tables are exactly those of format {format}, so it was repaired and your games are kept.</source>
        <translation>O número de formato do arquivo de jogos salvos {file} estava danificado ({found}); suas tabelas são exatamente as do formato {format}, então ele foi reparado e seus jogos foram mantidos.</translation>
    </message>
    <message>
        <source>The save file {file} could not be updated to this version&apos;s format ({reason}); it was left as it is. Your saved games can be viewed, but this session will not be saved.</source>
        <translation>O arquivo de jogos salvos {file} não pôde ser atualizado para o formato desta versão ({reason}); ele foi deixado como estava. Seus jogos salvos podem ser vistos, mas esta sessão não será salva.</translation>
    </message>
    <message>
        <source>The save file {file} is damaged ({reason}); it was left as it is.</source>
        <translation>O arquivo de jogos salvos {file} está danificado ({reason}); ele foi deixado como estava.</translation>
    </message>
    <message>
        <source>The save file {file} cannot be read ({reason}).</source>
        <translation>O arquivo de jogos salvos {file} não pode ser lido ({reason}).</translation>
    </message>
    <message>
        <source>{problem} Play continues: your moves are kept and will be saved, in order, as soon as it can be written.</source>
        <translation>{problem} O jogo continua: suas jogadas ficam guardadas e serão salvas, em ordem, assim que for possível gravar.</translation>
    </message>
    <message>
        <source>The save file {file} was written by a newer version of Gin Rummy (format {found}; this version reads up to {current}). It was left untouched. You can play, but nothing will be saved; update Gin Rummy to continue your saved games.</source>
        <translation>O arquivo de jogos salvos {file} foi gravado por uma versão mais nova do Gin Rummy (formato {found}; esta versão lê até o {current}). Ele não foi alterado. Você pode jogar, mas nada será salvo; atualize o Gin Rummy para continuar seus jogos salvos.</translation>
    </message>
    <message>
        <source>The save folder {folder} cannot be used ({reason}).</source>
        <translation>A pasta de jogos salvos {folder} não pode ser usada ({reason}).</translation>
    </message>
    <message>
        <source>{problem} You can play, but nothing will be saved in this session.</source>
        <translation>{problem} Você pode jogar, mas nada será salvo nesta sessão.</translation>
    </message>
    <message>
        <source>Dealing…</source>
        <translation>Dando as cartas…</translation>
    </message>
    <message>
        <source>{reason}. Press Next hand (N) to continue.</source>
        <translation>{reason}. Pressione Próxima mão (N) para continuar.</translation>
    </message>
    <message>
        <source>The computer lays out its melds and lays off on yours…</source>
        <translation>O computador baixa suas combinações e encaixa cartas nas suas…</translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <translation>O computador está pensando…</translation>
    </message>
    <message>
        <source>The computer is playing…</source>
        <translation>O computador está jogando…</translation>
    </message>
    <message>
        <source>{opponent_turn} {what_now}</source>
        <translation>{opponent_turn} {what_now}</translation>
    </message>
    <message>
        <source>Lay out your melds: your lay-offs are found for you.</source>
        <translation>Baixe suas combinações: as cartas para encaixar são encontradas para você.</translation>
    </message>
    <message>
        <source>Take the upcard {card} (drag it to your hand, or D) or pass (P).</source>
        <translation>Pegue a carta virada {card} (arraste para sua mão, ou D) ou passe (P).</translation>
    </message>
    <message>
        <source>Both passed the upcard: draw from the stock (click it, or S).</source>
        <translation>Os dois passaram a carta virada: compre do monte (clique nele, ou S).</translation>
    </message>
    <message>
        <source>Draw: the stock (S) or the discard from the discard pile (D).</source>
        <translation>Comprar: do monte (S) ou o descarte do lixo (D).</translation>
    </message>
    <message>
        <source>Draw: the stock (S) or {card} from the discard pile (D).</source>
        <translation>Comprar: do monte (S) ou {card} do lixo (D).</translation>
    </message>
    <message>
        <source>The stock is at the wall: take the discard only to go out (D), or pass (P).</source>
        <translation>O monte está no muro: pegue o descarte só para bater (D), ou passe (P).</translation>
    </message>
    <message>
        <source>The stock is at the wall: take {card} only to go out (D), or pass (P).</source>
        <translation>O monte está no muro: pegue {card} só para bater (D), ou passe (P).</translation>
    </message>
    <message>
        <source>The computer took {taken} and discarded {card}.</source>
        <translation>O computador pegou {taken} e descartou {card}.</translation>
    </message>
    <message>
        <source>The computer drew from the stock and discarded {card}.</source>
        <translation>O computador comprou do monte e descartou {card}.</translation>
    </message>
    <message>
        <source>The computer discarded {card}.</source>
        <translation>O computador descartou {card}.</translation>
    </message>
    <message>
        <source>The computer passed on {card}.</source>
        <translation>O computador passou {card}.</translation>
    </message>
    <message>
        <source>All 11 cards are melded: go Big Gin (G), or discard.</source>
        <translation>As 11 cartas estão combinadas: faça Big Gin (G), ou descarte.</translation>
    </message>
    <message>
        <source>You took the last discard: knock or go gin now (drag a card to Knock).</source>
        <translation>Você pegou o último descarte: bata ou faça Gin agora (arraste uma carta para Bater).</translation>
    </message>
    <message>
        <source>You can go Gin: drag the card to Knock (or K).</source>
        <translation>Você pode fazer Gin: arraste a carta para Bater (ou K).</translation>
    </message>
    <message>
        <source>Discard (double-click, or drag to the pile), or knock: drag a card to Knock (K).</source>
        <translation>Descarte (clique duplo, ou arraste para o lixo), ou bata: arraste uma carta para Bater (K).</translation>
    </message>
    <message>
        <source>Discard a card: double-click it or drag it to the pile. Deadwood {points} with 11 cards.</source>
        <translation>Descarte uma carta: clique duas vezes ou arraste para o lixo. Pontos soltos com 11 cartas: {points}.</translation>
    </message>
    <message>
        <source>The hand is over: press Next hand.</source>
        <translation>A mão acabou: pressione Próxima mão.</translation>
    </message>
    <message>
        <source>Wait for the computer to play.</source>
        <translation>Espere o computador jogar.</translation>
    </message>
    <message>
        <source>{card} is not in your hand.</source>
        <translation>{card} não está na sua mão.</translation>
    </message>
    <message>
        <source>Take the upcard or pass first.</source>
        <translation>Pegue a carta virada ou passe primeiro.</translation>
    </message>
    <message>
        <source>First take the upcard or pass.</source>
        <translation>Primeiro pegue a carta virada ou passe.</translation>
    </message>
    <message>
        <source>Draw a card first: from the stock or the pile.</source>
        <translation>Compre uma carta primeiro: do monte ou do lixo.</translation>
    </message>
    <message>
        <source>You just took {card} from the pile: discard a different card.</source>
        <translation>Você acabou de pegar {card} do lixo: descarte outra carta.</translation>
    </message>
    <message>
        <source>You took the last discard at the wall, so you must knock or go gin now.</source>
        <translation>Você pegou o último descarte no muro, então precisa bater ou fazer Gin agora.</translation>
    </message>
    <message>
        <source>Only gin ends this hand, and discarding {card} leaves {left} deadwood.</source>
        <translation>Só o Gin encerra esta mão, e descartar {card} deixa {left} pontos soltos.</translation>
    </message>
    <message>
        <source>Knocking needs {limit} or less deadwood; discarding {card} leaves {left}.</source>
        <translation>Para bater são necessários {limit} pontos soltos ou menos; descartar {card} deixa {left}.</translation>
    </message>
    <message>
        <source>You have drawn already: now discard a card (or knock).</source>
        <translation>Você já comprou: agora descarte uma carta (ou bata).</translation>
    </message>
    <message>
        <source>Both players passed the upcard: draw from the stock.</source>
        <translation>Os dois jogadores passaram a carta virada: compre do monte.</translation>
    </message>
    <message>
        <source>The last discard may be taken only to go out at once, and it would not let you.</source>
        <translation>O último descarte só pode ser pego para bater na hora, e com ele você não conseguiria.</translation>
    </message>
    <message>
        <source>You can pass only on the upcard (or on the last discard at the wall).</source>
        <translation>Você só pode passar a carta virada (ou o último descarte no muro).</translation>
    </message>
    <message>
        <source>Big gin needs all 11 cards in melds.</source>
        <translation>O Big Gin precisa das 11 cartas em combinações.</translation>
    </message>
    <message>
        <source>These rules have no big gin.</source>
        <translation>Estas regras não têm Big Gin.</translation>
    </message>
    <message>
        <source>Those melds cannot be shown: {detail}.</source>
        <translation>Essas combinações não podem ser mostradas: {detail}.</translation>
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
        <translation>Você compra do monte ({card})</translation>
    </message>
    <message>
        <source>Computer draws from the stock ({card})</source>
        <translation>O computador compra do monte ({card})</translation>
    </message>
    <message>
        <source>You take the upcard {card}</source>
        <translation>Você pega a carta virada {card}</translation>
    </message>
    <message>
        <source>Computer takes the upcard {card}</source>
        <translation>O computador pega a carta virada {card}</translation>
    </message>
    <message>
        <source>You take the last discard {card} at the wall</source>
        <translation>Você pega o último descarte {card} no muro</translation>
    </message>
    <message>
        <source>Computer takes the last discard {card} at the wall</source>
        <translation>O computador pega o último descarte {card} no muro</translation>
    </message>
    <message>
        <source>You take {card} from the discard pile</source>
        <translation>Você pega {card} do lixo</translation>
    </message>
    <message>
        <source>Computer takes {card} from the discard pile</source>
        <translation>O computador pega {card} do lixo</translation>
    </message>
    <message>
        <source>You go gin, discarding {card}</source>
        <translation>Você faz Gin descartando {card}</translation>
    </message>
    <message>
        <source>Computer goes gin, discarding {card}</source>
        <translation>O computador faz Gin descartando {card}</translation>
    </message>
    <message>
        <source>You knock with {deadwood} deadwood, discarding {card}</source>
        <translation>Você bate com {deadwood} pontos soltos descartando {card}</translation>
    </message>
    <message>
        <source>Computer knocks with {deadwood} deadwood, discarding {card}</source>
        <translation>O computador bate com {deadwood} pontos soltos descartando {card}</translation>
    </message>
    <message>
        <source>You go big gin</source>
        <translation>Você faz Big Gin</translation>
    </message>
    <message>
        <source>Computer goes big gin</source>
        <translation>O computador faz Big Gin</translation>
    </message>
    <message>
        <source>You lay out</source>
        <translation>Você baixa as cartas</translation>
    </message>
    <message>
        <source>Computer lays out</source>
        <translation>O computador baixa as cartas</translation>
    </message>
    <message>
        <source>You lay out, laying off {cards}, with {deadwood} deadwood</source>
        <translation>Você baixa as cartas, encaixa {cards}, com {deadwood} pontos soltos</translation>
    </message>
    <message>
        <source>Computer lays out, laying off {cards}, with {deadwood} deadwood</source>
        <translation>O computador baixa as cartas, encaixa {cards}, com {deadwood} pontos soltos</translation>
    </message>
    <message>
        <source>You lay out with {deadwood} deadwood</source>
        <translation>Você baixa as cartas com {deadwood} pontos soltos</translation>
    </message>
    <message>
        <source>Computer lays out with {deadwood} deadwood</source>
        <translation>O computador baixa as cartas com {deadwood} pontos soltos</translation>
    </message>
    <message>
        <source>You pass the last discard ({card})</source>
        <translation>Você passa o último descarte ({card})</translation>
    </message>
    <message>
        <source>Computer passes the last discard ({card})</source>
        <translation>O computador passa o último descarte ({card})</translation>
    </message>
    <message>
        <source>You pass the upcard ({card})</source>
        <translation>Você passa a carta virada ({card})</translation>
    </message>
    <message>
        <source>Computer passes the upcard ({card})</source>
        <translation>O computador passa a carta virada ({card})</translation>
    </message>
    <message>
        <source>You discard {card}</source>
        <translation>Você descarta {card}</translation>
    </message>
    <message>
        <source>Computer discards {card}</source>
        <translation>O computador descarta {card}</translation>
    </message>
    <message>
        <source>{action} — the stock reached the wall: dead hand</source>
        <translation>{action} — o monte chegou ao muro: mão morta</translation>
    </message>
    <message>
        <source>{action} — the stock reached the wall</source>
        <translation>{action} — o monte chegou ao muro</translation>
    </message>
    <message>
        <source>the upcard is {card}</source>
        <translation>a carta virada é {card}</translation>
    </message>
    <message>
        <source>You have 11 cards</source>
        <translation>Você tem 11 cartas</translation>
    </message>
    <message>
        <source>Computer has 11 cards</source>
        <translation>O computador tem 11 cartas</translation>
    </message>
    <message>
        <source>You deal; {opening}</source>
        <translation>Você dá as cartas; {opening}</translation>
    </message>
    <message>
        <source>Computer deals; {opening}</source>
        <translation>O computador dá as cartas; {opening}</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nova partida</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Próxima mão</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Você</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computador</translation>
    </message>
    <message>
        <source>{who}: {label}</source>
        <translation>{who}: {label}</translation>
    </message>
    <message>
        <source>Final score {mine} to {theirs}, bonuses included: a shutout</source>
        <translation>Placar final {mine} a {theirs}, com bônus: lavada</translation>
    </message>
    <message>
        <source>Final score {mine} to {theirs}, bonuses included</source>
        <translation>Placar final {mine} a {theirs}, com bônus</translation>
    </message>
    <message>
        <source>Score: you {mine}, the computer {theirs}</source>
        <translation>Placar: você {mine}, o computador {theirs}</translation>
    </message>
    <message>
        <source>Dead hand</source>
        <translation>Mão morta</translation>
    </message>
    <message>
        <source>The stock ran out: nobody scores.</source>
        <translation>O monte acabou: ninguém pontua.</translation>
    </message>
    <message>
        <source>You win the knock</source>
        <translation>Você vence batendo</translation>
    </message>
    <message>
        <source>You undercut the computer</source>
        <translation>Você dá uma contra-batida no computador</translation>
    </message>
    <message>
        <source>Gin! You go out</source>
        <translation>Gin! Você bate</translation>
    </message>
    <message>
        <source>Big gin! All eleven cards</source>
        <translation>Big Gin! Todas as onze cartas</translation>
    </message>
    <message>
        <source>The computer wins the knock</source>
        <translation>O computador vence batendo</translation>
    </message>
    <message>
        <source>The computer undercuts you</source>
        <translation>O computador dá uma contra-batida em você</translation>
    </message>
    <message>
        <source>The computer goes gin</source>
        <translation>O computador faz Gin</translation>
    </message>
    <message>
        <source>The computer goes big gin</source>
        <translation>O computador faz Big Gin</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>Você venceu a partida!</translation>
    </message>
    <message>
        <source>The computer wins the game</source>
        <translation>O computador venceu a partida</translation>
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
        <translation>bônus de contra-batida {bonus} + ({knocker} − {defender})</translation>
    </message>
    <message>
        <source>gin bonus {bonus} + {defender}</source>
        <translation>bônus de Gin {bonus} + {defender}</translation>
    </message>
    <message>
        <source>gin bonus {bonus} + big gin bonus {extra} + {defender}</source>
        <translation>bônus de Gin {bonus} + bônus de Big Gin {extra} + {defender}</translation>
    </message>
    <message>
        <source>({sum}) × {times} for the spade upcard</source>
        <translation>({sum}) × {times} pela carta virada de espadas</translation>
    </message>
    <message>
        <source>Result: {reason}.</source>
        <translation>Resultado: {reason}.</translation>
    </message>
    <message>
        <source>Result: {kind} — You score {points}. {reason}.</source>
        <translation>Resultado: {kind} — você marca {points}. {reason}.</translation>
    </message>
    <message>
        <source>Result: {kind} — Computer scores {points}. {reason}.</source>
        <translation>Resultado: {kind} — o computador marca {points}. {reason}.</translation>
    </message>
    <message>
        <source>You won by {difference} (shutout)</source>
        <translation>Você venceu por {difference} (lavada)</translation>
    </message>
    <message>
        <source>You won by {difference}</source>
        <translation>Você venceu por {difference}</translation>
    </message>
    <message>
        <source>Computer won by {difference} (shutout)</source>
        <translation>O computador venceu por {difference} (lavada)</translation>
    </message>
    <message>
        <source>Computer won by {difference}</source>
        <translation>O computador venceu por {difference}</translation>
    </message>
    <message>
        <source>Final</source>
        <translation>Final</translation>
    </message>
    <message>
        <source>{card}, in your hand, part of a run</source>
        <translation>{card}, na sua mão, parte de uma sequência</translation>
    </message>
    <message>
        <source>{card}, in your hand, part of a set</source>
        <translation>{card}, na sua mão, parte de uma trinca</translation>
    </message>
    <message>
        <source>{card}, in your hand, deadwood</source>
        <translation>{card}, na sua mão, carta solta</translation>
    </message>
    <message>
        <source>{card}, in your hand, {role}</source>
        <translation>{card}, na sua mão, {role}</translation>
    </message>
    <message>
        <source>{card}, on top of the discard pile</source>
        <translation>{card}, no topo do lixo</translation>
    </message>
    <message>
        <source>{card}, in the discard pile</source>
        <translation>{card}, no lixo</translation>
    </message>
    <message>
        <source>{card}, laid out on the table</source>
        <translation>{card}, baixada na mesa</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nenhuma</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vazio</translation>
    </message>
    <message>
        <source>Your hand: {count} cards. In melds: {melded}. Deadwood: {deadwood}, {points}. Discard pile top: {top}. Stock: {stock} cards. The computer holds {computer_count} cards. Score: you {mine}, computer {theirs}.</source>
        <translation>Sua mão: {count} cartas. Em combinações: {melded}. Cartas soltas: {deadwood}, {points}. Topo do lixo: {top}. Monte: {stock} cartas. O computador tem {computer_count} cartas. Placar: você {mine}, computador {theirs}.</translation>
    </message>
    <message>
        <source>in meld {number}, a run</source>
        <translation>na combinação {number}, uma sequência</translation>
    </message>
    <message>
        <source>in meld {number}, a set</source>
        <translation>na combinação {number}, uma trinca</translation>
    </message>
    <message>
        <source>selected</source>
        <translation>selecionada</translation>
    </message>
    <message>
        <source>laid off on meld {number}</source>
        <translation>encaixada na combinação {number}</translation>
    </message>
    <message>
        <source>deadwood</source>
        <translation>carta solta</translation>
    </message>
    <message>
        <source>just drawn</source>
        <translation>recém-comprada</translation>
    </message>
    <message>
        <source>{card}, the computer&apos;s, {place}</source>
        <translation>{card}, do computador, {place}</translation>
    </message>
    <message>
        <source>Stock: empty</source>
        <translation>Monte: vazio</translation>
    </message>
    <message>
        <source>Stock: 1 card</source>
        <translation>Monte: 1 carta</translation>
    </message>
    <message>
        <source>Stock: {count} cards</source>
        <translation>Monte: {count} cartas</translation>
    </message>
    <message>
        <source>Discard pile: empty</source>
        <translation>Lixo: vazio</translation>
    </message>
    <message>
        <source>Discard pile: {card} on top, no card under it</source>
        <translation>Lixo: {card} no topo, nenhuma carta embaixo</translation>
    </message>
    <message>
        <source>Discard pile: {card} on top, 1 card under it</source>
        <translation>Lixo: {card} no topo, 1 carta embaixo</translation>
    </message>
    <message>
        <source>Discard pile: {card} on top, {count} cards under it</source>
        <translation>Lixo: {card} no topo, {count} cartas embaixo</translation>
    </message>
    <message>
        <source>Knock area: you can go gin with the selected card</source>
        <translation>Área Bater: você pode fazer Gin com a carta selecionada</translation>
    </message>
    <message>
        <source>Knock area: you can knock now</source>
        <translation>Área Bater: você pode bater agora</translation>
    </message>
    <message>
        <source>Knock area</source>
        <translation>Área Bater</translation>
    </message>
    <message>
        <source>The computer&apos;s hand, laid out: {count} cards</source>
        <translation>A mão do computador, baixada: {count} cartas</translation>
    </message>
    <message>
        <source>The computer&apos;s hand: 1 card</source>
        <translation>A mão do computador: 1 carta</translation>
    </message>
    <message>
        <source>The computer&apos;s hand: {count} cards</source>
        <translation>A mão do computador: {count} cartas</translation>
    </message>
    <message>
        <source>You drew {card} from the stock.</source>
        <translation>Você comprou {card} do monte.</translation>
    </message>
    <message>
        <source>You took {card}.</source>
        <translation>Você pegou {card}.</translation>
    </message>
    <message>
        <source>You discarded {card}.</source>
        <translation>Você descartou {card}.</translation>
    </message>
    <message>
        <source>You knocked, discarding {card}.</source>
        <translation>Você bateu descartando {card}.</translation>
    </message>
    <message>
        <source>You passed.</source>
        <translation>Você passou.</translation>
    </message>
    <message>
        <source>The computer drew from the stock.</source>
        <translation>O computador comprou do monte.</translation>
    </message>
    <message>
        <source>The computer took {card}.</source>
        <translation>O computador pegou {card}.</translation>
    </message>
    <message>
        <source>The computer took the discard.</source>
        <translation>O computador pegou o descarte.</translation>
    </message>
    <message>
        <source>The computer goes gin, discarding {card}.</source>
        <translation>O computador faz Gin descartando {card}.</translation>
    </message>
    <message>
        <source>The computer knocked, discarding {card}.</source>
        <translation>O computador bateu descartando {card}.</translation>
    </message>
    <message>
        <source>The computer passed.</source>
        <translation>O computador passou.</translation>
    </message>
    <message>
        <source>The computer goes big gin.</source>
        <translation>O computador faz Big Gin.</translation>
    </message>
    <message>
        <source>The computer laid out its melds.</source>
        <translation>O computador baixou suas combinações.</translation>
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
        <translation>Pontos soltos: você {mine}, o computador {theirs}.</translation>
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
        <translation>A seguir: {action} (N).</translation>
    </message>
    <message numerus="yes">
        <source>Discard pile: %n card(s)</source>
        <translation>
            <numerusform>Lixo: %n carta</numerusform>
            <numerusform>Lixo: %n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>First game walkthrough</source>
        <translation>Tour da primeira partida</translation>
    </message>
    <message>
        <source>Skip</source>
        <translation>Pular</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Voltar</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Avançar</translation>
    </message>
    <message>
        <source>{step} of {count}</source>
        <translation>{step} de {count}</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jogar</translation>
    </message>
    <message>
        <source>Welcome to Gin Rummy</source>
        <translation>Bem-vindo ao Gin Rummy</translation>
    </message>
    <message>
        <source>You play the computer: make melds (three or four of a kind, or runs of three or more in a suit) and get your deadwood — the cards in no meld — low enough to knock. This tour shows where everything is; it takes half a minute.</source>
        <translation>Você joga contra o computador: forme combinações (trincas ou quadras do mesmo valor, ou sequências de três ou mais cartas do mesmo naipe) e deixe seus pontos soltos — as cartas fora de qualquer combinação — baixos o bastante para bater. Este tour mostra onde fica cada coisa; leva meio minuto.</translation>
    </message>
    <message>
        <source>Your hand</source>
        <translation>Sua mão</translation>
    </message>
    <message>
        <source>Cards in your best melds are outlined in colour. Drag a card along the hand to move it, or choose an order under &lt;b&gt;Sort hand&lt;/b&gt;.</source>
        <translation>As cartas das suas melhores combinações têm contorno colorido. Arraste uma carta ao longo da mão para mudá-la de lugar, ou escolha uma ordem em &lt;b&gt;Ordenar mão&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Draw</source>
        <translation>Comprar</translation>
    </message>
    <message>
        <source>Drag the stock or the top card of the discard pile into your hand, or click it. At the start of a hand you may take the upcard or press &lt;b&gt;Pass&lt;/b&gt;.</source>
        <translation>Arraste o monte ou a carta do topo do lixo para sua mão, ou clique nela. No começo de uma mão você pode pegar a carta virada ou pressionar &lt;b&gt;Passar&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <source>Drag a card onto the discard pile, or double-click it. While you drag, the place the card would go is outlined: green when the move is allowed, red when it is not.</source>
        <translation>Arraste uma carta para o lixo, ou clique duas vezes nela. Enquanto você arrasta, o lugar para onde a carta iria fica contornado: verde quando a jogada é permitida, vermelho quando não é.</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Bater</translation>
    </message>
    <message>
        <source>When your deadwood is at or below the knock limit, drag the card to discard onto the Knock area. With no deadwood left that is gin.</source>
        <translation>Quando seus pontos soltos estiverem no limite para bater ou abaixo, arraste a carta a descartar para a área Bater. Sem nenhum ponto solto, é Gin.</translation>
    </message>
    <message>
        <source>Your count and the score</source>
        <translation>Sua contagem e o placar</translation>
    </message>
    <message>
        <source>The panel shows the score, your deadwood as you play and the buttons for each move. &lt;b&gt;Hint&lt;/b&gt; (H) suggests one; the status line at the bottom always says what you can do.</source>
        <translation>O painel mostra o placar, seus pontos soltos enquanto você joga e os botões de cada jogada. &lt;b&gt;Dica&lt;/b&gt; (H) sugere uma; a linha de status embaixo sempre diz o que você pode fazer.</translation>
    </message>
    <message>
        <source>The computer</source>
        <translation>O computador</translation>
    </message>
    <message>
        <source>It plays at the top and sees only what its seat may see. After each hand both hands are laid out, lay-offs fly onto the knocker&apos;s melds and the result shows beside the piles.</source>
        <translation>Ele joga em cima e só vê o que o lugar dele pode ver. Depois de cada mão as duas mãos são baixadas, as cartas encaixadas voam para as combinações de quem bateu e o resultado aparece ao lado das pilhas.</translation>
    </message>
    <message>
        <source>That is all</source>
        <translation>É só isso</translation>
    </message>
    <message>
        <source>The game saves after every move: close it at any time and go on later. &lt;b&gt;Help › Rules&lt;/b&gt; has the full rules and every key.</source>
        <translation>O jogo salva depois de cada jogada: feche quando quiser e continue depois. &lt;b&gt;Ajuda › Regras&lt;/b&gt; tem todas as regras e cada tecla.</translation>
    </message>
    <message numerus="yes">
        <source>After %n hand(s): you {you}, the computer {computer}</source>
        <translation>
            <numerusform>Depois de %n mão: você {you}, o computador {computer}</numerusform>
            <numerusform>Depois de %n mãos: você {you}, o computador {computer}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s), latest {value}</source>
        <translation>
            <numerusform>%n partida, a última {value}</numerusform>
            <numerusform>%n partidas, a última {value}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %n hand(s) to {path}</source>
        <translation>
            <numerusform>%n mão exportada para {path}</numerusform>
            <numerusform>%n mãos exportadas para {path}</numerusform>
        </translation>
    </message>
    <message>
        <source>{name} must be a whole number, got {value}</source>
        <translation>{name} precisa ser um número inteiro, não {value}</translation>
    </message>
    <message>
        <source>{name} must be between {low} and {high}, got {value}</source>
        <translation>{name} precisa estar entre {low} e {high}, não {value}</translation>
    </message>
    <message>
        <source>{name} must be true or false, got {value}</source>
        <translation>{name} precisa ser ligado ou desligado, não {value}</translation>
    </message>
    <message>
        <source>{name} must be one of {choices}; got {value}</source>
        <translation>{name} precisa ser um de {choices}; não {value}</translation>
    </message>
    <message>
        <source>Oklahoma sets the knock limit from the first upcard, so it needs the upcard opening</source>
        <translation>No Oklahoma a primeira carta virada define o limite para bater, então é preciso a abertura com carta virada</translation>
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
        <translation>bater com {card}</translation>
    </message>
    <message>
        <source>go big gin</source>
        <translation>fazer Big Gin</translation>
    </message>
    <message>
        <source>take {card}</source>
        <translation>pegar {card}</translation>
    </message>
    <message>
        <source>take the top discard</source>
        <translation>pegar o descarte do topo</translation>
    </message>
    <message>
        <source>pass {card}</source>
        <translation>passar {card}</translation>
    </message>
    <message>
        <source>discard {card} without knocking</source>
        <translation>descartar {card} sem bater</translation>
    </message>
    <message>
        <source>The melds you showed</source>
        <translation>As combinações que você mostrou</translation>
    </message>
    <message>
        <source>You discarded {card}</source>
        <translation>Você descartou {card}</translation>
    </message>
    <message>
        <source>You knocked with {card}</source>
        <translation>Você bateu com {card}</translation>
    </message>
    <message>
        <source>You went big gin</source>
        <translation>Você fez Big Gin</translation>
    </message>
    <message>
        <source>You drew from the stock</source>
        <translation>Você comprou do monte</translation>
    </message>
    <message>
        <source>You took {card}</source>
        <translation>Você pegou {card}</translation>
    </message>
    <message>
        <source>You took the top discard</source>
        <translation>Você pegou o descarte do topo</translation>
    </message>
    <message>
        <source>You passed {card}</source>
        <translation>Você passou {card}</translation>
    </message>
    <message>
        <source>You passed</source>
        <translation>Você passou</translation>
    </message>
    <message>
        <source>knocked on its next turn</source>
        <translation>bateu na vez seguinte</translation>
    </message>
    <message>
        <source>knocked {turns} turns later</source>
        <translation>bateu {turns} vezes depois</translation>
    </message>
    <message>
        <source>went gin on its next turn</source>
        <translation>fez Gin na vez seguinte</translation>
    </message>
    <message>
        <source>went gin {turns} turns later</source>
        <translation>fez Gin {turns} vezes depois</translation>
    </message>
    <message>
        <source>Those melds gave the computer more cards to lay off; {better} was better (about {loss} points more on average).</source>
        <translation>Essas combinações deram ao computador mais cartas para encaixar; {better} era melhor (cerca de {loss} pontos a mais em média).</translation>
    </message>
    <message>
        <source>Discarding {card} fed the computer: it took it and {later}</source>
        <translation>Descartar {card} ajudou o computador: ele pegou a carta e {later}</translation>
    </message>
    <message>
        <source>Discarding {card} fed the computer: it took it</source>
        <translation>Descartar {card} ajudou o computador: ele pegou a carta</translation>
    </message>
    <message>
        <source>Discarding {card} broke a meld ({left} deadwood where the best discard leaves {low})</source>
        <translation>Descartar {card} desfez uma combinação ({left} pontos soltos onde o melhor descarte deixa {low})</translation>
    </message>
    <message>
        <source>Discarding {card} was likely to help the computer (about {chance}% that it fits its melds)</source>
        <translation>Descartar {card} provavelmente ajudava o computador (cerca de {chance} % de chance de encaixar nas combinações dele)</translation>
    </message>
    <message>
        <source>; it {later}</source>
        <translation>; ele {later}</translation>
    </message>
    <message>
        <source>Discarding {card} left {left} deadwood where {other} leaves {low}</source>
        <translation>Descartar {card} deixou {left} pontos soltos onde {other} deixa {low}</translation>
    </message>
    <message>
        <source>Playing on with {card} passed up a knock with {deadwood} deadwood</source>
        <translation>Continuar com {card} deixou passar uma batida com {deadwood} pontos soltos</translation>
    </message>
    <message>
        <source>: the computer {later}</source>
        <translation>: o computador {later}</translation>
    </message>
    <message>
        <source>After discarding {card} your next draw was less likely to help (about {mine} deadwood expected after it, against {other} keeping {card})</source>
        <translation>Depois de descartar {card}, sua próxima compra tinha menos chance de ajudar (cerca de {mine} pontos soltos esperados depois, contra {other} ficando com {card})</translation>
    </message>
    <message>
        <source>Discarding {card} gave up its chance of a meld with {partner}</source>
        <translation>Descartar {card} desistiu da chance de uma combinação com {partner}</translation>
    </message>
    <message>
        <source>Discarding {card} kept the weaker hand for the draws to come</source>
        <translation>Descartar {card} manteve a mão mais fraca para as próximas compras</translation>
    </message>
    <message>
        <source>{better} was safer</source>
        <translation>{better} era mais seguro</translation>
    </message>
    <message>
        <source>{better} was better</source>
        <translation>{better} era melhor</translation>
    </message>
    <message>
        <source>{card} was safer</source>
        <translation>{card} era mais segura</translation>
    </message>
    <message>
        <source>{card} was better</source>
        <translation>{card} era melhor</translation>
    </message>
    <message>
        <source>{why}; {better} (about {loss} points more on average).</source>
        <translation>{why}; {better} (cerca de {loss} pontos a mais em média).</translation>
    </message>
    <message>
        <source>Knocking with {deadwood} deadwood was undercut</source>
        <translation>Bater com {deadwood} pontos soltos levou contra-batida</translation>
    </message>
    <message>
        <source>Knocking with {deadwood} deadwood risked an undercut (about {chance}% of the computer&apos;s likely hands)</source>
        <translation>Bater com {deadwood} pontos soltos arriscava uma contra-batida (cerca de {chance} % das mãos prováveis do computador)</translation>
    </message>
    <message>
        <source>Knocking with {deadwood} deadwood won less than playing on</source>
        <translation>Bater com {deadwood} pontos soltos rendeu menos do que continuar</translation>
    </message>
    <message>
        <source>{why}; {better} was better (about {loss} points more on average).</source>
        <translation>{why}; {better} era melhor (cerca de {loss} pontos a mais em média).</translation>
    </message>
    <message>
        <source>Drawing from the stock passed up {card}, which made the meld {meld}; {better} was better (about {loss} points more on average).</source>
        <translation>Comprar do monte deixou passar {card}, que formava a combinação {meld}; {better} era melhor (cerca de {loss} pontos a mais em média).</translation>
    </message>
    <message>
        <source>Drawing from the stock left {card} on the pile; {better} was better (about {loss} points more on average).</source>
        <translation>Comprar do monte deixou {card} no lixo; {better} era melhor (cerca de {loss} pontos a mais em média).</translation>
    </message>
    <message>
        <source>Taking {card} showed the computer what you collect and helped your hand less than a stock card would; {better} was better (about {loss} points more on average).</source>
        <translation>Pegar {card} mostrou ao computador o que você junta e ajudou sua mão menos que uma carta do monte; {better} era melhor (cerca de {loss} pontos a mais em média).</translation>
    </message>
    <message>
        <source>Passing {card} gave up the meld {meld}; {better} was better (about {loss} points more on average).</source>
        <translation>Passar {card} desistiu da combinação {meld}; {better} era melhor (cerca de {loss} pontos a mais em média).</translation>
    </message>
    <message>
        <source>Passing {card} gave up a card that helped; {better} was better (about {loss} points more on average).</source>
        <translation>Passar {card} desistiu de uma carta que ajudava; {better} era melhor (cerca de {loss} pontos a mais em média).</translation>
    </message>
    <message>
        <source>{better} was better (about {loss} points more on average).</source>
        <translation>{better} era melhor (cerca de {loss} pontos a mais em média).</translation>
    </message>
    <message>
        <source>A close call: {better} may have been better by {low} to {high} points; {worlds} sampled deals could not tell them apart more closely.</source>
        <translation>Uma decisão apertada: {better} talvez fosse melhor por {low} a {high} pontos; {worlds} distribuições simuladas não conseguiram distingui-las com mais precisão.</translation>
    </message>
    <message>
        <source>You had no real choice to make in this hand.</source>
        <translation>Você não teve nenhuma escolha de verdade nesta mão.</translation>
    </message>
    <message>
        <source>Accuracy {accuracy}% over {decisions} decisions · points lost to decisions {lost} · luck {luck}</source>
        <translation>Precisão {accuracy} % em {decisions} decisões · pontos perdidos nas decisões {lost} · sorte {luck}</translation>
    </message>
    <message>
        <source>knew you held {cards} (taken from the pile)</source>
        <translation>sabia que você tinha {cards} (pegas do lixo)</translation>
    </message>
    <message>
        <source>thought you likely held {cards}</source>
        <translation>achava provável que você tivesse {cards}</translation>
    </message>
    <message>
        <source>thought you unlikely to hold {cards}</source>
        <translation>achava improvável que você tivesse {cards}</translation>
    </message>
    <message>
        <source>The computer knew nothing yet about your hand.</source>
        <translation>O computador ainda não sabia nada da sua mão.</translation>
    </message>
    <message>
        <source>The computer {what}.</source>
        <translation>O computador {what}.</translation>
    </message>
    <message>
        <source>discarding {card}</source>
        <translation>descartar {card}</translation>
    </message>
    <message>
        <source>knocking with {card}</source>
        <translation>bater com {card}</translation>
    </message>
    <message>
        <source>going big gin</source>
        <translation>fazer big gin</translation>
    </message>
    <message>
        <source>drawing from the stock</source>
        <translation>comprar do monte</translation>
    </message>
    <message>
        <source>taking {card}</source>
        <translation>pegar {card}</translation>
    </message>
    <message>
        <source>taking the top discard</source>
        <translation>pegar a carta do descarte</translation>
    </message>
    <message>
        <source>passing {card}</source>
        <translation>recusar {card}</translation>
    </message>
    <message>
        <source>passing</source>
        <translation>passar</translation>
    </message>
    <message>
        <source>Key moment: the melds you showed on turn {turn} cost about {points} points.</source>
        <translation>Momento-chave: os jogos mostrados na rodada {turn} custaram cerca de {points} pontos.</translation>
    </message>
    <message>
        <source>Key moment: {choice} on turn {turn} cost about {points} points.</source>
        <translation>Momento-chave: {choice} na rodada {turn} custou cerca de {points} pontos.</translation>
    </message>
    <message>
        <source>Luckiest moment: the showdown, about {points} points your way.</source>
        <translation>Momento de mais sorte: a contagem, cerca de {points} pontos a seu favor.</translation>
    </message>
    <message>
        <source>Unluckiest moment: the showdown, about {points} points against you.</source>
        <translation>Momento de mais azar: a contagem, cerca de {points} pontos contra você.</translation>
    </message>
    <message>
        <source>Luckiest moment: the cards before your turn {turn}, about {points} points your way.</source>
        <translation>Momento de mais sorte: as cartas antes da sua rodada {turn}, cerca de {points} pontos a seu favor.</translation>
    </message>
    <message>
        <source>Unluckiest moment: the cards before your turn {turn}, about {points} points against you.</source>
        <translation>Momento de mais azar: as cartas antes da sua rodada {turn}, cerca de {points} pontos contra você.</translation>
    </message>
    <message>
        <source>Coach: you had no real choice to make in this hand.</source>
        <translation>Treinador: nesta mão você não teve uma escolha real.</translation>
    </message>
    <message>
        <source>Coach: no costly decision in this hand (accuracy {accuracy}%).</source>
        <translation>Treinador: nenhuma decisão custosa nesta mão (precisão {accuracy}%).</translation>
    </message>
    <message numerus="yes">
        <source>The tutor was silent on %n move(s) made before its answer was ready.</source>
        <translation>
            <numerusform>O tutor ficou em silêncio em %n jogada feita antes da resposta dele.</numerusform>
            <numerusform>O tutor ficou em silêncio em %n jogadas feitas antes da resposta dele.</numerusform>
        </translation>
    </message>
    <message>
        <source>Press to draw the top card of the stock (S).</source>
        <translation>Pressione para comprar a carta do topo do monte (S).</translation>
    </message>
    <message>
        <source>Press to take the top card of the discard pile (D).</source>
        <translation>Pressione para pegar a carta do topo do lixo (D).</translation>
    </message>
    <message>
        <source>Press to knock with the selected card (K).</source>
        <translation>Pressione para bater com a carta selecionada (K).</translation>
    </message>
    <message>
        <source>part of a run</source>
        <translation>parte de uma sequência</translation>
    </message>
    <message>
        <source>part of a set</source>
        <translation>parte de uma trinca</translation>
    </message>
    <message>
        <source>Moves not saved</source>
        <translation>Jogadas não salvas</translation>
    </message>
    <message numerus="yes">
        <source>%n move(s) of this game could not be saved: the disk holding {folder} refuses to write (it may be full).</source>
        <translation>
            <numerusform>%n jogada desta partida não pôde ser salva: o disco de {folder} recusa a gravação (pode estar cheio).</numerusform>
            <numerusform>%n jogadas desta partida não puderam ser salvas: o disco de {folder} recusa a gravação (pode estar cheio).</numerusform>
        </translation>
    </message>
    <message>
        <source>Free some space and try again, or save a copy of your games elsewhere. If you quit now, these moves are lost.</source>
        <translation>Libere algum espaço e tente de novo, ou salve uma cópia dos seus jogos em outro lugar. Se você sair agora, essas jogadas serão perdidas.</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Tentar de novo</translation>
    </message>
    <message>
        <source>Save a copy elsewhere…</source>
        <translation>Salvar uma cópia em outro lugar…</translation>
    </message>
    <message numerus="yes">
        <source>Quit and lose %n move(s)</source>
        <translation>
            <numerusform>Sair e perder %n jogada</numerusform>
            <numerusform>Sair e perder %n jogadas</numerusform>
        </translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Continuar jogando</translation>
    </message>
    <message>
        <source>Save a copy of your games in</source>
        <translation>Salvar uma cópia dos seus jogos em</translation>
    </message>
    <message>
        <source>The copy could not be saved in {folder} ({reason}).</source>
        <translation>A cópia não pôde ser salva em {folder} ({reason}).</translation>
    </message>
    <message>
        <source>Copy saved</source>
        <translation>Cópia salva</translation>
    </message>
    <message>
        <source>Your games and every waiting move were saved as {file}. To go on with them, start Gin Rummy with --data-dir on that folder.</source>
        <translation>Seus jogos e todas as jogadas pendentes foram salvos como {file}. Para continuar com eles, inicie o Gin Rummy com --data-dir nessa pasta.</translation>
    </message>
    <message>
        <source>A leftover journal file was found beside the save file and rolled back; a copy was kept as {copy}.</source>
        <translation>Um arquivo de diário que sobrou foi encontrado ao lado do arquivo de jogos salvos e revertido; uma cópia foi mantida como {copy}.</translation>
    </message>
    <message>
        <source>The save file&apos;s log was damaged or lost: game {game} is no longer in it.</source>
        <translation>O registro do arquivo de jogos salvos estava danificado ou perdido: o jogo {game} não está mais nele.</translation>
    </message>
    <message numerus="yes">
        <source>The save file&apos;s log was damaged or lost: game {game} resumes at hand {hand}, move {move}, instead of hand {hand_then}, move {move_then} (%n move(s) lost).</source>
        <translation>
            <numerusform>O registro do arquivo de jogos salvos estava danificado ou perdido: o jogo {game} continua na mão {hand}, jogada {move}, em vez da mão {hand_then}, jogada {move_then} (%n jogada perdida).</numerusform>
            <numerusform>O registro do arquivo de jogos salvos estava danificado ou perdido: o jogo {game} continua na mão {hand}, jogada {move}, em vez da mão {hand_then}, jogada {move_then} (%n jogadas perdidas).</numerusform>
        </translation>
    </message>
    <message>
        <source>The damaged log was kept as {copy}; nothing was deleted.</source>
        <translation>O registro danificado foi mantido como {copy}; nada foi apagado.</translation>
    </message>
    <message>
        <source>Game {game} has reached {count} hands, the longest game the saves can hold, so it ends here. It is kept in your saves (as not finished); press New game (N) to play on.</source>
        <translation>O jogo {game} chegou a {count} mãos, o jogo mais longo que os jogos salvos comportam, então ele termina aqui. Ele fica nos seus jogos salvos (como não terminado); pressione Nova partida (N) para continuar jogando.</translation>
    </message>
    <message>
        <source>Game {game} has reached {count} moves, the longest game the saves can hold, so it ends here. It is kept in your saves (as not finished); press New game (N) to play on.</source>
        <translation>O jogo {game} chegou a {count} jogadas, o jogo mais longo que os jogos salvos comportam, então ele termina aqui. Ele fica nos seus jogos salvos (como não terminado); pressione Nova partida (N) para continuar jogando.</translation>
    </message>
    <message>
        <source>en</source>
        <comment>LanguageInUse</comment>
        <translation>pt_BR</translation>
    </message>
    <message>
        <source>{points} points a hand ({low} to {high}), {games}% of games to 100.</source>
        <translation>{points} pontos por mão (de {low} a {high}), {games}% das partidas até 100.</translation>
    </message>
    <message>
        <source>Against {level}: {games}% of games.</source>
        <translation>Contra o nível {level}: {games}% das partidas.</translation>
    </message>
    <message>
        <source>Against a rebuild of the 2021 champion&apos;s strategy: {games}% of games.</source>
        <translation>Contra uma reconstrução da estratégia do vencedor de 2021: {games}% das partidas.</translation>
    </message>
    <message>
        <source>Strength: each level against OpenSpiel&apos;s reference bot in its own engine, {deals} deals played twice with the seats swapped (95% intervals).</source>
        <translation>Força: cada nível contra o bot de referência do OpenSpiel no próprio motor dele, {deals} distribuições jogadas duas vezes trocando os lugares (intervalos de 95%).</translation>
    </message>
    <message>
        <source>Over your last {games} games ({decisions} decisions) you played like {level}, close to {other}: {loss} points lost a decision (95%: {low} – {high}).</source>
        <translation>Nas suas últimas {games} partidas ({decisions} decisões) você jogou como {level}, perto de {other}: {loss} pontos perdidos por decisão (95%: {low} – {high}).</translation>
    </message>
    <message>
        <source>Over your last {games} games ({decisions} decisions) you played like {level}: {loss} points lost a decision (95%: {low} – {high}).</source>
        <translation>Nas suas últimas {games} partidas ({decisions} decisões) você jogou como {level}: {loss} pontos perdidos por decisão (95%: {low} – {high}).</translation>
    </message>
    <message>
        <source>You play on too long: {lost} of your {total} knock decisions lost points.</source>
        <translation>Você continua jogando demais: {lost} das suas {total} decisões de bater custaram pontos.</translation>
    </message>
    <message>
        <source>You knock too early: {lost} of your {total} knock decisions lost points.</source>
        <translation>Você bate cedo demais: {lost} das suas {total} decisões de bater custaram pontos.</translation>
    </message>
    <message>
        <source>Knocking is your weakest decision: {lost} of your {total} knock decisions lost points.</source>
        <translation>Bater é a sua decisão mais fraca: {lost} das suas {total} decisões de bater custaram pontos.</translation>
    </message>
    <message>
        <source>The upcard is your weakest decision: {lost} of your {total} upcard decisions lost points.</source>
        <translation>A carta virada é a sua decisão mais fraca: {lost} das suas {total} decisões custaram pontos.</translation>
    </message>
    <message>
        <source>Drawing is your weakest decision: {lost} of your {total} draws lost points.</source>
        <translation>Comprar é a sua decisão mais fraca: {lost} das suas {total} compras custaram pontos.</translation>
    </message>
    <message>
        <source>Discarding is your weakest decision: {lost} of your {total} discards lost points.</source>
        <translation>Descartar é a sua decisão mais fraca: {lost} dos seus {total} descartes custaram pontos.</translation>
    </message>
    <message>
        <source>The melds you show are your weakest decision: {lost} of your {total} lost points.</source>
        <translation>Os jogos que você mostra são a sua decisão mais fraca: {lost} de {total} custaram pontos.</translation>
    </message>
    <message>
        <source>The wall is your weakest decision: {lost} of your {total} last-discard decisions lost points.</source>
        <translation>O muro é a sua decisão mais fraca: {lost} das suas {total} decisões sobre o último descarte custaram pontos.</translation>
    </message>
    <message>
        <source>Your strength shows here once a few of your games are finished and reviewed (the coach reviews each hand as it ends). Games played with the tutor do not count: they show your play with help.</source>
        <translation>A sua força aparece aqui quando algumas partidas forem concluídas e revisadas (o treinador revisa cada mão ao terminar). Partidas com tutor não contam: mostram o seu jogo com ajuda.</translation>
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
        <translation>ás</translation>
    </message>
    <message>
        <source>two</source>
        <translation>dois</translation>
    </message>
    <message>
        <source>three</source>
        <translation>três</translation>
    </message>
    <message>
        <source>four</source>
        <translation>quatro</translation>
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
        <translation>sete</translation>
    </message>
    <message>
        <source>eight</source>
        <translation>oito</translation>
    </message>
    <message>
        <source>nine</source>
        <translation>nove</translation>
    </message>
    <message>
        <source>ten</source>
        <translation>dez</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>valete</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>dama</translation>
    </message>
    <message>
        <source>king</source>
        <translation>rei</translation>
    </message>
    <message>
        <source>clubs</source>
        <translation>paus</translation>
    </message>
    <message>
        <source>diamonds</source>
        <translation>ouros</translation>
    </message>
    <message>
        <source>hearts</source>
        <translation>copas</translation>
    </message>
    <message>
        <source>spades</source>
        <translation>espadas</translation>
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
        <translation>Detalhes para um relatório de erro</translation>
    </message>
    <message>
        <source>Copy details</source>
        <translation>Copiar detalhes</translation>
    </message>
    <message>
        <source>The version, your system, the error and where the log is, for a bug report</source>
        <translation>A versão, seu sistema, o erro e onde está o registro, para um relatório de erro</translation>
    </message>
    <message>
        <source>The details are on the clipboard: paste them into your bug report.</source>
        <translation>Os detalhes estão na área de transferência: cole no seu relatório de erro.</translation>
    </message>
</context>
<context>
    <name>DiscardPileDialog</name>
    <message>
        <source>Discard pile</source>
        <translation>Lixo</translation>
    </message>
    <message>
        <source>The discard pile is empty.</source>
        <translation>O lixo está vazio.</translation>
    </message>
    <message>
        <source>1 card.</source>
        <translation>1 carta.</translation>
    </message>
    <message>
        <source>{count} cards, oldest first; the last one is on top.</source>
        <translation>{count} cartas, da mais antiga para a mais recente; a última fica no topo.</translation>
    </message>
    <message>
        <source>you</source>
        <translation>você</translation>
    </message>
    <message>
        <source>computer</source>
        <translation>computador</translation>
    </message>
    <message>
        <source>upcard</source>
        <translation>carta virada</translation>
    </message>
    <message>
        <source>{card}, discarded by you</source>
        <translation>{card}, descartada por você</translation>
    </message>
    <message>
        <source>{card}, discarded by computer</source>
        <translation>{card}, descartada pelo computador</translation>
    </message>
    <message>
        <source>{card}, the upcard</source>
        <translation>{card}, a carta virada</translation>
    </message>
    <message>
        <source>{who} · on top</source>
        <translation>{who} · no topo</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vazio</translation>
    </message>
</context>
<context>
    <name>DrillDialog</name>
    <message>
        <source>Practice your mistakes</source>
        <translation>Aprenda com seus erros</translation>
    </message>
    <message>
        <source>Your hand:</source>
        <translation>Sua mão:</translation>
    </message>
    <message>
        <source>Show the answer</source>
        <translation>Mostrar a resposta</translation>
    </message>
    <message>
        <source>Next drill</source>
        <translation>Próximo exercício</translation>
    </message>
    <message>
        <source>No drill is due: well done. Mistakes from your next reviewed hands come here to practise.</source>
        <translation>Nenhum exercício pendente: muito bem. Os erros das suas próximas mãos revisadas virão para cá.</translation>
    </message>
    <message>
        <source>Once more: hand {hand}, your turn {turn}. Find a better move.</source>
        <translation>Mais uma vez: mão {hand}, sua rodada {turn}. Encontre uma jogada melhor.</translation>
    </message>
    <message>
        <source>Drill {number} of {total}: hand {hand}, your turn {turn}. Find a better move.</source>
        <translation>Exercício {number} de {total}: mão {hand}, sua rodada {turn}. Encontre uma jogada melhor.</translation>
    </message>
    <message>
        <source>You played: {move}, which cost about {points} points.</source>
        <translation>Você jogou: {move}, o que custou cerca de {points} pontos.</translation>
    </message>
    <message>
        <source>Stock: {stock} cards. Discard pile: {pile} cards (its top card on the left).</source>
        <translation>Monte: {stock} cartas. Descarte: {pile} cartas (a do topo à esquerda).</translation>
    </message>
    <message>
        <source>The computer took and kept: {cards}.</source>
        <translation>O computador pegou e guardou: {cards}.</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vazio</translation>
    </message>
    <message>
        <source>Top of the discard pile: {card}</source>
        <translation>Carta do topo do descarte: {card}</translation>
    </message>
    <message>
        <source>The discard pile is empty</source>
        <translation>O descarte está vazio</translation>
    </message>
    <message>
        <source>Discard it</source>
        <translation>Descartá-la</translation>
    </message>
    <message>
        <source>Knock with it</source>
        <translation>Bater com ela</translation>
    </message>
    <message>
        <source>Big gin</source>
        <translation>Big Gin</translation>
    </message>
    <message>
        <source>Take {card}</source>
        <translation>Pegar {card}</translation>
    </message>
    <message>
        <source>Draw from the stock</source>
        <translation>Comprar do monte</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passar</translation>
    </message>
    <message>
        <source>Checking {move}…</source>
        <translation>Verificando {move}…</translation>
    </message>
    <message>
        <source>Right, or very nearly: the coach cannot tell {move} from the best move here (it may cost up to {points} points).</source>
        <translation>Certo, ou quase: o treinador não distingue {move} da melhor jogada aqui (custa no máximo cerca de {points} pontos).</translation>
    </message>
    <message>
        <source>Right: to {move} is as good as the best move here.</source>
        <translation>Certo: {move} é aqui tão bom quanto a melhor jogada.</translation>
    </message>
    <message>
        <source>Not this one: to {move} would cost about {points} points ({grade}). Try another move, or show the answer.</source>
        <translation>Esta não: {move} custaria cerca de {points} pontos ({grade}). Tente outra jogada ou mostre a resposta.</translation>
    </message>
    <message>
        <source>Working out the best move…</source>
        <translation>Calculando a melhor jogada…</translation>
    </message>
    <message>
        <source>Best: {move}. {why}</source>
        <translation>Melhor: {move}. {why}</translation>
    </message>
    <message>
        <source>This answer could not be checked ({why}).</source>
        <translation>Não foi possível verificar esta resposta ({why}).</translation>
    </message>
</context>
<context>
    <name>GameController</name>
    <message>
        <source>Only a finished hand can be played again.</source>
        <translation>Só uma mão terminada pode ser jogada de novo.</translation>
    </message>
    <message>
        <source>Look only: this game is being played in another Gin Rummy window.</source>
        <translation>Só visualização: esta partida está sendo jogada em outra janela do Gin Rummy.</translation>
    </message>
    <message>
        <source>You won the game {winner} to {loser}. Press New game (N) to play again.</source>
        <translation>Você venceu a partida por {winner} a {loser}. Pressione Nova partida (N) para jogar de novo.</translation>
    </message>
    <message>
        <source>The computer won the game {winner} to {loser}. Press New game (N) to play again.</source>
        <translation>O computador venceu a partida por {winner} a {loser}. Pressione Nova partida (N) para jogar de novo.</translation>
    </message>
    <message>
        <source>The computer plays once you close the walkthrough.</source>
        <translation>O computador joga assim que você fechar o tour.</translation>
    </message>
    <message>
        <source>Look only: another copy of Gin Rummy is playing this game, so moves here are refused (they would show cards still hidden there). Play in the other window.</source>
        <translation>Só visualização: outra cópia do Gin Rummy está jogando esta partida, então as jogadas aqui são recusadas (mostrariam cartas ainda escondidas lá). Jogue na outra janela.</translation>
    </message>
    <message>
        <source>One moment: the table is being checked against your saved moves.</source>
        <translation>Um momento: a mesa está sendo conferida com as suas jogadas salvas.</translation>
    </message>
    <message>
        <source>Nothing to undo: the hand is not being played.</source>
        <translation>Nada para desfazer: a mão não está em andamento.</translation>
    </message>
    <message>
        <source>You have not moved yet in this hand.</source>
        <translation>Você ainda não jogou nesta mão.</translation>
    </message>
    <message>
        <source>Only a discard can be taken back: you have seen the card you drew.</source>
        <translation>Só um descarte pode ser desfeito: você já viu a carta que comprou.</translation>
    </message>
    <message>
        <source>Move taken back. {prompt}</source>
        <translation>Jogada desfeita. {prompt}</translation>
    </message>
    <message>
        <source>The game is over: start a new game.</source>
        <translation>A partida acabou: comece uma nova.</translation>
    </message>
    <message>
        <source>The hand is still being played.</source>
        <translation>A mão ainda está em andamento.</translation>
    </message>
    <message>
        <source>The computer player failed ({error}); it will make the first legal move.</source>
        <translation>O jogador computador falhou ({error}); ele fará a primeira jogada permitida.</translation>
    </message>
</context>
<context>
    <name>GinRummy</name>
    <message>
        <source>Knock</source>
        <translation>Batida</translation>
    </message>
    <message>
        <source>Undercut</source>
        <translation>Contra-batida</translation>
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
        <translation>Mão morta</translation>
    </message>
    <message>
        <source>Best</source>
        <translation>Melhor</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Boa</translation>
    </message>
    <message>
        <source>Inaccuracy</source>
        <translation>Imprecisão</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Erro</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Erro grave</translation>
    </message>
    <message>
        <source>Close call</source>
        <translation>Decisão apertada</translation>
    </message>
    <message>
        <source>Press</source>
        <translation>Pressionar</translation>
    </message>
    <message>
        <source>Select</source>
        <translation>Selecionar</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Descartar</translation>
    </message>
    <message>
        <source>Knock with this card</source>
        <translation>Bater com esta carta</translation>
    </message>
    <message>
        <source>Move left in the hand</source>
        <translation>Mover para a esquerda na mão</translation>
    </message>
    <message>
        <source>Move right in the hand</source>
        <translation>Mover para a direita na mão</translation>
    </message>
    <message>
        <source>Review the hand with the coach</source>
        <translation>Revisar a mão com o treinador</translation>
    </message>
    <message>
        <source>An inaccuracy: to {choice} would cost about {points} points. Better: {better}.</source>
        <translation>Uma imprecisão: {choice} custaria cerca de {points} pontos. Melhor: {better}.</translation>
    </message>
    <message>
        <source>A mistake: to {choice} would cost about {points} points. Better: {better}.</source>
        <translation>Um erro: {choice} custaria cerca de {points} pontos. Melhor: {better}.</translation>
    </message>
    <message>
        <source>A blunder: to {choice} would cost about {points} points. Better: {better}.</source>
        <translation>Um erro grave: {choice} custaria cerca de {points} pontos. Melhor: {better}.</translation>
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
        <translation>Médio</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Especialista</translation>
    </message>
    <message>
        <source>Plays by plain deadwood, knocks as soon as it may and sometimes throws away a card it should keep.</source>
        <translation>Joga só pelos pontos soltos, bate assim que pode e às vezes descarta uma carta que deveria guardar.</translation>
    </message>
    <message>
        <source>Looks one draw ahead: keeps promising cards and avoids risky late knocks.</source>
        <translation>Olha uma compra à frente: guarda cartas promissoras e evita batidas tardias arriscadas.</translation>
    </message>
    <message>
        <source>Also reads your discards and pick-ups, avoids feeding your melds and plays its close choices out against the hands you may hold.</source>
        <translation>Também lê seus descartes e as cartas que você pega, evita alimentar suas combinações e joga as escolhas apertadas contra as mãos que você pode ter.</translation>
    </message>
    <message>
        <source>Plays each choice out many times against the hands you may hold, and remembers how you knock: the strongest level, a little slower to move.</source>
        <translation>Joga cada escolha muitas vezes contra as mãos que você pode ter e lembra como você bate: o nível mais forte, um pouco mais lento para jogar.</translation>
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
        <translation>Treinador: revisando a mão…</translation>
    </message>
    <message>
        <source>Status line: what you can do now</source>
        <translation>Linha de status: o que você pode fazer agora</translation>
    </message>
</context>
<context>
    <name>NoticeRow</name>
    <message>
        <source>Close this message</source>
        <translation>Fechar esta mensagem</translation>
    </message>
</context>
<context>
    <name>Presenter</name>
    <message>
        <source>Sounds off: press M to turn them back on.</source>
        <translation>Sons desligados: pressione M para ligá-los de novo.</translation>
    </message>
    <message>
        <source>Sounds on.</source>
        <translation>Sons ligados.</translation>
    </message>
</context>
<context>
    <name>ReplayDialog</name>
    <message>
        <source>Verified: the deal was fixed before play began</source>
        <translation>Verificado: a distribuição estava fixada antes do início do jogo</translation>
    </message>
    <message>
        <source>Does not match</source>
        <translation>Não confere</translation>
    </message>
    <message>
        <source>Replay of hand {hand}</source>
        <translation>Replay da mão {hand}</translation>
    </message>
    <message>
        <source>What happened</source>
        <translation>O que aconteceu</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Passo</translation>
    </message>
    <message>
        <source>First step</source>
        <translation>Primeiro passo</translation>
    </message>
    <message>
        <source>Previous step</source>
        <translation>Passo anterior</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>Próximo passo</translation>
    </message>
    <message>
        <source>Last step</source>
        <translation>Último passo</translation>
    </message>
    <message>
        <source>Fair deal</source>
        <translation>Distribuição justa</translation>
    </message>
    <message>
        <source>Verify</source>
        <translation>Verificar</translation>
    </message>
    <message>
        <source>Verification</source>
        <translation>Verificação</translation>
    </message>
    <message>
        <source>Fingerprint shown when dealt</source>
        <translation>Impressão digital mostrada ao dar as cartas</translation>
    </message>
    <message>
        <source>Secret</source>
        <translation>Segredo</translation>
    </message>
    <message>
        <source>Deck order (top first)</source>
        <translation>Ordem do baralho (de cima para baixo)</translation>
    </message>
    <message>
        <source>This hand was dealt by an earlier version, without a secret: it has no fingerprint to check.</source>
        <translation>Esta mão foi dada por uma versão anterior, sem segredo: ela não tem impressão digital para conferir.</translation>
    </message>
    <message>
        <source>You — {count} cards, {deadwood} deadwood</source>
        <translation>Você — {count} cartas, {deadwood} pontos soltos</translation>
    </message>
    <message>
        <source>Computer — {count} cards, {deadwood} deadwood</source>
        <translation>Computador — {count} cartas, {deadwood} pontos soltos</translation>
    </message>
    <message>
        <source>Stock: {count}</source>
        <translation>Monte: {count}</translation>
    </message>
    <message>
        <source>Deal</source>
        <translation>Distribuição</translation>
    </message>
    <message>
        <source>Step {step} of {last}</source>
        <translation>Passo {step} de {last}</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>vazio</translation>
    </message>
    <message>
        <source>{card}, in meld {number}</source>
        <translation>{card}, na combinação {number}</translation>
    </message>
    <message>
        <source>{card}, laid off</source>
        <translation>{card}, encaixada</translation>
    </message>
    <message>
        <source>the deck order cannot be read ({error})</source>
        <translation>a ordem do baralho não pode ser lida ({error})</translation>
    </message>
    <message>
        <source>this is not the deck order the hand was played with</source>
        <translation>esta não é a ordem do baralho com que a mão foi jogada</translation>
    </message>
    <message>
        <source>this deck and secret give {fingerprint}</source>
        <translation>este baralho e este segredo dão {fingerprint}</translation>
    </message>
</context>
<context>
    <name>ResultPanel</name>
    <message>
        <source>Review hand</source>
        <translation>Revisar mão</translation>
    </message>
    <message>
        <source>Your deadwood</source>
        <translation>Seus pontos soltos</translation>
    </message>
    <message>
        <source>Computer&apos;s deadwood</source>
        <translation>Pontos soltos do computador</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message>
        <source>Coach</source>
        <translation>Treinador</translation>
    </message>
    <message>
        <source>&amp;Review hand</source>
        <translation>&amp;Revisar mão</translation>
    </message>
    <message>
        <source>Grade each of your decisions against the Expert level&apos;s judgement, from what you could see</source>
        <translation>Avaliar cada decisão sua pelo julgamento do nível Especialista, a partir do que você podia ver</translation>
    </message>
    <message>
        <source>Play this deal &amp;again</source>
        <translation>Jogar esta &amp;distribuição de novo</translation>
    </message>
    <message>
        <source>A practice game on the same deck, from your seat, against the same level (not counted in the statistics)</source>
        <translation>Uma partida de treino com o mesmo baralho, do seu lugar, contra o mesmo nível (não conta nas estatísticas)</translation>
    </message>
    <message>
        <source>…from the &amp;computer&apos;s seat</source>
        <translation>…do lugar do &amp;computador</translation>
    </message>
    <message>
        <source>A practice game on the same deck with the computer&apos;s cards</source>
        <translation>Uma partida de treino com o mesmo baralho e as cartas do computador</translation>
    </message>
    <message>
        <source>Review progress</source>
        <translation>Progresso da revisão</translation>
    </message>
    <message>
        <source>Reviewing decision %v of %m</source>
        <translation>Revisando a decisão %v de %m</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Key moments of the hand</source>
        <translation>Momentos-chave da mão</translation>
    </message>
    <message>
        <source>◀ Previous decision</source>
        <translation>◀ Decisão anterior</translation>
    </message>
    <message>
        <source>Next decision ▶</source>
        <translation>Próxima decisão ▶</translation>
    </message>
    <message>
        <source>Costliest decision</source>
        <translation>Decisão mais cara</translation>
    </message>
    <message>
        <source>The decision at this step</source>
        <translation>A decisão neste passo</translation>
    </message>
    <message>
        <source>What the computer &amp;thought</source>
        <translation>O que o computador &amp;pensou</translation>
    </message>
    <message>
        <source>What the computer inferred about your hand at this decision, from what it could see</source>
        <translation>O que o computador deduziu sobre a sua mão nesta decisão, a partir do que podia ver</translation>
    </message>
    <message>
        <source>Only a finished hand of a saved game can be reviewed.</source>
        <translation>Só uma mão terminada de uma partida salva pode ser revisada.</translation>
    </message>
    <message>
        <source>The review failed ({error}).</source>
        <translation>A revisão falhou ({error}).</translation>
    </message>
    <message>
        <source>Review cancelled.</source>
        <translation>Revisão cancelada.</translation>
    </message>
    <message>
        <source>Your decisions by grade: {grades}</source>
        <translation>Suas decisões por avaliação: {grades}</translation>
    </message>
    <message>
        <source>No decision of yours at this step. Graded decisions are the dots on the chart: click one, or use Next decision.</source>
        <translation>Nenhuma decisão sua neste passo. As decisões avaliadas são os pontos do gráfico: clique em um ou use Próxima decisão.</translation>
    </message>
    <message>
        <source>Expected points: {mine}</source>
        <translation>Pontos esperados: {mine}</translation>
    </message>
    <message>
        <source>Expected points: {mine} (best: {best}, {value})</source>
        <translation>Pontos esperados: {mine} (melhor: {best}, {value})</translation>
    </message>
    <message>
        <source>The melds you showed</source>
        <translation>As combinações que você mostrou</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <source>Standard</source>
        <translation>Padrão</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Clássicas</translation>
    </message>
    <message>
        <source>Classic, high bonus</source>
        <translation>Clássicas, bônus alto</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personalizadas</translation>
    </message>
    <message>
        <source>Rules: {name}</source>
        <translation>Regras: {name}</translation>
    </message>
    <message>
        <source>Knock limit 0: only gin ends a hand</source>
        <translation>Limite para bater 0: só o Gin encerra uma mão</translation>
    </message>
    <message>
        <source>Knock limit {n}: knock with at most {n} deadwood</source>
        <translation>Limite para bater {n}: bata com no máximo {n} pontos soltos</translation>
    </message>
    <message>
        <source>Gin bonus {gin}, undercut bonus {undercut}, box bonus {box} per hand won</source>
        <translation>Bônus de Gin {gin}, bônus de contra-batida {undercut}, bônus por mão {box} a cada mão vencida</translation>
    </message>
    <message>
        <source>Game to {target} points, game bonus {bonus}</source>
        <translation>Partida até {target} pontos, bônus de partida {bonus}</translation>
    </message>
    <message>
        <source>No big gin: eleven melded cards must still discard to go out</source>
        <translation>Sem Big Gin: onze cartas combinadas ainda precisam descartar para bater</translation>
    </message>
    <message>
        <source>Big gin scores {n} more than gin</source>
        <translation>O Big Gin vale {n} a mais que o Gin</translation>
    </message>
    <message>
        <source>Shutout: the winner&apos;s whole final score is doubled</source>
        <translation>Lavada: a pontuação final inteira do vencedor é dobrada</translation>
    </message>
    <message>
        <source>The winner of a hand deals the next one</source>
        <translation>Quem vence uma mão dá as cartas na seguinte</translation>
    </message>
    <message>
        <source>Eleven-card opening: the non-dealer gets 11 cards, no upcard</source>
        <translation>Abertura com onze cartas: quem não dá as cartas recebe 11, sem carta virada</translation>
    </message>
    <message>
        <source>At the wall the last discard may be taken, only to go out at once</source>
        <translation>No muro o último descarte pode ser pego, só para bater na hora</translation>
    </message>
    <message>
        <source>Oklahoma: the first upcard sets the knock limit (ace: gin only) and a spade upcard doubles the hand</source>
        <translation>Oklahoma: a primeira carta virada define o limite para bater (ás: só Gin) e uma carta virada de espadas dobra a mão</translation>
    </message>
    <message>
        <source>Straight gin: no knocking, only gin or big gin ends a hand</source>
        <translation>Gin direto: não se bate, só o Gin ou o Big Gin encerra uma mão</translation>
    </message>
    <message>
        <source>in these rules only gin ends a hand</source>
        <translation>nestas regras só o Gin encerra uma mão</translation>
    </message>
    <message>
        <source>in these rules the first upcard sets it</source>
        <translation>nestas regras a primeira carta virada define o limite</translation>
    </message>
    <message>
        <source>{n} in these rules</source>
        <translation>{n} nestas regras</translation>
    </message>
    <message>
        <source>The rules in force</source>
        <translation>As regras em vigor</translation>
    </message>
    <message>
        <source>Change them under Options, Settings; changes apply from the next game.</source>
        <translation>Mude em Opções, Configurações; as mudanças valem a partir da próxima partida.</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Cartas</translation>
    </message>
    <message>
        <source>One pack of 52 cards, no jokers, two players. Aces are always low: the order is A 2 3 4 5 6 7 8 9 10 J Q K. For counting, an ace is worth 1, number cards their number, and jacks, queens and kings 10 each.</source>
        <translation>Um baralho de 52 cartas, sem curingas, dois jogadores. O ás é sempre baixo: a ordem é A 2 3 4 5 6 7 8 9 10 J Q K (valete, dama, rei). Na contagem, o ás vale 1, as cartas numeradas o seu número, e valetes, damas e reis 10 cada.</translation>
    </message>
    <message>
        <source>Melds and deadwood</source>
        <translation>Combinações e cartas soltas</translation>
    </message>
    <message>
        <source>A &lt;b&gt;meld&lt;/b&gt; is either a set of three or four cards of one rank (three sevens), or a run of three or more cards of one suit in sequence (4♥ 5♥ 6♥). Aces are low, so A-2-3 is a run but Q-K-A and K-A-2 are not. A card can belong to only one meld at a time.</source>
        <translation>Uma &lt;b&gt;combinação&lt;/b&gt; é uma trinca ou quadra de cartas do mesmo valor (três setes), ou uma sequência de três ou mais cartas seguidas do mesmo naipe (4♥ 5♥ 6♥). O ás é baixo, então A-2-3 é sequência, mas Q-K-A e K-A-2 não são. Uma carta só pode estar em uma combinação de cada vez.</translation>
    </message>
    <message>
        <source>Every card outside your melds is &lt;b&gt;deadwood&lt;/b&gt;; your deadwood count is the total of their values. Your melds are always arranged for the lowest count.</source>
        <translation>Toda carta fora das suas combinações é uma &lt;b&gt;carta solta&lt;/b&gt;; seus pontos soltos são a soma dos valores delas. Suas combinações são sempre arrumadas para a menor contagem.</translation>
    </message>
    <message>
        <source>The deal and the first upcard</source>
        <translation>A distribuição e a primeira carta virada</translation>
    </message>
    <message>
        <source>Each player gets ten cards. The next card is turned face up as the &lt;b&gt;upcard&lt;/b&gt; and starts the discard pile; the rest, face down, is the &lt;b&gt;stock&lt;/b&gt;. The player who did not deal may take the upcard or pass; after a pass the dealer may take it or pass; if both pass, the non-dealer begins by drawing from the stock. Whoever takes that first card discards, and the other player goes next.</source>
        <translation>Cada jogador recebe dez cartas. A carta seguinte é virada para cima como &lt;b&gt;carta virada&lt;/b&gt; e começa o lixo; o resto, virado para baixo, é o &lt;b&gt;monte&lt;/b&gt;. Quem não deu as cartas pode pegar a carta virada ou passar; depois de um passe, quem deu pode pegá-la ou passar; se os dois passarem, quem não deu começa comprando do monte. Quem pega essa primeira carta descarta, e o outro jogador joga em seguida.</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>Um turno</translation>
    </message>
    <message>
        <source>Draw one card, from the top of the stock or the top of the discard pile, then discard one card face up. A card just taken from the pile may not be thrown straight back. Instead of a plain discard you may knock, on any turn, even the first; you never have to.</source>
        <translation>Compre uma carta, do topo do monte ou do topo do lixo, e depois descarte uma carta virada para cima. Uma carta recém-pega do lixo não pode ser descartada na mesma hora. Em vez de um descarte simples você pode bater, em qualquer turno, até no primeiro; você nunca é obrigado.</translation>
    </message>
    <message>
        <source>Knocking and lay-offs</source>
        <translation>Bater e encaixar</translation>
    </message>
    <message>
        <source>You may knock when, after your discard, your deadwood is no more than the knock limit ({limit}). You lay down your melds with the deadwood beside them and the hand ends.</source>
        <translation>Você pode bater quando, depois do descarte, seus pontos soltos não passam do limite para bater ({limit}). Você baixa suas combinações com as cartas soltas ao lado e a mão termina.</translation>
    </message>
    <message>
        <source>The other player, the defender, lays down their own melds and may &lt;b&gt;lay off&lt;/b&gt; deadwood onto yours: a fourth card onto a set, or cards that extend a run at either end. Lay-offs can chain: once 8♥ joins 5♥ 6♥ 7♥, the 9♥ may follow. The game finds the defender&apos;s best lay-offs. The knocker never lays off, and nobody lays off on gin.</source>
        <translation>O outro jogador, o defensor, baixa as próprias combinações e pode &lt;b&gt;encaixar&lt;/b&gt; cartas soltas nas suas: uma quarta carta numa trinca, ou cartas que estendem uma sequência em qualquer ponta. Os encaixes podem se encadear: quando o 8♥ se junta a 5♥ 6♥ 7♥, o 9♥ pode vir em seguida. O jogo encontra os melhores encaixes do defensor. Quem bate nunca encaixa, e ninguém encaixa num Gin.</translation>
    </message>
    <message>
        <source>Gin and big gin</source>
        <translation>Gin e Big Gin</translation>
    </message>
    <message>
        <source>Knocking with no deadwood at all is &lt;b&gt;gin&lt;/b&gt;.</source>
        <translation>Bater sem nenhum ponto solto é &lt;b&gt;Gin&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Big gin&lt;/b&gt;: when all eleven cards you hold after drawing form melds, you may go out without discarding. It scores as gin plus an extra bonus ({n} in these rules). Big gin is {state} in these rules.</source>
        <translation>&lt;b&gt;Big Gin&lt;/b&gt;: quando as onze cartas que você tem depois de comprar formam combinações, você pode bater sem descartar. Vale como Gin mais um bônus extra ({n} nestas regras). O Big Gin está {state} nestas regras.</translation>
    </message>
    <message>
        <source>on</source>
        <translation>ligado</translation>
    </message>
    <message>
        <source>off</source>
        <translation>desligado</translation>
    </message>
    <message>
        <source>Scoring a hand</source>
        <translation>A pontuação de uma mão</translation>
    </message>
    <message>
        <source>&lt;b&gt;Knock&lt;/b&gt;: when the defender&apos;s deadwood, after lay-offs, is higher than the knocker&apos;s, the knocker scores the difference.</source>
        <translation>&lt;b&gt;Batida&lt;/b&gt;: quando os pontos soltos do defensor, depois dos encaixes, são maiores que os de quem bateu, quem bateu marca a diferença.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Undercut&lt;/b&gt;: when the defender&apos;s deadwood is equal to the knocker&apos;s or lower, the defender scores the difference plus the undercut bonus ({n} here). A tie is an undercut.</source>
        <translation>&lt;b&gt;Contra-batida&lt;/b&gt;: quando os pontos soltos do defensor são iguais ou menores que os de quem bateu, o defensor marca a diferença mais o bônus de contra-batida ({n} aqui). Empate é contra-batida.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Gin&lt;/b&gt;: the player who went gin scores the gin bonus ({n} here) plus all of the opponent&apos;s deadwood. Gin is never undercut, even when the opponent has no deadwood either.</source>
        <translation>&lt;b&gt;Gin&lt;/b&gt;: quem fez Gin marca o bônus de Gin ({n} aqui) mais todos os pontos soltos do adversário. O Gin nunca leva contra-batida, mesmo quando o adversário também não tem pontos soltos.</translation>
    </message>
    <message>
        <source>The wall</source>
        <translation>O muro</translation>
    </message>
    <message>
        <source>The last two cards of the stock are never drawn. When only two are left and the player who drew before them discards without knocking, the hand is over.</source>
        <translation>As duas últimas cartas do monte nunca são compradas. Quando só restam duas e o jogador que comprou antes delas descarta sem bater, a mão acaba.</translation>
    </message>
    <message>
        <source>With the usual rule the hand is then dead: nobody scores and the same dealer deals again. With the other rule the opponent may still take that last discard, but only to knock or go gin at once; otherwise the hand is dead.</source>
        <translation>Pela regra comum, a mão fica morta: ninguém pontua e o mesmo jogador dá as cartas de novo. Pela outra regra, o adversário ainda pode pegar esse último descarte, mas só para bater ou fazer Gin na hora; senão a mão fica morta.</translation>
    </message>
    <message>
        <source>The game</source>
        <translation>A partida</translation>
    </message>
    <message>
        <source>Hands are played until someone&apos;s total reaches the target ({target} here). The winner adds the game bonus ({bonus} here).</source>
        <translation>Jogam-se mãos até o total de alguém chegar à meta ({target} aqui). O vencedor soma o bônus de partida ({bonus} aqui).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Shutout&lt;/b&gt;: when the loser scored nothing in the whole game, the game bonus is doubled; with the other shutout rule the winner&apos;s whole final score is doubled instead.</source>
        <translation>&lt;b&gt;Lavada&lt;/b&gt;: quando o perdedor não marcou nada na partida inteira, o bônus de partida é dobrado; pela outra regra de lavada, dobra-se em vez disso a pontuação final inteira do vencedor.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Box bonus&lt;/b&gt;: at the end each player adds the box bonus ({n} here) for every hand they won. It comes only at the end and never counts towards the target. A game&apos;s result is both final totals and their difference.</source>
        <translation>&lt;b&gt;Bônus por mão&lt;/b&gt;: no fim, cada jogador soma o bônus por mão ({n} aqui) por mão que venceu. Ele só vem no fim e nunca conta para a meta. O resultado de uma partida são os dois totais finais e a diferença entre eles.</translation>
    </message>
    <message>
        <source>The next hand is usually dealt by the other player; with the other option the winner of the hand deals. After a dead hand the same dealer deals again.</source>
        <translation>A próxima mão normalmente é dada pelo outro jogador; com a outra opção, quem venceu a mão dá as cartas. Depois de uma mão morta o mesmo jogador dá as cartas de novo.</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>Variantes</translation>
    </message>
    <message>
        <source>&lt;b&gt;Oklahoma&lt;/b&gt;: the value of each hand&apos;s first upcard is that hand&apos;s knock limit (picture cards 10); an ace means only gin ends the hand, and a spade doubles every score of the hand. It needs the upcard opening.</source>
        <translation>&lt;b&gt;Oklahoma&lt;/b&gt;: o valor da primeira carta virada de cada mão é o limite para bater dessa mão (figuras 10); um ás significa que só o Gin encerra a mão, e uma de espadas dobra cada pontuação da mão. Precisa da abertura com carta virada.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Straight gin&lt;/b&gt;: no knocking at all; only gin or big gin ends a hand.</source>
        <translation>&lt;b&gt;Gin direto&lt;/b&gt;: não se bate nunca; só o Gin ou o Big Gin encerra uma mão.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Eleven-card opening&lt;/b&gt;: the non-dealer is dealt eleven cards and the dealer ten, with no upcard. The non-dealer begins by discarding (and may knock or go big gin with the dealt cards), then the dealer plays.</source>
        <translation>&lt;b&gt;Abertura com onze cartas&lt;/b&gt;: quem não dá as cartas recebe onze e quem dá recebe dez, sem carta virada. Quem não deu começa descartando (e pode bater ou fazer Big Gin com as cartas recebidas), depois joga quem deu.</translation>
    </message>
    <message>
        <source>You sit at the bottom, the computer at the top. The stock and the discard pile are in the middle with the &lt;b&gt;Knock&lt;/b&gt; area beside them. The status line always says what you can do now.</source>
        <translation>Você fica embaixo e o computador em cima. O monte e o lixo ficam no meio, com a área &lt;b&gt;Bater&lt;/b&gt; ao lado. A linha de status sempre diz o que você pode fazer agora.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Draw&lt;/b&gt;: drag the stock or the top card of the discard pile into your hand (or click it). At the start of a hand you may take the upcard or press &lt;b&gt;Pass&lt;/b&gt;.</source>
        <translation>&lt;b&gt;Comprar&lt;/b&gt;: arraste o monte ou a carta do topo do lixo para sua mão (ou clique nela). No começo de uma mão você pode pegar a carta virada ou pressionar &lt;b&gt;Passar&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard&lt;/b&gt;: drag a card onto the discard pile, or double-click it. While you drag, the place the card would go is outlined: green when the move is allowed, red when it is not.</source>
        <translation>&lt;b&gt;Descartar&lt;/b&gt;: arraste uma carta para o lixo, ou clique duas vezes nela. Enquanto você arrasta, o lugar para onde a carta iria fica contornado: verde quando a jogada é permitida, vermelho quando não é.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Knock&lt;/b&gt;: drag the card to discard onto the Knock area, or select it and press Knock. With no deadwood left that is gin. With eleven cards all in melds, press &lt;b&gt;Big Gin&lt;/b&gt;.</source>
        <translation>&lt;b&gt;Bater&lt;/b&gt;: arraste a carta a descartar para a área Bater, ou selecione-a e pressione Bater. Sem nenhum ponto solto, é Gin. Com as onze cartas combinadas, pressione &lt;b&gt;Big Gin&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Your hand&lt;/b&gt;: cards in your best melds are outlined in colour. Drag a card along the hand to move it, or pick an order in the &lt;b&gt;Sort hand&lt;/b&gt; list (your own order, melds first, by rank, by suit).</source>
        <translation>&lt;b&gt;Sua mão&lt;/b&gt;: as cartas das suas melhores combinações têm contorno colorido. Arraste uma carta ao longo da mão para mudá-la de lugar, ou escolha uma ordem na lista &lt;b&gt;Ordenar mão&lt;/b&gt; (sua própria ordem, combinações primeiro, por valor, por naipe).</translation>
    </message>
    <message>
        <source>&lt;b&gt;Deadwood&lt;/b&gt;: the panel on the right shows your deadwood count as you play; at or below the knock limit you may knock.</source>
        <translation>&lt;b&gt;Pontos soltos&lt;/b&gt;: o painel à direita mostra seus pontos soltos enquanto você joga; no limite para bater ou abaixo você pode bater.</translation>
    </message>
    <message>
        <source>&lt;b&gt;After the hand&lt;/b&gt;: both hands are laid out as melds and deadwood, lay-offs are outlined in teal and the result is shown on the table. Press &lt;b&gt;Next hand&lt;/b&gt; to go on. The &lt;b&gt;Score sheet&lt;/b&gt; lists every hand&apos;s points and why, the running totals and the final bonuses.</source>
        <translation>&lt;b&gt;Depois da mão&lt;/b&gt;: as duas mãos são baixadas como combinações e cartas soltas, os encaixes ficam contornados em verde-azulado e o resultado aparece na mesa. Pressione &lt;b&gt;Próxima mão&lt;/b&gt; para continuar. A &lt;b&gt;Planilha de pontos&lt;/b&gt; lista os pontos de cada mão e o motivo, os totais acumulados e os bônus finais.</translation>
    </message>
    <message>
        <source>draw from the stock</source>
        <translation>comprar do monte</translation>
    </message>
    <message>
        <source>take the upcard or the top discard</source>
        <translation>pegar a carta virada ou o descarte do topo</translation>
    </message>
    <message>
        <source>pass the upcard</source>
        <translation>passar a carta virada</translation>
    </message>
    <message>
        <source>knock</source>
        <translation>bater</translation>
    </message>
    <message>
        <source>big gin</source>
        <translation>Big Gin</translation>
    </message>
    <message>
        <source>next hand (a new game once the game is over)</source>
        <translation>próxima mão (uma nova partida quando a partida acabou)</translation>
    </message>
    <message>
        <source>look through the discard pile</source>
        <translation>ver as cartas do lixo</translation>
    </message>
    <message>
        <source>a hint</source>
        <translation>uma dica</translation>
    </message>
    <message>
        <source>review the hand just finished (the coach)</source>
        <translation>revisar a mão que acabou de terminar (o treinador)</translation>
    </message>
    <message>
        <source>select a card in your hand</source>
        <translation>selecionar uma carta da sua mão</translation>
    </message>
    <message>
        <source>Shift+← →</source>
        <translation>Shift+← →</translation>
    </message>
    <message>
        <source>move the selected card along your hand</source>
        <translation>mover a carta selecionada na sua mão</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <source>discard the selected card</source>
        <translation>descartar a carta selecionada</translation>
    </message>
    <message>
        <source>show or hide the cards you know the computer holds</source>
        <translation>mostrar ou esconder as cartas que você sabe que o computador tem</translation>
    </message>
    <message>
        <source>sound effects off and on</source>
        <translation>desligar e ligar os efeitos sonoros</translation>
    </message>
    <message>
        <source>take back your last move (when Settings allow it)</source>
        <translation>desfazer sua última jogada (quando as configurações permitem)</translation>
    </message>
    <message>
        <source>the score sheet</source>
        <translation>a planilha de pontos</translation>
    </message>
    <message>
        <source>Esc / Enter</source>
        <translation>Esc / Enter</translation>
    </message>
    <message>
        <source>answer the tutor&apos;s warning: think again, or play the move anyway</source>
        <translation>responder ao aviso do tutor: pensar de novo ou fazer a jogada mesmo assim</translation>
    </message>
    <message>
        <source>full screen</source>
        <translation>tela cheia</translation>
    </message>
    <message>
        <source>Your first game</source>
        <translation>Sua primeira partida</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
    <message>
        <source>The game is saved after every move: close it at any time and go on later.</source>
        <translation>O jogo é salvo depois de cada jogada: feche quando quiser e continue depois.</translation>
    </message>
</context>
<context>
    <name>RulesHelpDialog</name>
    <message>
        <source>Gin Rummy rules</source>
        <translation>Regras do Gin Rummy</translation>
    </message>
    <message>
        <source>Rules help</source>
        <translation>Ajuda das regras</translation>
    </message>
    <message>
        <source>The rules</source>
        <translation>As regras</translation>
    </message>
    <message>
        <source>First game walkthrough</source>
        <translation>Tour da primeira partida</translation>
    </message>
    <message>
        <source>Help pages</source>
        <translation>Páginas de ajuda</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regras</translation>
    </message>
    <message>
        <source>First game</source>
        <translation>Primeira partida</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
</context>
<context>
    <name>RulesPage</name>
    <message>
        <source>Rules preset</source>
        <translation>Regras predefinidas</translation>
    </message>
    <message>
        <source>Preset:</source>
        <translation>Regras:</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Pontuação</translation>
    </message>
    <message>
        <source>Knock limit (most deadwood, 0–10):</source>
        <translation>Limite para bater (máx. pontos soltos, 0–10):</translation>
    </message>
    <message>
        <source>Gin bonus (0–100):</source>
        <translation>Bônus de Gin (0–100):</translation>
    </message>
    <message>
        <source>Undercut bonus (0–100):</source>
        <translation>Bônus de contra-batida (0–100):</translation>
    </message>
    <message>
        <source>Big gin extra bonus (0–100):</source>
        <translation>Bônus extra de Big Gin (0–100):</translation>
    </message>
    <message>
        <source>Box bonus per hand won (0–100):</source>
        <translation>Bônus por mão vencida (0–100):</translation>
    </message>
    <message>
        <source>Game bonus (0–100):</source>
        <translation>Bônus de partida (0–100):</translation>
    </message>
    <message>
        <source>Game target (50–500):</source>
        <translation>Meta da partida (50–500):</translation>
    </message>
    <message>
        <source>How a hand goes</source>
        <translation>Como uma mão funciona</translation>
    </message>
    <message>
        <source>Big gin (all 11 cards melded)</source>
        <translation>Big Gin (as 11 cartas combinadas)</translation>
    </message>
    <message>
        <source>Oklahoma (the first upcard sets the knock limit)</source>
        <translation>Oklahoma (a primeira carta virada define o limite para bater)</translation>
    </message>
    <message>
        <source>Straight gin (only gin ends a hand)</source>
        <translation>Gin direto (só o Gin encerra uma mão)</translation>
    </message>
    <message>
        <source>Next dealer:</source>
        <translation>Quem dá a seguir:</translation>
    </message>
    <message>
        <source>Players take turns</source>
        <translation>Os jogadores se revezam</translation>
    </message>
    <message>
        <source>The winner of the hand</source>
        <translation>Quem venceu a mão</translation>
    </message>
    <message>
        <source>Opening:</source>
        <translation>Abertura:</translation>
    </message>
    <message>
        <source>10 cards each and an upcard</source>
        <translation>10 cartas para cada um e uma carta virada</translation>
    </message>
    <message>
        <source>11 cards to the non-dealer, no upcard</source>
        <translation>11 cartas para quem não dá, sem carta virada</translation>
    </message>
    <message>
        <source>At the wall:</source>
        <translation>No muro:</translation>
    </message>
    <message>
        <source>The hand is dead</source>
        <translation>A mão fica morta</translation>
    </message>
    <message>
        <source>The last discard may be taken to go out</source>
        <translation>O último descarte pode ser pego para bater</translation>
    </message>
    <message>
        <source>Shutout:</source>
        <translation>Lavada:</translation>
    </message>
    <message>
        <source>Game bonus doubled</source>
        <translation>Bônus de partida dobrado</translation>
    </message>
    <message>
        <source>Winner&apos;s whole score doubled</source>
        <translation>Pontuação inteira do vencedor dobrada</translation>
    </message>
    <message>
        <source>Rule changes apply from the next game. Help › Rules explains each one.</source>
        <translation>As mudanças de regras valem a partir da próxima partida. Ajuda › Regras explica cada uma.</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>Score chart</source>
        <translation>Gráfico do placar</translation>
    </message>
    <message>
        <source>You {total} final, with bonuses</source>
        <translation>Você {total} final, com bônus</translation>
    </message>
    <message>
        <source>Computer {total} final, with bonuses</source>
        <translation>Computador {total} final, com bônus</translation>
    </message>
    <message>
        <source>You {total}</source>
        <translation>Você {total}</translation>
    </message>
    <message>
        <source>Computer {total}</source>
        <translation>Computador {total}</translation>
    </message>
    <message>
        <source>After hand {hand}: you {you}, the computer {computer}</source>
        <translation>Depois da mão {hand}: você {you}, o computador {computer}</translation>
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
        <translation>Reproduzir mão</translation>
    </message>
    <message>
        <source>Replay the selected hand</source>
        <translation>Reproduzir a mão selecionada</translation>
    </message>
    <message>
        <source>Choose a hand in the sheet to replay it (or double-click its row)</source>
        <translation>Escolha uma mão na planilha para reproduzi-la (ou clique duas vezes na linha dela)</translation>
    </message>
    <message>
        <source>Replay hand {hand} step by step, both hands face up</source>
        <translation>Reproduzir a mão {hand} passo a passo, com as duas mãos viradas para cima</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mão</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Quem deu</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Você</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computador</translation>
    </message>
    <message>
        <source>Your total</source>
        <translation>Seu total</translation>
    </message>
    <message>
        <source>Computer total</source>
        <translation>Total do computador</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Planilha de pontos</translation>
    </message>
    <message>
        <source>Boxes (hands won): you {mine}, computer {theirs}</source>
        <translation>Mãos vencidas: você {mine}, computador {theirs}</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Configurações</translation>
    </message>
    <message>
        <source>Settings pages</source>
        <translation>Páginas de configurações</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regras</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jogo</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Mesa</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Erro</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Restore defaults</source>
        <translation>Restaurar padrões</translation>
    </message>
    <message>
        <source>Computer level</source>
        <translation>Nível do computador</translation>
    </message>
    <message>
        <source>Computer level: {level}</source>
        <translation>Nível do computador: {level}</translation>
    </message>
    <message>
        <source>A new level plays from the next game; the statistics keep each level apart.</source>
        <translation>Um novo nível joga a partir da próxima partida; as estatísticas mantêm cada nível separado.</translation>
    </message>
    <message>
        <source>Pace</source>
        <translation>Ritmo</translation>
    </message>
    <message>
        <source>Computer&apos;s pace</source>
        <translation>Ritmo do computador</translation>
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
        <translation>Tranquilo</translation>
    </message>
    <message>
        <source>How long each of the computer&apos;s moves stays on the table before its next</source>
        <translation>Quanto tempo cada jogada do computador fica na mesa antes da próxima</translation>
    </message>
    <message>
        <source>Computer&apos;s pace:</source>
        <translation>Ritmo do computador:</translation>
    </message>
    <message>
        <source>How long each of the computer&apos;s moves stays on the table before its next.</source>
        <translation>Quanto tempo cada jogada do computador fica na mesa antes da próxima.</translation>
    </message>
    <message>
        <source>Animation speed</source>
        <translation>Velocidade da animação</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Desligada</translation>
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
        <translation>Velocidade da animação:</translation>
    </message>
    <message>
        <source>How fast the cards move. Off follows the desktop&apos;s wish for less motion until you choose.</source>
        <translation>A rapidez com que as cartas se movem. “Desligada” segue o desejo do sistema por menos movimento até você escolher.</translation>
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
        <translation>Vermelho</translation>
    </message>
    <message>
        <source>Purple</source>
        <translation>Roxo</translation>
    </message>
    <message>
        <source>Green rosettes</source>
        <translation>Rosetas verdes</translation>
    </message>
    <message>
        <source>Card back</source>
        <translation>Verso das cartas</translation>
    </message>
    <message>
        <source>Card back:</source>
        <translation>Verso das cartas:</translation>
    </message>
    <message>
        <source>Card faces</source>
        <translation>Faces das cartas</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Clássicas</translation>
    </message>
    <message>
        <source>Large index (the biggest rank and suit)</source>
        <translation>Índice grande (valor e naipe o maior possível)</translation>
    </message>
    <message>
        <source>Large index shows each card&apos;s rank and suit as big as they fit, for easier reading</source>
        <translation>O índice grande mostra o valor e o naipe de cada carta do maior tamanho que cabe, para ler com mais facilidade</translation>
    </message>
    <message>
        <source>Card faces:</source>
        <translation>Faces das cartas:</translation>
    </message>
    <message>
        <source>Card size</source>
        <translation>Tamanho das cartas</translation>
    </message>
    <message>
        <source>Card size:</source>
        <translation>Tamanho das cartas:</translation>
    </message>
    <message>
        <source>Four-colour deck (clubs green, diamonds blue)</source>
        <translation>Baralho de quatro cores (paus verde, ouros azul)</translation>
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
        <translation>Cinza</translation>
    </message>
    <message>
        <source>Table colour</source>
        <translation>Cor da mesa</translation>
    </message>
    <message>
        <source>Table colour:</source>
        <translation>Cor da mesa:</translation>
    </message>
    <message>
        <source>High contrast</source>
        <translation>Alto contraste</translation>
    </message>
    <message>
        <source>Night dims the table and darkens the windows; high contrast shows a black table with bright outlines in either.</source>
        <translation>Noite escurece a mesa e as janelas; o alto contraste mostra uma mesa preta com contornos claros em ambos.</translation>
    </message>
    <message>
        <source>Preview of the table</source>
        <translation>Prévia da mesa</translation>
    </message>
    <message>
        <source>While you play</source>
        <translation>Enquanto você joga</translation>
    </message>
    <message>
        <source>Ask before knocking</source>
        <translation>Perguntar antes de bater</translation>
    </message>
    <message>
        <source>Allow undoing a move</source>
        <translation>Permitir desfazer uma jogada</translation>
    </message>
    <message>
        <source>A knock ends the hand: a question first catches a slip.</source>
        <translation>Bater encerra a mão: uma pergunta antes evita um deslize.</translation>
    </message>
    <message>
        <source>Ctrl+Z takes back your last move. Games with an undo are marked in the statistics.</source>
        <translation>Ctrl+Z desfaz sua última jogada. Partidas com desfazer ficam marcadas nas estatísticas.</translation>
    </message>
    <message>
        <source>Tutor</source>
        <translation>Tutor</translation>
    </message>
    <message>
        <source>Never warn</source>
        <translation>Nunca avisar</translation>
    </message>
    <message>
        <source>Warn before an inaccuracy or worse</source>
        <translation>Avisar antes de uma imprecisão ou pior</translation>
    </message>
    <message>
        <source>Warn before a mistake or worse</source>
        <translation>Avisar antes de um erro ou pior</translation>
    </message>
    <message>
        <source>Warn before a blunder</source>
        <translation>Avisar antes de um erro grave</translation>
    </message>
    <message>
        <source>Tutor:</source>
        <translation>Tutor:</translation>
    </message>
    <message>
        <source>The tutor judges each move as the coach&apos;s review would, and asks before one it would grade this badly: play it anyway, or think again.</source>
        <translation>O tutor julga cada jogada como a revisão do treinador faria e pergunta antes de uma jogada avaliada assim: jogar mesmo assim ou pensar de novo.</translation>
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
        <translation>Em uso agora: {language}.</translation>
    </message>
    <message>
        <source>A new language is used from the next start of Gin Rummy.</source>
        <translation>Um novo idioma passa a valer na próxima vez que o Gin Rummy for aberto.</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Som</translation>
    </message>
    <message>
        <source>Sound effects</source>
        <translation>Efeitos sonoros</translation>
    </message>
    <message>
        <source>Sound volume</source>
        <translation>Volume do som</translation>
    </message>
    <message>
        <source>Test sound</source>
        <translation>Testar som</translation>
    </message>
    <message>
        <source>Volume:</source>
        <translation>Volume:</translation>
    </message>
    <message>
        <source>Short effects for the cards, the knock and the results. M turns them off and on while you play.</source>
        <translation>Efeitos curtos para as cartas, a batida e os resultados. M os desliga e liga enquanto você joga.</translation>
    </message>
    <message>
        <source>{volume} %</source>
        <translation>{volume} %</translation>
    </message>
    <message>
        <source>These rules cannot be used: {error}.</source>
        <translation>Estas regras não podem ser usadas: {error}.</translation>
    </message>
</context>
<context>
    <name>SidePanel</name>
    <message>
        <source>My order</source>
        <translation>Minha ordem</translation>
    </message>
    <message>
        <source>Melds first</source>
        <translation>Combinações primeiro</translation>
    </message>
    <message>
        <source>By rank</source>
        <translation>Por valor</translation>
    </message>
    <message>
        <source>By suit</source>
        <translation>Por naipe</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Você</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computador</translation>
    </message>
    <message>
        <source>A fingerprint of this deal: the shuffled deck with a secret, fixed before play began. After the hand, Replay hand shows the deck and the secret so you can check it.</source>
        <translation>Uma impressão digital desta distribuição: o baralho embaralhado com um segredo, fixado antes do início do jogo. Depois da mão, Reproduzir mão mostra o baralho e o segredo para você conferir.</translation>
    </message>
    <message>
        <source>&amp;Pass</source>
        <translation>&amp;Passar</translation>
    </message>
    <message>
        <source>&amp;Knock</source>
        <translation>&amp;Bater</translation>
    </message>
    <message>
        <source>Big &amp;Gin</source>
        <translation>Big &amp;Gin</translation>
    </message>
    <message>
        <source>&amp;Next hand</source>
        <translation>Próxima &amp;mão</translation>
    </message>
    <message>
        <source>&amp;Review hand</source>
        <translation>&amp;Revisar mão</translation>
    </message>
    <message>
        <source>The coach: each of your decisions in this hand graded, the costly ones explained, and the deal to play again (R)</source>
        <translation>O treinador: cada decisão sua nesta mão avaliada, as caras explicadas, e a distribuição para jogar de novo (R)</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Dica</translation>
    </message>
    <message>
        <source>Score &amp;sheet</source>
        <translation>Plani&amp;lha</translation>
    </message>
    <message>
        <source>Discard pile (&amp;V)</source>
        <translation>Lixo (&amp;V)</translation>
    </message>
    <message>
        <source>Practice game: not counted in the statistics</source>
        <translation>Partida de treino: não conta nas estatísticas</translation>
    </message>
    <message>
        <source>Sort hand</source>
        <translation>Ordenar mão</translation>
    </message>
    <message>
        <source>Knock with the selected card (or drag a card onto Knock)</source>
        <translation>Bater com a carta selecionada (ou arraste uma carta para Bater)</translation>
    </message>
    <message>
        <source>Deadwood: {points}</source>
        <translation>Pontos soltos: {points}</translation>
    </message>
    <message>
        <source>Game to {target} · knock at {limit} or less</source>
        <translation>Partida até {target} · bater com {limit} ou menos</translation>
    </message>
    <message>
        <source>Deal fingerprint: {fingerprint}</source>
        <translation>Impressão digital: {fingerprint}</translation>
    </message>
    <message>
        <source>Final score, bonuses included</source>
        <translation>Placar final, com bônus</translation>
    </message>
    <message>
        <source>Hand {hand} · dealer: you</source>
        <translation>Mão {hand} · quem dá: você</translation>
    </message>
    <message>
        <source>Hand {hand} · dealer: the computer</source>
        <translation>Mão {hand} · quem dá: o computador</translation>
    </message>
    <message>
        <source>Game to {target} · gin only</source>
        <translation>Partida até {target} · só Gin</translation>
    </message>
    <message>
        <source>spade upcard: scores doubled</source>
        <translation>carta virada de espadas: pontos dobrados</translation>
    </message>
    <message>
        <source>Computer: {level}</source>
        <translation>Computador: {level}</translation>
    </message>
    <message>
        <source>after the best discard: {points}</source>
        <translation>depois do melhor descarte: {points}</translation>
    </message>
    <message>
        <source>Gin! (&amp;K)</source>
        <translation>Gin! (&amp;B)</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nova partida</translation>
    </message>
</context>
<context>
    <name>StatisticsWindow</name>
    <message>
        <source>No finished games yet</source>
        <translation>Ainda não há partidas terminadas</translation>
    </message>
    <message>
        <source>Too many games for a bar each: a bar is the average of about {count} games</source>
        <translation>Partidas demais para uma barra cada: uma barra é a média de cerca de {count} partidas</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Você</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estatísticas</translation>
    </message>
    <message>
        <source>Summary</source>
        <translation>Resumo</translation>
    </message>
    <message>
        <source>Statistics pages</source>
        <translation>Páginas de estatísticas</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>Totais</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Your strength</source>
        <translation>A sua força</translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation>Exportar CSV…</translation>
    </message>
    <message>
        <source>Export the history as CSV</source>
        <translation>Exportar o histórico como CSV</translation>
    </message>
    <message>
        <source>Totals per level and rules</source>
        <translation>Totais por nível e regras</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nível</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Regras</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Vencidas</translation>
    </message>
    <message>
        <source>Win %</source>
        <translation>% vitórias</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Mãos</translation>
    </message>
    <message>
        <source>Hands
won</source>
        <translation>Mãos
vencidas</translation>
    </message>
    <message>
        <source>Gins</source>
        <translation>Gins</translation>
    </message>
    <message>
        <source>Undercuts
given</source>
        <translation>Contra-batidas
dadas</translation>
    </message>
    <message>
        <source>Undercuts
taken</source>
        <translation>Contra-batidas
sofridas</translation>
    </message>
    <message>
        <source>Net points
per hand</source>
        <translation>Pontos líquidos
por mão</translation>
    </message>
    <message>
        <source>Best
streak</source>
        <translation>Melhor
sequência</translation>
    </message>
    <message>
        <source>Current
streak</source>
        <translation>Sequência
atual</translation>
    </message>
    <message>
        <source>Points difference per game</source>
        <translation>Diferença de pontos por partida</translation>
    </message>
    <message>
        <source>Win rate over time</source>
        <translation>Taxa de vitórias ao longo do tempo</translation>
    </message>
    <message>
        <source>Accuracy per game</source>
        <translation>Precisão por partida</translation>
    </message>
    <message>
        <source>Points difference per finished game (final totals)</source>
        <translation>Diferença de pontos por partida terminada (totais finais)</translation>
    </message>
    <message>
        <source>Win rate over time (running %)</source>
        <translation>Taxa de vitórias ao longo do tempo (% acumulada)</translation>
    </message>
    <message>
        <source>Your accuracy per game (the coach&apos;s review)</source>
        <translation>Sua precisão por partida (a revisão do treinador)</translation>
    </message>
    <message>
        <source>Your play per game among the computer&apos;s levels (games with the tutor left out)</source>
        <translation>O seu jogo por partida entre os níveis do computador (sem as partidas com tutor)</translation>
    </message>
    <message>
        <source>Your play per game among the levels</source>
        <translation>O seu jogo por partida entre os níveis</translation>
    </message>
    <message>
        <source>Finished games</source>
        <translation>Partidas terminadas</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Computador</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Precisão</translation>
    </message>
    <message>
        <source>Lost to
decisions</source>
        <translation>Perdidos nas
decisões</translation>
    </message>
    <message>
        <source>Score sheet of the selected game</source>
        <translation>Planilha de pontos da partida selecionada</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mão</translation>
    </message>
    <message>
        <source>Dealer</source>
        <translation>Quem deu</translation>
    </message>
    <message>
        <source>Your total</source>
        <translation>Seu total</translation>
    </message>
    <message>
        <source>Computer total</source>
        <translation>Total do computador</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Motivo</translation>
    </message>
    <message>
        <source>Select a game to see its score sheet.</source>
        <translation>Selecione uma partida para ver a planilha de pontos dela.</translation>
    </message>
    <message>
        <source>Selected game</source>
        <translation>Partida selecionada</translation>
    </message>
    <message>
        <source>Counting your saved games…</source>
        <translation>Contando seus jogos salvos…</translation>
    </message>
    <message>
        <source>Finished games: {games}, won {won} ({rate}). Hands: {hands}. Gins: {gins}. Best streak: {best}, current streak: {current}. Games with undo: {undo}.</source>
        <translation>Partidas terminadas: {games}, vencidas {won} ({rate}). Mãos: {hands}. Gins: {gins}. Melhor sequência: {best}, sequência atual: {current}. Partidas com desfazer: {undo}.</translation>
    </message>
    <message>
        <source>All games</source>
        <translation>Todas as partidas</translation>
    </message>
    <message>
        <source>No reviewed game without the tutor yet</source>
        <translation>Ainda não há partida revisada sem o tutor</translation>
    </message>
    <message>
        <source>Save the hands of every finished game as a CSV file</source>
        <translation>Salvar as mãos de cada partida terminada em um arquivo CSV</translation>
    </message>
    <message>
        <source>Nothing to export yet: the CSV lists finished games, and none is finished</source>
        <translation>Ainda não há nada para exportar: o CSV lista as partidas terminadas, e nenhuma terminou</translation>
    </message>
    <message>
        <source>Won (shutout)</source>
        <translation>Vencida (lavada)</translation>
    </message>
    <message>
        <source>Lost (shutout)</source>
        <translation>Perdida (lavada)</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdida</translation>
    </message>
    <message>
        <source>with undo</source>
        <translation>com desfazer</translation>
    </message>
    <message>
        <source>with the tutor</source>
        <translation>com o tutor</translation>
    </message>
    <message>
        <source>This game cannot be loaded.</source>
        <translation>Esta partida não pode ser carregada.</translation>
    </message>
    <message>
        <source>Game {id}, {date}: score sheet</source>
        <translation>Partida {id}, {date}: planilha de pontos</translation>
    </message>
    <message>
        <source>Export the game history</source>
        <translation>Exportar o histórico de partidas</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>Arquivos CSV (*.csv)</translation>
    </message>
    <message>
        <source>The history could not be written to {path}: {error}</source>
        <translation>Não foi possível gravar o histórico em {path}: {error}</translation>
    </message>
</context>
<context>
    <name>SwingChart</name>
    <message>
        <source>Expected points through the hand</source>
        <translation>Pontos esperados ao longo da mão</translation>
    </message>
    <message>
        <source>From {start} at the deal to {end}: luck {luck}, decisions {skill}</source>
        <translation>De {start} na distribuição a {end}: sorte {luck}, decisões {skill}</translation>
    </message>
    <message>
        <source>No decisions to chart</source>
        <translation>Nenhuma decisão para mostrar</translation>
    </message>
    <message>
        <source>at the deal {start} · dotted: luck {luck} · coloured: your decisions {skill} · result {result}</source>
        <translation>na distribuição {start} · pontilhado: sorte {luck} · colorido: suas decisões {skill} · resultado {result}</translation>
    </message>
</context>
<context>
    <name>TablePreview</name>
    <message>
        <source>{theme} table, cards at {scale} %</source>
        <translation>Mesa {theme}, cartas a {scale} %</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>Knock</source>
        <translation>Bater</translation>
    </message>
    <message>
        <source>The stock: {count} cards</source>
        <translation>O monte: {count} cartas</translation>
    </message>
    <message>
        <source>One of the computer&apos;s cards</source>
        <translation>Uma das cartas do computador</translation>
    </message>
    <message>
        <source>Stock {count}</source>
        <translation>Monte {count}</translation>
    </message>
    <message>
        <source>The discard pile (empty)</source>
        <translation>O lixo (vazio)</translation>
    </message>
    <message>
        <source>Gin!</source>
        <translation>Gin!</translation>
    </message>
    <message>
        <source>Drop the card on your hand to draw it.</source>
        <translation>Solte a carta sobre sua mão para comprá-la.</translation>
    </message>
    <message>
        <source>Drop a card on the discard pile to discard it, or on Knock to knock.</source>
        <translation>Solte uma carta sobre o lixo para descartá-la, ou sobre Bater para bater.</translation>
    </message>
</context>
<context>
    <name>TableView</name>
    <message>
        <source>Card table</source>
        <translation>Mesa de jogo</translation>
    </message>
</context>
<context>
    <name>Themes</name>
    <message>
        <source>Classic</source>
        <translation>Clássico</translation>
    </message>
    <message>
        <source>Night</source>
        <translation>Noite</translation>
    </message>
</context>
<context>
    <name>ToolWindows</name>
    <message>
        <source>Only a finished hand can be replayed.</source>
        <translation>Só uma mão terminada pode ser reproduzida.</translation>
    </message>
    <message>
        <source>A hand can be reviewed once it is over.</source>
        <translation>Uma mão pode ser revisada quando terminar.</translation>
    </message>
    <message>
        <source>Gin Rummy {version}
A fair opponent, exact rules.</source>
        <translation>Gin Rummy {version}
Um adversário justo, regras exatas.</translation>
    </message>
    <message>
        <source>{level}: {strength}</source>
        <translation>{level}: {strength}</translation>
    </message>
    <message>
        <source>Saved games and settings: {folder}</source>
        <translation>Jogos salvos e configurações: {folder}</translation>
    </message>
    <message>
        <source>Log: {path}</source>
        <translation>Registro: {path}</translation>
    </message>
    <message>
        <source>No log file is written.</source>
        <translation>Nenhum arquivo de registro é gravado.</translation>
    </message>
    <message>
        <source>About Gin Rummy</source>
        <translation>Sobre o Gin Rummy</translation>
    </message>
    <message>
        <source>Open that folder</source>
        <translation>Abrir essa pasta</translation>
    </message>
    <message>
        <source>No file manager opened the folder {folder}. Its path is on the clipboard: paste it into a file window or a terminal.</source>
        <translation>Nenhum gerenciador de arquivos abriu a pasta {folder}. O caminho dela está na área de transferência: cole numa janela de arquivos ou num terminal.</translation>
    </message>
    <message>
        <source>Known cards</source>
        <translation>Cartas conhecidas</translation>
    </message>
</context>
<context>
    <name>TrackerDock</name>
    <message>
        <source>Close the known cards (T)</source>
        <translation>Fechar as cartas conhecidas (T)</translation>
    </message>
    <message>
        <source>Close the known cards</source>
        <translation>Fechar as cartas conhecidas</translation>
    </message>
</context>
<context>
    <name>TrackerPanel</name>
    <message>
        <source>Known cards</source>
        <translation>Cartas conhecidas</translation>
    </message>
    <message>
        <source>yours</source>
        <translation>suas</translation>
    </message>
    <message>
        <source>the computer&apos;s</source>
        <translation>do computador</translation>
    </message>
    <message>
        <source>discarded</source>
        <translation>descartadas</translation>
    </message>
    <message>
        <source>unseen</source>
        <translation>não vistas</translation>
    </message>
    <message>
        <source>in your hand</source>
        <translation>na sua mão</translation>
    </message>
    <message>
        <source>the computer holds it (taken from the pile)</source>
        <translation>o computador tem (pega do lixo)</translation>
    </message>
    <message>
        <source>in the discard pile</source>
        <translation>no lixo</translation>
    </message>
    <message>
        <source>unseen: the stock or the computer&apos;s hand</source>
        <translation>não vista: no monte ou na mão do computador</translation>
    </message>
    <message>
        <source>Unseen: {count} cards</source>
        <translation>Não vistas: {count} cartas</translation>
    </message>
    <message>
        <source>Computer holds (taken from the pile): {cards}</source>
        <translation>O computador tem (pegas do lixo): {cards}</translation>
    </message>
    <message>
        <source>Computer passed: {cards}</source>
        <translation>O computador passou: {cards}</translation>
    </message>
    <message>
        <source>You: {card}</source>
        <translation>Você: {card}</translation>
    </message>
    <message>
        <source>Computer: {card}</source>
        <translation>Computador: {card}</translation>
    </message>
    <message>
        <source>Discards, oldest first:</source>
        <translation>Descartes, do mais antigo para o mais recente:</translation>
    </message>
</context>
<context>
    <name>TutorPanel</name>
    <message>
        <source>Think again (Esc)</source>
        <translation>Pensar de novo (Esc)</translation>
    </message>
    <message>
        <source>Take the move back and choose again (Esc)</source>
        <translation>Desfazer a jogada e escolher de novo (Esc)</translation>
    </message>
    <message>
        <source>Play it anyway (Enter)</source>
        <translation>Jogar mesmo assim (Enter)</translation>
    </message>
    <message>
        <source>Make the move as it is (Enter)</source>
        <translation>Fazer a jogada como está (Enter)</translation>
    </message>
</context>
<context>
    <name>TutorSeat</name>
    <message>
        <source>Think again: the move was not made.</source>
        <translation>Pensar de novo: a jogada não foi feita.</translation>
    </message>
</context>
<context>
    <name>WindowActions</name>
    <message>
        <source>G&amp;ame</source>
        <translation>Par&amp;tida</translation>
    </message>
    <message>
        <source>&amp;New game</source>
        <translation>&amp;Nova partida</translation>
    </message>
    <message>
        <source>&amp;Score sheet</source>
        <translation>&amp;Planilha de pontos</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>&amp;Estatísticas</translation>
    </message>
    <message>
        <source>&amp;Practice your mistakes…</source>
        <translation>Aprenda com seus &amp;erros…</translation>
    </message>
    <message>
        <source>&amp;Undo my last move</source>
        <translation>Desfazer minha última &amp;jogada</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Sair</translation>
    </message>
    <message>
        <source>&amp;Mute sounds</source>
        <translation>Silenciar s&amp;ons</translation>
    </message>
    <message>
        <source>V&amp;iew</source>
        <translation>E&amp;xibir</translation>
    </message>
    <message>
        <source>&amp;Known cards</source>
        <translation>Cartas &amp;conhecidas</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Tela cheia</translation>
    </message>
    <message>
        <source>&amp;Options</source>
        <translation>&amp;Opções</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Configurações…</translation>
    </message>
    <message>
        <source>H&amp;elp</source>
        <translation>A&amp;juda</translation>
    </message>
    <message>
        <source>&amp;Rules</source>
        <translation>&amp;Regras</translation>
    </message>
    <message>
        <source>&amp;First game walkthrough</source>
        <translation>Tour da &amp;primeira partida</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;Sobre</translation>
    </message>
    <message>
        <source>You cannot knock now.</source>
        <translation>Você não pode bater agora.</translation>
    </message>
    <message>
        <source>Discard {card} and go gin?</source>
        <translation>Descartar {card} e fazer Gin?</translation>
    </message>
    <message>
        <source>Discard {card} and knock with {deadwood} deadwood?</source>
        <translation>Descartar {card} e bater com {deadwood} pontos soltos?</translation>
    </message>
    <message>
        <source>Knock</source>
        <translation>Bater</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nova partida</translation>
    </message>
    <message>
        <source>Abandon the current game and start a new one?</source>
        <translation>Abandonar a partida atual e começar uma nova?</translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <translation>Jogar esta distribuição de novo</translation>
    </message>
    <message>
        <source>Leave the current game (it is kept as abandoned) and play this deal again as practice?</source>
        <translation>Sair da partida atual (ela fica guardada como abandonada) e jogar esta distribuição de novo como treino?</translation>
    </message>
    <message>
        <source>the computer&apos;s cards</source>
        <translation>as cartas do computador</translation>
    </message>
    <message>
        <source>your cards</source>
        <translation>as suas cartas</translation>
    </message>
    <message>
        <source>Practice: the same deal again, with {seat}. It is not counted in the statistics.</source>
        <translation>Treino: a mesma distribuição de novo, com {seat}. Não conta nas estatísticas.</translation>
    </message>
    <message>
        <source>Undo is off: turn it on in Options &gt; Settings (games with undo are marked).</source>
        <translation>Desfazer está desligado: ligue em Opções &gt; Configurações (partidas com desfazer ficam marcadas).</translation>
    </message>
    <message>
        <source>A hint is available when it is your turn.</source>
        <translation>Uma dica fica disponível quando é a sua vez.</translation>
    </message>
    <message>
        <source>Working out a hint…</source>
        <translation>Calculando uma dica…</translation>
    </message>
    <message>
        <source>Hint: {reason}</source>
        <translation>Dica: {reason}</translation>
    </message>
    <message>
        <source>No hint this time: working it out failed (the log has the details).</source>
        <translation>Sem dica desta vez: o cálculo falhou (os detalhes estão no registro).</translation>
    </message>
</context>
<context>
    <name>WindowLook</name>
    <message>
        <source>Some card pictures could not be loaded, so the large-index faces or plain cards are shown instead; the game plays as usual. Reinstalling Gin Rummy brings the pictures back. ({error})</source>
        <translation>Algumas imagens de cartas não puderam ser carregadas, então cartas de índice grande ou cartas simples são mostradas no lugar; o jogo funciona normalmente. Reinstalar o Gin Rummy traz as imagens de volta. ({error})</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Configurações</translation>
    </message>
    <message>
        <source>Your settings could not be saved to {path}, so they last only until Gin Rummy is closed. Is the disk full, or the folder read-only?</source>
        <translation>Suas configurações não puderam ser salvas em {path}, então elas só valem até o Gin Rummy ser fechado. O disco está cheio ou a pasta é somente leitura?</translation>
    </message>
    <message>
        <source>The new rules and opponent apply from the next game (Game &gt; New game).</source>
        <translation>As novas regras e o novo adversário valem a partir da próxima partida (Partida &gt; Nova partida).</translation>
    </message>
    <message>
        <source>Restart now</source>
        <translation>Reiniciar agora</translation>
    </message>
</context>
</TS>
