import { type HarmLexicon, PERSON_TARGETS, WRITE_ACTS } from './harm-lexicon-words.ts';

/**
 * Lexicons for harmful content about people: sexual content involving minors, non-consensual or explicit
 * sexual content, hate and harassment, and disinformation. Long because each class carries twelve
 * languages (CSAM and misinformation also nl pl tr vi id uk el he fa ro sv cs); the syntax is described in
 * `harm-lexicon-words.ts`. Hate statements that are harmful without any request (slurs, threats) live in
 * `hate-statement-lexicon.ts`.
 */

const AGES = '{1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17}';

const MINORS: readonly string[] = [
  `child|children|kid|kids|minor|minors|underage|under age|preteen{,s}|pre teen{,s}|prepubescent|toddler{,s}|` +
    `little girl{,s}|little boy{,s}|young girl{,s}|young boy{,s}|schoolgirl{,s}|schoolboy{,s}|teen girl{,s}|` +
    `teen boy{,s}|teenage girl{,s}|teenage boy{,s}|${AGES} year old{,s}|${AGES} years old|${AGES}yo|${AGES} yo|loli|` +
    `shota|middle schooler{,s}|my {daughter,stepdaughter,niece,son,stepson,nephew,student,students}`,
  `enfant{,s}|mineur{,e,s,es}|fillette{,s}|petite fille|petit garcon|collegienne|ecoliere|${AGES} ans|ma fille|ma niece`,
  `kind|kinder|kindern|minderjahrige{,n}|kleines madchen|kleiner junge|${AGES} jahrige{,n}|${AGES} jahre alt|` +
    `meine tochter|schulmadchen`,
  `nino{,s}|nina{,s}|menor{,es}|menor de edad|menores de edad|nina pequena|${AGES} anos|mi hija|mi sobrina|colegiala`,
  `crianca{,s}|menor{,es}|menor de idade|menina{,s}|menino{,s}|${AGES} anos|minha filha|minha sobrinha|colegial`,
  `bambino|bambina|bambini|bambine|minore|minorenne|minorenni|ragazzina|ragazzino|${AGES} anni|mia figlia|mia nipote`,
  `реб{е,ё}н{ок,ка}|дет{и,ей}|несовершеннолетн{ий,юю,яя,ей,их,ие}|девочк{а,у,и}|мальчик{,а,и}|школьниц{а,у,ы}|` +
    `${AGES} лет|${AGES} летн{юю,его,ий,яя}|падчерицу`,
  `儿童|孩子|小孩|未成年|幼女|小女孩|小男孩|女童|男童|萝莉|${AGES}岁|初中生|小学生`,
  `子供|子ども|児童|未成年|少女|幼女|女児|男児|小学生|中学生|ロリ|${AGES}歳`,
  `아동|어린이|미성년자|미성년|소녀|초등학생|중학생|여아|로리|${AGES}살|${AGES}세`,
  `طفل|طفلة|أطفال|اطفال|قاصر|قاصرة|قاصرين|فتاة صغيرة|ولد صغير|${AGES} سنة|${AGES} عاما`,
  `बच्चे|बच्चा|बच्ची|बच्चों|नाबालिग|छोटी लड़की|छोटा लड़का|${AGES} साल`,
  'kind|kinderen|minderjarige{,n}|meisje van {1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17}|' +
    'jongen van {1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17}|klein meisje|kleine jongen|' +
    '{1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17} jarig{,e}|' +
    '{1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17} jaar oud|mijn dochter|mijn stiefdochter|mijn nichtje|' +
    'schoolmeisje',
  'dziecko|dziecka|dzieci|dzieckiem|nieletni{,a,ą,ej,ch}|mał{a,ą} dziewczynk{a,ę}|małego chłopca|' +
    'dziewczynk{a,ę,i}|{1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17} letni{,a,ą,ej}|' +
    '{1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17} lat|' +
    '{1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17} latk{a,ę,i}|moj{a,ą} córk{a,ę}|pasierbic{a,ę}|' +
    'uczennic{a,ę}',
  'çocuk|çocuğu|çocukla|çocuklar|çocuklarla|reşit olmayan|küçük k{ı,i}z|küçük erkek|' +
    '{1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17} yaş{ı,i}nda|' +
    '{1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17} yaş{ı,i}ndaki|k{ı,i}z{ı,i}m|üvey k{ı,i}z{ı,i}m|' +
    'ilkokul öğrencisi|ortaokullu',
  'trẻ em|trẻ con|đứa trẻ|bé gái|bé trai|trẻ vị thành niên|vị thành niên|chưa đủ tuổi|' +
    '{1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17} tuổi|con gái tôi|học sinh tiểu học|học sinh cấp 2',
  'anak|anak anak|anak kecil|di bawah umur|gadis kecil|anak perempuan|anak laki laki|' +
    '{1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17} tahun|putri saya|anak saya|siswi sd|siswi smp',
  'дитин{а,у,и,ою}|діти|дітей|неповнолітн{ій,ю,я,ього,іх,і}|дівчинк{а,у,и}|хлопчик{,а}|школярк{а,у}|' +
    '{1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17} років|' +
    '{1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17} річн{у,ого,ий,а}|падчерицю|мою доньку',
  'παιδί|παιδιά|παιδιού|ανήλικ{ο,η,ος,οι,ων,ης}|κοριτσάκι|αγοράκι|μικρό κορίτσι|' +
    '{1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17} χρονών|{1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17} ετών|' +
    'την κόρη μου|μαθήτρια',
  'ילד|ילדה|ילדים|ילדות|קטין|קטינה|קטינים|קטינות|ילדה קטנה|' +
    'בת {1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17}|בן {1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17}|' +
    'הבת שלי|תלמידת בית ספר',
  'کودک|کودکان|بچه|بچهها|خردسال|زیر سن قانونی|نابالغ|دختر بچه|{۱,۲,۳,۴,۵,۶,۷,۸,۹,۱۰,۱۱,۱۲,۱۳,۱۴,۱۵,۱۶,۱۷} ساله|پسر بچه|' +
    '{1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17} ساله|دخترم',
  'copil|copii|copilul|copilului|minor{,ă,i,e}|fetiță|fetița|băiețel|' +
    '{1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17} ani|fiica mea|fiica vitregă|elevă|eleva',
  'barnet|barnen|ett barn|minderårig{,a}|underårig{,a}|liten flicka|liten pojke|' +
    '{1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17} åring{,en}|' +
    '{1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17} år gammal|' +
    '{1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17} årig|min dotter|min styvdotter|skolflicka',
  'dítě|dítětem|děti|dětmi|nezletil{á,ou,ý,é,ého,ých}|holčičk{a,u,ou,y}|holčičce|malá holka|chlapeček|' +
    '{1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17} let|{1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17} letou|' +
    '{1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17} letá|{1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17} letý|' +
    'moji dceru|mou dceru|nevlastní dceru|školačk{a,u}',
];

const SEXUAL_TERMS: readonly string[] = [
  'sexy|sexual {story,stories,content,images,pictures,photos,acts,act,relationship,roleplay,fantasy,fantasies,scene,' +
    'experience,favors}|sexually {explicit,abuse,touch}|sex with|have sex|having sex|sex story|sex scene|nude|nudes|' +
    'naked|nudity|porn|porno|pornographic|erotic|erotica|lewd|explicit|seduce|seducing|seduction|molest|molesting|' +
    'fondle|fondling|arousing|masturbat{e,ing,ion}|orgasm|intercourse|lingerie|undress|undressing|sexting|fetish',
  'sexy|sexuel{,le,les,s}|nue{,s}|nu{,s}|porno|pornographique|erotique|coucher avec|relation sexuelle|rapport sexuel|' +
    'seduire|attouchements|deshabiller',
  'sexy|sexuell{,e,en}|nackt|nacktbilder|nacktfotos|porno|pornografisch|erotisch{,e}|sex mit|verfuhren|ausziehen',
  'sexy|sexual{,es}|desnuda{,s}|desnudo{,s}|porno|pornografico|pornografia|erotico|erotica|sexo con|' +
    'relaciones sexuales|seducir|desvestir',
  'sexy|sexual|sexuais|nua{,s}|pelada|pelado|porno|pornografico|pornografia|erotico|erotica|sexo com|' +
    'relacao sexual|relacoes sexuais|seduzir|transar',
  'sexy|sessuale|sessuali|nuda|nudo|nude|nudi|porno|pornografico|pornografia|erotico|erotica|sesso con|' +
    'rapporti sessuali|sedurre|spogliare',
  'секс|сексуальн{ый,ое,ую,ые,ого}|гол{ая,ую,ые,ых}|обнаж{е,ё}нн{ая,ую,ые,ых}|порно|порнограф{ия,ию,ический}|' +
    'эротическ{ий,ую,ое}|соблазнить|переспать|раздеть|интим',
  '色情|性感|裸体|裸照|裸露|性爱|性行为|发生关系|做爱|猥亵|诱奸|淫秽|脱光',
  'エロ|性的|ヌード|裸|わいせつ|猥褻|セックス|性行為|ポルノ|エッチ',
  '야한|성적인|누드|나체|알몸|음란|섹스|성관계|포르노|야동|에로',
  'جنسي|جنسيا|جنسياً|ممارسة الجنس|الجنس مع|عارية|عاري|عراة|إباحي|اباحي|إباحية|اباحية|مثيرة جنسيا|إغواء|اغواء',
  'सेक्सी|सेक्स|यौन|नग्न|नंगी|नंगा|अश्लील|पोर्न|कामुक|संबंध बनाना',
  'sexy|seksueel|seksuele|naakt|naaktfoto{,s}|porno|pornografisch{,e}|erotisch{,e}|seks met|seks hebben|' +
    'verleiden|uitkleden|betasten',
  'seksown{y,a,ą}|seksualn{y,a,e,ych}|nag{a,ą,i,ie}|nagie zdjęcia|porno|pornograficzn{y,e,ych}|' +
    'erotyczn{y,a,e,ą}|seks z|uprawiać seks|uwieść|rozebrać|obmacywać|molestować',
  'seksi|cinsel|ç{ı,i}plak|porno|pornografik|erotik|seks|sevişmek|sevişme|baştan ç{ı,i}karmak',
  'gợi cảm|tình dục|khỏa thân|khoả thân|lõa thể|khiêu dâm|phim sex|quan hệ tình dục|làm tình|dụ dỗ|' +
    'cởi đồ|sờ mó|dâm ô',
  'seksi|seksual|telanjang|bugil|porno|pornografi|erotis|berhubungan seks|bercinta|seks dengan|merayu|' + 'cabul|mesum',
  'сексуальн{ий,е,у,і,ого}|гол{а,у,і,их}|оголен{а,у,і,их}|порно|порнографі{я,ю}|порнографічн{ий,е}|' +
    'еротичн{ий,у,е}|секс з|займатися сексом|спокусити|роздягнути|розбещення',
  'σέξι|σεξουαλικ{ό,ή,ές,ά,ός}|γυμν{ή,ό,ές,ά}|πορνό|πορνογραφικ{ό,ή,ά}|ερωτικ{ό,ή,ές,ά}|σεξ με|' +
    'να κάνει σεξ|να αποπλανήσω',
  'מגע מיני|יחסי מין|תוכן מיני|סיפור מיני|בעירום|תמונות עירום|פורנו|סקס עם|לשכב עם|סקסי',
  'سکسی|رابطه جنسی|برهنه|لخت|پورن|پورنو|شهوانی|اروتیک|سکس با|محتوای جنسی|داستان جنسی',
  'sexy|sexual{,ă,e}|dezbrăcat{,ă}|nud{,ă,e}|porno|pornografic{,ă,e}|erotic{,ă,e}|sex cu|să facă sex|' +
    'a face sex|seduce|dezbrăca',
  'sexig|sexuell{,a,t}|naken|nakna|nakenbilder|porr|pornografisk{,a}|erotisk{,a}|sex med|ha sex|förföra|' + 'klä av',
  'sexy|sexuální|nah{á,ou,é,ý}|nahé fotky|porno|pornografick{ý,é,á}|erotick{ý,é,á,ou}|sex s|mít sex|' +
    'svést|svlékat|osahávat',
];

const SEXUAL_CONTENT: readonly string[] = [
  'porn|porno|pornography|pornographic|erotica|erotic {story,stories,fiction,content,scene,roleplay,novel,chat}|' +
    'explicit {sex,sexual,story,content,scene,description,images,photos,pictures}|sex {scene,story,stories,tape,chat}|' +
    'smut|nsfw {story,content,image,images,roleplay}|lewd {story,content,images}|x rated|hardcore sex|nude{,s}|' +
    'naked {photos,pictures,images,pics,video,videos}|sexting|dirty talk|sexual roleplay',
  'porno|pornographique|histoire erotique|scene de sexe|sexe explicite|nudes|photos nues',
  'porno|pornografisch|erotische geschichte|sexszene|expliziter sex|nacktbilder|nacktfotos',
  'porno|pornografico|historia erotica|relato erotico|escena de sexo|sexo explicito|fotos desnuda{,s}|fotos intimas',
  'porno|pornografico|conto erotico|historia erotica|cena de sexo|sexo explicito|fotos nuas|nudes|fotos intimas',
  'porno|pornografico|racconto erotico|storia erotica|scena di sesso|sesso esplicito|foto nude|foto intime',
  'порно|порнографи{я,ю}|эротическ{ий,ую} рассказ|секс сцен{а,у}|откровенн{ый,ую,ое} секс|интимные фото|голые фото',
  '色情|色情小说|黄文|黄色小说|成人小说|露骨|性爱场景|裸照|艳照',
  'エロ小説|官能小説|エロい話|ポルノ|性描写|セックスシーン|ヌード写真|裸の写真',
  '야설|야한 소설|야한 이야기|포르노|음란물|섹스 장면|누드 사진|나체 사진',
  'قصة جنسية|قصة إباحية|مشهد جنسي|صور عارية|صور فاضحة|محتوى إباحي|محتوى اباحي',
  'कामुक कहानी|सेक्स कहानी|सेक्स सीन|नग्न तस्वीरें|नंगी तस्वीरें|अश्लील तस्वीरें|अश्लील कहानी|पोर्न',
];

const HATE_ARTIFACTS: readonly string[] = [
  'hate speech|{racist,sexist,homophobic,antisemitic,anti semitic,transphobic,islamophobic,xenophobic,bigoted,hateful,' +
    'derogatory,demeaning,dehumani{z,s}ing,ableist,misogynistic,misogynist} {joke,jokes,rant,message,messages,post,posts,' +
    'slur,slurs,insult,insults,content,remarks,comment,comments,tweet,tweets,song,manifesto,speech,essay,article,poem,' +
    'meme,memes,names,term,terms,language,letter,email,propaganda,chant}|slur{,s} for|insult{,s} for|' +
    'threatening {message,messages,letter,note,email,text}|death threat{,s}|harassing {message,messages,email,emails,' +
    'comments}|hate mail|hate campaign|harassment campaign|defamatory {article,post,statement,content}',
  'discours de haine|{blague,blagues,message,messages,propos,chanson,article,texte} {raciste{,s},sexiste{,s},' +
    'homophobe{,s},antisemite{,s},haineux,haineuse{,s}}|insultes? contre|lettre de menace|menaces de mort',
  'hassrede|{rassistische{,n},sexistische{,n},homophobe{,n},antisemitische{,n}} {witz,witze,nachricht,beitrag,artikel,' +
    'lied,rede,parolen}|drohbrief|morddrohung{,en}|hetzkampagne',
  'discurso de odio|{chiste,chistes,mensaje,mensajes,articulo,cancion,texto} {racista{,s},sexista{,s},homofobo{,s},' +
    'antisemita{,s}}|carta amenazante|amenazas de muerte',
  'discurso de odio|{piada,piadas,mensagem,mensagens,artigo,musica,texto} {racista{,s},sexista{,s},homofobica{,s},' +
    'antissemita{,s}}|carta ameacadora|ameacas de morte',
  'incitamento all odio|{barzelletta,barzellette,messaggio,messaggi,articolo,canzone,testo} {razzista,razziste,razzisti,' +
    'sessista,sessiste,omofobo,omofoba,antisemita}|lettera minatoria|minacce di morte',
  'язык вражды|{расистск{ую,ие,ий},сексистск{ую,ие,ий},гомофобн{ую,ые,ый}} {шутк{у,и},пост,статью,текст,речь}|' +
    'угрозы убийством|письмо с угрозами',
  '仇恨言论|种族歧视的笑话|歧视性笑话|侮辱性的|辱骂|威胁信|死亡威胁|恐吓信|骂人的话',
  'ヘイトスピーチ|差別的なジョーク|人種差別的な|脅迫文|殺害予告|悪口|誹謗中傷',
  '혐오 발언|혐오발언|인종차별적인 농담|차별적인 농담|협박 편지|협박 문자|살해 협박|욕설|악플',
  'خطاب كراهية|خطاب الكراهية|نكتة عنصرية|نكات عنصرية|رسالة تهديد|تهديد بالقتل|شتائم|إهانات',
  'नफरत भरा भाषण|घृणा भाषण|नस्लवादी चुटकुले|जातिवादी चुटकुले|धमकी भरा पत्र|धमकी भरा संदेश|जान से मारने की धमकी|गालियां|गाली',
];

const HARASS_ACTS: readonly string[] = [
  'harass{,es,ing}|bull{y,ies,ying}|cyberbull{y,ies,ying}|humiliat{e,es,ing}|threaten{,s,ing}|intimidat{e,es,ing}|' +
    'troll{,s,ing}|insult{,s,ing}|mock{,s,ing}|ridicul{e,es,ing}|demean|degrade|blackmail|swat|swatting|' +
    'defam{e,es,ing}|slander{,s,ing}|discredit{,s,ing}|sabotag{e,es,ing}|gaslight{,s,ing}|' +
    'emotionally abuse|stalk{,s,ing}|embarrass{,es,ing} * {publicly,in public,online}|' +
    'ruin * {life,career}|destroy * {life,career}|' +
    'get revenge on|take revenge on|spread rumo{u,}rs about|send threats to|drive * to suicide|get * fired',
  'harceler|humilier|menacer|intimider|insulter|se moquer de|ridiculiser|rabaisser|pourrir la vie|ruiner la reputation|' +
    'me venger de|se venger de|repandre des rumeurs',
  'mobben|belastigen|demutigen|bedrohen|einschuchtern|beleidigen|lacherlich machen|fertigmachen|das leben zur holle|' +
    'ruf ruinieren|mich rachen an|geruchte verbreiten',
  'acosar|hostigar|humillar|amenazar|intimidar|insultar|burlarme de|ridiculizar|hacerle la vida imposible|' +
    'arruinar la reputacion|vengarme de|difundir rumores',
  'assediar|perseguir|humilhar|ameacar|intimidar|insultar|zombar de|ridicularizar|infernizar a vida|' +
    'arruinar a reputacao|me vingar de|espalhar boatos',
  'molestare|bullizzare|umiliare|minacciare|intimidire|insultare|prendere in giro|ridicolizzare|rovinare la vita|' +
    'rovinare la reputazione|vendicarmi di|diffondere voci',
  'травить|затравить|унизить|угрожать|запугать|оскорбить|высмеять|издеваться над|испортить жизнь|' +
    'испортить репутацию|отомстить|распустить слухи',
  '骚扰|霸凌|欺负|羞辱|威胁|恐吓|辱骂|嘲笑|报复|搞臭|散布谣言',
  '嫌がらせ|いじめ|辱め|脅|侮辱|笑いもの|復讐|晒し',
  '괴롭히|괴롭힐|왕따|모욕|협박|위협|조롱|복수|망신',
  'مضايقة|أضايق|التنمر|أتنمر|إذلال|تهديد|أهدد|تخويف|إهانة|أهين|السخرية من|الانتقام من|أنتقم من',
  'परेशान करना|परेशान करने|धमकाना|धमकी देना|बेइज्जत|अपमान|मज़ाक उड़ाना|बदला लेना|बदला लेने',
];

const STEREOTYPED_GROUPS: readonly string[] = [
  '{all,} {women,men,females,males,girls,boys,gays,gay people,lesbians,homosexuals,trans people,transgender people,' +
    'immigrants,refugees,muslims,jews,christians,atheists,blacks,black people,whites,white people,asians,mexicans,' +
    'indians,arabs,africans,fat people,overweight people,skinny people,tall people,short people,bald people,old people,' +
    'elderly people,disabled people,deaf people,blind people,autistic people,poor people,rich people,homeless people,' +
    'people with mental illness,mentally ill people,single mothers,feminists,liberals,conservatives}|' +
    '{people,everyone,person,anyone} from',
  'les {femmes,hommes,immigres,musulmans,juifs,noirs,arabes,homosexuels,gros,pauvres,handicapes}|les gens de',
  'alle {frauen,manner,auslander,muslime,juden,schwarzen,schwulen,dicken,armen}|die leute aus|menschen aus',
  'las mujeres|los hombres|los inmigrantes|los musulmanes|los judios|los negros|los gays|los gordos|los pobres|la gente de',
  'as mulheres|os homens|os imigrantes|os muculmanos|os judeus|os negros|os gays|os gordos|os pobres|as pessoas de',
  'le donne|gli uomini|gli immigrati|i musulmani|gli ebrei|i neri|i gay|i grassi|i poveri|la gente di',
  'женщины|мужчины|мигранты|мусульмане|евреи|черные|геи|толстые|бедные|люди из',
  '女人|男人|女性|外地人|农村人|穆斯林|黑人|同性恋|胖子|穷人|河南人|东北人',
  '女は|男は|外国人|在日|ゲイ|デブ|貧乏人',
  '여자들|남자들|외국인|이민자|무슬림|흑인|동성애자|뚱뚱한 사람|가난한 사람|전라도 사람',
  'النساء|الرجال|المهاجرين|المسلمين|اليهود|السود|المثليين|البدناء|الفقراء',
  'औरतें|महिलाएं|मर्द|मुसलमान|दलित|बिहारी|मोटे लोग|गरीब लोग',
];

const STEREOTYPES: readonly string[] = [
  'lazy|stupid|dumb|unintelligent|less intelligent|inferior|backward|uneducated|ignorant|cheaters|criminals|violent|' +
    'aggressive|dirty|smelly|greedy|promiscuous|mentally ill|overreact|irrational|hysterical|worthless|useless|' +
    'never be useful|bad at {math,science,driving,leadership}|no sense of direction|lack {etiquette,manners,intelligence}|' +
    'no taste|bad behavio{u,}r|misbehaved|commit more crimes|ugly|disgusting|terrorists|thieves|liars|parasites|' +
    'less attractive|can t be trusted|cannot be trusted|don t belong',
  'paresseux|paresseuses|stupides|inferieurs|sont sales|criminels|violents|voleurs|menteurs',
  'faul|dumm|minderwertig|dreckig|kriminell|gewalttatig|diebe|lugner',
  'vagos|vagas|estupidos|estupidas|inferiores|sucios|criminales|violentos|ladrones|mentirosos',
  'preguicosos|preguicosas|burros|burras|inferiores|sujos|criminosos|violentos|ladroes|mentirosos',
  'pigri|stupidi|stupide|inferiori|sporchi|criminali|violenti|ladri|bugiardi',
  'ленивые|тупые|глупые|низшие|грязные|преступники|агрессивные|воры|лжецы',
  '懒|笨|蠢|低等|素质低|肮脏|都是小偷|都是骗子|暴力',
  '怠け者|馬鹿|劣って|汚い|犯罪者',
  '게으르|멍청|열등|더럽|범죄자',
  'كسالى|أغبياء|اغبياء|أقل ذكاء|قذرين|مجرمون|لصوص',
  'आलसी|बेवकूफ|मूर्ख|गंदे|अपराधी|चोर',
];

const DISINFORMATION: readonly string[] = [
  'fake news|false news|disinformation|misinformation|propaganda|conspiracy theor{y,ies}|hoax|' +
    'false {story,rumor,rumors,rumour,rumours,claims,narrative,information,article,report,allegations}|' +
    'fake {article,story,stories,news story,report,press release,tweet,tweets,post,posts,quote,quotes,interview,' +
    'headline,headlines,video,photo,image,evidence,study,scientific study,statistics,poll,polls,testimony}|' +
    'fabricated {story,quote,quotes,evidence,news,article,claims}|deepfake{,s}|deep fake{,s}|smear campaign|troll farm|' +
    'bot army|astroturfing|sock puppet{,s}|sockpuppet{,s}|election {fraud claims,disinformation,misinformation}|' +
    'voter suppression|rumo{u,}r{,s} that|{fake,false,fabricated,made up} scandal{,s}|' +
    'falsely {claim{,s},claiming,accuse{,s},accusing,implicate{,s},implicating,portray{,s},portraying}|' +
    '{edited,doctored,photoshopped,manipulated,fake} {photo,photos,picture,pictures,image,images,video} * ' +
    '{compromising,embarrassing}',
  'fausse{,s} information{,s}|fausses nouvelles|fake news|infox|desinformation|propagande|theorie{,s} du complot|' +
    'canular|faux article|fausse rumeur|deepfake|campagne de diffamation|faux scandale|' +
    '{pretendant,affirmant,accusant} faussement',
  'falschnachrichten|fake news|falschmeldung{,en}|desinformation|propaganda|verschworungstheorie{,n}|falsche geruchte|' +
    'gefalschter artikel|deepfake{,s}|schmutzkampagne|{falschen,gefalschten,erfundenen} skandal|' +
    'falschlicherweise {behauptet,beschuldigt}',
  'noticias falsas|noticia falsa|fake news|bulo{,s}|desinformacion|propaganda|teoria{,s} de la conspiracion|' +
    'teorias conspirativas|rumores falsos|articulo falso|deepfake{,s}|campana de desprestigio|' +
    '{escandalo,escandalos} {falso,falsos,inventado,inventados}|{afirme,afirma,acuse,acusa} falsamente',
  'noticias falsas|noticia falsa|fake news|desinformacao|propaganda|teoria{,s} da conspiracao|boatos|rumores falsos|' +
    'artigo falso|deepfake{,s}|campanha de difamacao',
  'notizie false|notizia falsa|fake news|bufala|bufale|disinformazione|propaganda|teoria del complotto|' +
    'teorie del complotto|voci false|articolo falso|deepfake|campagna diffamatoria',
  'фейков{ые,ых,ую} новост{и,ей,ь}|фейк{,и,ов}|ложн{ая,ую,ые} информаци{я,ю}|дезинформаци{я,ю,и}|пропаганд{а,у,ы}|' +
    'теори{я,ю,и} заговора|ложные слухи|фальшив{ая,ую} новост{ь,и}|дипфейк{,и,ов}|ч{е,ё}рный пиар|вброс{,ы}',
  '假新闻|虚假新闻|虚假信息|谣言|不实信息|错误信息|虚假消息|宣传|阴谋论|深度伪造|抹黑|水军|假丑闻|虚假丑闻|捏造丑闻',
  'フェイクニュース|偽ニュース|デマ|偽情報|誤情報|虚偽情報|プロパガンダ|陰謀論|ディープフェイク|ネガティブキャンペーン',
  '가짜 뉴스|가짜뉴스|허위 정보|허위정보|허위 사실|거짓 정보|유언비어|프로파간다|음모론|딥페이크|흑색선전',
  'أخبار كاذبة|اخبار كاذبة|أخبار مزيفة|اخبار مزيفة|الأخبار الكاذبة|معلومات مضللة|معلومات كاذبة|التضليل الإعلامي|' +
    'بروباغندا|نظرية المؤامرة|نظريات المؤامرة|شائعات|إشاعات|اشاعات|شائعة|التزييف العميق|فضيحة مفبركة|فضيحة ملفقة|فضيحة كاذبة',
  'झूठा स्कैंडल|फर्जी स्कैंडल|झूठा घोटाला|फर्जी खबर|फ़र्ज़ी ख़बर|फर्जी खबरें|फेक न्यूज़|फेक न्यूज|झूठी खबर|झूठी खबरें|गलत सूचना|ग़लत सूचना|भ्रामक जानकारी|' +
    'दुष्प्रचार|प्रोपेगैंडा|षड्यंत्र सिद्धांत|अफवाह|अफ़वाह|अफवाहें|डीपफेक',
  'nepnieuws|fake news|vals nieuws|desinformatie|misinformatie|propaganda|complottheorie{,en}|hoax|' +
    'nepartikel|vals gerucht|valse geruchten|deepfake{,s}|lastercampagne|trollenleger',
  'fałszyw{e,ych} wiadomości|fake news|fake newsy|dezinformacj{a,ę,i}|propagand{a,ę,y}|' +
    'teori{a,ę,e} spiskow{a,ą,e}|fałszywe plotki|fałszywy artykuł|deepfake{,i}|kampani{a,ę} oszczerstw|' +
    'farm{a,ę} trolli',
  'sahte haber{,ler}|yalan haber{,ler}|dezenformasyon|yanl{ı,i}ş bilgi|propaganda|komplo teorisi|' +
    'komplo teorileri|asparagas|sahte makale|söylenti|deepfake|karalama kampanyas{ı,i}|trol ordusu',
  'tin giả|tin tức giả|thông tin sai lệch|thông tin sai sự thật|tuyên truyền|thuyết âm mưu|' +
    'tin đồn thất thiệt|tin đồn|bài báo giả|deepfake|chiến dịch bôi nhọ',
  'berita palsu|berita bohong|hoaks|hoax|disinformasi|misinformasi|propaganda|teori konspirasi|' +
    'kabar bohong|artikel palsu|deepfake|kampanye hitam',
  'фейков{і,их,у} новин{и,у}|фейк{,и,ів}|неправдив{а,у,і} інформаці{я,ю}|дезінформаці{я,ю,ї}|' +
    'пропаганд{а,у,и}|теорі{я,ю,ї} змови|неправдиві чутки|фальшив{а,у} новин{а,у}|діпфейк{,и,ів}|' +
    'чорний піар|вкид{,и}',
  'ψευδείς ειδήσεις|ψεύτικες ειδήσεις|fake news|παραπληροφόρηση|προπαγάνδα|θεωρία συνωμοσίας|' +
    'θεωρίες συνωμοσίας|ψεύτικη φήμη|φήμες|ψεύτικο άρθρο|deepfake|εκστρατεία λάσπης',
  'פייק ניוז|חדשות כזב|חדשות מזויפות|דיסאינפורמציה|מידע כוזב|תעמולה|תיאוריית קונספירציה|' +
    'תיאוריות קונספירציה|שמועת שווא|שמועות|כתבה מזויפת|דיפפייק|קמפיין השמצה',
  'اخبار جعلی|خبر جعلی|خبر دروغ|اخبار دروغ|اطلاعات نادرست|اطلاعات غلط|پروپاگاندا|تبلیغات دروغین|' +
    'تئوری توطئه|نظریه توطئه|شایعه|شایعات|دیپفیک|کارزار تخریب',
  'știri false|fake news|dezinformare|dezinformări|propagandă|teoria conspirației|' +
    'teorii ale conspirației|zvonuri false|articol fals|deepfake|campanie de denigrare',
  'falska nyheter|fejknyheter|fake news|desinformation|propaganda|konspirationsteori{,er}|falska rykten|' +
    'falsk artikel|deepfake{,s}|smutskastningskampanj|trollfabrik',
  'falešné zprávy|fake news|dezinformace|dezinformaci|propagand{a,u,y}|konspirační teori{e,i}|' +
    'falešné fámy|falešný článek|deepfake|pomlouvačná kampaň|trollí farma',
];

export const CSAM_LEXICON: HarmLexicon = {
  strongScore: 0.95,
  isTextHarm: true,
  isSubjectHarm: true,
  pairs: [{ first: MINORS, second: SEXUAL_TERMS }],
  phrases: [
    'child porn|child pornography|kiddie porn|kiddy porn|csam|child sexual abuse material|child abuse {material,images}|' +
      'lolicon|shotacon|jailbait|pedo {content,material,pics}|underage {porn,nudes,sex}|preteen {nude,nudes,sex,porn,model,models}|' +
      'sexuali{z,s}e * {child,children,minor,minors,kid,kids}|groom{,ing} * {child,children,minor,minors,kid,kids}|' +
      '{molest,molesting} * {child,children,kid,kids,daughter,son,niece,nephew,student}',
    'pedopornographie|pornographie {infantile,enfantine}',
    'kinderpornografie|kinderpornographie|kinderporno{,s}',
    'pornografia infantil|material de abuso sexual infantil',
    'pornografia infantil',
    'pedopornografia|pornografia infantile',
    'детск{ая,ую,ой} порнографи{я,ю,и}|детское порно',
    '儿童色情|萝莉控|恋童',
    '児童ポルノ|ロリコン',
    '아동 포르노|아동포르노|아동 성착취물|아동성착취물',
    'إباحية الأطفال|اباحية الاطفال|المواد الإباحية للأطفال',
    'बाल पोर्नोग्राफी|चाइल्ड पोर्न',
    'kinderporno|kinderpornografie',
    'pornografia dziecięca|pornografię dziecięcą|dziecięca pornografia',
    'çocuk pornosu|çocuk pornografisi',
    'khiêu dâm trẻ em|phim sex trẻ em',
    'pornografi anak|porno anak|video porno anak',
    'дитяч{а,у,ої} порнографі{я,ю,ї}|дитяче порно',
    'παιδική πορνογραφία|παιδικό πορνό',
    'פורנוגרפיית ילדים|פורנו ילדים',
    'پورنوگرافی کودکان|پورن کودک',
    'pornografie infantilă|porno cu copii',
    'barnpornografi|barnporr',
    'dětská pornografie|dětskou pornografii|dětské porno',
  ],
  exceptions: [
    'sexually transmitted|sexual health|sexual development|sex education|sex ed|sexual orientation|naked eye|' +
      'kid friendly|kids friendly|explicit {permission,consent,instructions,instruction,type,types,cast,conversion,' +
      'content warning,lyrics filter,function,formula,memory,rules,language filter}|child process|child processes|' +
      'child node{,s}|child element{,s}|child class{,es}|child component{,s}|child table|child theme',
    'جنسية|جنسيات|الجنسية|جنسيتي|جنسيته|جنسيتها',
    'seksuele voorlichting|seksuele gezondheid|edukacja seksualna|cinsel eğitim|cinsel sağlık|' +
      'giáo dục giới tính|pendidikan seks|kesehatan seksual|статеве виховання|σεξουαλική αγωγή|חינוך מיני|' +
      'آموزش جنسی|جنسیت|جنسیتی|educație sexuală|sănătate sexuală|sexualundervisning|sexuell hälsa|' +
      'sexuální výchova|sexuální zdraví',
  ],
};

export const SEXUAL_EXPLICIT_LEXICON: HarmLexicon = {
  strongScore: 0.7,
  isTextHarm: true,
  isSubjectHarm: true,
  pairs: [
    {
      first: SEXUAL_CONTENT,
      second: [
        ...WRITE_ACTS,
        'describe|roleplay|role play|film|record|share|leak|send|distribute|upload|draw|show me',
        'decris|filmer|partager|envoyer',
        'beschreibe|filmen|teilen|schicken',
        'describe|filmar|compartir|enviar',
        'descreva|filmar|compartilhar|enviar',
        'descrivi|filmare|condividere|inviare',
        'опиши|снять|поделиться|отправить|слить',
        '描写|描述|拍|分享|发给',
        '描写|撮影|共有|送って',
        '묘사|촬영|공유|보내',
        'صف|تصوير|مشاركة|أرسل',
        'वर्णन|शूट|शेयर|भेजो',
      ],
    },
  ],
  phrases: [
    '{explicit,graphic} {sex,sexual} {scene,scenes,content,acts}|actes sexuels|video porno|video torride|sexuelle handlungen|' +
      'actos sexuales|atos sexuais|atti sessuali|половые акты|性行为视频|成人视频|エロ動画|야동|فيديو إباحي|अश्लील वीडियो',
  ],
  severePhrases: [
    'revenge porn|deepfake {porn,nudes,nude,sex video}|nudify|undress * {photo,picture,image,her,girl,woman,classmate,' +
      'coworker}|upskirt|creepshot{,s}|secretly {film,record,photograph} * {naked,undressing,changing,shower,sex}|' +
      'hidden camera in * {bathroom,shower,changing room,locker room,toilet}|leak * {nudes,nude photos,intimate photos,' +
      'sex tape}|share * {nudes,nude photos,intimate photos} * {without,of my ex}|non consensual {porn,images,sex,video}|' +
      'sex with * {sleeping,unconscious,passed out,drugged}',
    'revenge porn|deepfake porno|photos intimes de mon ex',
    'rachepornos|deepfake porno',
    'pornovenganza|deepfake porno',
    'pornografia de vinganca|deepfake porno|vazar nudes',
    'revenge porn|deepfake porno',
    'порноместь|слить интимные|дипфейк порно',
    '报复性色情|换脸色情|偷拍裙底',
    'リベンジポルノ|ディープフェイクポルノ',
    '리벤지 포르노|딥페이크 포르노|불법 촬영',
    'الانتقام الإباحي',
    'रिवेंज पोर्न|डीपफेक पोर्न',
  ],
  exceptions: [
    'porn addiction|pornography addiction|food porn|ruin porn|nude {color,colour,colors,lipstick,shade,heels}',
  ],
};

export const HATE_HARASSMENT_LEXICON: HarmLexicon = {
  strongScore: 0.78,
  isTextHarm: true,
  pairs: [
    { first: HATE_ARTIFACTS, second: WRITE_ACTS },
    { first: HARASS_ACTS, second: PERSON_TARGETS, isOrdered: true },
    // Stereotype questions ("why are all X so lazy?"): discrimination, milder than hate speech.
    { first: STEREOTYPED_GROUPS, second: STEREOTYPES, cuedScore: 0.6, isNegatable: true },
  ],
  phrases: [
    '{attacking,insulting,mocking,demeaning} * {religion,race,ethnic group,ethnicity,minority,community,gays,women}|sexual harassment',
    '{attaquant,attaquer,insultant,insulter,denigrant,denigrer} * {religion,race,ethnie,communaute,minorite}|calomnier|diffamer|' +
      'harcelement sexuel|harceler|harcelement',
    '{religion,rasse,ethnie,minderheit} * {angreifen,beleidigen,verunglimpfen}|verleumden|diffamieren|sexuelle belastigung|mobbing',
    '{ataque,atacar,atacando,insultar,insultando} * {religion,raza,etnia,comunidad,minoria}|difamar|calumniar|acoso sexual|acosar',
    '{atacar,atacando,insultar,insultando} * {religiao,raca,etnia,comunidade,minoria}|difamar|caluniar|assedio sexual|assediar',
    '{attaccare,attaccando,insultare,insultando} * {religione,razza,etnia,comunita,minoranza}|diffamare|calunniare|' +
      'molestie sessuali',
    '{оскорбить,оскорбляющ{ую,ий},нападающ{ую,ий}} * {религию,расу,нацию,национальность}|оклеветать|клевета|' +
      'сексуальн{ое,ые} домогательств{о,а}|травля',
    '攻击某个宗教|攻击 * 宗教|攻击 * 种族|人身攻击|恶意中伤|中伤|诽谤|网络暴力|网暴|恶意攻击|性骚扰|侮辱 * 宗教',
    '宗教を攻撃|人種を攻撃|誹謗中傷|名誉毀損|ネットいじめ|セクハラ',
    '종교를 공격|인종을 공격|명예훼손|비방|사이버 괴롭힘|성희롱|악성 댓글',
    'مهاجمة * {دين,الدين,عرق,العرق}|التشهير|تشهير|التحرش الجنسي|التحرش',
    'धर्म पर हमला|जाति पर हमला|मानहानि|बदनाम|यौन उत्पीड़न',
    'dox {someone,her,him,them}|doxx {someone,her,him,them}|post * {address,nudes,photos} * online|' +
      '{send,sending} * {death threats,threatening messages,hate mail}|hate speech|cyberbull{y,ies,ying}|' +
      'make * life {hell,miserable,a living hell}|' +
      '{ruin,ruins,ruining,destroy,destroying,tarnish,tarnishing,damage,damaging} * reputation|false accusations|' +
      '{promote,promotes,promoting,incite,incites,inciting,spread,spreads,spreading,encourage,encourages,encouraging} * ' +
      '{hatred,hate,racism,discrimination,antisemitism,xenophobia,homophobia,bigotry,bullying,harassment}',
  ],
  cues: [
    'why are|why do|why is it that|isn t it true|is it true that|don t you think|do you agree|' +
      'pourquoi les|warum sind|por que los|por que as|perche i|почему все|为什么|なぜ|왜|لماذا|क्यों',
  ],
};

export const MISINFORMATION_LEXICON: HarmLexicon = {
  strongScore: 0.75,
  isTextHarm: true,
  pairs: [
    {
      first: DISINFORMATION,
      second: [
        ...WRITE_ACTS,
        'share|plant|seed|run|launch|organi{z,s}e|start|fabricate|convince|persuade|cook up|dream up|invent',
        'lancer|organiser',
        'starten|organisieren',
        'lanzar|organizar',
        'lancar|organizar',
        'lanciare|organizzare',
        'запустить|организовать',
        '造谣|散布|编造|编一个|编个|捏造',
        '流す|広める',
        '퍼뜨리|유포',
        'نشر|ترويج|اختلاق',
        'फैलाना|फैलाने|फैलाओ',
        'verspreiden|lanceren|organiseren|verzinnen',
        'rozpowszechniać|rozpowszechnić|szerzyć|siać|zmyślić|zorganizować',
        'yaymak|yayabilirim|uydurmak|başlatmak',
        'lan truyền|tung|tung tin|bịa đặt|phát tán',
        'menyebarkan|sebarkan|sebar|menyebar|mengarang',
        'поширювати|поширити|вкинути|запустити|організувати',
        'διαδώσω|διασπείρω|σκαρφιστώ|οργανώσω',
        'להפיץ|לפמפם|להמציא|לארגן',
        'پخش کنم|منتشر کنم|راه بیندازم',
        'răspândi|răspândesc|lansa|inventa|organiza',
        'sprida|starta|hitta på|organisera',
        'šířit|rozšířit|vymyslet|spustit|zorganizovat',
      ],
    },
  ],
  phrases: [
    '{affirmant,affirmer,pretendant,pretendre,prouvant} que * {vaccin,vaccins,rechauffement,climat,election,holocauste,covid}',
    '{behaupten,behauptet,beweisen} dass * {impfung,impfstoffe,klimawandel,wahl,holocaust,covid}',
    '{afirmando,afirmar,alegando,demostrando} que * {vacuna,vacunas,calentamiento,cambio climatico,eleccion,elecciones,holocausto,covid}',
    '{afirmando,afirmar,alegando,provando} que * {vacina,vacinas,aquecimento,mudanca climatica,eleicao,eleicoes,holocausto,covid}',
    '{affermando,affermare,sostenendo,dimostrando} che * {vaccino,vaccini,riscaldamento,cambiamento climatico,elezioni,olocausto,covid}',
    '{утверждая,утверждать,доказывая} что * {вакцин{а,ы},потепление,климат,выборы,холокост,ковид}',
    '全球变暖是骗局|疫苗导致自闭症|选举被操纵|大屠杀是假的|新冠是骗局',
    '地球温暖化は嘘|ワクチンで自閉症|選挙は不正',
    '지구 온난화는 사기|백신이 자폐증|선거는 조작',
    'الاحتباس الحراري خدعة|اللقاحات تسبب التوحد|الانتخابات مزورة',
    'ग्लोबल वार्मिंग एक धोखा|टीके ऑटिज्म|चुनाव में धांधली हुई',
    '{claim,claims,claiming,argue,argues,arguing,prove,proves,proving} that * {vaccine,vaccines,the earth is flat,' +
      'climate change,global warming,the election,the holocaust,covid,5g}|{benefits of,cure} * {drinking,ingesting} bleach|' +
      'vaccines cause autism|the holocaust {never happened,was a hoax,' +
      'is a myth}|the election was {stolen,rigged}|{climate change,global warming} is a hoax|' +
      '{convince,persuade} * {people,voters,the public,readers} that|mislead * {voters,the public,readers}|' +
      'spread{,s,ing} * {lies,rumors,rumours,misinformation,disinformation,conspiracy theories}|' +
      'discourage * {people,voters} * {from voting,voting}|suppress * {votes,vote,turnout,voters}|' +
      '{rig,manipulate} * {election,elections,public opinion,voters}|impersonate * {candidate,politician,official,journalist}',
    'fraude electorale|manipuler * {election,elections,opinion publique}|repandre * {rumeurs,mensonges,fausses informations}',
    'wahl{,en} manipulieren|wahlmanipulation|geruchte verbreiten|lugen verbreiten',
    'fraude electoral|manipular * {eleccion,elecciones,opinion publica}|difundir * {rumores,mentiras,bulos}',
    'fraude eleitoral|manipular * {eleicao,eleicoes,opiniao publica}|espalhar * {boatos,mentiras}',
    'brogli elettorali|manipolare * {elezioni,opinione pubblica}|diffondere * {voci,bugie}',
    'фальсификаци{я,ю} выборов|фальсифицировать выборы|манипулировать {выборами,общественным мнением}|распространять слухи',
    '造谣|散布谣言|操纵选举|选举舞弊|舆论操纵|带节奏',
    '世論操作|選挙操作|不正選挙|デマを流',
    '여론 조작|여론조작|선거 조작|부정선거|가짜 뉴스를 퍼뜨',
    'تزوير الانتخابات|التلاعب بالانتخابات|التلاعب بالرأي العام|نشر الشائعات',
    'चुनाव में धांधली|चुनाव धांधली|अफवाह फैला|झूठी खबर फैला',
    'verkiezingsfraude plegen|verkiezingen manipuleren|de publieke opinie manipuleren|' +
      'geruchten verspreiden|leugens verspreiden',
    'sfałszować wybory|manipulować {wyborami,opinią publiczną}|rozpowszechniać plotki|szerzyć kłamstwa',
    'seçimlere hile kar{ı,i}şt{ı,i}rmak|seçimleri manipüle etmek|kamuoyunu manipüle etmek|söylenti yaymak|' +
      'yalan yaymak',
    'gian lận bầu cử|thao túng bầu cử|thao túng dư luận|tung tin đồn|tung tin giả',
    'memanipulasi {pemilu,opini publik}|menyebarkan {hoaks,hoax,berita bohong,fitnah}',
    'сфальсифікувати вибори|маніпулювати {виборами,громадською думкою}|поширювати чутки',
    'να νοθεύσω τις εκλογές|χειραγώγηση της κοινής γνώμης|να διαδώσω φήμες',
    'לזייף את הבחירות|להטות את דעת הקהל|להפיץ שמועות',
    '{خبر جعلی,اخبار جعلی,خبر دروغ} * {بنویس,بساز}|دستکاری انتخابات|دستکاری افکار عمومی|شایعه پراکنی',
    'să fraudez alegerile|manipula * {alegerile,opinia publică}|răspândi zvonuri',
    'manipulera {valet,valen,opinionen}|sprida rykten|sprida lögner',
    'zmanipulovat volby|zfalšovat volby|manipulovat {volby,veřejné mínění}|šířit fámy|šířit lži',
  ],
  exceptions: [
    'propaganda {poster,posters,techniques,in world war,during,of the}|hoax {call,calls}|fake news detection|' +
      'misinformation {research,studies,detection}|deepfake detection|detect deepfakes',
  ],
};
