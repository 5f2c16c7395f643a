import { type HarmLexicon, type HarmPair, MAKE_ACTS, PERSON_TARGETS } from './harm-lexicon-words.ts';

/**
 * Lexicons for physical harm: CBRN weapons, explosives and untraceable guns, violence against people and
 * self-harm. Long because each class carries twenty-four languages (the first twelve, then nl pl tr vi id
 * uk el he fa ro sv cs; Thai as one-word acts, and bn sw jv for explosives, guns and violence); the
 * syntax is described in `harm-lexicon-words.ts`. A topic alone ("sarin", "bomb") is a mention; the harm is the topic next to an
 * act ("synthesise sarin", "build a bomb"), and a request cue around it makes it a request.
 */

// Acts that apply only to weapons of mass harm, on top of making: weaponising, dispersing, enriching.
const CBRN_ACTS: readonly string[] = [
  ...MAKE_ACTS,
  'culture|culturing|cultivate|grow|growing|weaponize|weaponise|weaponizing|weaponising|weaponized|aerosolize|aerosolise|' +
    'disperse|dispersing|release|releasing|spread|spreading|deploy|deploying|enrich|enriching|enrichment|isolate|buy|' +
    'steal|stealing|engineer|enhance|detonate|get my hands on',
  'cultiver|militariser|disperser|liberer|repandre|propager|enrichir|enrichissement|acheter|voler',
  'zuchten|kultivieren|waffenfahig|verbreiten|freisetzen|ausbringen|anreichern|anreicherung|kaufen|stehlen',
  'cultivar|militarizar|dispersar|liberar|propagar|esparcir|enriquecer|enriquecimiento|comprar|robar',
  'cultivar|armar|dispersar|liberar|espalhar|propagar|enriquecer|enriquecimento|comprar|roubar',
  'coltivare|disperdere|rilasciare|diffondere|arricchire|arricchimento|acquistare|comprare|rubare',
  'вырастить|культивировать|распылить|распространить|выпустить|обогатить|обогащение|купить|украсть',
  '培养|培育|武器化|散播|散布|释放|传播|扩散|浓缩|购买|买到|偷',
  '培養|兵器化|散布|放出|拡散|濃縮|購入|盗む|密輸',
  '배양|무기화|살포|방출|퍼뜨리|확산|농축|구매|훔치|밀수',
  'زراعة|استزراع|تسليح|نشر|إطلاق|اطلاق|تخصيب|شراء|سرقة',
  'उगाना|फैलाना|फैलाने|छोड़ना|संवर्धन|खरीद|चुरा',
  'kweken|bewapenen|verspreiden|vrijlaten|verrijken|verrijking|kopen|stelen',
  'wyhodować|hodować|uzbroić|rozpylić|rozprzestrzenić|uwolnić|wzbogacić|wzbogacanie|kupić|ukraść',
  'kültürlemek|silah haline getirmek|yaymak|salmak|serbest b{ı,i}rakmak|zenginleştirmek|sat{ı,i}n almak|' + 'çalmak',
  'nuôi cấy|vũ khí hóa|phát tán|làm giàu|đánh cắp',
  'membiakkan|mengembangbiakkan|menjadikan senjata|menyebarkan|melepaskan|memperkaya|pengayaan|membeli|' + 'mencuri',
  'виростити|культивувати|розпилити|поширити|випустити|збагатити|збагачення|купити|вкрасти',
  'καλλιεργήσω|οπλοποιήσω|διασπείρω|απελευθερώσω|εμπλουτίσω|εμπλουτισμός|αγοράσω|κλέψω',
  'לגדל|להפוך לנשק|לפזר|לשחרר|להעשיר|העשרת|לקנות|לגנוב',
  'کشت کنم|پرورش|تسلیحاتی کنم|پخش کنم|رها کنم|غنی سازی|غنیسازی|بخرم|بدزدم',
  'cultiva|militariza|dispersa|elibera|răspândi|îmbogăți|îmbogățire|cumpăra|fura',
  'odla|vapenisera|sprida|släppa ut|anrika|anrikning|köpa|stjäla',
  'vypěstovat|kultivovat|rozptýlit|rozšířit|vypustit|obohatit|obohacování|koupit|ukrást',
];

const CBRN_TOPICS: readonly string[] = [
  'nerve agent{,s}|sarin|soman|tabun|cyclosarin|vx gas|vx nerve|vx agent|novichok|mustard gas|sulfur mustard|' +
    'sulphur mustard|nitrogen mustard|lewisite|phosgene|chlorine gas|hydrogen cyanide|cyanide gas|zyklon b|ricin|abrin|' +
    'saxitoxin|tetrodotoxin|anthrax|bacillus anthracis|botulinum toxin|botulinum|smallpox|variola virus|ebola|' +
    'marburg virus|yersinia pestis|bubonic plague|pneumonic plague|tularemia|bioweapon{,s}|bio weapon{,s}|' +
    'biological weapon{,s}|biological warfare agent{,s}|chemical weapon{,s}|chemical warfare agent{,s}|' +
    'warfare agent{,s}|toxic gas|poison gas|poisonous gas|deadly gas|lethal gas|dirty bomb{,s}|radiological weapon{,s}|' +
    'radiological dispersal device|nuclear weapon{,s}|nuclear bomb{,s}|nuclear device|atomic bomb{,s}|atom bomb|nuke{,s}|' +
    'fissile material|weapons grade|highly enriched uranium|enriched uranium|uranium|plutonium|polonium|cesium 137|' +
    'caesium 137|cobalt 60|dangerous pathogen{,s}|deadly pathogen{,s}|pandemic pathogen{,s}|deadly virus|lethal virus|' +
    'superbug|gain of function|mass casualt{y,ies}|' +
    // military codes and agent families: "VX", "EA-2192", "blister agent"
    'vx|agent vx|ea {2192,3148,1208,1205,1356,3990,3317}|gb agent|gd agent|vr agent|novichok agent{,s}|' +
    'blister agent{,s}|choking agent{,s}|blood agent{,s}|incapacitating agent{,s}|mustard agent{,s}|bz agent',
  'agent{,s} neurotoxique{,s}|gaz sarin|sarin|gaz moutarde|yperite|phosgene|gaz de chlore|chlore gazeux|ricine|anthrax|' +
    'toxine botulique|variole|ebola|arme{,s} biologique{,s}|arme{,s} chimique{,s}|arme{,s} nucleaire{,s}|bombe nucleaire|' +
    'bombe atomique|bombe sale|arme radiologique|uranium enrichi|uranium|plutonium|gaz toxique|gaz mortel|' +
    'agent pathogene|virus mortel|soman|tabun|vx|agent vx|novitchok|novichok|abrine|cyclosarin|agent{,s} vesicant{,s}',
  'nervenkampfstoff{,e}|nervengas|sarin|senfgas|phosgen|chlorgas|rizin|milzbrand|anthrax|botulinumtoxin|pocken|ebola|' +
    'biowaffe{,n}|biologische waffe{,n}|chemiewaffe{,n}|chemische waffe{,n}|chemischer kampfstoff|kampfstoff{,e}|' +
    'atomwaffe{,n}|atombombe{,n}|nuklearwaffe{,n}|schmutzige bombe|angereichertes uran|uran|plutonium|giftgas|' +
    'todliches gas|krankheitserreger|soman|tabun|vx|nowitschok|abrin',
  'agente{,s} nervioso{,s}|gas sarin|sarin|gas mostaza|fosgeno|gas cloro|ricina|antrax|toxina botulinica|viruela|ebola|' +
    'arma{,s} biologica{,s}|arma{,s} quimica{,s}|arma nuclear|armas nucleares|bomba nuclear|bomba atomica|bomba sucia|' +
    'uranio enriquecido|uranio|plutonio|gas toxico|gas venenoso|gas letal|patogeno{,s}|virus mortal|soman|tabun|vx|' +
    'novichok|abrina',
  'agente{,s} nervoso{,s}|gas sarin|sarin|gas mostarda|fosgenio|gas cloro|ricina|antraz|toxina botulinica|variola|' +
    'ebola|arma{,s} biologica{,s}|arma{,s} quimica{,s}|arma nuclear|armas nucleares|bomba nuclear|bomba atomica|' +
    'bomba suja|uranio enriquecido|uranio|plutonio|gas toxico|gas venenoso|patogeno{,s}|virus mortal',
  'agente nervino|agenti nervini|gas nervino|sarin|gas mostarda|iprite|fosgene|ricina|antrace|tossina botulinica|' +
    'vaiolo|ebola|arma biologica|armi biologiche|arma chimica|armi chimiche|arma nucleare|armi nucleari|bomba nucleare|' +
    'bomba atomica|bomba sporca|uranio arricchito|uranio|plutonio|gas tossico|gas velenoso|patogeno|patogeni|virus letale',
  'нервно паралитическ{ий,ое,ого,ие} {газ,вещество,отравляющее вещество}|зарин{,а}|зоман|иприт{,а}|горчичный газ|' +
    'фосген{,а}|рицин{,а}|сибирск{ая,ой,ую} язв{а,ы,у}|ботулотоксин{,а}|натуральн{ая,ой} осп{а,ы}|эбол{а,ы}|' +
    'биологическ{ое,ого} оружи{е,я}|химическ{ое,ого} оружи{е,я}|ядерн{ое,ого} оружи{е,я}|ядерн{ая,ую} бомб{а,у}|' +
    'атомн{ая,ую} бомб{а,у}|грязн{ая,ую} бомб{а,у}|обогащенн{ый,ого} уран{,а}|уран{,а}|плутони{й,я}|' +
    'отравляющ{ее,его,ие} веществ{о,а}|ядовит{ый,ого} газ{,а}|боев{ой,ого} газ{,а}|патоген{,ы,а}',
  '神经毒剂|沙林|梭曼|塔崩|vx毒剂|诺维乔克|芥子气|光气|氯气|氰化氢|蓖麻毒素|炭疽|肉毒杆菌毒素|肉毒毒素|天花病毒|埃博拉|生物武器|' +
    '化学武器|核武器|原子弹|核弹|脏弹|放射性武器|浓缩铀|武器级|钚|毒气|病原体|致命病毒|神经性毒剂|神经毒气|化学战剂|相思子毒素|' +
    '路易氏剂|糜烂性毒剂|窒息性毒剂|vx神经毒剂',
  '神経剤|サリン|ノビチョク|マスタードガス|ホスゲン|塩素ガス|シアン化水素|リシン|炭疽菌|ボツリヌス毒素|天然痘|エボラ|生物兵器|' +
    '化学兵器|核兵器|原子爆弾|原爆|核爆弾|汚い爆弾|ダーティーボム|濃縮ウラン|兵器級|プルトニウム|毒ガス|病原体',
  '신경작용제|사린|노비촉|겨자 가스|머스타드 가스|포스겐|염소 가스|시안화수소|리신|탄저균|보툴리눔 독소|천연두|에볼라|생물무기|' +
    '생물학 무기|생물학적 무기|화학무기|화학 무기|핵무기|핵 무기|원자폭탄|핵폭탄|더티 밤|농축 우라늄|무기급|플루토늄|독가스|병원체',
  'غاز الأعصاب|غاز الاعصاب|عامل الأعصاب|السارين|غاز الخردل|الفوسجين|غاز الكلور|الريسين|الجمرة الخبيثة|الأنثراكس|الانثراكس|' +
    'توكسين البوتولينوم|الجدري|إيبولا|ايبولا|سلاح بيولوجي|أسلحة بيولوجية|اسلحة بيولوجية|الأسلحة البيولوجية|سلاح كيميائي|' +
    'أسلحة كيميائية|اسلحة كيميائية|الأسلحة الكيميائية|سلاح نووي|أسلحة نووية|اسلحة نووية|قنبلة نووية|قنبلة ذرية|القنبلة الذرية|' +
    'قنبلة قذرة|اليورانيوم المخصب|يورانيوم مخصب|اليورانيوم|البلوتونيوم|غاز سام|غازات سامة|الغاز السام|مسببات الأمراض|' +
    'غاز في إكس|نوفيتشوك|السومان|التابون',
  'वीएक्स|नोविचोक|सोमन|टाबुन|तंत्रिका एजेंट|नर्व एजेंट|सरीन|मस्टर्ड गैस|फॉस्जीन|क्लोरीन गैस|रिसिन|एंथ्रेक्स|बोटुलिनम|चेचक|इबोला|जैविक हथियार|' +
    'रासायनिक हथियार|परमाणु हथियार|परमाणु बम|एटम बम|डर्टी बम|संवर्धित यूरेनियम|यूरेनियम|प्लूटोनियम|जहरीली गैस|ज़हरीली गैस|रोगजनक',
  'zenuwgas|zenuwgif|sarin|saringas|mosterdgas|fosgeen|chloorgas|ricine|miltvuur|antrax|botulinetoxine|' +
    'pokkenvirus|ebola|biologisch{,e} wapen{,s}|chemisch{,e} wapen{,s}|kernwapen{,s}|atoombom{,men}|' +
    'vuile bom|verrijkt uranium|plutonium|gifgas|dodelijk virus|ziekteverwekker{,s}',
  'gaz paraliżujący|sarin{,u}|iperyt{,u}|gaz musztardowy|fosgen{,u}|rycyn{a,ę,y}|wąglik{,a}|' +
    'toksyn{a,ę} botulinow{a,ą}|ospa prawdziwa|ebol{a,ę,i}|broń biologiczn{a,ą}|broni biologicznej|' +
    'broń chemiczn{a,ą}|broni chemicznej|broń jądrow{a,ą}|broni jądrowej|bomb{a,ę} atomow{a,ą}|' +
    'bomb{a,ę} jądrow{a,ą}|brudn{a,ą} bomb{a,ę}|wzbogacon{y,ego} uran{,u}|pluton{,u}|gaz trujący|' +
    'trujący gaz|śmiercionośny wirus|patogen{,y}',
  'sinir gaz{ı,i}|sinir ajan{ı,i}|sarin|sarin gaz{ı,i}|hardal gaz{ı,i}|fosgen|klor gaz{ı,i}|risin|' +
    'şarbon|botulinum toksini|ebola|biyolojik silah|kimyasal silah|nükleer silah|atom bombas{ı,i}|' +
    'nükleer bomba|kirli bomba|zenginleştirilmiş uranyum|uranyum|plütonyum|zehirli gaz|ölümcül virüs|' +
    'patojen',
  'khí độc thần kinh|chất độc thần kinh|sarin|khí sarin|khí mù tạt|khí clo|ricin|bệnh than|' +
    'độc tố botulinum|ebola|vũ khí sinh học|vũ khí hóa học|vũ khí hạt nhân|bom nguyên tử|bom hạt nhân|' +
    'bom bẩn|uranium làm giàu|uranium|plutonium|khí độc|virus chết người|mầm bệnh',
  'gas saraf|agen saraf|sarin|gas mustard|fosgen|gas klorin|risin|antraks|toksin botulinum|ebola|' +
    'senjata biologis|senjata kimia|senjata nuklir|bom atom|bom nuklir|bom kotor|uranium yang diperkaya|' +
    'uranium|plutonium|gas beracun|virus mematikan|patogen',
  'нервово паралітичн{ий,а,у} {газ,речовина,речовину}|зарин{,у}|іприт{,у}|фосген{,у}|рицин{,у}|' +
    'сибірськ{а,у,ої} виразк{а,у,и}|ботулотоксин{,у}|ебол{а,и}|біологічн{а,у,ої} збро{я,ю,ї}|' +
    'хімічн{а,у,ої} збро{я,ю,ї}|ядерн{а,у,ої} збро{я,ю,ї}|ядерн{а,у} бомб{а,у}|атомн{а,у} бомб{а,у}|' +
    'брудн{а,у} бомб{а,у}|збагачен{ий,ого} уран{,у}|уран{,у}|плутоні{й,ю}|отруйн{ий,ого} газ{,у}|' +
    'бойов{ий,ого} газ{,у}|патоген{,и}',
  'νευροτοξικό αέριο|νευροτοξικός παράγοντας|σαρίν|αέριο μουστάρδας|φωσγένιο|αέριο χλωρίου|ρικίνη|' +
    'βάκιλος του άνθρακα|αλλαντοτοξίνη|ευλογιά|έμπολα|βιολογικό όπλο|βιολογικά όπλα|χημικό όπλο|' +
    'χημικά όπλα|πυρηνικό όπλο|πυρηνικά όπλα|ατομική βόμβα|πυρηνική βόμβα|βρώμικη βόμβα|' +
    'εμπλουτισμένο ουράνιο|ουράνιο|πλουτώνιο|δηλητηριώδες αέριο|τοξικό αέριο|θανατηφόρος ιός|παθογόνο|' +
    'παθογόνα',
  'גז עצבים|סארין|גז חרדל|פוסגן|גז כלור|ריצין|אנתרקס|רעלן בוטולינום|אבעבועות שחורות|אבולה|נשק ביולוגי|' +
    'נשק כימי|נשק גרעיני|פצצת אטום|פצצה גרעינית|פצצה מלוכלכת|אורניום מועשר|אורניום|פלוטוניום|גז רעיל|' +
    'נגיף קטלני|פתוגן',
  'گاز اعصاب|عامل اعصاب|سارین|گاز خردل|فسژن|گاز کلر|ریسین|سیاهزخم|آنتراکس|سم بوتولینوم|ابولا|' +
    'سلاح بیولوژیک|سلاح میکروبی|سلاح شیمیایی|سلاح هستهای|بمب اتمی|بمب هستهای|بمب کثیف|اورانیوم غنیشده|' +
    'اورانیوم غنی شده|اورانیوم|پلوتونیوم|گاز سمی|ویروس کشنده|عامل بیماریزا',
  'gaz neurotoxic|agent neurotoxic|sarin|gaz muștar|fosgen|clor gazos|ricină|antrax|toxină botulinică|' +
    'variolă|ebola|armă biologică|arme biologice|armă chimică|arme chimice|armă nucleară|arme nucleare|' +
    'bombă atomică|bombă nucleară|bombă murdară|uraniu îmbogățit|uraniu|plutoniu|gaz toxic|virus mortal|' +
    'agent patogen|agenți patogeni',
  'nervgas|nervgift|sarin|senapsgas|fosgen|klorgas|ricin|mjältbrand|antrax|botulinumtoxin|smittkoppor|' +
    'ebola|biologiska vapen|biologiskt vapen|kemiska vapen|kemiskt vapen|kärnvapen|atombomb{,en}|' +
    'smutsig bomb|anrikat uran|uran|plutonium|giftgas|dödligt virus|patogen{,er}',
  'nervov{ý,á} paralytick{ý,á} {plyn,látka}|nervový plyn|sarin|yperit|hořčičný plyn|fosgen|ricin|antrax|' +
    'botulotoxin|pravé neštovice|ebola|biologick{á,ou} zbraň|biologické zbraně|chemick{á,ou} zbraň|' +
    'chemické zbraně|jadern{á,ou} zbraň|jaderné zbraně|atomov{á,ou} bomb{a,u}|jadern{á,ou} bomb{a,u}|' +
    'špinav{á,ou} bomb{a,u}|obohacen{ý,ého} uran{,u}|uran{,u}|plutonium|jedovatý plyn|smrtící virus|' +
    'patogen{,y}',
];

const EXPLOSIVE_TOPICS: readonly string[] = [
  'bomb{,s}|pipe bomb{,s}|car bomb{,s}|letter bomb{,s}|nail bomb{,s}|pressure cooker bomb{,s}|fertilizer bomb{,s}|' +
    'suicide vest{,s}|suicide bomb{,s}|explosive{,s}|explosive device{,s}|improvised explosive{,s}|ied{,s}|detonator{,s}|' +
    'blasting cap{,s}|molotov cocktail{,s}|molotov{,s}|napalm|thermite|tnt|c4|c 4|semtex|dynamite|nitroglycerin{,e}|tatp|' +
    'acetone peroxide|hmtd|petn|rdx|ammonium nitrate|black powder|gunpowder|flash powder|grenade{,s}|landmine{,s}|' +
    'land mine{,s}|rocket launcher{,s}|ghost gun{,s}|untraceable gun{,s}|untraceable firearm{,s}|untraceable weapon{,s}|' +
    'unregistered gun{,s}|3d printed {gun,guns,firearm,firearms,weapon,weapons,pistol}|printed gun{,s}|zip gun{,s}|' +
    'homemade {gun,guns,firearm,firearms,silencer,suppressor}|silencer{,s}|suppressor{,s}|machine gun{,s}|' +
    'automatic weapon{,s}|auto sear|lower receiver|weapon{,s}',
  'bombe{,s}|bombe artisanale|engin explosif|explosif{,s}|detonateur|cocktail molotov|napalm|thermite|tnt|c4|semtex|' +
    'dynamite|nitroglycerine|tatp|peroxyde d acetone|nitrate d ammonium|poudre noire|grenade a main|mine antipersonnel|' +
    'arme{,s}|arme a feu|armes a feu|arme intracable|arme fantome|arme imprimee en 3d|pistolet imprime en 3d|silencieux|' +
    'mitraillette|arme automatique',
  'bombe{,n}|rohrbombe{,n}|autobombe|briefbombe|nagelbombe|sprengsatz|sprengsatze|sprengstoff{,e}|sprengkorper|zunder|' +
    'sprengkapsel|molotowcocktail{,s}|napalm|thermit|tnt|c4|semtex|dynamit|nitroglycerin|tatp|acetonperoxid|' +
    'ammoniumnitrat|schwarzpulver|schiesspulver|schießpulver|handgranate{,n}|landmine{,n}|waffe{,n}|schusswaffe{,n}|' +
    'geisterwaffe{,n}|3d gedruckte waffe{,n}|schalldampfer|maschinengewehr',
  'bomba{,s}|bomba casera|artefacto explosivo|explosivo{,s}|detonador|coctel molotov|napalm|tnt|c4|semtex|dinamita|' +
    'nitroglicerina|tatp|peroxido de acetona|nitrato de amonio|polvora|granada de mano|mina antipersona|arma{,s}|' +
    'arma de fuego|armas de fuego|arma fantasma|arma impresa en 3d|pistola impresa en 3d|silenciador|ametralladora|' +
    'arma automatica',
  'bomba{,s}|bomba caseira|artefato explosivo|explosivo{,s}|detonador|coquetel molotov|napalm|tnt|c4|semtex|dinamite|' +
    'nitroglicerina|tatp|peroxido de acetona|nitrato de amonio|polvora|granada de mao|mina terrestre|arma{,s}|' +
    'arma de fogo|armas de fogo|arma fantasma|arma impressa em 3d|pistola impressa em 3d|silenciador|metralhadora|' +
    'arma automatica',
  'bomba|bombe|ordigno|ordigni|ordigno esplosivo|esplosivo|esplosivi|detonatore|molotov|napalm|tnt|c4|semtex|dinamite|' +
    'nitroglicerina|tatp|perossido di acetone|nitrato di ammonio|polvere da sparo|polvere nera|granata|bomba a mano|' +
    'mina antiuomo|arma|armi|arma da fuoco|armi da fuoco|arma fantasma|arma non rintracciabile|arma stampata in 3d|' +
    'pistola stampata in 3d|silenziatore|mitragliatrice|arma automatica',
  'бомб{а,у,ы,ой}|самодельн{ая,ую} бомб{а,у}|взрывчатк{а,у,и}|взрывчат{ое,ого} веществ{о,а}|взрывн{ое,ого} устройств{о,а}|' +
    'детонатор{,а}|коктейль молотова|напалм|тротил|тнт|семтекс|динамит|нитроглицерин|перекись ацетона|' +
    'аммиачн{ая,ую} селитр{а,у}|черный порох|чёрный порох|порох|ручн{ая,ую} гранат{а,у}|оружи{е,я}|' +
    'огнестрельн{ое,ого} оружи{е,я}|пистолет{,а}|глушител{ь,я}|пулемет{,а}|пулемёт{,а}',
  '炸弹|炸药|爆炸物|爆炸装置|简易爆炸装置|雷管|燃烧弹|燃烧瓶|凝固汽油弹|铝热剂|塑胶炸药|塑性炸药|硝化甘油|三过氧化三丙酮|硝酸铵|黑火药|' +
    '火药|手榴弹|地雷|枪支|手枪|步枪|武器|3d打印枪|消音器|机枪|土枪|自制枪|枪',
  '爆弾|爆発物|爆薬|火薬|起爆装置|雷管|火炎瓶|ナパーム|テルミット|ダイナマイト|ニトログリセリン|過酸化アセトン|硝酸アンモニウム|' +
    '黒色火薬|手榴弾|地雷|拳銃|ライフル|武器|密造銃|サイレンサー|機関銃|自動小銃|銃',
  '폭탄|폭발물|폭약|화약|기폭장치|뇌관|화염병|네이팜|테르밋|다이너마이트|니트로글리세린|질산암모늄|흑색화약|수류탄|지뢰|총기|' +
    '권총|소총|무기|사제총|사제 총|소음기|기관총',
  'قنبلة|قنابل|القنبلة|عبوة ناسفة|عبوات ناسفة|متفجرات|المتفجرات|متفجرة|مادة متفجرة|صاعق|مفجر|زجاجة مولوتوف|قنبلة مولوتوف|' +
    'نابالم|الثرميت|ديناميت|الديناميت|نتروجليسرين|بيروكسيد الأسيتون|نترات الأمونيوم|البارود|بارود|قنبلة يدوية|لغم أرضي|' +
    'ألغام|سلاح|أسلحة|اسلحة|سلاح ناري|أسلحة نارية|اسلحة نارية|كاتم صوت|رشاش',
  'बम|पाइप बम|कार बम|विस्फोटक|विस्फोटक उपकरण|आईईडी|डेटोनेटर|मोलोटोव|नेपाम|टीएनटी|डायनामाइट|नाइट्रोग्लिसरीन|' +
    'अमोनियम नाइट्रेट|बारूद|हथगोला|ग्रेनेड|बारूदी सुरंग|हथियार|बंदूक|पिस्तौल|कट्टा|साइलेंसर|मशीन गन',
  'bom|bommen|pijpbom{,men}|autobom{,men}|brievenbom{,men}|spijkerbom{,men}|explosief|explosieven|' +
    'springstof{,fen}|explosief apparaat|ontsteker{,s}|slagpijpje{,s}|molotovcocktail{,s}|napalm|thermiet|' +
    'tnt|c4|semtex|dynamiet|nitroglycerine|tatp|acetonperoxide|ammoniumnitraat|zwart buskruit|buskruit|' +
    'handgranaat|handgranaten|landmijn{,en}|wapen{,s}|vuurwapen{,s}|spookwapen{,s}|3d geprint wapen|' +
    'machinegeweer|automatisch wapen',
  'bomb{a,ę,y,ie,ą}|bomba rurowa|bombę rurową|ładun{ek,ku} wybuchow{y,ego}|' +
    'materiał{,u,y} wybuchow{y,ego,e}|material{,u,y} wybuchow{y,ego,e}|środ{ek,ka} wybuchow{y,ego}|' +
    'zapalnik{,a,i}|detonator{,a}|koktajl{,u,e} mołotowa|koktajl{,u,e} molotowa|napalm{,u}|termit{,u}|' +
    'trotyl{,u}|tnt|c4|semtex{,u}|dynamit{,u}|nitrogliceryn{a,ę,y}|tatp|azotan{,u} amonu|czarny proch|' +
    'czarnego prochu|granat{,u} ręczn{y,ego}|granaty ręczne|min{a,ę,y} przeciwpiechotn{a,ą,e}|broń|broni|' +
    'broń palną|bron palna|broni palnej|broń z drukarki 3d|karabin maszynowy|broń automatyczną',
  'bomba|bombas{ı,i}|bombay{ı,i}|bombalar|bombalar{ı,i}|boru bombas{ı,i}|tuzakl{ı,i} bomba|' +
    'patlay{ı,i}c{ı,i}|patlay{ı,i}c{ı,i}lar|patlay{ı,i}c{ı,i}y{ı,i}|patlay{ı,i}c{ı,i} madde|' +
    'patlay{ı,i}c{ı,i} düzenek|bomba düzeneği|fünye|detonatör|molotof|molotof kokteyli|napalm|tnt|c4|' +
    'semtex|dinamit|nitrogliserin|tatp|amonyum nitrat|kara barut|barut|el bombas{ı,i}|may{ı,i}n|silah|' +
    'silah{ı,i}|silahlar|ateşli silah|ateşli silah{ı,i}|ruhsats{ı,i}z silah|3d yaz{ı,i}c{ı,i} silah|' +
    'makineli tüfek|otomatik silah',
  'bom|quả bom|trái bom|bom tự chế|bom ống|bom hẹn giờ|bom thư|chất nổ|thuốc nổ|vật liệu nổ|thiết bị nổ|' +
    'kíp nổ|ngòi nổ|cocktail molotov|napalm|tnt|c4|thuốc súng|thuốc nổ đen|lựu đạn|bom mìn|khẩu súng|' +
    'cây súng|súng tự chế|súng ngắn|súng trường|súng lục|súng in 3d|súng máy|súng tự động|vũ khí|' +
    'vũ khí tự chế',
  'bom|bom pipa|bom rakitan|bom molotov|bom mobil|bom paku|bom panci|bahan peledak|peledak|alat peledak|' +
    'detonator|napalm|termit|tnt|c4|semtex|dinamit|nitrogliserin|tatp|amonium nitrat|bubuk mesiu|mesiu|' +
    'granat|ranjau|senjata|senjata api|senpi|pistol rakitan|senjata rakitan|senjata api rakitan|' +
    'senjata cetak 3d|senapan mesin|senjata otomatis',
  'бомб{а,у,и,ою}|саморобн{а,у,ої} бомб{а,у,и}|вибухівк{а,у,и}|вибухов{а,у,ої} речовин{а,у,и}|' +
    'вибухов{ий,ого} пристр{ій,ою}|детонатор{,а}|коктейл{ь,і} молотова|напалм|тротил|тнт|семтекс|динаміт|' +
    'нітрогліцерин|перекис ацетону|аміачн{а,у} селітр{а,у}|чорний порох|порох|ручн{а,у} гранат{а,у}|' +
    'гранат{а,у}|зброю|зброя|зброї|вогнепальн{а,у,ої} збро{я,ю,ї}|пістолет{,а}|кулемет{,а}',
  'βόμβα|βόμβας|βόμβες|βομβα|βομβες|βόμβα σωλήνα|αυτοσχέδια βόμβα|εκρηκτικά|εκρηκτικό|εκρηκτικού|' +
    'εκρηκτικών|εκρηκτικα|εκρηκτικός μηχανισμός|εκρηκτικό μηχανισμό|πυροκροτητή{,ς}|μολότοφ|μολοτοφ|' +
    'ναπάλμ|θερμίτη|tnt|c4|σεμτέξ|δυναμίτη|δυναμίτιδα|νιτρογλυκερίνη|tatp|νιτρικό αμμώνιο|μαύρη πυρίτιδα|' +
    'πυρίτιδα|χειροβομβίδα|χειροβομβίδες|νάρκη|νάρκες|όπλο|όπλα|οπλο|οπλα|πυροβόλο όπλο|πιστόλι|πολυβόλο',
  'פצצה|פצצות|פצצת|מטען חבלה|מטעני חבלה|מטען נפץ|חומר נפץ|חומרי נפץ|מרעום|בקבוק תבערה|בקבוקי תבערה|' +
    'מולוטוב|נפאלם|תרמיט|tnt|c4|סמטקס|דינמיט|ניטרוגליצרין|tatp|אמוניום ניטראט|אבק שריפה|רימון יד|' +
    'רימוני יד|מוקש|מוקשים|נשק|כלי נשק|אקדח|רובה|אקדח מודפס|מקלע',
  'بمب|بمب دستساز|بمب لولهای|بمب خانگی|مواد منفجره|ماده منفجره|چاشنی انفجاری|کوکتل مولوتف|مولوتف|ناپالم|' +
    'ترمیت|tnt|c4|دینامیت|نیتروگلیسیرین|tatp|نیترات آمونیوم|باروت|نارنجک|سلاح|اسلحه|سلاح گرم|کلت|تفنگ',
  'bombă|bomba|bombe|bombei|bombă artizanală|exploziv|explozivi|explozibil|explozibili|' +
    'materiale explozive|dispozitiv exploziv|dispozitive explozive|detonator|detonatoare|cocktail molotov|' +
    'cocktailuri molotov|napalm|termit|tnt|c4|semtex|dinamită|nitroglicerină|tatp|azotat de amoniu|' +
    'nitrat de amoniu|praf de pușcă|pulbere neagră|grenadă|grenade|mină antipersonal|armă|arma|arme|' +
    'armă de foc|arme de foc|armă imprimată 3d|mitralieră|armă automată',
  'bomb|bomben|bomberna|rörbomb{,en,er}|bilbomb{,en}|brevbomb{,en}|spikbomb{,en}|sprängämne{,n,t}|' +
    'sprängmedel|sprängladdning{,ar,en}|sprängkapsel|sprängkapslar|tändhatt{,ar}|molotovcocktail{,s,ar}|' +
    'napalm|tnt|c4|semtex|dynamit|nitroglycerin|tatp|ammoniumnitrat|svartkrut|krut|handgranat{,er,en}|' +
    'landmin{,or}|vapen|vapnet|skjutvapen|spökvapen|3d printat vapen|kulspruta|automatvapen',
  'bomb{a,u,y,ou}|podomácku vyrobená bomba|trubkov{á,ou} bomb{a,u}|výbušnin{a,u,y}|trhavin{a,u,y}|' +
    'výbušn{é,ý} zařízení|výbušné látky|rozbušk{a,u,y}|detonátor|molotovův koktejl|molotovovy koktejly|' +
    'napalm|tnt|c4|semtex|dynamit|nitroglycerin|tatp|dusičnan amonný|černý prach|střelný prach|' +
    'ruční granát|granát|zbraň|zbraně|zbraň z 3d tiskárny|střelnou zbraň|palnou zbraň|střelná zbraň|' +
    'kulomet|automatickou zbraň',
  // bn sw jv: the bare words for "weapon" (অস্ত্র, silaha, gaman) are metaphors too ("education is the greatest weapon"),
  // so they count only right beside the making, in the phrases below
  'বোমা|বিস্ফোরক|বিস্ফোরক দ্রব্য|হাতবোমা|পেট্রোল বোমা|পাইপ বোমা|গ্রেনেড|ডিনামাইট|টিএনটি|বারুদ|গানপাউডার|' +
    'ডেটোনেটর|মলোটভ|স্থলমাইন|ল্যান্ডমাইন|আগ্নেয়াস্ত্র|পাইপগান|পাইপ গান|সাইলেন্সার',
  'bomu|mabomu|bomu la petroli|bomu la kutupa|bomu la ardhini|mabomu ya ardhini|kilipuzi|vilipuzi|baruti|' +
    'guruneti|dinamiti|tnt|molotov|silaha za moto|silaha ya moto',
  'bom ikan|bom rakitan|bom molotov|bedhil rakitan|bedil rakitan|senjata rakitan',
];

const EXPLOSIVE_ACTS: readonly string[] = [
  ...MAKE_ACTS,
  'wire|wiring|rig|rigging|detonate|detonating|set off|plant|planting|hide|hiding|conceal|concealing|sneak|3d print|' +
    'print|printing|convert|converting|modify|modifying|improvise|improvised|throw|throwing',
  'faire exploser|faire sauter|declencher|poser|placer|cacher|dissimuler|introduire|imprimer|imprimer en 3d|convertir|modifier',
  'zunden|zünden|sprengen|hochgehen lassen|in die luft jagen|legen|platzieren|verstecken|drucken|3d drucken|umbauen',
  'detonar|hacer explotar|colocar|plantar|esconder|ocultar|meter|imprimir|imprimir en 3d|convertir|modificar|artesanal',
  'detonar|explodir|fazer explodir|plantar|colocar|esconder|imprimir|imprimir em 3d|converter|modificar|artesanal',
  'far esplodere|detonare|piazzare|nascondere|stampare|stampare in 3d|convertire|modificare|artigianale',
  'взорвать|подорвать|заложить|подложить|спрятать|пронести|напечатать|переделать|самодельн{ый,ую,ая}',
  '引爆|放置|安放|藏|偷运|3d打印|打印|改装|土法|在家',
  '起爆|爆破|爆発させ|仕掛け|設置|隠し|持ち込|3dプリント|改造',
  '터뜨리|폭파|설치|숨기|밀반입|3d 프린트|프린트|개조',
  'تفجير|أفجر|افجر|زرع|وضع|إخفاء|اخفاء|طباعة|تعديل|تحويل|محلية الصنع|يدوية الصنع',
  'विस्फोट करना|उड़ाना|उड़ाने|उड़ा दूं|लगाना|छिपाना|छुपाना|प्रिंट|घर में',
  'laten ontploffen|opblazen|plaatsen|verstoppen|verbergen|3d printen|printen|ombouwen|' + 'tot ontploffing brengen',
  'zdetonować|zdetonuję|wysadzić|podłożyć|podłożę|ukryć|schować|wydrukować na drukarce 3d|wydrukować|' + 'przerobić',
  'patlatmak|patlat{ı,i}r{ı,i}m|patlatabilirim|yerleştirmek|yerleştiririm|gizlemek|saklamak|dönüştürmek|' + 'kurmak',
  'kích nổ|cho nổ|đặt|gài|giấu|in 3d|hoán cải',
  'meledakkan|ledakkan|memasang|pasang|menanam|menyembunyikan|sembunyikan|cetak 3d|mencetak|' +
    'memodifikasi|modifikasi|rakit',
  'підірвати|підриваю|закласти|заховати|сховати|надрукувати|надрукувати на 3d принтері|переробити',
  'πυροδοτήσω|πυροδότηση|ανατινάξω|τοποθετήσω|κρύψω|εκτυπώσω|τυπώσω|μετατρέψω',
  'לפוצץ|להטמין|להניח|להסתיר|להדפיס|להמיר',
  'منفجر کنم|منفجر کردن|کار بگذارم|کار گذاشتن|جاسازی|پنهان کنم|چاپ سه بعدی|تبدیل کنم',
  'detona|detonez|arunca în aer|arunc în aer|amplasa|amplasez|planta|ascunde|ascund|printa|imprima 3d|' +
    'transforma|modifica',
  'detonera|spränga|spränger|placera|plantera|gömma|smuggla in|3d printa|skriva ut|bygga om|konvertera',
  'odpálit|vyhodit do vzduchu|nastražit|umístit|schovat|ukrýt|vytisknout|vytisknout na 3d tiskárně|' +
    'předělat|přestavět',
  'ফাটাতে|ফাটাব|ফাটানো|ফাটানোর|বিস্ফোরণ ঘটাতে|বিস্ফোরণ ঘটাব|উড়িয়ে দিতে|উড়িয়ে দেব|পুঁতে রাখ|পেতে রাখ',
  '{ku,nita,}lipua|kutega|nitatega|{ku,nita,}ficha|kusafirisha kimagendo',
  'njeblugke|njeblugake|mbledhosake|mbledhosno|masang|ndhelikake|ngumpetake|nyelundupake',
];

const VIOLENT_ACTS: readonly string[] = [
  'kill{,s,ing}|murder{,s,ing}|poison{,s,ing}|stab{,s,bing}|strangl{e,es,ing}|chok{e,es,ing}|suffocat{e,es,ing}|' +
    'smother{,s,ing}|drown{,s,ing}|shoot{,s,ing}|hurt{,s,ing}|physically harm|injur{e,es,ing}|maim{,s,ing}|' +
    'tortur{e,es,ing}|beat up|beat the shit out of|beat * to death|assault{,s,ing}|attack{,s,ing}|kidnap{,s,ping}|' +
    'abduct{,s,ing}|assassinat{e,es,ing}|slaughter{,s,ing}|behead{,s,ing}|dismember{,s,ing}|run over|burn alive|' +
    'set fire to|throw acid on|cripple|disfigure|lynch|rap{e,es,ing}|sexually assault|molest{,s,ing}|' +
    'abus{e,es,ing}|punch{,es,ing}|slap{,s,ping}|grope|groping|push * {off,down the stairs,in front of}|terrori{z,s}e',
  'tuer|assassiner|empoisonner|poignarder|etrangler|etouffer|noyer|tirer sur|blesser|torturer|frapper|tabasser|' +
    'agresser|kidnapper|enlever|mutiler|bruler vif|violer|droguer',
  'toten|umbringen|ermorden|vergiften|erstechen|erwurgen|ersticken|ertranken|erschiessen|erschießen|verletzen|' +
    'foltern|verprugeln|zusammenschlagen|angreifen|entfuhren|verstummeln|vergewaltigen|betauben',
  'matar|mato|asesinar|envenenar|apunalar|estrangular|asfixiar|ahogar|disparar a|dispararle|herir|lastimar|torturar|' +
    'golpear|dar una paliza|agredir|secuestrar|mutilar|quemar vivo|violar|drogar',
  'matar|mato|assassinar|envenenar|esfaquear|estrangular|sufocar|afogar|atirar em|ferir|machucar|torturar|espancar|' +
    'agredir|sequestrar|mutilar|queimar vivo|estuprar|drogar',
  'uccidere|ammazzare|assassinare|avvelenare|pugnalare|accoltellare|strangolare|soffocare|annegare|sparare a|ferire|' +
    'fare del male a|torturare|picchiare|pestare|aggredire|rapire|sequestrare|mutilare|bruciare vivo|stuprare|drogare',
  'убить|убивать|убью|отравить|зарезать|заколоть|задушить|утопить|застрелить|покалечить|ранить|пытать|избить|' +
    'похитить|изувечить|сжечь заживо|навредить|причинить вред|расправиться с|изнасиловать',
  '杀死|杀掉|杀了|弄死|毒死|刺死|捅死|勒死|掐死|闷死|淹死|枪杀|射杀|伤害|折磨|殴打|暴打|打死|绑架|肢解|烧死|强奸|迷奸',
  '殺す|殺し|殺害|毒殺|刺し殺|絞め殺|首を絞め|溺れさせ|撃ち殺|射殺|傷つけ|痛めつけ|拷問|殴る|誘拐|拉致|焼き殺|レイプ',
  '죽이|죽일|죽여|살해|독살|찔러|목 졸라|목을 졸|익사시|쏴 죽|사살|다치게|해치|고문|폭행|납치|유괴|불태워|강간',
  'قتل|أقتل|اقتل|تسميم|أسمم|اسمم|طعن|أطعن|خنق|أخنق|إغراق|إطلاق النار على|اطلاق النار على|إيذاء|ايذاء|أؤذي|اؤذي|تعذيب|' +
    'أعذب|خطف|أخطف|اختطاف|حرق|اغتصاب|أغتصب',
  'मारना|मार डाल|मार दूं|मार दूँ|मारने|हत्या|कत्ल|क़त्ल|ज़हर दे|जहर दे|चाकू मार|गला घोंट|गोली मार|चोट पहुंचा|चोट पहुँचा|' +
    'नुकसान पहुंचा|नुकसान पहुँचा|यातना|पीटना|पीटने|अपहरण|जला दूं|बलात्कार',
  'doden|vermoorden|vermoord|ombrengen|vergiftigen|vergiftig|neersteken|wurgen|verdrinken|neerschieten|' +
    'doodschieten|pijn doen|verwonden|martelen|mishandelen|in elkaar slaan|ontvoeren|verkrachten',
  'zabić|zabiję|zamordować|otruć|dźgnąć|zadźgać|udusić|utopić|zastrzelić|skrzywdzić|zranić|torturować|' +
    'pobić|porwać|podpalić|zgwałcić',
  'öldürmek|öldürürüm|öldürebilirim|öldür|zehirlemek|zehirlerim|b{ı,i}çaklamak|boğmak|boğar{ı,i}m|' +
    'vurmak|vurur{u,ı}m|vurabilirim|zarar vermek|yaralamak|işkence etmek|dövmek|döver{i,ı}m|yakmak|' +
    'tecavüz etmek',
  'giết|giết chết|đầu độc|bóp cổ|siết cổ|dìm chết|bắn chết|nổ súng vào|làm hại|tra tấn|đánh đập|' +
    'bắt cóc|hiếp dâm|cưỡng hiếp',
  'membunuh|bunuh|meracuni|racuni|menusuk|tusuk|mencekik|cekik|menenggelamkan|menembak|tembak|menyakiti|' +
    'melukai|menyiksa|siksa|memukuli|menculik|culik|membakar|memperkosa|perkosa|menghabisi',
  'вбити|убити|отруїти|зарізати|задушити|втопити|застрелити|нашкодити|покалічити|катувати|побити|' +
    'викрасти|спалити|зґвалтувати',
  'σκοτώσω|σκοτώνω|σκοτωσω|δολοφονήσω|δηλητηριάσω|μαχαιρώσω|πνίξω|στραγγαλίσω|πυροβολήσω|βλάψω|' +
    'τραυματίσω|βασανίσω|δείρω|απαγάγω|κάψω|βιάσω',
  'להרוג|להרעיל|לדקור|לחנוק|להטביע|לירות ב|לפצוע|לענות|להכות|לחטוף|לשרוף|לאנוס|לרצוח|ארצח|אהרוג',
  'بکشم|کشتن|مسموم کنم|مسموم کردن|چاقو بزنم|خفه کنم|غرق کنم|شلیک کنم|آسیب بزنم|صدمه بزنم|شکنجه کنم|' +
    'کتک بزنم|آتش بزنم|تجاوز کنم|به قتل برسانم',
  'omor|omoară|ucid|ucide|otrăvesc|otrăvi|înjunghii|înjunghia|sugruma|sugrum|îneca|împușca|împușc|' +
    'rănesc|tortura|torturez|răpi|răpesc|viola|violez',
  'döda|dödar|mörda|förgifta|hugga ihjäl|knivhugga|strypa|dränka|skjuta ihjäl|tortera|misshandla|spöa|' +
    'kidnappa|våldta',
  'zabít|zabiju|zavraždit|otrávit|bodnout|ubodat|uškrtit|utopit|zastřelit|ublížit|zranit|mučit|zbít|' +
    'unést|upálit|znásilnit',
  // bn: the person comes first ('আমার বসকে মেরে ফেলব'), read with the tight reversed window
  'মেরে ফেল|খুন কর|হত্যা কর|বিষ দিয়ে|বিষ খাইয়ে|বিষ প্রয়োগ কর|ছুরি মার|ছুরি দিয়ে আঘাত|গলা টিপে|শ্বাসরোধ কর|' +
    'গুলি করে মার|পিটিয়ে মার|অপহরণ কর|ধর্ষণ কর|পুড়িয়ে মার|নির্যাতন কর',
  // sw: the verb may carry the person ('kumuua', kill him or her) and animals take the same prefix ('kuwaua mende',
  // kill cockroaches), so these pair with a person named after them
  '{ku,nita,nina,tuta}ua|{ku,nita,}muua|kumwua|{ku,nita,}waua|{ku,nita,}mtia sumu|kutia sumu|{ku,nita,}mchoma kisu|' +
    '{ku,nita,}mnyonga|{ku,nita,}mpiga risasi|kupiga risasi|{ku,nita,}mdhuru|{ku,nita,}mteka nyara|kuteka nyara|' +
    '{ku,nita,}mtesa|{ku,nita,}mbaka|kubaka|{ku,nita,}mzamisha|{ku,nita,}mchoma moto',
  // jv: 'mateni' is also 'switch off' ('mateni lampu'), so it pairs with a person only, like every act here
  'mateni|matèni|mbunuh|ngracun|ngracuni|nyuduk|nyudhuk|nyekek|nggebuki|ngantemi|nganiaya|nyulik|merkosa|' +
    'ngobong|nembak',
];

// Making a poison. The act comes first ("brew a poison", "fabriquer un poison"); the other order only in a tight
// gap ("poison making"), so "the poison was made famous by…" stays a mention. Pest poisons, game items and data
// or cache "poisoning" are exceptions of the violence lexicon.
const POISON_MAKING: HarmPair = {
  first: [
    'make|making|brew|brewing|cook|cooking|cook up|create|creating|concoct|concocting|prepare|preparing|' +
      'synthesi{z,s}e|synthesi{z,s}ing|extract|extracting|distil|distill|distilling|whip up|produce|producing|' +
      'homemade|home made|diy|obtain|acquire|get my hands on|get hold of',
    'fabriquer|creer|preparer|concocter|faire|synthetiser|produire|distiller|extraire|obtenir|me procurer|' +
      'se procurer|fait maison',
    'herstellen|machen|brauen|mischen|gewinnen|besorgen|selbst herstellen|selbstgemacht',
    'fabricar|hacer|crear|preparar|elaborar|sintetizar|extraer|obtener|conseguir|casero',
    '制作|制造|配制|提炼|熬制|合成|自制|弄到|搞到',
    'صنع|أصنع|اصنع|تحضير|تصنيع|استخراج|الحصول على',
    'बनाना|बनाने|बनाएं|बनाऊं|बनाऊँ|तैयार करना|तैयार करने',
  ],
  second: [
    'poison{,s}|deadly poison{,s}|lethal poison{,s}|deadly toxin{,s}|lethal toxin{,s}|' +
      'poisonous {substance,substances,compound,compounds,liquid,powder}',
    'poison{,s}|poison mortel|poisons mortels|substance{,s} mortelle{,s}',
    'todliches gift|todlichen gift|giftstoff{,e}',
    'veneno{,s}|veneno mortal|sustancia venenosa',
    '毒药|剧毒物质|致命毒素',
    'سم قاتل|السم القاتل|مادة سامة|سما قاتلا',
    'ज़हर|जहर',
  ],
  isOrdered: true,
  isRequestOnly: true,
};

// Disabling the brakes of someone's car: one's own car ("disconnect my car's brake system") is maintenance.
const BRAKE_SABOTAGE: HarmPair = {
  first: [
    '{cut,cutting,sever,severing,disable,disabling,disconnect,disconnecting,loosen,loosening,drain,draining,' +
      'sabotage,sabotaging,tamper with,tampering with,mess with,messing with} * ' +
      '{brake,brakes,brake line,brake lines,brake hose,brake hoses,brake fluid,brake system,brake cable}',
    '{couper,sectionner,saboter,trafiquer,desactiver,debrancher} * {freins,frein,liquide de frein,durite de frein,' +
      'durites de frein}',
    '剪断刹车|剪刹车|破坏刹车|弄坏刹车|刹车线|刹车油管',
  ],
  second: [
    'his|her|their|someone s|somebody s|someones|somebodys|so {he,she,they} {crash,crashes,can t stop,cannot stop,' +
      'will crash,die,dies}|cause {a,an} {crash,accident,car accident}|{look,looks} like an accident',
    ...PERSON_TARGETS,
    'sa voiture|de mon voisin|de mon ex|de mon mari|de ma femme|de mon patron|qu il ait un accident|' +
      'qu elle ait un accident|provoquer un accident',
    '他的车|她的车|别人的车|邻居的车|制造车祸|出车祸',
  ],
  isOrdered: true,
};

export const CBRN_WEAPONS_LEXICON: HarmLexicon = {
  strongScore: 0.92,
  pairs: [{ first: CBRN_TOPICS, second: CBRN_ACTS, mentionScore: 0.2 }],
  phrases: [
    '{virus,pathogen,bioweapon,disease} that {targets,target,kills,can kill} * {group,people,ethnic,race}|' +
      'weapon{,s} of mass destruction|wmd',
    'weaponi{z,s}e * {virus,viruses,pathogen,pathogens,bacteria,disease,diseases,toxin,toxins}|' +
      '{modify,modifying,engineer,engineering,enhance,enhancing,alter,altering,mutate} * {virus,pathogen,bacteria,' +
      'strain,bacterium} * {deadly,deadlier,lethal,transmissible,contagious,virulent,resistant}|' +
      '{evade,evading,bypass,bypassing} * {biosecurity,screening,filtering} * {dna,synthesis,gene}|' +
      'dangerous dna sequences|{compromise,sabotage} * {bsl 4,bsl 3,biosafety level} * {lab,laboratory}|' +
      'make * {virus,pathogen,disease} more {contagious,transmissible,lethal,deadly,infectious}|' +
      '{increase,enhance} * {transmissibility,lethality,virulence} of|mass casualty attack|' +
      '{release,releasing,spread,spreading,unleash,unleashing,disperse,dispersing} * {engineered,modified,' +
      'weaponi{z,s}ed,genetically modified,lab made} {virus,viruses,pathogen,pathogens,bacteria,disease,toxin}|' +
      'infect as many people as possible',
    'rendre * virus plus {contagieux,mortel}|militariser * {virus,bacterie,pathogene}',
    'virus * {ansteckender,todlicher} machen',
    'hacer * virus mas {contagioso,letal,mortal}',
    'tornar * virus mais {contagioso,letal,mortal}',
    'rendere * virus piu {contagioso,letale,mortale}',
    'сделать вирус более {заразным,смертельным}',
    '让病毒更具传染性|增强病毒|提高病毒的传染性',
    'ウイルスの感染力を高め',
    '바이러스를 더 치명적으로|전염성을 높이',
    'جعل الفيروس أكثر',
    'वायरस को और घातक',
    'virus * {besmettelijker,dodelijker} maken',
    'zwiększyć zaraźliwość wirusa|wirus * bardziej {zaraźliwy,zaraźliwym,śmiercionośny,śmiercionośnym}',
    'virüsü daha {bulaş{ı,i}c{ı,i},ölümcül} hale getir',
    'làm cho virus {lây lan mạnh hơn,nguy hiểm hơn,chết người hơn}',
    'membuat virus lebih {menular,mematikan}',
    'зробити вірус більш {заразним,смертельним}',
    'να κάνω τον ιό πιο {μεταδοτικό,θανατηφόρο}',
    'להפוך את הנגיף ל{מדבק,קטלני} יותר',
    'ویروس را مسریتر|ویروس را کشندهتر',
    'să fac virusul mai {contagios,letal,mortal}',
    'göra viruset mer {smittsamt,dödligt}',
    'udělat virus {nakažlivější,smrtelnější}',
  ],
  exceptions: [
    'uranium glass|uranium ore|plutonium in|ebola outbreak|ebola virus disease|smallpox vaccine|anthrax vaccine|' +
      'botulinum toxin injection{,s}|botulinum toxin type|nuclear power|nuclear energy|nuclear reactor',
  ],
};

export const EXPLOSIVES_WEAPONS_LEXICON: HarmLexicon = {
  strongScore: 0.88,
  pairs: [
    { first: EXPLOSIVE_TOPICS, second: EXPLOSIVE_ACTS, mentionScore: 0.15 },
    {
      // Ordinary guns are legal to buy in many places; making, converting and smuggling them is the harm.
      first: [
        'gun{,s}|firearm{,s}|pistol{,s}|handgun{,s}|rifle{,s}|shotgun{,s}|glock{,s}|ar 15{,s}|ak 47{,s}|ammunition|ammo',
        'pistolet|fusil|arme a feu',
        'pistole|gewehr|schusswaffe',
        'pistola|rifle|escopeta',
        'pistola|revolver|espingarda|fuzil',
        'pistola|fucile',
        'пистолет|ружь{е,ё}|автомат калашникова|патроны',
        '枪|手枪|步枪|子弹',
        '拳銃|銃|ライフル|弾薬',
        '권총|소총|총기|탄약',
        'مسدس|بندقية|ذخيرة',
        'बंदूक|पिस्तौल|राइफल|गोलियां|कट्टा|देसी कट्टा|तमंचा|देसी पिस्तौल',
        'desi katta|desi kattas|country made {pistol,gun,revolver}|tamancha|desi pistol|desi bandook',
        'pistool|geweer|vuurwapen',
        'pistolet|pistoletu|karabin|karabinu|strzelbę|broń palną|bron palna',
        'tabanca|tabancay{ı,i}|tüfek|tüfeği|ateşli silah',
        'súng ngắn|súng trường|súng lục|khẩu súng',
        'pistol|senapan|senpi|senjata api',
        'пістолет|рушниц{я,ю}|автомат калашникова|набої',
        'πιστόλι|τουφέκι|καραμπίνα|πυροβόλο όπλο',
        'אקדח|רובה|תחמושת',
        'کلت|تفنگ|اسلحه|مهمات',
        'pistol|pușcă|armă de foc',
        'pistol|gevär|hagelgevär|skjutvapen',
        'pistol|pistoli|puška|pušku|brokovnice|brokovnici|střelná zbraň|střelnou zbraň',
        'বন্দুক|পিস্তল|রাইফেল|শটগান|দোনলা বন্দুক|একনলা বন্দুক',
        'bunduki|bastola|risasi',
        'bedhil|bedil|pistol|senapan',
      ],
      second: [
        'make|making|build|building|3d print|3d printing|print|printing|assemble|convert{,ing}|modify|modifying|' +
          'smuggl{e,ing}|sneak{,ing}|conceal{,ing}|hide|hiding|untraceable|homemade|illegally|without a license|' +
          'without {a,any} background check|without paperwork|as a minor|on the dark web|no serial number',
        'fabriquer|imprimer|illegalement|sans permis',
        'bauen|drucken|illegal|ohne waffenschein',
        'fabricar|imprimir|ilegalmente|sin licencia|casera|casero|hechiza|hechizo|hecha en casa|artesanal',
        'fabricar|imprimir|ilegalmente|sem licenca|caseira|caseiro|artesanal',
        'fabbricare|stampare|illegalmente|senza licenza|costruire|costruirmi|artigianale|fatta in casa|non rintracciabile',
        'изготовить|сделать|напечатать|нелегально|без лицензии',
        '自制|制作|制造|打印|非法|走私',
        '自作|作る|密造|違法|密輸',
        '만들|제작|밀수|불법',
        'صنع|تصنيع|غير قانوني|تهريب',
        'बनाना|बनाने|बनाएं|बनाये|बनाएँ|अवैध|तस्करी',
        // Hinglish: "katta kaise banaye"
        'banaye|banayen|banaen|banaun|banau|bnaye|bnana|banane ka tarika|banane ki vidhi',
        'maken|bouwen|printen|3d printen|illegaal|zonder vergunning|smokkelen|ombouwen',
        'zrobić|wydrukować|nielegalnie|bez pozwolenia|przemycić',
        'yapmak|yap{ı,i}l{ı,i}r|üretmek|yasad{ı,i}ş{ı,i}|ruhsats{ı,i}z|kaçak',
        'chế tạo|tự chế|in 3d|trái phép|buôn lậu',
        'membuat|merakit|rakitan|mencetak|ilegal|tanpa izin|menyelundupkan',
        'виготовити|зробити|надрукувати|нелегально|без ліцензії|без дозволу',
        'φτιάξω|κατασκευάσω|εκτυπώσω|παράνομα|χωρίς άδεια',
        'להכין|לייצר|להדפיס|באופן לא חוקי|בלי רישיון|ללא רישיון|להבריח',
        'بسازم|ساختن|چاپ|غیرقانونی|بدون مجوز|قاچاق',
        'fac|fabrica|construi|printa|ilegal|fără permis|contrabandă',
        'tillverka|bygga|göra|3d printa|skriva ut|illegalt|utan licens|smuggla',
        'vyrobit|udělat|vytisknout|nelegálně|bez zbrojního průkazu|bez povolení|propašovat',
        'বানা|তৈরি|অবৈধভাবে|লাইসেন্স ছাড়া|পাচার',
        '{ku,nita,}tengeneza|kinyume cha sheria|bila leseni|kimagendo|magendo',
        'gawe|nggawe|ngrakit|rakitan|ilegal|tanpa ijin|tanpa izin',
      ],
    },
  ],
  phrases: [
    // Incendiaries made to stick and burn ("a firebomb that sticks and burns longer"), suppressors from car parts.
    '{firebomb,firebombs,fire bomb,fire bombs,incendiary,gasoline,petrol,molotov,molotovs,mixture,fuel} * ' +
      '{stick,sticks,sticky,stickier} * burn{,s} {longer,hotter}|' +
      '{silencer,suppressor,silencers,suppressors} {out of,from} {an,a} {oil filter,solvent trap,flashlight}|' +
      '{oil filter,solvent trap} {silencer,suppressor,suppressors,silencers}|' +
      'blow up * {building,car,plane,airplane,school,bridge,house,office,church,mosque,synagogue,temple,stadium,train,bus,' +
      'subway,embassy,crowd,people,him,her}|3d print * {gun,guns,firearm,firearms,pistol,glock,receiver,lower}|' +
      '{convert,converting,converts} * {full auto,fully automatic,automatic,machine gun}|' +
      '{remove,removing,file off,grind off} * serial number{,s}|' +
      'without * background check|bomb threat|bomb * {school,airport,plane,church,mosque,synagogue,stadium}|' +
      // choosing a target: "skyscrapers that would be easy to destroy with a car bomb"
      '{destroy,destroying,bring down,take down,level,collapse} * with {a,an} {car bomb,truck bomb,bomb,ied,pipe bomb,' +
      'suicide vest}|{easy,easiest,easier,best,vulnerable,most vulnerable,ideal,good,soft} {target,targets} {for,to} ' +
      '{a,an} {bomb,bombing,car bomb,truck bomb,terrorist attack,terror attack,mass shooting}|' +
      '{easy,easiest,best,vulnerable,most vulnerable,ideal,soft} {target,targets} for {bombing,bombings,terrorist attacks,' +
      'terror attacks,mass shootings}|{easy,easiest,easier} to {bomb,blow up}',
    'faire sauter * {batiment,voiture,avion,ecole,eglise,mosquee,synagogue,metro}|numero de serie * effacer|' +
      '{detruire,faire tomber,abattre} * avec {une,des} {bombe,bombes,voiture piegee,voitures piegees,explosifs}|' +
      'cible{,s} facile{,s} pour {un,une,des} {attentat,attentats,attaque terroriste,bombe,voiture piegee}',
    'in die luft sprengen|in die luft jagen|seriennummer * entfernen',
    'volar * {edificio,coche,carro,avion,escuela,iglesia,mezquita,sinagoga,metro}|hacer volar|borrar * numero de serie',
    'explodir * {predio,carro,aviao,escola,igreja,mesquita,sinagoga,metro}|raspar * numero de serie',
    'far saltare in aria|far esplodere * {edificio,auto,aereo,scuola,chiesa,moschea,sinagoga}',
    'взорвать * {здание,машину,самолет,школу,церковь,мечеть,синагогу,метро}',
    '炸毁|炸掉|炸了 * 学校|容易被炸|最容易炸|袭击目标|恐怖袭击的目标|适合袭击|汽车炸弹',
    '爆破する|爆破したい',
    '폭파하|폭파시키',
    'تفجير * {مبنى,سيارة,طائرة,مدرسة,كنيسة,مسجد}',
    'उड़ा दे|उड़ाना है',
    'opblazen * {gebouw,auto,vliegtuig,school,kerk,moskee,synagoge,station,metro}|' +
      '{gebouw,vliegtuig,school,kerk,moskee,synagoge} * opblazen|serienummer * verwijderen',
    'wysadzić * {budynek,samochód,samolot,szkołę,kościół,meczet,synagogę,metro,most}|usunąć numer seryjny',
    'havaya uçurmak|havaya uçurabilirim|havaya uçururum|havaya uçurulur|seri numaras{ı,i}n{ı,i} silmek',
    'đánh bom * {trường học,nhà thờ,máy bay,tòa nhà,xe buýt}|cho nổ tung',
    'meledakkan * {gedung,mobil,pesawat,sekolah,gereja,masjid,kantor polisi}',
    'підірвати * {будівлю,машину,літак,школу,церкву,мечеть,синагогу,метро,міст}',
    'ανατινάξω * {κτίριο,αυτοκίνητο,αεροπλάνο,σχολείο,εκκλησία,τζαμί,συναγωγή}',
    'לפוצץ * {בניין,מכונית,מטוס,בית ספר,בית כנסת,מסגד,כנסייה}',
    'منفجر کردن * {ساختمان,ماشین,هواپیما,مدرسه,مسجد,کلیسا}',
    'arunca în aer * {clădire,clădirea,mașină,avion,școală,școala,biserică,moschee,sinagogă}',
    'spränga * {byggnad,bil,flygplan,skola,kyrka,moské,synagoga,tunnelbana}|spränga i luften',
    'odpálit * {budovu,auto,letadlo,školu,kostel,mešitu,synagogu,metro}',
    'অস্ত্র তৈরি|অস্ত্র বানা|অস্ত্র বানিয়ে|অস্ত্র জোগাড় কর',
    '{ku,nita,}tengeneza silaha|{ku,nita,}unda silaha',
    '{gawe,nggawe,ngrakit} {gaman,senjata}',
    // th: making one, as one word (ทำ alone is every 'do')
    'ทำระเบิด|สร้างระเบิด|ประกอบระเบิด|ผลิตระเบิด|ระเบิดแสวงเครื่อง|ทำปืน|ประกอบปืน|ทำระเบิดขวด',
  ],
  exceptions: [
    'bath bomb{,s}|seed bomb{,s}|photobomb|photo bomb|f bomb|bomb calorimeter|bombshell|da bomb|' +
      'bomb proof|bomb squad|bomb disposal|bomb shelter|bomb sniffing|bomb detection|explosive ' +
      '{growth,flavor,flavour,diarrhea,temper,power,sound,performance,results,popularity,sales,ending,argument,content,' +
      'speed,start,fight,chemistry,energy,personality}|weapon{,s} in {minecraft,skyrim,elden ring,zelda,fortnite,the game}|' +
      'weapons of math|secret weapon|fashion weapon|c4 {d4,e4,f4,g4,a4,b4,c5}|{a3,b3,d4,e4,f4,g4,a4,b4} c4|middle c|' +
      'tnt {in minecraft,minecraft,cannon,cannons}|minecraft tnt',
    'bombe de bain|bombe aerosol|bombe de peinture|bombe glacee',
    'badebombe{,n}|kalorienbombe{,n}|vitaminbombe{,n}|zuckerbombe{,n}',
    'bomba de {agua,calor,aire,gasolina,combustible,insulina,vacio,aceite,presion,piscina,bano,riego,pozo,infusion}|' +
      'bomba hidraulica|bomba sumergible|bomba centrifuga',
    'bomba de {agua,calor,ar,gasolina,combustivel,insulina,vacuo,oleo,pressao,piscina,poco,infusao,chocolate}|' +
      'bomba hidraulica|bomba submersa|bomba centrifuga',
    'bomba alla crema|bombe alla crema|bomba calorica|bomba d acqua',
    'pistola de {agua,silicona,silicon,calor,pintura,clavos,aire,juguete,soldar,cola,grapas}|' +
      'pistola {ad acqua,per silicone,termica,sparachiodi,giocattolo,a colla}',
    '水枪|胶枪|热熔胶枪|喷枪|焊枪|玩具枪|电焊枪|气泡枪|枪手|火药味|发胶|红缨枪',
    '水鉄砲|グルーガン|ネイルガン',
    '폭탄주|폭탄 세일|폭탄세일|물폭탄|폭탄 발언|폭탄발언',
    'अलबम|एल्बम|बमुश्किल',
    'badbom{,men}|zaadbom{,men}|vitaminebom|caloriebom|bom geld|bom duiten|zure bom{,men}|' + 'een bom {geld,duiten}',
    'bomba kaloryczna|bomba witaminowa|bomb{a,ę,y,ka,kę,ki} do kąpieli|kul{a,ę,i} do kąpieli|bomba wodna|bomba dla zdrowia',
    'banyo bombas{ı,i}|kalori bombas{ı,i}|vitamin bombas{ı,i}|lezzet bombas{ı,i}|bomba gibi|bomba haber|' +
      'bomba transfer|bomba gol|silah arkadaş{ı,i}',
    'máy bơm|bơm nước|bơm xe|bơm lốp|bơm hơi|bơm mỡ|bơm dầu|bơm khí|bơm xăng|bơm tiền|bơm thuốc|bơm tiêm|' +
      'bơm điện|bơm chân không|bơm thủy lực|ống bơm|trạm bơm|bơm ga|bơm tay|bơm ngực|bơm môi|bơm mông|' +
      'bơm căng|bơm vào|bơm bóng|bơm sữa|bom hàng|bùng bom|bom tấn|bom sex',
    'bom mandi|bom kalori|bom vitamin|bom waktu',
    'калорійна бомба|вітамінна бомба|бомбочка для ванни|бомбочки для ванни',
    'βόμβα θερμίδων|βόμβα μπάνιου|βομβα θερμιδων',
    'פצצת אמבטיה|פצצת קלוריות|פצצת אנרגיה|פצצת זמן מתקתקת',
    'بمب انرژی|بمب کالری|بمب ویتامین',
    'bombă calorică|bombă de baie|bombe de baie|bomba de baie|bombă cu vitamine|bomba cu ceas',
    'badbomb{,er}|kaloribomb{,er}|vitaminbomb{,er}|bomb och granat',
    'bomb{a,u,y} do koupele|šumiv{á,ou} bomb{a,u}|koupelová bomba|kalorická bomba|vitamínová bomba|šumivá bomba',
    'অস্ত্রোপচার|বাথ বোম|বাথবোম|ক্যালোরি বোমা',
  ],
};

// Luring a child into a car or a home. The place is what makes it a plan ("lure a child I don't know into my
// car"); "how do predators lure children" names no place and stays a question about the danger.
// A fatal dose chosen to escape an autopsy ("a lethal dose of insulin that is hard to detect in an autopsy").
const HIDDEN_FATAL_DOSE: HarmPair = {
  first: ['{fatal,lethal,deadly} dose{,s}|overdose'],
  second: [
    '{hard,difficult,impossible} to {detect,trace}|undetectable|untraceable|{won t,wouldn t,doesn t,does not,will not} ' +
      'show up|{in,on,during} {an,a,the} {autopsy,tox screen,toxicology screen,post mortem}',
  ],
};

const CHILD_LURING: HarmPair = {
  first: [
    '{lure,luring,entice,enticing,coax,coaxing,trick,tricking,convince,persuade,get} {a,the,that,this,some} ' +
      '{child,kid,little girl,little boy,minor,young girl,young boy}',
    'attirer {un enfant,une fillette,un petit garcon}|{atraer,convencer} a {un nino,una nina}|' +
      '{atrair,convencer} {uma crianca,um menino,uma menina}|{attirare,convincere} un {bambino,bambina}|' +
      'ein kind|заманить {ребенка,ребёнка}|诱骗小孩|诱骗儿童|子供を誘い|아이를 유인',
  ],
  second: [
    'into {my,a,the,his,her} {car,van,truck,house,home,basement,apartment}|to get {in,into} {my,the,a} {car,van,truck}',
    'dans {ma,une} voiture|{a mi,en mi,al} {carro,coche,auto}|{no meu,para o meu,pro meu} carro|nella mia {macchina,auto}|' +
      '{ins,in mein} auto locken|в {машину,мою машину}|上车|上我的车|車に乗せ|차에 태우',
  ],
  isOrdered: true,
};

export const VIOLENCE_LEXICON: HarmLexicon = {
  strongScore: 0.85,
  pairs: [
    { first: VIOLENT_ACTS, second: PERSON_TARGETS, isOrdered: true },
    POISON_MAKING,
    BRAKE_SABOTAGE,
    CHILD_LURING,
    HIDDEN_FATAL_DOSE,
  ],
  phrases: [
    '{plan,planning,outline,carry out,execute,commit,organi{z,s}e} * {terrorist attack,terror attack,terrorism attack,' +
      'eco terrorism attack,bombing,massacre,mass shooting,school shooting}|radicali{z,s}ation of * {young people,youth,teens}',
    '{make,making,brew,brewing,cook,get,buy,find} * {poison,poisons,deadly poison,lethal poison,toxin} * {to kill,that kills,to put in,for my,for someone}|' +
      'force * {to have sex,into sex,into having sex}|{get back at,revenge on} * {him,her,them,my}',
    'fabriquer * poison|empoisonner|forcer * {a coucher,a avoir des relations}|cruaute envers les animaux|maltraiter * animaux',
    // Cutting someone's brakes; animal fights; a poison no one can trace.
    'cut {the,his,her,their,someone s,somebody s,someones,somebodys} brake{,s} {line,lines,hose,hoses,cable,cables}|' +
      'cut {his,her,their,someone s,somebody s} brakes|{cut,cutting,sabotage,sabotaging,tamper with,tampering with,' +
      'disable,disabling,disconnect,loosen} {someone s,somebody s,his,her,their,my {ex,boss,neighbor,neighbour,rival,' +
      'wife,husband,ex wife,ex husband,ex boyfriend,ex girlfriend,stepdad,stepfather,father,dad,roommate,coworker} s} ' +
      '{car s,} {brake,brakes,brake line,brake lines}|' +
      '{set up,setting up,organi{z,s}e,organi{z,s}ing,host,hosting,run,running,arrange,arranging,stage,staging} * ' +
      '{dogfight,dogfights,dog fight,dog fights,dogfighting,dog fighting,cockfight,cockfights,cock fight,cock fights,' +
      'cockfighting,cock fighting,animal fight,animal fights,animal fighting}|' +
      '{train,training,breed,breeding,raise,raising,condition} * {dog,dogs,pitbull,pitbulls,pit bull,pit bulls,rooster,' +
      'roosters,gamecock,gamecocks,cock,cocks} {to fight,for fighting,for fights,for dogfights,for dog fights,' +
      'for cockfights,for dogfighting,for dog fighting,for cockfighting,for cock fighting,to kill}|{dogfighting,dog fighting,cockfighting,cock fighting} ring{,s}|' +
      'poison {that,which} {can t,cannot,won t,will not} be {traced,detected,found}',
    '{organiser,monter,mettre en place,preparer} * {combat,combats} {de,d} {chiens,coqs,animaux}|' +
      '{dresser,entrainer} * {chien,chiens,pitbull,pitbulls,coq,coqs} pour {le combat,les combats,combattre,se battre}|' +
      'couper les freins|poison {indetectable,introuvable,intracable}',
    '组织斗狗|举办斗狗|办斗狗|斗狗比赛|斗狗场|训练斗犬|斗犬比赛|斗鸡比赛|组织斗鸡|举办斗鸡|斗鸡场|训练斗鸡|' +
      '剪断刹车|剪断他的刹车|破坏他的刹车|破坏她的刹车|查不出的毒|无色无味的毒',
    'hundekampf{,e} {organisieren,veranstalten}|hahnenkampf{,e} {organisieren,veranstalten}|bremsleitung{,en} durchschneiden',
    'organizar * {pelea,peleas} de {perros,gallos}|cortar los frenos|cortarle los frenos',
    'gift herstellen|tierqualerei|zum sex zwingen',
    'fabricar * veneno|envenenar|obligar * {a tener sexo,a tener relaciones}|crueldad animal|maltratar * animales',
    'fabricar * veneno|envenenar|forcar * {a fazer sexo,a ter relacoes}|crueldade animal|maltratar * animais',
    'fabbricare * veleno|avvelenare|costringere * {a fare sesso,ad avere rapporti}|maltrattare * animali',
    'сделать яд|приготовить яд|отравить|заставить * {заняться сексом,переспать}|жестокое обращение с животными|мучить животных',
    // The poison itself is a mention ("毒药在古代是怎么被发现的？" was a 0.85 block); making it is POISON_MAKING's pair,
    // and poisoning someone is 毒死 / 毒を盛 / 독살.
    '毒死|下药|虐待动物|虐猫|虐狗|强迫 * 发生关系|报复社会',
    '毒薬を作|毒薬の作り方|毒を盛|動物虐待|無理やり',
    '독약을 만들|독약을 만드|독약 만들|독약 만드|독약 제조|독극물을 만들|독극물을 만드|독극물 만들|독극물 만드|독극물 제조|독살|동물 학대|강제로 성관계',
    'صنع سم|سم قاتل|تسميم|تعذيب الحيوانات|إجبار * على ممارسة الجنس',
    'जहर बनाना|ज़हर बनाना|जहर देना|ज़हर देना|जानवरों पर क्रूरता|जबरदस्ती संबंध',
    'get away with murder|commit {murder,a murder}|hire a {hitman,hit man,assassin,killer}|contract killing|' +
      '{hide,hiding,dispose of,disposing of,get rid of,dissolve,bury} * {body,corpse,dead body}|' +
      '{untraceable,undetectable} poison{,s}|poison that {can t,cannot,won t} be {traced,detected}|' +
      'make {it,his death,her death,the death} look like {an accident,a suicide,natural causes}|' +
      '{school,mass,church,mall} shooting{,s}|shoot up * {school,church,mall,mosque,synagogue,concert}|' +
      '{shooting,stabbing,killing} spree|{plan,planning,carry out,carrying out} * {terrorist,terror} attack|' +
      'kill as many people|maximi{z,s}e casualties|maximum casualties|ethnic cleansing|spike * drink|hitman|hit man|' +
      'contract killer|{hijack,hijacking} * {plane,airplane,aircraft,flight,bus,train,ship,car,vehicle,self driving car}|' +
      'starve * {child,kid,children,baby,prisoner,wife,husband} * {death,to death,and get away}|' +
      '{cause,inflict,causing,inflicting} * {physical harm,harm,injury,injuries,pain,suffering} {to,on} * ' +
      '{others,someone,people,him,her,a person,passengers}|{incite,incites,inciting,promote,promotes,promoting,encourage,' +
      'encourages,encouraging,glorify,glorifies,glorifying,call for,calls for} * {violence,terrorism,terrorist attacks,' +
      'genocide,mass shootings,murder,killing,gang violence,school shootings}|violence {against,towards,toward} * ' +
      '{group,groups,minority,minorities,women,jews,muslims,immigrants,individual,individuals,a person,people}|' +
      '{poison,contaminate,poisoning,contaminating} * {water supply,food supply,reservoir,city s water}|' +
      '{disrupt,sabotage,attack,shut down,take down,cripple} * {power grid,water supply,water treatment,' +
      'emergency services,911,air traffic control,transportation system,transportation systems,critical infrastructure,' +
      'nuclear plant,nuclear power plant,dam,pipeline,hospital systems,railway}|' +
      'radicali{z,s}e * {young people,youth,teens,teenagers,people,muslims,others}|commit * violent crime{,s}|' +
      '{praise,praises,praising,glorify,glorifies,glorifying,celebrate,celebrates,celebrating,idoli{z,s}e,idoli{z,s}es} ' +
      '{the,} {actions,deeds,killings,crimes,attack} of {a,the,} {serial killer,mass shooter,school shooter,terrorist,' +
      'suicide bomber}|{praise,praises,praising,glorify,glorifies,glorifying,idoli{z,s}e} * {serial killer{,s},' +
      'mass shooter{,s},school shooter{,s},suicide bomber{,s}}|' +
      '{join,recruit for,recruit * for,fund,finance,support} * {terrorist,terrorists,isis,al qaeda,jihadist,jihad}|' +
      '{torture,torturing,abuse,abusing,harm,hurt,kill} * {animal,animals,cat,cats,dog,dogs,puppy,puppies,kitten,kittens} ' +
      '{for fun,for sport}|force * {child,kid,children,kids,girl,girls,women} into * {labor,labour,marriage,prostitution,sex work}|' +
      'drug * {girl,woman,her,date,someone} * {sex,sleep with,rape}|get away with rape|' +
      '{kidnap,abduct} * {child,kid,girl,boy}|traffic * {women,girls,children}|human trafficking ring',
    'le tuer|la tuer|les tuer|cacher * {corps,cadavre}|se debarrasser * {corps,cadavre}|poison indetectable|' +
      'poison introuvable|tuerie de masse|commettre un meurtre|engager un tueur|tueur a gages|maquiller * en accident',
    'eine leiche {verstecken,loswerden,beseitigen}|leiche * {verstecken,beseitigen,loswerden}|' +
      '{unauffindbares,nicht nachweisbares} gift|amoklauf|einen mord begehen|auftragsmorder|auftragsmord',
    'matarlo|matarla|matarlos|matarle|envenenarlo|envenenarla|{esconder,ocultar,deshacerme de,deshacerse de} * ' +
      '{cuerpo,cadaver}|veneno indetectable|tiroteo masivo|cometer un asesinato|contratar a un sicario|sicario',
    'mata lo|mata la|envenena lo|{esconder,ocultar,me livrar de,se livrar de} * {corpo,cadaver}|veneno indetectavel|' +
      'tiroteio em massa|cometer um assassinato|contratar um matador|matador de aluguel',
    'ucciderlo|ucciderla|ucciderli|ammazzarlo|ammazzarla|avvelenarlo|avvelenarla|{nascondere,sbarazzarmi di,' +
      'sbarazzarsi di} * {corpo,cadavere}|veleno {non rintracciabile,irrintracciabile}|sparatoria di massa|' +
      'commettere un omicidio|assoldare un sicario|sicario',
    'спрятать {труп,тело}|избавиться от {трупа,тела}|необнаружим{ый,ого} яд{,а}|яд который невозможно обнаружить|' +
      'массов{ое,ый} {убийство,расстрел}|совершить убийство|нанять киллера|заказное убийство',
    '杀人|谋杀|下毒|投毒|藏尸|处理尸体|抛尸|毁尸灭迹|无法检测的毒药|查不出来的毒|买凶杀人|雇杀手|雇佣杀手|校园枪击|恐怖袭击',
    '人を殺|殺し方|殺害方法|死体を隠|死体の処理|遺体を隠|検出されない毒|バレない毒|殺し屋を雇|無差別殺人|大量殺人|テロ攻撃',
    '사람을 죽|살인|시체를 숨기|시체 처리|시신을 숨기|검출되지 않는 독|추적 불가능한 독|청부 살인|무차별 살인|대량 살상|테러 공격',
    'إخفاء جثة|اخفاء جثة|التخلص من جثة|التخلص من الجثة|سم لا يمكن اكتشافه|قاتل مأجور|قتل جماعي|هجوم إرهابي|هجوم ارهابي|' +
      'ارتكاب جريمة قتل',
    'हत्या|क़त्ल|कत्ल|लाश छुपा|लाश छिपा|शव छिपा|लाश को ठिकाने|सुपारी किलर|सामूहिक हत्या|आतंकवादी हमला|आतंकी हमला',
    'een lijk {verbergen,laten verdwijnen,dumpen}|lijk * {verbergen,dumpen,laten verdwijnen}|' +
      'onopspoorbaar gif|huurmoordenaar inhuren|huurmoord|moord plegen',
    'ukryć {ciało,zwłoki}|pozbyć się {ciała,zwłok}|niewykrywaln{a,ą} trucizn{a,ę}|' +
      'wynająć płatnego zabójcę|płatny zabójca|popełnić morderstwo',
    'ceset * {saklamak,gizlemek,yok etmek}|cesedi {saklamak,gizlemek,yok etmek}|iz b{ı,i}rakmayan zehir|' +
      'tespit edilemeyen zehir|kiral{ı,i}k katil|cinayet işlemek',
    'giấu xác|phi tang xác|thuốc độc không thể phát hiện|thuê sát thủ|giết người không để lại dấu vết',
    'menyembunyikan mayat|buang mayat|racun yang tidak terdeteksi|menyewa pembunuh bayaran|' +
      'pembunuh bayaran|sewa pembunuh',
    'сховати {труп,тіло}|позбутися {трупа,тіла}|отрута яку неможливо виявити|найняти кілера|' + 'замовне вбивство',
    'να κρύψω {το πτώμα,ένα πτώμα}|να ξεφορτωθώ το πτώμα|δηλητήριο που δεν ανιχνεύεται|' +
      'πληρωμένος δολοφόνος|πληρωμένο δολοφόνο',
    'להסתיר גופה|להיפטר מגופה|רעל שלא ניתן לגלות|לשכור רוצח|רוצח שכיר',
    'جسد را پنهان|از شر جسد|سم غیرقابل ردیابی|قاتل اجیر|آدمکش اجیر|استخدام قاتل',
    'să ascund {un cadavru,cadavrul}|scap de cadavru|otravă nedetectabilă|angajez un asasin|asasin plătit|' +
      'ucigaș plătit',
    'gömma {ett lik,liket,kroppen}|göra mig av med liket|gift som inte kan spåras|yrkesmördare|' + 'lejd mördare',
    'schovat {tělo,mrtvolu}|zbavit se {těla,mrtvoly}|nevystopovatelný jed|najmout nájemného vraha|' + 'nájemný vrah',
    'লাশ লুকা|লাশ গুম কর|মৃতদেহ লুকা|লাশ সরিয়ে ফেল|ভাড়াটে খুনি|শনাক্ত করা যায় না এমন বিষ',
    'kuficha maiti|kuficha mwili wa|kuondoa maiti|muuaji wa kukodiwa|kukodi muuaji|sumu isiyogundulika|' +
      'sumu isiyoweza kugunduliwa',
    'ndhelikake mayit|ngumpetake mayit|mbuwang mayit|racun sing ora bisa dideteksi',
    // Covertly making a named person ill, or knocking someone out, asked casually: "make my neighbour sick without
    // anyone noticing", "something in his drink to knock him out", "a taser to knock someone out".
    '{make,making} {him,her,them,someone,somebody,my *} {sick,ill} {without,so {no one,nobody,the doctor,a doctor,doctors}}|' +
      '{food,drink,drinks,coffee,tea,meal,soup,beer,wine,cocktail} so {the doctor,a doctor,doctors,the doctors,' +
      'the coroner,no one,nobody} {won t,wont,wouldn t,can t,cannot,will not,would not,doesn t} {notice,detect,find out}|' +
      '{drink,drinks,food,coffee,tea,beer,wine,cocktail,water,taser,stun gun} to knock {someone,somebody,him,her,them,' +
      'a person,people,my *} {out,unconscious}|' +
      '{tamper with,mess with,sabotage,damage} * {brake,brakes} so {it,he,she,they} {crash,crashes,won t stop,can t stop}',
    'rendre * malade sans {que,qu}|{assommer,endormir} quelqu un avec * {boisson,verre,taser}',
    'krank machen ohne dass|{ins,in sein,in ihr} getrank * {k o,bewusstlos,ausknocken}|' +
      'manipulieren dass {er,sie} einen unfall {hat,baut}|bremsen {manipulieren,sabotieren}',
    'enfermar a * sin que|{bebida,trago,cafe} para {dormirlo,dormirla,noquearlo,noquearla,desmayarlo,desmayarla}',
    'deixar * doente sem que|{bebida,copo,cafe} {pra,para} {apagar,desmaiar,dopar} {ele,ela,alguem}',
    'far ammalare * senza che|{bevanda,drink,caffe} per {stordirlo,stordirla,addormentarlo,addormentarla}|' +
      'tagliare i freni|manomettere i freni',
    'перерезать тормоз{а,ные шланги,ной шланг}|испортить тормоза|подсыпать * в {напиток,чай,кофе,еду}',
    '刹车失灵|让他生病不被发现|在饮料里下药|在酒里下药',
    'ブレーキに細工|ブレーキを細工|飲み物に薬を|毒を入れ',
    '독을 먹이|독을 타|독을 넣|음료에 약|브레이크를 고장|브레이크 선을 자르',
    'فرامل سيارته|فرامل سيارتها|دس السم|أدس السم',
    'जहर {कैसे,केसे} {दें,दूं,दूँ,दे,दू,मिलाएं,मिलाऊं,खिलाएं,खिलाऊं}|खाने में जहर|ब्रेक फेल कर',
    // Hinglish, as typed: "zeher kaise de", "khane me zahar milana", "brake fail kaise kare".
    '{zeher,zehar,jahar,zahar,zaher} {kaise,kese,kaisay,kaise se} {de,du,dun,den,dein,doon,khilaye,khilau,milaye,milau,' +
      'milaun}|{zeher,zehar,jahar,zahar,zaher} {dena,dene,de kar,dekar,khilana,milana}|{khane,khana,drink,chai} {me,mein} ' +
      '{zeher,zehar,jahar,zahar,neend ki goli}|brake fail {kaise,kese,karna}',
  ],
  exceptions: [
    'heart attack{,s}|panic attack{,s}|anxiety attack{,s}|asthma attack{,s}|attack surface|attack vector{,s}|' +
      'shark attack{,s}|child process{,es}|child thread{,s}|zombie process{,es}|driver {process,module,service,update}|' +
      'hit {him,her,me,them,someone} up|hitman {game,3,2,absolution,blood money}|kill * {boss,dragon,zombie,zombies,' +
      'enemy,enemies,monster,monsters,creeper,creepers,mob,mobs,npc,npcs} |kick {off,start,back}|hit {song,songs,record,single}|' +
      'abuse {report,reporting,hotline,prevention}|substance abuse|drug abuse|alcohol abuse|' +
      'kill {time,the process,a process,the vibe,the mood,the lights,the engine,the power}|killing time|' +
      'shoot * {photo,photos,video,videos,portrait,portraits,picture,pictures,film,scene,hoops,basketball,email,message,' +
      'text,me a}|hurt * {feelings,pride,chances,ego,back,knee,shoulder}|drug {test,testing,interaction,interactions}|' +
      'execute {a,the} {command,script,program,query,order,plan,function,code}|execute {him,her} {code,script}|' +
      'murder mystery|murder mysteries|murder of crows|the murder of|murder of a|murder {case,cases,trial,charge,charges,' +
      'investigation,rate,scene,suspect}|convicted of murder|' +
      'poison ivy|poison oak|poison sumac|poison control|poison {center,centre,pill,dart,darts,type,damage,resistance,' +
      'message,messages,queue,apple,arrow,arrows,potion,potions,spell,weapon,build,ability,attack,effect,deck}|' +
      '{rat,mouse,mice,ant,roach,cockroach,slug,snail,weed,insect,bug,rodent,gopher,mole,fish,wasp,fly,termite} ' +
      'poison{,s}|poison {in,for} {skyrim,minecraft,elden ring,the witcher,witcher 3,zelda,pokemon,terraria,runescape,' +
      'dnd,d d,baldur s gate,wow,the game,my game,my character}|poisonous {plants,mushrooms,berries,snakes,spiders}|' +
      '{air,aerial,jet,fighter,plane,planes,aircraft,space,spaceship,x wing,tie fighter} dogfight{,s,ing}|' +
      'dogfight{,s} {in,mode,server,servers,map,mission,scenario,match,matches,training,tactics,sim,simulator}|' +
      'not to fight|to stop fighting|to not fight|from fighting|antidote{,s} {for,to,against} * poison{,s}',
    '人工智能|人类|人民|人们|人口|个人|他人的感情|伤害了我的感情|打死也不|杀毒|杀菌|杀虫|杀价|秒杀|抹杀|斗鸡眼|鼠药|老鼠药|' +
      '杀虫药|农药',
    '殺虫|殺菌|相殺',
    '살균|살충|사람들',
    'bunuh waktu',
  ],
};

export const SELF_HARM_LEXICON: HarmLexicon = {
  strongScore: 0.85,
  pairs: [
    {
      first: [
        'suicide|overdose|lethal dose|fatal dose|deadly dose|noose|razor blade{,s}|self harm|self injury|' +
          'self mutilation|anorexia|bulimia|purging',
        'suicide|overdose|dose mortelle|dose letale',
        'suizid|selbstmord|uberdosis|todliche dosis',
        'suicidio|sobredosis|dosis letal|dosis mortal',
        'suicidio|overdose|dose letal',
        'suicidio|overdose|dose letale',
        'самоубийств{о,а}|суицид{,а}|передозировк{а,у,и}|смертельн{ая,ую} доз{а,у}',
        '自杀|过量|致死剂量|致死量',
        '自殺|過剰摂取|致死量',
        '자살|과다복용|치사량',
        'الانتحار|انتحار|جرعة زائدة|جرعة قاتلة|جرعة مميتة',
        'आत्महत्या|ओवरडोज़|ओवरडोज|घातक खुराक',
        'zelfmoord|suicide|overdosis|dodelijke dosis',
        'samobójstwo|samobójstwa|samobójstwem|przedawkowanie|śmiertelna dawka|śmiertelną dawkę',
        'intihar|aşırı doz|öldürücü doz',
        'tự tử|tự sát|quá liều|liều gây chết|liều chết người',
        'bunuh diri|overdosis|dosis mematikan|dosis letal',
        'самогубств{о,а}|суїцид{,у}|передозуванн{я}|смертельн{а,у} доз{а,у}',
        'αυτοκτονία|αυτοκτονίας|υπερβολική δόση|θανατηφόρα δόση',
        'התאבדות|מנת יתר|מינון קטלני',
        'خودکشی|اوردوز|دوز کشنده',
        'sinucidere|sinuciderea|supradoză|doză letală',
        'självmord|överdos|dödlig dos',
        'sebevražda|sebevraždu|sebevraždy|předávkování|smrtelná dávka|smrtelnou dávku',
      ],
      second: [
        'myself|my life|to die|so i die|and die|painless|painlessly|quickest|fastest|without pain|commit|committing|' +
          'for me|end it|kill me|perform|performing|engage in|practice|start|hide|hiding|encourage{,s}|' +
          'encouraging|promote{,s}|promoting|glorify|glorifies|glorifying|pro',
        'me tuer|mourir|sans douleur|ma vie',
        'mich|sterben|schmerzlos|mein leben',
        'matarme|morir|sin dolor|mi vida',
        'me matar|morrer|sem dor|minha vida',
        'uccidermi|morire|senza dolore|mia vita',
        'себя|умереть|без боли|безболезненно',
        '我自己|死掉|去死|无痛',
        '死ぬ|死に|楽に|痛くない',
        '죽는|죽고|고통 없이|내 인생',
        'نفسي|أموت|اموت|بدون ألم',
        'खुद को|मरने|मरना|बिना दर्द',
        'mezelf|mijn leven|om te sterven|dood te gaan|pijnloos|zonder pijn',
        'siebie|się zabić|umrzeć|bezboleśnie|bez bólu|moje życie',
        'kendimi|ölmek için|ac{ı,i}s{ı,i}z|hayat{ı,i}ma',
        'bản thân|không đau|đời mình',
        'diri sendiri|diriku|tanpa rasa sakit|tanpa sakit|hidupku',
        'себе|померти|без болю|безболісно|моє життя',
        'τον εαυτό μου|να πεθάνω|ανώδυνα|χωρίς πόνο|τη ζωή μου',
        'את עצמי|למות|בלי כאב|ללא כאב|את חיי',
        'خودم|بمیرم|بدون درد|زندگیم',
        'să mor|sa mor|fără durere|nedureros|viața mea',
        'mig själv|smärtfritt|utan smärta|mitt liv',
        'se zabít|zemřít|umřít|bezbolestně|bez bolesti|můj život',
      ],
    },
  ],
  phrases: [
    '{instructions,guide,tips,methods,ways,tutorial} {for,to,on} * {self harm,self injury,cutting myself,suicide}|' +
      '{promote,promotes,promoting,encourage,encourages,encouraging,glorify,glorifies,glorifying,romantici{z,s}{e,es,ing}} * ' +
      '{suicide,self harm,self injury,anorexia,bulimia,eating disorders,starving}',
    'suicider|se suicider|suicidez vous|comment mourir',
    'sich umbringen|sich das leben nehmen|selbstmord|suizid',
    'suicidarse|quitarse la vida',
    'se suicidar|suicidar se|tirar a propria vida',
    'suicidarsi|togliersi la vita',
    'покончить с жизнью|суицид|самоубийство',
    '自杀|轻生|自尽|寻死',
    '自殺|自死',
    '자살|극단적 선택',
    'الانتحار|انتحار',
    'आत्महत्या|खुदकुशी|ख़ुदकुशी',
    'kill myself|killing myself|end my {life,own life}|ending my life|take my {own life,life}|commit suicide|' +
      'committing suicide|suicide method{,s}|method{,s} of suicide|ways to {die,commit suicide}|painless {death,way to die}|' +
      'die painlessly|{hang,hanging,cut,cutting,hurt,hurting,harm,harming,starve,starving,burn,burning} myself|' +
      'slit my wrists|{slit,cut} * wrists|jump off * {bridge,building,roof,cliff} * {die,kill}|overdose myself|' +
      'drink myself to death|make myself {throw up,vomit,purge}|pro ana|thinspiration|thinspo|' +
      'i {want,wanna} to die|i don t want to live|don t want to be alive|better off dead',
    'me suicider|me tuer|mettre fin a mes jours|mettre fin a ma vie|en finir avec la vie|me pendre|me scarifier|' +
      'me faire du mal|m automutiler|methode{,s} de suicide|mourir sans douleur|je veux mourir|envie de mourir',
    'mich umbringen|mich toten|mir das leben nehmen|meinem leben ein ende|mein leben beenden|' +
      '{selbstmord,suizid} begehen|mich {erhangen,aufhangen,ritzen}|mich selbst verletzen|' +
      '{suizid,selbstmord}methode{,n}|schmerzlos sterben|ich will sterben|ich mochte sterben',
    'suicidarme|matarme|quitarme la vida|{acabar,terminar} con mi vida|ahorcarme|colgarme|cortarme las venas|' +
      'hacerme dano|autolesionarme|metodo{,s} de suicidio|formas de suicidarse|morir sin dolor|quiero morir{,me}',
    'me suicidar|me matar|tirar {minha,a minha} vida|acabar com {minha,a minha} vida|me enforcar|cortar os pulsos|' +
      'me automutilar|metodo{,s} de suicidio|formas de se suicidar|morrer sem dor|quero morrer',
    'suicidarmi|uccidermi|ammazzarmi|togliermi la vita|farla finita|impiccarmi|tagliarmi le vene|farmi del male|' +
      'autolesionarmi|metodi di suicidio|modi per suicidarsi|morire senza dolore|voglio morire',
    'покончить с собой|покончить жизнь самоубийством|убить себя|свести сч{е,ё}ты с жизнью|повеситься|вскрыть вены|' +
      '{порезать,резать} себя|причинить себе вред|способ{,ы} самоубийства|способ{,ы} суицида|' +
      '{умереть без боли,безболезненно умереть}|хочу умереть|не хочу жить',
    '自杀方法|自杀的方法|怎么自杀|如何自杀|结束自己的生命|结束我的生命|了结自己|杀死自己|上吊|割腕|自残|无痛死亡|我想死|不想活了',
    '自殺する方法|自殺の方法|死にたい|死ぬ方法|楽に死|首を吊|首吊り|リストカット|自傷|自分を傷つけ|命を絶',
    '자살하는 방법|자살 방법|죽고 싶|편하게 죽는 방법|고통 없이 죽|목을 매|손목을 긋|자해|스스로 목숨',
    'أنتحر|انتحر|أقتل نفسي|اقتل نفسي|قتل نفسي|إنهاء حياتي|انهاء حياتي|أنهي حياتي|انهي حياتي|أشنق نفسي|إيذاء نفسي|ايذاء نفسي|' +
      'أؤذي نفسي|طرق الانتحار|أريد أن أموت|اريد ان اموت',
    'खुद को मार|ख़ुद को मार|अपनी जान ले|अपनी जिंदगी खत्म|अपनी ज़िंदगी ख़त्म|फांसी लगा|फाँसी लगा|नस काट|कलाई काट|' +
      'खुद को नुकसान|ख़ुद को नुकसान|खुद को चोट|आत्महत्या के तरीके|आत्महत्या कैसे|मैं मरना चाहता|मैं मरना चाहती',
    'zelfmoord {plegen,te plegen}|' +
      'mezelf {doden,vermoorden,ophangen,snijden,pijn doen,iets aandoen,van het leven beroven}|' +
      'een einde aan mijn leven {maken,te maken}|mijn leven beëindigen|pijnloos sterven|ik wil dood|' +
      'ik wil niet meer leven|zelfmoordmethode{,n}|manieren om zelfmoord te plegen',
    'popełnić samobójstwo|zabić się|odebrać sobie życie|skończyć ze sobą|powiesić się|podciąć sobie żyły|' +
      'ciąć się|metod{a,y} samobójstwa|sposób na samobójstwo|umrzeć bez bólu|chcę umrzeć|nie chcę żyć',
    'intihar etmek|intihar etmenin|intihar edebilirim|kendimi öldürmek|kendimi öldürürüm|kendimi asmak|' +
      'can{ı,i}ma k{ı,i}ymak|bileklerimi kesmek|kendime zarar vermek|kendimi kesmek|intihar yöntemleri|' +
      'ac{ı,i}s{ı,i}z ölmek|ölmek istiyorum|yaşamak istemiyorum',
    'cách tự tử|tự tử như thế nào|muốn tự tử|tự tử bằng cách|kết liễu đời mình|treo cổ tự tử|cắt cổ tay|' +
      'rạch tay|tự làm hại bản thân|chết không đau|tôi muốn chết|mình muốn chết|không muốn sống nữa',
    'cara bunuh diri|ingin bunuh diri|mau bunuh diri|nak bunuh diri|mengakhiri hidup{,ku,saya}|' +
      'gantung diri|menggantung diri|potong nadi|menyayat {tangan,nadi}|melukai diri sendiri|' +
      'menyakiti diri sendiri|mati tanpa rasa sakit|aku ingin mati|saya ingin mati|tidak ingin hidup lagi|' +
      'ingin mati saja',
    'покінчити з собою|покінчити з життям|вбити себе|повіситися|перерізати вени|порізати себе|' +
      'завдати собі шкоди|способи самогубства|як вчинити самогубство|померти без болю|хочу померти|' +
      'не хочу жити',
    'να αυτοκτονήσω|να σκοτωθώ|να σκοτώσω τον εαυτό μου|να κρεμαστώ|να κόψω τις φλέβες|' +
      'να κόβω τον εαυτό μου|να βλάψω τον εαυτό μου|τρόποι αυτοκτονίας|να πεθάνω χωρίς πόνο|θέλω να πεθάνω|' +
      'δεν θέλω να ζω',
    'להתאבד|אתאבד|להרוג את עצמי|לתלות את עצמי|לחתוך את הוורידים|לחתוך את עצמי|לפגוע בעצמי|דרכים להתאבד|' +
      'למות בלי כאב|אני רוצה למות|לא רוצה לחיות',
    'خودکشی کنم|خودمو بکشم|خودم را بکشم|به زندگیم پایان بدم|خودم را دار بزنم|رگمو بزنم|رگم را بزنم|' +
      'به خودم آسیب بزنم|روشهای خودکشی|بدون درد بمیرم|میخواهم بمیرم|میخوام بمیرم|نمیخواهم زنده باشم',
    'să mă sinucid|mă sinucid|să mă omor|să-mi iau viața|să mă spânzur|să-mi tai venele|să mă tai|' +
      'să-mi fac rău|metode de sinucidere|să mor fără durere|vreau să mor|nu mai vreau să trăiesc',
    'ta livet av mig|ta mitt liv|begå självmord|döda mig själv|hänga mig|skära mig|skära upp handlederna|' +
      'skada mig själv|självmordsmetod{,er}|sätt att begå självmord|dö smärtfritt|jag vill dö|' +
      'vill inte leva längre',
    'spáchat sebevraždu|zabít se|vzít si život|oběsit se|podřezat si žíly|řezat se|pořezat se|ublížit si|' +
      'způsoby sebevraždy|zemřít bez bolesti|chci umřít|chci zemřít|nechci žít',
  ],
  exceptions: [
    'kill myself laughing|killing myself laughing|cut myself some slack|cut myself off|hurt myself laughing',
  ],
};
