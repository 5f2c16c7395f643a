/**
 * The words around a harmful act that make it a request, or that make it something else: a question of
 * how to do it or a first-person intent (a request), a wish to stay undetected (aggravating), a wish to
 * prevent or recognise it (defensive), fiction, or a text about it. Syntax as in `harm-lexicon-words.ts`.
 * Each list has the first twelve languages, then nl pl tr vi id uk el he fa ro sv cs, and most of them th,
 * then bn sw jv. Bengali phrases, like Devanagari and Thai ones, match inside words, so short ones are avoided.
 */

/** Procedural requests: how to, steps, where to get, and asking the model to help. */
export const HOW_CUES: readonly string[] = [
  'how do i|how do you|how can i|how can you|how could i|how would i|how should i|how might i|how would one|' +
    'how can one|how does one|how can someone|how could someone|how would someone|how do people|how to|how much|' +
    'how many|ways to|way to|best way|easiest way|quickest way|fastest way|simplest way|most effective way|' +
    'cheapest way|safest way|method{,s} {to,for}|steps {to,for}|step by step|instructions {for,on,to}|' +
    'detailed instructions|guide {to,on,for}|tutorial|recipe {for,to}|teach me|show me how|tell me how|' +
    'explain how to|walk me through|help me|can you help|where can i|where do i|where to|where should i|' +
    'what do i need to|what ingredients|what materials|what chemicals|which chemicals|what household|tips {for,on}|' +
    'any tips|advice on|a plan to|plan for|blueprint|procedure for|process for|formula for|give me|provide {me,a,the,' +
    'detailed,step}|describe how to|list the steps|detailed {plan,guide}|strateg{y,ies} {for,to}|techniques {for,to}|' +
    'is it possible to|what s the best|what is the best|what are the best|what s the easiest|what is the easiest|' +
    'what is the most effective|can you|could you|would you|will you|i need you to|i want you to|please|' +
    'is there {a,any} {way,method,technology,place,tool,trick,technique,program,app} to|any way to|do you know {how,where}|' +
    'do you have {a,any} {code,way,method,tips}|what are some {ways,methods,tips,tricks,techniques,strategies}|' +
    'needed to {make,build,produce,synthesize,synthesise,create}|required to {make,build,produce,synthesize,synthesise,create}|' +
    '{what,which} reagents|reagents {needed,required,for}|list the {steps,materials,ingredients,chemicals,reagents}|' +
    'best place{,s} {to,for}|good place{,s} to|safest place to|where can we|how can we|how do we|template for|a template|' +
    'where could i|where would i|where might i|any ideas|any suggestions|i need a|i need an|i m looking for|' +
    'i am looking for|what can i {put,use,give,add,slip,mix,take}|' +
    'what {is,s} {a,the} {fatal,lethal,deadly} dose|' +
    '{what,which} {drug,drugs,pill,pills,meds,otc meds,medication,medications,medicine,medicines,substance,chemical,' +
    'chemicals,poison} {can,could,should,would} i',
  'comment puis je|comment peut on|comment faire|comment on|comment je|quelle est la meilleure facon|la meilleure facon|' +
    'le meilleur moyen|moyen de|etapes pour|etape par etape|instructions pour|tutoriel|guide pour|recette|apprends moi|' +
    'apprenez moi|montre moi comment|montrez moi comment|explique moi comment|expliquez moi comment|dis moi comment|' +
    'dites moi comment|aide moi|aidez moi|ou puis je|ou acheter|ou trouver|donne moi|donnez moi|est il possible de|' +
    'existe t il un moyen|y a t il un moyen|savez vous comment|pouvez vous m aider|peux tu m aider|pourriez vous|' +
    'savez vous|sais tu|existe t il|y a t il|connaissez vous|ou pouvons nous|ou peut on|ou est ce qu on peut|' +
    'meilleur endroit pour|le meilleur endroit|un modele|modele de|modele d|ou revendre|ou vendre|ou ecouler',
  'wie kann ich|wie kann man|wie konnte ich|wie mache ich|wie baue ich|wie stelle ich|wie man|anleitung|' +
    'wie {losche,entferne,vernichte,verstecke,bekomme,komme,kriege,schaffe,bringe} ich|' +
    'schritt fur schritt|rezept|bauanleitung|gib mir|geben sie mir|zeig mir|zeigen sie mir|erklar mir|erklare mir|' +
    'bring mir bei|hilf mir|helfen sie mir|wo kann ich|wo bekomme ich|wo kaufe ich|gibt es eine moglichkeit|' +
    'beste weg|besten weg|beste methode|kannst du mir|konnen sie mir|konnten sie|wissen sie|weisst du|' +
    'gibt es {eine,einen} {moglichkeit,weg,methode,technologie,trick}',
  'como puedo|como podria|como hago|como hacer|como se hace|como se puede|la mejor manera|la mejor forma|manera de|' +
    'forma de|pasos para|paso a paso|instrucciones para|tutorial|guia para|receta|ensename|muestrame como|aprende a|' +
    'explicame como|dime como|digame como|ayudame|ayudeme|donde puedo|donde comprar|donde conseguir|dame|deme|' +
    'hay alguna manera|hay alguna forma|sabes como|puedes ayudarme|puede ayudarme|podrias|sabes|sabe usted|' +
    'hay algun|existe alguna|conoces|que puedo {mezclar,poner,echar,usar,dar,tomar}',
  'como posso|como eu posso|como faco|como fazer|como se faz|melhor maneira|melhor forma|maneira de|passos para|' +
    'passo a passo|instrucoes para|tutorial|guia para|receita|me ensine|me ensina|me mostre como|me explique como|' +
    'me diga como|me ajude|me ajuda|onde posso|onde comprar|onde conseguir|me de|me da|existe alguma forma|tem como|' +
    'voce sabe como|pode me ajudar|voce sabe|ha alguma|conhece',
  'come posso|come potrei|come faccio|come fare|come si fa|come si puo|il modo migliore|modo per|passaggi per|' +
    'passo dopo passo|istruzioni per|tutorial|guida per|ricetta|insegnami|mostrami come|spiegami come|dimmi come|' +
    'aiutami|mi aiuti|dove posso|dove comprare|dove trovare|dammi|mi dia|c e un modo|esiste un modo|sai come|puoi aiutarmi|' +
    'sai se|conosci',
  'как мне|как я могу|как можно|как сделать|как изготовить|как приготовить|как создать|как написать|как получить|' +
    'как достать|как купить|каким образом|лучший способ|самый простой способ|способ{,ы}|пошагов{ая,ую,о}|' +
    'инструкци{я,ю,и}|рецепт|руководство|научи|научите|покажи как|расскажи как|расскажите как|объясни как|' +
    'объясните как|помоги|помогите|где купить|где достать|где найти|где взять|дай|дайте|знаете ли вы|знаешь|' +
    'есть ли способ|существует ли',
  '如何|怎么|怎样|怎麼|怎樣|有什么办法|有没有办法|什么方法|方法|步骤|教程|配方|详细|教我|告诉我|跟我说|给我|帮我|帮助我|' +
    '哪里可以买|哪里能买|在哪买|哪里买|最好的办法|最有效|你知道|有没有|有什么|能不能|请问|哪里可以|哪里能|去哪里|到哪里|在哪里可以|' +
    '在哪里能|哪儿可以|哪儿能|模板',
  '方法|やり方|作り方|手順|レシピ|教えて|どうやって|どうすれば|どうしたら|手伝って|どこで買え|入手方法|詳しく|ステップ|知っていますか|ありますか',
  '방법|어떻게|알려줘|알려 줘|알려주세요|알려 주세요|가르쳐|만드는 법|제조법|단계|레시피|도와줘|도와 줘|도와주세요|' +
    '어디서 사|어디서 구|자세히|알고 있|있나요|있을까요|수 있을까|는 법|는법',
  'كيف|كيفية|طريقة|طرق|خطوات|خطوة بخطوة|تعليمات|دليل|وصفة|علمني|اشرح لي|أخبرني كيف|اخبرني كيف|قل لي كيف|ساعدني|' +
    'أين يمكنني|اين يمكنني|من أين|أعطني|اعطني|هل يمكنك|هل هناك طريقة|أفضل طريقة|افضل طريقة|هل تعرف|هل تعلم|هل هناك',
  'कैसे|किस तरह|तरीका|तरीके|तरीक़ा|उपाय|विधि|चरण|स्टेप|निर्देश|गाइड|नुस्खा|बताओ|बताइए|बताएं|बताएँ|सिखाओ|सिखाइए|' +
    'समझाओ|समझाइए|मदद करो|मदद करें|मदद कीजिए|कहां से|कहाँ से|क्या आप जानते|क्या कोई तरीका',
  // Hinglish, as typed: "kaise kare", "tarika batao", "bata do".
  'kaise|kese|kaisay|kaise kare|kaise karu|kaise karen|tarika|tareeka|tarika batao|batao|bataiye|bata do|sikhao|' +
    'kya tarika',
  // Casual English: "hw 2", "how do u", "how 2".
  'hw 2|hw to|how 2|how do u|how can u|how would u|how r u supposed to',
  'hoe maak ik|hoe maak je|hoe maakt men|hoe kan ik|hoe kun je|hoe kan je|hoe kan men|hoe moet ik|' +
    'hoe doe ik|hoe doe je|hoe bouw ik|hoe bouw je|hoe krijg ik|hoe kom ik aan|hoe zou ik|hoe hack ik|' +
    'hoe hack je|manier om|manieren om|beste manier|makkelijkste manier|snelste manier|stap voor stap|' +
    'stappenplan|handleiding|instructies|recept voor|leg uit hoe|leg me uit|vertel me hoe|' +
    'laat me zien hoe|leer me|help me|kun je|kunt u|zou je|wil je|geef me|geef mij|waar kan ik|' +
    'waar koop ik|waar vind ik|is er een manier|weet je hoe|wat heb ik nodig om|tips om',
  'jak zrobić|jak moge|jak mogę|jak można|jak mam|jak się robi|jak sie robi|w jaki sposób|sposób na|' +
    'sposoby na|najlepszy sposób|najłatwiejszy sposób|najlatwiejszy sposob|krok po kroku|instrukcja|' +
    'instrukcje|instrukcję|przepis na|poradnik|samouczek|naucz mnie|pokaż mi jak|powiedz mi jak|' +
    'wyjaśnij jak|wytłumacz mi|wytlumacz mi|pomóż mi|czy możesz|czy mógłbyś|czy moglbys|daj mi|podaj mi|' +
    'gdzie mogę|gdzie kupić|gdzie zdobyć|gdzie dostać|czy jest sposób|czy istnieje sposób|' +
    'czego potrzebuję|co jest potrzebne',
  'nasıl|nasil|bana bir|hikaye yaz|makale yaz|hikâye yaz|öykü yaz|e postas{ı,i} yaz|mesaj{ı,i} yaz|metni yaz|kodu yaz|benim için|ne şekilde|hangi yolla|en iyi yol|en kolay yol|en hızlı yol|en hizli yol|adım adım|' +
    'adim adim|talimat|talimatlar|tarifi|tarif ver|kılavuz|kilavuz|rehber|öğret|öğretir misin|' +
    'ogretir misin|göster|anlat|anlatır mısın|anlatir misin|açıkla|acikla|yardım et|yardim et|yardımcı ol|' +
    'yardimci ol|bana ver|nereden alabilirim|nereden bulabilirim|nereden temin|bir yolu var mı|' +
    'bir yolu var mi|biliyor musun|neye ihtiyacım var|neye ihtiyacim var|yazar mısın|yazar misin|' +
    'yapar mısın|yapar misin',
  'làm thế nào|lam the nao|làm sao|lam sao|cách nào|cách làm|cach lam|cách để|cach đe|cach de|các bước|' +
    'từng bước|hướng dẫn|công thức|chỉ tôi|chỉ cho tôi|chỉ mình|chỉ cho mình|dạy tôi|dạy mình|giúp tôi|' +
    'giúp mình|cho tôi|cho mình|mua ở đâu|mua o dau|kiếm ở đâu|có cách nào|bạn có thể|thế nào để|' +
    'the nao de|như thế nào|hãy viết|hãy chỉ|hãy cho|hãy tạo',
  'bagaimana|gimana|gmn|bagaimanakah|macam mana|cara membuat|cara bikin|cara buat|cara meretas|' +
    'cara hack|cara mendapatkan|cara untuk|caranya|langkah langkah|langkah demi langkah|petunjuk|panduan|' +
    'tutorial|resep|ajari|ajarkan|tunjukkan|jelaskan|beri tahu|beritahu|kasih tau|kasih tahu|bantu saya|' +
    'bantu aku|tolong|bisakah kamu|bisakah anda|boleh tak|berikan|kasih saya|di mana saya bisa|' +
    'dimana saya bisa|dimana beli|di mana beli|beli dimana|apakah ada cara|ada cara|' +
    'apa yang saya butuhkan|buatkan|bikinin|tunjuk ajar',
  'як мені|як я можу|як можна|як зробити|як виготовити|як приготувати|як створити|як написати|' +
    'як отримати|як дістати|як купити|як зламати|яким чином|найкращий спосіб|найпростіший спосіб|спосіб|' +
    'способи|покроков{а,у,о}|інструкці{я,ю,ї}|рецепт|посібник|навчи|навчіть|покажи як|покажіть як|' +
    'розкажи як|розкажіть як|поясни як|поясніть як|допоможи|допоможіть|де купити|де дістати|де знайти|' +
    'де взяти|дай мені|дайте мені|чи є спосіб|чи знаєш|чи знаєте',
  'πώς να|πως να|πώς μπορώ|πως μπορω|πώς μπορεί|πώς φτιάχνω|πως φτιαχνω|πώς φτιάχνεις|πώς φτιάχνεται|' +
    'πως φτιαχνεται|με ποιον τρόπο|τρόπος να|τρόπο να|καλύτερος τρόπος|βήμα βήμα|βήμα προς βήμα|βημα βημα|' +
    'οδηγίες|οδηγιες|οδηγό|συνταγή|συνταγη|μάθε μου|μαθε μου|δείξε μου|δειξε μου|πες μου|εξήγησέ μου|' +
    'εξηγησε μου|βοήθησέ με|βοηθησε με|μπορείς να|μπορεις να|μπορείτε να|δώσε μου|δωσε μου|πού μπορώ|' +
    'που μπορω να|υπάρχει τρόπος|υπαρχει τροπος',
  'איך|כיצד|כתוב סיפור|כתוב חדשות|כתוב כתבה|כתוב פוסט|כתוב מאמר|כתוב מייל|כתוב הודעה|כתוב קוד|כתוב טקסט|כתוב שיר|הדרך הכי|מה הדרך|הדרך הטובה|שלב אחר שלב|צעד אחר צעד|הוראות|מדריך|מתכון|תלמד אותי|למד אותי|תראה לי|תסביר לי|' +
    'הסבר לי|תגיד לי|ספר לי|תעזור לי|עזור לי|אתה יכול|את יכולה|תן לי|תני לי|איפה אפשר|איפה לקנות|' +
    'מאיפה משיגים|יש דרך',
  'چگونه|چطور|چطوری|چه جوری|چجوری|روش ساخت|بهترین راه|راهی برای|مراحل|قدم به قدم|مرحله به مرحله|' +
    'دستورالعمل|آموزش|راهنمای|به من یاد بده|یادم بده|نشانم بده|نشونم بده|توضیح بده|بگو|کمکم کن|کمک کن|' +
    'میتوانی|میتونی|از کجا|کجا بخرم|آیا راهی',
  'cum să|cum sa|cum pot|cum se face|cum se fac|cum fac|cum poți|cum poti|cum se poate|în ce mod|' +
    'in ce mod|modalitate de|cel mai bun mod|cea mai bună metodă|cea mai buna metoda|metoda de|pas cu pas|' +
    'instrucțiuni|ghid|tutorial|rețetă|reteta|rețeta|învață-mă|invata-ma|arată-mi|arata-mi|spune-mi cum|' +
    'explică-mi|explica-mi|ajută-mă|ajuta-ma|poți să|poti sa|puteți să|puteti sa|dă-mi|da-mi|de unde pot|' +
    'de unde să|de unde sa|unde pot|există o modalitate|exista o modalitate',
  'hur gör man|hur gör jag|hur kan jag|hur kan man|hur ska jag|hur bygger man|hur bygger jag|' +
    'hur tillverkar man|hur hackar man|hur hackar jag|hur får jag|sätt att|bästa sättet|enklaste sättet|' +
    'steg för steg|instruktioner|instruktion|guide|manual|recept på|lär mig|visa mig hur|berätta hur|' +
    'berätta för mig|förklara hur|hjälp mig|kan du|kan ni|ge mig|var kan jag|var köper man|' +
    'finns det ett sätt|vet du hur',
  'jak mám|jak můžu|jak mohu|jak se dá|jak vyrobit|jak udělat|jak se vyrábí|jak hacknout|jak nabourat|' +
    'jakým způsobem|nejlepší způsob|způsob jak|krok za krokem|návod|instrukce|postup|recept na|nauč mě|' +
    'ukaž mi|řekni mi jak|vysvětli mi|pomoz mi|pomozte mi|můžeš mi|můžete mi|dej mi|dejte mi|kde koupit|' +
    'kde sehnat|kde můžu|existuje způsob', // th: no spaces between words, so these match inside the text like the Chinese and Japanese cues
  'วิธี|อย่างไร|ยังไง|สอนวิธี|บอกวิธี|ขั้นตอนการ|ช่วยบอก',
  // bn: Bengali script has no word boundaries for the matcher either; 'কী করে' (how, also 'what does … do') reads only
  // right before the act (harmful-request.ts)
  'কীভাবে|কিভাবে|কী ভাবে|কি ভাবে|কেমন করে|কোন উপায়ে|কী উপায়ে|উপায়|পদ্ধতি|ধাপে ধাপে|ধাপগুলো|রেসিপি|শেখাও|' +
    'শিখিয়ে দাও|শেখান|বলে দাও|আমাকে বলো|আমাকে বলুন|বুঝিয়ে বলো|দেখিয়ে দাও|সাহায্য করো|সাহায্য করুন|কোথায় পাব|' +
    'কোথায় পাবো|কোথা থেকে কিনব|কোথায় কিনতে|কোথায় কিনব|কোথায় পাওয়া যায়|কোথায় পাওয়া যাবে|কিনতে পাওয়া যায়|' +
    'কোনো উপায় আছে|সবচেয়ে সহজ উপায়|সেরা উপায়',
  'jinsi ya|jinsi gani|namna ya|njia ya|njia za|njia rahisi ya|njia bora ya|hatua kwa hatua|hatua za|' +
    'maelekezo ya|mwongozo wa|nifundishe|nielekeze|nionyeshe jinsi|niambie jinsi|nieleze jinsi|nisaidie|' +
    'unaweza kunisaidia|naweza kupata wapi|ninaweza kupata wapi|nitapata wapi|wapi naweza|ninaweza kununua wapi|' +
    'ninawezaje|nawezaje|nitawezaje|unawezaje|mtu anawezaje|tunawezaje|nipe|naomba',
  'piye carane|kepiye carane|piye cara|kepiye cara|pripun carane|pripun caranipun|gimana carane|carane piye|' +
    'carane kepiye|piye nggawe|piye gawe|langkah langkah|langkah-langkahe|ajarana|ajari aku|wulangana|kandhanana|' +
    'kandhakna aku|critakna carane|tuduhna carane|tulungi aku|tuku ngendi|tuku nang endi|tuku ning ngendi|' +
    'nang ndi tuku|ngendi tuku|endi tuku|apa ana cara|ana cara',
];

/** The part of a request that asks for a procedure; it keeps fiction framing from lowering a request. */
export const PROCEDURAL_CUES: readonly string[] = [
  'step by step|steps|instructions|detailed|in detail|recipe|exact|precise|how to|quantities|measurements|ingredients|' +
    'materials|list of|in real life|in the real world',
  'etape par etape|etapes|instructions|detaille|recette|comment',
  'schritt fur schritt|schritte|anleitung|genau|rezept',
  'paso a paso|pasos|instrucciones|detallado|receta',
  'passo a passo|passos|instrucoes|detalhado|receita',
  'passo dopo passo|passaggi|istruzioni|dettagliato|ricetta',
  'пошагов{ая,ую,о}|инструкци{я,ю,и}|подробно|рецепт',
  '步骤|详细|具体方法|配方',
  '手順|詳しく|具体的',
  '단계|자세히|구체적',
  'خطوات|تعليمات|بالتفصيل',
  'चरण|निर्देश|विस्तार से',
  'stap voor stap|stappen|instructies|gedetailleerd|precies|recept|hoeveelheden|ingredienten|materialen',
  'krok po kroku|kroki|instrukcj{a,e,ę}|szczegółowo|dokładnie|przepis|składniki|ilości',
  'adım adım|adim adim|adımlar|adimlar|talimat{,lar}|ayrıntılı|ayrintili|detaylı|detayli|tarif|' +
    'malzemeler|miktarlar',
  'từng bước|các bước|hướng dẫn|chi tiết|công thức|nguyên liệu|liều lượng',
  'langkah demi langkah|langkah langkah|petunjuk|secara rinci|secara detail|resep|bahan bahan|takaran',
  'покроков{а,у,о}|інструкці{я,ю,ї}|детально|докладно|рецепт',
  'βήμα βήμα|βήμα προς βήμα|βήματα|οδηγίες|λεπτομερώς|αναλυτικά|συνταγή|υλικά|ποσότητες',
  'שלב אחר שלב|צעד אחר צעד|הוראות|בפירוט|מפורט|מתכון|כמויות',
  'مرحله به مرحله|قدم به قدم|دستورالعمل|با جزئیات|دقیق|مواد لازم',
  'pas cu pas|pașii|instrucțiuni|detaliat|rețetă|reteta|ingrediente|cantități',
  'steg för steg|instruktioner|detaljerat|exakt|recept|ingredienser|mängder',
  'krok za krokem|kroky|návod|instrukce|podrobně|přesně|recept|suroviny|množství',
  'ধাপে ধাপে|ধাপগুলো|বিস্তারিত|নির্দেশনা|রেসিপি|উপকরণ|উপাদান|পরিমাণ',
  'hatua kwa hatua|hatua|maelekezo|kwa kina|kwa undani|vipimo|viambato|mahitaji',
  'langkah langkah|langkah-langkahe|kanthi rinci|kanthi jangkep|bahan-bahane|bahane|takarane|resepe',
];

/** First-person intent: "I want to", "I'm going to". */
export const INTENT_CUES: readonly string[] = [
  'i want to|i wanna|i d like to|i would like to|i need to|i m going to|i am going to|i m gonna|im gonna|i plan to|' +
    'i m planning to|i am planning to|i intend to|i will|i ll|i have to|i must|i ve decided to|i m thinking of|' +
    'i am thinking of|i am trying to|i m trying to|let s|i wanted to|i decided to|i m considering|i am considering|' +
    'i m thinking about|i am thinking about|i m determined to|we want to|we need to|we plan to|we planned to|' +
    'we re planning to|we are planning to|we re going to|we are going to|we will|we ll',
  'je veux|je voudrais|j aimerais|j ai besoin|je vais|je compte|je souhaite|j ai l intention|je dois|nous voulons|' +
    'on veut|on va',
  'ich will|ich mochte|ich muss|ich werde|ich brauche|ich plane|ich habe vor',
  'quiero|quisiera|me gustaria|necesito|voy a|pienso|planeo|tengo que',
  'eu quero|quero|gostaria de|preciso|vou|pretendo|planejo|tenho que',
  'voglio|vorrei|ho bisogno|devo|ho intenzione|sto pensando di',
  'я хочу|хочу|мне нужно|мне надо|я собираюсь|я планирую|я решил|я решила',
  '我想|我要|我需要|我打算|我准备|我决定|我们想|我们要|我们打算|我们计划|我们准备',
  'したい|するつもり|つもりです|しようと思',
  '싶어|싶다|싶습니다|싶은데|할 거야|하려고|계획',
  'أريد|اريد|أود|أحتاج|احتاج|أنوي|أخطط|أرغب|ارغب|نريد|نحتاج|نخطط',
  'मैं चाहता|मैं चाहती|चाहता हूं|चाहता हूँ|चाहती हूं|चाहती हूँ|मुझे चाहिए|मुझे ज़रूरत|मुझे जरूरत|मैं करना चाहता',
  'ik wil|ik zou willen|ik moet|ik ga|ik ben van plan|ik heb nodig|ik wil graag',
  'chcę|chciałbym|chcialbym|chciałabym|chcialabym|muszę|zamierzam|planuję|potrzebuję',
  'istiyorum|isterim|lazım|lazim|planlıyorum|planliyorum|niyetindeyim|ihtiyacım var|ihtiyacim var',
  'tôi muốn|mình muốn|tao muốn|tôi cần|mình cần|tôi định|toi dinh|tôi sẽ|tôi phải',
  'saya mau|saya ingin|aku mau|aku ingin|gue mau|gw mau|saya perlu|aku perlu|saya butuh|' +
    'saya berencana|saya hendak|saya nak|aku nak',
  'я хочу|хочу|мені треба|мені потрібно|я збираюся|я планую|я вирішив|я вирішила',
  'θέλω να|θελω να|θα ήθελα|χρειάζομαι|σκοπεύω|σχεδιάζω',
  'אני רוצה|אני צריך|אני צריכה|אני מתכנן|אני מתכננת|בא לי',
  'میخواهم|میخوام|قصد دارم|نیاز دارم|تصمیم دارم|برنامه دارم',
  'vreau|aș vrea|as vrea|aș dori|as dori|am nevoie|intenționez|plănuiesc|am de gând|am de gand',
  'jag vill|jag skulle vilja|jag behöver|jag måste|jag tänker|jag planerar',
  'chci|chtěl bych|chtěla bych|potřebuju|potřebuji|musím|plánuju|hodlám|chystám se',
  'nataka|ninataka|nahitaji|ninahitaji|ninapanga|nina mpango wa|nimeamua',
  'aku pengin|aku kepengin|aku pengen|aku arep|aku meh|aku butuh|aku kudu',
];

/** Imperatives that only count at the start of a sentence or after "please", "can you" and the like. */
export const IMPERATIVE_VERBS: readonly string[] = [
  'write|create|generate|develop|design|draft|compose|code|program|build|make|produce|craft|give|provide|tell|teach|' +
    'show|explain|describe|list|outline|instruct|suggest|devise|prepare|publish|post|spread|plan|construct|demonstrate|' +
    'detail|synthesize|synthesise|help|find|hack|invent|come up with|script|share|draw|instruct|guide|recommend|' +
    'brainstorm|offer|compile|design|educate|teach|walk me through',
  'ecris|ecrivez|redige|redigez|cree|creez|genere|generez|developpe|fournis|fournissez|explique|expliquez|decris|' +
    'decrivez|invente|fabrique|fabriquez',
  'schreib|schreibe|schreiben sie|erstelle|erstellen sie|generiere|entwickle|verfasse|erklare|beschreibe|erfinde|baue',
  'escribe|escriba|redacta|redacte|crea|genera|genere|desarrolla|explica|describe|inventa|fabrica|proporciona',
  'escreva|escreve|crie|cria|gere|desenvolva|explique|descreva|invente|fabrique|forneca',
  'scrivi|scriva|crea|genera|sviluppa|spiega|descrivi|inventa|fabbrica|fornisci',
  'напиши|напишите|создай|создайте|сгенерируй|разработай|составь|придумай|опиши|объясни|изготовь',
  '写|请写|编写|生成|创建|制作|设计|列出|提供',
  '書いて|作成して|作って|生成して|考えて|説明して',
  '써줘|써 줘|작성해|만들어줘|만들어 줘|생성해|설명해',
  'اكتب|أكتب|أنشئ|انشئ|قم بإنشاء|قم بكتابة|صمم|اشرح|صف',
  'लिखो|लिखिए|लिखें|बनाओ|बनाइए|बनाएं|तैयार करो|समझाओ|बताओ',
  'schrijf|maak|genereer|creëer|ontwikkel|ontwerp|bouw|geef|leg uit|beschrijf|stel op|programmeer|' + 'codeer',
  'napisz|stwórz|wygeneruj|przygotuj|zrób|opracuj|zaprojektuj|opisz|wyjaśnij|podaj|zaprogramuj|ułóż',
  'yaz|oluştur|üret|hazırla|hazirla|geliştir|tasarla|anlat|açıkla|acikla|kodla',
  'viết|tạo|soạn|lập trình|thiết kế|giải thích|mô tả|liệt kê',
  'tulis|tuliskan|buat|buatkan|bikin|bikinin|susun|rancang|jelaskan|berikan|kembangkan',
  'напиши|напишіть|створи|створіть|згенеруй|розроби|склади|придумай|опиши|поясни|зроби|зробіть',
  'γράψε|γραψε|γράψτε|δημιούργησε|δημιουργησε|φτιάξε|φτιαξε|σχεδίασε|εξήγησε|περιέγραψε|δώσε|δωσε',
  'כתוב לי|תכתוב לי|תכתוב|צור לי|תיצור|תכין לי|תסביר',
  'بنویس|بساز|ایجاد کن|طراحی کن|توضیح بده|شرح بده|تولید کن|درست کن',
  'scrie|scrieți|creează|generează|fă|construiește|dezvoltă|explică|descrie|redactează',
  'skriv|skapa|generera|gör|bygg|utveckla|designa|förklara|beskriv|ta fram',
  'napiš|vytvoř|vygeneruj|udělej|vyrob|navrhni|vysvětli|popiš|sestav|naprogramuj',
  'লেখো|লিখুন|লিখে দাও|বানাও|বানিয়ে দাও|তৈরি করো|তৈরি করুন|ব্যাখ্যা করো|বর্ণনা করো',
  'andika|tengeneza|unda|eleza|fafanua|orodhesha|buni|tunga',
  'tulisen|tulisna|gawekna|gawekno|gawenen|jlentrehna|terangna|critakna|damelaken',
];

/** What may precede an imperative inside a sentence ("please write", "can you make"). */
export const IMPERATIVE_LEADS: readonly string[] = [
  'please|pls|can you|could you|would you|will you|you must|you should|you will|i want you to|i need you to|now|then|' +
    'and|also|just|kindly|help me|i d like you to|go ahead and',
  's il te plait|s il vous plait|peux tu|pouvez vous|pourriez vous|merci de',
  'bitte|kannst du|konnen sie|konntest du|konnten sie',
  'por favor|puedes|puede|podrias|podria',
  'por favor|pode|poderia|voce pode',
  'per favore|puoi|potresti|potrebbe',
  'пожалуйста|можешь|можете|не могли бы вы',
  'alsjeblieft|alstublieft|graag|kun je|kunt u|zou je|wil je',
  'proszę|czy możesz|możesz|czy mógłbyś|czy moglbys',
  'lütfen|rica etsem',
  'làm ơn|vui lòng|xin hãy|bạn hãy|hãy',
  'tolong|mohon|silakan|bisakah kamu|coba',
  'будь ласка|можеш|можете',
  'παρακαλώ|παρακαλω|μπορείς να|μπορεις να|μπορείτε να',
  'בבקשה',
  'لطفا|لطفاً|میشه|میتونی',
  'te rog|vă rog|va rog|poți|poti|puteți|puteti',
  'snälla|kan du|kan ni|var snäll och',
  'prosím|prosim|můžeš|můžete|mohl bys|mohla bys',
  'tafadhali|naomba|unaweza|je unaweza',
  'tulung|tulungi|mbok|monggo',
];

/** Wanting to stay undetected: it turns a question into a plan. */
export const EVASION_CUES: readonly string[] = [
  'without getting caught|without being caught|without being detected|without detection|without anyone {knowing,noticing}|' +
    'without {them,him,her} {knowing,noticing}|without leaving {a,any} trace{,s}|leave no trace{,s}|untraceable|' +
    'undetectable|{can t,cannot,won t} be {traced,detected}|avoid {detection,getting caught,the police,suspicion}|' +
    'evade {detection,the police,police}|evading detection|not get caught|don t get caught|get away with|cover my tracks|' +
    'fly under the radar|without a prescription|without a background check|so no one {finds out,knows}|anonymously|' +
    '{nobody,no one} {will,would,can,could} {detect,notice,know,find out,suspect,trace}|' +
    'won t show up {in,on} {an,a} {autopsy,toxicology,tox screen,drug test}|' +
    'without being {noticed,seen,traced,tracked}|surreptitiously|covertly|secretly|without paying|illegally|' +
    // "without it being noticed", "so the doctor wouldn't notice", "hard to detect in an autopsy"
    'without {it,this,that,anything,anyone} being {noticed,detected,suspected}|without anybody {knowing,noticing}|' +
    'so {the,a} {doctor,doctors,coroner} {won t,wont,wouldn t,can t,doesn t,will not,would not} {notice,detect,find out}|' +
    'so {the irs,the bank,the taxman,hmrc,the tax office} {doesn t,does not,won t,will not,' +
    'wouldn t} {flag,notice,catch,find out}',
  'sans me faire prendre|sans etre {pris,detecte}|sans se faire prendre|sans laisser de trace{,s}|indetectable|' +
    'intracable|a son insu|sans qu {il,elle} le sache',
  'ohne erwischt zu werden|ohne entdeckt zu werden|ohne spuren|unauffindbar|unentdeckt|nicht nachverfolgbar|' +
    'ohne dass {er,sie} es merkt',
  'sin que me atrapen|sin ser {atrapado,detectado}|sin dejar rastro|indetectable|irrastreable|sin que se de cuenta|' +
    'sin que lo sepa',
  'sem ser {pego,pega,detectado}|sem deixar rastro{,s}|indetectavel|irrastreavel|sem que {ele,ela} saiba',
  'senza essere {scoperto,beccato}|senza farsi scoprire|senza lasciare tracce|non rintracciabile|irrintracciabile',
  'чтобы не поймали|не попасться|без следов|не оставляя следов|чтобы никто не узнал|неотслеживаем{ый,ое,ую}',
  '不被发现|不被抓|不被察觉|不留痕迹|无法追踪|神不知鬼不觉',
  'バレずに|ばれずに|気づかれずに|見つからずに|痕跡を残さず|追跡不可能',
  '들키지 않고|들키지 않게|걸리지 않고|걸리지 않게|티 안 나게|아무도 모르게|남들 모르게|흔적 없이|흔적을 남기지|추적 불가능|추적되지 않',
  'دون أن يتم القبض|دون أن يكتشف|دون أن يلاحظ|دون ترك أثر|بدون ترك أثر|لا يمكن تتبع|لا يمكن اكتشاف',
  'बिना पकड़े|पकड़े बिना|बिना पता चले|पता चले बिना|बिना किसी को पता|कोई सबूत न',
  'bina pata chale|bina kisi ko pata|pata na chale|kisi ko pata na|bina pakde|pakde bina|pakda na jau|' +
    'koi saboot na|bina saboot',
  'zonder gepakt te worden|zonder betrapt te worden|zonder dat iemand het merkt|zonder sporen|' +
    'zonder sporen na te laten|onopgemerkt|onvindbaar|onnaspeurbaar|zonder dat {hij,zij,ze} het weet',
  'bez wykrycia|żeby nikt się nie dowiedział|bez śladów|nie zostawiając śladów|niewykrywaln{y,a,e}|' +
    'nie dać się złapać|żeby mnie nie złapali|bez jej wiedzy|bez jego wiedzy',
  'yakalanmadan|fark edilmeden|iz bırakmadan|iz birakmadan|tespit edilmeden|kimse fark etmeden|' +
    'haberi olmadan|izlenemez',
  'không bị phát hiện|không bị bắt|không để lại dấu vết|khong de lai dau vet|mà không ai biết|' + 'không ai biết',
  'tanpa ketahuan|tanpa terdeteksi|tanpa jejak|tidak terlacak|tanpa diketahui|tanpa sepengetahuan|' +
    'agar tidak ketahuan|biar tidak ketahuan|biar ga ketahuan|tanpa tertangkap',
  'щоб не спіймали|щоб {вона,він} не {дізналася,дізнався}|не попастися|без слідів|не залишаючи слідів|щоб ніхто не дізнався|без її відома|' +
    'без його відома',
  'χωρίς να με πιάσουν|χωρίς να γίνει αντιληπτό|χωρίς ίχνη|χωρίς να αφήσω ίχνη|χωρίς να το μάθει|' +
    'χωρίς να καταλάβει',
  'בלי להיתפס|מבלי להיתפס|בלי שאף אחד ידע|בלי להשאיר עקבות|בלי שהוא ידע|בלי שהיא תדע',
  'بدون اینکه گیر بیفتم|بدون اینکه کسی بفهمد|بدون اینکه کسی بفهمه|بدون ردپا|بدون اینکه بفهمه|' + 'بدون شناسایی',
  'fără să fiu prins|fără să fiu prinsă|fără urme|fără să afle|nedetectabil|fără să observe',
  'utan att åka fast|utan att bli upptäckt|utan att bli påkommen|utan att lämna spår|' +
    'utan att någon märker|utan att hon vet|utan att han vet|ospårbar{,t}',
  'aniž by mě chytili|bez odhalení|beze stopy|aniž by to někdo zjistil|aniž by o tom věděl{,a}|' +
    'nevystopovateln{ý,é}|nepozorovaně',
  'ধরা না পড়ে|ধরা না খেয়ে|ধরা পড়তে চাই না|যাতে ধরা না পড়ি|কেউ যেন টের না পায়|কেউ টের না পায়|' +
    'কেউ যেন জানতে না পারে|কেউ জানতে না পারে|কোনো চিহ্ন না রেখে|কোনো প্রমাণ না রেখে|প্রমাণ না রেখে|' +
    'পুলিশের চোখ ফাঁকি দিয়ে|শনাক্ত করা যাবে না|শনাক্ত করা যায় না|ট্রেস করা যাবে না|ধরা যাবে না|ধরতে না পারে|' +
    'বুঝতে না পারে|টের না পায়',
  'bila kukamatwa|bila kushikwa|bila kugunduliwa|bila mtu kujua|bila yeye kujua|bila kuacha alama|' +
    'bila kuacha ushahidi|nisikamatwe|nisishikwe|nisigunduliwe|isiyoweza kugunduliwa|isiyogundulika',
  'tanpa konangan|ora konangan|ben ora konangan|supaya ora konangan|ora ketahuan|ben ora ketahuan|' +
    'ora kecekel|ben ora kecekel|tanpa ana sing ngerti|ora ana sing ngerti|tanpa ninggal jejak|ora ninggal jejak|' +
    'ora bisa dideteksi',
];

/** Preventing, recognising, reporting or surviving a harm: the opposite of asking for it. */
export const DEFENSIVE_CUES: readonly string[] = [
  'protect|protecting|protects|prevent|preventing|prevents|prevention|avoid|avoiding|avoids|defend|defending|' +
    'defense against|defence against|detect|detecting|detects|detection|recogni{z,s}e|recogni{z,s}ing|' +
    'report|reporting|stop|stopping|mitigate|mitigating|mitigation|safeguard|remove|' +
    'removing|get rid of|recover from|block|blocking|blocks|deny|denying|restrict|restricting|flag|flagging|' +
    'respond to|deal with|cope with|survive|surviving|treat|treating|treatment|help someone|help a friend|talk * out of|' +
    'keep * safe|stay safe|warn|awareness|signs of|symptoms of|risks of|dangers of|penalty for|punishment for|' +
    'laws against|is it legal|consequences of|talk to|explain to|age appropriate|sex ed|sex education|puberty|' +
    'support a|survivor{,s}|victims of|harden|hardening|quit|quitting|overcome|sanitize|sanitise|parameteri{z,s}ed|' +
    'check{,ing} for|scan{,ning} for|audit{,ing}|yara|sigma rule|detection rule{,s}|siem|moderate|moderating|moderation|' +
    'combat|combating|counter|countering|fight|fighting|tackle|tackling|regulate|ban|prohibit|tell if|tell whether|' +
    'know if|signs that|warning signs|check if|check whether|is legit|is legitimate|real or fake|a scam or not',
  'proteger|prevenir|eviter|se defendre|detecter|reconnaitre|signaler|arreter|empecher|lutter contre|se premunir|' +
    'securiser|victime{,s} de|sensibiliser',
  'schutzen|vorbeugen|verhindern|vermeiden|erkennen|melden|abwehren|bekampfen|opfer von|aufklaren',
  'proteger|protegerme|prevenir|evitar|defenderme|detectar|reconocer|denunciar|detener|impedir|combatir|victima{,s} de',
  'proteger|prevenir|evitar|me defender|detectar|reconhecer|denunciar|impedir|combater|vitima{,s} de',
  'proteggere|proteggermi|prevenire|evitare|difendermi|rilevare|riconoscere|denunciare|impedire|combattere|vittima di',
  'защитить|защититься|защиты от|предотвратить|избежать|избегать|обнаружить|распознать|сообщить|противостоять|уберечь',
  '防止|预防|避免|防范|保护|识别|举报|应对|防御|抵御|检测|戒毒|戒掉|辨别|辨认|分辨|鉴别|识破',
  '防ぐ|防止|予防|避ける|守る|見分け|通報|対策|検出',
  '예방|방지|피하|보호|막는|막으|식별|신고|대처|탐지',
  'حماية|أحمي|احمي|منع|تجنب|أتجنب|الوقاية|اكتشاف|التعرف على|الإبلاغ|الابلاغ|مكافحة|الدفاع',
  'बचाव|बचें|बचने|रोकथाम|रोकने|रोकें|सुरक्षा|पहचानें|रिपोर्ट|शिकायत|शिक्षा',
  'beschermen|bescherm|voorkomen|vermijden|herkennen|detecteren|melden|aangeven|bestrijden|beveiligen|' +
    'beveilig|slachtoffer van|tegengaan',
  'chronić|ochronić|zabezpieczyć|zapobiec|zapobiegać|uniknąć|unikać|rozpoznać|wykryć|zgłosić|zwalczać|' +
    'ofiarą|ofiara',
  'korumak|korunmak|koruyabilirim|önlemek|engellemek|kaçınmak|kacinmak|tespit etmek|tanımak|tanimak|' +
    'şikayet|bildirmek|mücadele|mağduru|güvende',
  'bảo vệ|phòng chống|phòng tránh|ngăn chặn|ngăn ngừa|phát hiện|nhận biết|báo cáo|tố cáo|nạn nhân',
  'melindungi|lindungi|mencegah|cegah|menghindari|hindari|mendeteksi|mengenali|melaporkan|mengatasi|' +
    'memberantas|korban|mengamankan|amankan',
  'захистити|захиститися|захисту від|запобігти|уникнути|виявити|розпізнати|повідомити|протидіяти|' +
    'вберегти|боротися з',
  'προστατέψω|προστατεύσω|προστασία|προστατευτώ|αποτρέψω|πρόληψη|αποφύγω|εντοπίσω|αναγνωρίσω|καταγγείλω|' + 'θύμα',
  'להגן|הגנה|למנוע|מניעה|להימנע|לזהות|לדווח|להתמודד|קורבן',
  'محافظت|حفاظت|جلوگیری|پیشگیری|اجتناب|تشخیص|شناسایی|گزارش|مقابله|قربانی',
  'protejez|protejeze|proteja|protejare|prevenire|previn|preveni|evit|detecta|detectez|recunoaște|' +
    'raportez|raporta|denunța|combate|victimă|victima|securizez',
  'skydda|förhindra|förebygga|undvika|upptäcka|känna igen|anmäla|rapportera|bekämpa|offer för',
  'chránit|ochránit|zabránit|předejít|vyhnout|odhalit|rozpoznat|nahlásit|bránit se|bojovat proti|oběť|' + 'zabezpečit',
  'ป้องกัน|ไม่ให้ถูก|ปกป้อง|รู้ทัน|สังเกต|ระวัง|รับมือ',
  'রক্ষা|সুরক্ষিত|সুরক্ষার|প্রতিরোধ|ঠেকাতে|ঠেকানো|ঠেকাব|এড়াতে|এড়ানো|এড়িয়ে চল|বাঁচতে|বাঁচার|বাঁচাতে|শনাক্ত|' +
    'চিনতে|চেনার|চিনব|চিনবেন|রিপোর্ট|অভিযোগ|সচেতন|শিকার|মোকাবেলা|মোকাবিলা|লক্ষণ|না পারে|নিরাপদ রাখ|' +
    'নিরাপদে রাখ|শাস্তি|ফিরে পাব|ফেরত পাব|উদ্ধার কর|রোধ করা যায়|রোধের উপায়|রোধে করণীয়|দমন',
  'kulinda|linda|kujilinda|kuzuia|zuia|kuepuka|epuka|kujikinga|kugundua|kutambua|tambua|kuripoti|kushtaki|' +
    'mwathirika|waathirika|kupambana na|kukabiliana na|dalili za|hatari za|adhabu ya',
  'nglindhungi|nglindungi|ngayomi|njaga|ngamanke|ngamanake|nyegah|ngindhari|ngindari|ngenali|ndeteksi|' +
    'nglaporake|nglaporke|korban|ngadhepi|ngatasi|ben ora dihack|supaya ora dihack|ben ora kena hack|' +
    'ben ora dicolong|supaya ora dicolong|ben ora kena tipu|supaya ora ketipu|aja nganti ketipu',
];

/** Tasks on a given text (summarise, translate, classify): the text's topic is not what is asked for. */
export const TEXT_TASK_CUES: readonly string[] = [
  'summary|summari{z,s}e|translate|translation|paraphrase|rewrite|rephrase|proofread|correct the grammar|classify|' +
    'sentiment|the following {text,article,passage,paragraph,sentence,synopsis,document,email,story}|this {text,article,' +
    'passage,paragraph,synopsis,document}|answer the question|extract the|tl dr|is this toxic|toxic language|contains toxic',
  'resume|resumer|traduire|traduis|traduisez|le texte suivant|l article suivant',
  'zusammenfassung|zusammenfassen|ubersetze|ubersetzen|den folgenden text',
  'resumen|resume|resumir|traduce|traducir|el siguiente texto',
  'resumo|resuma|resumir|traduza|traduzir|o seguinte texto',
  'riassunto|riassumi|traduci|tradurre|il seguente testo',
  'кратко изложи|перескажи|переведи|следующий текст',
  '总结|概括|翻译|以下文章|下面的文章|以下文本',
  '要約|翻訳|次の文章|以下の文章',
  '요약|번역|다음 글|다음 문장',
  'لخص|ترجم|النص التالي|المقال التالي',
  'सारांश|अनुवाद|निम्नलिखित पाठ',
  'samenvatting|vat samen|vertaal|vertaling|de volgende tekst|het volgende artikel',
  'streszczenie|streść|przetłumacz|tłumaczenie|następujący tekst|poniższy tekst',
  'özetle|özet|çevir|tercüme et|aşağıdaki metin',
  'tóm tắt|dịch sang|đoạn văn sau|văn bản sau|bài viết sau',
  'ringkas|ringkasan|rangkum|terjemahkan|terjemahan|teks berikut|artikel berikut',
  'коротко виклади|перекажи|переклади|наступний текст|підсумуй',
  'περίληψη|σύνοψη|μετάφρασε|μετάφραση|το παρακάτω κείμενο',
  'סכם|סיכום|תרגם|תרגום|הטקסט הבא',
  'خلاصه کن|ترجمه کن|ترجمه|متن زیر',
  'rezumat|rezumă|tradu|traducere|textul următor|următorul text',
  'sammanfatta|sammanfattning|översätt|följande text',
  'shrnutí|shrň|přelož|překlad|následující text',
  'সারাংশ|সংক্ষেপে লেখো|সংক্ষিপ্ত কর|অনুবাদ কর|নিচের লেখা|নিচের অনুচ্ছেদ|নিম্নলিখিত লেখা|নিম্নলিখিত অনুচ্ছেদ',
  'fupisha|muhtasari|tafsiri|maandishi yafuatayo|makala ifuatayo|kifungu kifuatacho',
  'ringkesen|ringkesan|terjemahna|terjemahake|teks ing ngisor iki|artikel ing ngisor iki',
];

/** Fiction: a dark theme in a story is not a plan, unless the story asks for the procedure. */
export const CREATIVE_CUES: readonly string[] = [
  'story|short story|novel|poem|fiction|fictional|screenplay|scene|fanfic|fan fiction|character|narrative|plot|lyrics|' +
    'movie|film|book|chapter|thriller|mystery|song|songs|rap|verse|roleplay as|role play as|you are a|act as|imagine you|' +
    // a game's crafting is not the act: "In Skyrim, how do I make a poison"
    'video game|in game|in skyrim|in minecraft|in elden ring|in the witcher|in terraria|in runescape|in dnd|in d d|' +
    'in pokemon|in baldur s gate|in world of warcraft',
  'histoire|roman|poeme|fiction|scenario|nouvelle|personnage',
  'geschichte|roman|gedicht|fiktion|drehbuch|erzahlung|figur',
  'cuento|novela|poema|ficcion|guion|personaje|relato',
  'conto|romance|poema|ficcao|roteiro|personagem',
  'racconto|romanzo|poesia|finzione|sceneggiatura|personaggio',
  'рассказ|роман|стих|стихотворение|сценарий|персонаж|повесть',
  '小说|故事|诗|剧本|虚构|角色|情节',
  '小説|物語|詩|脚本|フィクション|キャラクター|ストーリー',
  '소설|이야기|시를|대본|각본|허구|캐릭터|스토리',
  'قصة|رواية|قصيدة|سيناريو|خيالي|شخصية',
  'कहानी|उपन्यास|कविता|पटकथा|काल्पनिक|किरदार|पात्र',
  'verhaal|roman|gedicht|fictie|scenario|personage|hoofdpersoon',
  'opowiadanie|powieść|wiersz|fikcja|scenariusz|postać|bohater',
  'hikaye|hikâye|öykü|roman|şiir|kurgu|senaryo|karakter',
  'truyện|câu chuyện|tiểu thuyết|bài thơ|kịch bản|nhân vật|hư cấu',
  'cerita|cerpen|novel|puisi|fiksi|skenario|naskah|tokoh|karakter',
  'оповідання|розповідь|роман|вірш|сценарій|персонаж|повість',
  'ιστορία|διήγημα|μυθιστόρημα|ποίημα|σενάριο|χαρακτήρας|μυθοπλασία',
  'סיפור|רומן|שיר|תסריט|דמות|בדיוני',
  'داستان|رمان|شعر|فیلمنامه|شخصیت|تخیلی',
  'poveste|povestire|roman|poezie|ficțiune|scenariu|personaj',
  'berättelse|novell|roman|dikt|fiktion|manus|karaktär',
  'příběh|povídka|román|báseň|fikce|scénář|postava',
  'গল্প|ছোটগল্প|উপন্যাস|কবিতা|চিত্রনাট্য|কাল্পনিক|চরিত্র',
  'hadithi|riwaya|shairi|tamthilia|hadithi ya kubuni|mhusika',
  'crita|cerkak|cerita|novel|geguritan|skenario|paraga|tokoh',
];

/** Words between an act and a topic that make it a text about the topic ("write an essay about bombs"). */
export const ABOUT_MARKERS: readonly string[] = [
  'about|regarding|concerning|on the topic of|on the history of|on the dangers of|explaining|describing|discussing|' +
    'summari{z,s}ing|analy{z,s}ing|review of|history of|essay on|article on|report on|paper on|lesson on|class on|' +
    'summary of|overview of|documentary on|documentary about',
  'sur|a propos|concernant',
  'uber|bezuglich',
  'sobre|acerca de|respecto a',
  'sobre|acerca de|a respeito',
  'sul|sulla|riguardo|circa',
  'об|про|насчет',
  '关于|有关',
  'について|に関する|に関して',
  '에 대해|에 대한|에 관한',
  'حول|بشأن',
  'के बारे में',
  'over|betreffende|met betrekking tot',
  'na temat|dotyczący|dotyczącego|o historii',
  'hakkında|hakkinda|ile ilgili|konusunda',
  'về việc|nói về|liên quan đến',
  'tentang|mengenai|terkait',
  'про|щодо|стосовно',
  'σχετικά με|σχετικα με|περί',
  'אודות|בנושא',
  'درباره|در مورد|راجع به',
  'despre|privind|referitor la',
  'angående|gällande|handlar om',
  'ohledně|týkající se',
  'ประวัติ|ประวัติศาสตร์|ข่าว|บทความ',
  'সম্পর্কে|বিষয়ে|ব্যাপারে|সংক্রান্ত|খবর|সংবাদ|ইতিহাস|প্রবন্ধ|প্রতিবেদন',
  'kuhusu|juu ya|habari za|historia ya|makala kuhusu|insha kuhusu|ripoti kuhusu',
  'babagan|ngenani|gegayutan karo|kabar|warta|sejarah',
];

/** A negation between a group and a trait turns a slur into its denial ("immigrants are not criminals"). */
export const NEGATIONS: readonly string[] = [
  'not|never|no|don t|doesn t|isn t|aren t|won t|can t|shouldn t|wouldn t|myth|stereotype|stereotypes|false that',
  'ne|pas|jamais',
  'nicht|nie|kein|keine',
  'no|nunca|nao',
  'non|mai',
  'не|нет|никогда',
  '不|没|别',
  'ない|ではない',
  '않|아니',
  'لا|ليس|ليسوا|لم|لن',
  'नहीं|न',
  'niet|nooit|geen',
  'nie|nigdy',
  'değil|degil|asla',
  'không|chẳng',
  'tidak|bukan',
  'не|ні|ніколи',
  'δεν|μην|ποτέ',
  'nu|niciodată',
  'inte|aldrig',
  'ne|nejsou|není|nikdy',
];
