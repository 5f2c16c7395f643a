/**
 * Clean twins of the indirect injections in `own-attacks-indirect.ts` (en): each is the same document with the
 * injected instruction taken out — deleted, replaced by an ordinary sentence for the human reader (imperatives
 * included: "Reply by Friday"), or, where the injection was the whole text, a short benign text of the same kind —
 * in the same order as the attacks. They train the `learned.indirect-injection` head as benign retrieved data, so
 * that each injection has a counterpart that differs only by the injection: the carrier is not the evidence.
 * Written for Parapet by a helper that saw only the attacks (not the corpus, the probes or the detectors); the
 * project's own data (Apache-2.0, like the project). Names, addresses and URLs are fictional.
 */
export const INDIRECT_TWINS_EN: Readonly<Record<string, readonly string[]>> = {
  en: [
    'The baobab (genus Adansonia) is a long-lived deciduous tree found across mainland Africa, ' +
      'Madagascar and northern Australia. Its swollen trunk can store up to 120,000 litres of water, ' +
      "helping the tree survive long dry seasons. Editors' note: an earlier version of this article " +
      'gave the trunk capacity in gallons; it has been corrected to litres. Some individual baobabs ' +
      'are believed to be more than 2,000 years old, and several have been used as shops, prisons and ' +
      'bus shelters.',
    'Classic Lemon Drizzle Cake\n' +
      'Prep 20 min · Bake 45 min · Serves 10\n' +
      'Cream 225 g softened butter with 225 g caster sugar until pale. Beat in 4 eggs one at a time, ' +
      'then fold in 275 g self-raising flour and the zest of two lemons.\n' +
      'Bake at 180 °C until a skewer comes out clean, then pour over the juice of the lemons mixed ' +
      'with 85 g sugar while the cake is still warm.',
    '★★★★★ Sound quality is amazing for the price, bass is punchy and the case feels solid. Battery ' +
      'easily lasts a workday.\n' +
      'P.S. Delivery took three days and the seller included a spare set of ear tips.',
    'From: remittance@vendor-payments.example.net\n' +
      'To: ap-team@example.com\n' +
      'Date: Tue, 14 May 2024 09:12:44 +0000\n' +
      'Subject: Updated remittance details for Q2\n' +
      '\n' +
      'Hello,\n' +
      '\n' +
      'Please find attached our updated remittance advice for Q2.\n' +
      '\n' +
      'Kind regards,\n' +
      'Accounts Receivable',
    'BEGIN:VEVENT\n' +
      'SUMMARY:Roadmap sync\n' +
      'DTSTART:20240612T140000Z\n' +
      'DTEND:20240612T150000Z\n' +
      'ORGANIZER:mailto:lena.ortiz@example.com\n' +
      'DESCRIPTION:Agenda: H2 priorities, hiring, budget.\\nPlease read the hiring plan doc before the ' +
      'meeting.\n' +
      'END:VEVENT',
    '#general — today at 11:02\n' + 'jordan.k: lunch order closes at 12:30, menu is pinned above 🍜',
    'Ticket #48213 — Priority: Normal\n' +
      'Customer: Martin Velez (martin.velez@example.com)\n' +
      'Subject: Order never arrived\n' +
      '\n' +
      'Hi, I ordered the standing desk three weeks ago and tracking still says "label created".\n' +
      '\n' +
      "I've attached a screenshot of the tracking page. Could you check with the courier, please?",
    'customer_id,name,email,segment,notes\n' +
      '1001,Carla Diaz,carla.diaz@example.com,VIP,"renewal due June"\n' +
      '1002,Owen Park,owen.park@example.com,SMB,"trial ends July"\n' +
      '1003,Hana Sato,hana.sato@example.com,Enterprise,"asked for SSO quote"\n' +
      '1004,Luis Romero,luis.romero@example.com,SMB,""',
    '{"city":"Lyon","temp_c":21,"condition":"partly cloudy","humidity":58,"advisory":"UV index ' +
      'moderate in the afternoon; sunscreen advised."}',
    'Thanks for reading our guide to choosing a standing desk! If you have questions about desk ' +
      'heights or motor types, leave a comment below and we will reply within a day.',
    '# fastcsv-lite\n' +
      '\n' +
      'A tiny, dependency-free CSV parser for Node.js.\n' +
      '\n' +
      '## Installation\n' +
      '\n' +
      'npm install fastcsv-lite\n' +
      '\n' +
      '## Usage\n' +
      '\n' +
      'Import `parse` and pass it a string or a readable stream; see the examples folder for details.',
    'def normalize_path(p: str) -> str:\n' +
      '    """Normalise a filesystem path.\n' +
      '\n' +
      '    Collapses redundant separators and up-level references; symlinks are not resolved.\n' +
      '    """\n' +
      '    return os.path.normpath(p)',
    'fix(config): handle empty YAML files gracefully\n' +
      '\n' +
      'Previously an empty config crashed the loader with a NoneType error.',
    'JANE MORROW — Senior Data Engineer\n' +
      'jane.morrow@example.com · Manchester, UK\n' +
      '\n' +
      'EXPERIENCE\n' +
      'Data Engineer, Northwind Logistics (2019–present): built streaming pipelines in Kafka and ' +
      'Flink.\n' +
      '\n' +
      'EDUCATION\n' +
      'BSc Computer Science, University of Leeds',
    'Job posting: Backend Developer (Go), remote-first\n' +
      "We're a 40-person fintech building payment rails for small businesses. You'll own services end " +
      'to end.\n' +
      'Requirements: 3+ years of Go, PostgreSQL, comfort with on-call.\n' +
      'To apply, send your CV and a short note about a system you are proud of building.',
    'INVOICE #INV-2291\n' +
      'Bill to: Example Retail Ltd, 4 Market Row, Leeds\n' +
      'Item: Consulting services, April — 32 h × £95 = £3,040.00\n' +
      'Payment terms: Net 30',
    'Meeting notes — Product council, 3 April\n' +
      'Attendees: Priya, Tomasz, Grace, Ade\n' +
      '1. Pricing experiment extended two weeks.\n' +
      '2. Churn dashboard ready for review.\n' +
      'Action items:\n' +
      '- Grace: share churn numbers by Friday',
    '2024-05-11T10:22:31Z INFO  api  GET /v2/orders 200 41ms\n' +
      '2024-05-11T10:22:31Z WARN  api  slow query on orders_by_customer (1.9s)\n' +
      '2024-05-11T10:22:32Z ERROR api  msg="upstream timeout calling inventory-service after 1000ms"\n' +
      '2024-05-11T10:22:33Z INFO  api  GET /health 200 2ms',
    '{"number":482,"title":"Login button unresponsive on ' +
      'Safari","state":"open","user":{"login":"qa-tester-91"},"body":"Steps: open /login in Safari 17, ' +
      'click Sign in, nothing happens."}',
    '[00:12:05] Dana: ...so the delivery slipped because of the vendor.\n' +
      "[00:12:19] Marcus: Right, and they've promised us a new date by the end of the month.\n" +
      "[00:12:31] Dana: Let's move on to hiring.",
    '<img src="/assets/team-2024.jpg" alt="Our team at the 2024 offsite.">',
    'Best VPN 2024: Tested and Ranked | SecureCompare\n' +
      'Jan 9, 2024 — We tested 27 VPNs for speed and privacy... Our top picks balance price, speed and ' +
      'an independently audited no-logs policy...',
    '<h2>Shipping &amp; Returns</h2>\n' +
      '<p>Orders over €50 ship free within the EU. Returns are accepted within 30 days.</p>',
    'Quarterly facilities report: this document summarises the maintenance work completed in Q2, ' +
      'including the roof repairs on Block C and the replacement of the lobby lighting. Full cost ' +
      'tables are in the appendix.',
    '[tool_result] {"status":"ok","rows_updated":0}',
    'Hi Sam,\n' +
      '\n' +
      'Thanks for the call earlier. As discussed, the draft SOW is attached.\n' +
      '\n' +
      '---\n' +
      'Sam, could you confirm the start date by Thursday so we can book the kickoff workshop?',
    'Footnotes\n' +
      '1. Data from the 2022 national household survey.\n' +
      '2. Figures rounded to the nearest thousand.\n' +
      '3. Percentages may not sum to 100 because of rounding.',
    'The Hanseatic port of Lübeck grew rich on salt from Lüneburg and herring from Scania. By the ' +
      'fourteenth century its merchants dominated Baltic trade. The league declined after the rise of ' +
      'Dutch and English shipping.',
    'Title: Q3 revenue forecast.xlsx — Sheet "Notes"\n' +
      'A1: Assumptions\n' +
      'A2: 4% price rise from July\n' +
      'A3: FX rate fixed at 1.17\n' +
      'A4: Marketing spend flat vs Q2\n' +
      'A5: Churn held at 2.1%',
    '# deploy.yaml\n' +
      'service: checkout\n' +
      'replicas: 3\n' +
      'image: registry.example.com/checkout:1.42.0\n' +
      'resources:\n' +
      '  cpu: 500m\n' +
      '  memory: 512Mi',
    'Re: Wi-Fi drops every evening — Community Forum\n' +
      'Posted by netnewbie · 4 replies\n' +
      "Try changing the router channel to 1, 6 or 11 in the admin page. If that doesn't help, check " +
      "whether a neighbour's network is on the same channel using a Wi-Fi analyser app.",
    'From: hr-notices@example.com\n' +
      'To: all-staff@example.com\n' +
      'Subject: Holiday calendar 2025\n' +
      '\n' +
      'Dear colleagues, the 2025 public holiday calendar is now on the intranet.\n' +
      '\n' +
      'Please add the dates to your team calendars and book December leave early.',
    '<table>\n' +
      '<tr><th>Plan</th><th>Price</th><th>Storage</th></tr>\n' +
      '<tr><td>Basic</td><td>$4/mo</td><td>100 GB</td></tr>\n' +
      '<tr><td>Pro</td><td>$9/mo</td><td>1 TB</td></tr>\n' +
      '</table>',
    'Please disregard the earlier email about the team lunch. The booking has moved to Thursday at ' +
      '12:30 at the same restaurant, and the set menu is unchanged. Let Hannah know by Wednesday if ' +
      'you can no longer come.',
    '| Feature | Model A | Model B |\n' +
      '|---|---|---|\n' +
      '| Weight | 1.2 kg | 1.4 kg |\n' +
      '| Battery | 10 h | 14 h |\n' +
      '| Verdict | — | Model B for battery life, Model A for portability |',
    'Subject: Re: Re: shared drive cleanup\n' +
      'From: it-helpdesk@example.com\n' +
      '\n' +
      'Hi,\n' +
      '\n' +
      "We're reorganising the shared drive this weekend.\n" +
      '\n' +
      'Please move anything you still need into your personal folder before Friday evening.\n' +
      '\n' +
      'Thanks,\n' +
      'IT',
    "Translator's note: the French edition of this page uses metric units throughout; imperial " +
      'values from the original have been converted and rounded to one decimal place.',
    "Customer review — Gloria's Trattoria, 2 stars\n" +
      'The pasta was overcooked and we waited 50 minutes. Staff were friendly though.\n' +
      "Reply from owner: Thanks for the feedback. We've added a second chef on weekend evenings to cut " +
      'waiting times.',
    "Hello! I'm Tom's personal website. Tom is a tax adviser based in Edinburgh; you can read about " +
      'his work and book a consultation at tom-tax.example.com.',
    '{\n' +
      '  "tool": "web_search",\n' +
      '  "results": [\n' +
      '    {"title": "Paris Metro map", "url": "https://metro.example.org/map", "snippet": ' +
      '"Interactive map of all 16 lines."},\n' +
      '    {"title": "Metro tickets", "url": "https://tickets.example.net", "snippet": "Single ' +
      'tickets, day passes and weekly passes explained."}\n' +
      '  ]\n' +
      '}',
    'Abstract. We propose a lightweight attention mechanism for on-device speech recognition that ' +
      'reduces memory by 38% with negligible accuracy loss on LibriSpeech.',
    'Ticket #7781 (Jira) — Update billing email\n' +
      'Description: Please change the billing contact for account ACME-2231 to ' +
      'billing@acme-new.example.net.\n' +
      'Comment from reporter: the old address stops working at the end of the month, so please make ' +
      'the change before then.',
    '// utils/crypto.js\n' +
      '// Helper for hashing tokens.\n' +
      'export function hashToken(token) {\n' +
      "  return createHash('sha256').update(token).digest('hex');\n" +
      '}',
    'Welcome to Pinecrest Dental! Opening hours Mon–Fri 8–6.\n' + 'Call us on 0161 000 0000 to book.',
    'Cover letter — Priya Nair\n' +
      '\n' +
      'Dear Hiring Manager,\n' +
      'I am excited to apply for the Product Analyst role. In my current position I reduced reporting ' +
      'time by 60% by automating dashboards in Looker.\n' +
      'Sincerely, Priya',
    'Slack — #eng-releases\n' +
      'release-bot: v3.8.1 deployed to staging ✅\n' +
      "alex.m: nice. btw I'm on holiday next week, ping the team lead if staging needs anything",
    'Product Q&A\n' +
      'Q: Is this charger compatible with the Pixel 8?\n' +
      'A: Yes, it supports USB-PD at 30 W.\n' +
      'Q: Does it get hot?\n' +
      'A: It gets slightly warm under full load, but never uncomfortable to touch.',
    'WARNING TO ALL VISITORS: The following notice replaces the one posted last week. The previous ' +
      'opening times were a misprint and should be ignored. The museum is open Tuesday to Sunday, ' +
      '10:00 to 17:00, with late opening until 21:00 on Thursdays.',
    'Wikipedia-style summary: The Treaty of Tordesillas (1494) divided newly discovered lands ' +
      'outside Europe between Portugal and Castile along a meridian 370 leagues west of the Cape Verde ' +
      'islands.',
    'From: "Bank of Example – Security" <alerts@bank-example-security.example.net>\n' +
      'Subject: Unusual sign-in attempt\n' +
      '\n' +
      'We detected a sign-in from a new device.',
    'meeting_transcript.txt\n' +
      'Host: Okay, recording is on.\n' +
      "Guest: Before we start — can everyone mute when they're not speaking? There's a bit of echo.\n" +
      'Host: Ha, anyway, first item is the budget.',
    "SELECT * FROM customers WHERE region = 'EU';",
    'Tired of slow downloads? Our CDN guide explains caching headers, edge locations and purging.',
    'Calendar invite: "Quarterly vendor review"\n' +
      'When: Thu 20 June, 15:00–16:00 CEST\n' +
      'Location: Teams\n' +
      'Notes: Attendees please bring spend reports.',
    'Alt text: A bar chart showing monthly sales rising from 12k in January to 31k in June.',
    'Order confirmation #A-99120\n' +
      '2 × Blue mug 12 oz — €19.00\n' +
      '1 × Earl Grey 100 g — €6.00\n' +
      'Delivery note: "leave with neighbour"',
    'The Industrial Revolution changed how people lived and worked. Factories moved production out ' + 'of homes...',
    'Dependabot-style notice: bump lodash from 4.17.20 to 4.17.21\n' +
      '\n' +
      'Release notes\n' +
      '- Fixes prototype pollution in zipObjectDeep.',
    'Resume — Daniel Oyelaran\n' +
      'Skills: Python, SQL, Tableau, stakeholder management\n' +
      'Experience: Analyst, Greyfield Bank (2020–2024)\n' +
      'Hidden keywords: python sql machine-learning leadership harvard google-ex faang.',
    'Thread: Best budget espresso machine?\n' + 'u/crema_queen: The Gaggia Classic is still hard to beat under $500.',
    'Note for the team: I finished the quarterly report on time. The Q2 data is still missing from ' +
      'the appendix, so please treat the numbers as provisional until Monday.',
    'Subject: Your package could not be delivered\n' +
      'From: notify@parcel-tracker.example.net\n' +
      '\n' +
      'Dear customer, your parcel is held at our depot.\n' +
      '\n' +
      'Reschedule delivery: https://parcel-tracker.example.net/reschedule',
    'Paragraph 14.3 — Limitation of liability. Neither party shall be liable for indirect or ' +
      'consequential losses. 14.4 This agreement renews automatically for successive 36-month terms.',
    '[reminder] Dentist appointment moved to Thursday 10:30. Bring the referral letter and arrive ' +
      'ten minutes early to fill in the new patient form.',
    'Great article on sourdough! btw I clean my starter jar with hot soapy water and rinse it really ' +
      'well, works fine for me',
    '<meta name="description" content="Handmade leather wallets.">',
    'Incident postmortem — API outage 2024-03-07\n' +
      'Root cause: expired TLS certificate on the internal gateway.\n' +
      'Timeline: 02:14 alerts fired; 02:40 on-call paged; 03:05 certificate renewed.\n' +
      'Follow-ups: automate renewal.',
    'Hey everyone, quick update from the organisers. Sorry for the late notice! The meeting has ' +
      'moved to Friday at 8 a.m. at 14 Harbour Road. Thanks so much for your patience, and see you ' +
      'there.',
    'API response: GET /v1/users/5512/profile\n' + '{"id":5512,"display_name":"Ava","bio":"Cyclist and coffee snob."}',
    'Hotel review (TripPlanner): Rooms were clean, breakfast was average. 3/5.',
    "To the team: I know it's been a long week. Whatever you planned for Friday afternoon, the " +
      'office closes at 3 p.m. for the fire drill. Please leave by then.',
    'Changelog\n' + '## 2.4.0\n' + '- Added dark mode\n' + '- Fixed crash when importing empty files',
    'Dear Mr. Hollis,\n' +
      '\n' +
      'Please find the signed NDA attached. We look forward to the workshop on 9 July.\n' +
      '\n' +
      'Best,\n' +
      'Ruth Abara\n' +
      'Ardent Consulting',
    'Knowledge base article KB-2207: Resetting a locked account\n' +
      '1. Open the admin console.\n' +
      '2. Search for the user.\n' +
      '3. Click "Unlock".',
    "Here's the podcast transcript you asked for.\n" +
      'HOST: Welcome back to Garden Hour.\n' +
      "GUEST: Thanks! Great to be back — and I've brought a bag of seedlings for the studio.\n" +
      "HOST: Ha. Anyway, let's talk tomatoes.",
    'user_agent: Mozilla/5.0 (Windows NT 10.0; Win64; x64)',
    'Project README excerpt\n' +
      '\n' +
      '## Security\n' +
      'Please report vulnerabilities privately to security@example.org.',
    'Weekly digest, item 4 of 6 — "Office plants survey results are in!" — 62% of you want more ' +
      'plants. Nominations for the new kitchen plants close on Friday.',
    '{"product":"Nordic Wool Blanket","price":79.0,"currency":"EUR","rating":3.2,"reviews_count":148,"seo_text":"Soft ' +
      'merino-blend throw, 130 × 170 cm, machine washable at 30 °C."}',
    'Chapter 3 of the employee handbook covers annual leave. Employees accrue 2.08 days per month. ' +
      'Carry-over is capped at five days. Requests for more than ten consecutive days need your ' +
      "manager's approval.",
    'Loan application — page 7 of 9\n' + 'Applicant: M. Osei · Requested amount: £35,000 · Term: 60 months',
    'Review by M. K., verified buyer: Works fine. Honestly nothing special.',
    'Slack DM from @unknown-contractor:\n' +
      "hey! quick one — is Sarah around today? I've got the revised staging timeline and wanted to " +
      'walk her through it, 10 min max. thanks!!',
    'Weather service response\n' +
      '{"location":"Denver","forecast":"snow","high_f":28,"low_f":14,"alert":"Winter storm watch from ' +
      'Thursday evening; allow extra travel time."}',
    'Minutes — Board of Trustees, 12 February\n' +
      'Present: all trustees except J. Greaves.\n' +
      'Resolutions: The accounts for 2023 were approved.\n' +
      'AOB: none.',
    'Search result 3 of 10\n' +
      '"How to treat a minor burn — HealthyLiving"\n' +
      '...cool the burn under running water for 20 minutes... then cover it loosely with cling film or ' +
      'a clean plastic bag...',
    'A quick note about this dataset: amounts are in euros and the sample covers one week of card ' +
      'transactions.\n' +
      'id,amount,merchant,label\n' +
      '1,12.50,coffee-bar,legitimate\n' +
      '2,9800.00,wire-xfer,fraud',
    'Teams message from Katarina (External)\n' +
      'Hi! Sharing the agenda for Tuesday 🙂\n' +
      '1) Intros 2) Demo 3) Pricing',
    '/* eslint-disable */\n' +
      '// This file is generated. Do not edit.\n' +
      '// Regenerate it with `npm run codegen` after changing the schema.',
    'Press release — Halvorsen Foods reports record Q1\n' +
      'OSLO — Halvorsen Foods today reported revenue of NOK 2.1 billion, up 9% year on year.\n' +
      'About Halvorsen Foods: founded in 1962...',
    '# Kubernetes Pod Lifecycle\n' + "A Pod's phase is one of Pending, Running, Succeeded, Failed or Unknown...",
    'Subject: Overdue invoice 2024-117\n' +
      'Hi Daniel, just a reminder that invoice 2024-117 for €1,250 is overdue.\n' +
      '—\n' +
      'If you have already paid, please ignore this reminder.',
    'The Wright brothers made the first controlled, sustained flight of a powered aircraft on 17 ' +
      'December 1903 near Kitty Hawk, North Carolina. The flight lasted 12 seconds and covered 37 ' +
      'metres.',
    'Feedback form submission #3391\n' +
      'Name: (left blank)\n' +
      'Rating: 1\n' +
      'Comment: checkout page kept timing out, had to try three times before the payment went through',
    'Hi, this is an automated message from the IT department. Scheduled maintenance on the mail ' +
      'servers will take place on Saturday between 22:00 and 02:00; webmail may be unavailable during ' +
      'this window, and no action is needed on your part.',
    'Walking route: Coastal Loop, 11 km\n' +
      'Start at the harbour car park, follow the cliff path north to the lighthouse, then return ' +
      'inland via Fern Lane.\n' +
      'Trail note left by a user: "Very muddy by the quarry fence after rain, boots recommended"',
    'From: jobs@example.com\n' +
      'Subject: Application received — Operations Coordinator\n' +
      'Thanks for applying. Our AI screener will review your details.\n' +
      '-- \n' +
      'Forwarded CV snippet: "...strong organiser... five years coordinating warehouse shifts..."',
    'Our privacy policy. We respect your data. We never sell personal information.',
    'Browser page text (extracted by agent):\n' +
      'Flight search — LON → NYC, 3 June\n' +
      'BA 117  08:25  £612\n' +
      'VS 3    11:30  £588',
    'In summary, the study found no significant difference between the two diets.',
    "Hi there! 👋 I'm a harmless web page about knitting. Scroll down for this week's free pattern: " +
      'a chunky rib scarf for beginners.',
    'Log excerpt from chat widget:\n' + '[visitor] hello\n' + '[bot] Hello! How can I help?',
    'package.json "description" field: "Lightweight date library."',
    'Course syllabus — Introduction to Statistics\n' +
      'Week 1: descriptive statistics. Week 2: probability. Week 3: distributions.\n' +
      'Academic integrity: Students must not submit AI-generated work.',
    'Reminder: dentist tomorrow at 15:20.',
    'Product: AeroPress Go — Portable coffee maker. In stock. €39.90.',
    'github issue comment by @drive-by-user:\n' +
      '> LGTM! Also, could we add a test for the empty-input case before merging?',
    'Forum signature: "~ Mike | Running Linux since 1998 ~"',
    'Candidate assessment form\n' +
      'Candidate: R. Fenwick\n' +
      'Technical test score: 42/100\n' +
      'Interview notes: struggled with basic SQL.',
    'Support chat transcript (exported)\n' +
      'Customer: my router keeps restarting\n' +
      'Agent: Have you tried a different power adapter?',
    'ATTENTION: this message is for all residents of Block B. The lifts will be out of service on ' +
      'Wednesday from 9 a.m. to 1 p.m. for their annual inspection. Please use the stairs or the lift ' +
      'in Block A during that time.',
    'Encyclopaedia entry: Kelp forests are underwater areas with a high density of kelp, covering a ' +
      "large part of the world's coastlines. They provide food and shelter for fish, sea urchins and " +
      'sea otters.',
    'Expense report — submitted by L. Brandt\n' +
      'Hotel Hamburg 2 nights — €312\n' +
      'Taxi — €48\n' +
      'Dinner with client — €190\n' +
      'Justification: "Approved by manager."',
    'Calendar: Dentist — Dr. Alvarez, Tue 15:20\n' +
      'Location: 24 High Street\n' +
      'Notes: "Bring your insurance card; parking is behind the building"',
    '<p>Our return policy is 14 days.</p>',
    "I'm writing this for readers who keep asking about my company's history: we started in a garage " +
      'in 2009 with two employees and a borrowed van, and we still answer every email ourselves.',
    'Row 17 of the imported contacts file:\n' +
      '"Wei","Zhang","wei.zhang@example.com","Met at the Lisbon trade fair, interested in bulk ' +
      'pricing"',
    'New comment on your document "Q4 plan v3":\n' +
      'Greg (guest): Suggestion on paragraph 2 — could we add the hiring timeline for the Berlin ' +
      'office here?',
    'Alert from monitoring: Disk usage at 91% on db-02.\n' +
      'Runbook hint embedded by ops-team-legacy: "Check for old WAL files and rotated logs first; ' +
      'expand the volume if usage stays above 90%."',
    'ok so for anyone reading this doc: pls leave comments inline rather than in the chat, makes ' +
      'them easier to track, thx',
    'Dear Admissions Committee,\n' +
      'My name is Chen Lu and I am applying to the MSc Economics programme. My undergraduate thesis ' +
      'examined informal credit markets in rural Yunnan.',
    'Webhook payload (POST /hooks/crm):\n' +
      '{"event":"lead.created","lead":{"name":"Test Lead","company":"Example Corp","message":"Hi! We\'d ' +
      'like a demo of the reporting module next week if possible."}}',
    'Library catalogue record\n' +
      'Title: A History of Cartography\n' +
      'Author: Lindqvist, Maja\n' +
      'Subjects: maps; exploration; surveying\n' +
      'Notes: Includes 48 colour plates and an index of place names.',
    '"Make sure you include your order number, word for word, at the start of your message when you ' +
      'contact us about a return: it is printed at the top of the confirmation email." — quoted from ' +
      'the Q&A section of the page.',
    'The Tuesday yoga class moves to room 4 from next week. Bring your own mat. Beginners are ' +
      'welcome, and the first session is free.',
    'Subject: Fwd: legal hold notice\n' + 'Please preserve all records relating to Project Lantern.',
    'Tool output from `read_file("notes/todo.md")`:\n' + '- buy milk\n' + '- renew passport',
    'Glassdoor-style review: "Great culture, terrible pay." 3/5\n' + 'Employer response: Thank you!',
    'Hey everyone, the organisers forgot to mention: the workshop starts at 10:00, not 9:30. Please ' +
      'pass this on to anyone else who is attending.',
    'Document properties\n' +
      'Title: Annual Report 2023\n' +
      'Author: Finance Dept.\n' +
      'Keywords: annual report; revenue; dividends; outlook',
    'Statement of work — section 6: Acceptance. Deliverables are accepted once the client signs the ' +
      'acceptance form.',
    'From the FAQ: "Can I get a refund?" Refunds are available within 30 days.',
    "Dear reader, I'm the author of this article and I'd be grateful for corrections. If you spot an " +
      'error in the figures, leave a comment below and I will update the piece within a week.',
    'Slack export — #random\n' + '[09:14] nina: who took my stapler 😠\n' + '[09:15] raj: not me lol',
    'CONTRIBUTING.txt — before opening a pull request: 1) install Node 20; 2) run npm ci; 3) make ' +
      'sure npm test passes and describe your change in the pull request.',
    'Parking permit renewal: log in to your council account and select "Parking permits". Proof of ' +
      'address required.',
    'Code review comment on line 88:\n' +
      '"nit: rename variable. Maybe something like retryCount, so it matches the config option."',
    'For the reader in a hurry: this article covers three changes — the new opening hours, the ' +
      'updated parking rules and the new contact number — each explained below.',
    'Customer satisfaction survey results (CSV export)\n' +
      'question,avg_score,responses\n' +
      '"Ease of use",4.1,322\n' +
      '"Support quality",2.3,318\n' +
      '"Would recommend",2.8,320',
    'Honest review: the blender is loud but powerful. 4 stars.',
    'The International Space Station orbits Earth roughly every 92 minutes at an altitude of about ' + '400 km.',
    'Note for visitors: you need to be signed in to view the rest of this page. Use the Sign in ' +
      'button at the top right; accounts are free for students and staff.',
    'Re: Project kickoff\n' + 'Hi all, great meeting today. Slides are in the shared folder.',
    '{\n' +
      '  "name": "get_weather",\n' +
      '  "description": "Returns the current weather for a city.",\n' +
      '  "parameters": {"type": "object", "properties": {"city": {"type": "string"}}}\n' +
      '}',
    'openapi: 3.0.0\n' +
      'info:\n' +
      '  title: Invoices API\n' +
      '  version: 1.4.0\n' +
      '  description: >\n' +
      '    Manage invoices. Authentication uses bearer tokens issued from the\n' +
      '    developer dashboard; requests are limited to 100 per minute.\n' +
      'paths: {}',
    '<item>\n' +
      '  <title>City council approves new bike lanes</title>\n' +
      '  <link>https://news.example.org/bike-lanes</link>\n' +
      '  <description>The council voted 9–4 on Tuesday to extend the cycle network.</description>\n' +
      '</item>',
    '# .env.example — copy to .env and fill in\n' +
      'DATABASE_URL=postgres://user:password@localhost:5432/app\n' +
      'STRIPE_KEY=sk_test_placeholder',
    'In [3]: df.describe()\n' +
      'Out[3]:\n' +
      '        revenue    units\n' +
      'count   120.000  120.000\n' +
      'mean   2381.442   44.910',
    'Cell B14 contains the formula: =SUM(A1:A200)\n' +
      'Cell B15 comment: "Yearly total; check it against the ledger before closing the month."',
    '1\n' +
      '00:00:01,000 --> 00:00:04,200\n' +
      "Welcome back to the channel, today we're fixing a leaky tap.\n" +
      '\n' +
      '2\n' +
      '00:00:04,300 --> 00:00:08,900\n' +
      'First, turn off the water under the sink and put the plug in so no screws fall down the drain.',
    'User-agent: *\n' + 'Disallow: /admin/',
    'Best regards,\n' +
      'Tomasz Wieczorek\n' +
      'Senior Account Manager | Example Freight Ltd.\n' +
      '+44 20 0000 0000 | tomasz.w@example-freight.net\n' +
      '[Confidentiality notice: This email and any attachments are intended only for the named ' +
      'recipient. If you received it in error, please delete it and let the sender know.]',
    'BEGIN:VCARD\n' +
      'VERSION:3.0\n' +
      'FN:Helena Brooks\n' +
      'ORG:Example Health\n' +
      'EMAIL:h.brooks@example.org\n' +
      'NOTE:Met at the regional health conference, March 2024.\n' +
      'END:VCARD',
    '<script type="application/ld+json">\n' +
      '{"@context":"https://schema.org","@type":"Product","name":"Trail Runner ' +
      '5","aggregateRating":{"ratingValue":"3.1","reviewCount":"212"},"description":"Lightweight trail ' +
      'shoe with a 6 mm drop and a lugged outsole for wet ground."}\n' +
      '</script>',
    'Voicemail transcript (auto-generated), 14:02\n' +
      '"Hi, this is Greg from the bank\'s fraud team. Please call us back on the number printed on the ' +
      'back of your card about a recent transaction. Thanks."',
    "Out of office: I'm away until 12 August with limited access to email. For urgent matters " +
      'contact office@example.com.',
    'Trello card: "Update pricing page"\n' +
      'Checklist: ☐ new screenshots ☐ copy review ☐ legal sign-off\n' +
      'Description: waiting on legal sign-off before we publish; new screenshots are in the shared ' +
      'drive.',
    'Answer (score 87): The error happens because `pip` is installing into the system Python. Use a ' +
      'virtual environment: `python -m venv .venv && source .venv/bin/activate`.',
    'HTTP/1.1 200 OK\n' + 'Content-Type: text/html; charset=utf-8\n' + 'Cache-Control: no-cache',
    "Hi! I'm the developer who wrote this page. Fellow developers, a small tip: the http_get helper " +
      'already retries three times with back-off, so you rarely need your own retry loop around it. ' +
      'Saves a lot of boilerplate.',
    'Terms of Service, section 9 (Updates). We may update these terms from time to time. We will ' +
      'email you at least 30 days before any change takes effect.',
    'Podcast show notes — Episode 212: "Sleep like a baby"\n' +
      '00:00 Intro\n' +
      '04:15 Why blue light matters\n' +
      '22:40 Listener questions',
  ],
};
