import { type HarmLexicon, MAKE_ACTS, PERSON_TARGETS, WRITE_ACTS } from './harm-lexicon-words.ts';

/**
 * Lexicons for crimes against systems, money and people's privacy: operational cyber attacks, illegal drug
 * production and dealing, fraud and theft, stalking and covert surveillance. Long because each class
 * carries twenty-four languages (the first twelve, then nl pl tr vi id uk el he fa ro sv cs; Thai as one-word
 * acts, and bn sw jv for cyber, drugs, fraud and theft); the syntax is described in `harm-lexicon-words.ts`.
 */

const CYBER_TOPICS: readonly string[] = [
  'malware|ransomware|keylogger{,s}|key logger{,s}|keystroke logger|spyware|stalkerware|trojan horse|' +
    'remote access trojan|banking trojan|a trojan|trojan {malware,virus}|rootkit{,s}|bootkit|botnet{,s}|computer virus|' +
    'computer worm|self propagating {worm,virus,malware}|' +
    'backdoor{,s}|reverse shell|bind shell|web shell|webshell|shellcode|exploit{,s}|zero day{,s}|0 day|oday|exploit kit|' +
    'malicious payload|dropper|crypter|fully undetectable|polymorphic {virus,malware,code}|phishing|spear phishing|' +
    'phishing {email,emails,kit,page,site,website,campaign}|credential harvester|credential harvesting|password stealer|' +
    'info stealer|infostealer|cookie stealer|token grabber|cryptojacker|cryptojacking|ddos|ddos attack|dos attack|' +
    'denial of service|syn flood|sql injection|sqli|cross site scripting|xss|buffer overflow|privilege escalation|' +
    'sandbox escape|container escape|c2 server|command and control|exfiltrate|exfiltration|persistence {mechanism,technique}|' +
    'lateral movement|credential stuffing|password cracker|mimikatz|cobalt strike|etc shadow|lsass|viruses|' +
    'virus{,es} that * {infect,infects,damage,damages,spread,spreads,steal,steals,encrypt,encrypts,delete,deletes,corrupt}|' +
    'cyber attack{,s}|cyberattack{,s}|eternalblue|eternal blue|logic bomb|zip bomb|fork bomb|keystroke{,s}|' +
    'remote access tool|rat malware|spam bot{,s}|scam bot{,s}|fake login page|credential phishing|' +
    '{program,app,software,tool,script,extension} that {spies,secretly spies} on',
  'logiciel{,s} malveillant{,s}|maliciel|rancongiciel|ransomware|malware|enregistreur de frappe{,s}|keylogger|' +
    'logiciel espion|cheval de troie|rootkit|botnet|reseau de bots|virus informatique|ver informatique|porte derobee|' +
    'backdoor|exploit|faille zero day|hameconnage|phishing|attaque ddos|ddos|deni de service|injection sql',
  'schadsoftware|malware|erpressersoftware|ransomware|verschlusselungstrojaner|keylogger|spyware|spionagesoftware|' +
    'trojaner|rootkit|botnetz|botnet|computervirus|computerwurm|hintertur|backdoor|exploit|zero day|phishing|' +
    'phishing mail{,s}|phishing e mail{,s}|ddos|ddos angriff|sql injection',
  'malware|software malicioso|ransomware|keylogger|registrador de teclas|spyware|software espia|troyano|rootkit|botnet|' +
    'red de bots|virus informatico|gusano informatico|puerta trasera|backdoor|exploit|dia cero|phishing|' +
    'correo de phishing|ataque ddos|ddos|denegacion de servicio|inyeccion sql',
  'malware|software malicioso|ransomware|keylogger|spyware|software espiao|cavalo de troia|trojan|rootkit|botnet|' +
    'virus de computador|porta dos fundos|backdoor|exploit|dia zero|phishing|ataque ddos|ddos|negacao de servico|' +
    'injecao de sql|injecao sql',
  'malware|software dannoso|ransomware|keylogger|spyware|software spia|cavallo di troia|trojan|rootkit|botnet|' +
    'virus informatico|backdoor|exploit|zero day|phishing|email di phishing|attacco ddos|ddos|sql injection|iniezione sql',
  'вредоносн{ое,ую,ого,ые} {по,программу,программа,программы,код}|вредонос|малвар{ь,и}|вирус вымогател{ь,я}|' +
    'шифровальщик{,а}|программ{а,у} вымогател{ь,я}|кейлоггер{,а}|клавиатурн{ый,ого} шпион{,а}|шпионск{ое,ую} ' +
    '{по,программу}|троян{,а,ы}|руткит{,а}|ботнет{,а}|компьютерн{ый,ого} вирус{,а}|бэкдор{,а}|эксплойт{,а,ы}|' +
    'уязвимост{ь,и} нулевого дня|фишинг{,а,ов}|фишингов{ое,ый,ую,ого} {письмо,сайт,страницу}|ddos|ддос|' +
    'ddos атак{а,у}|sql инъекци{я,ю}',
  '恶意软件|恶意程序|勒索软件|勒索病毒|键盘记录器|键盘记录程序|间谍软件|木马|特洛伊木马|远控木马|僵尸网络|电脑病毒|计算机病毒|蠕虫病毒|' +
    '后门|漏洞利用|0day|零日漏洞|钓鱼邮件|钓鱼网站|网络钓鱼|ddos攻击|ddos|拒绝服务攻击|sql注入|挖矿木马',
  'マルウェア|ランサムウェア|キーロガー|スパイウェア|トロイの木馬|ルートキット|ボットネット|コンピュータウイルス|ワーム|バックドア|' +
    'エクスプロイト|ゼロデイ|フィッシングメール|フィッシングサイト|フィッシング詐欺|ddos攻撃|dos攻撃|sqlインジェクション',
  '악성코드|악성 코드|멀웨어|랜섬웨어|키로거|스파이웨어|트로이 목마|트로이목마|루트킷|봇넷|컴퓨터 바이러스|백도어|익스플로잇|' +
    '제로데이|피싱 메일|피싱 사이트|피싱 이메일|디도스|ddos|sql 인젝션',
  'برمجيات خبيثة|برنامج خبيث|برامج خبيثة|البرمجيات الخبيثة|فيروس الفدية|برنامج الفدية|برامج الفدية|برامج التجسس|' +
    'برنامج تجسس|حصان طروادة|تروجان|روتكيت|بوت نت|فيروس كمبيوتر|فيروس حاسوب|باب خلفي|ثغرة يوم الصفر|رسالة تصيد|' +
    'رسائل تصيد|التصيد الاحتيالي|موقع تصيد|هجوم حجب الخدمة|حقن sql',
  'मैलवेयर|रैंसमवेयर|फिरौती वायरस|कीलॉगर|स्पाइवेयर|जासूसी सॉफ्टवेयर|ट्रोजन|रूटकिट|बॉटनेट|कंप्यूटर वायरस|बैकडोर|' +
    'एक्सप्लॉइट|ज़ीरो डे|जीरो डे|फ़िशिंग|फिशिंग|डीडीओएस|ddos|एसक्यूएल इंजेक्शन',
  'malware|ransomware|keylogger|spyware|trojan|trojaans paard|rootkit|botnet|computervirus|achterdeur|' +
    'backdoor|exploit|zero day|phishing|phishingmail{,s}|phishing e mail{,s}|phishingbericht{,en}|' +
    'phishingsite|phishingpagina|nep inlogpagina|valse inlogpagina|ddos|ddos aanval|sql injectie',
  'złośliwe oprogramowanie|złośliwego oprogramowania|zlosliwe oprogramowanie|malware|ransomware|' +
    'keylogger{,a}|oprogramowanie szpiegujące|spyware|trojan{,a}|koń trojański|konia trojańskiego|' +
    'rootkit{,a}|botnet{,u}|wirus komputerowy|wirusa komputerowego|backdoor{,a}|exploit{,a}|phishing{,u}|' +
    'phishingow{y,ego} {e mail,mail,maila}|phishingową wiadomość|fałszyw{y,ego} {e mail,mail,maila}|' +
    'fałszywą stronę logowania|atak ddos|ddos|sql injection',
  'zararl{ı,i} yaz{ı,i}l{ı,i}m|zararl{ı,i} yaz{ı,i}l{ı,i}m{ı,i}|malware|fidye yaz{ı,i}l{ı,i}m{ı,i}|' +
    'ransomware|keylogger|tuş kaydedici|casus yaz{ı,i}l{ı,i}m|truva at{ı,i}|trojan|rootkit|botnet|' +
    'bilgisayar virüsü|backdoor|exploit|oltalama|phishing|oltalama e postas{ı,i}|oltalama maili|' +
    'phishing maili|phishing e postas{ı,i}|sahte giriş sayfas{ı,i}|ddos|ddos sald{ı,i}r{ı,i}s{ı,i}|' +
    'sql enjeksiyonu|sql injection',
  'mã độc|phần mềm độc hại|ransomware|mã độc tống tiền|keylogger|phần mềm gián điệp|spyware|trojan|' +
    'ngựa thành troy|rootkit|botnet|virus máy tính|cửa hậu|backdoor|exploit|email lừa đảo|email giả mạo|' +
    'trang đăng nhập giả|trang web giả mạo|phishing|ddos|tấn công ddos|sql injection',
  'malware|perangkat lunak berbahaya|ransomware|keylogger|spyware|trojan|rootkit|botnet|virus komputer|' +
    'backdoor|pintu belakang|exploit|eksploit|zero day|phishing|email phishing|situs phishing|' +
    'halaman login palsu|ddos|serangan ddos|sql injection|injeksi sql',
  'шкідлив{е,у,ого,і} {пз,програму,програма,програми,код}|шкідник|вірус вимагач{,а}|шифрувальник{,а}|' +
    'програм{а,у} вимагач{,а}|кейлогер{,а}|клавіатурн{ий,ого} шпигун{,а}|шпигунськ{е,у} {пз,програму}|' +
    'троян{,а,и}|руткіт{,а}|ботнет{,у}|комп ютерн{ий,ого} вірус{,у}|бекдор{,у}|експлойт{,у,и}|' +
    'фішинг{,у,ов}|фішингов{ий,е,у,ого} {лист,сайт,сторінку}|ddos|ддос|ddos атак{а,у}|sql ін єкці{я,ю}',
  'κακόβουλο λογισμικό|κακόβουλου λογισμικού|malware|ransomware|λογισμικό λύτρων|keylogger|spyware|' +
    'λογισμικό κατασκοπείας|δούρειο ίππο|δούρειος ίππος|trojan|rootkit|botnet|ιός υπολογιστή|' +
    'ιό υπολογιστή|κερκόπορτα|backdoor|exploit|phishing|ηλεκτρονικό ψάρεμα|ψεύτικη σελίδα σύνδεσης|ddos|' +
    'επίθεση ddos|sql injection',
  'נוזקה|נוזקות|תוכנה זדונית|תוכנת כופר|כופרה|קילוגר|רוגלה|תוכנת ריגול|סוס טרויאני|רוטקיט|בוטנט|' +
    'וירוס מחשב|דלת אחורית|אקספלויט|פישינג|מייל פישינג|מייל דיוג|דף התחברות מזויף|מתקפת ddos|הזרקת sql',
  'بدافزار|باجافزار|کیلاگر|جاسوسافزار|تروجان|اسب تروا|روتکیت|باتنت|ویروس کامپیوتری|در پشتی|بکدور|' +
    'اکسپلویت|فیشینگ|ایمیل فیشینگ|صفحه ورود جعلی|حمله ddos|دیداس|تزریق sql',
  'malware|software rău intenționat|program malițios|ransomware|keylogger|spyware|program spion|troian|' +
    'cal troian|rootkit|botnet|virus informatic|backdoor|exploit|zero day|phishing|email de phishing|' +
    'e mail de phishing|pagină de autentificare falsă|ddos|atac ddos|injecție sql|sql injection',
  'skadlig kod|skadlig programvara|skadeprogram|malware|ransomware|utpressningsprogram|keylogger|' +
    'spionprogram|spyware|trojan|trojansk häst|rootkit|botnät|botnet|datorvirus|bakdörr|backdoor|exploit|' +
    'zero day|nätfiske|phishing|nätfiskemejl|phishingmejl|falsk inloggningssida|ddos|ddos attack|' +
    'överbelastningsattack|sql injektion|sql injection',
  'malware|škodlivý software|škodlivý kód|ransomware|vyděračský software|keylogger|spyware|' +
    'špehovací software|trojan|trojský kůň|trojského koně|rootkit|botnet|počítačový virus|zadní vrátka|' +
    'backdoor|exploit|zero day|phishing|phishingový e mail|phishingový email|podvodný e mail|' +
    'falešnou přihlašovací stránku|ddos|ddos útok|sql injection',
  // bn: 'ফিশিং' alone is also 'fishing', so only phishing links, pages and mails
  'ম্যালওয়্যার|র্যানসমওয়্যার|কিলগার|কীলগার|স্পাইওয়্যার|ট্রোজান|কম্পিউটার ভাইরাস|ব্যাকডোর|ফিশিং লিংক|ফিশিং পেজ|' +
    'ফিশিং ইমেইল|ফিশিং মেইল|ফিশিং সাইট|ফিশিং ওয়েবসাইট|ভুয়া লগইন পেজ|ডিডস অ্যাটাক',
  'programu hasidi|programu ovu|virusi vya kompyuta|kirusi cha kompyuta|ukurasa bandia wa kuingia',
];

const CYBER_ACTS: readonly string[] = [
  ...WRITE_ACTS,
  'deploy{,s,ing}|distribut{e,es,ing}|install{,s,ing}|inject{,s,ing}|plant{,s,ing}|launch{,es,ing}|perform{,s,ing}|' +
    'conduct{,s,ing}|carry out|execut{e,es,ing}|run{,s,ning}|use{,s}|using|deliver{,s,ing}|compile|obfuscat{e,es,ing}|' +
    'automat{e,es,ing}|send{,s,ing}|set up|setting up|host{,s,ing}|infect{,s,ing}|sell{,s,ing}|buy|implement{,s,ing}|' +
    'writes|creates|builds|develops|generates|spread{,s,ing}|release|releasing',
  'deployer|distribuer|installer|injecter|lancer|executer|envoyer|infecter|utiliser',
  'verteilen|installieren|einschleusen|starten|ausfuhren|versenden|infizieren|benutzen',
  'desplegar|distribuir|instalar|inyectar|lanzar|ejecutar|enviar|infectar|usar',
  'implantar|distribuir|instalar|injetar|lancar|executar|enviar|infectar|usar',
  'distribuire|installare|iniettare|lanciare|eseguire|inviare|infettare|usare',
  'разослать|установить|внедрить|запустить|провести|заразить|отправить|использовать',
  '部署|分发|安装|植入|注入|发动|发起|执行|运行|发送|感染|做',
  '配布|ばらまく|仕込|埋め込|インストール|実行|送信|感染させ|仕掛け|作り方',
  '짜줘|짜 줘|코딩|배포|설치|심어|주입|실행|전송|보내|감염',
  'توزيع|تثبيت|زرع|حقن|إطلاق|اطلاق|تنفيذ|تشغيل|إرسال|ارسال|إصابة|اصابة',
  'कोड|विकसित|इंस्टॉल|डालना|चलाना|भेजना|भेजने|संक्रमित',
  'verspreiden|installeren|injecteren|lanceren|uitvoeren|versturen|sturen|infecteren|inzetten',
  'rozesłać|rozsyłać|zainstalować|wstrzyknąć|uruchomić|przeprowadzić|wysłać|zainfekować|wdrożyć',
  'yaymak|yüklemek|kurmak|enjekte etmek|başlatmak|çal{ı,i}şt{ı,i}rmak|göndermek|bulaşt{ı,i}rmak',
  'phát tán|cài|cài đặt|chèn|khởi chạy|gửi|lây nhiễm|triển khai',
  'menyebarkan|sebar|memasang|menginstal|menyuntikkan|meluncurkan|menjalankan|mengirim|kirim|' + 'menginfeksi',
  'розіслати|розсилати|встановити|впровадити|запустити|провести|заразити|надіслати|відправити',
  'διανείμω|εγκαταστήσω|εκτελέσω|στείλω|μολύνω|εξαπολύσω',
  'להפיץ|להתקין|להזריק|להריץ|לשלוח|להדביק',
  'پخش کنم|نصب کنم|تزریق کنم|اجرا کنم|ارسال کنم|بفرستم|آلوده کنم',
  'răspândi|instala|instalez|injecta|lansa|rula|trimite|trimit|infecta',
  'sprida|installera|injicera|starta|skicka|infektera',
  'šířit|rozeslat|nainstalovat|spustit|poslat|odeslat|infikovat|nakazit',
  'ছড়াতে|ছড়িয়ে দিতে|ছড়াব|ইনস্টল কর|পাঠাতে|পাঠাব|চালাতে|ঢোকাতে',
  '{ku,nita,}sambaza|{ku,nita,}sakinisha|kutuma|nitatuma|kuendesha',
  'nyebar|nyebarke|nginstal|ngirim|ngirimke|nglakokake',
];

const DRUG_TOPICS: readonly string[] = [
  'meth|methamphetamine|crystal meth|amphetamine{,s}|cocaine|crack cocaine|freebase|heroin|fentanyl|carfentanil|lsd|' +
    'mdma|ecstasy|ghb|ketamine|angel dust|dmt|psilocybin|magic mushrooms|shrooms|mescaline|peyote|opium|morphine|' +
    'oxycodone|oxycontin|hydrocodone|codeine|purple drank|xanax|bath salts|synthetic cannabinoid{,s}|krokodil|' +
    'desomorphine|illegal drug{,s}|illicit drug{,s}|street drug{,s}|hard drug{,s}|recreational drug{,s}|party drug{,s}|' +
    'narcotic{,s}|controlled substance{,s}|date rape drug{,s}|roofie{,s}|rohypnol|weed|marijuana|cannabis|hashish|' +
    'hash oil|thc|edibles|pseudoephedrine|ephedrine|phenylacetone|safrole|sassafras oil|red phosphorus|lithium strips|' +
    'lysergic acid|ergotamine|mephedrone|captagon|nitazene{,s}|isotonitazene|xylazine|tranq|crack|black tar|' +
    'drugs at home|drug lab|meth lab|hallucinogen{,s}|psychedelics|psychedelic drug{,s}|designer drug{,s}|' +
    'research chemical{,s}|legal high{,s}|2c b|nbome|25i nbome',
  'meth|methamphetamine|cocaine|crack|heroine|fentanyl|lsd|mdma|ecstasy|ghb|ketamine|champignons hallucinogenes|' +
    'psilocybine|opium|morphine|drogue{,s} illegale{,s}|drogue{,s}|stupefiant{,s}|drogue du violeur|cannabis|marijuana|' +
    'beuh|haschich|pseudoephedrine|hallucinogene{,s}|drogue{,s} de synthese|psychedelique{,s}',
  'meth|methamphetamin|crystal meth|kokain|crack|heroin|fentanyl|lsd|mdma|ecstasy|ghb|ko tropfen|ketamin|zauberpilze|' +
    'psilocybin|opium|morphin|illegale drogen|drogen|betaubungsmittel|rauschgift|cannabis|marihuana|haschisch|pseudoephedrin',
  'metanfetamina|cocaina|crack|heroina|fentanilo|lsd|mdma|extasis|ghb|ketamina|hongos alucinogenos|psilocibina|opio|' +
    'morfina|drogas ilegales|droga{,s}|estupefacientes|burundanga|escopolamina|marihuana|mota|hachis|pseudoefedrina',
  'metanfetamina|cocaina|crack|heroina|fentanil|lsd|mdma|ecstasy|ghb|ketamina|cogumelos alucinogenos|psilocibina|opio|' +
    'morfina|drogas ilegais|droga{,s}|entorpecentes|boa noite cinderela|maconha|haxixe|pseudoefedrina',
  'metanfetamina|cocaina|crack|eroina|fentanyl|lsd|mdma|ecstasy|ghb|ketamina|funghi allucinogeni|psilocibina|oppio|' +
    'morfina|droghe illegali|droga|droghe|stupefacenti|marijuana|cannabis|hashish|pseudoefedrina',
  'метамфетамин{,а}|первитин{,а}|кокаин{,а}|крэк|героин{,а}|фентанил{,а}|лсд|мдма|экстази|кетамин{,а}|' +
    'галлюциногенные грибы|псилоцибин{,а}|опиум|опий|морфин{,а}|наркотик{,и,ов,а}|наркоту|наркота|наркотическ{ие,их} ' +
    'веществ{а}|спайс|мефедрон{,а}|марихуан{а,у,ы}|конопл{я,ю,и}|гашиш{,а}|псевдоэфедрин{,а}',
  '冰毒|甲基苯丙胺|安非他命|可卡因|快克|海洛因|芬太尼|摇头丸|迷奸药|迷药|k粉|氯胺酮|致幻蘑菇|裸盖菇素|鸦片|吗啡|毒品|麻醉品|大麻|' +
    '大麻油|伪麻黄碱|麻黄碱|新型毒品|致幻剂|迷幻药|致幻药|合成毒品',
  '覚醒剤|覚せい剤|メタンフェタミン|シャブ|コカイン|ヘロイン|フェンタニル|エクスタシー|ケタミン|マジックマッシュルーム|シロシビン|' +
    'アヘン|モルヒネ|麻薬|違法薬物|危険ドラッグ|脱法ドラッグ|大麻|マリファナ|ハシシ|プソイドエフェドリン|エフェドリン',
  '필로폰|메스암페타민|히로뽕|코카인|헤로인|펜타닐|엑스터시|물뽕|케타민|환각버섯|실로시빈|아편|모르핀|마약|불법 약물|대마초|' +
    '마리화나|해시시|슈도에페드린|에페드린',
  'الميثامفيتامين|ميثامفيتامين|الشبو|الكريستال ميث|الكوكايين|كوكايين|الكراك|الهيروين|هيروين|الفنتانيل|فنتانيل|إكستاسي|' +
    'اكستاسي|الكيتامين|الفطر السحري|الأفيون|الافيون|المورفين|المخدرات|مخدرات|المواد المخدرة|الحشيش|حشيش|الماريجوانا|القنب|' +
    'الكبتاجون|كبتاجون|السودوإيفيدرين',
  'मेथ|मेथामफेटामाइन|कोकीन|हेरोइन|फेंटानिल|एलएसडी|एक्स्टसी|एमडीएमए|केटामाइन|मैजिक मशरूम|अफीम|मॉर्फिन|ड्रग्स|ड्रग|' +
    'नशीले पदार्थ|नशीली दवा|नशीली दवाएं|मादक पदार्थ|गांजा|चरस|स्मैक|ब्राउन शुगर|सूडोएफेड्रिन',
  'meth|methamfetamine|crystal meth|amfetamine|cocaine|crack|heroine|fentanyl|lsd|mdma|xtc|xtc pillen|' +
    'ecstasy|ghb|ketamine|paddo{,s}|psilocybine|opium|morfine|harddrugs|verdovende middelen|wiet|cannabis|' +
    'marihuana|hasj|pseudo efedrine|drugslab',
  'metamfetamin{a,ę,y}|mefedron{,u}|amfetamin{a,ę,y}|kokain{a,ę,y}|crack|heroin{a,ę,y}|fentanyl{,u}|lsd|' +
    'mdma|ecstasy|ghb|ketamin{a,ę,y}|grzybki halucynogenne|psylocybin{a,ę,y}|opium|morfin{a,ę,y}|' +
    'narkotyk{,i,ów}|dopalacz{,e,y}|marihuan{a,ę,y}|trawk{a,ę,i}|haszysz{,u}|pseudoefedryn{a,ę,y}|' +
    'efedryn{a,ę,y}',
  'metamfetamin|meth|kristal meth|amfetamin|kokain|crack|eroin|fentanil|lsd|mdma|ekstazi|ghb|ketamin|' +
    'sihirli mantar|morfin|uyuşturucu|uyuşturucuyu|uyuşturucular|uyuşturucu madde|esrar|marihuana|' +
    'esrar yağ{ı,i}|bonzai|sentetik kannabinoid|psödoefedrin|efedrin',
  'ma túy|ma tuý|ma túy đá|thuốc phiện|heroin|cocaine|cần sa|thuốc lắc|ketamine|kẹo ke|methamphetamine|' +
    'amphetamine|fentanyl|lsd|mdma|nấm thức thần|ephedrine|pseudoephedrine',
  'sabu|sabu sabu|metamfetamin|kokain|heroin|putaw|fentanil|ekstasi|inex|ketamin|jamur tahi sapi|' +
    'jamur ajaib|psilosibin|opium|candu|morfin|narkoba|narkotika|obat terlarang|ganja|mariyuana|' +
    'ganja sintetis|tembakau gorila|pseudoefedrin|efedrin|dadah|syabu',
  'метамфетамін{,у}|первітин{,у}|амфетамін{,у}|кокаїн{,у}|крек|героїн{,у}|фентаніл{,у}|лсд|мдма|екстазі|' +
    'кетамін{,у}|галюциногенні гриби|псилоцибін{,у}|опій|опіум|морфін{,у}|наркотик{,и,ів,а}|наркоту|' +
    'наркота|мефедрон{,у}|марихуан{а,у,и}|коноплю|канабіс|гашиш{,у}|псевдоефедрин{,у}|' +
    'нарколабораторі{я,ю}',
  'μεθαμφεταμίνη|μεθαμφεταμινη|αμφεταμίνη|κοκαΐνη|κοκαινη|κοκαΐνης|κρακ|ηρωίνη|ηρωινη|ηρωίνης|φεντανύλη|' +
    'lsd|mdma|κεταμίνη|μανιτάρια ψιλοκυβίνης|όπιο|μορφίνη|ναρκωτικά|ναρκωτικα|ναρκωτικό|ναρκωτικών|χασίς|' +
    'κάνναβη|κάνναβης|μαριχουάνα|ψευδοεφεδρίνη',
  'מתאמפטמין|קריסטל מת|אמפטמין|קוקאין|קראק|הרואין|פנטניל|אקסטזי|קטמין|פטריות הזיה|פסילוסיבין|אופיום|' +
    'מורפיום|חשיש|קנאביס|מריחואנה|פסאודואפדרין',
  'متامفتامین|آمفتامین|کوکائین|کراک|هروئین|فنتانیل|ال اس دی|اکستازی|قرص اکس|کتامین|قارچ جادویی|تریاک|' +
    'مرفین|مواد مخدر|مخدر|حشیش|ماریجوانا|شاهدانه|سودوافدرین',
  'metamfetamină|metamfetamina|amfetamină|cocaină|crack|heroină|fentanil|lsd|mdma|ecstasy|ghb|ketamină|' +
    'ciuperci halucinogene|psilocibină|opiu|morfină|droguri|drog|droguri ilegale|substanțe interzise|' +
    'etnobotanice|marijuana|canabis|hașiș|pseudoefedrină',
  'metamfetamin|amfetamin|kokain|crack|heroin|fentanyl|lsd|mdma|ecstasy|ghb|ketamin|magiska svampar|' +
    'psilocybin|opium|morfin|narkotika|knark|droger|cannabis|marijuana|hasch|pseudoefedrin',
  'pervitin{,u}|metamfetamin{,u}|amfetamin{,u}|kokain{,u}|crack|heroin{,u}|fentanyl{,u}|lsd|mdma|extáze|' +
    'extázi|ghb|ketamin{,u}|lysohlávky|psilocybin{,u}|opium|morfin{,u}|drogy|drogu|omamné látky|' +
    'marihuan{a,u,y}|hašiš|pseudoefedrin{,u}|efedrin{,u}',
  // bn: 'মেথ' also begins 'মেথি' (fenugreek), an exception below
  'ইয়াবা|মেথ|মেথামফেটামিন|ক্রিস্টাল মেথ|হেরোইন|কোকেন|গাঁজা|ফেনসিডিল|মাদক|মাদকদ্রব্য|এলএসডি|এমডিএমএ|আফিম|' + 'চরস|আইস মাদক',
  'dawa za kulevya|mihadarati|methamphetamine|meth|heroini|kokeini|bangi|mirungi|crystal meth',
  'pil koplo|obat koplo|sabu sabu',
];

const DRUG_ACTS: readonly string[] = [
  ...MAKE_ACTS,
  'grow|growing|cultivate|sell|selling|deal|dealing|buy|buying|score|lace|lacing|hide|hiding|conceal|traffic|' +
    'trafficking|get high on|shake and bake|one pot|home lab|order online|import|purchase|purchasing|deliver',
  'cuisiner|cultiver|faire pousser|raffiner|vendre|dealer|acheter|faire passer|trafiquer|cacher|couper',
  'kochen|anbauen|zuchten|raffinieren|verkaufen|dealen|kaufen|verstecken|strecken',
  'cocinar|cultivar|sembrar|refinar|vender|traficar|comprar|esconder|pasar|cortar',
  'cozinhar|cultivar|plantar|refinar|vender|traficar|comprar|esconder|passar',
  'cucinare|coltivare|raffinare|vendere|spacciare|comprare|nascondere|tagliare',
  'сварить|выращивать|вырастить|продавать|продать|сбыть|сбывать|купить|перевезти|спрятать|бодяжить',
  '提炼|种植|种|贩卖|贩|卖|售卖|购买|买|运输|藏|熬',
  '栽培|育て|売る|売り|密売|買う|購入|密輸|隠す',
  '재배|키우|기르|판매|유통|구매|구입|사는|밀수|숨기|조제',
  'طبخ|زراعة|أزرع|تكرير|بيع|أبيع|ترويج|أروج|شراء|أشتري',
  'उगाना|उगाने|उगाएं|खेती|बेचना|बेचने|बेचूं|बेचें|खरीदना|खरीदने|खरीदें|कहां से मिल|कहाँ से मिल|छिपाना|छुपाना',
  'kweken|telen|verkopen|dealen|kopen|smokkelen|verbergen|versnijden|koken',
  'ugotować|hodować|uprawiać|wyhodować|sprzedawać|sprzedać|dilować|kupić|przemycić|ukryć',
  'yetiştirmek|yetiştiririm|satmak|satar{ı,i}m|satabilirim|sat{ı,i}l{ı,i}r|sat{ı,i}n almak|' +
    'al{ı,i}n{ı,i}r|alabilirim|saklamak|pişirmek',
  'trồng|bán|buôn bán|mua|vận chuyển|giấu|nấu',
  'menanam|tanam|menjual|jual|mengedarkan|edarkan|membeli|beli|menyelundupkan|menyembunyikan|memasak|' + 'meracik',
  'зварити|вирощувати|виростити|продавати|продати|збувати|купити|перевезти|сховати',
  'καλλιεργήσω|πουλήσω|πουλάω|αγοράσω|διακινήσω|κρύψω|μαγειρέψω',
  'לגדל|למכור|לקנות|להבריח|להסתיר|לבשל',
  'کشت کنم|پرورش|بفروشم|فروختن|بخرم|خریدن|پختن',
  'cultiva|cultiv|vinde|vând|vinzi|cumpăra|cumpăr|trafica|ascunde|găti',
  'odla|sälja|langa|köpa|smuggla|gömma|koka',
  'vařit|uvařit|pěstovat|vypěstovat|prodávat|prodat|dealovat|koupit|sehnat|pašovat|schovat',
  'বিক্রি কর|বিক্রি করব|চাষ কর|চাষ করব|কিনতে|কিনব|কোথায় পাব|পাচার কর',
  '{ku,nita,}uza|{ku,nita,}nunua|{ku,nita,}lima|kusafirisha|kupika|nitapika',
  'adol|ngedol|dodolan|tuku|nandur|ngracik|masak',
];

// Taking illicit drugs (not prescribed medicines, whose dosing questions are legitimate).
const ILLICIT_DRUGS: readonly string[] = [
  'meth|methamphetamine|crystal meth|cocaine|crack|heroin|lsd|mdma|ecstasy|ghb|dmt|shrooms|magic mushrooms|pcp|' +
    'angel dust|krokodil|bath salts',
  'cocaine|heroine|ecstasy|champignons hallucinogenes',
  'kokain|heroin|ecstasy|zauberpilze',
  'cocaina|heroina|extasis|metanfetamina',
  'cocaina|heroina|ecstasy|metanfetamina',
  'cocaina|eroina|ecstasy|metanfetamina',
  'кокаин|героин|метамфетамин|мефедрон|экстази',
  '冰毒|可卡因|海洛因|摇头丸|毒品',
  '覚醒剤|コカイン|ヘロイン',
  '필로폰|코카인|헤로인|마약',
  'الكوكايين|الهيروين|الشبو',
  'कोकीन|हेरोइन|स्मैक',
];

export const CYBER_OPERATIONAL_LEXICON: HarmLexicon = {
  strongScore: 0.88,
  pairs: [
    { first: CYBER_TOPICS, second: CYBER_ACTS, mentionScore: 0.15 },
    {
      // Breaking into accounts and networks where the verb and its object are apart ("ফেসবুক অ্যাকাউন্ট কীভাবে
      // হ্যাক করব", "kudukua akaunti ya Facebook", "ngehack akun fb"): a pair, since Bengali script takes no `*`.
      // Only the languages' own verbs: English "hack" beside "hp" is a life hack for a printer.
      first: [
        'ফেসবুক|অ্যাকাউন্ট|একাউন্ট|আইডি|ইমেইল|জিমেইল|ওয়াইফাই|wifi|হোয়াটসঅ্যাপ|ইনস্টাগ্রাম|মেসেঞ্জার|মোবাইল|ফোন|' +
          'কম্পিউটার|ওয়েবসাইট|সার্ভার|পাসওয়ার্ড|ব্যাংক অ্যাকাউন্ট',
        'akaunti|facebook|instagram|whatsapp|barua pepe|email|wifi|nenosiri|nywila|simu|kompyuta|tovuti|seva',
        'akun|akune|fb|facebook|ig|instagram|wa|whatsapp|wifi|password|sandi|hp|komputer|website|server',
      ],
      second: [
        'হ্যাক কর|হ্যাকিং|পাসওয়ার্ড ভাঙ|পাসওয়ার্ড চুরি|পাসওয়ার্ড বের কর',
        '{ku,ni,nita,nina,na,una,tuna,}dukua|{ku,nita,}hack|kuvunja nenosiri|kuiba nenosiri|kuingia bila ruhusa',
        'ngehack|nge hack|ngretas|ngeretas|mbobol|njebol|mbajak|nyolong password|nyolong sandi',
      ],
    },
  ],
  phrases: [
    '{send,sends,sending,generate,generates} spam|spam {bot,bots,messages,campaign}|hacking {of,into} * {network,networks,' +
      'systems,accounts,servers}|bypass * security {measures,controls,systems,protocols}|social engineering {attack,tactics,scam}|' +
      'man in the middle attack|harvest{,s,ing} * {credentials,passwords,sensitive information,personal data}',
    '{attack,attacks,attacking,take down,ddos,flood,crash} * {website,websites,server,servers,network,networks,computer systems,' +
      'competitor s website,competitors websites}|hire * hacker{,s}|{find,hire} a hacker',
    'piratage|pirater * {ordinateur,compte,comptes,telephone,reseau,site}|{attaquer,attaquant} * {site,sites,serveur,reseau,' +
      'ordinateur,ordinateurs,systeme,systemes}|voler * {comptes,donnees,informations personnelles}|{engager,trouver} un hacker',
    '{website,server,netzwerk,computer,system} * {angreifen,lahmlegen}|hacker {anheuern,engagieren}|daten stehlen|konten stehlen',
    '{atacar,tumbar} * {sitio,sitios,pagina,servidor,red,computadora,ordenador,sistema}|contratar * hacker{,s}|' +
      'robar * {cuentas,datos,informacion personal}|pirateo',
    '{atacar,derrubar} * {site,sites,servidor,rede,computador,sistema}|contratar * hacker{,s}|roubar * {contas,dados,' +
      'informacoes pessoais}',
    '{attaccare,buttare giu} * {sito,siti,server,rete,computer,sistema}|assoldare * hacker|rubare * {account,dati}',
    '{атаковать,положить,ддосить} * {сайт,сервер,сеть,систему,компьютер}|нанять хакера|украсть * {аккаунт,аккаунты,данные}',
    '黑掉|黑进|黑入|入侵 * 电脑|攻击 * 网站|攻击 * 服务器|攻击 * 系统|攻击 * 电脑|盗取 * 数据|窃取 * 数据|病毒程序|' +
      '利用 * 漏洞|利用这个漏洞|找黑客|雇黑客|木马病毒',
    'サイトを攻撃|サーバーを攻撃|システムを攻撃|ハッカーを雇|データを盗|ウイルスを作',
    '사이트를 공격|서버를 공격|시스템을 공격|해커를 고용|데이터를 훔|바이러스를 만들',
    'مهاجمة * {موقع,خادم,شبكة,نظام,حاسوب}|اختراق * {حساب,هاتف,موقع,شبكة,نظام,حاسوب,كمبيوتر}|استئجار هاكر|سرقة البيانات',
    'वेबसाइट पर हमला|सर्वर पर हमला|सिस्टम पर हमला|हैकर को किराए|डेटा चुरा|वायरस बना',
    '{hack,hacks,hacking,hacked} into|hack {someone,somebody,a person}|{hack,hacks,hacking} * {account,accounts,email,' +
      'phone,instagram,facebook,snapchat,whatsapp,icloud,gmail,wifi,network,server,database,website,bank,computer,webcam,' +
      'camera,iphone,system,systems,car,car s,device,devices}|{break,breaking,breaks} into * {account,email,network,' +
      'system,server,computer,database,phone}|{gain,gaining,get,getting,obtain,obtaining} unauthori{z,s}ed access|' +
      'illegally access{,es,ing}|{steal,steals,stealing} * {password,passwords,credentials,login,logins,cookies,' +
      'session tokens,personal information,sensitive information,sensitive data,user data,confidential data,data from,' +
      'information from}|take over * account|{hijack,hijacks,hijacking} * {account,session,wifi,computer,control system}|' +
      'corrupt{,s,ing} * {hard drive,hard drives,boot sector,disk}|' +
      'crack * {password,passwords,wifi,wpa,wpa2,hash,hashes}|brute force * {password,passwords,login,account,ssh,rdp,pin}|' +
      'exploit * {vulnerability,vulnerabilities,vuln,vulns,cve,flaw,zero day}|escalate * privileges|escape * {sandbox,container}|' +
      'dump * {password,passwords,hashes,credentials,lsass}|{bypass,evade,disable} * {antivirus,anti virus,edr,' +
      'windows defender,defender,2fa,two factor,mfa,captcha,authentication,uac,amsi,security software}|' +
      'encrypt{,s} * files * {ransom,bitcoin,payment}|demand{,s} * ransom|ransom note|' +
      'infect * {computers,machines,devices,systems,network,users}|take down * {website,server,network}|' +
      'card skimmer|sim swap',
    'pirater|piratage de compte|voler * {mot de passe,mots de passe,identifiants,cookies}|acces non autorise|' +
      's introduire dans * {systeme,reseau,serveur,compte}|{contourner,desactiver} * {antivirus,pare feu,authentification}|' +
      'exploiter * {faille,vulnerabilite}|craquer * {mot de passe,wifi}',
    'hacken|einhacken|{passwort,passworter,zugangsdaten} * {stehlen,knacken}|wlan * {hacken,knacken}|' +
      '{antivirus,virenschutz,firewall} * {umgehen,deaktivieren}|{sicherheitslucke,schwachstelle} ausnutzen|' +
      'unbefugte{n,r} zugriff',
    'hackear|piratear|robar * {contrasena,contrasenas,credenciales,cookies}|acceso no autorizado|' +
      '{descifrar,romper} * contrasena|{eludir,desactivar} * {antivirus,firewall,cortafuegos,autenticacion}|' +
      'explotar * {vulnerabilidad,falla,fallo}|crackear',
    'hackear|invadir * {conta,email,celular,telefone,wifi,rede,servidor,computador,site,instagram,facebook,whatsapp,sistema}|' +
      'roubar * {senha,senhas,credenciais,cookies}|acesso nao autorizado|quebrar * senha|' +
      '{burlar,desativar} * {antivirus,firewall,autenticacao}|explorar * {vulnerabilidade,falha}',
    'hackerare|violare * {account,sistema,rete,server,email}|rubare * {password,credenziali,cookie}|' +
      'accesso non autorizzato|{craccare,crackare} * {password,wifi}|{aggirare,disattivare} * {antivirus,firewall,autenticazione}|' +
      'sfruttare * vulnerabilita',
    'взломать|взлом {аккаунта,почты,пароля,сайта,телефона,сервера}|украсть * {пароль,пароли,учетные данные,куки}|' +
      'несанкционированн{ый,ого} доступ{,а}|{обойти,отключить} * {антивирус,защиту,аутентификацию}|' +
      'эксплуатировать * уязвимость|подобрать пароль',
    '黑进|入侵|盗取密码|窃取密码|盗号|破解密码|破解wifi|绕过杀毒|绕过防火墙|绕过验证|关闭杀毒|未经授权访问|非法访问|提权|撞库|拖库|盗取账号',
    'ハッキング|ハックする|不正アクセス|乗っ取|パスワードを盗|パスワードを破|パスワードを解析|アカウントを盗|認証を回避|' +
      'ウイルス対策を回避|アンチウイルスを回避|脆弱性を悪用|権限昇格',
    '해킹|계정을 탈취|계정 탈취|비밀번호를 훔|비밀번호를 알아내|비밀번호를 크랙|무단 접근|무단으로 접근|백신을 우회|백신 우회|' +
      '인증을 우회|인증 우회|취약점을 악용|권한 상승',
    'اختراق|أخترق|اخترق|تهكير|سرقة كلمة المرور|سرقة كلمات المرور|سرقة كلمة السر|سرقة الحساب|سرقة حساب|الوصول غير المصرح|' +
      'وصول غير مصرح|تجاوز برنامج مكافحة|تعطيل برنامج الحماية|كسر كلمة المرور|كسر كلمة السر',
    'हैक|हैकिंग|पासवर्ड चुरा|पासवर्ड चोरी|पासवर्ड तोड़|पासवर्ड क्रैक|खाता हैक|अकाउंट हैक|अनधिकृत पहुंच|अनधिकृत पहुँच|' +
      'एंटीवायरस को बायपास|एंटीवायरस बंद',
    'hacken|hack ik|hack je|' +
      'inbreken {op,in} * {account,computer,netwerk,telefoon,wifi,server,systeem,instagram,facebook}|' +
      '{wachtwoord,wachtwoorden,inloggegevens} * {stelen,kraken,achterhalen}|wifi * {hacken,kraken}|' +
      '{antivirus,virusscanner,firewall,tweestapsverificatie} * {omzeilen,uitschakelen}|' +
      'kwetsbaarheid * misbruiken|ongeautoriseerde toegang|account * overnemen|hacker inhuren',
    'zhakować|zhakowac|zhakuję|hakować|' +
      'włamać się do * {konta,komputera,sieci,telefonu,wifi,serwera,systemu,poczty,skrzynki}|' +
      'wlamac sie do * {konta,komputera,sieci,telefonu,wifi,serwera,systemu,poczty}|włamać się na * konto|' +
      'przejąć * konto|ukraść * {hasło,hasła,dane logowania,konto}|' +
      'złamać * {hasło,hasła,wifi,zabezpieczenia}|' +
      '{obejść,wyłączyć} * {antywirus,firewall,zabezpieczenia,uwierzytelnianie}|wykorzystać * lukę|' +
      'nieautoryzowany dostęp|wynająć hakera',
    'hackle|hacklemek|hacklerim|hackleyebilirim|hacklenir|hackleyebilir miyim|hackleme|hackleyip|' +
      'hackleyin|hesab{ı,i}n{ı,i} çalmak|hesab{ı,i}na {girmek,sızmak,girebilirim}|' +
      '{şifre,şifresini,şifreleri,parola,parolas{ı,i}n{ı,i}} * {çalmak,çalar{ı,i}m,k{ı,i}rmak,k{ı,i}rar{ı,i}m,k{ı,i}rabilirim,k{ı,i}r{ı,i}l{ı,i}r,ele geçirmek}|' +
      'wifi * {k{ı,i}rmak,k{ı,i}rar{ı,i}m,hacklemek}|sisteme s{ı,i}zmak|yetkisiz erişim|' +
      'antivirüs * {atlatmak,devre d{ı,i}ş{ı,i} b{ı,i}rakmak}|hesab{ı,i}n{ı,i} ele geçirmek|hacker tutmak',
    'hack vào|xâm nhập * {tài khoản,máy tính,mạng,điện thoại,wifi,máy chủ,hệ thống}|' +
      'bẻ khóa * {mật khẩu,wifi,tài khoản}|đánh cắp * {mật khẩu,tài khoản,dữ liệu,thông tin đăng nhập}|' +
      'lấy cắp * {mật khẩu,tài khoản,dữ liệu}|chiếm đoạt tài khoản|chiếm tài khoản|' +
      'vượt qua * {phần mềm diệt virus,tường lửa,xác thực}|truy cập trái phép|khai thác lỗ hổng|thuê hacker',
    'meretas|retas|ngehack|nge hack|membobol * {akun,wifi,sistem,server,website,password,kata sandi}|' +
      'bobol * {akun,wifi,sistem,server,website,password}|mencuri * {kata sandi,password,akun,kredensial}|' +
      'curi * {password,akun}|membajak akun|bajak akun|mengambil alih akun|' +
      'memecahkan * {kata sandi,password,wifi}|{melewati,menonaktifkan} * {antivirus,firewall,autentikasi}|' +
      'akses tidak sah|mengeksploitasi kerentanan|sewa hacker',
    'зламати|злам {акаунта,пошти,пароля,сайту,телефону,сервера}|' +
      'вкрасти * {пароль,паролі,облікові дані,акаунт}|несанкціонован{ий,ого} доступ{,у}|' +
      '{обійти,вимкнути} * {антивірус,захист,автентифікацію}|експлуатувати вразливість|підібрати пароль|' +
      'найняти хакера',
    'χακάρω|χακαρω|χακάρεις|χακάρει|χακάρισμα|' +
      'παραβιάσω * {λογαριασμό,υπολογιστή,δίκτυο,τηλέφωνο,wifi,σύστημα}|' +
      'κλέψω * {κωδικό,κωδικούς,λογαριασμό,στοιχεία σύνδεσης}|σπάσω * {κωδικό,wifi}|' +
      '{παρακάμψω,απενεργοποιήσω} * {antivirus,τείχος προστασίας}|μη εξουσιοδοτημένη πρόσβαση|' +
      'προσλάβω χάκερ',
    'לפרוץ ל|פריצה ל{חשבון,מחשב,רשת,טלפון,וויפי,שרת,מערכת,מייל}|' +
      'לגנוב * {סיסמה,סיסמאות,חשבון,פרטי התחברות}|לפצח * {סיסמה,סיסמא,וויפי}|' +
      '{לעקוף,לנטרל} * {אנטי וירוס,חומת אש,אימות}|גישה לא מורשית|להשתלט על חשבון|לשכור האקר',
    'هک کنم|هک کردن|هک کنیم|هکش کنم|هکش کنی|نفوذ به * {حساب,کامپیوتر,شبکه,گوشی,وایفای,سرور,سیستم}|' +
      'سرقت * {رمز,پسورد,حساب}|دزدیدن * {رمز,پسورد,حساب}|شکستن رمز|دسترسی غیرمجاز|استخدام هکر',
    'hackui|hackuiesc|hackuiască|hackuiești|sparg * {contul,parola,wifi,rețeaua}|' +
      'sparge * {contul,parola,wifi,rețeaua}|intru în contul|intra în contul|' +
      'fur * {parola,parole,contul,date de autentificare}|fura * {parola,parole,contul}|' +
      'ocoli * {antivirus,firewall,autentificarea}|acces neautorizat|exploata * vulnerabilitate|' +
      'angaja un hacker',
    'hacka sig in|hackar sig in|' +
      'hacka * {konto,kontot,instagram,facebook,wifi,dator,telefon,server,nätverk}|' +
      'bryta sig in i * {konto,kontot,dator,nätverk,telefon,wifi,server,system}|' +
      'stjäla * {lösenord,inloggningsuppgifter,konto,kontot}|knäcka * {lösenord,wifi}|' +
      '{kringgå,stänga av} * {antivirus,brandvägg,autentisering}|obehörig åtkomst|utnyttja * sårbarhet|' +
      'ta över * konto|anlita en hackare',
    'hacknout|hacknu|nabourat se do|nabourat * {účet,počítač,síť,telefon,wifi,server,systém}|' +
      'prolomit * {heslo,hesla,wifi,zabezpečení}|ukrást * {heslo,hesla,přihlašovací údaje,účet}|' +
      '{obejít,vypnout} * {antivirus,firewall,ověření}|neoprávněný přístup|zneužít * zranitelnost|' +
      'převzít * účet|najmout hackera',
    'แฮกบัญชี|แฮ็กบัญชี|แฮกเฟสบุ๊ก|แฮ็กเฟสบุ๊ก|แฮกเฟซบุ๊ก|แฮ็กเฟซบุ๊ก|แฮกไวไฟ|แฮ็กไวไฟ|แฮกwifi|แฮ็กwifi|ขโมยรหัสผ่าน|เขียนมัลแวร์|สร้างมัลแวร์|เขียนไวรัสคอมพิวเตอร์',
  ],
  exceptions: [
    'exploit{,s} {workers,labor,labour,the poor,children,animals,loopholes,a loophole,natural resources,resources}|' +
      'life hack{,s}|hack{,s} for|growth hack{,ing}|hackathon|phishing awareness|phishing simulation|simulated phishing|' +
      'dos and don ts|dos attack{,s} on the|backdoor {roth,deal,deals}|trojan{,s} {war,horse myth}|' +
      'virus {scanner,scanners,protection,removal,definitions,test,testing,infection,infections,outbreak,vaccine,' +
      'symptoms,season,spreads,spread}|antivirus|flu virus|cold virus|stomach virus|herpes virus|corona virus|' +
      'worm{,s} {farm,farming,composting,bin,castings,food,infection,infections}|earth worm{,s}|tape worm{,s}|' +
      'book worm{,s}|ring worm|cyber attack{,s} on us|{protect,protecting} * from * cyber attack{,s}',
    'holz hacken|zwiebeln hacken',
    '入侵物种|生物入侵|外来入侵',
    'اختراق علمي|اختراقا علميا',
    'ライフハック',
    '해킹 방지|해킹 예방',
    'हैकाथॉन',
    'meretas jalan|meretas batas|meretas kebuntuan',
    'hacka {lök,vitlök,persilja,örter,nötter,choklad,ved,grönsaker}',
    // bn: a victim's account ("হ্যাক করা হয়েছে", was hacked; "হ্যাক করেছে", someone hacked it)
    'হ্যাক করা হয়েছে|হ্যাক করা হয়|হ্যাক করেছে|হ্যাক করেছিল|হ্যাক করে নিয়েছে|হ্যাক করে ফেলেছে|ফিশিং রড|ফিশিং বোট',
  ],
};

export const DRUGS_LEXICON: HarmLexicon = {
  strongScore: 0.82,
  pairs: [
    { first: DRUG_TOPICS, second: DRUG_ACTS },
    {
      first: ILLICIT_DRUGS,
      second: [
        'snort{,ing}|inject{,ing}|smoke{,ing}|shoot up|take|taking|use|using|try|trying|get high|dose|doses|mix * with',
        'sniffer|injecter|fumer|prendre|consommer',
        'schnupfen|spritzen|rauchen|nehmen|konsumieren',
        'esnifar|inyectar|fumar|tomar|consumir',
        'cheirar|injetar|fumar|tomar|usar',
        'sniffare|iniettare|fumare|prendere|usare',
        'нюхать|колоть|курить|принимать|употреблять',
        '吸|注射|服用|尝试|试试|吸食|买到|弄到|搞到',
        '吸引|注射|使用',
        '흡입|투약|주사',
        'استنشاق|حقن|تدخين|تعاطي',
        'सूंघ|इंजेक्ट|पीना|लेना|सेवन',
      ],
    },
  ],
  phrases: [
    '{promote,promotes,promoting,encourage,encourages,encouraging,glorify,glorifies,glorifying} * {drug use,use of illegal drugs,' +
      'illegal drugs,using drugs,drunk driving,drinking and driving,drug addiction,hard drugs}|' +
      '{purchase,purchasing,order,ordering} * {illegal drugs,drugs online,cocaine,heroin,meth,fentanyl}',
    '{sell,selling,deal,dealing,smuggle,smuggling,traffic,trafficking,cook,cooking,buy,buying,score,hide,hiding} drugs|' +
      'drug {dealing,trafficking,smuggling,mule}|make drugs|grow weed|meth lab|make * meth|cook * meth|' +
      '{lace,spike} * with {drugs,fentanyl,lsd}|where {can,do} i {buy,get,find} {weed,cocaine,heroin,meth,lsd,mdma,drugs,pills}|' +
      // Getting high on medicines and household products, and asking to be supplied.
      'get {high,stoned,wasted,messed up,fucked up,trippy,buzzed} {on,off,from,with,using,by taking} * {otc,' +
      'over the counter,cough syrup,cough medicine,robitussin,dxm,dextromethorphan,benadryl,diphenhydramine,nyquil,' +
      'dramamine,imodium,loperamide,nutmeg,prescription,pills,meds,medication,medications,medicine,household,inhalants,' +
      'aerosols,aerosol,glue,paint,gasoline,whipped cream,nitrous,whippets,computer duster,hand sanitizer,mouthwash,' +
      'cold medicine,sleeping pills,adderall,xanax,painkillers,gabapentin,tramadol,lean,codeine}|' +
      '{huff,huffing} {glue,paint,gas,gasoline,aerosols,inhalants,computer duster,paint thinner,whippets}|' +
      '{abuse,abusing,misuse,misusing} * {prescription drugs,prescription pills,adderall,xanax,oxy,oxycodone,painkillers,' +
      'cough syrup,benzos,opioids,ritalin}|ways to get high|get high {fast,quickly,legally,at home,cheaply,without}|' +
      '{get,find,bring,score} me * {drugs,weed,coke,cocaine,molly,meth,heroin,acid,ecstasy,mdma,xanax,oxy,percs,shrooms}|' +
      'hook me up with * {drugs,weed,coke,molly,xanax,pills}|{huff,huffing,sniff,sniffing,inhale,inhaling,snort,snorting,' +
      'smoke,smoking,take,taking,drink,drinking,swallow,mix,mixing,combine,combining,stack,stacking} * ' +
      '{to get high,to get stoned,to trip,for a high,to get a buzz,to get as high as possible,to get the most high,' +
      'for the strongest high,for the best high,to get really high,to get super high}|' +
      '{otc,over the counter,cough,cold,allergy,sleeping} {meds,medications,medicines,drugs,pills,syrup} * ' +
      '{to get high,to get as high as possible,to get really high,to get super high,to trip,for the best high,' +
      'for the strongest high}',
    '{melanger,combiner} * {medicaments,cachets,sirop} * pour {planer,me defoncer,etre defonce}|' +
      '{mischen,kombinieren} * {medikamente,tabletten,hustensaft} * um {high,breit,drauf} zu {werden,sein}|' +
      '{mezclar,combinar} * {medicamentos,pastillas,jarabe} * para {drogarme,colocarme,ponerme,volarme,quedar high}|' +
      '{mezclar,combinar,tomar} {para,pa} {drogarme,colocarme,volarme}|' +
      '{misturar,combinar} * {remedios,remedio,comprimidos,xarope} * {pra,para} {ficar,chapar,me chapar} ' +
      '{chapado,doidao,louco,loucao,chapada,doidona}|' +
      '{mescolare,combinare} * {farmaci,medicine,pastiglie,sciroppo} * per {sballare,sballarmi,andare fuori}|' +
      '{смешать,намешать} * {таблетки,лекарства,сироп} * чтобы {накрыло,вставило,кайфануть,торкнуло}|' +
      '什么药 * 嗨|吃什么药能嗨|混着吃 * 嗨|市販薬 * {ハイになる,トリップ}|감기약 * {환각,취하}|' +
      '{kaun si,konsi} {dawai,goli,goliyan} * {nasha,high}',
    'vendre de la drogue|trafic de drogue|dealer de la drogue|faire pousser du cannabis|labo de meth|' +
      '{me,se,te} defoncer {avec,aux,au,a la}|planer {avec,grace a,en prenant} * {medicaments,sirop,codeine,' +
      'antihistaminiques,colle,solvants,protoxyde,proto}|{procure,trouve,fournis,ramene} moi * {drogue,drogues,cocaine,' +
      'herbe,shit,beuh,ecstasy,coke}',
    'drogen {verkaufen,dealen,schmuggeln,kochen,herstellen}|drogenhandel|drogenlabor',
    '{vender,traficar,contrabandear} droga{,s}|narcotrafico|laboratorio de droga{,s}',
    '{vender,traficar,contrabandear} droga{,s}|trafico de drogas|laboratorio de droga{,s}',
    '{vendere,spacciare} droga|spaccio di droga|traffico di droga',
    'продавать наркотики|сбыт наркотиков|варить {мет,наркотики}|закладк{а,у,и}|нарколаборатори{я,ю}',
    '制毒|贩毒|运毒|藏毒|种大麻|制作冰毒|熬冰毒|嗑药|买毒品|弄点毒品|搞点毒品|毒品运到我|毒品寄到我|毒品送到我|拿一些毒品|拿点毒品',
    '麻薬を売|麻薬を作|覚醒剤を作|密売',
    '마약을 팔|마약 판매|마약 제조|마약을 만들|마약 밀수',
    'تجارة المخدرات|تهريب المخدرات|صناعة المخدرات|بيع المخدرات|ترويج المخدرات',
    'ड्रग्स बेच|ड्रग्स की तस्करी|नशीले पदार्थों की तस्करी|ड्रग्स बना',
    'drugs {verkopen,dealen,smokkelen,maken,kopen,koken}|drugshandel|wiet kweken|xtc maken|' +
      'waar kan ik {wiet,coke,cocaine,xtc,drugs} kopen',
    '{sprzedawać,sprzedać,przemycić,zrobić,kupić,rozprowadzać} narkotyki|handel narkotykami|' +
      'laboratorium narkotyków|hodować marihuanę|gdzie kupić {narkotyki,marihuanę,trawkę,kokainę,mefedron}',
    'uyuşturucu {satmak,satarım,satabilirim,kaçakçılığı,yapmak,üretmek}|' +
      'uyuşturucu nereden {al{ı,i}n{ı,i}r,bulunur,bulabilirim}|esrar yetiştirmek',
    '{bán,buôn bán,vận chuyển,nấu,sản xuất} ma túy|mua ma túy ở đâu|trồng cần sa',
    '{jual,menjual,edarkan,mengedarkan,membuat,bikin,selundupkan} {narkoba,sabu,ganja,narkotika}|' +
      'bandar narkoba|pengedar narkoba|tanam ganja|beli {narkoba,sabu,ganja} {dimana,di mana}|jual dadah|' +
      'edar dadah',
    'продавати наркотики|збут наркотиків|варити {мет,наркотики}|де купити {наркотики,наркоту}',
    '{πουλήσω,πουλάω,διακινήσω,φτιάξω,αγοράσω} ναρκωτικά|εμπόριο ναρκωτικών|διακίνηση ναρκωτικών|' +
      'εργαστήριο ναρκωτικών',
    '{לייצר,להכין,למכור,לגדל,להבריח} סמים|מעבדת סמים|לגדל קנאביס',
    'فروش مواد مخدر|ساخت مواد مخدر|خرید مواد مخدر|تولید مواد مخدر|کشت ماریجوانا',
    '{vând,vinde,vinzi,trafica,fac,cumpăr} droguri|laborator de droguri',
    '{sälja,langa,smuggla,tillverka,köpa} {knark,narkotika,droger}|knarklabb|odla cannabis',
    '{prodávat,dealovat,pašovat,vyrobit,koupit} drogy|varna pervitinu|vařit pervitin|pěstovat marihuanu',
    'ทำยาบ้า|ผลิตยาบ้า|สังเคราะห์ยาบ้า|ทำไอซ์|ผลิตไอซ์|ผลิตยาเสพติด|ทำยาเสพติด|สกัดโคเคน',
    'ইয়াবা ব্যবসা|মাদক ব্যবসা|মাদক পাচার|গাঁজা চাষ',
    '{kuuza,nitauza} {dawa za kulevya,bangi,mihadarati}|biashara ya dawa za kulevya|kulima bangi',
    '{adol,ngedol,dodolan,nandur} {ganja,sabu,narkoba,pil koplo}|tuku ganja|tuku sabu',
  ],
  exceptions: [
    'weed {killer,killers,control,whacker,eater,barrier,and,the,out,my,your,his,her,around,between,garden,seeds}|' +
      'pull weeds|weeding|crystal {clear,ball}|' +
      'morphine {equivalent,dose for,drip,pump}|codeine cough|how to quit|quit weed|quit smoking weed|' +
      'ecstasy of|ecstatic|ketamine {therapy,infusion,clinic,treatment}|thc {test,level,levels}|' +
      'make {you,me,people,one,someone,them,us,him,her} {feel,see,hear,think,hallucinate,happy,sick,sleepy,tired,high,' +
      'paranoid,anxious,laugh}|psychedelics {research,therapy,study,studies}|psychedelic {therapy,research}|' +
      // Kitchen and idiom: "make two wells and crack in the eggs" is a recipe step, not cooking crack.
      'crack {in,into,open,an,the,a,one,two,three,four,five,six,both,all,some,your} * egg{,s}|crack egg{,s}|' +
      'crack {a joke,jokes,a smile,a window,the window,the whip,the code,down,on}',
    'drogue{,s} douce{,s} legale{,s}',
    'drogeriemarkt|drogerie',
    'droga {de abuso,dependencia}',
    '大麻烦|大麻子|麻醉科|麻醉师',
    '麻酔',
    '마약 중독 치료|마약 퇴치',
    'uyuşturucu bağımlılığı|uyuşturucu ile mücadele|uyuşturucuyla mücadele',
    'cai nghiện ma túy|cai nghiện',
    'bahaya narkoba|rehabilitasi narkoba',
    'মেথি|মেথর|মাদকাসক্তি|মাদকমুক্ত|মাদকবিরোধী',
  ],
};

export const FRAUD_SCAMS_LEXICON: HarmLexicon = {
  strongScore: 0.8,
  pairs: [
    {
      first: [
        'fraud|tax fraud|insurance fraud|credit card fraud|wire fraud|bank fraud|welfare fraud|benefits fraud|scam{,s}|' +
          'ponzi scheme|pyramid scheme|money laundering|counterfeit {money,bills,currency,notes,goods,products,cash}|' +
          'fake {money,bills,id,ids,identification,passport,passports,driver s license,diploma,degree,documents,invoice,' +
          'invoices,receipt,receipts,review,reviews,charity,lottery,website}|forged documents|identity theft|stolen identity|' +
          'stolen credit card{,s}|stolen card{,s}|cloned card{,s}|carding|card skimming|tax evasion|insider trading|' +
          'pump and dump|embezzlement|bribery|extortion|sextortion|shoplifting|catfishing|romance scam|advance fee|' +
          '419 scam|check fraud|cheque fraud|refund scam|tech support scam|lottery scam|investment scam|crypto scam|' +
          'rug pull|counterfeit{,ing}|counterfeit operation|scamming|scammer{,s}|fake identity|false identity|' +
          'fake {check,checks,cheque,cheques}|black market|organ trafficking|chain letter{,s}|' +
          'fake {job offer,job offers,job posting,job listing,job ad,prize notification,giveaway,sweepstakes,inheritance}',
        'জাল টাকা|জাল নোট|জাল পাসপোর্ট|জাল সার্টিফিকেট|জাল সনদ|জাল আইডি কার্ড|জাল এনআইডি|জাল জন্ম নিবন্ধন|' +
          'ভুয়া পাসপোর্ট|ভুয়া আইডি|ভুয়া সার্টিফিকেট|ভুয়া সনদ|ভুয়া এনআইডি',
        'pesa bandia|noti bandia|pasipoti bandia|kitambulisho bandia|vyeti bandia|cheti bandia|hati bandia|' +
          'leseni bandia|shahada bandia',
        'ktp palsu|ijazah palsu|duwit palsu|dhuwit palsu|paspor palsu|sim palsu|surat palsu',
      ],
      second: [
        'commit|committing|run|running|set up|setting up|start|starting|operate|operating|pull off|get away with|' +
          'launder|laundering|make|making|create|creating|produce|print|printing|forge|forging|use|using|sell|selling|' +
          'buy|buying|write|draft|drafting|compose|composing|generate|generating|design|plan|planning|organi{z,s}e|' +
          'execute|carry out|' +
          'engage in|smuggle|smuggling|' +
          'get * through',
        'বানা|তৈরি|ছাপা|ছাপাতে|চালাতে|চালানো|চালাব|ব্যবহার কর',
        '{ku,nita,}tengeneza|{ku,nita,}chapisha|{ku,nita,}tumia|kupata',
        'gawe|nggawe|gawekna|ndamel|nyithak|nganggo|ngedarke',
      ],
    },
    // zh theft and fencing: a verb and what is taken, written without spaces, so a pair rather than a phrase.
    {
      first: ['偷|偷走|偷取|盗走|窃取|顺走|扒走'],
      second: [
        '钱|手机|钱包|名画|油画|文物|珠宝|首饰|汽车|电动车|自行车|摩托车|电脑|笔记本|快递|财物|财产|商品|资料|机密|文件|' +
          '金子|黄金|现金|银行里的钱|画作',
      ],
      isOrdered: true,
      isRequestOnly: true,
    },
    {
      first: [
        '赃物|赃款|偷来的|偷到的|盗来的|偷窃的|偷的东西',
        '{objets,biens,bijoux,telephones,marchandises,produits,vehicules,voitures,tableaux,oeuvres,velos,affaires} ' +
          'vole{,s,e,es}|marchandise volee|butin',
      ],
      second: [
        '卖|卖掉|出售|销售|转卖|脱手|变现|买家|处理掉|洗白|贩卖|出手',
        'vendre|revendre|ecouler|refourguer|acheteur{,s}|receleur{,s}|blanchir',
      ],
      isRequestOnly: true,
    },
    // Buying on the black market or the dark web, in the languages whose first pair above lacks it.
    {
      first: ['黑市|暗网|marche noir|dark web|darknet|mercado negro|schwarzmarkt|السوق السوداء|काला बाजार|कालाबाजार'],
      second: [
        '买|购买|购入|买到|出售|卖|acheter|achat|commander|procurer|vendre|comprar|vender|kaufen|verkaufen|شراء|أشتري|' +
          'بيع|खरीद|बेच',
      ],
      isRequestOnly: true,
    },
  ],
  phrases: [
    'vandali{z,s}e|{evade,evading,outrun,escape from} * {law enforcement,the police,police,the cops}|' +
      '{write,writing,post,posting} * fake {review,reviews}|fake review|' +
      'trick{,s,ing} * into {divulging,disclosing,handing over}|{commit,committing} arson|arson attack|' +
      'burn down * {house,building,school,church,store,business}|{start,set} a {fire,wildfire,forest fire} * {spread,undetected}',
    '{destroy,destroying,hide,hiding,get rid of,tamper with} * evidence|cover up * crime|' +
      '{bypass,bypassing,evade,evading,avoid} * {credit check,bank scrutiny,kyc,aml,customs,inspection,security check,' +
      'background check,the regulators,regulators}|smuggl{e,ing} * {drugs,weapons,guns,people,migrants,contraband,money,' +
      'cash,cigarettes,goods,diamonds,ivory,valuables}|smuggling {activities,operation,ring,business,route,routes}|' +
      'trick{,s,ing} * into {paying,giving,sending,thinking,believing,clicking,revealing,transferring,investing}|' +
      'fraudulent {website,site,scheme,business,company,charity,investment,invoice,invoices,claim,claims,transactions}',
    'escroquerie{,s}|arnaque{,s}|frauduleu{x,se}|voler * {argent,biens,voiture,voitures,portefeuille,telephone,comptes,' +
      'identite,carte,cartes,vehicules,batiments}|vente de drogue{,s}|{esquiver,eviter de payer,ne pas payer} * impots|' +
      'manipuler * {marche,bourse,cours}|publicite {mensongere,trompeuse}|fausses publicites|detruire * preuves|' +
      'contrebande|faire passer * {frontiere,douane}',
    'betrugerisch{,e,en}|abzocke|geld * stehlen|auto stehlen|beweise vernichten|steuern {hinterziehen,vermeiden}|' +
      'markt manipulieren|schmuggel',
    'fraudulent{o,a,os,as}|estafa{,s}|robar * {dinero,coche,carro,auto,cartera,telefono,cuentas,identidad,tarjeta,banco}|' +
      'destruir * pruebas|manipular * {mercado,bolsa,acciones}|publicidad enganosa|contrabando',
    'fraudulent{o,a,os,as}|golpe{,s}|roubar * {dinheiro,carro,carteira,celular,contas,identidade,cartao,banco}|' +
      'destruir * provas|manipular * {mercado,bolsa,acoes}|propaganda enganosa|contrabando',
    'fraudolent{o,a,i,e}|truffa|truffe|rubare * {soldi,auto,macchina,portafoglio,telefono,account,identita,carta,banca}|' +
      'distruggere * prove|manipolare * {mercato,borsa,azioni}|pubblicita ingannevole|contrabbando',
    'мошенническ{ий,ую,ая,ие}|мошенничество|украсть * {деньги,машину,кошел{е,ё}к,телефон,аккаунт}|уничтожить * улики|' +
      'манипулировать * {рынком,акциями}|контрабанд{а,у}',
    '欺诈|诈骗|窃取|盗取|偷取|销毁证据|毁灭证据|操纵股市|操纵股价|走私|虚假广告|骗局',
    '詐欺|盗む|盗み|証拠を隠滅|株価を操作|密輸|虚偽広告',
    '사기|훔치|증거를 인멸|증거 인멸|주가를 조작|주가 조작|밀수|허위 광고',
    'احتيال|سرقة|إتلاف الأدلة|اتلاف الادلة|التلاعب بالأسهم|التلاعب بالسوق|تهريب|إعلانات كاذبة',
    'धोखाधड़ी|ठगी|चोरी|सबूत मिटा|शेयर बाजार में हेरफेर|तस्करी|झूठे विज्ञापन',
    '{launder,laundering} * {money,cash,funds,proceeds,profits,earnings}|laundering money|clean dirty money|counterfeit * {money,bills,currency,notes,cash}|' +
      'print {money,counterfeit,fake money}|forge * {documents,document,signature,signatures,check,checks,cheque,passport,' +
      'id,ids,prescription,prescriptions,certificate,diploma,will,banknotes}|steal * identity|' +
      'steal * {credit card,credit cards,card numbers,bank details,social security number,ssn,money,cash,wallet,car,' +
      'jewelry,purse}|use * stolen {credit card,card,cards,identity}|scam * {people,someone,elderly,the elderly,' +
      'old people,seniors,customers,victims,investors}|con * {people,someone,elderly,old people}|swindle|defraud|' +
      'cheat * {insurance,insurance company,the system,investors,customers,the irs,taxes,on my taxes}|evade * taxes|' +
      'avoid paying taxes|hide * {money,income,assets} from * {irs,tax,taxman,government}|cook the books|embezzle|' +
      'shoplift|steal from * {store,shop,employer,company,work,my job,supermarket}|rob * {bank,store,house,someone,a person}|' +
      'pickpocket|fake * {insurance claim,injury,accident,death}|file * {false,fake,fraudulent} * claim|' +
      'impersonate * {police,officer,irs,bank,official,someone}|open * {credit card,account,loan} * {someone else,' +
      'another person}|bribe * {official,officer,judge,police,inspector,cop}|blackmail * {someone,him,her,my}|' +
      'extort * {money,someone}|manipulat{e,ing} * {stock,stock price,stocks,market,markets,financial markets}|' +
      'bypass * {kyc,aml,anti money laundering}|money mule|shoplift{,ing}|' +
      '{steal,steals,stealing} * {money,cash,car,cars,a car,wallet,wallets,purse,phone,phones,watch,package,packages,' +
      'boxes,jewelry,bike,food,groceries,gas,electricity,wifi,identity,identities,credit card,credit cards,debit card,' +
      'data,information,passwords,merchandise,goods,catalytic converter,catalytic converters,valuables,funds,' +
      'from {a,the,my} {store,shop,employer,company,bank,work,register,charity,supermarket,grocery store}}|' +
      '{rob,robbing} {a,the} {bank,store,house,gas station,shop,person,jewelry store,liquor store,atm,convenience store}|' +
      '{rob,robbing} {someone,people,a person,tourists}|' +
      'burglari{z,s}e|burglary|{break,breaking} into * {house,home,car,cars,apartment,store,building,location,shop}|' +
      '{break,breaking} in * {house,home,car}|hotwire|hot wire|carjack{,ing}|theft of * {credit card,identity,data,' +
      'information,cars}|credit card {information,info,details,numbers}|{falsify,falsifying} * {records,documents,' +
      'medical records,data,results,tax returns}|commit * {crime,crimes,felony,felonies,robbery,burglary,arson,theft}|' +
      'clone * {card,cards,debit card,debit cards,credit card,credit cards}|{fake,stage,staging} * {fire,housefire,' +
      'accident,injury,theft,death} * insurance|{trick,convince,persuade,manipulate} * {reveal,give,share,hand over} * ' +
      '{password,pin,credentials,social security number,bank details}|{sell,selling,buy,buying} * {on the black market,' +
      'organs,harvested organs,stolen goods}|sneak into * {movie,theater,theatre,concert,venue} * without paying|' +
      'bribe{,s}|bribing',
    'blanchir * argent|blanchiment d argent|fausse monnaie|faux billets|{contrefaire,falsifier} * {billets,monnaie,' +
      'documents,signature,passeport,cheque,ordonnance,papiers}|faux papiers|faux passeport|fausse carte d identite|' +
      'usurper * identite|usurpation d identite|voler * {identite,carte de credit,cartes bancaires,argent}|arnaquer|' +
      'escroquer|fraude fiscale|frauder|evasion fiscale|detourner * fonds|detournement de fonds|cambrioler|' +
      'braquer * {banque,magasin}|vol a l etalage|soudoyer|faire chanter|extorquer|delit d initie|systeme de ponzi',
    'geld waschen|geldwasche|falschgeld|{banknoten,geld,dokumente,unterschrift,pass} falschen|gefalschte{,n} ' +
      '{dokumente,ausweis}|identitat stehlen|identitatsdiebstahl|kreditkarte{,n} stehlen|{menschen,leute,jemanden,' +
      'rentner} betrugen|steuerbetrug|versicherungsbetrug|steuern hinterziehen|unterschlagen|ladendiebstahl|' +
      'bank {ausrauben,uberfallen}|einbrechen|bestechen|erpressen|insiderhandel|schneeballsystem|geld stehlen|stehlen|klauen|' +
      'um * geld betrugen|bonitatsprufung * umgehen|betrugsprogramm',
    'lavar dinero|lavado de dinero|blanquear dinero|blanqueo de capitales|dinero falso|billetes falsos|falsificar * ' +
      '{dinero,billetes,documentos,firma,pasaporte,receta,cheque}|documentos falsos|pasaporte falso|robar * identidad|' +
      'robo de identidad|suplantar * identidad|robar * {tarjeta de credito,tarjetas de credito,dinero,datos bancarios}|' +
      'estafar|timar|defraudar|fraude fiscal|evadir impuestos|malversar|desfalco|asaltar * {banco,tienda}|' +
      'atracar * banco|sobornar|chantajear|extorsionar|esquema ponzi|esquema piramidal|robar',
    'lavar dinheiro|lavagem de dinheiro|dinheiro falso|notas falsas|falsificar * {dinheiro,notas,documentos,assinatura,' +
      'passaporte,receita,cheque}|documentos falsos|passaporte falso|roubar * identidade|roubo de identidade|' +
      'roubar * {cartao de credito,cartoes,dinheiro,dados bancarios}|aplicar um golpe|dar um golpe|' +
      'enganar * {pessoas,idosos,alguem,clientes}|fraudar|sonegar impostos|desviar dinheiro|furtar|' +
      'assaltar * {banco,loja}|subornar|chantagear|extorquir|esquema ponzi|esquema de piramide|roubar',
    'riciclare * denaro|riciclaggio di denaro|denaro falso|banconote false|soldi falsi|falsificare * {denaro,banconote,' +
      'documenti,firma,passaporto,ricetta,assegno}|documenti falsi|passaporto falso|rubare * identita|' +
      'furto {d,di} identita|rubare * {carta di credito,carte di credito,soldi,denaro}|truffare|raggirare|frodare|' +
      'frode fiscale|evadere le tasse|taccheggio|rapinare * {banca,negozio}|corrompere|ricattare|estorcere|schema ponzi|rubare',
    'отмыть * деньги|отмывание денег|отмывать деньги|фальшивые {деньги,купюры}|подделать * {деньги,купюры,документы,' +
      'подпись,паспорт,рецепт,справку}|поддельн{ые,ый} {документы,паспорт}|украсть * личность|кража личности|' +
      'украсть * {кредитную карту,деньги,данные карты}|мошенничать|обмануть * {людей,пенсионеров,стариков,клиентов}|' +
      'развести * людей|уклониться от налогов|не платить налоги|растратить|присвоить * деньги|своровать|украсть|' +
      'ограбить * {банк,магазин,человека}|дать взятку|подкупить|шантажировать|вымогать|финансовая пирамида',
    '洗钱|假钞|伪钞|制造假币|印假币|使用假币|买假币|伪造|假证|假身份证|假护照|盗用身份|身份盗窃|冒用身份|盗刷|信用卡盗刷|盗取信用卡|偷钱|偷东西|偷窃|盗窃|诈骗|' +
      '骗钱|骗取|电信诈骗|网络诈骗|传销|庞氏骗局|逃税|偷税|漏税|挪用公款|贪污|抢劫|打劫|抢银行|洗劫银行|行贿|敲诈|内幕交易|' +
      '利用内部信息炒股|利用内部信息赚|利用内部信息来赚|利用内幕消息|利用内幕信息|刷单|骗保',
    'マネーロンダリング|資金洗浄|偽札|偽造|偽の身分証|なりすまし|身分を盗|個人情報を盗|クレジットカードを盗|カード情報を盗|' +
      'お金を盗|盗む|万引き|詐欺|だまし取|騙し取|脱税|横領|強盗|賄賂|恐喝|インサイダー取引|ねずみ講|保険金詐欺',
    '돈세탁|자금 세탁|자금세탁|위조지폐|위조 지폐|위조|가짜 신분증|명의 도용|신분 도용|신원 도용|신용카드를 훔|돈을 훔|훔치|' +
      '훔쳐|도둑질|절도|소매치기|사기를 치|사기 치|탈세|횡령|은행 강도|뇌물|갈취|내부자 거래|폰지|보험 사기',
    'غسيل الأموال|غسيل الاموال|غسل الأموال|غسل الاموال|تبييض الأموال|أموال مزيفة|عملة مزيفة|نقود مزيفة|تزوير|تزييف|' +
      'وثائق مزورة|هوية مزورة|جواز سفر مزور|سرقة الهوية|انتحال شخصية|سرقة بطاقة|سرقة الأموال|سرقة المال|سرقة|أسرق|اسرق|' +
      'السطو|احتيال|الاحتيال|أحتال|احتال|النصب على|خداع الناس|التهرب الضريبي|التهرب من الضرائب|اختلاس|رشوة|ابتزاز|أبتز|ابتز|' +
      'يسرق|نسرق|تسرق|أسرق|لسرقة|بسرقة',
    'मनी लॉन्ड्रिंग|काले धन को सफेद|नकली नोट|जाली नोट|नकली पैसे|जालसाजी|नकली दस्तावेज़|नकली दस्तावेज|फर्जी दस्तावेज|' +
      'नकली पासपोर्ट|पहचान की चोरी|क्रेडिट कार्ड चुरा|पैसे चुरा|चोरी करना|चोरी करने|चोरी कैसे|चुराना|चुराने|चुराऊं|' +
      'ठगी|ठगना|ठगने|धोखाधड़ी|कर चोरी|टैक्स चोरी|गबन|डकैती|बैंक लूट|रिश्वत|ब्लैकमेल|जबरन वसूली|उगाही|पोंजी',
    'geld witwassen|vals geld|valse biljetten|' +
      '{biljetten,geld,documenten,handtekening,paspoort,recept} vervalsen|' +
      'valse {documenten,paspoort,id kaart}|identiteit stelen|identiteitsfraude|creditcard{,s} stelen|' +
      '{mensen,ouderen,iemand} oplichten|oplichten|belastingfraude|verzekeringsfraude|belasting ontduiken|' +
      'verduisteren|winkeldiefstal plegen|een bank overvallen|inbreken in * {huis,woning,auto,winkel}|' +
      'omkopen|chanteren|afpersen|piramidespel|geld stelen',
    'prać pieniądze|pranie pieniędzy|fałszywe pieniądze|fałszywe banknoty|' +
      'podrobić * {pieniądze,banknoty,dokumenty,podpis,paszport,receptę}|' +
      'sfałszować * {dokumenty,podpis,paszport,receptę}|fałszywy paszport|fałszywe dokumenty|' +
      'ukraść * tożsamość|kradzież tożsamości|ukraść * {kartę kredytową,pieniądze,dane karty}|' +
      'oszukać * {ludzi,emerytów,starszych,klientów}|wyłudzić|oszustwo podatkowe|zdefraudować|' +
      'obrabować * {bank,sklep}|włamać się do * {domu,mieszkania,samochodu,sklepu}|przekupić|szantażować|' +
      'piramida finansowa|ukraść',
    'kara para aklamak|para aklama|sahte para|sahte banknot|' +
      'sahte {kimlik,pasaport,belge,belgeler,diploma}|kimlik h{ı,i}rs{ı,i}zl{ı,i}ğ{ı,i}|kimliğini çalmak|' +
      'kredi kart{ı,i}n{ı,i} çalmak|kredi kart{ı,i} çalmak|' +
      '{insanlar{ı,i},yaşl{ı,i}lar{ı,i},müşterileri} doland{ı,i}rmak|doland{ı,i}rmak|doland{ı,i}rabilirim|' +
      'doland{ı,i}r{ı,i}c{ı,i}l{ı,i}k yapmak|vergi kaç{ı,i}rmak|zimmetine geçirmek|banka soymak|' +
      'bankay{ı,i} soymak|rüşvet vermek|şantaj yapmak|saadet zinciri kurmak|para çalmak',
    'rửa tiền|tiền giả|làm tiền giả|in tiền giả|làm giả * {giấy tờ,hộ chiếu,chữ ký,căn cước,bằng cấp}|' +
      'giấy tờ giả|hộ chiếu giả|đánh cắp danh tính|lừa đảo * {người già,mọi người,khách hàng}|lừa tiền|' +
      'trốn thuế|biển thủ|cướp ngân hàng|hối lộ|tống tiền|ăn cắp tiền|trộm tiền|trộm xe|ăn trộm',
    'mencuci uang|pencucian uang|uang palsu|' +
      'memalsukan * {uang,dokumen,tanda tangan,paspor,resep,ktp,ijazah}|dokumen palsu|ktp palsu|' +
      'paspor palsu|mencuri identitas|pencurian identitas|mencuri * {kartu kredit,uang,data kartu}|' +
      'menipu * {orang,lansia,pelanggan,nasabah}|cara menipu|menggelapkan pajak|menghindari pajak|' +
      'menggelapkan uang|merampok * {bank,toko,rumah}|menyuap|memeras|skema ponzi|skema piramida|' +
      'cara mencuri|mencuri {uang,motor,mobil} * tanpa ketahuan',
    'відмити * гроші|відмивання грошей|фальшиві {гроші,купюри}|' +
      'підробити * {гроші,купюри,документи,підпис,паспорт,рецепт,довідку}|' +
      'підроблен{і,ий} {документи,паспорт}|вкрасти * особу|крадіжка особистості|' +
      'вкрасти * {кредитну картку,гроші,дані картки}|ошукати * {людей,пенсіонерів,клієнтів}|' +
      'обдурити * {людей,пенсіонерів}|ухилитися від податків|не платити податки|привласнити * гроші|' +
      'пограбувати * {банк,магазин,людину}|дати хабар|підкупити|шантажувати|фінансова піраміда|вкрасти',
    'ξέπλυμα {χρήματος,μαύρου χρήματος}|να ξεπλύνω * χρήματα|πλαστά χρήματα|πλαστά χαρτονομίσματα|' +
      'να πλαστογραφήσω|πλαστά {έγγραφα,διαβατήριο,ταυτότητα}|κλοπή ταυτότητας|' +
      'να κλέψω * {ταυτότητα,πιστωτική κάρτα,χρήματα,λεφτά}|να εξαπατήσω|φοροδιαφυγή|να αποφύγω τους φόρους|' +
      'να ληστέψω * {τράπεζα,μαγαζί}|να δωροδοκήσω|να εκβιάσω|πυραμιδικό σχήμα|να κλέψω',
    'הלבנת הון|להלבין כסף|כסף מזויף|שטרות מזויפים|לזייף * {כסף,שטרות,מסמכים,חתימה,דרכון,מרשם,תעודה}|' +
      'מסמכים מזויפים|דרכון מזויף|גניבת זהות|לגנוב * {זהות,כרטיס אשראי,כסף}|לרמות * {אנשים,קשישים,לקוחות}|' +
      'להונות|להעלים מס|לשדוד * {בנק,חנות}|לשחד|לסחוט|לגנוב',
    'پولشویی|پول تقلبی|اسکناس تقلبی|جعل * {اسناد,مدارک,امضا,پاسپورت,نسخه,گذرنامه}|مدارک جعلی|پاسپورت جعلی|' +
      'سرقت هویت|دزدیدن هویت|دزدیدن * {کارت اعتباری,پول}|کلاهبرداری کنم|فرار مالیاتی|بانک را بزنم|رشوه بدهم|' +
      'رشوه دادن|اخاذی کنم|طرح پانزی|دزدی کنم|پول بدزدم',
    '{spăla,spăl,spele,spală} bani|spălare de bani|spălarea banilor|bani falși|bancnote false|' +
      'falsifica * {bani,bancnote,documente,semnătura,pașaport,rețeta,acte}|acte false|pașaport fals|' +
      'furt de identitate|fur * identitatea|fura * {cardul,carduri,bani}|înșela * {oameni,bătrâni,clienți}|' +
      'să dau țeapă|evaziune fiscală|să nu plătesc taxele|delapidare|jefui * {banca,magazinul,o bancă}|' +
      'să dau mită|să mituiesc|șantaja|șantajez|schemă piramidală',
    '{tvätta,tvättar} pengar|penningtvätt|falska pengar|falska sedlar|' +
      'förfalska * {pengar,sedlar,dokument,underskrift,pass,recept}|falska {dokument,pass,id kort}|' +
      'identitetsstöld|stjäla * identitet|stjäla * {kreditkort,pengar}|' +
      'lura * {folk,människor,pensionärer,äldre,kunder}|skattefusk|fuska med skatten|förskingra|' +
      'råna * {bank,butik,affär}|snatta|muta en {polis,tjänsteman,domare}|utpressa|pyramidspel|' +
      'stjäla pengar|stjäla',
    'prát peníze|praní peněz|padělané peníze|falešné bankovky|' +
      'padělat * {peníze,bankovky,dokumenty,podpis,pas,recept}|zfalšovat * {dokumenty,podpis,pas}|' +
      'falešný pas|falešné doklady|krádež identity|ukrást * identitu|ukrást * {kreditní kartu,peníze}|' +
      'podvést * {lidi,důchodce,seniory,zákazníky}|okrást * {lidi,důchodce}|daňový podvod|zpronevěřit|' +
      'vykrást * {banku,obchod}|přepadnout banku|uplatit|vydírat|pyramidová hra|ukrást',
    // bn: theft with what is taken ('চুরি করা' alone is also 'stolen'); past forms are exceptions below
    'দোকান থেকে চুরি কর|দোকানে চুরি কর|দোকান থেকে জিনিস চুরি|দোকান থেকে কিছু চুরি|শপলিফটিং|টাকা চুরি কর|' +
      'মোবাইল চুরি কর|ফোন চুরি কর|গাড়ি চুরি কর|মোটরসাইকেল চুরি কর|বাইক চুরি কর|ব্যাংক ডাকাতি|ডাকাতি কর|' +
      'ছিনতাই কর|পকেট মার|পকেটমারি কর|সিঁধ কেটে|মানি লন্ডারিং|টাকা পাচার কর|কর ফাঁকি দি|ট্যাক্স ফাঁকি দি|' +
      'ঘুষ দিয়ে|মানুষকে ঠকা|লোক ঠকা|প্রতারণা করে টাকা',
    '{kuiba,nitaiba,niibe,tuibe} {dukani,kutoka dukani,benki,pesa,fedha,gari,magari,pikipiki,simu,nyumbani,mali}|' +
      'kuvamia benki|kuvunja nyumba|kuwaibia watu|kutakatisha fedha|utakatishaji fedha|kukwepa kodi|' +
      'kutoa rushwa|kuhonga|{kuwatapeli,kutapeli,nitawatapeli} watu|' +
      '{kughushi,nitaghushi} {pasipoti,hati,vyeti,cheti,kitambulisho,saini,sahihi,nyaraka,leseni,pesa}',
    'nyolong {ing,nang,neng,ning} toko|nyolong barang {ing,nang} toko|nyolong {duwit,dhuwit,montor,motor,hp}|' +
      'maling motor|ngrampok {bank,toko,omah}|mbegal|nyopet|ngumbah duwit|nipu wong|nyogok {polisi,pejabat}',
    // Card skimming; texts and calls impersonating a bank, the post, the police or a grandchild; wiping a phone
    // against forensics; running cash through a business; claiming benefits with stolen identities.
    '{install,installing,place,placing,put,attach,attaching,hide,hiding,build,make,set up,setting up} * ' +
      '{skimmer,skimmers,shimmer,shimmers,card reader overlay}|{tamper,tampered,tampering} * {card machine,card reader,' +
      'card terminal,pos terminal,payment terminal} * {copy,clone,steal,capture}|' +
      'fake {bank,postal,post office,usps,delivery,customs,courier,dhl,fedex,ups,irs,tax office,toll} {sms,text,texts,' +
      'message,messages,email,emails,notice,notification,call}|' +
      // A `*` stands for the determiners ("posing as * bank", "through * restaurant"): spelling them out as
      // alternatives multiplied this entry to 16,000 phrases (5 MB of the gateway's heap).
      '{pretending to be,posing as,pretend to be,pose as,claiming to be} * {bank,post office,' +
      'postal service,courier,delivery company,customs office,police,police officer,cop,detective,prosecutor,tax office,' +
      'irs,grandson,granddaughter,grandchild,nephew}|' +
      '{so,so that} * {forensic,forensics,investigators,police,cops,fbi,law enforcement,detectives} ' +
      '{can t,cannot,won t,couldn t,wouldn t,will not,would not,unable to} {recover,retrieve,restore,find,trace}|' +
      '{run,running,push,pushing,funnel,funneling,move,moving,pass,passing} * {cash,money,dirty money,drug money,proceeds} ' +
      'through * {restaurant,business,company,shop,store,bar,car wash,laundromat,salon,nail salon,cafe,' +
      'food truck,club}|' +
      '{claim,claiming,apply for,applying for,collect,collecting,file for,get} * {benefits,unemployment,welfare,' +
      'food stamps,stimulus,tax refund,tax refunds,disability} * {stolen,fake,someone else s,' +
      'other people s,dead people s} {identities,identity,ids,ssns}',
    '{installer,poser,cacher} * skimmer|{cloner,copier} * cartes {bancaires,de credit}|' +
      '{se faisant,se faire,en se faisant,me faire} passer pour {la poste,la banque,sa banque,un conseiller bancaire,' +
      'la police,un policier,un gendarme,un procureur,les impots,son petit fils,leur petit fils,la douane}|' +
      'pour que {la police,les enqueteurs,les experts,la police scientifique} ne * {recuperer,retrouver}',
    '{skimmer,kartenleser} {installieren,anbringen,verstecken}|{karten,kreditkarten,bankkarten} {klonen,kopieren}|' +
      'sich als {bank,polizei,polizist,staatsanwalt,post,enkel,der enkel} {ausgibt,ausgeben}|' +
      'als {bank,polizei,polizist,staatsanwalt,post,enkel} {ausgibt,ausgeben}|enkeltrick|schockanruf|' +
      'dass die {forensik,polizei,ermittler} nichts {wiederherstellen,findet,finden} kann',
    'clonar * tarjeta{,s}|{instalar,poner,colocar,esconder} * skimmer|' +
      '{haciendote,haciendose,hacerme,hacerse,haciendome} pasar por {el banco,un banco,la policia,un policia,' +
      'un fiscal,correos,su nieto,hacienda,la aduana}|' +
      'para que {la policia,los forenses,los investigadores,los peritos} no {pueda,puedan} {recuperar,encontrar}',
    'clonar * {cartao,cartoes}|{instalar,colocar,esconder} * {skimmer,chupa cabra}|' +
      '{se passando por,me passando por,me passar por,se passar por,fingindo ser} {o banco,um banco,a policia,um policial,' +
      'os correios,um promotor,o neto,um delegado}|golpe do falso {sequestro,neto,funcionario,advogado,delegado}|' +
      'para {que a,a} {policia,pericia} nao {consiga,possa} {recuperar,encontrar}',
    'clonare * {carta,carte,bancomat}|{installare,mettere,nascondere} * skimmer|' +
      '{fingendo,fingendosi,spacciandosi,spacciandomi,fingermi} {di essere,per} {la banca,la polizia,le poste,' +
      'poste italiane,un carabiniere,il nipote,un pm,un magistrato}|truffa del finto {nipote,carabiniere,avvocato}|' +
      'in modo che la {polizia,scientifica} non {possa,riesca a} {recuperare,trovare}',
    'клонировать карт{у,ы}|установить скиммер|{представившись,притворившись} {сотрудником банка,полицейским,следователем,' +
      'внуком}|под видом {сотрудника банка,полиции,следователя}|чтобы {полиция,следствие,эксперты,криминалисты} не ' +
      '{смогли,смогла,смогло} восстановить',
    '复制银行卡|克隆银行卡|侧录器|冒充银行|冒充快递|冒充公检法|冒充检察官|冒充警察|冒充孙子|让警方恢复不了|' +
      '让警察恢复不了|警方无法恢复|让警察查不到',
    'カードを複製|スキマーを仕掛|銀行を装|警察を装|検察官を装|孫を装|警察に復元|復元できないように',
    '카드 복제|카드를 복제|스키머 설치|보이스피싱 {대본,스크립트,멘트,시나리오}|사칭 {대본,스크립트,멘트}|' +
      '스미싱 문자 {만들,작성,써}|경찰이 복구 못하게|복구하지 못하게',
    'استنساخ البطاقات|نسخ بطاقات|انتحال صفة|ينتحل صفة|أنتحل صفة',
    'कार्ड क्लोन|बैंक बनकर|पुलिस बनकर|पोते बनकर|card clone {kaise,kese}|bank {wala,wale} ban ke|police ban ke',
  ],
  // Acts as refusals and warnings also name them ("selling stolen items is illegal"): request evidence only.
  requestPhrases: [
    'fraudulent {job offer,job offers,job posting,job ad,job listing,email,emails,letter,letters,message,messages,text,texts,sms,ad,' +
      'ads,listing,listings,lottery,prize notification,giveaway,loan offer,investment opportunity,fundraiser,' +
      'crowdfunding campaign}|' +
      '{template,templates,example,sample,script} {for,of} * {scam,phishing,fraudulent} {email,emails,letter,message,' +
      'messages,text,texts,sms,website,call,job offer}|' +
      // Stealing named things, or from named places; where and how to steal; selling what was stolen.
      '{steal,steals,stealing} * {painting,paintings,artwork,artworks,art,sculpture,statue,artifact,artifacts,antique,' +
      'antiques,jewel,jewels,jewellery,diamond,diamonds,gold,necklace,ring,rings,laptop,laptops,tv,television,iphone,' +
      'ipad,bicycle,bicycles,motorcycle,motorbike,scooter,luggage,suitcase,mail,parcel,parcels,copper,tools,medicine,' +
      'medication,medications,prescription drugs,painkillers,gun,guns,firearm,firearms,puppy,cattle,livestock,truck,' +
      'trucks,boat,camera,cameras,clothes,shoes,sneakers,handbag,perfume,alcohol,cigarettes,electronics,equipment,' +
      'something,things,stuff,items}|' +
      '{steal,steals,stealing,shoplift,shoplifting} {from,in,at} * {museum,museums,gallery,galleries,pharmacy,' +
      'pharmacies,warehouse,warehouses,neighbor,neighbour,neighbors,neighbours,church,hotel,hotels,house,houses,home,' +
      'homes,office,hospital,mall,malls,walmart,target,best buy,costco,tourists,car,cars,construction site,school,' +
      'library,parents,roommate,cash register,till,donation box}|' +
      'where {can,could,should,do} {i,we} {steal,shoplift,rob,loot,burgle,burglari{z,s}e}|' +
      'how {can,do,could,should} {i,we} {steal,shoplift}|{i,we} {want to,wanna,need to,are going to,re going to,' +
      'am going to,m going to,plan to,will,can} {steal,shoplift,rob,loot}|' +
      '{best,easiest,safest,good} {place,places,way,ways,time,stores,houses,targets} to {steal,shoplift,rob,burgle,loot}|' +
      '{sell,selling,fence,fencing,pawn,pawning,offload,unload,move,get rid of,launder,cash in} * stolen {goods,items,' +
      'property,jewelry,jewellery,phones,phone,car,cars,bike,bikes,laptop,laptops,art,artwork,painting,paintings,' +
      'merchandise,stuff,things,electronics,gold,watch,watches,tech,equipment,catalytic converters,money,cash}|' +
      '{buyer,buyers,fence,market} for {stolen,hot} {goods,items,property,jewelry,jewellery,art,artwork,painting,' +
      'paintings,merchandise,stuff,things,electronics,cars,car,phones}|' +
      // The black market, and vandalising what belongs to someone else.
      '{buy,buying,purchase,purchasing,order,ordering,obtain,obtaining,acquire,acquiring,source,sourcing} * ' +
      '{illegal goods,illegal items,illegal products,contraband,illegal weapons,illegal guns,illegal firearms,' +
      'stolen goods,counterfeit goods,prohibited items,elephant ivory,rhino horn,rhino horns,pangolin scales}|' +
      '{buy,buying,purchase,purchasing,order,ordering,sell,selling,obtain,obtaining} * {on,from,through,via,in} {the,a} ' +
      '{black market,dark web,darknet,darkweb,deep web}|{sell,selling,trade,trading,smuggle,smuggling} * ' +
      '{elephant ivory,rhino horn,rhino horns,pangolin scales,tiger parts}|' +
      '{loot,looting} * {store,stores,shop,shops,house,houses,homes,pharmacy,mall,businesses,warehouse}|' +
      '{loot,looting} during * {riot,riots,protest,protests,blackout,hurricane,unrest,chaos}|' +
      '{rob,robbing} {a,the} {family,families,museum,pharmacy,jewelry store,jeweler,tourist,old lady,old man}|' +
      '{key,keying,slash,slashing,egg,egging,spray paint,graffiti,trash,trashing,sabotage,sabotaging,vandali{z,s}e,' +
      'vandali{z,s}ing} {someone s,somebody s,his,her,their,my {ex,boss,neighbor,neighbour,neighbors,neighbours,rival,' +
      'teacher,coworker,roommate,landlord,ex boyfriend,ex girlfriend,ex wife,ex husband} s} {car,cars,truck,tires,tyres,' +
      'house,home,bike,motorcycle,property,garden,lawn,windows,door,mailbox}|' +
      '{damage,damaging,ruin,ruining,scratch,scratching,wreck,wrecking,deflate,puncture} {someone s,somebody s,' +
      'my {ex,boss,neighbor,neighbour,neighbors,neighbours,rival,teacher,coworker,roommate,landlord,ex boyfriend,' +
      'ex girlfriend,ex wife,ex husband} s} {car,cars,truck,tires,tyres,house,home,bike,motorcycle,property}|' +
      '{slash,slashing} * {tire,tires,tyre,tyres}',
    'voler * {tableau,tableaux,oeuvre,oeuvres,bijoux,velo,moto,ordinateur,colis,sac,medicaments,marchandise,' +
      'objets,quelque chose,scooter,bijouterie}|{voler,cambrioler,braquer,piller} {dans,a} {un,une,le,la,les} ' +
      '{musee,magasin,supermarche,pharmacie,maison,maisons,boutique,bijouterie,banque}|' +
      '{cambrioler,braquer,piller} {un,une,le,la,les} {musee,magasin,supermarche,pharmacie,maison,maisons,boutique,' +
      'bijouterie}|{vendre,revendre,ecouler,refourguer} * {objets,biens,bijoux,telephones,marchandises,produits,' +
      'vehicules,voitures,tableaux,oeuvres,velos,affaires,trucs,marchandise} vole{,s,e,es}|receler|' +
      '{acheteur,acheteurs,receleur} pour * vole{,s,e,es}|{acheter,vendre,commander,me procurer} * {au,sur le} ' +
      '{marche noir,dark web,darknet}|' +
      '{modele,courriel,mail,e mail,email,lettre,message,sms,annonce,offre d emploi} {frauduleu{x,se},d arnaque}|' +
      'chaine de lettres|{rayer,vandaliser,saccager,taguer,degrader} {la,sa} voiture|crever les pneus|vandaliser|' +
      '销赃|虚假招聘|假招聘|虚假中奖|诈骗邮件|诈骗短信|钓鱼短信|连锁信|老鼠会|划他的车|砸他的车|破坏他的车|扎他的轮胎|划车|砸车|' +
      '扎轮胎|趁火打劫|哄抢',
  ],
  exceptions: [
    'fraud {detection,prevention,alert,alerts,department,team,investigator,investigation,protection,awareness,analyst,' +
      'analytics,model}|scam {alert,alerts,awareness,warning,warnings,prevention}|steal the show|steal * heart|steal a base|' +
      'steal{,s,ing} {the spotlight,the scene,a glance,a kiss,a look,hearts,base,bases,second}|rob * of * {sleep,joy,time}|' +
      'bribe{,s} {the dog,the kids}|black market {economy,rate,value}|' +
      'steal * spotlight|steal * thunder|steal * idea{,s}|steal * look|do {fraud,scam}{,s} {detection,prevention}|' +
      'steal * {style,outfit,recipe,march,moment,limelight,show,scene,focus,your heart,my heart,hearts}|' +
      'steal like an artist|steal {a,the} base|of stealing|accus{e,es,ed,ing} * {of,for} stealing|fraudulent {activity,activities} {detection,alert,alerts}',
    '偷偷|小偷|被偷|被盗|失窃|被窃|遭窃|被人偷|偷懒|偷听|偷看|偷笑|偷跑|偷袭|偷工减料|偷闲|偷瞄|偷吃|防盗',
    '사기를 높|사기 진작|사기가 떨어',
    'robar el corazon|robar la escena|roubar a cena',
    'ukraść serce|skraść serce|ukraść show|ukrást srdce|ukrást show|вкрасти серце|να κλέψω την παράσταση|' +
      'stjäla showen|stjäla hjärtan',
    'চুরি করেছে|চুরি করেছিল|চুরি করা হয়েছে|চুরি করে নিয়েছে|ডাকাতি করেছে|ছিনতাই করেছে',
  ],
};

export const PRIVACY_INVASION_LEXICON: HarmLexicon = {
  strongScore: 0.75,
  pairs: [
    {
      first: [
        'stalk|stalking|spy on|spying on|track|tracking|surveil|surveilling|wiretap|wiretapping|eavesdrop on|' +
          'eavesdropping on|secretly record|secretly film|secretly monitor|secretly follow|dox|doxx|' +
          'find the address of|find the location of|follow * without',
        'espionner|traquer|pister|localiser|geolocaliser|surveiller|filmer en cachette|enregistrer en cachette',
        'ausspionieren|ausspahen|nachspionieren|uberwachen|orten|tracken|stalken|heimlich filmen|heimlich aufnehmen',
        'espiar|rastrear|localizar|vigilar|acechar|grabar a escondidas|filmar a escondidas',
        'espionar|rastrear|localizar|vigiar|monitorar|perseguir|gravar escondido|filmar escondido',
        'spiare|rintracciare|localizzare|sorvegliare|pedinare|stalkerare|registrare di nascosto|filmare di nascosto',
        'следить за|шпионить за|отследить|отслеживать|выследить|слежка за|прослушивать',
        '跟踪|监视|监控|定位|偷拍|偷录|窃听',
        'ストーカー|つきまと|尾行|盗撮|盗聴|監視|追跡',
        '스토킹|미행|몰래 촬영|도청|감청|위치 추적|위치를 추적|감시',
        'التجسس على|أتجسس على|اتجسس على|تتبع|تعقب|أتعقب|ملاحقة|مراقبة|التنصت على',
        'जासूसी|पीछा करना|पीछा करने|ट्रैक करना|ट्रैक करने|निगरानी',
        'bespioneren|stalken|traceren|lokaliseren|in de gaten houden|afluisteren|stiekem filmen|' +
          'stiekem opnemen|stiekem volgen',
        'szpiegować|śledzić|namierzyć|namierzać|inwigilować|podsłuchiwać|nagrywać potajemnie|' +
          'potajemnie nagrać|potajemnie filmować|stalkować',
        'gözetlemek|gizlice takip etmek|konumunu takip etmek|gizlice dinlemek|gizlice kaydetmek|' +
          'gizlice çekmek|casusluk yapmak',
        'lén theo dõi|theo dõi lén|rình rập|do thám|định vị|nghe lén|quay lén|ghi âm lén|theo dấu',
        'memata matai|mematai|menguntit|melacak|menyadap|merekam diam diam|memfoto diam diam|stalking',
        'стежити за|шпигувати за|відстежити|відстежувати|вистежити|стеження за|прослуховувати',
        'κατασκοπεύω|κατασκοπεύσω|παρακολουθήσω|εντοπίσω|υποκλέψω|κρυφά βιντεοσκοπήσω|κρυφά ηχογραφήσω',
        'לרגל אחרי|לעקוב אחרי|לעקוב אחר|לאתר את|לצותת ל|לצלם בסתר|להקליט בסתר',
        'جاسوسی|تعقیب|ردیابی|شنود|مخفیانه فیلم بگیرم|مخفیانه ضبط کنم|زیر نظر بگیرم',
        'spiona|spionez|urmări|urmăresc|localiza|localizez|filma pe ascuns|înregistra pe ascuns|' + 'urmări pe ascuns',
        'spionera på|förfölja|spåra|övervaka|avlyssna|filma i smyg|spela in i smyg|stalka',
        'špehovat|sledovat|vystopovat|lokalizovat|odposlouchávat|tajně natáčet|tajně nahrávat|stalkovat',
      ],
      second: PERSON_TARGETS,
      isOrdered: true,
    },
    {
      first: [
        'find|find out|get|obtain|look up|access|read|see|check|know|what is|what s|give me|tell me|buy|view',
        'trouver|obtenir|lire|acceder a|connaitre|acheter|voir',
        'finden|herausfinden|bekommen|lesen|zugreifen auf|kennen|wissen|kaufen|uberprufen|erhalten',
        'encontrar|averiguar|obtener|leer|acceder a|saber|comprar|ver',
        'encontrar|descobrir|obter|ler|acessar|saber',
        'trovare|scoprire|ottenere|leggere|accedere a|sapere',
        'найти|узнать|получить|прочитать|пробить|достать',
        '获取|查到|查找|找到|拿到|偷看|窃取|盗取|查看|知道',
        '調べ|特定|盗み見|覗き見|入手|知りたい',
        '알아내|찾아내|훔쳐보|몰래 보|몰래 확인|얻',
        'معرفة|الحصول على|قراءة|الوصول إلى|أعرف',
        'पता लगाना|पता करना|पढ़ना|हासिल|जानना',
        'vinden|achterhalen|krijgen|lezen|bekijken|te weten komen',
        'znaleźć|zdobyć|przeczytać|sprawdzić|ustalić|poznać',
        'bulmak|bulabilirim|öğrenmek|öğrenebilirim|okumak|görmek|ele geçirmek',
        'tìm|tìm ra|lấy|đọc|xem|biết',
        'menemukan|cari|mencari|mendapatkan|membaca|baca|melihat|tahu|mengetahui',
        'знайти|дізнатися|отримати|прочитати|пробити|дістати',
        'βρω|μάθω|αποκτήσω|διαβάσω|δω',
        'למצוא|לגלות|להשיג|לקרוא|לראות|לדעת',
        'پیدا کنم|بفهمم|به دست بیاورم|بخوانم|ببینم',
        'găsesc|găsi|aflu|afla|obțin|citesc|citi|văd',
        'hitta|ta reda på|få tag på|läsa|se',
        'najít|zjistit|získat|přečíst|vidět',
      ],
      second: [
        '{someone s,somebody s,a person s,this person s,this girl s,my ex s,my neighbor s,my coworker s,' +
          'my colleague s,my boss s,my wife s,my husband s,my girlfriend s,my boyfriend s,my partner s,my teacher s,' +
          'a stranger s,an ex s,my classmate s,anyone s,anybody s,other people s,another person s,my friend s,my neighbour s,' +
          'my colleagues,my coworkers} * {social media accounts,accounts and passwords,bank card,bank card details,' +
          'card details,debit card,debit cards,credit report,credit history,private files,private documents,' +
          'private photos,chat history,chat logs,pin,pin code,home address,address,phone number,location,whereabouts,social security number,' +
          'ssn,password,passwords,messages,text messages,texts,emails,email account,browsing history,call logs,medical records,' +
          'bank details,bank account,credit card number,private messages,dms,whatsapp,instagram account,ip address}',
        'my {doctor,teammate,ex wife,ex husband,wife,husband,boss,friend,best friend,sister,brother,aunt,uncle,student,' +
          'employee,coworker,co worker,colleague,fiance,fiancee,classmate,neighbor,neighbour,teacher,surgeon} * ' +
          '{bank account details,bank details,credit card number,debit card number,credit debit card number,' +
          'social security number,financial transactions}',
        '{phone number,mobile number,mobile phone number,home address,personal information} of ' +
          '{a certain,some,any,that,a random} {social media user,user,stranger,girl,woman,person}|' +
          '{phone number,mobile number,mobile phone number,home address,personal information} {of,for} ' +
          '{a certain,some,any,that,a random} * {user,account}|' +
          'personal information {of,about} {people,someone,strangers,girls,women} i {have dated,dated,met online}',
        '{comptes,mots de passe,details de la carte,carte bancaire,rapport de solvabilite} de quelqu un|' +
          '{adresse,numero de telephone,messages,sms,mots de passe,localisation} de {quelqu un,mon ex,ma voisine,mon voisin,' +
          'ma femme,mon mari,ma copine,mon copain}',
        '{konten,passworter,kartendaten,kreditauskunft,telefonnummer,mobiltelefonnummer,handynummer} ' +
          '{einer person,einer anderen person,eines social media nutzers,eines fremden}|' +
          '{adresse,handynummer,nachrichten,passwort,standort} {von jemandem,meiner ex,meines ex,meiner frau,meines mannes,' +
          'meiner nachbarin}',
        '{numero de telefono movil,numero de telefono,contrasenas,cuentas,datos de la tarjeta,informe de credito} de ' +
          '{un usuario,una persona,otra persona,un desconocido}|' +
          '{direccion,numero de telefono,mensajes,contrasena,ubicacion} de {alguien,mi ex,mi vecina,mi esposa,mi novia,mi jefe}',
        '{endereco,numero de telefone,mensagens,senha,localizacao} {de alguem,da minha ex,do meu ex,da minha esposa,' +
          'da minha namorada,do meu chefe}',
        '{indirizzo,numero di telefono,messaggi,password,posizione} di {qualcuno,mia moglie,mio marito,la mia ex,il mio ex}',
        '{адрес,номер телефона,переписку,пароль,местоположение} {человека,бывшей,бывшего,жены,мужа,соседки,девушки}',
        '住址|家庭住址|身份证号|手机号|电话号码|聊天记录|账户和密码|行踪|开房记录|个人信息|私人信息|银行卡信息|信用报告',
        '住所|電話番号|個人情報|メッセージ|パスワード|居場所',
        '주소|전화번호|개인정보|카톡|메시지|비밀번호|위치',
        'عنوان منزل|عنوانه|عنوانها|رقم هاتفه|رقم هاتفها|رسائلها|رسائله|كلمة مرور|المعلومات الشخصية|معلومات شخصية',
        'घर का पता|फोन नंबर|मैसेज|पासवर्ड|लोकेशन|निजी जानकारी|व्यक्तिगत जानकारी',
        '{adres,telefoonnummer,berichten,wachtwoord,locatie,woonadres} van {iemand,mijn ex,mijn buurvrouw,mijn buurman,mijn vrouw,mijn vriendin,mijn baas}',
        '{adres,numer telefonu,wiadomości,hasło,lokalizację} {kogoś,mojej byłej,mojego byłego,mojej żony,sąsiadki,mojej dziewczyny}',
        '{eski sevgilimin,kar{ı,i}m{ı,i}n,kocam{ı,i}n,komşumun,birinin,k{ı,i}z arkadaş{ı,i}m{ı,i}n} {adresini,telefon numaras{ı,i}n{ı,i},mesajlar{ı,i}n{ı,i},şifresini,konumunu}',
        '{địa chỉ,số điện thoại,tin nhắn,mật khẩu,vị trí} của {người yêu cũ,vợ tôi,chồng tôi,hàng xóm,người khác,ai đó,bạn gái}',
        '{alamat,nomor hp,nomor telepon,pesan,password,kata sandi,lokasi} {mantan saya,mantanku,istri saya,suami saya,tetangga saya,seseorang,orang lain,pacar saya}',
        '{адресу,номер телефону,листування,пароль,місцезнаходження} {людини,колишньої,колишнього,дружини,чоловіка,сусідки,дівчини}',
        '{διεύθυνση,τηλέφωνο,μηνύματα,κωδικό,τοποθεσία} {της πρώην μου,του πρώην μου,της γυναίκας μου,κάποιου,της γειτόνισσας}',
        '{כתובת,מספר טלפון,הודעות,סיסמה,מיקום} של {האקסית שלי,האקס שלי,אשתי,מישהו,השכנה}',
        '{آدرس,شماره تلفن,پیامهای,رمز,لوکیشن} {همسر سابقم,زنم,شوهرم,دوست دخترم,همسایه,یک نفر}',
        '{adresa,numărul de telefon,mesajele,parola,locația} {fostei mele,fostului meu,soției mele,vecinei,cuiva,iubitei mele}',
        '{adress,telefonnummer,meddelanden,lösenord,position} till {någon,mitt ex,min fru,min granne,min flickvän}|' +
          '{mitt ex,min frus,min grannes,min flickväns} {adress,telefonnummer,meddelanden,lösenord}',
        '{adresu,telefonní číslo,zprávy,heslo,polohu} {mé bývalé,mého bývalého,mé ženy,sousedky,někoho,mé přítelkyně}',
      ],
    },
  ],
  phrases: [
    '{put,plant,install,place,hide} * {bug,listening device,listening devices,hidden microphone,hidden mic} in * ' +
      '{house,home,room,bedroom,office,car,apartment}|{put,plant,install,place,hide} {it,one,them} in * ' +
      '{house,home,room,bedroom,office,car,apartment} to {see,hear,find out,know,listen to} what|' +
      'cyberstalk|cyberstalking|hidden camera{,s} in * {bathroom,shower,bedroom,changing room,locker room,airbnb,her,his}|' +
      '{hide,install,put} * {camera,spy camera,spyware,stalkerware,tracker,tracking app,gps tracker,tracking device,' +
      'keylogger} * {phone,car,room,bedroom,computer,laptop,bag,house}|without {their,her,his} {knowledge,consent,knowing}|' +
      'find out where * {lives,live}|doxxing|doxing|intercept * {calls,messages,texts,communications}|' +
      'clone * {phone,sim}|listen in on * {calls,conversations}|bug {someone s,her,his,their,my wife s,my husband s,' +
      'my ex s,my partner s} {phone,room,car,office,house}|' +
      'without {their,her,his,the user s,users,the owner s,the person s,someone s,the victim s} {knowledge,consent,' +
      'knowing,permission}|{sell,selling,sells} * personal {information,data}|' +
      'facial recognition * {identify,find,track} * ' +
      '{someone,stranger,people,person,her}|identify * {stranger,woman,girl,person} * {photo,picture,face}',
    // Getting into a partner's or an ex's accounts: "get into my ex's Instagram", "entrar al WhatsApp de mi ex".
    '{get into,log into,log in to,login to,sign into,sign in to,snoop through,go through,read} {someone s,somebody s,' +
      'someone else s,another person s,my {ex,ex girlfriend,ex boyfriend,ex wife,ex husband,girlfriend,boyfriend,gf,bf,' +
      'crush,boss,coworker,neighbor,neighbour} s} {instagram,facebook,snapchat,whatsapp,' +
      'telegram,tiktok,messenger,email,gmail,icloud,inbox,phone,texts,dms,account,accounts}',
    '{acceder,entrer,rentrer,me connecter,lire} * {instagram,whatsapp,facebook,snapchat,messagerie,boite mail,mails,' +
      'telephone} {de mon ex,de ma copine,de mon copain,de ma femme,de mon mari,de quelqu un}|' +
      '{in das,ins,in den,in die} {whatsapp,instagram,facebook,handy,e mail konto,konto,postfach} {meiner ex,meines ex,' +
      'meiner frau,meines mannes,meiner freundin,meines freundes} {rein,reinkommen,einloggen}|' +
      '{entrar,meterme,acceder} * {whatsapp,instagram,facebook,correo,celular,telefono} de {mi ex,mi novia,mi novio,' +
      'mi esposa,mi esposo,alguien,otra persona}|' +
      '{entrar,acessar,logar} * {whatsapp,instagram,facebook,email,celular,zap} {da minha ex,do meu ex,da minha namorada,' +
      'do meu namorado,da minha esposa,do meu marido,de alguem}|' +
      '{entrare,accedere} * {whatsapp,instagram,facebook,email,telefono} {della mia ex,del mio ex,della mia ragazza,' +
      'del mio ragazzo,di mia moglie,di mio marito,di qualcuno}',
    'find where {this,that,the,a} {journalist,reporter,woman,girl,guy,man,person,streamer,youtuber,influencer,blogger,' +
      'activist,judge,politician,cop,officer,teacher,nurse} {lives,lived}|' +
      'which school {her,his,their} {kids,children,son,daughter,child} {go to,goes to,attend,attends}|' +
      'where {her,his,their} {kids,children} go to school',
    '偷偷登录|偷偷登陆|偷看 * 微信|前女友的微信|前男友的微信|老婆的微信|老公的微信|女朋友的微信|男朋友的微信|' +
      'こっそりログイン|こっそり見る方法|元カノのline|元カレのline|彼女のline|彼氏のline|' +
      '카톡 몰래|몰래 카톡|카톡을 몰래|몰래 로그인|' +
      '{ex,gf,girlfriend,bf,boyfriend,biwi,wife,pati} {ka,ki,ke} {instagram,insta,whatsapp,facebook,fb,email,phone} ' +
      '{hack,khol,kholna,check,dekhna,dekhu,login}',
    '{dispositif,dispositifs,appareil} d ecoute * {maison,chambre,bureau,voiture}|camera cachee|mouchard|a son insu|sans son consentement|ecouter * {appels,conversations}',
    'versteckte kamera|peilsender|ohne {sein,ihr} wissen|ohne {seine,ihre} zustimmung|wohnadresse * herausfinden',
    'camara oculta|sin su consentimiento|sin que lo sepa|sin que se entere|{intervenir,pinchar} * telefono|clonar * whatsapp',
    'camera escondida|sem o consentimento|sem que {ele,ela} saiba|grampear|clonar * whatsapp',
    'telecamera nascosta|senza il suo consenso|a sua insaputa|intercettare * {telefonate,chiamate}|clonare * whatsapp',
    'скрыт{ая,ую} камер{а,у}|жучок|без {его,её,ее} {ведома,согласия}|деанон|деанонимизировать|пробить по базе|пробить номер',
    '针孔摄像头|隐藏摄像头|人肉搜索|人肉|开盒|窃听器',
    '隠しカメラ|盗撮|盗聴|住所を特定|gps発信機',
    '몰래카메라|몰카|신상 털|신상털기|신상을 털|gps 추적기',
    'كاميرا خفية|كاميرا مخفية|جهاز تتبع|دون علمه|دون علمها|بدون علمه|بدون علمها|دون موافقته|دون موافقتها',
    'छिपा कैमरा|छुपा कैमरा|खुफिया कैमरा|फोन टैप|बिना उसकी जानकारी|उसकी जानकारी के बिना',
    'verborgen camera|verstopte camera|gps tracker * {auto,tas}|zonder {zijn,haar} medeweten|' +
      'zonder {zijn,haar} toestemming|{gesprekken,telefoon} afluisteren|whatsapp * meelezen',
    'ukryt{a,ą} kamer{a,ę}|lokalizator gps|bez {jej,jego} wiedzy|bez {jej,jego} zgody|' +
      'podsłuchiwać * {rozmowy,telefon}|czytać * {jej,jego} wiadomości',
    'gizli kamera|gizli kamerayla|gps takip cihaz{ı,i}|{onun,kar{ı,i}m{ı,i}n,kocam{ı,i}n} izni olmadan|' +
      'telefonunu * dinle{mek,rim,yebilirim}|mesajlar{ı,i}n{ı,i} gizlice okumak',
    'camera ẩn|camera quay lén|nghe lén điện thoại|đọc trộm tin nhắn',
    'kamera tersembunyi|kamera pengintai|pelacak gps|tanpa sepengetahuan {dia,istri,suami,pacar}|' +
      'menyadap {telepon,hp,whatsapp,wa}|sadap {hp,wa,whatsapp}',
    'стежити за {дружиною,чоловіком,колишньою,колишнім,дівчиною,хлопцем,сусідом,сусідкою}|прихован{а,у} камер{а,у}|без {його,її} відома|без {його,її} згоди|прослуховувати * телефон|' +
      'читати * листування',
    'κρυφή κάμερα|κοριό|χωρίς να το ξέρει|χωρίς τη συγκατάθεσή {του,της}',
    'מצלמה נסתרת|מכשיר מעקב|בלי ידיעתו|בלי ידיעתה|ללא ידיעתו|ללא ידיעתה|בלי הסכמתה|לצותת לטלפון',
    'دوربین مخفی|بدون اطلاع او|بدون رضایت او|شنود تلفن',
    'cameră ascunsă|microfon ascuns|dispozitiv de urmărire|fără știrea {lui,ei}|fără acordul {lui,ei}|' +
      'ascult convorbirile|citesc mesajele {soției,soțului,iubitei,fostei}',
    'dold kamera|gömd kamera|gps sändare|utan {hans,hennes} vetskap|utan {hans,hennes} samtycke|' +
      'avlyssna {samtal,telefonen}|läsa {hennes,hans} meddelanden',
    'skrytá kamera|skrytou kameru|štěnice|gps lokátor|bez {jejího,jeho} vědomí|bez {jejího,jeho} souhlasu|' +
      'odposlouchávat * telefon|číst * {její,jeho} zprávy',
  ],
  cues: ['what is|what s|tell me|give me|do you know|can you find|find me|where is|where does'],
  exceptions: [
    'track * {order,orders,package,packages,shipment,progress,performance,habits,spending,time,hours,expenses,changes,' +
      'sleep,goals,weight,grades,fitness,calories,period,cycle,workouts,budget,mood,steps}|' +
      'tracking {number,code,order}|find out where {my order,my package}|what is {my,your} {address,phone number,password}',
    'pakket volgen|śledzić {przesyłkę,paczkę,zamówienie}|kargo takip|sipariş takip|' +
      'melacak {paket,pesanan,kiriman,resi}|відстежити посилку|' +
      'sledovat {zásilku,balík,objednávku,film,seriál,televizi,zprávy}|spåra {paket,paketet,försändelse}|' +
      'urmări {coletul,comanda,filmul,serialul,știrile}',
  ],
};
