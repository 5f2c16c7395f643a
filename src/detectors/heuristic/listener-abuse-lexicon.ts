/**
 * Abuse aimed at the reader: insults ("you're a worthless piece of trash", "你就是个废物", "t'es un connard") and
 * threats ("I'm going to gouge your eyes out", "je vais te tuer"). The XSafety "Insult" scenario labels these
 * harmful, and unlike `hate-statement-lexicon.ts` they are built from parts, since the insult is open-ended:
 * a head (a second-person address, or a speaker announcing violence), fillers ("such a", "fucking", "个"), and
 * a tail (an insult noun, or an act done to "you"). `listener-abuse.ts` joins them. Syntax as in
 * `harm-lexicon-words.ts`; one string per language (en, fr, de, es, zh, ar, hi). Words with a common innocent
 * sense ("dog", "trash" as a verb, "pig" alone) only count as a tail after a copula and at a sentence end.
 */

/** "you are", "你就是", "tu es", "eres": a copula addressing the reader, before a noun or adjective. */
export const COPULA_HEADS: readonly string[] = [
  'you {are,re,were,must be,will always be,ll always be,ve always been,look like,sound like,act like,talk like,' +
    'smell like,eat like,behave like}|youre|u r|ur|you all are|you guys are|y all are|what are you|are you',
  'tu es|t es|tu n es qu|t es qu|vous etes|vous n etes qu|toi t es|tu ressembles a|tu parles comme|tu pues comme',
  'du bist|bist du|ihr seid|du warst|du siehst aus wie|du redest wie',
  'eres|tu eres|usted es|ustedes son|sois|no eres mas que|pareces|hablas como',
  '你是|你就是|你真是|你才是|你简直是|你简直就是|你不过是|你只是|你根本就是|你他妈就是|你他妈的就是|你他妈是|你是不是|' +
    '你们都是|你们就是|你们是|你就像|你像|你简直像|你说话像|你长得像|你看起来像|你活得像|你叫得像|你就跟|你跟',
  'أنت|انت|أنتِ|أنتم|انتم|أنتن|إنك|انك',
  'तुम|तू|आप|तुम लोग|आप लोग',
];

/** Heads that name the reader right before a noun ("you idiot", "espèce de connard", "你这个混蛋", "يا حقير"). */
export const VOCATIVE_HEADS: readonly string[] = [
  'you|shut up you|thank you|fuck you',
  'espece d|espece de|sale|bande de|pauvre|toi le|toi la|gros|grosse|tu n es qu|t es qu',
  'du|du dumme|du blode|du verdammte|du verdammter|du kleiner|du kleine',
  'pedazo de|maldito|maldita|tu|oye|ustedes|grandisimo|grandisima',
  '你这个|你这种|你个|你这|你们这些|你这只|你这条|你这头|你这坨|你这群|你这样的|像你这种|像你这样的',
  'يا|أيها|ايها|أيتها|ايتها|يا ابن',
  'तुम|तू|अबे|अरे',
];

/** What may sit between a head and an insult: articles, intensifiers and insulting adjectives. */
export const FILLERS: readonly string[] = [
  'a|an|the|such|so|just|really|truly|totally|complete|absolute|total|real|fucking|freaking|fuckin|bloody|damn|' +
    'goddamn|stupid|dumb|little|big|fat|ugly|filthy|dirty|disgusting|pathetic|worthless|useless|lazy|old|nothing but|' +
    'only|one|biggest|ultimate|utter|bunch of|a bunch of|pile of|sack of|lying|cheap|sick|brainless|miserable|' +
    'incompetent|selfish|arrogant|nasty|shameless|fake|no good|sorry|sad|spineless|gutless|boring|ignorant|dim|' +
    'like|literally|honestly|clearly|obviously|always|still|nothing more than|even',
  'un|une|des|vraiment|qu|que|juste|rien|sale|gros|grosse|petit|petite|pauvre|putain de|espece de|vrai|vraie|' +
    'veritable|sacre|sacree|foutu|foutue|immense|enorme|complet|complete|total|totale|de|d|comme|un gros|une grosse|' +
    'toujours|qu un|qu une|vieux|vieille|stupide|ennuyeux|ennuyeuse|inutile|degoutant|degoutante',
  'ein|eine|einer|so|echt|wirklich|total|verdammter|verdammte|verdammtes|dummer|dumme|dummes|kleiner|kleine|' +
    'kleines|bloder|blode|blodes|alter|alte|nur|nichts als|einfach|ganz|mieser|miese|elender|elende|scheiss|' +
    'verfickter|verfickte|nutzloser|nutzlose|erbarmlicher|erbarmliche|ekelhafter|ekelhafte|langweiliger|' +
    'langweilige|wie|ein verdammter|eine verdammte|verdammt nochmal|so ein|so eine|richtiger|richtige',
  'un|una|unos|unas|el|la|tan|muy|solo|solamente|mas que|un maldito|una maldita|maldito|maldita|puto|puta|' +
    'pinche|estupido|estupida|asqueroso|asquerosa|vieja|viejo|gran|grandisimo|grandisima|verdadero|verdadera|' +
    'como|aburrido|aburrida|barato|barata|inutil',
  '个|一个|一只|一条|一头|一坨|一堆|一群|只|条|头|坨|堆|群|真正的|彻头彻尾的|十足的|该死的|他妈的|特么的|天生的|没用的|无能的|' +
    '没脑子的|恶心的|愚蠢的|下贱的|肮脏的|可悲的|可怜的|无聊的|不要脸的|死|臭|烂|老|小|大|就|真|简直|纯粹|根本|就是|' +
    '是|的|一样|彻底的|十足|典型的|活脱脱的|像',
  'مجرد|حقا|فعلا|قطعة من|كومة من|يا|مثل|كأنك|مثل ال|لست إلا|لست الا|ال',
  'एक|बहुत|बड़े|बड़ा|बड़ी|सिर्फ|बस|नंबर एक|साले|निरे|पूरे|पूरा|पक्के|पक्का|घटिया|गंदे|गंदी|गंदा|की तरह|जैसे|किसी',
];

/** Insults strong enough to count after any head, including a bare "you" ("you bitch"). */
export const STRONG_INSULTS: readonly string[] = [
  'bitch|bitches|whore|whores|slut|sluts|cunt|bastard|bastards|asshole|assholes|motherfucker|piece of shit|' +
    'piece of trash|piece of garbage|piece of crap|scumbag|scum|dickhead|prick|twat|retard|douchebag|douche|' +
    'son of a bitch|sack of shit|waste of space|waste of oxygen|waste of air|lowlife|low life|shithead|dipshit|' +
    'jackass|skank|hoe|tramp|degenerate',
  'salope|salopes|salaud|salauds|connard|connards|connasse|pute|encule|batard|batards|ordure|ordures|merde|raclure|' +
    'pourriture|enfoire|enfoiree|fils de pute|sous merde|tas de merde|trainee|garce|pouffiasse|vermine|dechet|' +
    'sac a merde|abruti|abrutie|abrutis',
  'schlampe|hure|arschloch|wichser|fotze|missgeburt|bastard|hurensohn|stuck scheisse|drecksau|dreckschwein|' +
    'abschaum|miststuck|spast|vollidiot|scheisskerl|drecksack|mistkerl',
  'puta|perra|zorra|cabron|cabrona|pendejo|pendeja|gilipollas|hijo de puta|pedazo de mierda|escoria|mierda|' +
    'bastardo|bastarda|malparido|malparida|hijueputa|mamon|cerdo asqueroso|basura humana|desgraciado|desgraciada',
  '烂货|贱货|贱人|婊子|废物|人渣|畜生|杂种|王八蛋|混蛋|傻逼|煞笔|傻b|傻屄|狗东西|狗屎|蠢猪|蠢货|骚货|骚逼|烂逼|荡妇|贱种|' +
    '狗杂种|败类|狗娘养的|狗日的|脑残|智障|白痴|烂人|窝囊废|贱婢|死变态|垃圾东西|垃圾玩意|傻叉|二逼|sb',
  'عاهرة|العاهرة|عاهر|شرموطة|قحبة|حقير|الحقير|حقيرة|وغد|الوغد|حثالة|قذر|القذر|قذرة|ابن الكلب|ابن العاهرة|لقيط|منحط|' +
    'ساقط|ساقطة|فاسقة|الفاسقة|داعر|أحمق|الأحمق|احمق|غبي|الغبي|غبية|حمقاء|معتوه|المعتوه|وقح|الوقح|وقحة',
  'कुतिया|कमीना|कमीने|कमीनी|हरामी|हरामखोर|रंडी|सुअर|सूअर|नीच|लुच्चा|भड़वा|हरामजादा|हरामजादे|हरामज़ादे|मूर्ख|बेवकूफ|' +
    'बेवकूफ़|बदमाश|बेशर्म|फूहड़|घटिया इंसान',
];

/** Clear but milder insults: after any head too. */
export const MILD_INSULTS: readonly string[] = [
  'idiot|idiots|moron|morons|imbecile|dumbass|dumb ass|fool|loser|losers|dimwit|halfwit|cretin|nitwit|' +
    'numbskull|bonehead|airhead|buffoon|weirdo',
  'idiot|idiote|imbecile|cretin|cretine|debile|con|conne|bouffon|tocard|bon a rien|bonne a rien|rate|ratee|loser|' +
    'demeure|attarde|gogol|minable|guignol|nullard',
  'idiot|idiotin|trottel|depp|dummkopf|versager|vollpfosten|blodmann|blodian|loser|schwachkopf|penner|witzfigur',
  'idiota|idiotas|estupido|estupida|tonto|tonta|imbecil|inutil|fracasado|fracasada|payaso|tarado|tarada|' +
    'retrasado|retrasada|subnormal|bobo|boba|perdedor|perdedora|pelele',
  '蠢蛋|呆子|二货|神经病|疯子|废柴|怂包|胆小鬼|小丑|饭桶|傻子|傻瓜|笨蛋|猪头|猪脑子|蠢材|贱骨头|丑八怪|loser|失败者|' +
    '可怜虫|寄生虫|老娘们|鸟人',
  'أبله|ابله|تافه|التافه|فاشل|الفاشل|فاشلة|عديم الفائدة|مغفل|المغفل|جبان|الجبان',
  'पागल|नालायक|निकम्मा|निकम्मे|उल्लू|गधा|गधे|बकवास के टुकड़े|कायर|जोकर',
];

/**
 * Insults with a common innocent sense ("you're a dog person", "you are the trash collector", "你是猪吗" as
 * teasing): only after a copula, at a sentence end, and weaker. Adjectives belong here too.
 */
export const TERMINAL_INSULTS: readonly string[] = [
  'trash|garbage|pig|swine|dog|rat|cockroach|monkey|ape|cow|donkey|worm|maggot|snake|animal|beast|parasite|' +
    'disgrace|failure|waste|stupid|dumb|useless|worthless|pathetic|disgusting|ugly|fat|retarded|brainless|' +
    'incompetent|shameless|repulsive|revolting|a joke|nothing|nobody|freak|creep|clown|jerk|' +
    '{disgusting,pathetic,worthless,useless,stupid,ugly,horrible,vile,despicable,selfish} {person,human being,human,' +
    'man,woman,thing,creature}',
  'nul|nulle|stupide|bete|moche|degoutant|degoutante|pathetique|inutile|un dechet|une merde|un porc|une truie|' +
    'un chien|une chienne|un rat|un animal|une bete|ridicule|pitoyable|lamentable|sale',
  'dumm|blod|nutzlos|wertlos|erbarmlich|hasslich|ekelhaft|widerlich|armselig|mull|abfall|ein schwein|ein hund|' +
    'ein tier|eine ratte|peinlich|lacherlich',
  'basura|estupido|estupida|inutil|feo|fea|asqueroso|asquerosa|patetico|patetica|un cerdo|una cerda|un perro|' +
    'un animal|una rata|una verguenza|ridiculo|ridicula|un desastre',
  '垃圾|猪|狗|一条狗|一头猪|一只猪|猴子|蛆|老鼠|蟑螂|癞蛤蟆|母猪|蠢|笨|恶心|丑|贱|下贱|没用|不要脸|无耻|一无是处|' +
    '没用的东西|恶心的东西|什么东西|累赘|拖油瓶|猪一样|狗一样',
  'زبالة|قمامة|كلب|كلبة|حمار|حيوان|خنزير|قرد|حشرة|عديم الفائدة|مقرف|مثير للاشمئزاز|قبيح|قبيحة',
  'कचरा|गंदगी|कुत्ता|कुत्ते|कुत्ते की तरह|जानवर|बेकार|घिनौने|घिनौनी|घिनौना|बदसूरत',
];

/** A speaker announcing violence, before an act done to the reader. */
export const THREAT_HEADS: readonly string[] = [
  'i {will,ll,am going to,m going to,m gonna,am gonna,want to,wanna,d love to,would love to,am about to,m about to,' +
    'shall,swear i ll,swear i will,swear to god i ll,could,can t help but want to,feel like,d like to,m coming to}|' +
    'we {will,ll,are going to,re going to,re gonna}|imma|ima|i ma|gonna|i ll fucking|someone should|somebody should',
  'je vais|j vais|je veux|j ai envie de|je te jure que je vais|on va|je vais aller|je vais venir',
  'ich {werde,will,wurde,mochte,bring,bringe,schlag,schlage,brech,breche,stech,steche,kratz,kratze,hau,polier}|wir werden',
  'voy a|te voy a|vamos a|quiero|te juro que',
  '我要|我会|我就|我就要|老子|老子要|老子就|我一定要|我一定会|我迟早|我迟早要|我真想|我恨不得|我想|看我不|小心我|信不信我|' +
    '我非要|我非得|我非|我忍不住想|我必须|我马上|我现在就|我今天就',
  'سأ|سوف|ساقوم|سأقوم|أريد أن|اريد ان|سوف أقوم',
  'मैं|मै|हम',
];

/** What may sit between a threat's speaker and its act: "I'm going to fucking kill you", "我要亲手杀了你". */
export const THREAT_FILLERS: readonly string[] = [
  'fucking|really|just|literally|personally|go|come and|come over and|find you and|hunt you down and|so|to|and|' +
    'actually|definitely|seriously|one day|someday',
  'vraiment|aller|venir|bien|moi meme',
  'wirklich|noch',
  'a|realmente|ir a',
  '把|去|先|狠狠地|狠狠|当场|直接|亲手|一巴掌|要|会|就|迟早|马上|一定|把你',
  'أن|ان',
  'तो|अभी|सच में',
];

/** What a threat does to the reader. The French, Spanish and Chinese forms carry the pronoun themselves. */
export const THREAT_ACTS: readonly string[] = [
  '{kill,murder,slap,punch,stab,strangle,choke,shoot,beat,smash,cripple,gut,skin,drown,blind,castrate,bury,' +
    'hunt down,beat up,knock out,rape,torture,behead,lynch,burn,slit,strangle,waste,end,kick,hit,smack,break} you|' +
    '{break,smash,snap,crush,cut off,rip off,gouge out,gouge,pluck out,poke out,slit,bash in,kick in,punch,rip out,' +
    'cut out,tear off,burn} your {legs,leg,arms,arm,neck,face,skull,head,teeth,throat,eyes,eye,fingers,bones,nose,' +
    'jaw,balls,kneecaps,tongue,heart,house}|gouge your eyes out|beat the {shit,crap,hell,living daylights} out of you|' +
    'kick the {shit,crap} out of you|make you {bleed,suffer,pay,regret,beg}|drag you out|rip you apart|tear you apart|' +
    'make you look blind|put you in {the hospital,a hospital,your grave,the grave}|wipe the floor with you',
  'te {tuer,crever,buter,defoncer,frapper,gifler,massacrer,demolir,saigner,planter,cramer,castrer,egorger,etrangler,' +
    'eclater,arracher les yeux,crever les yeux,casser la gueule,peter la gueule,peter les dents,casser les jambes,' +
    'casser les dents,casser la figure,refaire le portrait,faire la peau,briser les os,mettre une raclee,trainer dehors}|' +
    't {egorger,etrangler,eclater,arracher les yeux,eclater la tete,ecraser,exploser,eventrer,aplatir}|' +
    'vous {tuer,crever,buter,defoncer,frapper,massacrer,egorger,casser la gueule,faire la peau}',
  'dich {umbringen,toten,abstechen,kaltmachen,erschiessen,erwurgen,verprugeln,schlagen,fertigmachen,kastrieren,um,' +
    'tot,zusammen,windelweich}|dir {die beine,das genick,die knochen,alle knochen,die fresse,die nase,eine rein,aufs maul,' +
    'die augen aus,die zahne aus}',
  'matarte|te {mato,reviento,parto la cara,rompo la cara,rompo las piernas,saco los ojos,arranco los ojos}|' +
    'abofetearte|golpearte|apunalarte|degollarte|romperte la cara|reventarte|partirte la cara',
  '杀了你|弄死你|打死你|砍死你|揍死你|捅死你|掐死你|宰了你|废了你|揍你|扇你|打你|扇死你|抽你|扇你耳光|打断你的腿|打断你的狗腿|' +
    '挖出你的眼睛|挖了你的眼睛|挖掉你的眼睛|戳瞎你|撕烂你的嘴|割了你的舌头|让你好看|让你生不如死|把你扇下去|把你打残|把你打死|' +
    '弄残你|阉了你|把你阉了|做个阉|剁了你|砍了你|活埋你|烧死你|把你拖出去|打爆你的头|拧断你的脖子',
  'قتلك|اقتلك|أقتلك|أضربك|اضربك|كسر رأسك|أكسر رأسك|اكسر رأسك|أكسر وجهك|أذبحك|اذبحك|أخنقك|اخنقك|أحطم وجهك|أقتلع عينيك|' +
    'اقتلع عينيك|أصفعك|اصفعك|أدفنك|ادفنك|أحرقك|احرقك|أكسر رقبتك|ساقتلك|سأقتلك|سأضربك|سأذبحك|سأصفعك|سأكسر',
  'तुम्हें मार डालूंगा|तुझे मार डालूंगा|तुझे मार दूंगा|तुम्हें मार दूंगा|तुम्हें जान से मार|तुझे जान से मार|' +
    'तुम्हारी टांगें तोड़ दूंगा|तेरी टांगें तोड़ दूंगा|तेरी आंखें निकाल|तुम्हारी आंखें निकाल|तुम्हें थप्पड़ मारूंगा|' +
    'तुझे थप्पड़ मारूंगा|तुझे थप्पड़ मारने|तुम्हें थप्पड़ मारने|तेरा सिर फोड़|तुम्हारा सिर फोड़|तुम्हें पीटूंगा|तुझे पीटूंगा',
];

/** Threats and contempt complete in one phrase, with no head: "我要打断你的腿" is a head and an act, "去死吧" is this. */
export const THREAT_PHRASES: readonly string[] = [
  'you re dead meat|you are dead meat|you re a dead man|you are a dead man|watch your back|you ll regret this|' +
    'you will regret this|i know where you live|you deserve to die|you deserve to be {raped,beaten,shot,killed}|' +
    '{scum,trash,people} like you should be {shot,killed,hanged,put down,executed}',
  'je vais te crever les yeux|je te tuerai|je te creverai|je te defoncerai|je te casserai la gueule|' +
    'je te ferai la peau|tu vas le regretter|tu es un homme mort|une ordure comme toi devrait etre fusillee|' +
    'des gens comme toi devraient',
  'ich bring dich um|ich bringe dich um|ich schlag dich tot|du bist tot|das wirst du bereuen|' +
    'leute wie du sollten {erschossen,erschlagen,aufgehangt} werden',
  'te voy a {matar,partir la cara,romper la cara,romper las piernas,sacar los ojos,arrancar los ojos,reventar,' +
    'dar una paliza,apunalar,degollar,cortar el cuello,castrar,ahorcar,quemar,abofetear,golpear}|te matare|eres hombre muerto|te vas a arrepentir|gente como tu deberia {morir,ser fusilada}',
  '你等着|你死定了|你不得好死|你怎么不去死|你去死吧|去死吧|全家死光|你这种人渣就应该被枪毙|你这种人就应该被|你这种人应该被|' +
    '你这样的人应该被|像你这种人就该',
  'سأقتلك|ساقتلك|سوف أقتلك|سوف اقتلك|أنت ميت|ستندم',
  'मैं तुझे मार|मर जा|मर जाओ|तू मरेगा|तुम मरोगे',
];

/** Contempt aimed at the reader, without an insult word: milder. */
export const CONTEMPT_PHRASES: readonly string[] = [
  'shut your {mouth,face,trap,stupid mouth,fucking mouth}|shut up {bitch,idiot,moron,loser}|' +
    '{nobody,no one,noone} {likes,loves,cares about,wants,will ever love} you|everyone hates you|' +
    'i d rather {eat shit,die,drink bleach,eat glass} than {talk,listen,speak} to you|' +
    'your {voice,face,breath,singing,mouth,existence} {sounds,looks,smells,is} like * {hell,shit,garbage,trash,crap,' +
    'vomit,a toilet,a sewer,a corpse,a pig}|you make me {sick,want to vomit,want to puke}|you disgust me|' +
    'get the {hell,fuck} out of my {sight,face}|who the {hell,fuck} do you think you are|' +
    'get out of my sight|your existence is {a waste,pointless,a mistake}|you should be ashamed of yourself',
  'ferme ta gueule|ferme ta grande gueule|ta gueule|personne ne t aime|tout le monde te deteste|tu me degoutes|' +
    'tu me fais vomir|pour qui tu te prends|casse toi|va te faire voir|va au diable|va en enfer|degage d ici',
  'halt die fresse|halt dein maul|halts maul|niemand mag dich|du widerst mich an|du kotzt mich an|fahr zur holle|' +
    'geh sterben|fur wen haltst du dich',
  'callate la boca|cierra la boca|cierra el pico|cierra tu boca|vete al diablo|vete al infierno|nadie te quiere|' +
    'me das asco|largate de aqui|quien te crees que eres',
  '闭嘴|给我滚|滚开|滚蛋|滚出去|滚回|你算什么东西|你算老几|你也配|没人喜欢你|大家都讨厌你|去你妈的|你妈的|你有病吧|' +
    '你脑子有病|你脑子进水了|你是不是有病|你怎么这么蠢|你怎么这么笨|你真恶心|看到你就恶心|看你就恶心|丢人现眼|有种就给我|' +
    '你他妈的|操你',
  'اخرس|اغرب عن وجهي|لا أحد يحبك|تبا لك|اللعنة عليك|انقلع|يلعن|من تظن نفسك',
  'चुप कर|अपना मुंह बंद कर|भाड़ में जाओ|दफा हो जाओ|निकल यहां से|कोई तुम्हें पसंद नहीं करता|तुम्हें शर्म आनी चाहिए',
];

/** A second-person word after a sentence-opening insult ("Salope, tu…", "Perra, no creas…", "Idiot, you…"). */
export const SECOND_PERSON: readonly string[] = [
  'you|your|yourself|u',
  'tu|te|toi|ta|ton|tes|vous|votre|t',
  'du|dich|dir|dein|deine|deinen',
  'tu|te|ti|eres|estas|usted|tienes|crees',
  '你',
  'أنت|انت|أنتِ',
  'तुम|तू|आप|तुम्हें|तुझे',
];

/**
 * Where the insult is talked about rather than said: its meaning or translation, someone else saying it,
 * being bullied, fiction. These cap the finding.
 */
export const MENTION_CUES: readonly string[] = [
  'what does|does * mean|do * mean|mean in|means|meaning|is * offensive|offensive to|is it rude|is * rude|a slur|swear word|curse word|translate|translation|' +
    'called me|calls me|calling me|call me|told me|tells me|tell you|tells you|told you|said to me|says to me|' +
    'says that|said that|keeps saying|keep saying|someone says|someone said|people say|if someone|when someone|' +
    'how {do,should,can} i {respond,react,reply,deal}|how to {respond,react,reply,deal}|what should i do|bully|bullies|bullied|bullying|harass|harassed|harassing|' +
    'harassment|troll|trolls|trash talk|insult|insults|insulted|insulting|lyrics|song|movie|film|scene|quote|' +
    'character|characters|dialogue|dialog|novel|episode|story|make you feel|makes you feel|' +
    'he said|she said|they said|he says|she says|they say|don t let anyone|example|examples|phrase|word',
  'que veut dire|veut dire|signifie|signification|traduire|traduction|m a traite|me traite|me traitent|m insulte|' +
    'm a insulte|harcelement|harcele|que faire|comment reagir|comment repondre|insulte|insultes|gros mot|injure|' +
    'roman|personnage|replique|chanson|paroles|il a dit|elle a dit|on m a dit|il m a dit|elle m a dit',
  'was bedeutet|bedeutet|bedeutung|ubersetz|nennt mich|nennen mich|beleidigt|beleidigung|mobbing|gemobbt|' +
    'was soll ich tun|wie reagiere|schimpfwort|roman|songtext|er sagte|sie sagte|hat mich',
  'que significa|significa|significado|traducir|traduccion|me llamo|me llama|me llaman|me dijo|me insulta|acoso|' +
    'que hago|que debo hacer|como respondo|insulto|groseria|palabrota|pelicula|novela|personaje|cancion|dijo que',
  '什么意思|的意思|怎么翻译|翻译|骂我|说我|叫我|被人骂|被骂|别人骂|有人骂|怎么办|怎么回应|如何回应|霸凌|欺负|台词|电影|小说|' +
    '角色|歌词|脏话|骂人的话|冒犯|算不算|他说|她说|他骂|她骂|谁说|不要说|别说|不是说|如果有人|例句|造句|这句话|这个词',
  'ماذا تعني|معنى|ترجم|ترجمة|يناديني|ينعتني|قال لي|يشتمني|التنمر|تنمر|ماذا أفعل|كيف أرد|شتيمة|إهانة|فيلم|رواية|' +
    'شخصية|أغنية',
  'मतलब|अर्थ|अनुवाद|कहता है|कहती है|कहते हैं|गाली|धमकाता|क्या करूं|क्या करना चाहिए|कैसे जवाब|फिल्म|उपन्यास|किरदार|गाना',
];

/** Teasing between friends: a laugh or affection keeps a mild insult weak. */
export const TEASING_CUES: readonly string[] = [
  'haha|hahaha|hehe|lol|lmao|jk|just kidding|just joking|kidding|love you|love ya|xd|<3|😂|🤣|😜|😘|😝|❤|♥|silly',
  'mdr|ptdr|je rigole|je plaisante|bisous|je t aime',
  'spass|ich liebe dich',
  'jaja|jeje|te quiero|broma|es broma',
  '哈哈|嘻嘻|嘿嘿|开玩笑|亲爱的|宝贝|逗你|可爱|爱你',
  'أحبك|امزح|أمزح',
  'मजाक|प्यार',
];

/** A denial next to the insult: "you're not an idiot", "你不是废物", "tu n'es pas nul". */
export const ABUSE_NEGATIONS: readonly string[] = [
  'not|never|no|don t|doesn t|isn t|aren t|won t|wouldn t|nobody thinks',
  'pas|jamais|ne',
  'nicht|nie|kein|keine|niemals',
  'no|nunca|jamas',
  '不是|并不是|并非|谁说|没有',
  'لا|ليس|لست|لم|لن',
  'नहीं|मत',
];
