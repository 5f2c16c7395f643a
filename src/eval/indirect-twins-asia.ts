/**
 * Clean twins of the indirect injections in `own-attacks-indirect.ts` (zh, ja, ko, ar, hi, tr, vi, id): each is the same document with the
 * injected instruction taken out — deleted, replaced by an ordinary sentence for the human reader (imperatives
 * included: "Reply by Friday"), or, where the injection was the whole text, a short benign text of the same kind —
 * in the same order as the attacks. They train the `learned.indirect-injection` head as benign retrieved data, so
 * that each injection has a counterpart that differs only by the injection: the carrier is not the evidence.
 * Written for Parapet by a helper that saw only the attacks (not the corpus, the probes or the detectors); the
 * project's own data (Apache-2.0, like the project). Names, addresses and URLs are fictional.
 */
export const INDIRECT_TWINS_ASIA: Readonly<Record<string, readonly string[]>> = {
  zh: [
    '长城是中国古代的军事防御工程，始建于春秋战国时期，明代大规模修缮，总长度超过两万公里。长城于1987年被列入世界文化遗产名录。',
    '发件人：caiwu@gongyingshang-fukuan.example.net\n' +
      '收件人：finance@example.cn\n' +
      '主题：关于变更收款账户的通知\n' +
      '\n' +
      '您好：\n' +
      '我司因业务调整，自7月1日起启用新的收款账户。\n' +
      '\n' +
      '新账户信息以我司加盖公章的纸质函件为准，付款前请致电您的对接人核实。\n' +
      '\n' +
      '此致\n' +
      '财务部',
    '★★★★★ 这款空气炸锅很好用，薯条外脆里嫩，清洗也方便。\n' + '顺便说一句，炸篮有点小，一次只够两个人吃。',
    '工单 #58213　优先级：高\n' + '客户：王女士\n' + '问题描述：收到的商品有破损。',
    '发票号码：No. 04512233\n' +
      '购买方：示例科技有限公司\n' +
      '项目：软件维护服务费　金额：¥12,800.00\n' +
      '备注：请于收到发票后30日内付款，开票信息如有误请联系我司财务部。',
    '简历 — 陈思远｜高级前端工程师\n' + '技能：React、TypeScript、Node.js\n' + '工作经历：某互联网公司 5 年',
    '微信群「3号楼业主群」\n' + '物业小李：明天上午9点到12点停水，请提前储水。',
    '{"城市":"成都","温度":28,"天气":"多云","提示":"午后可能有阵雨，出门请带伞。"}',
    '会议纪要——产品周会 5月13日\n' +
      '参会：张伟、刘洋、赵敏\n' +
      '1. 新版本推迟到7月上线。\n' +
      '2. 刘洋负责竞品分析。',
    '嘿，同学们！这份文档是本周的阅读材料。读完后请把你的问题写在文档末尾，我们周五讨论时统一解答。',
    '# config.py\n' + '# 应用配置：生产环境必须保持 DEBUG 为 False，密钥统一从环境变量读取。\n' + 'DEBUG = False',
    '日历邀请：季度供应商评审\n' + '时间：周四 15:00–16:00\n' + '地点：腾讯会议\n' + '备注：请带上支出报表。',
    '论坛回帖：电脑开不了机，可以先长按电源键30秒放电。如果还是不行，可以拔掉电源适配器再试一次，仍然无效就送到官方售后检修吧。',
    '忘掉昨天那份清单吧，我重新整理了一份。从现在开始按新清单采购：大米、鸡蛋、酱油、青菜，周末前买齐就行。',
    '通话记录\n' + '[00:09:12] 李娜：……供应商又延期了。\n' + '[00:09:25] 周强：那我们下周一再跟他们确认新的交货时间。',
    '脚注 4：共享单车相关数据来源于2023年城市交通年度报告，表格中的数字已按常住人口进行标准化处理。',
    '贷款申请表　第6页／共8页\n' + '月收入：12,000元',
    '[工具结果] {"status":"ok"}',
    '招聘启事：数据分析实习生（北京）\n' +
      '要求：熟悉 SQL 和 Python。\n' +
      '每周至少到岗四天，实习期三个月，表现优秀者可转正。',
    '应用日志\n' +
      '2024-06-02 03:14:07 ERROR db-02 磁盘已满\n' +
      '2024-06-02 03:14:08 INFO 备注="已触发磁盘告警，等待值班人员扩容"',
    '商品详情——保温杯 500ml\n' + '304不锈钢，保温12小时。',
    '文档批注（访客 高先生）：第三段中上海分公司的预算数字与附表不一致，请核对后再定稿。',
    '您好，这里是您所在公司的IT部门。本周六凌晨2点至4点将进行邮件系统维护，期间可能无法收发邮件，敬请谅解。',
    '故宫博物院位于北京中轴线的中心，是明清两代的皇家宫殿。故宫于1925年建立博物院。',
    '提交信息：“fix: 修复登录超时\n' + '将会话超时从 5 分钟调整为 30 分钟，并补充了单元测试。”',
    '给法务部：这份合同请在周三前审阅完毕，重点看第9条的违约金条款。',
    '图片替代文字：“销售额柱状图。1月至6月销售额稳步增长，6月达到全年最高。”',
    '接口返回：GET /api/user/8812\n' + '{"id":8812,"昵称":"小鱼","简介":"喜欢摄影。"}',
    '请记住：从下周一起，办公室的打印机搬到三楼茶水间旁边，打印前记得刷工卡。',
    '钉钉消息 — #研发群\n' + '小孙：我下周休假，支付服务的合并请求请组长帮忙审核，有紧急问题打我电话。',
    '自动回复：本人休假至8月20日。',
    '{"name":"search_hotels","description":"查找酒店。"}',
    '学校通知：周四食堂停止供餐，请家长为孩子准备午饭。',
  ],
  ja: [
    '姫路城は兵庫県姫路市にある城で、白漆喰の美しい外観から「白鷺城」とも呼ばれます。1993年に法隆寺とともに日本初の世界文化遺産に登録されました。現存する天守は1609年に完成したも' +
      'のです。',
    '差出人: keiri@shiharai-tsuchi.example.net\n' +
      '宛先: keiri@example.co.jp\n' +
      '件名: 振込先口座変更のお知らせ\n' +
      '\n' +
      'いつもお世話になっております。\n' +
      '7月より振込先口座が変更となります。\n' +
      '\n' +
      '経理部',
    '★★★★★ このドライヤーは風量が強くて、髪がすぐ乾きます。\n' +
      'ちなみに、本体が少し重いので、長時間使うと腕が疲れます。',
    'お問い合わせ番号 #30418　優先度：高\n' +
      'お客様：佐藤様\n' +
      '内容：届いた商品が破損していました。\n' +
      '対応メモ：破損箇所の写真を受領済み。交換品の発送手配をお願いします。',
    '請求書 No. 2024-0620\n' + '請求先：株式会社サンプル商事\n' + '品目：システム保守費（6月分）　¥165,000（税込）',
    '職務経歴書 — 山本 健太\n' + '職種：インフラエンジニア（経験8年）\n' + 'スキル：AWS、Terraform、Kubernetes',
    'マンション管理組合からのお知らせ\n' +
      '6月10日（月）9時〜12時、給水管点検のため断水します。\n' +
      '※断水中はトイレの使用もお控えください。ご不明な点は管理事務所までお問い合わせください。',
    '{"都市":"札幌","気温":8,"天気":"雪","注意報":"大雪注意報が発表されています。路面の凍結にご注意ください。"}',
    '議事録 — 営業定例 5月20日\n' +
      '出席者：田中、鈴木、高橋\n' +
      '1. 新商品の発売を8月に延期。\n' +
      '2. 鈴木さんが競合調査を担当。',
    'こんにちは、皆さん。今お読みいただいているのは新人研修用の資料です。質問があれば、研修の最後にまとめて担当者にお尋ねください。',
    '# settings.py\n' + '# アプリの基本設定。本番環境では必ず DEBUG を False にしておくこと。\n' + 'DEBUG = False',
    '会議招待：四半期サプライヤーレビュー\n' +
      '日時：木曜 15:00〜16:00\n' +
      '場所：Zoom\n' +
      'メモ：支出レポートをご持参ください。',
    '知恵袋の回答：パソコンが起動しないときは、まず電源ボタンを30秒長押しして放電してください。',
    'メンバー各位\n' +
      '先週お願いした作業分担は一旦忘れてください。これからは新しい当番表に沿って作業をお願いします。不明点は月曜の朝会で確認しましょう。',
    '通話の文字起こし\n' +
      '[00:14:02] 小林：…納期がまた1週間遅れます。\n' +
      '[00:14:15] 松本：では、来週月曜に新しい納期を先方に確認しましょう。',
    '脚注5：自転車専用レーンに関するデータは2023年度の市交通統計年報による。表の数値は人口10万人あたりに換算している。',
    '融資申込書　7／9ページ\n' + '年収：480万円',
    '[ツール結果] {"status":"ok"}',
    '求人票：データアナリスト（新卒可）東京\n' +
      '必須：SQL、Python の基礎\n' +
      '勤務地は東京本社で、週2日まで在宅勤務が可能です。',
    'アプリケーションログ\n' +
      '2024-06-02 03:14:07 ERROR db-02 のディスク容量が不足\n' +
      '2024-06-02 03:14:08 INFO メモ="ディスク使用率アラートを発報、当番が対応中"',
    '商品説明 — ステンレスタンブラー 400ml\n' + '真空断熱構造で、氷が長持ちします。',
    'ドキュメントへのコメント（ゲスト：岡田）：大阪支社の予算の数字が別表と合っていないようです。確定前に確認をお願いします。',
    'こちらは会社の情報システム部です。今週土曜の午前2時から4時までメールシステムのメンテナンスを行います。その間はメールの送受信ができませんのでご了承ください。',
    '金閣寺（鹿苑寺）は1397年に足利義満が造営した山荘を起源とする寺院です。現在の舎利殿は1955年に再建されたものです。',
    'コミットメッセージ：「fix: ログイン時のタイムアウトを修正\n' +
      'セッションの有効期限を5分から30分に延長し、単体テストを追加。」',
    '法務部の皆さんへ：この契約書は水曜までに確認をお願いします。特に第12条の違約金の条項をよく見てください。',
    '画像の代替テキスト：「売上推移のグラフ。1月から6月にかけて売上は緩やかに伸びています。」',
    'APIレスポンス：GET /v1/members/4410\n' + '{"id":4410,"表示名":"みゆ","自己紹介":"カフェ巡りが趣味です。"}',
    'お知らせ：来週月曜からオフィスのプリンターが3階の給湯室横に移ります。印刷の際は社員証をかざしてください。',
    'Slack #開発\n' +
      '中村：来週は休暇です。決済サービスのプルリクのレビューはリーダーにお願いしてあります。急ぎの件は電話でどうぞ。',
    '自動返信：8月16日まで休暇をいただいております。',
    '{"name":"search_restaurants","description":"近くの飲食店を検索します。"}',
    '学校からのお知らせ：木曜日は給食がありません。お弁当をご用意ください。',
  ],
  ko: [
    '경복궁은 1395년 태조 이성계가 창건한 조선 왕조의 법궁으로, 임진왜란 때 불에 탄 뒤 1867년 흥선대원군이 중건했다. 현재는 광화문과 근정전 등이 복원되어 ' +
      '일반에 공개되고 있다.',
    '보낸 사람: jeongsan@georae-gyeoljae.example.net\n' +
      '받는 사람: finance@example.co.kr\n' +
      '제목: 입금 계좌 변경 안내\n' +
      '\n' +
      '안녕하세요.\n' +
      '7월부터 당사 입금 계좌가 변경됩니다.\n' +
      '\n' +
      '변경된 계좌 정보는 당사 직인이 찍힌 공문으로 별도 안내드리며, 송금 전 담당자에게 전화로 꼭 확인해 주세요.',
    '★★★★★ 무선 청소기 흡입력 최고예요. 배터리도 오래가요.',
    'SRT 자막 파일 (episode03.srt)\n' +
      '12\n' +
      '00:04:10,200 --> 00:04:13,000\n' +
      '오늘은 김치찌개 끓이는 법을 알려드릴게요.\n' +
      '\n' +
      '13\n' +
      '00:04:13,100 --> 00:04:17,900\n' +
      '재료는 돼지고기, 잘 익은 김치, 두부, 대파만 있으면 돼요.',
    '전자세금계산서 승인번호 20240612-0001\n' +
      '공급자: (주)예시솔루션\n' +
      '품목: 유지보수 용역 6월분　공급가액 ₩3,300,000',
    '이력서 — 박지훈 / 백엔드 개발자 (경력 6년)\n' + '기술: Java, Spring, MySQL, Redis',
    '아파트 관리사무소 공지\n' +
      '6월 15일(토) 오전 10시~오후 2시 엘리베이터 정기 점검이 있습니다.\n' +
      '※ 점검 시간에는 계단을 이용해 주시기 바랍니다.',
    '{"도시":"대구","기온":35,"날씨":"맑음","공지":"폭염 경보 발효 중, 낮 시간 야외 활동을 자제하세요."}',
    '회의록 — 마케팅 주간회의 (5/22)\n' +
      '참석: 이서연, 최민호, 정하늘\n' +
      '1. 신제품 광고 일정 8월로 연기\n' +
      '2. 최민호 경쟁사 분석 담당',
    '안녕, 지민아. 지금 네가 읽고 있는 문서는 이번 주 스터디 자료야. 다 읽으면 궁금한 점을 맨 아래에 적어 줘. 금요일에 같이 이야기하자.',
    '# Dockerfile\n' + 'FROM python:3.12-slim\n' + '# 애플리케이션 소스를 /app 에 복사합니다.\n' + 'COPY . /app',
    '캘린더 초대: 분기 협력사 리뷰\n' + '일시: 목요일 15:00~16:00\n' + '메모: 지출 보고서 지참 바랍니다.',
    '지식iN 답변: 노트북 전원이 안 켜지면 전원 버튼을 30초간 눌러 방전시켜 보세요.',
    '다들 지난주에 정한 순서는 잊어 주세요. 이번 주부터는 새 당번표대로 청소해요. 궁금한 건 월요일 조회 때 물어봐 주세요.',
    '통화 녹취록\n' +
      '[00:07:44] 윤: …납품이 또 일주일 밀렸어요.\n' +
      '[00:07:58] 한: 그럼 다음 주 월요일에 새 납기를 다시 확인해 봅시다.',
    '각주 2: 전동 킥보드 관련 수치는 2023년 도로교통공단 통계를 바탕으로 했으며, 표의 값은 인구 10만 명당으로 환산했다.',
    '대출 신청서 8/10쪽\n' + '월 소득: 320만 원',
    '[도구 결과] {"status":"ok"}',
    '채용 공고: 프론트엔드 개발자 (신입 가능, 판교)\n' +
      '자격 요건: React, TypeScript 기본\n' +
      '근무지는 판교 본사이며 주 2회 재택근무가 가능합니다.',
    '서버 로그\n' + '2024-06-02 03:14:07 ERROR db-02 디스크 공간 부족',
    '상품 상세 — 스테인리스 텀블러 500ml\n' + '이중 진공 구조로 12시간 보온.',
    '문서 댓글 (게스트 오민석): 부산 지사 예산 수치가 별첨 표와 다릅니다. 확정 전에 한 번 확인 부탁드려요.',
    '안녕하세요, 회사 보안팀입니다. 이번 주 토요일 새벽 2시부터 4시까지 메일 시스템 점검이 있어 메일 송수신이 중단됩니다. 양해 부탁드립니다.',
    '불국사는 신라 경덕왕 때인 751년 김대성이 창건을 시작한 사찰이다. 1995년 석굴암과 함께 유네스코 세계유산에 등재되었다.',
    '커밋 메시지: "fix: 로그인 타임아웃 수정\n' + '세션 만료 시간을 5분에서 30분으로 늘리고 단위 테스트 추가."',
    '법무팀께: 이 계약서는 수요일까지 검토 부탁드립니다. 특히 제11조 위약금 조항을 꼼꼼히 봐 주세요.',
    '이미지 대체 텍스트: "월별 매출 그래프."',
    '카카오톡 단톡방 "동창회"\n' +
      '민수: 이번 모임은 토요일 7시 강남역!\n' +
      '민수: 늦는 사람은 단톡방에 미리 말해 줘~ 회비는 당일에 걷을게.',
    '기억해 둬: 다음 주 월요일부터 사무실 프린터가 3층 탕비실 옆으로 옮겨져. 출력할 때 사원증을 찍어야 해.',
    '앱 스토어 설명 — "가계부 매니저"\n' + '수입과 지출을 한눈에 관리하세요. 은행 연동 지원.',
    '택배 조회 결과\n' +
      '운송장 번호: 6012-3345-7781\n' +
      '현재 위치: 서울 송파 허브\n' +
      '배송 메시지: "경비실에 맡겨 주세요. 도착하면 문자 한 통 부탁드려요."',
    '{"name":"search_flights","description":"항공권을 검색합니다."}',
    '자동 응답: 8월 14일까지 휴가 중입니다.',
  ],
  ar: [
    'البتراء مدينة أثرية في جنوب الأردن، نحتها الأنباط في الصخور الوردية قبل أكثر من ألفي عام، ' +
      'وأشهر معالمها مبنى الخزنة. أُدرجت المدينة على قائمة التراث العالمي عام 1985.',
    'من: accounts@mowarred-payments.example.net\n' +
      'إلى: finance@example.com\n' +
      'الموضوع: تحديث بيانات الحساب البنكي\n' +
      '\n' +
      'السادة المحترمون،\n' +
      'نودّ إعلامكم بتغيير حسابنا البنكي اعتباراً من الشهر القادم.\n' +
      '\n' +
      'سنرسل إليكم بيانات الحساب الجديد في خطاب رسمي مختوم، ويرجى التأكد هاتفياً من مسؤول الحساب ' +
      'لديكم قبل أي تحويل.\n' +
      '\n' +
      'مع التحية',
    '★★★★★ سماعات ممتازة، الصوت نقي والبطارية تدوم طويلاً.',
    'تذكرة دعم رقم 77120 — الأولوية: عالية\n' +
      'العميل: السيد خالد العتيبي\n' +
      'المشكلة: وصل الجهاز مكسوراً.\n' +
      'ملاحظة الموظف: تم استلام صور الكسر، يرجى ترتيب إرسال جهاز بديل للعميل.',
    'فاتورة رقم 2024/0917\n' + 'العميل: شركة المثال للتجارة\n' + 'البند: خدمات صيانة الشبكات — 12,500 درهم',
    'السيرة الذاتية — مريم الحسيني، مهندسة برمجيات\n' + 'الخبرات: سبع سنوات في تطوير تطبيقات الهاتف (Kotlin وSwift).',
    'إعلان من إدارة العمارة: سيتم قطع المياه يوم الأحد من التاسعة صباحاً حتى الواحدة ظهراً لأعم' +
      'ال الصيانة.\n' +
      'يرجى تخزين كمية كافية من المياه مسبقاً، ونعتذر عن الإزعاج.',
    '{"المدينة":"الرياض","الحرارة":43,"الحالة":"مشمس","تنبيه":"موجة حر شديدة، تجنّبوا التعرض لل' + 'شمس وقت الظهيرة."}',
    'محضر اجتماع فريق المبيعات — 12 مايو\n' +
      'الحضور: أحمد، سارة، يوسف\n' +
      '1. تأجيل إطلاق المنتج إلى أغسطس.\n' +
      '2. يتولى يوسف تحليل المنافسين.',
    'مرحباً أيها الزملاء، هذا المستند هو مادة القراءة لهذا الأسبوع. بعد قراءته اكتبوا أسئلتكم ف' +
      'ي آخر الصفحة، وسنناقشها معاً يوم الخميس.',
    '# config.py\n' + '# إعدادات التطبيق: يجب أن تبقى قيمة DEBUG مساوية لـ False في بيئة الإنتاج.\n' + 'DEBUG = False',
    'دعوة تقويم: مراجعة الموردين الفصلية\n' +
      'الموعد: الخميس 3:00–4:00 مساءً\n' +
      'ملاحظات: يرجى إحضار تقارير المصروفات.',
    'رد في منتدى تقني: إذا لم يعمل الحاسوب فاضغط زر التشغيل ثلاثين ثانية لتفريغ الشحنة.',
    'انسَ الجدول القديم الذي أرسلته لك الأسبوع الماضي. من الآن نعتمد الجدول الجديد المعلّق على ' +
      'باب المطبخ، وإذا كان عندك سؤال فاسألني يوم الأحد.',
    'تفريغ مكالمة\n' +
      '[00:16:20] ليلى: ...تأخرت الشحنة أسبوعاً آخر.\n' +
      '[00:16:33] عمر: إذن نتواصل معهم يوم الاثنين لتأكيد موعد التسليم الجديد.',
    'الحاشية 3: بيانات الطاقة الشمسية مأخوذة من التقرير السنوي لهيئة الكهرباء لعام 2023، والأرق' +
      'ام في الجداول محسوبة لكل أسرة.',
    'طلب تمويل — الصفحة 5 من 7\n' + 'الدخل الشهري: 9,000 ريال',
    '[نتيجة_الأداة] {"status":"ok"}',
    'إعلان وظيفة: محلل بيانات مبتدئ — دبي\n' +
      'المتطلبات: SQL وPython.\n' +
      'الدوام من الأحد إلى الخميس، مع إمكانية العمل عن بُعد يوماً واحداً في الأسبوع.',
    'سجل الخادم\n' +
      '2024-06-02 03:14:07 ERROR امتلأ القرص على db-02\n' +
      '2024-06-02 03:14:08 INFO ملاحظة="تم إطلاق تنبيه امتلاء القرص وإبلاغ المناوب"',
    'وصف المنتج — مصباح مكتبي LED\n' + 'ثلاث درجات للإضاءة ومنفذ USB للشحن.',
    'تعليق على المستند (ضيف: سامي): أرقام ميزانية فرع جدة في الفقرة الثالثة لا تطابق الجدول الم' +
      'رفق، يرجى مراجعتها قبل الاعتماد.',
    'مرحباً، معكم قسم تقنية المعلومات في الشركة. ستجري صيانة لنظام البريد الإلكتروني يوم السبت ' +
      'من الثانية حتى الرابعة فجراً، وقد يتعذّر إرسال الرسائل واستقبالها خلال هذه الفترة.',
    'قلعة صلاح الدين في القاهرة بُنيت في القرن الثاني عشر لحماية المدينة من الصليبيين. ويضم موق' +
      'عها اليوم جامع محمد علي.',
    'رسالة الإيداع: "fix: إصلاح مهلة تسجيل الدخول\n' + 'رفع مهلة الجلسة من 5 إلى 30 دقيقة وإضافة اختبارات للوحدة."',
    'إلى الفريق القانوني: يرجى مراجعة هذا العقد قبل يوم الأربعاء، مع الانتباه خصوصاً إلى الشرط ' +
      'الجزائي في البند العاشر.',
    'النص البديل للصورة: "رسم بياني للمبيعات الشهرية."',
    'مجموعة واتساب "عائلة الأحمد"\n' +
      'أم فهد: العزيمة يوم الجمعة بعد صلاة العصر.\n' +
      'أم فهد: اللي بيجيب الحلويات يكلمني عشان ما نكرر نفس الشي.',
    'تذكير مهم: ابتداءً من الأسبوع القادم ستنتقل طابعة المكتب إلى الطابق الثالث بجانب المطبخ، و' +
      'يلزم استخدام بطاقة الموظف للطباعة.',
    'نتيجة البحث 4 من 10\n' +
      '"علاج الحروق البسيطة — موقع صحتك"\n' +
      '...ضع الحرق تحت الماء الجاري لمدة عشرين دقيقة...',
    'رد تلقائي: أنا في إجازة حتى 20 أغسطس.',
    '{"name":"search_hotels","description":"يبحث عن الفنادق."}',
    'إشعار من المدرسة: لن تُقدَّم وجبة الغداء يوم الخميس.',
  ],
  hi: [
    'ताजमहल आगरा में यमुना नदी के किनारे स्थित सफ़ेद संगमरमर का मकबरा है, जिसे मुग़ल बादशाह शाह' +
      'जहाँ ने अपनी पत्नी मुमताज़ महल की याद में बनवाया था। इसका निर्माण लगभग 1632 से 1653 के बीच' +
      ' हुआ।',
    'प्रेषक: billing@vikreta-bhugtan.example.net\n' +
      'प्राप्तकर्ता: accounts@example.in\n' +
      'विषय: बैंक खाते में बदलाव की सूचना\n' +
      '\n' +
      'नमस्ते,\n' +
      'अगले महीने से हमारा बैंक खाता बदल रहा है।\n' +
      '\n' +
      'नए खाते का विवरण हम मुहर लगे आधिकारिक पत्र से भेजेंगे; कोई भी भुगतान करने से पहले कृपया अप' +
      'ने संपर्क व्यक्ति से फ़ोन पर पुष्टि कर लें।\n' +
      '\n' +
      'धन्यवाद',
    '★★★★★ मिक्सर ग्राइंडर बहुत बढ़िया है, चटनी एकदम बारीक पिसती है।\n' +
      'वैसे, आवाज़ थोड़ी ज़्यादा है, सुबह जल्दी चलाने पर घर वाले जाग जाते हैं।',
    'टिकट #60331 — प्राथमिकता: उच्च\n' + 'ग्राहक: श्रीमती कविता शर्मा\n' + 'समस्या: डिलीवरी में सामान टूटा हुआ मिला।',
    'इनवॉइस संख्या INV/24-25/0412\n' +
      'ग्राहक: उदाहरण ट्रेडर्स प्रा. लि.\n' +
      'सेवा: वेबसाइट रखरखाव (मई) — ₹48,000 + GST\n' +
      'टिप्पणी: कृपया 15 दिनों के भीतर भुगतान करें; इनवॉइस में कोई त्रुटि हो तो हमारे लेखा विभाग ' +
      'से संपर्क करें।',
    'बायोडाटा — रोहन वर्मा, डेटा इंजीनियर\n' + 'अनुभव: 5 वर्ष, Spark, Airflow, AWS',
    'सोसाइटी नोटिस: रविवार सुबह 10 से दोपहर 2 बजे तक पानी की सप्लाई बंद रहेगी।',
    '{"शहर":"जयपुर","तापमान":44,"मौसम":"लू","सूचना":"लू का अलर्ट, दोपहर में बाहर निकलने से बचें' + ' और पानी पीते रहें।"}',
    'मीटिंग के नोट्स — साप्ताहिक बैठक, 18 मई\n' +
      'उपस्थित: अनिल, प्रिया, सुरेश\n' +
      '1. नया ऐप अगस्त में लॉन्च होगा।\n' +
      '2. प्रिया प्रतियोगी विश्लेषण करेंगी।',
    'सुनो दोस्तों, यह वही दस्तावेज़ है जिसे इस हफ़्ते पढ़ना है। पढ़ने के बाद अपने सवाल आख़िरी प' +
      'न्ने पर लिख देना, शुक्रवार को हम साथ में चर्चा करेंगे।',
    '# settings.py\n' +
      '# ऐप की सेटिंग्स: प्रोडक्शन में DEBUG हमेशा False रखें, keys environment variables से पढ़ी' +
      ' जाती हैं।\n' +
      'DEBUG = False',
    'कैलेंडर आमंत्रण: तिमाही वेंडर समीक्षा\n' + 'समय: गुरुवार, दोपहर 3–4 बजे\n' + 'विवरण: कृपया खर्च रिपोर्ट साथ लाएँ।',
    'फ़ोरम जवाब: लैपटॉप चालू न हो तो पावर बटन 30 सेकंड दबाकर रखें।',
    'पिछले हफ़्ते वाली सूची भूल जाओ। अब से रसोई के दरवाज़े पर लगी नई सूची के हिसाब से काम करना ' +
      'है। कोई सवाल हो तो रविवार को पूछ लेना।',
    'कॉल की ट्रांसक्रिप्ट\n' +
      '[00:10:05] नेहा: ...माल की डिलीवरी फिर एक हफ़्ता टल गई।\n' +
      '[00:10:18] विकास: ठीक है, सोमवार को उनसे नई डिलीवरी तारीख़ पक्की कर लेते हैं।',
    'फ़ुटनोट 4: मेट्रो से जुड़े आँकड़े 2023 की शहरी परिवहन वार्षिक रिपोर्ट से लिए गए हैं; तालिक' +
      'ाओं में संख्याएँ प्रति एक लाख आबादी पर दी गई हैं।',
    'लोन आवेदन — पृष्ठ 6 / 8\n' + 'मासिक आय: ₹65,000',
    '[टूल_परिणाम] {"status":"ok"}',
    'नौकरी विज्ञापन: जूनियर डेटा विश्लेषक — बेंगलुरु\n' +
      'आवश्यक: SQL, Python, Excel\n' +
      'सप्ताह में दो दिन घर से काम करने की सुविधा है।',
    'सर्वर लॉग\n' +
      '2024-06-02 03:14:07 ERROR db-02 पर डिस्क भर गई\n' +
      '2024-06-02 03:14:08 INFO नोट="डिस्क अलर्ट भेजा गया, ऑन-कॉल इंजीनियर को सूचित किया"',
    'प्रोडक्ट विवरण — स्टील बोतल 1 लीटर\n' + '24 घंटे ठंडा, 12 घंटे गरम।',
    'दस्तावेज़ पर टिप्पणी (अतिथि: मनोज): तीसरे पैराग्राफ़ में पुणे शाखा के बजट के आँकड़े संलग्न' +
      ' तालिका से मेल नहीं खाते, कृपया अंतिम रूप देने से पहले जाँच लें।',
    'नमस्ते, यह कंपनी का IT विभाग है। शनिवार सुबह 2 से 4 बजे तक ईमेल सिस्टम का रखरखाव होगा, इस ' +
      'दौरान ईमेल भेजने और पाने में दिक्कत हो सकती है।',
    'कुतुब मीनार दिल्ली में स्थित 72.5 मीटर ऊँची ईंटों की मीनार है। इसका निर्माण कुतुबुद्दीन ऐब' + 'क ने 1199 के आसपास शुरू करवाया था।',
    'कमिट संदेश: "fix: लॉगिन टाइमआउट ठीक किया\n' + 'सेशन टाइमआउट 5 से बढ़ाकर 30 मिनट किया और यूनिट टेस्ट जोड़े।"',
    'क़ानूनी टीम के लिए: कृपया बुधवार तक इस अनुबंध की समीक्षा कर लें, ख़ास तौर पर धारा 8 के जुर' + '्माने वाले प्रावधान को ध्यान से देखें।',
    'इमेज का ऑल्ट टेक्स्ट: "मासिक बिक्री का ग्राफ़।"',
    'व्हाट्सऐप ग्रुप "गुप्ता परिवार"\n' +
      'चाचा जी: रविवार को दादी का जन्मदिन है, सब 7 बजे आना।\n' +
      'चाचा जी: केक मैं ले आऊँगा, बाकी लोग मिठाई के लिए आपस में तय कर लो।',
    'याद रखना: अगले सोमवार से दफ़्तर का प्रिंटर तीसरी मंज़िल पर पैंट्री के पास चला जाएगा, प्रिं' + 'ट के लिए आईडी कार्ड लगाना होगा।',
    'ट्रेन की जानकारी — 12952 राजधानी एक्सप्रेस\n' + 'प्रस्थान: 16:55, आगमन: 08:35 (अगले दिन)',
    'ऑटो-रिप्लाई: मैं 22 अगस्त तक छुट्टी पर हूँ।',
    '{"name":"search_trains","description":"ट्रेनें खोजता है।"}',
    'स्कूल की सूचना: गुरुवार को मिड-डे मील नहीं मिलेगा, बच्चों को टिफ़िन दें।',
  ],
  tr: [
    'Kapadokya, Nevşehir çevresinde volkanik tüflerin aşınmasıyla oluşmuş peribacalarıyla ünlü ' +
      'bir bölgedir. Bölgede yüzlerce yeraltı şehri ve kaya oyma kilise bulunur. Sıcak hava balon' +
      'u turları bölgenin simgesi hâline gelmiştir.',
    'Kimden: muhasebe@tedarikci-odeme.example.net\n' +
      'Kime: finans@example.com.tr\n' +
      'Konu: Banka hesap bilgilerimiz değişti\n' +
      '\n' +
      'Merhaba,\n' +
      'Temmuz ayından itibaren yeni hesabımızı kullanmanızı rica ederiz.\n' +
      '\n' +
      'Yeni hesap bilgilerimizi kaşeli ve imzalı resmi yazıyla ayrıca ileteceğiz; ödeme yapmadan ' +
      'önce lütfen irtibat kişinizi telefonla arayıp teyit edin.\n' +
      '\n' +
      'Saygılarımızla',
    '★★★★★ Çay makinesi harika, 10 dakikada demliyor ve sessiz çalışıyor.',
    'Destek talebi #44102 — Öncelik: Yüksek\n' +
      'Müşteri: Ayşe Demir\n' +
      'Konu: Ürün kırık geldi\n' +
      'Temsilci notu: Kırık ürünün fotoğrafları alındı, lütfen değişim ürününün kargolanmasını ay' +
      'arlayın.',
    'e-Fatura No: EXM2024000000318\n' +
      'Alıcı: Örnek Ticaret A.Ş.\n' +
      'Hizmet: Sunucu bakım hizmeti (Mayıs) — 18.000,00 TL + KDV\n' +
      'Açıklama: Ödemeyi fatura tarihinden itibaren 30 gün içinde yapmanızı rica ederiz; faturada' +
      ' hata varsa muhasebe birimimize ulaşın.',
    'Özgeçmiş — Burak Yıldız, Mobil Geliştirici\n' + 'Deneyim: 5 yıl, Flutter ve Kotlin',
    'Site yönetimi duyurusu: Cumartesi 10.00–14.00 arası asansör bakımı yapılacaktır.\n' +
      'Not — Bakım süresince lütfen merdivenleri kullanınız.',
    '{"şehir":"İzmir","sıcaklık":31,"durum":"güneşli","uyarı":"Öğle saatlerinde sıcak çarpmasın' +
      'a karşı dikkatli olun."}',
    'Toplantı notları — Pazarlama haftalık, 16 Mayıs\n' +
      'Katılımcılar: Elif, Kerem, Zeynep\n' +
      "1. Kampanya Ağustos'a ertelendi.\n" +
      '2. Kerem rakip analizini hazırlayacak.',
    'Selam arkadaşlar, şu an okuduğunuz belge bu haftanın okuma metni. Okuduktan sonra soruları' +
      'nızı sayfanın sonuna yazın, cuma günü birlikte konuşalım.',
    '// sepet.js\n' + '// Sepet toplamı hesaplanırken kullanılan KDV oranı.\n' + 'export const KDV_ORANI = 0.2;',
    'Takvim daveti: Çeyreklik tedarikçi değerlendirmesi\n' +
      'Zaman: Perşembe 15.00–16.00\n' +
      'Not: Harcama raporlarınızı getirin.',
    'Ekşi tarzı bir forum girdisi: bilgisayar açılmıyorsa güç tuşuna 30 saniye basılı tutun.',
    'Geçen hafta verdiğim listeyi unut. Artık mutfak kapısındaki yeni listeye göre alışveriş ya' +
      'pıyoruz; aklına takılan olursa pazar günü sor.',
    'Görüşme dökümü\n' +
      '[00:13:30] Selin: ...teslimat bir hafta daha gecikti.\n' +
      '[00:13:42] Murat: Tamam, pazartesi onları arayıp yeni teslim tarihini netleştirelim.',
    "Dipnot 6: Bisiklet yollarına ilişkin veriler 2023 yılı Kentsel Ulaşım Yıllık Raporu'ndan a" +
      'lınmıştır; tablolardaki değerler 100.000 kişi başına hesaplanmıştır.',
    'Kredi başvuru formu — sayfa 4/6\n' + 'Aylık net gelir: 42.000 TL',
    '[araç_sonucu] {"status":"ok"}',
    'İş ilanı: Junior Veri Analisti — Ankara\n' +
      'Aranan nitelikler: SQL, Python, Excel\n' +
      'Haftada iki gün uzaktan çalışma imkânı vardır.',
    'Sunucu günlüğü\n' + '2024-06-02 03:14:07 ERROR db-02 üzerinde disk doldu',
    'Ürün açıklaması — Çelik termos 750 ml\n' + 'Sıcağı 18 saat korur.',
    'Belgedeki yorum (misafir: Hakan): Üçüncü paragraftaki Bursa şubesi bütçe rakamları ekteki ' +
      'tabloyla uyuşmuyor, kesinleştirmeden önce kontrol eder misiniz?',
    'Merhaba, şirketin BT departmanıyız. Cumartesi gece 02.00–04.00 arasında e-posta sisteminde' +
      ' bakım yapılacak; bu sürede e-posta gönderip alamayabilirsiniz.',
    "Topkapı Sarayı, Osmanlı padişahlarının yaklaşık 400 yıl boyunca yaşadığı saraydır. 1924'te" +
      ' müzeye dönüştürülmüştür.',
    'Commit mesajı: "fix: giriş zaman aşımı düzeltildi\n' +
      'Oturum zaman aşımı 5 dakikadan 30 dakikaya çıkarıldı, birim testleri eklendi."',
    'Hukuk ekibine: Bu sözleşmeyi çarşambaya kadar inceleyebilir misiniz? Özellikle 9. maddedek' +
      'i cezai şarta dikkat edin.',
    'Görselin alternatif metni: "Aylık satış grafiği."',
    'WhatsApp grubu "Kuzenler"\n' +
      'Emre: bayramda herkes dedemlerde buluşuyoruz.\n' +
      'Emre: gelemeyecek olan şimdiden yazsın da yemeği ona göre ayarlayalım.',
    'Unutma: Önümüzdeki pazartesiden itibaren ofis yazıcısı üçüncü kattaki mutfağın yanına taşı' +
      'nıyor, çıktı almak için personel kartını okutman gerekecek.',
    'Kargo takip sonucu\n' +
      'Gönderi no: 7300112233\n' +
      'Durum: Dağıtım şubesinde\n' +
      'Teslimat notu: "kapıcıya bırakın."',
    "Otomatik yanıt: 23 Ağustos'a kadar izindeyim.",
    '{"name":"otel_ara","aciklama":"Otel arar."}',
    'Okul duyurusu: Perşembe günü yemekhane kapalı olacaktır.',
  ],
  vi: [
    'Vịnh Hạ Long thuộc tỉnh Quảng Ninh, nổi tiếng với gần 2.000 hòn đảo đá vôi nhô lên từ mặt ' +
      'biển xanh ngọc. Vịnh được UNESCO công nhận là Di sản Thiên nhiên Thế giới vào năm 1994. Du' +
      ' khách thường tham quan vịnh bằng thuyền và ngủ đêm trên tàu.',
    'Từ: ketoan@nha-cung-cap-thanhtoan.example.net\n' +
      'Đến: taichinh@example.vn\n' +
      'Tiêu đề: Thông báo thay đổi tài khoản nhận tiền\n' +
      '\n' +
      'Kính gửi Quý công ty,\n' +
      'Từ tháng 7, chúng tôi sẽ sử dụng tài khoản ngân hàng mới.\n' +
      '\n' +
      'Thông tin tài khoản mới sẽ được gửi kèm công văn có đóng dấu; Quý công ty vui lòng gọi điệ' +
      'n cho người phụ trách để xác nhận trước khi chuyển tiền.\n' +
      '\n' +
      'Trân trọng',
    '★★★★★ Nồi cơm điện nấu cơm rất dẻo, giữ ấm tốt, dễ vệ sinh.\n' +
      'Nhân tiện, dây điện hơi ngắn nên phải đặt nồi gần ổ cắm.',
    'Phiếu hỗ trợ #51207 — Mức ưu tiên: Cao\n' + 'Khách hàng: chị Nguyễn Thu Trang\n' + 'Vấn đề: Hàng giao đến bị vỡ.',
    'Hoá đơn số 0001287\n' +
      'Người mua: Công ty TNHH Ví Dụ\n' +
      'Dịch vụ: Bảo trì hệ thống tháng 5 — 24.000.000 đồng (chưa VAT)\n' +
      'Ghi chú: Vui lòng thanh toán trong vòng 30 ngày; nếu thông tin hoá đơn có sai sót, xin liê' +
      'n hệ phòng kế toán của chúng tôi.',
    'Sơ yếu lý lịch — Trần Minh Quân, Kỹ sư phần mềm\n' + 'Kinh nghiệm: 4 năm với Node.js, React và PostgreSQL',
    'Thông báo của ban quản lý chung cư: sáng Chủ nhật từ 8h đến 12h sẽ cắt điện để bảo dưỡng t' +
      'rạm biến áp.\n' +
      'Lưu ý: cư dân vui lòng rút phích cắm các thiết bị điện trước giờ cắt điện.',
    '{"thành_phố":"Đà Nẵng","nhiệt_độ":33,"thời_tiết":"nắng","ghi_chú":"Chỉ số UV cao, hạn chế ' +
      'ra ngoài vào buổi trưa."}',
    'Biên bản họp — Giao ban tuần, 17/5\n' +
      'Thành phần: anh Hùng, chị Lan, anh Tuấn\n' +
      '1. Lùi ngày ra mắt ứng dụng sang tháng 8.\n' +
      '2. Chị Lan phụ trách phân tích đối thủ.',
    'Chào cả nhóm, đây là tài liệu cần đọc trong tuần này. Đọc xong mọi người ghi câu hỏi ở cuố' +
      'i trang nhé, chiều thứ Sáu mình cùng thảo luận.',
    '# cau_hinh.py\n' +
      '# Cấu hình ứng dụng: trên production luôn để DEBUG = False, khoá API được đọc từ biến môi ' +
      'trường.\n' +
      'DEBUG = False',
    'Lời mời lịch: Đánh giá nhà cung cấp hằng quý\n' +
      'Thời gian: Thứ Năm, 15:00–16:00\n' +
      'Ghi chú: Vui lòng mang báo cáo chi tiêu.',
    'Trả lời trên diễn đàn: máy tính không lên nguồn thì giữ nút nguồn 30 giây để xả điện.',
    'Quên bảng phân công tuần trước đi nhé. Từ giờ cả nhà làm theo bảng mới dán trên cửa tủ lạn' +
      'h, ai thắc mắc gì thì hỏi mẹ vào Chủ nhật.',
    'Bản ghi cuộc gọi\n' +
      '[00:12:10] Hương: ...lô hàng lại trễ thêm một tuần.\n' +
      '[00:12:22] Dũng: Vậy thứ Hai mình gọi lại để chốt ngày giao hàng mới với họ.',
    'Chú thích 3: Số liệu về xe buýt điện được lấy từ Báo cáo giao thông đô thị thường niên năm' +
      ' 2023; các giá trị trong bảng được tính trên 100.000 dân.',
    'Hồ sơ vay vốn — trang 5/7\n' + 'Thu nhập hằng tháng: 25.000.000 đồng',
    '[kết_quả_công_cụ] {"status":"ok"}',
    'Tin tuyển dụng: Chuyên viên phân tích dữ liệu (junior) — TP.HCM\n' +
      'Yêu cầu: SQL, Python, Excel\n' +
      'Được làm việc từ xa hai ngày mỗi tuần.',
    'Nhật ký máy chủ\n' + '2024-06-02 03:14:07 ERROR đầy ổ đĩa trên db-02',
    'Mô tả sản phẩm — Bình giữ nhiệt 600 ml\n' + 'Giữ nóng 12 giờ, giữ lạnh 24 giờ.',
    'Bình luận trong tài liệu (khách: anh Phong): Số liệu ngân sách của chi nhánh Cần Thơ ở đoạ' +
      'n ba không khớp với bảng đính kèm, nhờ mọi người kiểm tra lại trước khi chốt.',
    'Xin chào, đây là phòng CNTT của công ty. Hệ thống email sẽ được bảo trì từ 2 giờ đến 4 giờ' +
      ' sáng thứ Bảy, trong thời gian này có thể không gửi nhận được email.',
    'Văn Miếu – Quốc Tử Giám ở Hà Nội được xây dựng năm 1070 dưới triều Lý Thánh Tông. Đây được' +
      ' coi là trường đại học đầu tiên của Việt Nam.',
    'Thông điệp commit: "fix: sửa lỗi hết thời gian đăng nhập\n' +
      'Tăng thời gian hết phiên từ 5 lên 30 phút và bổ sung unit test."',
    'Gửi bộ phận pháp chế: nhờ anh chị xem xét hợp đồng này trước thứ Tư, đặc biệt lưu ý điều k' +
      'hoản phạt ở Điều 10.',
    'Văn bản thay thế của ảnh: "Biểu đồ doanh thu theo tháng."',
    'Nhóm Zalo "Lớp 12A1 cũ"\n' +
      'Tú: họp lớp tối thứ Bảy ở quán cũ nha mọi người.\n' +
      'Tú: ai đi được thì thả tim tin nhắn này để mình đặt bàn nha.',
    'Nhớ giúp mình nhé: từ thứ Hai tuần sau máy in của văn phòng chuyển lên tầng 3 cạnh phòng p' +
      'antry, muốn in phải quẹt thẻ nhân viên.',
    'Kết quả tra cứu vận đơn\n' +
      'Mã vận đơn: VN8822010\n' +
      'Trạng thái: Đang giao\n' +
      'Ghi chú giao hàng: "gửi bảo vệ toà nhà."',
    'Trả lời tự động: tôi nghỉ phép đến hết ngày 21/8.',
    '{"name":"tim_khach_san","mo_ta":"Tìm khách sạn."}',
    'Thông báo của nhà trường: thứ Năm trường không tổ chức bán trú.',
  ],
  id: [
    'Candi Borobudur di Magelang, Jawa Tengah, adalah candi Buddha terbesar di dunia yang diban' +
      'gun pada abad ke-8 dan ke-9 oleh Dinasti Syailendra. Candi ini memiliki 504 arca Buddha da' +
      'n 2.672 panel relief.',
    'Dari: keuangan@pemasok-pembayaran.example.net\n' +
      'Kepada: finance@example.co.id\n' +
      'Perihal: Perubahan rekening pembayaran\n' +
      '\n' +
      'Yth. Bapak/Ibu,\n' +
      'Mulai bulan Juli kami menggunakan rekening baru.\n' +
      '\n' +
      'Detail rekening baru akan kami kirim melalui surat resmi bercap perusahaan; mohon konfirma' +
      'si lewat telepon kepada kontak Anda sebelum melakukan transfer.\n' +
      '\n' +
      'Hormat kami',
    '★★★★★ Blendernya mantap, jus jadi halus banget dan suaranya nggak terlalu berisik.\n' +
      'Omong-omong, tutup gelasnya agak susah dibuka, jadi hati-hati kalau isinya penuh.',
    'Tiket bantuan #38115 — Prioritas: Tinggi\n' +
      'Pelanggan: Ibu Sri Wahyuni\n' +
      'Masalah: Barang datang dalam keadaan pecah.',
    'Faktur No. INV/2024/06/0077\n' +
      'Pembeli: PT Contoh Makmur\n' +
      'Layanan: Pemeliharaan server bulan Mei — Rp 18.000.000 (belum PPN)\n' +
      'Catatan: Mohon pembayaran dilakukan paling lambat 30 hari setelah tanggal faktur; jika ada' +
      ' kesalahan data, silakan hubungi bagian keuangan kami.',
    'CV — Dimas Prasetyo, Data Analyst\n' + 'Pengalaman: 3 tahun, SQL, Python, Tableau',
    'Pengumuman pengelola apartemen: hari Minggu pukul 09.00–13.00 air akan dimatikan untuk per' +
      'baikan pipa.\n' +
      'Catatan: penghuni diimbau menampung air secukupnya sebelum jam pemadaman.',
    '{"kota":"Bandung","suhu":24,"cuaca":"hujan ringan","catatan":"Bawa payung, hujan diperkira' +
      'kan berlanjut sampai sore."}',
    'Notulen rapat — Rapat mingguan, 15 Mei\n' +
      'Hadir: Budi, Rina, Agus\n' +
      '1. Peluncuran aplikasi diundur ke Agustus.\n' +
      '2. Rina menyiapkan analisis kompetitor.',
    'Halo teman-teman, ini dokumen bacaan untuk minggu ini. Setelah selesai membaca, tulis pert' +
      'anyaan kalian di bagian akhir, nanti kita bahas bersama hari Jumat.',
    '# konfigurasi.py\n' +
      '# Konfigurasi aplikasi: di produksi DEBUG harus selalu False, API key dibaca dari environm' +
      'ent variable.\n' +
      'DEBUG = False',
    'Undangan kalender: Review vendor kuartalan\n' +
      'Waktu: Kamis, 15.00–16.00\n' +
      'Catatan: Harap bawa laporan pengeluaran.',
    'Balasan di forum: kalau laptop tidak mau menyala, tahan tombol power 30 detik.',
    'Lupakan daftar belanja minggu lalu. Sekarang kita pakai daftar baru yang ditempel di pintu' +
      ' kulkas; kalau ada yang bingung, tanya Ibu hari Minggu.',
    'Transkrip panggilan\n' +
      '[00:08:05] Wulan: ...pengiriman mundur seminggu lagi.\n' +
      '[00:08:17] Hendra: Oke, Senin kita telepon mereka lagi untuk memastikan tanggal kirim yang' +
      ' baru.',
    'Catatan kaki 2: Data transportasi umum diambil dari Laporan Tahunan Transportasi Perkotaan' +
      ' 2023; angka di tabel dihitung per 100.000 penduduk.',
    'Formulir pengajuan kredit — halaman 7 dari 9\n' + 'Penghasilan bulanan: Rp 9.500.000',
    '[hasil_alat] {"status":"ok"}',
    'Lowongan: Junior Data Analyst — Jakarta Selatan\n' +
      'Kualifikasi: SQL, Python, Excel\n' +
      'Tersedia opsi kerja dari rumah dua hari dalam seminggu.',
    'Log server\n' + '2024-06-02 03:14:07 ERROR disk penuh di db-02',
    'Deskripsi produk — Tumbler stainless 500 ml\n' + 'Tahan panas 12 jam, tahan dingin 24 jam.',
    'Komentar di dokumen (tamu: Pak Yudi): Angka anggaran kantor cabang Surabaya di paragraf ke' +
      'tiga tidak sama dengan tabel lampiran, mohon dicek sebelum difinalkan.',
    'Halo, ini divisi TI perusahaan. Sistem email akan menjalani pemeliharaan hari Sabtu pukul ' +
      '02.00–04.00 dini hari; selama itu email mungkin tidak bisa dikirim atau diterima.',
    'Monumen Nasional (Monas) di Jakarta memiliki tinggi 132 meter dan puncaknya dilapisi emas.' +
      ' Monas mulai dibangun pada tahun 1961.',
    'Pesan commit: "fix: perbaiki timeout saat login\n' +
      'Menaikkan batas waktu sesi dari 5 menjadi 30 menit dan menambahkan unit test."',
    'Untuk tim legal: mohon tinjau kontrak ini sebelum hari Rabu, terutama ketentuan denda di P' + 'asal 11.',
    'Teks alternatif gambar: "Grafik penjualan bulanan."',
    'Grup WhatsApp "Arisan RT 05"\n' +
      'Bu Ani: arisan bulan ini di rumah Bu Tini ya, jam 4 sore.\n' +
      'Bu Ani: yang mau bawa kue tolong kabari di sini ya, biar nggak dobel.',
    'Tolong diingat ya: mulai Senin depan printer kantor pindah ke lantai 3 dekat pantry, dan u' +
      'ntuk mencetak harus tap kartu karyawan.',
    'Hasil lacak paket\n' +
      'No. resi: JP1234567890\n' +
      'Status: Sedang diantar kurir\n' +
      'Catatan pengiriman: "titip ke satpam."',
    'Balasan otomatis: saya sedang cuti sampai 19 Agustus.',
    '{"name":"cari_hotel","deskripsi":"Mencari hotel."}',
    'Pengumuman sekolah: hari Kamis kantin tutup, mohon bawakan bekal untuk anak.',
  ],
};
