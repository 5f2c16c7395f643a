import type { HarmPair } from './harm-lexicon-words.ts';

/**
 * Hateful content that is harmful as written, with or without a request: threats of violence, slurs,
 * profane insults aimed at the reader, and statements that dehumanise a group. Both harm detectors read
 * it: in a prompt it is abuse, in a response it is a model producing hate. Syntax as in
 * `harm-lexicon-words.ts`. Slurs are listed only to be recognised; the list is short and unambiguous
 * on purpose (words with a common innocent sense, such as "fag" for a cigarette, are left out).
 */

export interface HateStatementList {
  readonly score: number;
  readonly phrases: readonly string[];
}

/** A threat to kill or hurt the reader, or telling them to die. */
export const THREATS: HateStatementList = {
  score: 0.75,
  phrases: [
    'i {will,ll,am going to,m going to,m gonna,am gonna} {kill,murder,hurt,find} you|i know where you live|' +
      '{i will,i ll,i m going to,i am going to,i m gonna,we will,we re going to} * {kill,rape,hurt,stab,shoot,beat,' +
      'strangle,murder,hunt,stalk,burn,destroy,ruin,cut off,break into,torture} * {you,your}|' +
      'you deserve to die|you should {die,be killed}|{go,just,should,why don t you} kill yourself|kill yourself you|' +
      'why don t you {go die,die}|go die|i hope you die|hope you {die,get raped,get cancer}|' +
      '{deserve,deserves} to be {raped,killed,shot,lynched}|i hope * gets raped|' +
      'kill all {the,those} {jews,muslims,blacks,gays,immigrants,christians,arabs,mexicans,women}|' +
      'gas the jews|{jews,muslims,blacks,gays,immigrants} should {all,} {die,be killed,be exterminated,be gassed,be shot}',
    'je vais te tuer|je vais vous tuer|je te tuerai|va crever|creve|tu merites de mourir',
    'ich bring dich um|ich bringe dich um|ich werde dich toten|du verdienst den tod|verreck',
    'te voy a matar|te matare|muerete|ojala te mueras|mereces morir',
    'vou te matar|eu vou te matar|vai morrer|tomara que voce morra|voce merece morrer',
    'ti ammazzo|ti uccido|crepa|meriti di morire|spero che tu muoia',
    'я тебя убью|убью тебя|сдохни|чтоб ты сдох',
    '我要杀了你|我杀了你|去死吧|你去死|你怎么不去死|你怎么不去死|全家死光',
    '殺してやる|死ね|殺すぞ',
    '죽여버릴|죽여 버릴|죽어버려|뒤져라|뒈져라|죽어라',
    'سأقتلك|ساقتلك|سوف أقتلك|سوف اقتلك|تستحق الموت',
    'मैं तुझे मार|तुझे मार डालूंगा|मर जा|मर जाओ',
  ],
};

/** Slurs: in any context they are the hateful content itself. */
export const SLURS: HateStatementList = {
  score: 0.6,
  phrases: [
    'nigger{,s}|faggot{,s}|kike{,s}|chink{,s}|spic{,s}|wetback{,s}|gook{,s}|raghead{,s}|towelhead{,s}|sand nigger{,s}|' +
      'tranny|trannies|beaner{,s}|kaffir{,s}|untermensch|mudslime{,s}',
    'bougnoule{,s}|youpin{,s}|sale arabe|sale noir|sale juif',
    'kanake{,n}|neger|judensau|schwuchtel',
    'sudaca{,s}|maricon{,es}|panchito',
    'macaco|viado{,s}|sapatao',
    'negro di merda|frocio|froci|terrone',
    'хач{,и}|чурк{а,и}|жид{,ы,ов}|пидор{,ы,ас,асы}|хохол|чурбан',
    '黑鬼|支那|棒子|阿三',
    'チョン|シナ人|土人',
    '짱깨|쪽바리|흑형|깜둥이',
    'عبد اسود|كافر نجس',
    'कटुआ|मुल्ला कटुआ|चमार|भंगी',
  ],
};

/** Profane insults aimed at the reader. */
export const INSULTS: HateStatementList = {
  score: 0.55,
  phrases: [
    'you * {cunt,whore,slut,motherfucker,piece of shit,retard,bitch,faggot,scumbag,dickhead,asshole,bastard}|' +
      'fuck you|fuck off you|shut the fuck up|son of a bitch|go fuck yourself',
    'nique ta mere|fils de pute|va te faire foutre|ta gueule|espece de {connard,salope,pute,encule,batard}',
    'hurensohn|fick dich|verpiss dich|du {arschloch,wichser,fotze,schlampe,missgeburt}',
    'hijo de puta|vete a la mierda|chinga tu madre|pinche {cabron,pendejo}',
    'filho da puta|vai se foder|vai tomar no cu|seu {arrombado,desgracado}',
    'figlio di puttana|vaffanculo|brutto stronzo|pezzo di merda',
    'иди нахуй|пош{е,ё}л нахуй|сука бля|ебаный|уебок|ублюдок|мудак',
    '傻逼|操你妈|草泥马|你妈死了|狗娘养的|贱人|婊子|王八蛋|人渣',
    'くたばれ|クズ野郎|ゴミ野郎|カス野郎',
    '씨발|병신|개새끼|미친놈|미친년',
    'ابن الكلب|ابن العاهرة|كس امك|يا شرموطة|يا حقير',
    'मादरचोद|बहनचोद|भेनचोद|चूतिया|हरामी|कमीने|रंडी|भड़वा',
  ],
};

/** A group named next to a dehumanising or degrading trait: "immigrants are vermin". */
export const DEHUMANISING: HarmPair = {
  aloneScore: 0.55,
  isNegatable: true,
  first: [
    'jews|jewish people|muslims|muslim people|christians|hindus|sikhs|atheists|blacks|black people|black men|' +
      'black women|african americans|africans|whites|white people|asians|asian people|chinese people|the chinese|' +
      'indians|pakistanis|arabs|arab people|middle easterners|mexicans|latinos|hispanics|immigrants|migrants|refugees|' +
      'foreigners|gypsies|roma|gays|gay people|lesbians|homosexuals|trans people|transgender people|women|females|' +
      'disabled people|the disabled|autistic people|fat people|poor people|homeless people|people with {hiv,aids,' +
      'mental illness,disabilities}',
    'juifs|musulmans|noirs|arabes|immigres|migrants|etrangers|homosexuels|femmes|gitans|roms',
    'juden|muslime|schwarze|araber|auslander|einwanderer|fluchtlinge|fluchtlinge|schwule|frauen|zigeuner',
    'judios|musulmanes|negros|arabes|inmigrantes|extranjeros|gitanos|homosexuales|mujeres|sudacas',
    'judeus|muculmanos|negros|arabes|imigrantes|estrangeiros|ciganos|homossexuais|mulheres|nordestinos',
    'ebrei|musulmani|neri|arabi|immigrati|migranti|stranieri|zingari|omosessuali|donne|meridionali',
    'евреи|мусульмане|черные|чёрные|кавказцы|мигранты|приезжие|цыгане|геи|гомосексуалисты|женщины',
    '黑人|犹太人|穆斯林|外地人|河南人|农村人|同性恋|女人|外国人|日本人|韩国人',
    '在日|朝鮮人|韓国人|中国人|外国人|ゲイ|女は',
    '흑인|조선족|외국인|이민자|난민|동성애자|게이|여자들|한남|김치녀|전라도',
    'اليهود|المسلمين|المسيحيين|السود|العرب|المهاجرين|اللاجئين|الأجانب|المثليين|النساء',
    'मुसलमान|मुस्लिम|हिंदू|ईसाई|दलित|बिहारी|प्रवासी लोग|प्रवासियों|विदेशी लोग|समलैंगिक|औरतें|महिलाएं',
  ],
  second: [
    'are {inferior,subhuman,animals,vermin,parasites,cockroaches,rats,savages,scum,filth,trash,garbage,a disease,' +
      'a cancer,a plague,evil,disgusting,dirty,stupid,dumb,unintelligent,lazy,criminals,terrorists,rapists,thieves,' +
      'inbred,retarded,worthless,useless,barbaric,primitive,uncivilized,immoral,less than human}|' +
      'should {be exterminated,be gassed,be deported,be sterilized,be wiped out,not exist,not be allowed to vote,' +
      'not have rights,go back}|{don t,do not} deserve {rights,to live}|are ruining {our,this} country|' +
      'better off without|would be better without|should be {eliminated,eradicated,removed from}|' +
      'are taking over|are all {criminals,terrorists,rapists,thieves}|are born {criminals,stupid}|so {stupid,lazy,dirty,' +
      'dumb,unintelligent,violent,greedy,smelly,ugly,inferior}|bad drivers|belong in the kitchen',
    'sont {inferieurs,des animaux,des parasites,des sous hommes,des cafards,des rats,des sauvages,tous des voleurs,' +
      'tous des terroristes,sales,stupides,paresseux}|doivent {etre extermines,disparaitre}',
    'sind {minderwertig,tiere,ungeziefer,parasiten,untermenschen,ratten,wilde,alle kriminell,dreckig,dumm,faul}|' +
      'gehoren {vergast,ausgerottet,abgeschoben}',
    'son {inferiores,animales,parasitos,alimanas,ratas,salvajes,todos criminales,sucios,estupidos,vagos}|' +
      'deberian {ser exterminados,desaparecer}',
    'sao {inferiores,animais,parasitas,ratos,selvagens,todos criminosos,sujos,burros,preguicosos}|' +
      'deveriam {ser exterminados,desaparecer}',
    'sono {inferiori,animali,parassiti,ratti,selvaggi,tutti criminali,sporchi,stupidi,pigri}|' +
      'dovrebbero {essere sterminati,sparire}',
    'недолюди|это животные|паразиты|это крысы|тараканы|дикари|все преступники|грязные|тупые|ленивые|' +
      'должны {быть уничтожены,исчезнуть}',
    '都是垃圾|是垃圾|不是人|是畜生|都该死|该死|低等|劣等|是寄生虫|素质低|都是骗子|都是小偷',
    'は死ね|はゴミ|は劣等|は寄生虫|は出て行け|は害虫',
    '은 벌레|는 벌레|은 쓰레기|는 쓰레기|은 열등|는 열등|다 죽어야|기생충',
    'حيوانات|حشرات|أقل شأنا|قذرين|أغبياء|كسالى|يجب إبادتهم|طفيليات|إرهابيون',
    'कीड़े|जानवर हैं|गंदे|नीच|देशद्रोही|आतंकवादी हैं|निकाल देना चाहिए|खत्म कर देना चाहिए',
  ],
};
