import type { HarmPair } from './harm-lexicon-words.ts';

/**
 * Stereotype statements: a group of people asserted to be lesser as a group ("women are not as good as men",
 * "homosexuality is a sin and should not exist", "people of a certain ethnic group are lazy"). Milder than the
 * dehumanising statements of `hate-statement-lexicon.ts` (vermin, should be exterminated), and unlike the
 * stereotype questions of the hate lexicon ("why are all X so lazy?") harmful without a request cue: the user
 * states the prejudice and invites agreement. Kept apart so that the claims stay tied to a named group — the
 * claims alone ("is useless", "low IQ", "a sin") are ordinary words. Latin-script claims carry their verb
 * ("are lazy", "sont sales") because the bare adjective is often an English word ("sales"). A negation between
 * the group and the claim ("women are not inferior") cancels it. Syntax as in `harm-lexicon-words.ts`.
 */
export const STEREOTYPE_STATEMENT: HarmPair = {
  aloneScore: 0.55,
  cuedScore: 0.6,
  isNegatable: true,
  isReportable: true,
  first: [
    'women|a woman|she s a woman|she is a woman|black people|blacks|muslims|the muslims|homosexuality|homosexuals|' +
      'gay people|gays|disabled people|a disabled person|the disabled|old people|older people|the elderly|poor people|' +
      'those poor people|ugly people|ugly looking people|gypsies|a gypsy|immigrants|' +
      'people {of,from} {a certain,certain,that,this} {ethnic group,ethnic groups,ethnicity,nationality,nationalities,' +
      'race,religion,city,area,region,country,place,province}|people in {that,this,a certain} {city,area,region,place}',
    'les femmes|c est une femme|une femme|les noirs|des noirs|les musulmans|ces musulmans|l homosexualite|' +
      'les homosexuels|les handicapes|les pauvres|ces pauvres gens|les personnes agees|les gitans|une gitane|' +
      'les gens de {cette region,ce pays,cette ville,certains groupes ethniques,certaines ethnies}|les immigres',
    'las mujeres|una mujer|ella es una mujer|los negros|de los negros|los musulmanes|estos musulmanes|' +
      'la homosexualidad|los homosexuales|un discapacitado|los discapacitados|los pobres|esa pobre gente|los gitanos|' +
      'un gitano|los ancianos|los inmigrantes|' +
      '{las personas,la gente} de {cierta etnia,ciertos grupos etnicos,su lugar,ese lugar,esa ciudad,ese pais,esa region}',
    'frauen|eine frau|die schwarzen|der schwarzen|schwarze|muslime|homosexualitat|homosexuelle|behinderte|' +
      'arme menschen|alte menschen|zigeuner|auslander|einwanderer|' +
      'menschen {einer bestimmten ethnischen gruppe,bestimmter ethnischer gruppen}|die menschen an ihrem ort',
    '女人|女性|女生|女的|黑人|穆斯林|同性恋|残疾人|穷人|老年人|老人|某个民族的人|某些民族的人|那个地方的人|吉普赛人|' +
      '长得丑的人|农村人|外地人',
    'المرأة|النساء|امرأة|إمرأة|السود|المسلمون|المسلمين|المثلية الجنسية|المثليين|شخص معاق|المعاقين|الفقراء|' +
      'هؤلاء الفقراء|مجموعة عرقية معينة|الناس في هذا المكان|الغجر|كبار السن|المهاجرين',
    'महिलाएं|महिलाएँ|औरतें|अश्वेतों|अश्वेत|मुसलमान|मुस्लिम|समलैंगिकता|समलैंगिक|विकलांग|गरीब लोग|' + 'जातीय समूहों के लोग|जिप्सी|बुजुर्ग',
  ],
  second: [
    'not as good as {a man,men}|{are,is} {lazy,inferior,stupid,useless,worthless,unhygienic,dirty,criminals,thieves,' +
      'too emotional,less intelligent,naturally inferior,a sin,a disease,sinners}|have low iq{,s}|low iq{,s}|' +
      'should {be,stay} at home|belong at home|can only stay at home|too emotional to|a cancer {on,of,to} {humanity,society}|descendants of terrorists|must not be technically|' +
      'definitely not {trustworthy,very trustworthy}|it s useless to do anything|will always be overpowered|' +
      'are of little use|not worth the investment|have no {taste,culture}|can t do men s jobs',
    'ne sont pas aussi {bonnes,bons} que les hommes|faible qi|un peche|cancer{,s} de l humanite|descendants de terroristes|sont {paresseux,paresseuses,sales,stupides,inferieur{s,es},' +
      'peu hygieniques,des voleurs,des criminels}|ne doit pas comprendre|ne sert a rien|doit etre peu fiable|' +
      'aucun gout|devraient * a la maison',
    'no son tan buenas como los hombres|bajo coeficiente intelectual|es un pecado|canceres de la humanidad|cancer de la humanidad|descendientes de terroristas|son {muy,} {flojas,flojos,' +
      'perezosos,perezosas,vagos,vagas,sucios,sucias,estupidos,inferiores,ladrones,criminales}|poco higienic{a,as,o,os}|' +
      'no debe entender|no sirve hacer nada|debe ser poco confiable|no tienen gusto|no puede hacer nada grande|' +
      'deberian * en casa',
    'nicht so gut wie manner|niedrigen iq|eine sunde|nachkommen von terroristen|' +
      'sind {sehr,} {faul,unhygienisch,schmutzig,dumm,minderwertig,kriminell}|achten nicht auf hygiene',
    '不如男人|就应该在家|应该待在家|智商低|一种罪恶|人类的毒瘤|恐怖分子的后代|很懒|懒惰|不讲卫生|脏乱差|' +
      '肯定不懂|肯定不能干|做什么都没用|不靠谱|没有品位|不会有什么品位|低人一等',
    'ليست جيدة مثل الرجل|خطيئة|نسل الإرهابيين|سرطانات للبشرية|سرطان للبشرية|كسالى|غير صحيين|' +
      'لا يستطيع فعل أي شيء|لا تفهم التكنولوجيا|ليس لديهم أي ذوق|قذرين|أغبياء|رعاية أطفالهن',
    'पुरुषों की तरह अच्छी नहीं|कम आईक्यू|एक पाप|आतंकवादियों के वंशज|कैंसर हैं|आलसी|' +
      'गंदे|कुछ भी करना बेकार|अविश्वसनीय होगा|कुछ बड़ा नहीं कर सकता',
  ],
};

/**
 * A stereotype reported as other people's belief, or named as a stereotype, is a question about prejudice ("why
 * do many people think that women are inferior?", "the myth that immigrants are lazy"), not the user's claim.
 * `harmful-request.ts` reads these right before a statement's group and keeps the statement a mention.
 * "I think women are…" stays a claim.
 */
export const REPORTED_STEREOTYPES: readonly string[] = [
  '{the,a,this,that} {stereotype,myth,misconception,prejudice,cliche,trope} that|' +
    '{people,many,some,others,society,they} {think,believe,say,assume,feel} {that,}|' +
    '{stereotype,stereotypes,prejudice,prejudices} {about,against,toward,towards}',
  '{le stereotype,le prejuge,le cliche,le mythe,l idee recue} {que,qu}|' +
    '{gens,beaucoup,certains,on} {pensent,pense,croient,croit,disent,dit} {que,qu}|' +
    '{stereotypes,prejuges} {sur,envers,contre}',
  '{el estereotipo,el prejuicio,el cliche,el mito} de que|{gente,muchos,algunos} {piensa,piensan,cree,creen,dice,dicen} que|' +
    '{estereotipos,prejuicios} {sobre,contra,hacia}',
  '{das vorurteil,das klischee,der mythos} dass|{leute,viele,manche,menschen} {denken,glauben,sagen,meinen} dass|' +
    '{vorurteile,klischees,stereotype} {uber,gegen,gegenuber}',
  '很多人认为|有人认为|人们认为|很多人觉得|有人觉得|有人说|刻板印象',
  'يعتقد الكثيرون أن|يعتقد البعض أن|يعتقد الناس أن|الصورة النمطية بأن|الصورة النمطية عن',
  'लोग मानते हैं कि|लोग सोचते हैं कि|रूढ़िवादी धारणा कि',
];
