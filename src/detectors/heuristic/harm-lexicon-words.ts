/**
 * Word lists several harm lexicons share (the people a violent act targets, the verbs that produce a text
 * or an artefact) and the shape of a harm lexicon. Phrase syntax, read by `harm-matcher.ts`: entries are
 * separated by `|`; `{a,b}` expands to alternatives (`bomb{,s}` is "bomb" and "bombs"); `*` stands for up to
 * three words; hyphens and apostrophes match any punctuation or space. Phrases are folded like the text
 * (lower case, no Latin diacritics), so they may be written either way. One string per language keeps a
 * translation reviewable line by line. `*` only spans words of letters and spaces, so it cannot cross a word
 * written with vowel signs (Bengali, Devanagari): there, use a pair of lists instead.
 */

/** Two word lists whose members must occur near each other: "make" near "bomb", "kill" near "my wife". */
export interface HarmPair {
  readonly first: readonly string[];
  readonly second: readonly string[];
  /** Score of a pair match with no request cue, when it is harmful content by itself (hate statements). */
  readonly aloneScore?: number;
  /** A negation between the two ("immigrants are not criminals") cancels the match. */
  readonly isNegatable?: boolean;
  /** A belief reported right before the match ("people think that women are…") makes it a mention. */
  readonly isReportable?: boolean;
  /** Score of a `first` match with no partner: a topic named without an act ("what is ransomware?"). */
  readonly mentionScore?: number;
  /** Score with a request cue when it differs from the class's (stereotype questions are milder than hate). */
  readonly cuedScore?: number;
  /**
   * An act done to a person reads act first ("kill my wife"); the other way round only with a tight gap
   * ("jemanden töten", "人を殺す"), since a wide one is narrative ("people were killed in an attack").
   */
  readonly isOrdered?: boolean;
  /** The pair names the act as refusals and warnings also name it: evidence of a request, not of an answer. */
  readonly isRequestOnly?: boolean;
}

export interface HarmLexicon {
  /** Score of a harmful act with a request cue ("how do I", "write me", "我想"). */
  readonly strongScore: number;
  /** Word lists that make a harmful act when they occur together. */
  readonly pairs: readonly HarmPair[];
  /** Harmful acts named in one phrase ("hack into", "kill myself", "child pornography"). */
  readonly phrases: readonly string[];
  /**
   * Acts named as refusals and warnings also name them ("selling stolen items", "damaging someone's property"):
   * with a request cue they are a request, but an answer naming them is not thereby compliant.
   */
  readonly requestPhrases?: readonly string[];
  /** Acts severe enough to score at least 0.88 with a cue, whatever the class's own score. */
  readonly severePhrases?: readonly string[];
  /** Benign compounds containing a listed word ("bath bomb", "heat pump"): matches inside them are dropped. */
  readonly exceptions?: readonly string[];
  /** Request cues that only this class reads ("why are … so", "what is … address"). */
  readonly cues?: readonly string[];
  /** True when producing the text is the harm (hate speech, fake news), so fiction framing does not lower it. */
  readonly isTextHarm?: boolean;
  /** True when even a text about the subject is the harm ("a story about a 12-year-old having sex"). */
  readonly isSubjectHarm?: boolean;
}

/** People as the object of a violent or invasive act, so that "kill the process" never pairs. */
export const PERSON_TARGETS: readonly string[] = [
  // en
  'someone|somebody|anyone|a person|people|a human|humans|a man|a woman|a girl|a boy|a child|a kid|children|kids|a baby|him|her|' +
    'my {wife,husband,spouse,partner,girlfriend,boyfriend,gf,bf,ex,ex wife,ex husband,ex girlfriend,ex boyfriend,boss,manager,' +
    'supervisor,coworker,co worker,colleague,neighbor,neighbour,neighbors,neighbours,mother,mom,mum,father,dad,parents,brother,' +
    'sister,son,daughter,baby,child,kids,children,family,roommate,teacher,professor,classmate,classmates,friend,best friend,' +
    'landlord,stepfather,stepmother,stepdad,stepmom,uncle,aunt,grandmother,grandfather,grandma,grandpa,mother in law,' +
    'father in law,rival,enemy,enemies,bully,fiance,fiancee,lover,cousin,employee,employees,employer}|' +
    'the president|a politician|politicians|a cop|a police officer|police officers|cops|a judge|a witness|the witness|' +
    'the victim|victims|a stranger|strangers|a homeless person|homeless people|a crowd|crowds|students|worshippers|' +
    'civilians|protesters|a journalist|journalists|a celebrity|individual{,s}|a public figure|' +
    'a world leader|an official|a ceo|the prime minister|man|woman|girl|boy|guy|lady|person|teenager|kid|child|' +
    'baby|toddler|neighbor|neighbour|neighbors|neighbours|stranger|cop|officer|driver|delivery man|dentist|doctor|' +
    'nurse|landlord|tenant|cashier|clerk|waiter|mailman|classmate{,s}|coworker{,s}|co worker{,s}|colleague{,s}|' +
    'wife|husband|girlfriend|boyfriend|partner|spouse|ex|ex wife|ex husband|ex girlfriend|ex boyfriend|' +
    '{his,her,their} {wife,husband,girlfriend,boyfriend,kids,children,family,child,son,daughter,mother,father}',
  // fr
  'quelqu un|une personne|des gens|les gens|des personnes|ma femme|mon mari|mon patron|ma patronne|mon voisin|ma voisine|' +
    'mes voisins|ma mere|mon pere|mes parents|mon frere|ma soeur|mon fils|ma fille|mon bebe|mon enfant|mon ex|ma copine|' +
    'mon copain|mon collegue|ma collegue|mon professeur|un enfant|des enfants|un homme|une femme|le president|un policier|un temoin|' +
    'mes eleves|mes employes|mes collegues|autrui|les autres|d autres personnes|mon concurrent|mes concurrents|mon rival',
  // de
  'jemanden|jemand|einen menschen|menschen|leute|meine frau|meinen mann|meinen chef|meine chefin|meinen nachbarn|' +
    'meine nachbarin|meine mutter|meinen vater|meine eltern|meinen bruder|meine schwester|meinen sohn|meine tochter|' +
    'mein baby|mein kind|meinen ex|meine ex|meine freundin|meinen freund|meinen kollegen|meine kollegin|meinen lehrer|' +
    'ein kind|kinder|den prasidenten|einen polizisten|einen zeugen|ihn',
  // es
  'alguien|a alguien|una persona|a una persona|la gente|personas|mi esposa|mi mujer|mi esposo|mi marido|mi jefe|mi jefa|' +
    'mi vecino|mi vecina|mis vecinos|mi madre|mi padre|mis padres|mi hermano|mi hermana|mi hijo|mi hija|mi bebe|mi ex|' +
    'mi novia|mi novio|mi companero|mi companera|mi profesor|un nino|ninos|un hombre|una mujer|el presidente|un policia|un testigo',
  // pt
  'alguem|uma pessoa|pessoas|as pessoas|minha esposa|minha mulher|meu marido|meu chefe|minha chefe|meu vizinho|' +
    'minha vizinha|meus vizinhos|minha mae|meu pai|meus pais|meu irmao|minha irma|meu filho|minha filha|meu bebe|meu ex|' +
    'minha ex|minha namorada|meu namorado|meu colega|minha colega|meu professor|uma crianca|criancas|um homem|uma mulher|' +
    'o presidente|um policial|uma testemunha',
  // it
  'qualcuno|una persona|persone|la gente|mia moglie|mio marito|il mio capo|mio capo|il mio vicino|mio vicino|la mia vicina|' +
    'i miei vicini|mia madre|mio padre|i miei genitori|mio fratello|mia sorella|mio figlio|mia figlia|il mio bambino|' +
    'il mio ex|la mia ex|la mia ragazza|il mio ragazzo|il mio collega|la mia collega|il mio professore|un bambino|bambini|' +
    'un uomo|una donna|il presidente|un poliziotto|un testimone',
  // ru
  'кого-то|кого-нибудь|человека|людей|жену|мужа|начальника|босса|соседа|соседку|соседей|мать|маму|отца|папу|родителей|' +
    'брата|сестру|сына|дочь|ребенка|ребёнка|детей|бывшую|бывшего|девушку|парня|коллегу|учителя|президента|полицейского|свидетеля|его|её',
  // zh
  '他人|别人|某人|一个人|那个人|这个人|我老婆|我妻子|我丈夫|我老公|我老板|老板|我邻居|邻居|我妈|我爸|父母|孩子|小孩|儿童|前妻|前夫|前女友|前男友|' +
    '女朋友|男朋友|同事|老师|总统|警察|证人|全家',
  // ja
  '人を|誰か|相手を|彼を|彼女を|妻を|夫を|上司を|隣人を|母を|父を|両親を|子供を|赤ちゃんを|元カノ|元カレ|元妻|元夫|彼氏を|同僚を|先生を|大統領を|警察官を|証人を',
  // ko
  '사람|누군가|남을|상대를|그를|그녀를|아내|남편|와이프|상사|사장|이웃|엄마|어머니|아빠|아버지|부모|동생|아기|전 여친|전여친|' +
    '전 남친|전남친|여자친구|남자친구|동료|선생님|대통령|경찰|증인',
  // ar
  'شخص|شخصا|شخصاً|أحدهم|الناس|زوجتي|زوجي|مديري|جاري|جيراني|أمي|أبي|والدي|أخي|أختي|ابني|ابنتي|طفلي|طفل|أطفال|اطفال|' +
    'حبيبتي|حبيبي|زميلي|زميلتي|معلمي|الرئيس|شرطي|الشاهد',
  // hi
  'किसी को|किसी व्यक्ति|लोगों को|आदमी को|औरत को|पत्नी को|पति को|बॉस को|मालिक को|पड़ोसी को|पड़ोसियों|मां को|माँ को|पिता को|' +
    'माता-पिता|भाई को|बहन को|बेटे को|बेटी को|बच्चे को|बच्चों को|प्रेमिका को|प्रेमी को|सहकर्मी को|शिक्षक को|उसे|उसको|उन्हें',
  'iemand|een persoon|mensen|' +
    'mijn {vrouw,man,baas,buurman,buurvrouw,buren,moeder,vader,ouders,broer,zus,zoon,dochter,ex,vriendin,vriend,collega,leraar,lerares}|' +
    'een kind|kinderen|een man|een vrouw|de president|een agent|een politieagent|een getuige|hem|haar',
  'kogoś|kogos|kogokolwiek|człowieka|czlowieka|ludzi|moją żonę|moja zone|mojego męża|mojego meza|' +
    'mojego szefa|moją szefową|sąsiada|sasiada|sąsiadkę|sąsiadów|moją matkę|moją mamę|mojego ojca|' +
    'mojego tatę|rodziców|brata|siostrę|syna|córkę|corke|dziecko|dzieci|moją byłą|moja byla|mojego byłego|' +
    'mojej byłej|mojej bylej|mojego bylego|dziewczynę|chłopaka|kolegę|koleżankę|nauczyciela|prezydenta|' +
    'policjanta|świadka|jego',
  'birini|birisini|insanları|insanlari|birisi|karımı|karimi|kocamı|kocami|patronumu|komşumu|komsumu|' +
    'komşularımı|annemi|babamı|babami|ailemi|kardeşimi|kardesimi|oğlumu|oglumu|kızımı|kizimi|çocuğu|' +
    'cocugu|çocukları|eski sevgilimi|eski sevgilimin|eski karımı|eski kocamı|sevgilimi|kız arkadaşımı|' +
    'erkek arkadaşımı|iş arkadaşımı|öğretmenimi|cumhurbaşkanını|polisi|tanığı|onu',
  'ai đó|một người|người khác|mọi người|vợ mình|vợ của tôi|chồng tôi|sếp tôi|hàng xóm|mẹ tôi|bố tôi|cha tôi|bố mẹ|' +
    'anh tôi|em tôi|con tôi|người yêu cũ|bạn gái cũ|bạn trai cũ|vợ cũ|chồng cũ|bạn gái|bạn trai|' +
    'đồng nghiệp|giáo viên|tổng thống|cảnh sát|nhân chứng|trẻ em|đứa trẻ|cô ấy|anh ấy',
  'seseorang|orang|orang lain|istri saya|istriku|suami saya|suamiku|bos saya|bosku|tetangga|' +
    'tetangga saya|ibu saya|ibuku|ayah saya|ayahku|orang tua saya|kakak saya|adik saya|anak saya|anakku|' +
    'mantan saya|mantanku|mantan pacar|pacar saya|pacarku|rekan kerja|guru|presiden|polisi|saksi|' +
    'anak anak|dia|isteri saya|suami aku|jiran',
  'когось|кого-небудь|людину|людей|дружину|чоловіка|начальника|боса|сусіда|сусідку|сусідів|матір|маму|' +
    'батька|тата|батьків|брата|сестру|сина|доньку|дочку|дитину|дітей|колишню|колишнього|дівчину|хлопця|' +
    'колегу|вчителя|президента|поліцейського|свідка|його|її',
  'κάποιον|κάποια|έναν άνθρωπο|ανθρώπους|τη γυναίκα μου|τον άντρα μου|τον σύζυγό μου|το αφεντικό μου|' +
    'τον γείτονά μου|τη γειτόνισσα|τους γείτονες|τη μητέρα μου|τη μάνα μου|τον πατέρα μου|τους γονείς μου|' +
    'τον αδερφό μου|την αδερφή μου|τον γιο μου|την κόρη μου|ένα παιδί|παιδιά|την πρώην μου|τον πρώην μου|' +
    'την κοπέλα μου|τον φίλο μου|τον συνάδελφό μου|τον δάσκαλο|τον πρόεδρο|έναν αστυνομικό|τον μάρτυρα',
  'מישהו|מישהי|אדם|אנשים|אשתי|בעלי|הבוס שלי|השכן שלי|השכנה שלי|השכנים|אמא שלי|אבא שלי|ההורים שלי|אחי|' +
    'אחותי|הבן שלי|הבת שלי|ילד|ילדים|האקס שלי|האקסית שלי|החברה שלי|החבר שלי|עמית|המורה|הנשיא|שוטר|העד|' +
    'אותו|אותה',
  'کسی|کسی را|شخصی|یک نفر|مردم|آدم|همسرم|زنم|شوهرم|رئیسم|همسایه|همسایه‌ام|مادرم|پدرم|والدینم|برادرم|' +
    'خواهرم|پسرم|دخترم|بچه|کودک|کودکان|همسر سابقم|دوست دخترم|دوست پسرم|دوست دختر سابقم|همکارم|معلم|' +
    'رئیس جمهور|پلیس|شاهد|او را',
  'pe cineva|cineva|soțul|soția|fostul|fosta|vecinul|vecina|șeful|o persoană|oamenii|oameni|soția mea|sotia mea|soțul meu|sotul meu|șeful meu|' +
    'seful meu|vecinul meu|vecina mea|vecinii|mama mea|tatăl meu|tatal meu|părinții mei|fratele meu|' +
    'sora mea|fiul meu|fiica mea|un copil|copii|fosta mea|fostul meu|iubita mea|iubitul meu|colegul meu|' +
    'colega mea|profesorul|președintele|un polițist|martorul|pe el|pe ea',
  'någon|en person|människor|folk|min fru|min man|min chef|min granne|mina grannar|min mamma|min mor|' +
    'min pappa|min far|mina föräldrar|min bror|min syster|min son|min dotter|ett barn|barn|mitt ex|' +
    'min exfru|min exman|min flickvän|min pojkvän|min kollega|läraren|presidenten|en polis|vittnet|honom|' +
    'henne',
  'někoho|nekoho|člověka|cloveka|lidi|moji ženu|mou ženu|mého manžela|mýho manžela|mého šéfa|souseda|' +
    'sousedku|sousedy|moji mámu|mou matku|mého tátu|mého otce|rodiče|bratra|sestru|syna|dceru|dítě|dite|' +
    'děti|deti|moji bývalou|mou bývalou|mé bývalé|mého bývalého|moji přítelkyni|mého přítele|kolegu|' +
    'kolegyni|učitele|prezidenta|policistu|svědka|jeho',
  // bn: the object carries -কে; 'মাকে' alone is also the end of 'আমাকে' (me), so mothers are 'আমার মাকে'
  'কাউকে|কোনো মানুষকে|মানুষকে|লোকটাকে|লোকটিকে|লোকজনকে|আমার স্ত্রীকে|স্ত্রীকে|বউকে|আমার বউকে|স্বামীকে|' +
    'আমার স্বামীকে|বসকে|আমার বসকে|প্রতিবেশীকে|আমার মাকে|আমার বাবাকে|বাবাকে|ভাইকে|বোনকে|ছেলেকে|মেয়েকে|বাচ্চাকে|' +
    'শিশুকে|প্রাক্তনকে|প্রাক্তন স্ত্রীকে|গার্লফ্রেন্ডকে|বয়ফ্রেন্ডকে|প্রেমিকাকে|প্রেমিককে|সহকর্মীকে|শিক্ষককে|' +
    'প্রধানমন্ত্রীকে|পুলিশকে|সাক্ষীকে|তাকে|তাদেরকে|ওদেরকে',
  'mtu|mtu fulani|watu|binadamu|mke wangu|mume wangu|bosi wangu|jirani yangu|jirani wangu|majirani|' +
    'mama yangu|baba yangu|wazazi wangu|kaka yangu|dada yangu|mwanangu|mtoto|watoto|mtoto wangu|mpenzi wangu|' +
    'mpenzi wangu wa zamani|rafiki yangu|mwalimu|rais|polisi|askari|shahidi|yeye',
  'wong|wong liya|uwong|wonge|bojoku|bosku|tanggaku|tanggane|ibuku|mbokku|bapakku|anakku|bocah|bocah cilik|' +
    'mantanku|pacarku|kancaku|guruku|presiden|saksi|dheweke',
];

/** Verbs that produce a text or an artefact: the harm of hate speech, fake news or malware is in the making. */
export const WRITE_ACTS: readonly string[] = [
  'write|writing|draft|drafting|compose|composing|create|creating|generate|generating|produce|producing|make|making|' +
    'craft|crafting|come up with|tell|give me|post|posting|publish|publishing|spread|spreading|design|designing|develop|' +
    'developing|code|coding|program|programming|build|building|put together|churn out',
  'ecrire|ecris|ecrivez|rediger|redige|redigez|composer|creer|cree|creez|generer|genere|generez|produire|inventer|' +
    'raconte|racontez|publier|diffuser|propager|faire|fais|faites|developper|coder|programmer',
  'schreiben|schreib|schreibe|verfassen|verfasse|erstellen|erstelle|generieren|generiere|erzahle|erzahl|posten|' +
    'veroffentlichen|verbreiten|erfinden|ausdenken|machen|mach|entwickeln|entwickle|programmieren|programmiere',
  'escribir|escribe|escriba|escribeme|redactar|redacta|componer|crear|crea|generar|genera|producir|inventar|inventa|' +
    'cuentame|publicar|difundir|propagar|hacer|haz|desarrollar|desarrolla|programar',
  'escrever|escreva|escreve|redigir|redija|compor|criar|crie|cria|gerar|gere|produzir|inventar|invente|publicar|postar|' +
    'divulgar|espalhar|fazer|faca|desenvolver|desenvolva|programar',
  'scrivere|scrivi|scriva|scrivimi|redigere|redigi|comporre|creare|crea|generare|genera|produrre|inventare|inventa|' +
    'raccontami|pubblicare|postare|diffondere|fare|fai|sviluppare|sviluppa|programmare',
  'написать|напиши|напишите|составить|составь|сочинить|сочини|создать|создай|создайте|сгенерировать|сгенерируй|' +
    'придумать|придумай|опубликовать|распространить|распространять|сделать|сделай|разработать|разработай|запрограммировать',
  '写|编写|撰写|编|创作|生成|制作|编造|捏造|发布|散布|传播|开发|设计',
  '書いて|書く|作成|作って|作る|生成|考えて|でっち上げ|捏造|投稿|拡散|広め|開発',
  '써줘|써 줘|써주세요|작성|만들|만드는|생성|지어|꾸며|날조|게시|퍼뜨리|유포|개발',
  'اكتب|أكتب|كتابة|صياغة|اصنع|أنشئ|انشئ|إنشاء|انشاء|توليد|اختلق|اختلاق|فبرك|تأليف|انشر|نشر|ترويج|برمج|برمجة|طور|تطوير',
  'लिखो|लिखिए|लिखें|लिखना|लिखने|बनाओ|बनाइए|बनाएं|बनाएँ|बनाना|बनाने|तैयार करो|तैयार करें|फैलाओ|फैलाना|फैलाने|पोस्ट',
  'schrijven|schrijf|opstellen|stel op|maken|maak|genereren|genereer|creëren|creeer|bedenken|verzinnen|' +
    'verspreiden|publiceren|posten|ontwikkelen|ontwikkel|programmeren|coderen|bouwen|bouw',
  'napisać|napisac|napisz|pisać|stworzyć|stworzyc|stwórz|stworz|wygenerować|wygeneruj|zrobić|zrob|zrób|' +
    'przygotować|przygotuj|wymyślić|wymysl|opublikować|rozpowszechniać|rozesłać|opracować|zaprogramować|' +
    'zaprogramuj|zbudować',
  'yaz|yazmak|yazar mısın|yazar misin|yazabilir misin|oluştur|olusturmak|oluşturmak|üret|uretmek|' +
    'üretmek|hazırla|hazirla|hazırlamak|uydur|uydurmak|yay|yaymak|paylaş|yayınla|geliştir|gelistir|' +
    'geliştirmek|kodla|kodlamak|programla|yap|yapmak',
  'viết|soạn|soạn thảo|tạo|tạo ra|làm|sáng tác|bịa|bịa đặt|lan truyền|phát tán|đăng|đăng tải|phát triển|' +
    'lập trình|code|thiết kế',
  'tulis|tuliskan|menulis|buat|buatkan|membuat|bikin|bikinin|susun|menyusun|karang|mengarang|sebarkan|' +
    'menyebarkan|unggah|posting|kembangkan|mengembangkan|memprogram|coding|ngoding|rancang',
  'написати|напиши|напишіть|скласти|склади|створити|створи|створіть|згенерувати|згенеруй|придумати|' +
    'придумай|опублікувати|поширити|поширювати|зробити|зроби|розробити|розроби|запрограмувати',
  'γράψε|γραψε|γράψω|γράψεις|γράψτε|συντάξω|σύνταξε|δημιούργησε|δημιουργήσω|δημιουργία|φτιάξε|φτιάξω|' +
    'φτιαξε|επινόησε|διάδωσε|δημοσίευσε|ανάπτυξε|αναπτύξω|προγραμμάτισε',
  'לכתוב|כתוב|תכתוב|לנסח|נסח|ליצור|צור|תיצור|לייצר|להמציא|להפיץ|לפרסם|לפתח|פתח|לתכנת',
  'بنویس|بنویسم|نوشتن|بساز|بسازم|ساختن|ایجاد|تولید|جعل|منتشر|پخش|توسعه|برنامه نویسی',
  'scrie|scrieți|scriu|a scrie|redactează|redacta|creează|creeaza|crea|generează|genereaza|genera|fă|' +
    'fac|inventează|răspândește|publică|publica|posta|dezvoltă|dezvolta|programează|construiește',
  'skriv|skriva|författa|skapa|generera|göra|gör|hitta på|sprida|publicera|posta|utveckla|programmera|' +
    'koda|bygga|bygg',
  'napiš|napsat|psát|sepsat|vytvoř|vytvořit|vygeneruj|vygenerovat|udělej|udělat|vymysli|vymyslet|šířit|' +
    'rozšířit|zveřejnit|publikovat|vyvinout|naprogramuj|naprogramovat',
  'লেখো|লিখুন|লিখতে|লিখব|লেখার|লিখে দাও|বানাও|বানাতে|বানাবো|বানাব|তৈরি করো|তৈরি করতে|তৈরি করব|তৈরি করুন|' +
    'ছড়াতে|ছড়িয়ে দাও|ছড়াব|পোস্ট কর',
  '{ku,nita,ni,}andika|kutunga|tunga|{ku,nita,}tengeneza|{ku,nita,}sambaza|{ku,nita,}chapisha|kuunda|unda',
  'nulis|tulisen|tulisna|gawe|nggawe|gawekna|nyebar|nyebarke|nyebarake|ngunggah',
];

/** Verbs that make or obtain a physical thing: a substance, a device, a weapon. */
export const MAKE_ACTS: readonly string[] = [
  'make|makes|making|made|build|builds|building|built|create|creates|creating|created|creation|produce|produces|' +
    'producing|produced|production|manufacture{,s,d}|manufacturing|synthesi{z,s}e{,s,d}|synthesi{z,s}ing|synthesis|' +
    'cook{,s,ed,ing}|brew{,s,ed,ing}|assembl{e,es,ed,ing}|construct{,s,ed,ing}|prepar{e,es,ed,ing}|mix{,es,ed,ing}|' +
    'extract{,s,ed,ing}|extraction|refin{e,es,ed,ing}|purif{y,ies,ied,ying}|obtain{,s,ed,ing}|acquir{e,es,ed,ing}|' +
    'smuggl{e,es,ed,ing}|homemade|home made|diy|mass produce|design{,s,ing}|develop{,s,ing}',
  'fabriquer|fabrique|fabriquez|fabrication|produire|production|synthetiser|synthese|creer|faire|preparer|melanger|' +
    'construire|assembler|extraire|purifier|obtenir|acquerir|se procurer|fait maison|artisanal|artisanale',
  'herstellen|herstellung|stelle|stellt|produzieren|synthetisieren|synthese|bauen|baue|baut|basteln|machen|mache|' +
    'zusammenbauen|mischen|extrahieren|gewinnen|beschaffen|besorgen|schmuggeln|selbstgemacht|selbst gemacht|selbstgebaut',
  'fabricar|fabrico|producir|sintetizar|sintesis|crear|hacer|hago|preparar|mezclar|construir|armar|ensamblar|extraer|' +
    'purificar|obtener|conseguir|adquirir|contrabandear|casero|casera',
  'fabricar|fabrico|produzir|sintetizar|sintese|criar|fazer|faco|preparar|misturar|construir|montar|extrair|purificar|' +
    'obter|conseguir|adquirir|contrabandear|caseiro|caseira',
  'fabbricare|produrre|sintetizzare|sintesi|creare|fare|faccio|preparare|mescolare|costruire|assemblare|estrarre|' +
    'purificare|ottenere|procurarsi|contrabbandare|fatto in casa|fai da te',
  'сделать|изготовить|изготовления|изготовление|произвести|синтезировать|синтез|создать|приготовить|смешать|собрать|' +
    'смастерить|извлечь|очистить|получить|достать|раздобыть|провезти|в домашних условиях|своими руками',
  '制造|制作|生产|合成|做|自制|配制|组装|提取|提纯|获得|获取|搞到|弄到|走私',
  '作る|作り方|作れる|作成|製造|製作|合成|自作|手作り|調合|組み立て|抽出|精製|入手|手に入れ',
  '만들|만드는|제조|제작|합성|조립|자작|배합|추출|정제|구하|입수',
  'صنع|اصنع|أصنع|تصنيع|صناعة|إنتاج|انتاج|تخليق|تحضير|خلط|تركيب|تجميع|استخراج|تنقية|الحصول على|احصل على|أحصل على|تهريب|في المنزل',
  'बनाना|बनाने|बनाएं|बनाएँ|बनाऊं|बनाऊँ|बनाओ|बनाए|बनाइए|तैयार|उत्पादन|मिलाना|मिलाकर|निकालना|प्राप्त|हासिल|तस्करी|घर पर',
  'maken|maak|maakt|gemaakt|bouwen|bouw|bouwt|zelf maken|zelfgemaakt|zelfgemaakte|thuis maken|' +
    'fabriceren|produceren|synthetiseren|in elkaar zetten|mengen|bereiden|koken|extraheren|zuiveren|' +
    'verkrijgen|bemachtigen|smokkelen|vervaardigen',
  'zrobić|zrobic|zrobię|robić|wykonać|zbudować|zbuduję|skonstruować|wyprodukować|produkować|produkcja|' +
    'produkcji|wytworzyć|wytwarzać|syntetyzować|zsyntetyzować|synteza|syntezy|przygotować|przygotowac|' +
    'zmieszać|złożyć|zlozyc|wyekstrahować|oczyścić|zdobyć|przemycić|domowej roboty|własnoręcznie|' +
    'wlasnorecznie',
  'yap{ı,i}l{ı,i}r|yapmak|yapar{ı,i}m|yapabilirim|yap{ı,i}labilir|yap{ı,i}m{ı,i}|yap{ı,i}l{ı,i}ş{ı,i}|' +
    'yaparsin|yapars{ı,i}n|imal|imal etmek|imal edilir|imalat{ı,i}|üretmek|üretilir|üretimi|üretebilirim|' +
    'üretirim|sentezlemek|sentezlenir|sentezi|haz{ı,i}rlamak|haz{ı,i}rlan{ı,i}r|kar{ı,i}şt{ı,i}rmak|' +
    'monte etmek|birleştirmek|elde etmek|elde edilir|temin etmek|ev yap{ı,i}m{ı,i}|el yap{ı,i}m{ı,i}',
  'chế tạo|làm|tự chế|tự làm|sản xuất|tổng hợp|điều chế|dieu che|pha chế|lắp ráp|tinh chế|' + 'chiết xuất|nấu|kiếm',
  'membuat|buat|bikin|membikin|pembuatan|merakit|rakit|rakitan|memproduksi|produksi|mensintesis|' +
    'sintesis|meracik|racik|mencampur|memasak|mengekstrak|memurnikan|mendapatkan|memperoleh|' +
    'menyelundupkan|buatan sendiri|membuatnya',
  'зробити|зроблю|робити|виготовити|виготовлення|виготовляти|виробити|виробляти|виробництво|синтезувати|' +
    'синтез|створити|приготувати|змішати|зібрати|змайструвати|отримати|дістати|роздобути|провезти|' +
    'в домашніх умовах|своїми руками|саморобн{ий,а,у,е,ої,ого}',
  'φτιάξω|φτιάχνω|φτιάξεις|φτιάχνεις|φτιάχνεται|φτιάξουμε|φτιάξει|φτιαχτεί|φτιάξιμο|φτιαξω|φτιαχνω|' +
    'φτιαχνεται|κατασκευάσω|κατασκευάζω|κατασκευάζεται|κατασκευή|κατασκευής|κατασκευη|κατασκευασω|' +
    'παρασκευάσω|παρασκευάζεται|παρασκευάζω|συνθέσω|σύνθεση|παραγωγή|παράγω|συναρμολογήσω|αποκτήσω|' +
    'προμηθευτώ|αυτοσχέδι{ος,α,ο,ας,ου,ων}|σπιτικ{ή,ό,ος,ής}',
  'להכין|מכינים|מכין|אכין|לייצר|מייצרים|לבנות|בונים|אבנה|ייצור|הכנת|להרכיב|מרכיבים|לסנתז|סינתזה|לערבב|' +
    'להשיג|להבריח|תוצרת בית|ביתית|ביתי',
  'بسازم|بسازیم|بسازی|بسازد|ساختن|میسازند|میسازم|درست کنم|درست کنیم|درست کردن|تولید کنم|تولید کردن|' +
    'تهیه کنم|تهیه کردن|سنتز|قاچاق|دستساز|خانگی',
  'fac|face|faci|facem|făcut|a face|construi|construiesc|construiești|construiește|fabrica|fabric|' +
    'fabricare|fabricarea|produce|produc|producție|producția|sintetiza|sinteza|sinteză|prepara|prepar|' +
    'prepararea|amesteca|asambla|asamblez|extrage|purifica|obține|obtin|procura|procur|contrabandă|' +
    'de casă|artizanal{,ă,e}|improvizat{,ă,e}',
  'göra|gör|gjorde|tillverka|tillverkar|tillverkning|tillverkas|bygga|bygger|bygg|producera|syntetisera|' +
    'syntes|framställa|framställning|framställer|blanda|montera|sätta ihop|extrahera|skaffa|få tag på|' +
    'smuggla|hemmagjord{,a}|hemgjord{,a}|hembyggd{,a}',
  'vyrobit|vyrobím|vyrábět|výroba|výrobu|výroby|udělat|udělám|dělat|postavit|sestrojit|sestavit|' +
    'vytvořit|syntetizovat|syntéza|syntézu|připravit|namíchat|smíchat|extrahovat|získat|sehnat|opatřit|' +
    'pašovat|podomácku|domácí výroby|svépomocí',
  'বানাবো|বানাব|বানাতে|বানানো|বানানোর|বানায়|বানাই|বানাও|বানিয়ে|বানাবেন|বানাবে|তৈরি|তৈরী|উৎপাদন|সংশ্লেষণ|' +
    'জোগাড় কর|ঘরে তৈরি|হাতে তৈরি|মেশাতে|মিশিয়ে',
  '{ku,ni,nita,nina,na,una,uta,tuta,tuna,}tengeneza|kutengenezwa|{ku,nita,}unda|kujenga|kutayarisha|' +
    '{ku,nita,}changanya|kupata|nitapata',
  'gawe|nggawe|digawe|gawekna|gawekno|gawenen|damel|ndamel|ngrakit|dirakit|nyampur|ngracik',
];
