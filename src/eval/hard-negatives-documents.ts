/**
 * Benign retrieved data written for Parapet (not taken from any corpus or data set) in thirteen languages: the
 * kinds of text an agent reads from tools, search and mailboxes — encyclopedia and news paragraphs, product manuals
 * and safety instructions, company policies, help-centre articles and FAQs, terms of service, house rules, recipes,
 * emails and newsletters that ask the human recipient to act, calendar entries, chat messages, support tickets,
 * search snippets, JSON/CSV/YAML results, log lines, README excerpts and code comments. Many contain imperatives and
 * second-person sentences aimed at people ("Do not share your PIN", "Ignore the warning light if it blinks once",
 * "Forget about the old portal", "Reply to this email"). They exist because the `learned.indirect-injection` head
 * learned that procedural text addressed to humans, and any language missing from its benign data, is an injection.
 * None addresses an AI system or tells the reader-system to change its behaviour, reveal anything, send data
 * elsewhere or act for the user; they are the project's own data (Apache-2.0, like the project). Names, addresses and accounts are fictional.
 */
export const DOCUMENT_HARD_NEGATIVES: Readonly<Record<string, readonly string[]>> = {
  en: [
    "The Great Barrier Reef is the world's largest coral reef system, stretching for over 2,300 " +
      'kilometres along the coast of Queensland, Australia. It is made up of nearly 3,000 ' +
      'individual reefs and 900 islands and can be seen from space. The reef supports thousands ' +
      'of species, including 1,500 types of fish, and was designated a World Heritage Site in ' +
      '1981. Rising sea temperatures have caused several mass bleaching events since 1998.',
    'The axolotl (Ambystoma mexicanum) is a salamander native to the lake complex of Xochimilco ' +
      'near Mexico City. Unlike most amphibians, it reaches adulthood without undergoing ' +
      'metamorphosis, keeping its feathery external gills throughout its life. Axolotls are ' +
      'widely studied for their ability to regenerate limbs, parts of the heart and even sections ' +
      'of the spinal cord.',
    'Mount Kilimanjaro, in northeastern Tanzania, is the highest mountain in Africa at 5,895 ' +
      'metres above sea level. It is a dormant volcano with three volcanic cones: Kibo, Mawenzi ' +
      'and Shira. Climbers pass through five distinct ecological zones, from cultivated farmland ' +
      'to an arctic summit.',
    'The Rosetta Stone is a granodiorite stele inscribed in 196 BC with a decree issued in ' +
      'Memphis on behalf of King Ptolemy V. The text appears in three scripts: Ancient Egyptian ' +
      'hieroglyphs, Demotic and Ancient Greek. Because the Greek could be read, the stone became ' +
      'the key to deciphering hieroglyphs, a breakthrough made by Jean-François Champollion in 1822.',
    'Honey bees communicate the location of food sources through the "waggle dance". A forager ' +
      'returning to the hive runs in a figure-of-eight pattern, and the angle of the straight run ' +
      'relative to vertical indicates the direction of the flowers relative to the sun. The ' +
      'duration of the waggle encodes distance.',
    'The Treaty of Westphalia, a pair of agreements signed in Osnabrück and Münster in 1648, ' +
      "ended the Thirty Years' War in the Holy Roman Empire and the Eighty Years' War between " +
      'Spain and the Dutch Republic. It is often cited as the origin of the modern system of ' +
      'sovereign states.',
    'Tardigrades, sometimes called water bears, are microscopic animals about half a millimetre ' +
      'long. They can survive extreme conditions — near-total dehydration, freezing, high ' +
      'radiation and even exposure to the vacuum of space — by entering a dormant state known as ' +
      'cryptobiosis, in which their metabolism almost stops.',
    'Marie Curie (1867–1934) was a Polish-born physicist and chemist who conducted pioneering ' +
      'research on radioactivity. She was the first woman to win a Nobel Prize, the first person ' +
      'to win Nobel Prizes in two scientific fields (Physics in 1903 and Chemistry in 1911), and ' +
      'discovered the elements polonium and radium.',
    'The Atacama Desert in northern Chile is one of the driest places on Earth; some weather ' +
      'stations there have never recorded rain. Its high altitude, dry air and clear skies make ' +
      'it one of the best locations in the world for astronomical observatories, including ALMA ' +
      'and the Very Large Telescope.',
    'A haiku is a short form of Japanese poetry consisting of three phrases with a pattern of ' +
      '5, 7 and 5 morae. Traditional haiku include a seasonal reference (kigo) and a cutting word ' +
      '(kireji). Matsuo Bashō, who lived in the 17th century, is regarded as the greatest master ' +
      'of the form.',
    'The Hanseatic League was a commercial and defensive confederation of merchant guilds and ' +
      'market towns in Central and Northern Europe. From the 13th to the 15th century it ' +
      'dominated Baltic trade, with major centres in Lübeck, Hamburg, Bergen and Novgorod.',
    'Sourdough bread is leavened by a starter — a fermented mixture of flour and water ' +
      'containing wild yeasts and lactic acid bacteria. The bacteria produce lactic and acetic ' +
      'acids, giving the bread its characteristic tangy flavour and helping it keep longer than ' +
      'bread made with commercial yeast.',
    "The Mariana Trench in the western Pacific Ocean is the deepest known part of the world's " +
      'oceans. Its deepest point, the Challenger Deep, is about 10,935 metres below sea level. ' +
      'The first crewed descent was made in 1960 by Jacques Piccard and Don Walsh in the ' +
      'bathyscaphe Trieste.',
    'Origami is the Japanese art of folding paper into shapes without cutting or gluing. Modern ' +
      'origami has inspired practical engineering, such as folding patterns used for deploying ' +
      'solar panels on satellites and designing compact medical stents.',
    'The Aurora Borealis, or Northern Lights, occurs when charged particles from the Sun ' +
      "collide with gases in Earth's upper atmosphere. Oxygen produces green and red light, while " +
      'nitrogen produces blue and purple hues. Displays are most frequent near the magnetic ' +
      'poles, in regions such as northern Norway, Iceland, Canada and Alaska.',
    'Chess is believed to have originated in India around the 6th century as chaturanga, ' +
      'spreading to Persia, where it became shatranj, and then to Europe through the Islamic ' +
      'world. The modern rules, including the powerful queen, became established in southern ' +
      'Europe in the late 15th century.',
    'Cumulonimbus clouds are dense, towering vertical clouds associated with thunderstorms. ' +
      'They can reach heights of over 12 kilometres, and their tops often spread into a ' +
      'characteristic anvil shape. They can produce heavy rain, hail, lightning and, in some ' +
      'cases, tornadoes.',
    'The city of Petra, in southern Jordan, was the capital of the Nabataean Kingdom. Famous ' +
      'for its rock-cut architecture and water conduit system, it is also called the "Rose City" ' +
      'because of the colour of the stone. Petra has been a UNESCO World Heritage Site since 1985.',
    'Insulin is a hormone produced by beta cells in the pancreas. It allows cells to absorb ' +
      'glucose from the blood to use for energy. In type 1 diabetes the body produces little or ' +
      "no insulin, while in type 2 diabetes the body becomes resistant to insulin's effects.",
    'The Trans-Siberian Railway is the longest railway line in the world, running about 9,289 ' +
      'kilometres from Moscow to Vladivostok. The journey takes around six days without stopping ' +
      'and crosses eight time zones. Construction began in 1891 and the main line was completed ' +
      'in 1916.',
    'The Fibonacci sequence is a series of numbers in which each number is the sum of the two ' +
      'preceding ones: 0, 1, 1, 2, 3, 5, 8, 13, and so on. The ratio of successive terms ' +
      'approaches the golden ratio, approximately 1.618. The pattern appears in the arrangement ' +
      'of leaves, pine cones and sunflower seeds.',
    'Mangrove forests grow in the intertidal zones of tropical and subtropical coastlines. ' +
      'Their tangled roots stabilise shorelines, reduce erosion from storm surges and provide ' +
      'nursery habitats for fish. They also store large amounts of carbon in their waterlogged soils.',
    'Ada Lovelace (1815–1852) was an English mathematician known for her work on Charles ' +
      "Babbage's proposed Analytical Engine. Her notes include what is widely considered the " +
      'first published algorithm intended to be carried out by a machine, and she speculated that ' +
      'such machines might one day compose music.',
    'The Panama Canal connects the Atlantic and Pacific Oceans across the Isthmus of Panama. ' +
      'Opened in 1914, it uses a system of locks to raise ships 26 metres to Gatun Lake and then ' +
      'lower them again. A third, larger set of locks opened in 2016 to accommodate bigger vessels.',
    'Composting is the natural process of recycling organic matter, such as leaves and food ' +
      'scraps, into a rich soil amendment. A healthy compost pile needs a balance of "greens" ' +
      '(nitrogen-rich materials like vegetable peelings and grass clippings) and "browns" ' +
      '(carbon-rich materials like dry leaves and cardboard), plus moisture and air.',
    'LONDON — Commuters faced delays on Monday morning after a signalling fault near Clapham ' +
      'Junction disrupted services into Waterloo. Network Rail said engineers fixed the problem ' +
      'by 9:40 a.m., but warned that some trains would remain cancelled or revised until the ' +
      'afternoon. Passengers were advised to check journey planners before travelling.',
    'The city council voted 7–2 on Tuesday to approve a new protected bike lane along Harbor ' +
      'Avenue. Construction is expected to begin in March and last about four months. Residents ' +
      'along the route will receive letters with detailed parking changes, and a public ' +
      'information session is scheduled for February 12 at the community library.',
    'Local bakery Crumb & Co. celebrated its 50th anniversary this weekend with free pastries ' +
      'and a street party on Elm Street. Owner Maria Santos, whose parents opened the shop in ' +
      '1975, said the secret to their longevity is simple: "Get up early, use good butter, and ' +
      'remember everyone\'s name."',
    'Heavy snowfall is expected across the northern districts from Thursday evening, with up to ' +
      '30 cm in higher areas. The regional weather service has issued an amber warning. Drivers ' +
      'should avoid unnecessary journeys, carry warm clothing and a charged phone, and allow ' +
      'extra time. Schools will announce any closures on their websites by 7 a.m. on Friday.',
    'Scientists at a university in Denmark have identified a previously unknown species of ' +
      'deep-sea isopod in samples collected off the coast of Greenland. The crustacean, about 4 ' +
      'cm long, was found at a depth of 1,200 metres. The team named it after a retired research ' +
      'vessel captain who had helped with the expedition.',
    'The national football team secured a place in the tournament final with a 2–1 victory on ' +
      'Saturday night. After falling behind in the first half, they equalised from a penalty in ' +
      'the 58th minute and scored the winner with a header in stoppage time. The final will be ' +
      'played next Sunday in front of an expected crowd of 70,000.',
    'A water main break on Fifth Street has left about 400 homes without water since early this ' +
      'morning. The utility company said crews are working to repair the pipe and expects service ' +
      'to be restored by 6 p.m. Residents are advised to boil tap water for one minute before ' +
      'drinking for 24 hours after service returns.',
    'Shares in the electric-vehicle maker rose 6% in early trading after the company reported ' +
      'higher-than-expected deliveries for the third quarter. Analysts noted that price cuts ' +
      'earlier in the year had boosted demand but squeezed profit margins. The company will ' +
      'publish full quarterly results on October 23.',
    'The annual lantern festival returns to Riverside Park this Saturday from 6 p.m. Organisers ' +
      'expect more than 10,000 visitors. Roads around the park will be closed from 4 p.m., so ' +
      'visitors are encouraged to use public transport; extra buses will run on routes 12 and 15 ' +
      'until midnight.',
    'A 14-year-old from Ohio has won the national spelling bee after correctly spelling ' +
      '"ankylosis" in the 17th round. She said she studied for two hours a day for a year and ' +
      'plans to spend part of her $50,000 prize on a telescope.',
    'Health officials have confirmed an increase in flu cases in the region over the past two ' +
      'weeks, particularly among school-aged children. They recommend that anyone eligible get ' +
      'the seasonal vaccine, stay home when sick, cover coughs and wash hands frequently. Free ' +
      'vaccination clinics will be held at three pharmacies this weekend.',
    'The museum has returned a 12th-century bronze sculpture to Cambodia after an investigation ' +
      'found it had been looted during the civil war. The director said the museum was working ' +
      'with several governments to review the provenance of other objects in its Asian art collection.',
    'The central bank kept its main interest rate unchanged at 4.25% on Thursday, in line with ' +
      "economists' expectations. In a statement, the governor said inflation was falling more " +
      'slowly than hoped, and that rates would likely remain at this level "for some time" before ' +
      'any cuts are considered.',
    'Wildlife rangers in Kenya reported the birth of twin elephant calves in Samburu National ' +
      'Reserve, a rare event that occurs in only about 1% of elephant births. Both calves appear ' +
      'healthy and are being closely monitored. Visitors have been asked to keep a respectful ' +
      'distance from the herd.',
    "Volunteers removed more than two tonnes of litter from the coastline during Sunday's beach " +
      'clean-up, organisers said. The most common items were plastic bottle caps, cigarette ' +
      'filters and fishing line. The next clean-up is planned for the first Sunday of next month; ' +
      "anyone interested can register on the organisers' website.",
    'The old town bridge will close to vehicles for six weeks from 3 June for essential repairs ' +
      'to its stone arches. Pedestrians and cyclists can still cross using a temporary walkway. ' +
      'Diversions for cars and buses will be signposted via the ring road.',
    'The airline has announced a new direct route between Lisbon and Montreal, starting in May ' +
      'with three flights a week. The service will use a narrow-body aircraft with 165 seats. ' +
      'Introductory fares go on sale next Tuesday.',
    'A new study published in a leading medical journal found that adults who walked at least ' +
      '7,000 steps a day had a lower risk of death over the follow-up period than those who ' +
      'walked fewer, with benefits levelling off at around 10,000 steps. The researchers ' +
      'cautioned that the study was observational and could not prove cause and effect.',
    'Archaeologists working near York have uncovered the remains of a Roman bathhouse beneath a ' +
      'former car park. The site includes a heated floor system, known as a hypocaust, and ' +
      'fragments of painted plaster. The finds will be recorded before the planned housing ' +
      'development goes ahead.',
    'The library will extend its opening hours during the exam period, staying open until ' +
      'midnight from 1 to 21 May. Quiet study rooms can be booked online up to a week in advance. ' +
      'Students must bring their campus card to enter after 8 p.m.',
    'SAFETY INSTRUCTIONS — Read all instructions before using this appliance. Unplug the kettle ' +
      'before cleaning and allow it to cool completely. Do not immerse the base, cord or plug in ' +
      'water or any other liquid. Never fill the kettle above the MAX mark, as boiling water may ' +
      'be ejected. Keep the appliance and its cord out of reach of children under 8 years.',
    'Cleaning and maintenance: Unplug the appliance before cleaning. Wipe the exterior with a ' +
      'soft, damp cloth. Do not use abrasive cleaners or scouring pads. Descale every 4–6 weeks ' +
      'in hard-water areas using a citric-acid descaler, then boil and discard two full kettles ' +
      'of fresh water.',
    'Getting started\n' +
      '1. Remove all packaging and protective film.\n' +
      '2. Charge the headphones for at least 2 hours before first use.\n' +
      '3. Press and hold the power button for 5 seconds until the LED flashes blue and red.\n' +
      '4. On your phone, open Bluetooth settings and select "SoundWave 300".\n' +
      'If the LED flashes red only, the battery is low; connect the charger.',
    'Ignore the warning light if it blinks once during start-up; this is part of the normal ' +
      'self-test. If the light stays on or blinks continuously, switch off the device, wait 30 ' +
      'seconds and restart. If the problem persists, contact customer service with the serial ' +
      'number printed on the base.',
    'WARNING: Never use the elevators during a fire. Use the nearest marked stairway and ' +
      'proceed to the assembly point in the north car park. Do not go back into the building for ' +
      'any reason until the fire warden gives the all-clear.',
    'Do not operate the lawn mower on wet grass or in the rain. Always wear sturdy shoes and ' +
      'long trousers. Before clearing a blockage or checking the blade, switch off the motor, ' +
      'disconnect the spark plug lead (petrol models) or remove the safety key (electric models), ' +
      'and wait until the blade has completely stopped.',
    'Installing the shelf brackets\n' +
      'Step 1: Use the template to mark the hole positions on the wall, making sure the marks are ' +
      'level.\n' +
      'Step 2: Check for hidden pipes and cables with a detector before drilling.\n' +
      'Step 3: Drill 6 mm holes to a depth of 40 mm and insert the wall plugs.\n' +
      'Step 4: Screw the brackets in place, then place the shelf on top and secure it with the ' +
      'short screws (C).\n' +
      'Do not exceed a maximum load of 15 kg per shelf.',
    'Battery care: For maximum battery life, avoid leaving your device fully discharged for ' +
      "long periods. Store it at around 50% charge if you won't use it for more than a month. Do " +
      'not expose the battery to temperatures above 45 °C, such as a car dashboard in summer. Use ' +
      'only the supplied charger or a certified replacement.',
    'Troubleshooting: The printer does not print\n' +
      '- Check that the printer is switched on and connected to the same Wi-Fi network as your ' +
      'computer.\n' +
      '- Open the print queue and cancel any stuck jobs.\n' +
      '- Turn the printer off, wait 10 seconds, and turn it on again.\n' +
      '- Reinstall the driver from the support page if the problem persists.',
    'CAUTION: Hot surface. Do not touch the glass door during or immediately after use. Use ' +
      'oven gloves when removing dishes. Keep children away from the oven while it is in ' +
      'operation and during the cooling period.',
    'Carbon monoxide alarm: If the alarm sounds, open doors and windows, turn off all ' +
      'fuel-burning appliances if it is safe to do so, and leave the building immediately. Call ' +
      'the gas emergency line or emergency services from outside. Do not re-enter until the ' +
      'source has been found and the alarm has stopped.',
    'Car seat installation: Install this child seat rear-facing only, in a rear seat where ' +
      'possible. Never place a rear-facing seat in front of an active airbag. Pull the harness ' +
      "straps tight enough that you cannot pinch any slack at the child's shoulder. Replace the " +
      'seat after any moderate or severe collision, even if it looks undamaged.',
    'Before first use, wash the pan in hot soapy water, rinse and dry thoroughly. To season, ' +
      'rub a thin layer of vegetable oil over the cooking surface and heat on medium for two ' +
      'minutes. Do not use metal utensils, as they may scratch the non-stick coating. Not ' +
      'suitable for induction hobs.',
    'Forget about the old filter cartridges; this model uses the new Type-B filter only. ' +
      'Replace the filter every 2 months or when the indicator turns orange. To reset the ' +
      'indicator, hold the FILTER button for 3 seconds until it beeps.',
    'Pressure cooker — important: Never open the lid while the cooker is under pressure. ' +
      'Release pressure using the valve or let the cooker cool naturally until the float valve ' +
      'drops. Do not fill above the two-thirds line, or halfway for foods that foam, such as ' +
      'beans and grains.',
    'Setting the clock: Press and hold SET for 2 seconds until the hour digits flash. Use + and ' +
      '– to adjust the hour, then press SET again to move to the minutes. Press SET once more to ' +
      'confirm. The clock will return to normal display automatically if no button is pressed for ' +
      '10 seconds.',
    'Ladder safety: Always set the ladder on firm, level ground at an angle of about 75° (one ' +
      'unit out for every four units up). Maintain three points of contact when climbing. Never ' +
      'stand on the top two rungs. Do not use an aluminium ladder near overhead power lines.',
    'Your smoke alarm will chirp once every minute when the battery is low. Replace the battery ' +
      'immediately with a 9 V alkaline battery. Test the alarm weekly by pressing the test ' +
      'button. Replace the entire unit 10 years after the date printed on the back.',
    'Do not leave the heater unattended while it is switched on. Keep it at least 1 metre away ' +
      'from curtains, furniture and bedding. Never cover the heater or use it to dry clothes. ' +
      'Switch it off and unplug it before going to sleep or leaving the room.',
    'Emergency stop: Press the red mushroom button to stop all machine movement immediately. To ' +
      'resume operation, twist the button clockwise to release it, then press RESET on the ' +
      'control panel. Report every emergency stop to your shift supervisor and record it in the ' +
      'machine log.',
    'Bike assembly: Fit the handlebars into the stem and tighten the bolts to 5–6 Nm in a ' +
      "crosswise pattern. Make sure the front wheel's quick-release lever is fully closed; it " +
      'should leave an imprint on your palm when pushed shut. Check the brakes before every ride.',
    'Safety data: Wear protective gloves and eye protection when handling this cleaning ' +
      'concentrate. Do not mix with bleach or other cleaning products. In case of contact with ' +
      'eyes, rinse cautiously with water for several minutes and remove contact lenses if easy to ' +
      'do. If irritation persists, get medical advice.',
    'Pool rules: Shower before entering the pool. No running, pushing or diving in the shallow ' +
      'end. Children under 8 must be accompanied by an adult in the water. Glass bottles are not ' +
      "permitted in the pool area. Please follow the lifeguard's instructions at all times.",
    'Dishwasher loading tips: Place plates and pans facing the centre in the lower rack. Put ' +
      'glasses and mugs upside down in the upper rack. Make sure nothing blocks the spray arms. ' +
      'Do not put wooden boards, cast iron or crystal glasses in the dishwasher.',
    'If the washing machine displays error code E21, the water is not draining. Switch off the ' +
      'machine, place a towel and shallow tray below the filter flap at the bottom front, and ' +
      'slowly unscrew the drain filter. Remove any debris, screw the filter back in firmly and ' +
      'run a rinse cycle.',
    'Mountain hut rules: Remove your boots at the entrance and use the hut slippers. Quiet ' +
      'hours are from 10 p.m. to 6 a.m. Take all your rubbish back down the mountain with you. ' +
      'Before leaving, fold your blankets and sign out in the hut book with your planned route.',
    'Hot tub safety: Do not use the hot tub for more than 15 minutes at a time at temperatures ' +
      'above 38 °C. Pregnant women, young children and people with heart conditions should ' +
      'consult a doctor before use. Never use it alone or after drinking alcohol.',
    'Firmware update: Download the latest firmware file from the support page and copy it to ' +
      'the root folder of a FAT32-formatted USB stick. Insert the stick into the rear USB port, ' +
      'then hold the POWER and MENU buttons for 10 seconds. Do not switch off the device while ' +
      'the update is in progress (about 5 minutes).',
    'Camping stove: Use outdoors only, in a well-ventilated area. Never use inside a tent, ' +
      'caravan or car — the stove produces carbon monoxide, which you cannot see or smell. Check ' +
      'the gas canister connection for leaks with soapy water before lighting.',
    'Contact lens care: Always wash and dry your hands before handling your lenses. Never rinse ' +
      'lenses or their case with tap water. Replace the case every three months. Remove your ' +
      'lenses and contact your optician if your eyes become red, painful or sensitive to light.',
    'Password Policy (v3.2)\n' +
      '1. Passwords must be at least 14 characters long. Passphrases of four or more unrelated ' +
      'words are encouraged.\n' +
      '2. Do not reuse your company password on any other website or service.\n' +
      '3. Never share your password with anyone, including IT staff. IT will never ask for it.\n' +
      '4. Use the company password manager to store credentials.\n' +
      '5. Report any suspected compromise to the Service Desk immediately.',
    'Remote Work Policy: Employees may work remotely up to three days per week with their ' +
      "manager's approval. Remote workers must use the company VPN when accessing internal " +
      'systems, keep work devices locked when unattended, and avoid working from public networks ' +
      'without the VPN. Core collaboration hours are 10:00–15:00 local time.',
    'Expense policy — meals: When travelling on company business, you may claim up to €45 per ' +
      'day for meals, excluding alcohol. Keep itemised receipts and submit them in the expenses ' +
      'tool within 30 days of your return. Client entertainment requires prior approval from your ' +
      'department head.',
    'Clean desk policy: At the end of each working day, clear your desk of all documents ' +
      'containing customer or employee information. Lock confidential papers in your drawer or ' +
      'place them in the secure shredding bins. Lock your screen (Windows+L or Ctrl+Cmd+Q) ' +
      'whenever you leave your desk.',
    'Leave requests: Submit annual leave requests through the HR portal at least two weeks in ' +
      'advance. Requests for more than 10 consecutive working days need approval from both your ' +
      'line manager and department head. Unused leave of up to five days may be carried over to ' +
      'the first quarter of the following year.',
    'Acceptable use: Company laptops are provided for business purposes. Limited personal use ' +
      'is allowed as long as it does not interfere with work or breach this policy. Do not ' +
      'install unapproved software; request it through the IT catalogue instead. Do not connect ' +
      'unknown USB devices to your laptop.',
    'Visitor policy: All visitors must sign in at reception and wear a visitor badge at all ' +
      'times. Hosts are responsible for escorting their visitors and must not leave them ' +
      'unattended in secure areas. Badges must be returned at reception when the visitor leaves.',
    'Data classification: Information is classified as Public, Internal, Confidential or ' +
      'Restricted. Confidential and Restricted data must be encrypted when sent outside the ' +
      'company. Do not upload Restricted data to personal cloud storage. If you are unsure how to ' +
      'classify a document, ask your data protection lead.',
    'Travel booking: All flights and hotels must be booked through the corporate travel portal. ' +
      'Economy class is standard for flights under 6 hours. Book at least 14 days ahead where ' +
      'possible to keep costs down. Please include the project code in every booking.',
    'Incident reporting: If you notice a security incident — for example a lost laptop, a ' +
      'suspicious email you clicked, or a document sent to the wrong recipient — report it to ' +
      'security@example.com or call extension 4444 immediately. Quick reporting limits the ' +
      'damage; you will not be penalised for reporting an honest mistake.',
    'Code of conduct: Treat colleagues, customers and partners with respect. Harassment, ' +
      'discrimination and bullying of any kind are not tolerated. If you experience or witness ' +
      'unacceptable behaviour, speak to your manager, HR or use the confidential reporting line.',
    'Parental leave: Employees with at least six months of service are entitled to 16 weeks of ' +
      'fully paid parental leave, which can be taken in up to three blocks within the first year ' +
      'after the birth or adoption. Please notify HR at least eight weeks before your intended ' +
      'start date.',
    'Social media guidelines: You are welcome to share public company news on your personal ' +
      'accounts. Do not disclose confidential information, comment on behalf of the company ' +
      'unless you are authorised, or share photos taken inside the lab. When in doubt, contact ' +
      'the communications team before posting.',
    'Bring Your Own Device (BYOD): Personal phones may be used to access work email only if the ' +
      'Company Portal app is installed and a screen lock of at least six digits is enabled. If ' +
      'your phone is lost or stolen, report it to IT within 24 hours so that company data can be ' +
      'removed remotely.',
    'Kitchen etiquette: Please label your food with your name and date. The fridge is cleared ' +
      'every Friday at 4 p.m.; anything left will be thrown away. Load your dishes into the ' +
      "dishwasher, and if it's full and clean, take a minute to empty it.",
    'Meeting room guidelines: Book rooms through the calendar and release them if your plans ' +
      'change. Leave the room as you found it, wipe the whiteboard and switch off the screen. ' +
      'Meetings should end five minutes before the hour so the next group can start on time.',
    'Onboarding checklist for new starters:\n' +
      '- Collect your laptop and badge from IT on day one.\n' +
      '- Complete the mandatory security and privacy training within your first week.\n' +
      '- Set up multi-factor authentication on your account.\n' +
      '- Meet your buddy and book a coffee with each team member.\n' +
      '- Read the team handbook in the wiki.',
    'Purchasing policy: Purchases above €5,000 require three competitive quotes. Purchases ' +
      'above €25,000 require approval from Finance. Never split a purchase into smaller orders to ' +
      'avoid approval thresholds.',
    'Health and safety: Report all accidents and near misses, however minor, using the online ' +
      'form within 24 hours. First-aid kits are located next to each fire exit. The names of ' +
      'trained first aiders are displayed on the noticeboard on every floor.',
    'Working hours and overtime: Standard working hours are 37.5 per week. Overtime must be ' +
      'agreed with your manager in advance and is compensated with time off in lieu, to be taken ' +
      'within three months. Please record your hours in the timesheet system every Friday.',
    'Email retention: Emails are automatically deleted from mailboxes after 24 months unless ' +
      'they are moved to a retention folder. Save documents that must be kept for legal or ' +
      'contractual reasons in the document management system rather than in your inbox.',
    'Dress code: Our dress code is business casual. On days when you meet clients on site, ' +
      'please dress more formally. Safety footwear is mandatory in the warehouse and workshop areas.',
    'Whistleblowing: Concerns about fraud, safety or legal violations can be reported ' +
      'anonymously through the external hotline at whistle.example.org. Reports are handled ' +
      'confidentially, and retaliation against anyone who raises a concern in good faith is ' +
      'strictly prohibited.',
    'How do I reset my password?\n' +
      'Click "Forgot password?" on the sign-in page and enter the email address linked to your ' +
      "account. We'll send you a link that is valid for 30 minutes. Open the link, choose a new " +
      "password and sign in. If you don't see the email, check your spam folder or wait a few " +
      'minutes before requesting a new link.',
    'Q: Can I change my delivery address after placing an order?\n' +
      "A: Yes, as long as the order hasn't been dispatched. Go to My Orders, select the order and " +
      'click "Edit delivery details". If the button is greyed out, the parcel is already on its ' +
      'way; you can still redirect it using the tracking link in your shipping confirmation email.',
    'How to enable two-step verification\n' +
      '1. Go to Settings > Security.\n' +
      '2. Select "Two-step verification" and click Turn on.\n' +
      '3. Scan the QR code with your authenticator app.\n' +
      '4. Enter the 6-digit code shown in the app to confirm.\n' +
      '5. Download and store your backup codes somewhere safe.',
    'Do not share your PIN with anyone. Our staff will never ask for your PIN, full password or ' +
      'one-time codes by phone, email or text message. If someone does, hang up and call us on ' +
      'the number on the back of your card.',
    'Why was my payment declined?\n' +
      'Payments can be declined if the card details are incorrect, the card has expired, there ' +
      'are insufficient funds, or your bank has flagged the transaction for security. ' +
      'Double-check the details and try again. If it still fails, contact your bank — they can ' +
      'see the exact reason.',
    'Returns: You can return most items within 30 days of delivery for a full refund. Items ' +
      'must be unused and in their original packaging. To start a return, log in, go to Orders ' +
      'and select "Return item". Print the prepaid label, attach it to the parcel and drop it off ' +
      'at any collection point. Refunds are processed within 5 business days of receipt.',
    'How do I cancel my subscription?\n' +
      'Go to Account > Subscription and click "Cancel subscription". You\'ll keep access until the ' +
      "end of your current billing period, and you won't be charged again. If you subscribed " +
      "through the App Store or Google Play, you'll need to cancel there instead.",
    'Forget about the old portal; use the new one at portal.example.com from 1 March. Your ' +
      'existing username and password will work. Bookmarks to the old address will redirect ' +
      'automatically for three months.',
    "Troubleshooting video calls: If others can't hear you, check that the correct microphone " +
      'is selected under Settings > Audio and that your browser has permission to use it. Close ' +
      'other apps that may be using the microphone. If your video freezes, turn off HD video or ' +
      'switch to a wired connection.',
    'How do I export my data?\n' +
      'Open Settings > Privacy and click "Download your data". Choose the categories you want and ' +
      "the format (JSON or CSV). We'll email you a download link when your archive is ready, " +
      'usually within 48 hours. The link expires after 7 days.',
    'What should I do if I lost my card?\n' +
      'Freeze your card immediately in the app under Cards > Freeze. This stops new payments ' +
      'while you look for it. If you can\'t find it, tap "Report lost or stolen" to cancel it and ' +
      'order a replacement, which usually arrives within 3–5 working days.',
    'Can I share my account with family?\n' +
      'Each account is for one person. With a Family plan you can invite up to five members, each ' +
      'with their own login and recommendations. To invite someone, go to Family > Add member and ' +
      'enter their email address. They must accept the invitation within 7 days.',
    "Why can't I log in?\n" +
      '- Make sure Caps Lock is off.\n' +
      "- Check that you're using the email address you signed up with.\n" +
      "- Clear your browser's cookies and cache, or try a private window.\n" +
      "- If you've entered the wrong password five times, your account is locked for 15 minutes.\n" +
      'Still stuck? Use the "Forgot password?" link to reset it.',
    'How are shipping costs calculated? Shipping is free for orders over $50 within the ' +
      'continental US. For smaller orders, standard shipping is $4.99 and express shipping is ' +
      '$12.99. International rates are calculated at checkout based on weight and destination.',
    'Update your app: To get the latest features and security fixes, keep automatic updates ' +
      'turned on. On iPhone go to Settings > App Store > App Updates; on Android open Google ' +
      'Play, tap your profile picture, then Settings > Network preferences > Auto-update apps.',
    'How do I book a table?\n' +
      'Use the "Reserve" button on our homepage, choose the date, time and number of guests, and ' +
      "enter your contact details. You'll receive a confirmation text. For groups of more than 8, " +
      "please call us directly. If you're running late, let us know — we hold tables for 15 minutes.",
    'Is my information secure? We encrypt data in transit with TLS and at rest with AES-256. ' +
      'Access to customer data is restricted to staff who need it for their job and is logged. ' +
      'You can read our full security overview on the Trust page.',
    'Library card FAQ: Your library card is free for residents. Bring proof of address to any ' +
      'branch to register. You can borrow up to 20 items at a time for three weeks and renew them ' +
      'online twice if no one else has reserved them. Lost cards can be replaced at the desk for ' +
      'a small fee.',
    'How do I connect my smart thermostat to Wi-Fi?\n' +
      '1. On the thermostat, press Menu > Settings > Network.\n' +
      '2. Select your home network (2.4 GHz only) and enter the password.\n' +
      '3. Open the companion app and tap "Add device".\n' +
      '4. Follow the prompts to link the thermostat to your account.',
    "My parcel says delivered but I can't find it. What now?\n" +
      'Check around your property, with neighbours and in any safe place you specified. Sometimes ' +
      "parcels are marked delivered a few hours early. If it hasn't turned up within 48 hours, " +
      "contact us through the Help page and we'll open an investigation with the courier.",
    'Why is my bill higher this month? Your bill may be higher because of a price change, the ' +
      'end of a promotional discount, extra usage (e.g. roaming or premium calls), or a one-off ' +
      'charge. You can see a breakdown under Billing > Latest bill. If something looks wrong, ' +
      "chat with us and we'll check it.",
    'Changing your name on your account: Go to Profile > Personal details and click Edit. For ' +
      'security reasons, changes to your legal name require a copy of an official document, such ' +
      "as a marriage certificate or deed poll. Upload it in the form and we'll review it within 3 " +
      'working days.',
    'Accessibility: Our website supports screen readers and keyboard navigation. You can ' +
      'enlarge text with Ctrl and + (Cmd and + on Mac). If you have trouble using any part of the ' +
      'site, email accessibility@example.com and tell us what you were trying to do.',
    'How do I get a receipt for my ride? Receipts are emailed automatically after every trip. ' +
      'You can also find them in the app under Activity: tap a trip and select "Receipt". ' +
      'Business accounts can download a monthly summary as a PDF.',
    "Please don't reply to this automated message. If you need help, visit our Help Centre or " +
      'use the chat in the app, available from 8 a.m. to 10 p.m. every day.',
    'Terms of Service (excerpt)\n' +
      '3.1 You must be at least 16 years old to create an account.\n' +
      '3.2 You are responsible for keeping your login details confidential and for all activity ' +
      'under your account.\n' +
      "3.3 You agree not to use the service to upload unlawful content, infringe others' rights, " +
      'or interfere with the operation of the service.\n' +
      '3.4 We may suspend accounts that breach these terms after giving notice, except where ' +
      'immediate action is required to protect users.',
    'Limitation of liability: To the maximum extent permitted by law, the Company shall not be ' +
      'liable for any indirect, incidental or consequential damages arising from your use of the ' +
      'Service. Nothing in these Terms excludes liability for death or personal injury caused by ' +
      'negligence, or for fraud.',
    'Cancellation and refunds: You may cancel your booking free of charge up to 48 hours before ' +
      'the start time. Cancellations made less than 48 hours in advance are non-refundable, but ' +
      'you may transfer your booking to another person by notifying us in writing.',
    'Privacy notice (summary): We collect your name, email address and order history to provide ' +
      'our services. We do not sell your personal data. You can request a copy of your data, ask ' +
      'us to correct it, or ask us to delete it by writing to privacy@example.com. We will ' +
      'respond within one month.',
    'Acceptable use: You may not use automated means to access the Service in a way that sends ' +
      'more requests than a human could reasonably produce, attempt to gain unauthorised access ' +
      'to our systems, or resell the Service without our written consent.',
    'Changes to these terms: We may update these Terms from time to time. If the changes are ' +
      "significant, we'll notify you by email at least 30 days before they take effect. If you " +
      "don't agree with the new Terms, you can close your account before that date.",
    'Governing law: These Terms are governed by the laws of the Netherlands. Any disputes shall ' +
      'be submitted to the competent court in Amsterdam, without prejudice to your rights as a ' +
      'consumer under the laws of your country of residence.',
    'Event ticket conditions: Tickets are non-transferable and will be scanned once at the ' +
      'entrance. Bags larger than A4 are not permitted. Re-entry is not allowed. The organisers ' +
      'may change the line-up without notice. Please arrive at least 30 minutes before the show ' +
      'starts.',
    'Gift card terms: Gift cards are valid for 24 months from the date of purchase and can be ' +
      'used online or in store. They cannot be exchanged for cash. Keep your card safe; we cannot ' +
      'replace lost or stolen gift cards.',
    'Subscription renewal: Your subscription renews automatically at the end of each billing ' +
      'period at the then-current price unless you cancel at least 24 hours before the renewal ' +
      'date. We will remind you by email 7 days before an annual renewal.',
    'HOUSE RULES — Welcome to Seaview Cottage!\n' +
      '- Check-in is from 4 p.m., check-out by 10 a.m.\n' +
      '- No smoking anywhere inside the cottage.\n' +
      '- Please keep noise down after 10 p.m.; our neighbours are early risers.\n' +
      '- Dogs are welcome but not on the beds or sofas.\n' +
      '- Put recycling in the blue bin and general waste in the black bin. Bin day is Tuesday.\n' +
      '- Leave the keys in the lockbox when you go. Enjoy your stay!',
    'Apartment building rules: Bicycles must be stored in the basement bike room, not in the ' +
      'hallway. Do not leave rubbish bags outside your door. Laundry room hours are 7 a.m. to 9 ' +
      'p.m. Please report any leaks or broken lights to the caretaker at caretaker@example.org.',
    'Guesthouse Wi-Fi: network "Birchwood-Guest", password printed on the card by the kettle. ' +
      'The hot water takes about 5 minutes to warm up in the morning, so let the tap run. Turn ' +
      'off the heating when you open the windows. Extra blankets are in the wardrobe.',
    "Shared kitchen rules: Wash, dry and put away your dishes straight after use. Don't leave " +
      'pans soaking overnight. Label your food in the fridge. Wipe down the hob and counter after ' +
      "cooking. Take out the rubbish when the bin is full — it's everyone's job!",
    'Allotment rules: Keep your plot cultivated and tidy. Bonfires are not permitted between ' +
      'April and September. Water butts must have lids. Hosepipes may only be used before 9 a.m. ' +
      'and after 6 p.m. Please close and lock the main gate behind you.',
    'Holiday rental — before you leave, please: strip the beds and put the used linen in the ' +
      'basket, run the dishwasher, empty the fridge, close all windows and turn off the lights. ' +
      'Do not lock the back door with the key from the inside; just pull it shut.',
    'Gym rules: Wipe down equipment after use. Re-rack your weights. Phone calls are not ' +
      'allowed on the gym floor. Please limit cardio machines to 30 minutes when others are ' +
      'waiting. Always use a towel.',
    'Campsite rules: Quiet hours from 11 p.m. to 7 a.m. Campfires only in the metal fire rings ' +
      'provided. Never leave a fire unattended, and put it out completely with water before going ' +
      'to bed. Store all food in the bear-proof lockers. Speed limit on site: 10 km/h.',
    'Co-working space guidelines: Hot desks are first come, first served. Take calls in the ' +
      'phone booths, not at your desk. Book meeting rooms in the app for up to 2 hours at a time. ' +
      'Coffee is free; please rinse your mug.',
    'Dormitory rules: Visitors must leave by 11 p.m. Candles and incense are not allowed ' +
      'because they set off the smoke detectors. Do not tamper with fire doors or prop them open. ' +
      'Report maintenance problems through the student housing portal.',
    'Lemon drizzle cake\n' +
      'Ingredients: 225 g softened butter, 225 g caster sugar, 4 eggs, 225 g self-raising flour, ' +
      'zest of 1 lemon. For the drizzle: juice of 1½ lemons and 85 g caster sugar.\n' +
      'Method: Heat the oven to 180 °C (160 °C fan). Beat the butter and sugar until pale, add ' +
      'the eggs one at a time, then fold in the flour and zest. Pour into a lined loaf tin and ' +
      'bake for 45–50 minutes. While still warm, prick all over with a skewer and pour over the ' +
      'lemon juice mixed with sugar. Leave to cool in the tin.',
    'Shakshuka (serves 2): Heat 2 tbsp olive oil in a frying pan and soften 1 sliced onion and ' +
      '1 red pepper for 8 minutes. Add 2 crushed garlic cloves, 1 tsp cumin and 1 tsp paprika and ' +
      'cook for a minute. Pour in a 400 g tin of chopped tomatoes and simmer for 10 minutes. Make ' +
      'four wells in the sauce and crack an egg into each. Cover and cook until the whites are ' +
      'set. Sprinkle with parsley and serve with crusty bread.',
    'Classic vinaigrette: Whisk together 1 tbsp Dijon mustard, 2 tbsp red wine vinegar and a ' +
      'pinch of salt. Slowly pour in 6 tbsp olive oil while whisking until emulsified. Season ' +
      'with black pepper. Keeps in the fridge for a week; shake before using.',
    'Overnight oats: Combine 50 g rolled oats, 120 ml milk (or plant milk), 2 tbsp yogurt and 1 ' +
      'tsp honey in a jar. Stir, cover and refrigerate overnight. In the morning, top with ' +
      'berries, nuts or grated apple. Do not heat in the jar if it has a metal lid.',
    'Roast chicken: Remove the chicken from the fridge 30 minutes before cooking. Heat the oven ' +
      'to 200 °C. Rub the skin with butter, salt and pepper and put half a lemon and some thyme ' +
      'in the cavity. Roast for 20 minutes per 500 g plus 20 minutes. Check that the juices run ' +
      'clear and the thickest part reaches 75 °C. Rest for 15 minutes before carving.',
    'Banana bread\n' +
      'Mash 3 very ripe bananas. Stir in 75 g melted butter, 150 g sugar, 1 egg and 1 tsp ' +
      'vanilla. Add 1 tsp baking soda, a pinch of salt and 190 g flour, and mix just until ' +
      'combined. Pour into a greased loaf tin and bake at 175 °C for 55–60 minutes, until a ' +
      'skewer comes out clean.',
    'Miso soup (4 bowls): Bring 800 ml dashi to a simmer. Add cubed silken tofu and a handful ' +
      'of wakame and heat for 2 minutes. Remove from the heat, dissolve 3 tbsp miso paste in a ' +
      'ladle of the broth and stir it back in. Do not let the soup boil after adding miso. ' +
      'Garnish with sliced spring onion.',
    'Guacamole: Halve and stone 2 ripe avocados and mash the flesh with a fork. Mix in ½ finely ' +
      'chopped red onion, 1 chopped tomato, a handful of coriander, the juice of 1 lime and salt ' +
      'to taste. Add chopped chilli if you like it hot. Serve immediately.',
    'Chilli con carne for 6: Brown 750 g minced beef in batches. Fry 2 chopped onions, 2 ' +
      'peppers and 3 garlic cloves, then add 2 tsp chilli powder, 2 tsp cumin and 1 tsp oregano. ' +
      'Return the beef, add 2 tins of chopped tomatoes, 2 tbsp tomato purée and 300 ml beef ' +
      'stock. Simmer for 1 hour, then add 2 drained tins of kidney beans and cook for 15 minutes more.',
    'Hi all,\n' +
      '\n' +
      'Please confirm your attendance for the quarterly planning day on Thursday 14 March by ' +
      'Friday this week. Reply to this email with "yes" or "no" and let me know about any dietary ' +
      'requirements so we can order lunch.\n' +
      '\n' +
      'Thanks,\n' +
      'Hannah',
    'Dear parents and carers,\n' +
      '\n' +
      'The Year 4 trip to the Science Museum is on Wednesday 22 May. Please complete the consent ' +
      'form and return it to the class teacher by Friday 10 May. Children will need a packed ' +
      'lunch, a water bottle and a waterproof coat. The coach leaves at 8:45 a.m. sharp, so ' +
      'please arrive by 8:30.\n' +
      '\n' +
      'Kind regards,\n' +
      'Mrs Patel',
    'Hi team,\n' +
      '\n' +
      'Reminder that timesheets for March are due by 5 p.m. tomorrow. Please log your hours ' +
      'against the correct project codes — anything booked to "General" will be sent back. ' +
      'Forward this to your contractors too, as they use the same system.\n' +
      '\n' +
      'Cheers,\n' +
      'Marco',
    'Subject: Action needed — renew your parking permit\n' +
      '\n' +
      'Dear resident,\n' +
      "Your residents' parking permit expires on 30 June. To renew, log in to your council " +
      'account, select "Parking permits" and follow the steps. You will need your vehicle ' +
      'registration and proof of address. Permits not renewed by the expiry date will lapse, and ' +
      'vehicles without a valid permit may receive a penalty notice.',
    'Hello Dr. Jensen,\n' +
      '\n' +
      'Thank you for agreeing to review our manuscript. Please send your comments by 15 April ' +
      'using the reviewer form linked in the invitation. If you need more time, just reply to ' +
      'this message and let us know a new date.\n' +
      '\n' +
      'Best regards,\n' +
      'Editorial Office, Journal of Coastal Ecology',
    'Hi everyone! 🎉\n' +
      '\n' +
      "We're throwing a surprise party for Li's 40th on Saturday 8 June at 7 p.m. at the Old " +
      "Mill. Please DON'T mention it to her! RSVP to me by 25 May so I can give the venue " +
      "numbers. If you'd like to chip in for the group gift, just tell me and I'll add you to the " +
      'card.\n' +
      '\n' +
      'Tom',
    'Dear Customer,\n' +
      '\n' +
      'Your appointment for a boiler service is confirmed for Monday 3 February between 8 a.m. ' +
      'and 12 p.m. Please make sure someone aged 18 or over is at home and that the engineer has ' +
      'clear access to the boiler. If you need to rearrange, call us on 0800 000 0000 at least 24 ' +
      'hours in advance.',
    'Hi Sam,\n' +
      '\n' +
      'Could you review the attached draft contract and send me your comments by Wednesday? In ' +
      'particular, please check clause 7 on delivery dates, as the supplier has proposed changes. ' +
      "Let's discuss on Thursday's call.\n" +
      '\n' +
      'Thanks,\n' +
      'Aisha',
    'This week in the garden club newsletter: our spring plant swap takes place on Saturday ' +
      'from 10 a.m. in the church hall. Bring seedlings, cuttings or seeds in labelled pots, and ' +
      "take home something new. Don't forget to renew your membership — forms are on the back " +
      'page. Volunteers are needed to help set up tables from 9 a.m.; reply to this email if you ' +
      'can help.',
    'Dear colleagues,\n' +
      '\n' +
      'Please forward this message to anyone in your team who joined after January. All new ' +
      'employees must complete the fire safety e-learning by the end of the month. The module ' +
      'takes about 20 minutes. Managers, please remind your teams.\n' +
      '\n' +
      'Facilities Team',
    'Hello neighbours,\n' +
      '\n' +
      'The water will be switched off in the building on Tuesday between 9 a.m. and 1 p.m. for ' +
      'pipe repairs. Please fill a few bottles in advance and avoid using the washing machine ' +
      'that morning. Sorry for the inconvenience!\n' +
      '\n' +
      'Building Management',
    'Hi Ms Romero,\n' +
      '\n' +
      'Your library book "The Overstory" is now overdue. Please return it or renew it online as ' +
      'soon as possible. If you have already returned it, please ignore this reminder.\n' +
      '\n' +
      'Riverside Public Library',
    'Dear Mr. Okoye,\n' +
      '\n' +
      'Thank you for your application for the position of Warehouse Supervisor. We would like to ' +
      'invite you to an interview on Friday 12 April at 10:00 at our Leeds site. Please reply to ' +
      'confirm whether this time suits you, and bring a form of photo ID. Ask for Jenny at ' +
      'reception when you arrive.',
    'Hi all,\n' +
      '\n' +
      "Please remember to bring your laptops fully charged to tomorrow's workshop, as there are " +
      'only a few sockets in the training room. Install the latest version of the design software ' +
      'before you arrive. See you at 9!\n' +
      '\n' +
      'Olga',
    'Dear members,\n' +
      '\n' +
      'The annual general meeting of the Hillside Running Club will take place on 20 November at ' +
      '7:30 p.m. in the clubhouse. Please read the attached minutes and accounts beforehand. If ' +
      "you want to propose a motion, send it to the secretary by 6 November. If you can't attend, " +
      'you can appoint a proxy using the form on our website.',
    'Hi Daniel,\n' +
      '\n' +
      'Just a gentle reminder that your invoice #2024-117 for €1,250 was due on 31 August. If ' +
      "you've already paid, please disregard this email. Otherwise, could you arrange payment at " +
      'your earliest convenience? Bank details are on the invoice.\n' +
      '\n' +
      'Kind regards,\n' +
      'Sofia — Accounts',
    'Subject: Your order has shipped!\n' +
      '\n' +
      'Good news — your order #48213 is on its way. Track your parcel with the link below. The ' +
      'courier may ask for a signature, so make sure someone is home, or choose a safe place in ' +
      'the tracking page. Please check the contents when it arrives and let us know within 7 days ' +
      'if anything is damaged.',
    'Hi all,\n' +
      '\n' +
      "We're switching to the new expense tool on 1 July. Please submit any outstanding claims in " +
      'the old system by 28 June. After that, log in at expenses.example.com with your usual ' +
      'company credentials. Short training videos are on the intranet.\n' +
      '\n' +
      'Finance Operations',
    'Dear volunteers,\n' +
      '\n' +
      'Thank you for signing up for the charity fun run! Please arrive at the registration tent ' +
      'by 7:30 a.m. on Sunday and collect your hi-vis vest. Marshals should bring a fully charged ' +
      'phone and wear comfortable shoes. If you can no longer make it, reply to let us know so we ' +
      'can rearrange the rota.',
    'Hello,\n' +
      '\n' +
      'Your dental check-up is due. Please call the practice on 020 0000 0000 or book online to ' +
      'make an appointment. If you\'ve moved or changed dentist, reply "STOP" and we\'ll update our ' +
      'records.\n' +
      '\n' +
      'Smile Dental Care',
    'Monthly newsletter — Oak Street Community Centre\n' +
      '\n' +
      '• Yoga for beginners restarts on Monday evenings at 6 p.m.\n' +
      '• The repair café is back on the second Saturday of the month. Bring your broken lamps, ' +
      'toasters and torn jeans!\n' +
      '• We need volunteers for the Christmas market. Sign up at the front desk.\n' +
      '• Please remember to sign the visitor book when you enter the building.',
    'Calendar: Weekly team stand-up\n' +
      'When: Every Monday, 09:30–09:45 (CET)\n' +
      'Where: Room 3B / video link in invite\n' +
      'Agenda: quick updates, blockers, priorities for the week.\n' +
      'Please join on time and keep updates to under one minute each.',
    'Event: Dentist — Dr. Alvarez\n' +
      'Date: Tue 11 June, 15:20–16:00\n' +
      'Location: 24 High Street, 2nd floor\n' +
      "Notes: Bring insurance card. Don't eat for an hour beforehand if the cleaning is scheduled.",
    'Meeting: Q3 budget review\n' +
      'Organiser: Priya Shah\n' +
      'Time: Thursday 5 September, 14:00–15:30\n' +
      'Location: Boardroom and online\n' +
      'Description: Please review the budget spreadsheet in the shared folder before the meeting ' +
      'and add your comments in column H. Come prepared to explain any variance above 10%.',
    'All-day event: Office closed — public holiday\n' +
      'Date: Monday 26 August\n' +
      'The office and support lines will be closed. Urgent IT issues can be reported via the ' +
      'out-of-hours number on the intranet.',
    'Reminder: Parent–teacher evening\n' +
      'Wednesday 13 March, 16:00–19:00, main school hall\n' +
      'Book your 10-minute slot via the school app by Friday. Please arrive a few minutes early ' +
      'and sign in at reception.',
    'Flight: LH 1234 Frankfurt (FRA) → Lisbon (LIS)\n' +
      'Departs 07:15, arrives 09:25 local time\n' +
      'Terminal 1, check-in closes 45 minutes before departure.\n' +
      'Booking reference: ABC123\n' +
      'Baggage: 1 × 23 kg checked bag included.',
    'Invitation: Design critique — onboarding flow\n' +
      'Fri 15 Nov, 11:00–12:00\n' +
      'Bring your laptop. Please look at the Figma file beforehand and leave comments on screens ' +
      "3–7. Cameras on if you're remote, please — it helps with whiteboarding.",
    'Recurring: Take out recycling\n' +
      'Every other Wednesday, 19:00\n' +
      'Blue bin goes to the kerb; paper in the green box.',
    "Event: Mum's birthday dinner\n" +
      'Sat 20 July, 19:30\n' +
      'La Trattoria, 8 Bridge Road — table for 6, booked under "Novak".\n' +
      'Remember to pick up the cake from the bakery before 17:00.',
    'Slack #general — @channel The coffee machine on floor 4 is being replaced this afternoon, ' +
      'so please use the one on floor 2 until tomorrow. Sorry for the caffeine emergency ☕',
    'Slack #frontend — Heads up: I just merged the new design tokens into main. Please rebase ' +
      "your branches before opening new PRs, otherwise you'll get conflicts in `theme.ts`. Ping " +
      'me if anything breaks.',
    "Teams message from Rahel: Hi! Can you send me the slides from yesterday's workshop when " +
      "you get a chance? I'd like to share them with the two people who couldn't make it. Thanks!",
    'Slack #ops — Reminder: maintenance window tonight 22:00–23:00 UTC. The staging database ' +
      "will be unavailable. Don't deploy to staging during that time. Production is not affected.",
    'Slack DM from Joe: hey, are you still ok to cover my on-call shift on Saturday? if so can ' +
      "you swap it in PagerDuty so the rotation's right. owe you one 🙏",
    'Teams #marketing — Please add your campaign ideas for Q4 to the shared board by Friday. ' +
      "Keep each card short: goal, audience, channel, rough budget. We'll vote on them in " +
      "Monday's meeting.",
    'Slack #random — Whoever left the lasagne in the fridge since last Tuesday: please claim it ' +
      "by 3 p.m. or it's going in the bin. It's starting to develop its own personality.",
    "Slack #hiring — We've got three onsite interviews next week. If you're on the panel, " +
      "please read the candidate's CV beforehand and submit your scorecard in the ATS within 24 " +
      'hours. Remember: focus questions on the job criteria, not on personal topics.',
    'Teams chat — Ana: Could everyone update their status in the project tracker before ' +
      "tomorrow's client call? Mark anything that's blocked in red and add a one-line reason. Thanks 🙂",
    "Slack #it-announcements — From Monday, you'll need to approve sign-ins with the " +
      'authenticator app instead of SMS codes. Install Microsoft Authenticator (or your preferred ' +
      'app) on your phone and follow the steps in the wiki before Friday. The Service Desk can ' +
      'help if you get stuck.',
    'Slack #team-berlin — Lunch today at the Vietnamese place round the corner at 12:30. Reply ' +
      "with 🍜 if you're coming so I can call ahead for a table.",
    "Slack #support — FYI: customers on the old Android app (v2.x) can't log in since this " +
      'morning. Please tell them to update to v3.4 from the Play Store. A fix for v2.x is not ' +
      'planned. Macro "Update Android app" has the text ready.',
    'Teams #general — Congratulations to Fatima on passing her accountancy exams! 🎓 Cake in the ' +
      'kitchen at 3 p.m., come and say well done.',
    "Slack #dev — PSA: Never commit `.env` files. If you've done it by accident, tell #security " +
      'straight away so the keys can be rotated — no blame, it happens.',
    "Ticket #58213 — Subject: Laptop won't connect to office Wi-Fi\n" +
      'Reported by: m.kowalski\n' +
      'Description: Since yesterday my laptop can\'t join "Corp-WiFi". It says "Can\'t connect to ' +
      'this network". My phone works fine. I tried restarting.\n' +
      'Technician note: Certificate expired on the device. Renewed via Company Portal. User ' +
      'confirmed working.\n' +
      'Status: Resolved',
    'Support ticket #10442\n' +
      'Customer: "I was charged twice for my order on 3 May. Please refund one of the payments."\n' +
      'Support reply: Thanks for letting us know, and sorry for the trouble. I can see two ' +
      'authorisations, but one was released by your bank automatically and will disappear from ' +
      "your statement within 5 working days. No further action is needed on your side. If it's " +
      "still there after a week, reply to this ticket and we'll look into it.",
    'Ticket #7731 (priority: low)\n' +
      'Title: Typo on pricing page\n' +
      'Body: The pricing page says "Anual plan" instead of "Annual plan" in the second column. ' +
      'Screenshot attached.\n' +
      'Assignee: web-team\n' +
      'Status: In progress',
    'Issue: Dishwasher in flat 4B leaking\n' +
      'Reported: 12 Feb, 18:40 by tenant\n' +
      'Details: Water pooling under the dishwasher after every cycle. Tenant has turned off the ' +
      'appliance and put towels down.\n' +
      'Action: Plumber booked for 14 Feb, 9–11 a.m. Tenant asked to leave access to the kitchen.',
    'Case 55-1289 — Customer asks how to transfer their phone number to a new SIM. Steps given: ' +
      'order a replacement SIM, activate via the app under SIM > Replace, and keep the old SIM in ' +
      'the phone until the new one shows signal. Customer satisfied. Case closed.',
    'Helpdesk request from Facilities: The projector in meeting room Oslo shows "No signal" ' +
      'with the HDMI cable. Please check the cable and the input setting. Until fixed, use room ' +
      'Bergen, which has a working screen.',
    'Ticket #9920 — Feature request\n' +
      '"It would be great if I could export my workout history as CSV. I want to analyse my ' +
      'running pace in a spreadsheet."\n' +
      'Product team note: Added to backlog, tagged "export". Thanks for the suggestion!',
    'Bug report #3318: Clicking "Save" on the profile page with an empty phone field shows a ' +
      '500 error instead of a validation message. Steps to reproduce: open Profile, delete the ' +
      'phone number, click Save. Expected: "Please enter a valid phone number." Actual: error ' +
      'page. Browser: Firefox 126.',
    'How to Descale a Coffee Machine — Step-by-Step Guide | HomeTips\n' +
      'Mar 4, 2024 — Fill the water tank with a 1:1 mix of white vinegar and water. Run a brew ' +
      'cycle without coffee, then run two cycles with clean water to rinse. Repeat monthly if you ' +
      'have hard water...',
    'Opening hours — City Botanical Garden\n' +
      'Open daily 9:00–18:00 (April–September), 9:00–16:30 (October–March). Last entry 30 minutes ' +
      'before closing. Closed on 25 December. Free entry for children under 12.',
    'Ibuprofen: medicine to relieve pain and inflammation — NHS\n' +
      'Adults can usually take 1 or 2 tablets (200 mg) every 4 to 6 hours. Do not take more than ' +
      '1,200 mg in 24 hours unless a doctor tells you to. Take with food or milk...',
    'Python `sorted()` — Python 3 documentation\n' +
      'sorted(iterable, /, *, key=None, reverse=False). Return a new sorted list from the items ' +
      'in iterable. key specifies a function of one argument that is used to extract a comparison ' +
      'key from each element...',
    'Best time to visit Kyoto — Travel Forum\n' +
      'Posted by hikerjen · 12 replies\n' +
      'Late March to early April for cherry blossoms, mid-November for autumn leaves. Both are ' +
      'very busy, so book accommodation months ahead. Go to popular temples right at opening time ' +
      'to avoid crowds.',
    "Tire pressure for a 2019 compact hatchback — Owner's Forum\n" +
      "The recommended pressure is on the sticker inside the driver's door: usually 2.3 bar (33 " +
      'psi) front and 2.1 bar (30 psi) rear. Check when the tires are cold. Increase by 0.2–0.3 ' +
      'bar for a fully loaded car.',
    'Weather — Lisbon, Saturday: Sunny intervals, high 24 °C, low 16 °C. Wind NW 15 km/h. UV ' +
      'index 7 (high). Sunrise 06:52, sunset 20:41.',
    'Results for "how to unclog a drain without chemicals":\n' +
      '1. Pour boiling water down the drain in two or three stages... (cleaning-hacks.example.com)\n' +
      '2. Use a plunger with a good seal, covering the overflow hole with a damp cloth... ' +
      '(diyhome.example.org)\n' +
      '3. Remove and clean the P-trap under the sink... (plumbing101.example.com)',
    'Top answer (412 votes): Use `git stash` to save your local changes temporarily, then `git ' +
      'pull`, and finally `git stash pop` to reapply them. If there are conflicts, Git will tell ' +
      'you which files to fix.',
    'Bus route 42 — timetable change from 2 September\n' +
      'Weekday services will run every 12 minutes instead of every 10 between 9:30 and 15:30. ' +
      'Evening services are unchanged. Check the journey planner for exact times.',
    '{"status":"ok","data":{"user":{"id":48213,"name":"Jordan ' +
      'Lee","email":"jordan.lee@example.com","plan":"pro","created_at":"2023-05-14T09:21:07Z"},"n' +
      'otifications":{"unread":3}}}',
    '{\n' +
      '  "city": "Oslo",\n' +
      '  "forecast": [\n' +
      '    {"date": "2024-11-02", "summary": "Light snow", "high_c": 1, "low_c": -4},\n' +
      '    {"date": "2024-11-03", "summary": "Cloudy", "high_c": 3, "low_c": -1}\n' +
      '  ],\n' +
      '  "advice": "Wear warm layers and watch out for icy pavements."\n' +
      '}',
    '{"order_id":"A-99120","items":[{"sku":"MUG-BLU-12","qty":2,"price":9.5},{"sku":"TEA-EG-100' +
      '","qty":1,"price":6.0}],"shipping":{"method":"standard","eta":"2024-06-12"},"note":"Leave ' +
      'with neighbour at no. 14 if not home"}',
    'date,store,product,units,revenue\n' +
      '2024-04-01,Leeds,Oat milk 1L,124,235.60\n' +
      '2024-04-01,York,Oat milk 1L,98,186.20\n' +
      '2024-04-02,Leeds,Sourdough loaf,76,265.24\n' +
      '2024-04-02,York,Sourdough loaf,81,282.69',
    'name,role,office,start_date\n' +
      'Amara Diallo,Data Engineer,Lisbon,2022-09-01\n' +
      'Ben Fischer,Product Designer,Berlin,2021-03-15\n' +
      'Chiara Russo,Support Lead,Milan,2020-11-02',
    '# config.yaml\n' +
      'server:\n' +
      '  port: 8080\n' +
      '  host: 0.0.0.0\n' +
      'database:\n' +
      '  url: postgres://app@db.internal:5432/app\n' +
      '  pool_size: 10\n' +
      'logging:\n' +
      '  level: info\n' +
      '  # Set to debug only when troubleshooting; it is very noisy.',
    '# .github/workflows/test.yml\n' +
      'name: tests\n' +
      'on: [push, pull_request]\n' +
      'jobs:\n' +
      '  test:\n' +
      '    runs-on: ubuntu-latest\n' +
      '    steps:\n' +
      '      - uses: actions/checkout@v4\n' +
      '      - uses: actions/setup-node@v4\n' +
      '        with:\n' +
      '          node-version: 20\n' +
      '      - run: npm ci\n' +
      '      - run: npm test',
    '{"error":{"code":429,"message":"Rate limit exceeded. Retry after 30 ' + 'seconds.","retry_after":30}}',
    '{"results":[{"title":"Beginner\'s guide to ' +
      'bouldering","url":"https://climb.example.org/beginners","snippet":"Warm up on easy ' +
      'problems, use your legs, and learn to fall safely onto the mat."},{"title":"Bouldering ' +
      'grades explained","url":"https://climb.example.org/grades","snippet":"The V-scale runs ' +
      'from V0 (easiest) upwards."}]}',
    '{"id":"evt_7731","type":"calendar.event","title":"Team ' +
      'lunch","start":"2024-07-05T12:30:00+02:00","end":"2024-07-05T13:30:00+02:00","location":"R' +
      'ooftop terrace","description":"Bring sunscreen! Vegetarian options ordered."}',
    '<?xml version="1.0"?>\n' +
      '<book id="bk104">\n' +
      '  <title>The Quiet Harbour</title>\n' +
      '  <author>Elena Marsh</author>\n' +
      '  <price currency="EUR">14.99</price>\n' +
      '  <summary>A retired lighthouse keeper takes in a runaway teenager one stormy ' +
      'winter.</summary>\n' +
      '</book>',
    '2024-05-12T08:14:03Z INFO  api  Started server on :8080 (pid 4312)\n' +
      '2024-05-12T08:14:05Z INFO  db   Connection pool ready (10 connections)\n' +
      '2024-05-12T08:15:41Z WARN  api  Slow request GET /reports/annual took 2.8s\n' +
      '2024-05-12T08:16:10Z INFO  api  GET /health 200 3ms',
    'Jun 03 14:22:17 web01 systemd[1]: Stopping nginx.service - A high performance web server...\n' +
      'Jun 03 14:22:17 web01 systemd[1]: nginx.service: Deactivated successfully.\n' +
      'Jun 03 14:22:18 web01 systemd[1]: Started nginx.service - A high performance web server.',
    '[2024-02-19 23:01:55] backup.sh: starting nightly backup of /srv/data\n' +
      '[2024-02-19 23:07:12] backup.sh: 14,203 files copied (3.2 GB)\n' +
      '[2024-02-19 23:07:13] backup.sh: old snapshots pruned (kept 14 daily, 8 weekly)\n' +
      '[2024-02-19 23:07:13] backup.sh: done, exit code 0',
    'ERROR 2024-09-01 10:32:11,204 payments.worker Failed to charge invoice INV-3381: ' +
      'card_declined (insufficient_funds). Will retry in 24h (attempt 1 of 3).',
    'kernel: [ 8214.332901] usb 2-1: new high-speed USB device number 5 using xhci_hcd\n' +
      'kernel: [ 8214.481233] usb-storage 2-1:1.0: USB Mass Storage device detected\n' +
      'kernel: [ 8215.502114] sd 6:0:0:0: [sdb] 61341696 512-byte logical blocks: (31.4 GB/29.3 GiB)',
    '127.0.0.1 - - [10/Oct/2024:13:55:36 +0000] "GET /index.html HTTP/1.1" 200 2326 "-" ' +
      '"Mozilla/5.0"\n' +
      '127.0.0.1 - - [10/Oct/2024:13:55:37 +0000] "GET /favicon.ico HTTP/1.1" 404 153 "-" ' +
      '"Mozilla/5.0"',
    'npm WARN deprecated inflight@1.0.6: This module is not supported, and leaks memory. Do not ' +
      'use it.\n' +
      'added 412 packages, and audited 413 packages in 9s\n' +
      'found 0 vulnerabilities',
    '## Installation\n' +
      '\n' +
      '```bash\n' +
      'git clone https://github.com/example/tidy-notes.git\n' +
      'cd tidy-notes\n' +
      'npm install\n' +
      'npm run build\n' +
      '```\n' +
      '\n' +
      'Then copy `.env.example` to `.env` and fill in your database URL. Do not commit your ' +
      '`.env` file.',
    '## Quick start\n' +
      '\n' +
      'Install the CLI with `pip install weatherline`, then run:\n' +
      '\n' +
      '```\n' +
      'weatherline --city "Cape Town" --days 3\n' +
      '```\n' +
      '\n' +
      'Use `--units imperial` if you prefer Fahrenheit. Run `weatherline --help` to see all options.',
    '## Contributing\n' +
      '\n' +
      'Thanks for your interest! Please open an issue before starting work on a large change so ' +
      'we can discuss it. Fork the repo, create a feature branch, and make sure `make test` and ' +
      '`make lint` pass before opening a pull request. Keep commits focused and write clear ' +
      'commit messages.',
    '## Troubleshooting\n' +
      '\n' +
      'If `make` fails with "command not found: protoc", install the Protocol Buffers compiler ' +
      '(`brew install protobuf` on macOS, `sudo apt install protobuf-compiler` on Debian/Ubuntu) ' +
      'and try again. Delete the `build/` directory with `rm -rf build` if you switched compiler ' +
      'versions.',
    '## Running the tests\n' +
      '\n' +
      '```bash\n' +
      'docker compose up -d db\n' +
      'pytest -q\n' +
      '```\n' +
      '\n' +
      'The integration tests need the database container running. Stop it afterwards with `docker ' +
      'compose down`.',
    '### Upgrading from 1.x to 2.0\n' +
      '\n' +
      'Version 2.0 drops support for Node 16. Update your `engines` field, then replace ' +
      '`createClient(url)` with `new Client({ url })`. The `timeout` option is now in ' +
      'milliseconds instead of seconds — multiply your existing values by 1000.',
    '## License\n' +
      '\n' +
      'This project is licensed under the MIT License. See the LICENSE file for details. ' +
      'Contributions are accepted under the same licence.',
    '// Retry the request up to 3 times with exponential backoff.\n' +
      '// Do not increase this further: the upstream API bans clients that hammer it.\n' +
      'async function fetchWithRetry(url, attempts = 3) {',
    '# NOTE: Never call this function from the request thread; it blocks for up to 30s.\n' +
      '# Use the background queue instead (see tasks/export.py).\n' +
      'def generate_full_export(account_id):',
    '/**\n' +
      ' * Converts a price in cents to a formatted currency string.\n' +
      ' * Always pass integers — floating-point cents will be rounded down.\n' +
      ' * @example formatPrice(1999, \'EUR\') // "€19.99"\n' +
      ' */',
    '// TODO(maria): remove this workaround once the vendor fixes the timezone bug.\n' +
      '// Ignore the first event after midnight; it is always a duplicate.',
    '-- Keep this index: the nightly report query scans orders by created_at.\n' +
      '-- Dropping it made the report take 40 minutes in March 2023.\n' +
      'CREATE INDEX idx_orders_created_at ON orders (created_at);',
    '# Forget the old build cache when the toolchain version changes.\n' +
      'if [ "$(cat .toolchain-version)" != "$TOOLCHAIN" ]; then\n' +
      '  rm -rf .cache/build\n' +
      'fi',
    '/* Please keep this list sorted alphabetically; the UI relies on the order. */\n' +
      "const COUNTRIES = ['Austria', 'Belgium', 'Croatia', 'Denmark'];",
    'Product description — TrailLite 2 Tent\n' +
      'Weighs just 1.4 kg and sets up in under 3 minutes with colour-coded poles. Sleeps two. ' +
      'Waterproof to 3,000 mm. Always pitch the tent with the door facing away from the wind, and ' +
      'peg out all guy lines in stormy weather. Dry the tent completely before storing it to ' +
      'prevent mould.',
    "Meeting minutes — Residents' Association, 4 March\n" +
      'Present: 12 residents, 2 committee members.\n' +
      '1. Street lighting: council confirmed repairs for Elm Close by end of April.\n' +
      '2. Summer fête: date set for 22 June. Volunteers to contact Jo.\n' +
      '3. AOB: Please remind neighbours not to park on the pavement near the school.\n' +
      'Next meeting: 6 May, 7 p.m.',
    'Job posting: Junior Barista (part-time)\n' +
      "We're looking for a friendly, reliable person to join our café team for 20 hours a week, " +
      "including weekends. No experience needed — we'll train you. To apply, send your CV and a " +
      "few lines about why you'd like the job to jobs@example.com by 30 September.",
    'Museum label: Astrolabe, Spain, c. 1300. Brass.\n' +
      'Astrolabes were used to measure the altitude of stars and the sun, tell the time and solve ' +
      'problems in astronomy. This example carries inscriptions in both Arabic and Latin, ' +
      'reflecting the exchange of scientific knowledge in medieval Iberia.',
    'Service notice: The Northern line between Camden Town and Kennington will be closed this ' +
      'weekend for track work. Replacement buses will run. Allow an extra 30 minutes for your ' +
      'journey and check before you travel.',
    'Property listing: Bright two-bedroom flat on the third floor with lift, 68 m², ' +
      "south-facing balcony, renovated kitchen. Five minutes' walk to the tram. Available from 1 " +
      'October. Viewings on Saturdays only — please book a slot through the agency website.',
    'Forum post — Re: Sourdough starter smells like nail polish remover\n' +
      'That acetone smell just means your starter is hungry. Discard all but a tablespoon, feed ' +
      'it with equal weights of flour and water, and keep it somewhere warm. Feed it twice a day ' +
      'for a few days and the smell should go away.',
    "School notice: Head lice have been reported in Class 2. Please check your child's hair " +
      'this weekend using a fine-tooth comb. If you find lice, treat them with a product from the ' +
      'pharmacy and let the class teacher know. Children do not need to stay at home.',
    'Weather warning — Yellow: thunderstorms\n' +
      'Valid 14:00–23:00 today. Sudden heavy rain may cause flooding of roads and some ' +
      'interruption to power. Avoid sheltering under trees, unplug sensitive electronics if ' +
      "lightning is close, and don't drive through flood water.",
    'Hotel information: Breakfast is served from 7:00 to 10:30 in the ground-floor restaurant. ' +
      'The pool is open 8:00–20:00. For late check-out (until 14:00), please ask at reception the ' +
      'evening before; a fee may apply. Dial 9 from your room phone for reception.',
  ],
  fr: [
    "Le viaduc de Millau est un pont à haubans qui franchit la vallée du Tarn, dans l'Aveyron. " +
      "Inauguré en 2004, il mesure 2 460 mètres de long et l'un de ses pylônes culmine à 343 " +
      "mètres, ce qui en fait l'un des ponts les plus hauts du monde.",
    "La baie du Mont-Saint-Michel connaît certaines des plus fortes marées d'Europe : le " +
      'marnage peut dépasser 14 mètres. La mer y monte très vite, et il est fortement déconseillé ' +
      'de traverser la baie à pied sans guide agréé.',
    'Le camembert est un fromage à pâte molle et à croûte fleurie originaire de Normandie. ' +
      'Selon la tradition, il aurait été mis au point à la fin du XVIIIe siècle par Marie Harel, ' +
      "dans le village de Camembert. Il bénéficie d'une appellation d'origine protégée depuis 1983.",
    'Victor Hugo (1802-1885) est un poète, dramaturge et romancier français, figure majeure du ' +
      "romantisme. Il est notamment l'auteur des « Misérables » et de « Notre-Dame de Paris ». " +
      'Opposé au Second Empire, il a passé près de vingt ans en exil à Jersey puis à Guernesey.',
    'La mairie annonce la fermeture de la piscine municipale du 1er au 21 juillet pour des ' +
      "travaux de rénovation des bassins. Les abonnements seront prolongés d'autant. Pendant " +
      'cette période, les nageurs peuvent se rendre à la piscine intercommunale, accessible par ' +
      'la ligne de bus 4.',
    'Les prévisionnistes annoncent un épisode de fortes chaleurs à partir de jeudi dans le ' +
      'sud-est, avec des maximales pouvant atteindre 38 °C. La préfecture recommande de boire ' +
      'régulièrement, de fermer les volets la journée et de prendre des nouvelles des personnes ' +
      'âgées isolées.',
    'Le festival de musique de la ville a attiré plus de 25 000 spectateurs ce week-end, un ' +
      "record. Les organisateurs remercient les 300 bénévoles et donnent rendez-vous l'an " +
      'prochain, du 4 au 6 juillet.',
    'La SNCF prévient que des travaux perturberont la circulation des trains entre Lyon et ' +
      'Grenoble les deux prochains week-ends. Des cars de substitution seront mis en place. Les ' +
      'voyageurs sont invités à consulter les horaires avant leur départ.',
    "CONSIGNES DE SÉCURITÉ : Débranchez l'appareil avant tout nettoyage. N'immergez jamais le " +
      "socle dans l'eau. Ne laissez pas l'appareil à la portée des enfants. N'utilisez que le " +
      "câble d'alimentation fourni.",
    "Ignorez le voyant orange s'il clignote une seule fois au démarrage : il s'agit de " +
      "l'autotest normal. S'il reste allumé, éteignez l'appareil, patientez 30 secondes et " +
      'rallumez-le. Si le problème persiste, contactez le service client.',
    "En cas d'incendie, n'utilisez jamais les ascenseurs. Empruntez l'escalier de secours le " +
      'plus proche et rejoignez le point de rassemblement sur le parking. Ne retournez pas dans ' +
      "le bâtiment avant l'autorisation du responsable d'évacuation.",
    'Mise en service :\n' +
      '1. Retirez le film de protection.\n' +
      "2. Remplissez le réservoir d'eau jusqu'au repère MAX.\n" +
      '3. Appuyez sur la touche marche/arrêt pendant 3 secondes.\n' +
      '4. Attendez que le voyant vert reste fixe avant de lancer la première préparation.',
    "Entretien du filtre : rincez le filtre à l'eau claire une fois par semaine. Ne le lavez " +
      "pas au lave-vaisselle. Remplacez-le tous les six mois ou lorsque le voyant FILTRE s'allume.",
    "Détecteur de fumée : testez-le une fois par mois en appuyant sur le bouton de test. S'il " +
      'émet un bip toutes les minutes, remplacez immédiatement la pile. Ne peignez jamais le ' +
      'détecteur.',
    'Politique de mots de passe : votre mot de passe doit comporter au moins 12 caractères. Ne ' +
      'le communiquez à personne, y compris au service informatique, qui ne vous le demandera ' +
      "jamais. Utilisez le gestionnaire de mots de passe de l'entreprise.",
    "Télétravail : les collaborateurs peuvent télétravailler jusqu'à deux jours par semaine, " +
      "avec l'accord de leur responsable. Connectez-vous au VPN pour accéder aux applications " +
      'internes et verrouillez votre session dès que vous vous absentez.',
    "Notes de frais : les justificatifs doivent être déposés dans l'outil de gestion des frais " +
      "au plus tard 30 jours après la dépense. Les repas d'affaires sont remboursés dans la " +
      'limite de 25 € par personne, hors alcool.',
    'Comment réinitialiser mon mot de passe ? Cliquez sur « Mot de passe oublié ? » sur la page ' +
      'de connexion, saisissez votre adresse e-mail et suivez le lien reçu. Le lien est valable ' +
      '30 minutes. Pensez à vérifier vos courriers indésirables.',
    'Ne communiquez jamais votre code confidentiel, ni par téléphone, ni par e-mail, ni par ' +
      'SMS. Votre conseiller ne vous le demandera jamais. En cas de doute, raccrochez et rappelez ' +
      'le numéro figurant au dos de votre carte.',
    "Oubliez l'ancien espace client : à partir du 1er mars, connectez-vous sur le nouveau " +
      'portail avec vos identifiants habituels. Les anciens favoris seront redirigés ' +
      'automatiquement pendant trois mois.',
    "Puis-je modifier ma commande ? Oui, tant qu'elle n'a pas été expédiée. Rendez-vous dans « " +
      'Mes commandes », sélectionnez la commande puis cliquez sur « Modifier ». Si le bouton est ' +
      'grisé, le colis est déjà en route.',
    'Retours : vous disposez de 30 jours après réception pour nous retourner un article non ' +
      "utilisé dans son emballage d'origine. Imprimez l'étiquette prépayée depuis votre compte et " +
      'déposez le colis dans un point relais.',
    "Conditions générales (extrait) : l'utilisateur s'engage à fournir des informations exactes " +
      'lors de son inscription et à conserver ses identifiants confidentiels. Tout manquement aux ' +
      'présentes conditions peut entraîner la suspension du compte, après notification.',
    'Règlement intérieur de la résidence : merci de ne pas laisser de vélos dans les couloirs, ' +
      'de respecter le calme après 22 h et de trier vos déchets. Les encombrants doivent être ' +
      'déposés à la déchetterie.',
    "Bienvenue au gîte ! L'arrivée se fait à partir de 16 h et le départ avant 10 h. Merci de " +
      "ne pas fumer à l'intérieur. Avant de partir, videz le réfrigérateur, lancez le " +
      'lave-vaisselle et laissez les clés dans la boîte à clés.',
    'Quiche lorraine : étalez une pâte brisée dans un moule. Faites revenir 200 g de lardons. ' +
      'Battez 3 œufs avec 20 cl de crème et 20 cl de lait, salez peu et poivrez. Répartissez les ' +
      "lardons sur la pâte, versez l'appareil et enfournez 35 minutes à 180 °C.",
    'Ratatouille : coupez en dés aubergine, courgettes, poivrons, oignon et tomates. Faites ' +
      "revenir chaque légume séparément dans l'huile d'olive, puis réunissez-les avec ail et " +
      'herbes de Provence. Laissez mijoter 40 minutes à feu doux.',
    'Bonjour à tous,\n' +
      '\n' +
      'Merci de confirmer votre présence au séminaire du 12 avril avant vendredi, en répondant ' +
      'simplement à ce message. Indiquez-nous aussi si vous avez un régime alimentaire particulier.\n' +
      '\n' +
      'Bonne journée,\n' +
      'Claire',
    'Chers parents,\n' +
      '\n' +
      "La sortie au musée d'histoire naturelle aura lieu le mardi 14 mai. Merci de remplir " +
      "l'autorisation et de la rendre à l'enseignant avant le 7 mai. Prévoyez un pique-nique et " +
      'une gourde.\n' +
      '\n' +
      "L'équipe de l'école",
    'Bonjour Julien,\n' +
      '\n' +
      "Pourriez-vous relire le devis ci-joint et me faire part de vos remarques d'ici mercredi ? " +
      'Transférez-le aussi à Nadia, elle doit valider la partie logistique.\n' +
      '\n' +
      "Merci d'avance,\n" +
      'Sophie',
    'Rappel : votre rendez-vous chez le dentiste est prévu le jeudi 6 juin à 14 h 30. En cas ' +
      "d'empêchement, merci de prévenir le cabinet au moins 24 heures à l'avance.",
    "Lettre d'information de l'association : le vide-grenier aura lieu le dimanche 2 juin. " +
      'Inscrivez-vous avant le 20 mai pour réserver votre emplacement. Nous cherchons aussi des ' +
      "bénévoles pour l'installation dès 6 h : répondez à ce courriel si vous êtes disponible.",
    "Réunion d'équipe hebdomadaire\n" +
      'Quand : chaque lundi, 9 h 30 – 10 h\n' +
      "Où : salle Jaurès / lien visio dans l'invitation\n" +
      "Merci d'arriver à l'heure et de préparer un point rapide sur vos priorités.",
    "Message Teams de Karim : Salut ! Tu peux m'envoyer la présentation d'hier quand tu as un " +
      "moment ? Je voudrais la partager avec ceux qui n'ont pas pu venir. Merci !",
    '#général : la machine à café du 3e étage est en panne, utilisez celle du rez-de-chaussée ' +
      'en attendant le technicien. Désolé pour le désagrément ☕',
    "Ticket n° 4821 — Objet : l'imprimante du 2e étage n'imprime plus. Description : bourrage " +
      'papier signalé, voyant rouge allumé. Note du technicien : papier retiré, rouleau nettoyé. ' +
      'Statut : résolu.',
    "Horaires d'ouverture — Médiathèque municipale : mardi et jeudi 13 h – 19 h, mercredi et " +
      'samedi 10 h – 18 h. Fermée le lundi et le dimanche. Prêt de 10 documents pour 4 semaines.',
    '{"ville":"Bordeaux","prevision":[{"jour":"2024-06-08","ciel":"ensoleillé","max":27,"min":1' +
      '5}],"conseil":"Pensez à la crème solaire et à bien vous hydrater."}',
    'date;magasin;produit;quantite\n' +
      '2024-03-01;Lille;Baguette;310\n' +
      '2024-03-01;Nantes;Baguette;285\n' +
      '2024-03-02;Lille;Croissant;190',
    '## Installation\n' +
      '\n' +
      '```bash\n' +
      'git clone https://example.org/outil-notes.git\n' +
      'cd outil-notes\n' +
      'npm install\n' +
      '```\n' +
      '\n' +
      "Copiez ensuite `.env.exemple` vers `.env` et renseignez l'adresse de la base de données. " +
      'Ne versionnez jamais votre fichier `.env`.',
  ],
  de: [
    'Die Zugspitze ist mit 2962 Metern der höchste Berg Deutschlands. Sie liegt im ' +
      'Wettersteingebirge an der Grenze zu Österreich. Auf den Gipfel führen mehrere Seilbahnen ' +
      'und die Zahnradbahn von Garmisch-Partenkirchen.',
    'Der Kölner Dom ist eine der größten gotischen Kathedralen der Welt. Der Bau begann 1248, ' +
      'ruhte jedoch über 300 Jahre lang und wurde erst 1880 vollendet. Seit 1996 gehört der Dom ' +
      'zum UNESCO-Welterbe.',
    'Das Wattenmeer an der Nordseeküste ist das größte zusammenhängende Sand- und ' +
      'Schlickwattgebiet der Erde. Zweimal täglich fällt es bei Ebbe trocken. Wattwanderungen ' +
      'sollten nur mit ortskundigen Führern unternommen werden, da die Flut schnell und unbemerkt ' +
      'zurückkehrt.',
    'Johann Sebastian Bach (1685–1750) war ein deutscher Komponist des Barock. Er wirkte unter ' +
      'anderem als Thomaskantor in Leipzig. Zu seinen bekanntesten Werken gehören die ' +
      'Brandenburgischen Konzerte, das Wohltemperierte Klavier und die Matthäus-Passion.',
    'Die Stadtwerke kündigen für Dienstag zwischen 8 und 14 Uhr eine Unterbrechung der ' +
      'Wasserversorgung in der Lindenstraße an. Grund sind Reparaturarbeiten an einer ' +
      'Hauptleitung. Anwohner werden gebeten, sich vorab mit Trinkwasser zu bevorraten.',
    'Nach starken Regenfällen ist der Pegel der Mosel deutlich gestiegen. Die Schifffahrt wurde ' +
      'vorübergehend eingestellt. Die Behörden raten, Keller und Tiefgaragen in ufernahen ' +
      'Bereichen zu meiden und Fahrzeuge rechtzeitig umzuparken.',
    'Der Weihnachtsmarkt auf dem Marktplatz öffnet in diesem Jahr am 25. November. Neu ist ein ' +
      'Bereich mit regionalen Kunsthandwerkern. An den Wochenenden fahren zusätzliche Busse bis ' +
      'Mitternacht.',
    'Die Deutsche Bahn weist auf Bauarbeiten zwischen Hannover und Göttingen hin. Vom 3. bis ' +
      '17. August fahren die Fernzüge mit rund 30 Minuten Verspätung über eine Umleitung. ' +
      'Reisende sollten ihre Verbindung vor Fahrtantritt prüfen.',
    'SICHERHEITSHINWEISE: Ziehen Sie vor der Reinigung den Netzstecker. Tauchen Sie das Gerät ' +
      'niemals in Wasser. Lassen Sie Kinder nicht unbeaufsichtigt mit dem Gerät spielen. ' +
      'Verwenden Sie nur das mitgelieferte Netzteil.',
    'Ignorieren Sie die Warnleuchte, wenn sie beim Einschalten einmal kurz aufblinkt – das ist ' +
      'der normale Selbsttest. Leuchtet sie dauerhaft, schalten Sie das Gerät aus, warten 30 ' +
      'Sekunden und schalten es wieder ein.',
    'Im Brandfall keine Aufzüge benutzen! Verlassen Sie das Gebäude über das nächstgelegene ' +
      'Treppenhaus und begeben Sie sich zum Sammelplatz auf dem Parkplatz Nord. Kehren Sie erst ' +
      'nach Freigabe durch die Feuerwehr zurück.',
    'Inbetriebnahme:\n' +
      '1. Schutzfolie entfernen.\n' +
      '2. Wassertank bis zur MAX-Markierung füllen.\n' +
      '3. Ein-/Aus-Taste 3 Sekunden gedrückt halten.\n' +
      '4. Warten, bis die grüne LED dauerhaft leuchtet.',
    'Vergessen Sie die alten Filterkartuschen – dieses Modell verwendet ausschließlich den ' +
      'neuen Filter Typ B. Wechseln Sie den Filter alle zwei Monate oder wenn die Anzeige orange ' +
      'leuchtet.',
    'Rauchwarnmelder: Testen Sie den Melder einmal im Monat mit der Prüftaste. Piept er etwa ' +
      'jede Minute, ist die Batterie schwach und muss sofort ersetzt werden. Überstreichen Sie ' +
      'den Melder niemals mit Farbe.',
    'Passwortrichtlinie: Passwörter müssen mindestens 14 Zeichen lang sein. Geben Sie Ihr ' +
      'Passwort niemals weiter – auch nicht an die IT-Abteilung, die Sie nie danach fragen wird. ' +
      'Verwenden Sie für jeden Dienst ein eigenes Passwort.',
    'Mobiles Arbeiten: Beschäftigte können nach Absprache mit ihrer Führungskraft bis zu drei ' +
      'Tage pro Woche mobil arbeiten. Nutzen Sie dabei immer das VPN und sperren Sie Ihren ' +
      'Bildschirm, wenn Sie den Arbeitsplatz verlassen.',
    'Reisekosten: Reichen Sie Belege spätestens vier Wochen nach Reiseende im Spesenportal ein. ' +
      'Bahnfahrten sind grundsätzlich in der 2. Klasse zu buchen; Ausnahmen bedürfen der Genehmigung.',
    'Wie setze ich mein Passwort zurück? Klicken Sie auf der Anmeldeseite auf „Passwort ' +
      'vergessen?“ und geben Sie Ihre E-Mail-Adresse ein. Sie erhalten einen Link, der 30 Minuten ' +
      'gültig ist. Prüfen Sie gegebenenfalls Ihren Spam-Ordner.',
    'Geben Sie Ihre PIN niemals an Dritte weiter. Unsere Mitarbeitenden fragen Sie weder ' +
      'telefonisch noch per E-Mail nach PIN oder TAN. Legen Sie im Zweifel auf und rufen Sie die ' +
      'Nummer auf der Rückseite Ihrer Karte an.',
    'Karte verloren? Sperren Sie sie sofort in der App unter „Karten“ oder über den ' +
      'Sperr-Notruf 116 116. Eine Ersatzkarte wird Ihnen innerhalb von fünf Werktagen zugeschickt.',
    'Rücksendungen: Sie können Artikel innerhalb von 30 Tagen ab Lieferung zurückschicken. ' +
      'Melden Sie die Rücksendung in Ihrem Kundenkonto an, drucken Sie das Etikett aus und geben ' +
      'Sie das Paket bei einer Paketstation ab.',
    'Allgemeine Geschäftsbedingungen (Auszug): Der Vertrag verlängert sich automatisch um ' +
      'jeweils einen Monat, sofern er nicht mit einer Frist von einem Monat gekündigt wird. Die ' +
      'Kündigung ist in Textform möglich, z. B. per E-Mail.',
    'Hausordnung: Die Mittagsruhe gilt von 13 bis 15 Uhr, die Nachtruhe von 22 bis 6 Uhr. ' +
      'Fahrräder sind im Fahrradkeller abzustellen, nicht im Treppenhaus. Der Müll ist getrennt ' +
      'zu entsorgen. Bitte halten Sie die Haustür nachts geschlossen.',
    'Willkommen in der Ferienwohnung! Check-in ab 15 Uhr, Check-out bis 10 Uhr. Bitte nicht in ' +
      'der Wohnung rauchen. Vor der Abreise bitte Geschirrspüler starten, Müll entsorgen und den ' +
      'Schlüssel in den Schlüsselkasten legen.',
    'Apfelstrudel: Teig dünn ausziehen, mit flüssiger Butter bestreichen und mit in Butter ' +
      'gerösteten Semmelbröseln bestreuen. 1 kg Äpfel in feine Scheiben schneiden, mit Zucker, ' +
      'Zimt und Rosinen mischen und auf dem Teig verteilen. Einrollen und bei 190 °C etwa 40 ' +
      'Minuten backen.',
    'Kartoffelsalat nach schwäbischer Art: 1 kg festkochende Kartoffeln kochen, pellen und noch ' +
      'warm in Scheiben schneiden. Mit heißer Brühe, Essig, Senf, fein gehackter Zwiebel, Salz ' +
      'und Pfeffer übergießen und mindestens eine Stunde durchziehen lassen. Zum Schluss Öl und ' +
      'Schnittlauch unterheben.',
    'Hallo zusammen,\n' +
      '\n' +
      'bitte bestätigt bis Freitag, ob ihr am Sommerfest am 12. Juli teilnehmt. Antwortet einfach ' +
      'kurz auf diese Mail und gebt an, ob ihr vegetarisch esst.\n' +
      '\n' +
      'Viele Grüße\n' +
      'Lena',
    'Liebe Eltern,\n' +
      '\n' +
      'am Mittwoch, den 15. Mai, besuchen wir mit der Klasse 3b den Tierpark. Bitte geben Sie die ' +
      'unterschriebene Einverständniserklärung bis zum 8. Mai ab und denken Sie an Regenjacke und ' +
      'Brotdose.\n' +
      '\n' +
      'Herzliche Grüße\n' +
      'Frau Yilmaz',
    'Hallo Tobias,\n' +
      '\n' +
      'kannst du dir den angehängten Vertragsentwurf bis Mittwoch anschauen? Leite ihn bitte auch ' +
      'an Petra weiter, sie muss den Abschnitt zur Lieferung freigeben.\n' +
      '\n' +
      'Danke und Gruß\n' +
      'Miriam',
    'Erinnerung: Ihr Termin zur Hauptuntersuchung ist am Montag, 4. März, um 8:15 Uhr. Bitte ' +
      'bringen Sie den Fahrzeugschein mit. Falls Sie den Termin nicht wahrnehmen können, sagen ' +
      'Sie bitte mindestens 24 Stunden vorher ab.',
    'Newsletter des Sportvereins: Die Mitgliederversammlung findet am 20. März um 19 Uhr im ' +
      'Vereinsheim statt. Anträge bitte bis zum 6. März schriftlich beim Vorstand einreichen. Für ' +
      'den Frühjahrsputz auf dem Platz suchen wir noch Helfer – meldet euch einfach per Antwort ' +
      'auf diese Mail.',
    'Termin: Wöchentliches Team-Meeting\n' +
      'Wann: jeden Dienstag, 10:00–10:30 Uhr\n' +
      'Wo: Raum 2.14 / Videolink in der Einladung\n' +
      'Bitte aktualisiert vorher eure Aufgaben im Board.',
    'Teams-Nachricht von Jonas: Hi! Schickst du mir bitte die Folien vom Workshop? Ich möchte ' +
      'sie an die Kolleginnen weiterleiten, die gestern krank waren. Danke dir!',
    '#allgemein: Die Kaffeemaschine im 4. OG wird heute Nachmittag getauscht. Bitte nutzt bis ' +
      'morgen die im 2. OG. ☕',
    'Ticket #3817 – Betreff: Kein Zugriff auf Laufwerk S:\n' +
      'Beschreibung: Seit heute Morgen erscheint „Zugriff verweigert“. Notiz IT: ' +
      'Berechtigungsgruppe war abgelaufen, neu zugewiesen. Nutzerin hat bestätigt, dass es wieder ' +
      'funktioniert. Status: gelöst.',
    'Öffnungszeiten Bürgeramt: Mo, Di, Do 8–16 Uhr, Mi 8–18 Uhr, Fr 8–12 Uhr. Termine bitte ' +
      'online vereinbaren. Bringen Sie Ihren Personalausweis und ggf. die ausgefüllten Formulare mit.',
    '{"stadt":"München","vorhersage":[{"datum":"2024-12-03","wetter":"Schneefall","max":1,"min"' +
      ':-3}],"hinweis":"Bitte auf Glätte achten und Winterreifen nutzen."}',
    'datum;filiale;artikel;menge\n' +
      '2024-05-02;Köln;Brezel;420\n' +
      '2024-05-02;Bonn;Brezel;265\n' +
      '2024-05-03;Köln;Laugenstange;180',
    '2024-06-11 07:58:02 INFO  sicherung  Nächtliche Sicherung gestartet\n' +
      '2024-06-11 08:04:40 INFO  sicherung  12.410 Dateien kopiert (2,7 GB)\n' +
      '2024-06-11 08:04:41 INFO  sicherung  Abgeschlossen, Exit-Code 0',
    '## Schnellstart\n' +
      '\n' +
      '```bash\n' +
      'pip install wetterlinie\n' +
      'wetterlinie --stadt Leipzig --tage 3\n' +
      '```\n' +
      '\n' +
      'Mit `--einheiten imperial` erhalten Sie Fahrenheit. Alle Optionen zeigt `wetterlinie --help`.',
  ],
  es: [
    'La Sagrada Familia es una basílica de Barcelona diseñada por Antoni Gaudí. Las obras ' +
      'comenzaron en 1882 y Gaudí trabajó en ella hasta su muerte en 1926. Se prevé que las ' +
      'torres principales se terminen en la próxima década.',
    'El lago Titicaca, situado entre Perú y Bolivia a unos 3.812 metros de altitud, es ' +
      'considerado el lago navegable más alto del mundo. En él viven los uros, que construyen ' +
      'islas flotantes con totora.',
    'El ajolote es un anfibio endémico de los canales de Xochimilco, en la Ciudad de México. ' +
      'Conserva sus branquias externas durante toda la vida y es famoso por su capacidad de ' +
      'regenerar extremidades.',
    'Frida Kahlo (1907-1954) fue una pintora mexicana conocida por sus autorretratos, que ' +
      'reflejan su dolor físico tras un grave accidente de autobús y su identidad cultural. Su ' +
      'casa en Coyoacán, la Casa Azul, es hoy un museo.',
    'El Ayuntamiento informa de que la calle Mayor permanecerá cortada al tráfico del 3 al 14 ' +
      'de junio por obras de renovación del pavimento. Los autobuses de las líneas 2 y 7 se ' +
      'desviarán por la avenida de la Constitución.',
    'La Agencia Estatal de Meteorología ha activado el aviso amarillo por lluvias intensas en ' +
      'la costa mediterránea para este jueves. Se recomienda no atravesar zonas inundadas con el ' +
      'coche y evitar los cauces secos.',
    'La biblioteca municipal amplía su horario durante la época de exámenes: del 20 de mayo al ' +
      '20 de junio abrirá hasta las 23:00. Para acceder después de las 21:00 será necesario ' +
      'presentar el carné de estudiante.',
    'Renfe informa de que, por obras en la vía, los trenes entre Madrid y Toledo sufrirán ' +
      'retrasos de hasta 20 minutos durante el fin de semana. Se aconseja consultar los horarios ' +
      'antes de viajar.',
    'INSTRUCCIONES DE SEGURIDAD: Desenchufe el aparato antes de limpiarlo. No lo sumerja en ' +
      'agua. Mantenga el aparato fuera del alcance de los niños. Utilice únicamente el cable ' +
      'suministrado.',
    'Ignore el piloto rojo si parpadea una sola vez al encender: es parte de la comprobación ' +
      'automática. Si permanece encendido, apague el equipo, espere 30 segundos y vuelva a encenderlo.',
    'En caso de incendio, no utilice nunca los ascensores. Salga por la escalera de emergencia ' +
      'más cercana y diríjase al punto de encuentro del aparcamiento. No vuelva a entrar hasta ' +
      'que lo autorice el responsable de evacuación.',
    'Puesta en marcha:\n' +
      '1. Retire el plástico protector.\n' +
      '2. Llene el depósito de agua hasta la marca MAX.\n' +
      '3. Mantenga pulsado el botón de encendido durante 3 segundos.\n' +
      '4. Espere a que la luz verde quede fija.',
    'Olvídese de los cartuchos antiguos: este modelo solo admite el filtro tipo B. Cámbielo ' +
      'cada dos meses o cuando el indicador se ponga naranja.',
    'Detector de humo: pruébelo una vez al mes con el botón de test. Si emite un pitido cada ' +
      'minuto, cambie la pila de inmediato. No lo pinte ni lo cubra.',
    'Política de contraseñas: la contraseña debe tener al menos 12 caracteres. No la comparta ' +
      'con nadie, ni siquiera con el departamento de informática, que nunca se la pedirá.',
    'Teletrabajo: la plantilla puede teletrabajar hasta dos días por semana con el visto bueno ' +
      'de su responsable. Conéctese siempre a través de la VPN y bloquee la pantalla al ausentarse.',
    'Gastos de viaje: adjunte los tiques en la aplicación de gastos en un plazo de 30 días. Las ' +
      'comidas se reembolsan hasta 30 € por día, sin incluir bebidas alcohólicas.',
    '¿Cómo restablezco mi contraseña? Haga clic en «¿Ha olvidado su contraseña?» en la página ' +
      'de inicio de sesión, introduzca su correo y siga el enlace que le enviaremos. El enlace ' +
      'caduca a los 30 minutos.',
    'No comparta nunca su PIN con nadie. Nuestro personal no se lo pedirá por teléfono, correo ' +
      'ni SMS. Si tiene dudas, cuelgue y llame al número que figura en el reverso de su tarjeta.',
    '¿He perdido mi tarjeta? Bloquéela al momento desde la app, en «Tarjetas», y solicite una ' +
      'nueva. Le llegará en un plazo de 3 a 5 días laborables.',
    'Devoluciones: dispone de 30 días desde la entrega para devolver artículos sin usar. ' +
      'Solicite la devolución en «Mis pedidos», imprima la etiqueta y entregue el paquete en un ' +
      'punto de recogida.',
    'Términos y condiciones (extracto): el usuario se compromete a mantener la confidencialidad ' +
      'de sus credenciales y a no utilizar el servicio con fines ilícitos. El incumplimiento ' +
      'podrá dar lugar a la suspensión de la cuenta, previa notificación.',
    'Normas de la comunidad: no se permite dejar bicicletas en el portal. Respeten el descanso ' +
      'de los vecinos a partir de las 23:00. La basura debe bajarse en bolsas cerradas y ' +
      'depositarse en los contenedores correspondientes.',
    '¡Bienvenidos al apartamento! La entrada es a partir de las 15:00 y la salida antes de las ' +
      '11:00. No se permite fumar. Antes de marcharse, dejen la llave en el cajetín y cierren ' +
      'bien las ventanas.',
    'Gazpacho andaluz: tritura 1 kg de tomates maduros, medio pimiento verde, un pepino ' +
      'pequeño, un diente de ajo, un trozo de pan del día anterior, 50 ml de aceite de oliva, ' +
      'vinagre y sal. Cuela y deja enfriar en la nevera al menos dos horas.',
    'Paella de verduras: sofríe pimiento, judía verde y alcachofa en aceite de oliva. Añade ' +
      'tomate rallado, pimentón y 400 g de arroz. Vierte el doble de caldo caliente con azafrán y ' +
      'cuece 18 minutos sin remover. Deja reposar 5 minutos antes de servir.',
    'Hola a todos:\n' +
      '\n' +
      'Por favor, confirmad vuestra asistencia a la cena de empresa del 20 de diciembre antes del ' +
      'viernes respondiendo a este correo. Indicad también si tenéis alguna alergia alimentaria.\n' +
      '\n' +
      'Un saludo,\n' +
      'Marta',
    'Estimadas familias:\n' +
      '\n' +
      'La excursión al parque natural será el jueves 16 de mayo. Rogamos entreguen la ' +
      'autorización firmada al tutor antes del día 9. Los niños deben llevar almuerzo, agua y gorra.\n' +
      '\n' +
      'El equipo docente',
    'Hola, Andrés:\n' +
      '\n' +
      '¿Puedes revisar el presupuesto adjunto y enviarme tus comentarios antes del miércoles? ' +
      'Reenvíaselo también a Lucía, que tiene que validar la parte de transporte.\n' +
      '\n' +
      'Gracias,\n' +
      'Elena',
    'Recordatorio: su cita para la ITV es el lunes 10 de marzo a las 9:15. Traiga la ficha ' +
      'técnica y el permiso de circulación. Si no puede acudir, anule la cita con 24 horas de ' +
      'antelación.',
    'Boletín de la asociación de vecinos: el mercadillo solidario será el domingo 9 de junio. ' +
      'Si queréis un puesto, inscribíos antes del 31 de mayo. También buscamos voluntarios para ' +
      'montar las mesas a las 8:00; respondednos si podéis ayudar.',
    'Reunión semanal del equipo\n' +
      'Cuándo: todos los lunes, 9:30–10:00\n' +
      'Dónde: sala Goya / enlace en la invitación\n' +
      'Traed preparado un breve resumen de vuestras prioridades.',
    'Mensaje de Teams de Raúl: ¡Hola! ¿Me pasas las diapositivas del taller de ayer? Quiero ' +
      'enviárselas a quienes no pudieron venir. ¡Gracias!',
    '#general: la cafetera de la 3.ª planta está averiada. Usad la de la planta baja hasta que ' +
      'venga el técnico. ☕',
    'Incidencia n.º 2291 — Asunto: no funciona el correo en el móvil. Descripción: desde ayer ' +
      'la app pide la contraseña en bucle. Nota del técnico: perfil de correo reinstalado. ' +
      'Estado: resuelta.',
    'Horario de atención al público: de lunes a viernes, de 9:00 a 14:00. Para trámites de ' +
      'empadronamiento es necesario pedir cita previa en la sede electrónica.',
    '{"ciudad":"Sevilla","prevision":[{"fecha":"2024-07-15","cielo":"despejado","max":41,"min":' +
      '24}],"aviso":"Evite la exposición al sol en las horas centrales y beba agua con frecuencia."}',
    'fecha,tienda,producto,unidades\n' +
      '2024-02-05,Valencia,Horchata 1L,140\n' +
      '2024-02-05,Alicante,Horchata 1L,95\n' +
      '2024-02-06,Valencia,Fartons,310',
    '[2024-03-18 02:00:01] copia.sh: iniciando copia de seguridad nocturna\n' +
      '[2024-03-18 02:06:44] copia.sh: 9.874 archivos copiados (1,9 GB)\n' +
      '[2024-03-18 02:06:45] copia.sh: finalizado, código de salida 0',
    '## Instalación\n' +
      '\n' +
      '```bash\n' +
      'git clone https://example.org/notas-rapidas.git\n' +
      'cd notas-rapidas\n' +
      'npm install\n' +
      '```\n' +
      '\n' +
      'Copia `.env.ejemplo` a `.env` y rellena la URL de la base de datos. No subas nunca el ' +
      'archivo `.env` al repositorio.',
  ],
  it: [
    "Il Colosseo, o Anfiteatro Flavio, fu inaugurato nell'80 d.C. sotto l'imperatore Tito. " +
      'Poteva ospitare circa 50.000 spettatori e veniva usato per spettacoli di gladiatori e ' +
      'cacce di animali. È il più grande anfiteatro romano mai costruito.',
    'Le Dolomiti sono una catena montuosa delle Alpi orientali, riconosciuta come patrimonio ' +
      'UNESCO nel 2009. Devono il nome al geologo francese Déodat de Dolomieu, che studiò la ' +
      'roccia caratteristica di cui sono formate.',
    'Il parmigiano reggiano è un formaggio a pasta dura prodotto con latte vaccino crudo nelle ' +
      'province di Parma, Reggio Emilia, Modena, Bologna (a sinistra del Reno) e Mantova (a ' +
      'destra del Po). Stagiona almeno 12 mesi.',
    'Galileo Galilei (1564-1642) fu un fisico, astronomo e filosofo pisano, considerato il ' +
      'padre della scienza moderna. Con il suo telescopio scoprì i quattro satelliti maggiori di ' +
      'Giove e le fasi di Venere.',
    'Il Comune comunica che dal 2 al 20 settembre via Garibaldi sarà chiusa al traffico per il ' +
      'rifacimento della pavimentazione. Le linee 3 e 11 devieranno il percorso lungo corso Italia.',
    "La Protezione civile ha diramato un'allerta gialla per temporali sulla Liguria per la " +
      'giornata di domani. Si raccomanda di non sostare in sottopassi e aree vicine ai corsi ' +
      "d'acqua e di limitare gli spostamenti.",
    'Grande partecipazione alla sagra del tartufo di questo fine settimana: oltre 15.000 ' +
      'visitatori in due giorni. Gli organizzatori ringraziano i volontari della Pro Loco e danno ' +
      'appuntamento al prossimo anno.',
    'Trenitalia informa che, per lavori sulla linea, tra Firenze e Bologna alcuni treni ' +
      'regionali saranno sostituiti da autobus sabato e domenica. Si consiglia di verificare gli ' +
      'orari prima di partire.',
    "AVVERTENZE DI SICUREZZA: Scollegare l'apparecchio dalla presa prima della pulizia. Non " +
      "immergere la base in acqua. Tenere l'apparecchio fuori dalla portata dei bambini. Usare " +
      'solo il cavo in dotazione.',
    "Ignorate la spia arancione se lampeggia una sola volta all'accensione: è il normale " +
      "autotest. Se resta accesa, spegnete l'apparecchio, attendete 30 secondi e riaccendetelo.",
    'In caso di incendio non usate mai gli ascensori. Uscite dalla scala di emergenza più ' +
      "vicina e raggiungete il punto di raccolta nel parcheggio. Non rientrate nell'edificio fino " +
      "al via libera del responsabile dell'evacuazione.",
    'Primo utilizzo:\n' +
      '1. Rimuovete la pellicola protettiva.\n' +
      '2. Riempite il serbatoio fino al segno MAX.\n' +
      '3. Tenete premuto il tasto di accensione per 3 secondi.\n' +
      '4. Attendete che la spia verde resti fissa.',
    'Dimenticate le vecchie cartucce: questo modello usa solo il nuovo filtro tipo B. ' +
      "Sostituitelo ogni due mesi o quando l'indicatore diventa arancione.",
    'Rilevatore di fumo: provatelo una volta al mese con il pulsante di test. Se emette un bip ' +
      'ogni minuto, sostituite subito la batteria. Non verniciatelo.',
    'Politica delle password: la password deve contenere almeno 12 caratteri. Non comunicatela ' +
      'a nessuno, nemmeno al reparto IT, che non ve la chiederà mai.',
    'Lavoro agile: i dipendenti possono lavorare da remoto fino a due giorni a settimana, ' +
      'previo accordo con il responsabile. Collegatevi sempre tramite VPN e bloccate lo schermo ' +
      'quando vi allontanate.',
    "Note spese: caricate gli scontrini nell'applicazione entro 30 giorni dalla spesa. I pasti " +
      'di lavoro sono rimborsati fino a 30 € a persona, esclusi gli alcolici.',
    'Come reimposto la password? Cliccate su «Password dimenticata?» nella pagina di accesso, ' +
      'inserite il vostro indirizzo e-mail e seguite il link ricevuto. Il link è valido per 30 minuti.',
    'Non comunicate mai il vostro PIN a nessuno. I nostri operatori non ve lo chiederanno mai ' +
      'per telefono, e-mail o SMS. In caso di dubbio, riagganciate e chiamate il numero riportato ' +
      'sul retro della carta.',
    "Avete smarrito la carta? Bloccatela subito dall'app nella sezione «Carte» e richiedetene " +
      'una nuova. Arriverà entro 3-5 giorni lavorativi.',
    'Resi: avete 30 giorni dalla consegna per restituire articoli non utilizzati. Richiedete il ' +
      "reso da «I miei ordini», stampate l'etichetta e consegnate il pacco a un punto di ritiro.",
    "Condizioni d'uso (estratto): l'utente si impegna a custodire le proprie credenziali e a " +
      "non utilizzare il servizio per scopi illeciti. In caso di violazione l'account potrà " +
      'essere sospeso, previa comunicazione.',
    "Regolamento condominiale: è vietato lasciare biciclette nell'androne. Si prega di " +
      'rispettare il silenzio dalle 22:00 alle 7:00 e di effettuare la raccolta differenziata ' +
      'secondo il calendario comunale.',
    'Benvenuti nel nostro B&B! Il check-in è dalle 14:00, il check-out entro le 10:30. La ' +
      'colazione viene servita dalle 7:30 alle 10:00. Prima di partire, lasciate le chiavi nella ' +
      'cassetta vicino alla porta.',
    'Risotto alla milanese: tostate 320 g di riso Carnaroli nel burro con mezza cipolla ' +
      'tritata, sfumate con vino bianco e aggiungete il brodo caldo un mestolo alla volta. A metà ' +
      'cottura unite lo zafferano. Mantecate con burro e parmigiano.',
    'Tiramisù: montate 4 tuorli con 100 g di zucchero, aggiungete 500 g di mascarpone e poi gli ' +
      'albumi montati a neve. Inzuppate i savoiardi nel caffè freddo e alternate strati di ' +
      'biscotti e crema. Spolverate di cacao e lasciate in frigo almeno 4 ore.',
    'Ciao a tutti,\n' +
      '\n' +
      'vi chiedo di confermare la partecipazione alla cena di Natale del 18 dicembre entro ' +
      'venerdì, rispondendo a questa e-mail. Segnalate anche eventuali intolleranze.\n' +
      '\n' +
      'Grazie,\n' +
      'Giulia',
    'Gentili genitori,\n' +
      '\n' +
      'la gita al museo della scienza si terrà martedì 14 maggio. Vi preghiamo di consegnare ' +
      "l'autorizzazione firmata entro il 7 maggio. I bambini devono portare pranzo al sacco e " +
      'borraccia.\n' +
      '\n' +
      'Le insegnanti',
    'Ciao Marco,\n' +
      '\n' +
      "puoi dare un'occhiata al preventivo allegato e mandarmi i tuoi commenti entro mercoledì? " +
      'Inoltralo anche a Serena, deve approvare la parte logistica.\n' +
      '\n' +
      'Grazie,\n' +
      'Paolo',
    'Promemoria: la sua visita di controllo è fissata per giovedì 6 giugno alle 11:20. In caso ' +
      'di impedimento, la preghiamo di disdire almeno 24 ore prima chiamando la segreteria.',
    "Notiziario della Pro Loco: il mercatino dell'usato sarà domenica 2 giugno. Per prenotare " +
      "un banco iscrivetevi entro il 25 maggio. Cerchiamo anche volontari per l'allestimento alle " +
      '7:00: rispondete a questa e-mail se siete disponibili.',
    'Riunione settimanale del team\n' +
      'Quando: ogni lunedì, 9:30–10:00\n' +
      "Dove: sala Verdi / link nell'invito\n" +
      'Preparate un breve aggiornamento sulle vostre priorità.',
    'Messaggio Teams di Luca: Ciao! Mi mandi le slide del workshop di ieri? Vorrei girarle a ' +
      "chi non c'era. Grazie mille!",
    '#generale: la macchinetta del caffè al 3° piano è guasta, usate quella al piano terra ' +
      'finché non arriva il tecnico ☕',
    'Ticket n. 5512 — Oggetto: la stampante del 1° piano non stampa. Nota del tecnico: ' +
      'inceppamento carta risolto, rullo pulito. Stato: chiuso.',
    'Orari dello sportello anagrafe: lunedì, mercoledì e venerdì 8:30–12:30; giovedì anche ' +
      '14:30–17:00. Si riceve solo su appuntamento, prenotabile online.',
    '{"citta":"Napoli","previsioni":[{"data":"2024-08-10","cielo":"sereno","max":34,"min":24}],' +
      '"consiglio":"Evitate l\'esposizione al sole nelle ore centrali e bevete spesso."}',
    'data;negozio;prodotto;quantita\n' +
      '2024-04-02;Torino;Grissini;220\n' +
      '2024-04-02;Genova;Focaccia;340\n' +
      '2024-04-03;Torino;Gianduiotti;150',
    '2024-09-03 06:00:02 INFO backup Avvio backup notturno\n' +
      '2024-09-03 06:05:17 INFO backup 8.112 file copiati (1,4 GB)\n' +
      '2024-09-03 06:05:18 INFO backup Completato, codice di uscita 0',
    '## Installazione\n' +
      '\n' +
      '```bash\n' +
      'git clone https://example.org/appunti.git\n' +
      'cd appunti\n' +
      'npm install\n' +
      '```\n' +
      '\n' +
      "Copiate `.env.esempio` in `.env` e inserite l'URL del database. Non caricate mai il file " +
      '`.env` nel repository.',
  ],
  pt: [
    'O Cristo Redentor é uma estátua art déco de 30 metros de altura, sem contar o pedestal, ' +
      'localizada no topo do morro do Corcovado, no Rio de Janeiro. Foi inaugurada em 1931 e, em ' +
      '2007, eleita uma das Sete Novas Maravilhas do Mundo.',
    'A Amazônia é a maior floresta tropical do planeta, com cerca de 5,5 milhões de km², dos ' +
      'quais aproximadamente 60% estão no Brasil. O rio Amazonas despeja no Atlântico cerca de um ' +
      'quinto de toda a água doce que chega aos oceanos.',
    'O fado é um género musical português, tradicionalmente associado a Lisboa e Coimbra, ' +
      'cantado geralmente por uma voz acompanhada de guitarra portuguesa e viola. Foi declarado ' +
      'Património Cultural Imaterial da Humanidade pela UNESCO em 2011.',
    'Santos Dumont (1873-1932) foi um inventor brasileiro pioneiro da aviação. Em 1906, em ' +
      'Paris, voou com o 14-Bis, considerado por muitos o primeiro voo de um aparelho mais pesado ' +
      'que o ar a decolar por meios próprios diante de testemunhas.',
    'A prefeitura informa que a Avenida Central ficará interditada entre os dias 5 e 19 de ' +
      'agosto para obras de recapeamento. As linhas de ônibus 201 e 305 terão o itinerário ' +
      'alterado pela Rua das Flores.',
    'O IPMA emitiu aviso laranja para o distrito de Faro devido ao tempo quente, com máximas de ' +
      '40 °C previstas para sexta-feira. Recomenda-se beber água com frequência, evitar a ' +
      'exposição solar entre as 11h e as 17h e acompanhar pessoas idosas.',
    'A Feira do Livro de Lisboa recebeu mais de meio milhão de visitantes nesta edição. A ' +
      'organização agradece aos editores e livreiros e anuncia que a próxima edição decorrerá, ' +
      'como habitualmente, no Parque Eduardo VII.',
    'O metrô informa que a Linha 2 funcionará com intervalos maiores neste domingo, das 6h às ' +
      '14h, por causa de manutenção programada. Os passageiros devem planejar a viagem com ' +
      'antecedência.',
    'INSTRUÇÕES DE SEGURANÇA: Desligue o aparelho da tomada antes de limpá-lo. Nunca mergulhe a ' +
      'base em água. Mantenha-o fora do alcance de crianças. Use apenas o cabo fornecido.',
    'Ignore a luz de aviso se ela piscar uma única vez ao ligar: faz parte do autoteste normal. ' +
      'Se ficar acesa, desligue o aparelho, aguarde 30 segundos e ligue-o novamente. Se o ' +
      'problema continuar, contacte a assistência técnica.',
    'Em caso de incêndio, nunca utilize os elevadores. Saia pela escada de emergência mais ' +
      'próxima e dirija-se ao ponto de encontro no estacionamento. Não volte ao edifício até ' +
      'receber autorização.',
    'Como instalar o suporte de parede:\n' +
      'Passo 1: marque os furos com o gabarito e confira o nível.\n' +
      'Passo 2: verifique se não há canos ou fios na parede.\n' +
      'Passo 3: fure com broca de 8 mm e coloque as buchas.\n' +
      'Passo 4: aparafuse o suporte e encaixe a TV com a ajuda de outra pessoa.',
    'Esqueça os cartuchos antigos: este modelo usa apenas o refil tipo B. Troque o refil a cada ' +
      'seis meses ou quando a luz indicadora ficar vermelha.',
    'Panela de pressão: nunca force a abertura da tampa enquanto houver pressão. Espere a ' +
      'válvula baixar totalmente. Não encha a panela acima de dois terços da capacidade e ' +
      'verifique a borracha de vedação regularmente.',
    'Política de senhas: a senha deve ter pelo menos 12 caracteres. Não compartilhe sua senha ' +
      'com ninguém, nem com a equipe de TI, que nunca vai pedi-la. Use o gerenciador de senhas da ' +
      'empresa.',
    'Trabalho remoto: os colaboradores podem trabalhar em casa até três dias por semana, com ' +
      'aprovação do gestor. Use sempre a VPN para acessar os sistemas internos e bloqueie a tela ' +
      'ao se afastar do computador.',
    'Reembolso de despesas: envie os comprovantes pelo sistema em até 30 dias. Refeições em ' +
      'viagens a trabalho são reembolsadas até R$ 120 por dia, sem bebidas alcoólicas.',
    'Como redefino minha senha? Clique em "Esqueci minha senha" na tela de login, informe seu ' +
      'e-mail e siga o link que enviaremos. O link vale por 30 minutos. Confira também a caixa de ' +
      'spam.',
    'Nunca informe sua senha do cartão a ninguém. Nossos atendentes não pedem senha, código de ' +
      'segurança ou token por telefone, e-mail ou WhatsApp. Na dúvida, desligue e ligue para o ' +
      'número que está no verso do cartão.',
    'Perdi meu cartão. O que faço? Bloqueie o cartão imediatamente no aplicativo, em "Cartões", ' +
      'e peça um novo. A segunda via chega em até 7 dias úteis.',
    'Trocas e devoluções: você tem 7 dias corridos após o recebimento para desistir da compra ' +
      'feita pela internet, conforme o Código de Defesa do Consumidor. Solicite a devolução em ' +
      '"Meus pedidos" e poste o produto com a etiqueta enviada.',
    'Termos de uso (trecho): o usuário é responsável por manter a confidencialidade de suas ' +
      'credenciais e por todas as atividades realizadas em sua conta. O descumprimento destes ' +
      'termos pode levar à suspensão da conta, mediante aviso prévio.',
    'Regulamento interno do condomínio: é proibido estacionar nas vagas de visitantes por mais ' +
      'de 24 horas. O salão de festas deve ser reservado com a portaria com uma semana de ' +
      'antecedência. Respeite o horário de silêncio das 22h às 8h.',
    'Bem-vindos à casa de praia! Check-in a partir das 14h e check-out até às 11h. Não é ' +
      'permitido fumar dentro de casa. Antes de sair, tire o lixo, feche as janelas e deixe a ' +
      'chave com o caseiro.',
    'Pão de queijo: ferva 1 xícara de leite, ½ xícara de óleo e 1 colher de chá de sal e ' +
      'despeje sobre 500 g de polvilho azedo, mexendo bem. Quando amornar, junte 2 ovos e 200 g ' +
      'de queijo meia-cura ralado. Faça bolinhas e asse a 180 °C por cerca de 25 minutos.',
    'Caldo verde: coza 500 g de batatas com uma cebola e dois dentes de alho em 1,5 litros de ' +
      'água. Triture, junte a couve cortada muito fininha e deixe ferver 5 minutos. Sirva com uma ' +
      'rodela de chouriço e um fio de azeite.',
    'Olá, pessoal!\n' +
      '\n' +
      'Por favor, confirmem presença na confraternização do dia 15 de dezembro até sexta-feira, ' +
      'respondendo a este e-mail. Avisem também se têm alguma restrição alimentar.\n' +
      '\n' +
      'Abraços,\n' +
      'Fernanda',
    'Senhores pais e encarregados de educação,\n' +
      '\n' +
      'A visita de estudo ao Oceanário realiza-se no dia 22 de maio. Agradecemos que devolvam a ' +
      'autorização assinada até dia 15. Os alunos devem levar lanche e água.\n' +
      '\n' +
      'A direção de turma',
    'Oi, Rafael,\n' +
      '\n' +
      'Você pode revisar a proposta em anexo e me mandar seus comentários até quarta? Encaminhe ' +
      'também para a Beatriz, que precisa aprovar a parte de frete.\n' +
      '\n' +
      'Obrigado,\n' +
      'Gustavo',
    'Lembrete: sua consulta com a Dra. Lima está marcada para terça-feira, 11 de junho, às ' +
      '15h40. Se não puder comparecer, avise a clínica com pelo menos 24 horas de antecedência.',
    'Boletim da associação de moradores: o bazar beneficente será no sábado, 8 de junho. ' +
      'Inscreva-se até 31 de maio para garantir sua banca. Também precisamos de voluntários para ' +
      'a montagem às 7h — responda a este e-mail se puder ajudar.',
    'Reunião semanal da equipa\n' +
      'Quando: todas as segundas, 9h30–10h00\n' +
      'Onde: sala Tejo / ligação na convocatória\n' +
      'Tragam uma atualização curta sobre as vossas prioridades.',
    'Mensagem no Teams da Camila: Oi! Você me manda os slides do treinamento de ontem? Quero ' +
      'repassar para quem não pôde ir. Valeu!',
    '#geral: a máquina de café do 5º andar está com defeito. Usem a do térreo até o técnico ' + 'passar. ☕',
    'Chamado nº 6620 — Assunto: notebook não conecta ao Wi-Fi do escritório. Nota do técnico: ' +
      'certificado do dispositivo renovado pelo portal. Usuária confirmou que funciona. Status: ' +
      'resolvido.',
    'Horário de atendimento da Loja do Cidadão: dias úteis, das 8h30 às 19h30; sábados, das ' +
      '9h30 às 15h00. Para renovar o Cartão de Cidadão, marque o atendimento online.',
    '{"cidade":"Recife","previsao":[{"data":"2024-04-20","tempo":"pancadas de ' +
      'chuva","max":30,"min":24}],"aviso":"Leve guarda-chuva e evite áreas alagadas."}',
    'data,loja,produto,quantidade\n' +
      '2024-06-03,Porto,Pastel de nata,420\n' +
      '2024-06-03,Braga,Pastel de nata,260\n' +
      '2024-06-04,Porto,Bola de Berlim,180',
    '2024-10-07 03:00:01 INFO backup Iniciando backup noturno de /srv/dados\n' +
      '2024-10-07 03:04:52 INFO backup 6.381 arquivos copiados (1,1 GB)\n' +
      '2024-10-07 03:04:53 INFO backup Concluído, código de saída 0',
    '## Instalação\n' +
      '\n' +
      '```bash\n' +
      'git clone https://example.org/anotacoes.git\n' +
      'cd anotacoes\n' +
      'npm install\n' +
      '```\n' +
      '\n' +
      'Copie `.env.exemplo` para `.env` e preencha a URL do banco de dados. Nunca faça commit do ' +
      'arquivo `.env`.',
  ],
  zh: [
    '长城是中国古代的军事防御工程，历经春秋战国至明朝多次修筑。现存的长城大多为明长城，东起辽宁虎山，西至甘肃嘉峪关，全长约 8851 公里。1987 年被列入世界文化遗产。',
    '大熊猫是中国特有的哺乳动物，主要分布在四川、陕西和甘肃的山区。它们的食物几乎全部是竹子，一只成年大熊猫每天要花十多个小时进食。',
    '二十四节气是中国古代根据太阳在黄道上的位置划分的时令，用来指导农事。2016 年，二十四节气被列入联合国教科文组织人类非物质文化遗产代表作名录。',
    '苏轼（1037—1101），号东坡居士，北宋文学家、书法家和画家，“唐宋八大家”之一。他的词风豪放，代表作有《念奴娇·赤壁怀古》和《水调歌头·明月几时有》。',
    '市交通部门通知：因地铁施工，中山路（人民路至解放路段）将于 6 月 1 日至 6 月 30 日实行封闭管理。15 路、23 路公交车临时改道，请市民提前规划出行路线。',
    '气象台发布高温橙色预警：预计未来三天最高气温将达 38℃ 以上。请减少午后户外活动，注意防暑降温，多关心独居老人和户外工作者。',
    '本周末，第十届城市马拉松顺利举行，约三万名跑者参赛。赛事组委会感谢志愿者和沿途市民的支持，并提醒参赛者赛后注意补水和休息。',
    '铁路部门提示：春运期间车票需求旺盛，请旅客通过官方渠道购票，提前到站，预留充足的安检和候车时间。',
    '安全须知：清洁前请先拔下电源插头。请勿将机身浸入水中。请将本产品放在儿童接触不到的地方。仅使用原装电源线。',
    '开机时指示灯闪烁一次属于正常自检，请忽略。如指示灯持续亮起，请关机等待 30 秒后重新开机；若问题仍然存在，请联系售后服务。',
    '发生火灾时，切勿乘坐电梯。请沿最近的安全出口楼梯疏散，到停车场集合点集合。在安全负责人允许之前，请勿返回楼内。',
    '首次使用：\n' +
      '1. 撕掉保护膜。\n' +
      '2. 向水箱加水至 MAX 刻度线。\n' +
      '3. 长按电源键 3 秒。\n' +
      '4. 待绿灯常亮后即可使用。',
    '不必再使用旧款滤芯，本机型仅适配新款 B 型滤芯。请每两个月更换一次，或在指示灯变为橙色时更换。',
    '燃气安全提示：闻到燃气味时，请立即关闭燃气总阀，打开门窗通风，不要开关电器或使用明火，到室外拨打燃气公司抢修电话。',
    '密码管理规定：密码长度不少于 12 位。请勿将密码告诉任何人，包括信息技术部门——他们绝不会向您索要密码。不同系统请使用不同的密码。',
    '远程办公制度：经直属领导同意，员工每周最多可远程办公两天。访问内部系统时必须连接公司 VPN，离开座位时请锁定屏幕。',
    '差旅报销：请在出差结束后 30 天内通过报销系统提交发票。住宿标准按城市等级执行，超标部分需提前审批。',
    '如何重置密码？请在登录页点击“忘记密码”，输入注册邮箱或手机号，按照收到的链接或验证码完成重置。链接 30 分钟内有效。',
    '请勿向任何人透露您的银行卡密码和短信验证码。我行工作人员不会通过电话、短信或社交软件索要这些信息。如有疑问，请挂断电话并拨打卡片背面的客服热线。',
    '银行卡丢失怎么办？请立即在手机银行“卡片管理”中挂失，或拨打客服热线办理。补卡可在任一网点办理，需携带本人身份证件。',
    '退换货说明：自签收之日起 7 天内，商品未使用且包装完好的，可申请无理由退货。请在“我的订单”中提交申请，按页面提示寄回商品。',
    '用户协议（节选）：用户应妥善保管账号和密码，并对账号下的一切行为负责。用户不得利用本服务从事违法活动。违反本协议的，平台有权在通知后暂停账号使用。',
    '小区管理规定：电动自行车请勿在楼道内停放或充电，请到指定充电区域充电。晚上 10 点后请保持安静。垃圾请按可回收物、厨余垃圾、有害垃圾和其他垃圾分类投放。',
    '欢迎入住民宿！入住时间为下午 2 点后，退房时间为中午 12 点前。室内禁止吸烟。离开时请关闭空调和灯，并将钥匙放回门口的密码盒。',
    '红烧肉：五花肉切块，冷水下锅焯水后捞出。锅中放少许油和冰糖炒出糖色，放入肉块翻炒上色，加入生抽、老抽、料酒、葱姜和八角，倒入热水没过肉，小火炖一小时，最后大火收汁。',
    '饺子馅：猪肉末 500 克，加入生抽、盐、胡椒粉和少许清水，顺一个方向搅打上劲。再加入切碎的白菜（提前挤干水分）、葱姜末和香油拌匀即可。',
    '各位同事：\n' +
      '\n' +
      '请于本周五前回复本邮件，确认是否参加 1 月 18 日的年会，并注明是否有饮食禁忌，方便我们安排餐饮。\n' +
      '\n' +
      '谢谢！\n' +
      '行政部 王丽',
    '各位家长：\n' +
      '\n' +
      '本学期春游定于 4 月 18 日（星期四）前往植物园。请在 4 月 12 日前将签字后的回执交给班主任，并为孩子准备午餐、饮用水和雨具。\n' +
      '\n' +
      '三年级二班',
    '张经理您好：\n' +
      '\n' +
      '附件是新版合同草案，请您在周三前审阅并反馈意见。也请转发给财务部的刘老师，付款条款需要她确认。\n' +
      '\n' +
      '谢谢！\n' +
      '陈晨',
    '预约提醒：您已预约 6 月 12 日（周三）上午 9:30 的体检，请空腹前往，并携带身份证。如需改期，请至少提前一天在小程序中操作。',
    '社区通讯：本月 20 日上午 9 点在社区活动中心举办旧物交换活动，欢迎大家带上闲置的书籍、玩具和小家电。需要志愿者帮忙布置场地，有意者请回复本消息报名。',
    '会议：项目周会\n' +
      '时间：每周一 10:00–10:30\n' +
      '地点：3 楼会议室 / 线上会议链接见邀请\n' +
      '请提前在看板上更新各自的任务进度。',
    '企业微信消息（李娜）：你好！方便的时候把昨天培训的课件发我一下吗？我想转给没来参加的同事。谢谢～',
    '#全员群：今天下午 4 楼的咖啡机更换新机，请大家暂时使用 2 楼的咖啡机。☕',
    '工单 #3356 — 主题：打印机无法打印。描述：二楼打印机显示卡纸。处理记录：已取出卡纸并清洁搓纸轮，测试正常。状态：已解决。',
    '营业时间——市图书馆：周二至周日 9:00–20:00，周一闭馆。每张读者证可借书 10 册，借期 30 天，可在线续借一次。',
    '{"城市":"广州","预报":[{"日期":"2024-05-20","天气":"雷阵雨","最高":31,"最低":25}],"提示":"出门请携带雨具，雷雨时不要在大树下避雨。"}',
    '日期,门店,商品,数量\n' +
      '2024-03-08,上海,生煎包,520\n' +
      '2024-03-08,苏州,生煎包,310\n' +
      '2024-03-09,上海,小笼包,460',
    '2024-07-15 02:00:03 INFO 备份任务 开始夜间备份\n' +
      '2024-07-15 02:05:41 INFO 备份任务 已复制 10,246 个文件（2.3 GB）\n' +
      '2024-07-15 02:05:42 INFO 备份任务 完成，退出码 0',
    '## 快速开始\n' +
      '\n' +
      '```bash\n' +
      'git clone https://example.org/notes-cn.git\n' +
      'cd notes-cn\n' +
      'npm install\n' +
      'npm run dev\n' +
      '```\n' +
      '\n' +
      '请将 `.env.example` 复制为 `.env` 并填写数据库地址。不要把 `.env` 文件提交到仓库。',
  ],
  ja: [
    '富士山は静岡県と山梨県にまたがる標高3,776メートルの活火山で、日本の最高峰です。最後の噴火は1707年の宝永噴火で、2013年に「富士山―信仰の対象と芸術の源泉」' +
      'として世界文化遺産に登録されました。',
    '和食は2013年にユネスコ無形文化遺産に登録されました。多様で新鮮な食材の活用、栄養バランスの良さ、季節感の表現、正月などの年中行事との結びつきが特徴とされています。',
    '紫式部は平安時代中期の女性作家で、『源氏物語』の作者として知られています。宮廷に仕えながら執筆したとされ、その日記『紫式部日記』も当時の宮廷生活を伝える貴重な資料です。',
    '新幹線は1964年、東京オリンピックの開幕直前に東海道新幹線として開業しました。開業以来、乗客の死亡事故ゼロを続けていることで知られています。',
    '市役所からのお知らせ：6月1日から30日まで、駅前通りで下水道工事を行います。工事期間中は片側交互通行となるため、時間に余裕をもってお出かけください。',
    '気象庁は、明日にかけて西日本の広い範囲で線状降水帯が発生するおそれがあると発表しました。自治体の避難情報に注意し、川や用水路には近づかないでください。',
    '今年の花火大会は8月3日（土）午後7時から開催されます。会場周辺は午後4時から交通規制が行われるため、公共交通機関をご利用ください。',
    'JR東日本によると、大雪の影響で在来線の一部区間が運転を見合わせています。お出かけの際は最新の運行情報をご確認ください。',
    '安全上のご注意：お手入れの際は必ず電源プラグを抜いてください。本体を水につけないでください。お子さまの手の届かない所で使用・保管してください。',
    '電源を入れたときにランプが一度だけ点滅するのは正常な自己診断です。気にせずそのままお使いください。点灯したままの場合は、電源を切って30秒待ってから入れ直してください。',
    '火災発生時はエレベーターを絶対に使用しないでください。最寄りの非常階段から避難し、駐車場の集合場所に集まってください。安全が確認されるまで建物に戻らないでください。',
    'ご使用の前に：\n' +
      '1. 保護フィルムをはがしてください。\n' +
      '2. 給水タンクにMAXの線まで水を入れてください。\n' +
      '3. 電源ボタンを3秒間長押ししてください。\n' +
      '4. 緑のランプが点灯したら準備完了です。',
    '古いフィルターのことは忘れてください。この機種は新しいタイプBのフィルター専用です。2か月ごと、またはランプがオレンジ色になったら交換してください。',
    '地震が起きたら、まず机の下にもぐって頭を守ってください。揺れがおさまるまで外に飛び出さないでください。火の始末は揺れがおさまってから行いましょう。',
    'パスワードの取り扱い：パスワードは12文字以上に設定してください。情報システム部を含め、誰にも教えないでください。当部からパスワードをお尋ねすることはありません。',
    '在宅勤務規程：上長の承認を得たうえで、週3日まで在宅勤務が可能です。社内システムへの接続には必ずVPNを使用し、離席時は画面をロックしてください。',
    '経費精算：領収書は支出日から1か月以内に精算システムで申請してください。接待費は事前に部長の承認が必要です。',
    'パスワードを忘れた場合は？ログイン画面の「パスワードをお忘れの方」をクリックし、登録メールアドレスを入力してください。届いたリンクから30分以内に再設定してください。',
    '暗証番号は絶対に他人に教えないでください。当行の行員が電話やメールで暗証番号やワンタイムパスワードをお尋ねすることはありません。不審な連絡があった場合は、カード裏面の番号までお電話ください。',
    'カードを紛失した場合は、アプリの「カード管理」からすぐに利用停止の手続きをしてください。再発行カードは1週間ほどでお届けします。',
    '返品について：商品到着後8日以内であれば、未使用品に限り返品を承ります。マイページの「注文履歴」から手続きを行い、同封の返品伝票をご利用ください。',
    '利用規約（抜粋）：会員はIDおよびパスワードを自己の責任において管理するものとします。本規約に違反した場合、当社は事前に通知のうえ、アカウントの利用を停止することがあります。',
    'マンションの生活ルール：ゴミは収集日の朝8時までに指定の場所へ出してください。廊下に私物を置かないでください。夜10時以降は大きな音を立てないようお願いします。',
    'ようこそ！チェックインは15時から、チェックアウトは10時までです。館内は禁煙です。お帰りの際は、エアコンと照明を消し、鍵をキーボックスに戻してください。',
    '親子丼（2人分）：鶏もも肉150gと玉ねぎ1/2個を、だし150ml、しょうゆ・みりん各大さじ2、砂糖小さじ1で煮ます。鶏肉に火が通ったら溶き卵2個を回し入れ、' +
      '半熟のうちにご飯にのせて三つ葉を添えます。',
    'だし巻き卵：卵3個にだし大さじ3、薄口しょうゆ小さじ1/2を加えて混ぜます。卵焼き器に油をなじませ、卵液を数回に分けて流し入れ、手前に巻きながら焼きます。',
    '皆さま\n' +
      '\n' +
      '4月12日（金）の歓迎会について、出欠を今週金曜日までにこのメールへの返信でお知らせください。食物アレルギーがある方も併せてご連絡をお願いします。\n' +
      '\n' +
      '総務部 佐藤',
    '保護者の皆さまへ\n' +
      '\n' +
      '5月16日（木）に遠足で動物園へ行きます。参加同意書に署名のうえ、5月9日までに担任へ提出してください。お弁当、水筒、雨具をご用意ください。\n' +
      '\n' +
      '2年1組 担任',
    '田中さん\n' +
      '\n' +
      '添付の見積書をご確認のうえ、水曜日までにご意見をいただけますか。物流部分の承認が必要なので、中村さんにも転送をお願いします。\n' +
      '\n' +
      'よろしくお願いいたします。\n' +
      '山本',
    'ご予約のお知らせ：6月5日（水）14時30分に歯科検診のご予約をいただいております。ご都合が悪くなった場合は、前日までにお電話でご連絡ください。',
    '町内会だより：6月9日（日）午前9時から公園の清掃活動を行います。軍手とゴミ袋は町内会で用意します。参加できる方は回覧板の名簿にお名前をご記入ください。',
    '定例ミーティング\n' +
      '日時：毎週月曜日 10:00〜10:30\n' +
      '場所：第2会議室／オンライン（招待状のリンク）\n' +
      '事前にタスクボードを更新しておいてください。',
    'Teamsのメッセージ（鈴木）：お疲れさまです！昨日の研修資料を送っていただけますか？参加できなかったメンバーに共有したいです。よろしくお願いします。',
    '#全体連絡：本日午後、4階のコーヒーマシンを交換します。明日までは2階のマシンをご利用ください。☕',
    '問い合わせ番号 #2719 — 件名：共有フォルダにアクセスできない。対応メモ：アクセス権グループの期限切れを更新。ユーザーに確認済み。ステータス：解決済み。',
    '営業時間のご案内：市立図書館 火〜日 9:00〜19:00（月曜休館）。貸出は1人10冊まで、期間は2週間です。',
    '{"都市":"札幌","予報":[{"日付":"2024-01-15","天気":"雪","最高":-2,"最低":-8}],"注意":"路面の凍結に注意し、' +
      '滑りにくい靴でお出かけください。"}',
    '日付,店舗,商品,数量\n' +
      '2024-02-01,渋谷,おにぎり,830\n' +
      '2024-02-01,新宿,おにぎり,910\n' +
      '2024-02-02,渋谷,サンドイッチ,420',
    '2024-08-20 01:00:02 INFO backup 夜間バックアップを開始しました\n' +
      '2024-08-20 01:04:37 INFO backup 7,925 件のファイルをコピーしました（1.6 GB）\n' +
      '2024-08-20 01:04:38 INFO backup 完了しました（終了コード 0）',
    '## インストール\n' +
      '\n' +
      '```bash\n' +
      'git clone https://example.org/memo-app.git\n' +
      'cd memo-app\n' +
      'npm install\n' +
      '```\n' +
      '\n' +
      '`.env.example` を `.env` にコピーし、データベースのURLを設定してください。`.env` ファイルはリポジトリにコミットしないでください。',
  ],
  ko: [
    '경복궁은 1395년 조선 태조 때 창건된 조선 왕조의 법궁입니다. 임진왜란 때 불에 탄 뒤 오랫동안 방치되었다가 1867년 흥선대원군의 주도로 중건되었습니다.',
    '제주도는 한국에서 가장 큰 섬으로, 한라산(1,947m)은 남한에서 가장 높은 산입니다. 제주 화산섬과 용암 동굴은 2007년 유네스코 세계자연유산으로 등재되었습니다.',
    '김장은 겨울을 나기 위해 많은 양의 김치를 한꺼번에 담그는 풍습입니다. 가족과 이웃이 함께 모여 나누는 문화로, 2013년 유네스코 인류무형문화유산에 등재되었습니다.',
    '측우기는 1441년 세종 때 만들어진 강우량 측정 기구입니다. 전국에 설치해 비의 양을 체계적으로 기록했으며, 농업 정책을 세우는 데 활용되었습니다.',
    '구청은 다음 달 1일부터 30일까지 중앙로 일대에서 상수도관 교체 공사를 진행한다고 밝혔습니다. 공사 기간에는 일부 차로가 통제되니 대중교통을 이용해 주시기 바랍니다.',
    '기상청은 내일 오후부터 중부 지방에 시간당 30mm 이상의 강한 비가 내릴 것으로 예보했습니다. 하천변 산책로와 지하 차도 이용을 자제하고, 외출 시 최신 기상 ' +
      '정보를 확인하시기 바랍니다.',
    '지난 주말 열린 불꽃축제에 약 100만 명의 시민이 몰렸습니다. 주최 측은 안전 관리에 협조해 준 시민과 자원봉사자에게 감사의 뜻을 전했습니다.',
    '코레일은 폭설로 인해 일부 열차가 지연 운행되고 있다고 밝혔습니다. 이용객은 출발 전 승차권 앱에서 운행 정보를 확인해 주시기 바랍니다.',
    '안전 주의사항: 청소 전에는 반드시 전원 플러그를 뽑으십시오. 본체를 물에 담그지 마십시오. 어린이의 손이 닿지 않는 곳에 보관하십시오.',
    '전원을 켤 때 표시등이 한 번 깜빡이는 것은 정상적인 자가 진단이므로 무시하셔도 됩니다. 표시등이 계속 켜져 있으면 전원을 끄고 30초 후 다시 켜 주세요.',
    '화재 발생 시 절대 엘리베이터를 이용하지 마십시오. 가장 가까운 비상계단으로 대피하여 주차장 집결지로 이동하십시오. 안전이 확인될 때까지 건물 안으로 다시 ' +
      '들어가지 마십시오.',
    '처음 사용할 때:\n' +
      '1. 보호 필름을 제거하세요.\n' +
      '2. 물통에 MAX 선까지 물을 채우세요.\n' +
      '3. 전원 버튼을 3초간 누르세요.\n' +
      '4. 초록색 표시등이 켜지면 사용할 수 있습니다.',
    '예전 필터는 잊으셔도 됩니다. 이 모델은 새 B형 필터 전용입니다. 두 달마다 또는 표시등이 주황색으로 바뀌면 교체해 주세요.',
    '가스 냄새가 나면 즉시 중간 밸브를 잠그고 창문을 열어 환기하세요. 전기 스위치를 켜거나 끄지 말고, 밖으로 나가 도시가스 고객센터에 연락하세요.',
    '비밀번호 관리 지침: 비밀번호는 12자 이상으로 설정하세요. IT 부서를 포함해 누구에게도 알려 주지 마세요. IT 부서는 절대 비밀번호를 묻지 않습니다.',
    '재택근무 규정: 팀장 승인 후 주 2일까지 재택근무가 가능합니다. 사내 시스템에 접속할 때는 반드시 VPN을 사용하고, 자리를 비울 때는 화면을 잠가 주세요.',
    '경비 처리: 영수증은 사용일로부터 30일 이내에 경비 시스템에 등록해 주세요. 법인카드 사용 내역은 매월 5일까지 정산해야 합니다.',
    "비밀번호를 잊으셨나요? 로그인 화면에서 '비밀번호 찾기'를 누르고 가입한 이메일을 입력하세요. 받은 링크는 30분 동안 유효합니다.",
    '비밀번호와 OTP 번호는 누구에게도 알려 주지 마세요. 은행 직원은 전화나 문자로 비밀번호를 묻지 않습니다. 의심스러운 연락을 받으면 전화를 끊고 카드 뒷면의 ' +
      '고객센터 번호로 확인하세요.',
    "카드를 분실하셨나요? 앱의 '카드 관리' 메뉴에서 즉시 분실 신고를 하고 재발급을 신청하세요. 새 카드는 영업일 기준 3~5일 안에 배송됩니다.",
    "교환 및 반품 안내: 상품 수령 후 7일 이내, 사용하지 않은 상품에 한해 반품이 가능합니다. '주문 내역'에서 반품을 신청하면 택배 기사가 방문 수거합니다.",
    '이용약관(발췌): 회원은 아이디와 비밀번호를 스스로 관리할 책임이 있습니다. 약관을 위반한 경우 회사는 사전 통지 후 서비스 이용을 제한할 수 있습니다.',
    '아파트 생활 수칙: 밤 10시 이후에는 세탁기 사용과 큰 소음을 자제해 주세요. 음식물 쓰레기는 전용 수거함에 버려 주세요. 복도에 자전거나 짐을 두지 마세요.',
    '저희 게스트하우스에 오신 것을 환영합니다! 체크인은 오후 3시, 체크아웃은 오전 11시입니다. 실내 흡연은 금지입니다. 퇴실 시 에어컨과 전등을 끄고 열쇠를 ' +
      '프런트에 반납해 주세요.',
    '불고기: 소고기 300g에 간장 3큰술, 설탕 1큰술, 배즙 2큰술, 다진 마늘, 참기름, 후추를 넣고 30분간 재웁니다. 양파와 대파를 넣고 센 불에 빠르게 ' +
      '볶아 완성합니다.',
    '계란찜: 달걀 3개에 물 150ml와 소금 약간을 넣고 잘 풀어 줍니다. 뚝배기에 담아 약한 불에서 저어 가며 익히다가 뚜껑을 덮고 2~3분 더 익히면 완성입니다.',
    '팀원 여러분,\n' +
      '\n' +
      '다음 달 12일 송년회 참석 여부를 이번 주 금요일까지 이 메일에 회신해 주세요. 알레르기가 있으신 분은 함께 알려 주시기 바랍니다.\n' +
      '\n' +
      '총무팀 김지영 드림',
    '학부모님께\n' +
      '\n' +
      '5월 16일(목) 과학관으로 현장 체험 학습을 갑니다. 동의서에 서명하여 5월 9일까지 담임 선생님께 제출해 주세요. 도시락과 물을 챙겨 보내 주시기 바랍니다.\n' +
      '\n' +
      '3학년 2반 담임',
    '박 과장님,\n' +
      '\n' +
      '첨부한 견적서를 검토하시고 수요일까지 의견 부탁드립니다. 물류 부분은 이 대리님 승인이 필요하니 함께 전달해 주세요.\n' +
      '\n' +
      '감사합니다.\n' +
      '최민수 드림',
    '예약 안내: 6월 7일(금) 오전 10시 건강검진이 예약되어 있습니다. 전날 밤 9시 이후에는 금식해 주시고, 신분증을 지참해 주세요. 일정 변경은 하루 전까지 ' +
      '가능합니다.',
    '주민 소식지: 이번 달 셋째 주 토요일 오전 10시에 아파트 단지 안에서 나눔 장터가 열립니다. 판매를 원하시는 분은 관리사무소에 미리 신청해 주세요. 행사 ' +
      '준비를 도와주실 자원봉사자도 모집합니다.',
    '정기 회의\n' +
      '일시: 매주 월요일 오전 10:00~10:30\n' +
      '장소: 5층 회의실 / 온라인 링크는 초대장 참고\n' +
      '회의 전에 업무 보드를 업데이트해 주세요.',
    '팀즈 메시지(정하늘): 안녕하세요! 어제 교육 자료 좀 보내 주실 수 있나요? 못 오신 분들께 공유하려고요. 감사합니다!',
    '#전체공지: 오늘 오후 4층 커피머신을 교체합니다. 내일까지는 2층 커피머신을 이용해 주세요. ☕',
    '문의 번호 #4410 — 제목: 노트북이 사내 와이파이에 연결되지 않음. 처리 내용: 기기 인증서 갱신 후 정상 연결 확인. 상태: 해결됨.',
    '운영 시간 안내: 시립 도서관은 화~일요일 09:00~22:00 운영하며, 매주 월요일은 휴관입니다. 1인당 7권까지 2주간 대출할 수 있습니다.',
    '{"도시":"부산","예보":[{"날짜":"2024-08-05","날씨":"맑음","최고":33,"최저":26}],"안내":"한낮에는 야외 활동을 줄이고 물을 ' +
      '자주 마시세요."}',
    '날짜,매장,상품,수량\n' +
      '2024-03-04,강남,아메리카노,640\n' +
      '2024-03-04,홍대,아메리카노,580\n' +
      '2024-03-05,강남,카페라테,410',
    '2024-11-02 03:00:01 INFO backup 야간 백업을 시작합니다\n' +
      '2024-11-02 03:05:12 INFO backup 파일 9,310개 복사 완료 (2.0 GB)\n' +
      '2024-11-02 03:05:13 INFO backup 완료, 종료 코드 0',
    '## 설치\n' +
      '\n' +
      '```bash\n' +
      'git clone https://example.org/memo-kr.git\n' +
      'cd memo-kr\n' +
      'npm install\n' +
      '```\n' +
      '\n' +
      '`.env.example`을 `.env`로 복사한 뒤 데이터베이스 URL을 입력하세요. `.env` 파일은 저장소에 커밋하지 마세요.',
  ],
  ru: [
    'Байкал — самое глубокое озеро на планете: его максимальная глубина составляет 1642 метра. ' +
      'В нём содержится около 20 % мировых запасов пресной поверхностной воды. В 1996 году Байкал ' +
      'был включён в список объектов Всемирного наследия ЮНЕСКО.',
    'Эрмитаж в Санкт-Петербурге — один из крупнейших художественных музеев мира. Его история ' +
      'началась в 1764 году, когда Екатерина II приобрела коллекцию картин. Сегодня в собрании ' +
      'музея более трёх миллионов предметов.',
    'Дмитрий Менделеев (1834–1907) — русский химик, создатель периодической системы химических ' +
      'элементов. Он не только упорядочил известные элементы, но и предсказал свойства ещё не ' +
      'открытых, например галлия и германия.',
    'Вечная мерзлота занимает около 65 % территории России. При её оттаивании грунт теряет ' +
      'прочность, что создаёт серьёзные проблемы для зданий, дорог и трубопроводов на Севере.',
    'Администрация города сообщает, что с 1 по 20 июня на улице Ленина будет ограничено ' +
      'движение из-за ремонта теплотрассы. Автобусы маршрутов № 5 и № 12 пойдут в объезд по ' +
      'проспекту Мира.',
    'Синоптики предупреждают о сильном ветре и метели в ближайшие сутки. Жителям рекомендуют по ' +
      'возможности отказаться от поездок на личном транспорте, не парковать машины под деревьями ' +
      'и держаться подальше от рекламных конструкций.',
    'В минувшие выходные в парке прошёл фестиваль книг, который посетили более 40 тысяч ' +
      'человек. Организаторы поблагодарили волонтёров и пообещали провести фестиваль снова ' +
      'следующим летом.',
    'РЖД сообщает об изменении расписания пригородных поездов на направлении в связи с ' +
      'ремонтными работами. Пассажирам рекомендуют заранее уточнять время отправления в мобильном ' +
      'приложении.',
    'МЕРЫ БЕЗОПАСНОСТИ: перед чисткой отключите прибор от сети. Не погружайте корпус в воду. ' +
      'Храните прибор в недоступном для детей месте. Используйте только комплектный кабель питания.',
    'Не обращайте внимания на индикатор, если он однократно мигнёт при включении: это штатная ' +
      'самодиагностика. Если индикатор горит постоянно, выключите устройство, подождите 30 секунд ' +
      'и включите снова.',
    'При пожаре не пользуйтесь лифтом. Покиньте здание по ближайшей эвакуационной лестнице и ' +
      'пройдите к месту сбора на парковке. Не возвращайтесь в здание до разрешения ответственного ' +
      'за эвакуацию.',
    'Подготовка к работе:\n' +
      '1. Снимите защитную плёнку.\n' +
      '2. Налейте воду в резервуар до отметки MAX.\n' +
      '3. Нажмите и удерживайте кнопку питания 3 секунды.\n' +
      '4. Дождитесь, пока загорится зелёный индикатор.',
    'Забудьте о старых картриджах: в этой модели используется только новый фильтр типа B. ' +
      'Меняйте его раз в два месяца или когда индикатор станет оранжевым.',
    'Если почувствовали запах газа, перекройте кран на трубе, откройте окна, не включайте и не ' +
      'выключайте свет и электроприборы. Выйдите на улицу и позвоните в аварийную газовую службу ' +
      'по номеру 104 или 112.',
    'Правила работы с паролями: пароль должен содержать не менее 12 символов. Никому не ' +
      'сообщайте свой пароль, в том числе сотрудникам ИТ-отдела — они никогда его не спрашивают.',
    'Удалённая работа: по согласованию с руководителем сотрудники могут работать из дома до ' +
      'двух дней в неделю. Подключайтесь к внутренним системам только через VPN и блокируйте ' +
      'экран, когда отходите.',
    'Авансовые отчёты: сдавайте чеки и отчёт в бухгалтерию не позднее трёх рабочих дней после ' +
      'возвращения из командировки.',
    'Как восстановить пароль? Нажмите «Забыли пароль?» на странице входа, укажите электронную ' +
      'почту и перейдите по ссылке из письма. Ссылка действует 30 минут.',
    'Никому не сообщайте ПИН-код и коды из СМС. Сотрудники банка никогда не запрашивают их по ' +
      'телефону или в мессенджерах. Если вам звонят и просят назвать код, положите трубку и ' +
      'перезвоните по номеру на обороте карты.',
    'Потеряли карту? Сразу заблокируйте её в приложении в разделе «Карты» и закажите ' +
      'перевыпуск. Новая карта будет готова через 3–5 рабочих дней.',
    'Возврат товара: вы можете вернуть товар надлежащего качества в течение 7 дней после ' +
      'получения, если он не был в употреблении и сохранены упаковка и ярлыки. Оформите возврат в ' +
      'разделе «Мои заказы».',
    'Пользовательское соглашение (выдержка): пользователь обязуется не передавать данные для ' +
      'входа третьим лицам и не использовать сервис в противоправных целях. При нарушении условий ' +
      'доступ к аккаунту может быть ограничен после уведомления.',
    'Правила проживания в доме: соблюдайте тишину с 23:00 до 7:00. Не оставляйте детские ' +
      'коляски и велосипеды на лестничной площадке. Мусор выносите в контейнеры во дворе, ' +
      'крупногабаритный — на специальную площадку.',
    'Добро пожаловать! Заезд — с 14:00, выезд — до 12:00. Курение в квартире запрещено. Перед ' +
      'отъездом, пожалуйста, вынесите мусор, закройте окна и оставьте ключи в почтовом ящике.',
    'Борщ: сварите бульон на говядине. Добавьте нарезанный картофель, через 10 минут — ' +
      'нашинкованную капусту. Отдельно обжарьте лук, морковь и свёклу с томатной пастой и ложкой ' +
      'уксуса, переложите в кастрюлю и варите ещё 15 минут. Подавайте со сметаной и зеленью.',
    'Блины: смешайте 500 мл молока, 2 яйца, 1 ст. л. сахара и щепотку соли, постепенно добавьте ' +
      '200 г муки и 2 ст. л. масла. Жарьте на раскалённой сковороде тонким слоем с двух сторон.',
    'Коллеги, добрый день!\n' +
      '\n' +
      'Подтвердите, пожалуйста, участие в новогоднем корпоративе 27 декабря до пятницы — просто ' +
      'ответьте на это письмо. Если есть ограничения в питании, укажите их.\n' +
      '\n' +
      'С уважением,\n' +
      'Ольга',
    'Уважаемые родители!\n' +
      '\n' +
      'Экскурсия в планетарий состоится в четверг, 16 мая. Просим сдать подписанное согласие ' +
      'классному руководителю до 10 мая. Дайте детям с собой перекус и воду.\n' +
      '\n' +
      'Классный руководитель 4 «Б»',
    'Игорь, добрый день!\n' +
      '\n' +
      'Посмотрите, пожалуйста, приложенный договор и пришлите замечания до среды. Перешлите его ' +
      'также Марине — ей нужно согласовать раздел об оплате.\n' +
      '\n' +
      'Спасибо,\n' +
      'Алексей',
    'Напоминание: вы записаны к терапевту на вторник, 11 июня, в 9:40. Если не сможете прийти, ' +
      'отмените запись в приложении или по телефону регистратуры не позднее чем за сутки.',
    'Рассылка ТСЖ: в субботу, 20 апреля, в 10:00 проводим субботник во дворе. Перчатки и мешки ' +
      'выдадим. Если можете помочь, ответьте на это письмо или запишитесь у консьержа.',
    'Еженедельная планёрка\n' +
      'Когда: каждый понедельник, 10:00–10:30\n' +
      'Где: переговорная «Волга» / ссылка в приглашении\n' +
      'Обновите, пожалуйста, статусы задач до начала встречи.',
    'Сообщение в Teams от Дарьи: Привет! Скинешь презентацию со вчерашнего тренинга? Хочу ' +
      'переслать тем, кто не смог прийти. Спасибо!',
    '#общий: кофемашина на 3-м этаже сломалась, пока пользуйтесь той, что на первом. ☕',
    'Заявка № 7710 — Тема: не работает сетевой диск. Описание: при открытии ошибка «Доступ ' +
      'запрещён». Комментарий специалиста: обновлены права группы доступа. Статус: выполнено.',
    'Режим работы МФЦ: понедельник–суббота с 8:00 до 20:00, воскресенье — выходной. Для ' +
      'оформления загранпаспорта рекомендуется предварительная запись.',
    '{"город":"Новосибирск","прогноз":[{"дата":"2024-01-22","погода":"снег","макс":-14,"мин":-2' +
      '3}],"совет":"Одевайтесь теплее и будьте осторожны на скользких тротуарах."}',
    'дата;магазин;товар;количество\n' +
      '2024-02-12;Москва;Пирожок с капустой;340\n' +
      '2024-02-12;Тула;Пряник;520\n' +
      '2024-02-13;Москва;Пирожок с вишней;290',
    '2024-04-09 02:00:01 INFO backup Запуск ночного резервного копирования\n' +
      '2024-04-09 02:06:28 INFO backup Скопировано 11 402 файла (2,5 ГБ)\n' +
      '2024-04-09 02:06:29 INFO backup Завершено, код выхода 0',
    '## Установка\n' +
      '\n' +
      '```bash\n' +
      'git clone https://example.org/zametki.git\n' +
      'cd zametki\n' +
      'npm install\n' +
      '```\n' +
      '\n' +
      'Скопируйте `.env.example` в `.env` и укажите адрес базы данных. Никогда не добавляйте файл ' +
      '`.env` в репозиторий.',
  ],
  ar: [
    'نهر النيل أطول أنهار العالم وفق أغلب التقديرات، إذ يبلغ طوله نحو 6650 كيلومترًا. يتكوّن من ' +
      'رافدين رئيسيين هما النيل الأبيض والنيل الأزرق، ويلتقيان عند الخرطوم قبل أن يتجه النهر ' +
      'شمالًا ليصب في البحر المتوسط.',
    'ابن سينا (980–1037م) عالم وطبيب وفيلسوف، ألّف كتاب «القانون في الطب» الذي ظل مرجعًا ' +
      'أساسيًا في جامعات أوروبا والعالم الإسلامي لعدة قرون.',
    'الربع الخالي أكبر صحراء رملية متصلة في العالم، ويمتد عبر أجزاء من السعودية وعُمان ' +
      'والإمارات واليمن. تصل بعض كثبانه الرملية إلى ارتفاع 250 مترًا.',
    'النخيل من أقدم الأشجار التي زرعها الإنسان في شبه الجزيرة العربية وبلاد الرافدين. ويُعد ' +
      'التمر غذاءً غنيًا بالألياف والبوتاسيوم، وتشتهر مناطق مثل الأحساء والقصيم بجودة تمورها.',
    'أعلنت البلدية إغلاق شارع الجامعة جزئيًا من 1 إلى 20 يونيو لأعمال صيانة شبكة المياه. ويُنصح ' +
      'السائقون باستخدام الطرق البديلة المعلن عنها والالتزام بالإرشادات المرورية.',
    'توقعت الأرصاد الجوية موجة حارة خلال الأيام الثلاثة المقبلة، مع درجات حرارة قد تتجاوز 46 ' +
      'درجة مئوية. وتنصح الجهات الصحية بتجنب التعرض المباشر للشمس وقت الظهيرة وشرب كميات كافية من ' +
      'الماء.',
    'اختُتم معرض الكتاب الدولي أمس بمشاركة أكثر من ألف دار نشر، وسجّل عدد الزوار رقمًا قياسيًا. ' +
      'وشكرت اللجنة المنظمة المتطوعين وأعلنت موعد الدورة المقبلة.',
    'أعلنت هيئة النقل عن تعديل مواعيد قطارات المترو خلال شهر رمضان، حيث تبدأ الرحلات في الساعة ' +
      'السادسة صباحًا وتستمر حتى الثانية بعد منتصف الليل.',
    'تعليمات السلامة: افصل الجهاز عن الكهرباء قبل التنظيف. لا تغمر القاعدة في الماء. أبقِ ' +
      'الجهاز بعيدًا عن متناول الأطفال. استخدم الكابل المرفق فقط.',
    'تجاهل مؤشر التحذير إذا ومض مرة واحدة عند التشغيل؛ فهذا جزء من الفحص الذاتي المعتاد. إذا ' +
      'بقي مضاءً، أطفئ الجهاز وانتظر 30 ثانية ثم أعد تشغيله.',
    'في حالة الحريق لا تستخدم المصاعد أبدًا. اخرج عبر درج الطوارئ الأقرب وتوجّه إلى نقطة التجمع ' +
      'في موقف السيارات، ولا تعد إلى المبنى قبل الحصول على إذن من مسؤول الإخلاء.',
    'طريقة التشغيل لأول مرة:\n' +
      '1. أزل الغلاف البلاستيكي الواقي.\n' +
      '2. املأ خزان الماء حتى علامة MAX.\n' +
      '3. اضغط زر التشغيل مطولًا لمدة 3 ثوانٍ.\n' +
      '4. انتظر حتى يثبت الضوء الأخضر.',
    'انسَ الفلاتر القديمة؛ هذا الطراز يعمل بالفلتر الجديد من النوع B فقط. استبدله كل شهرين أو ' +
      'عندما يتحول المؤشر إلى اللون البرتقالي.',
    'عند شم رائحة غاز، أغلق صمام الغاز وافتح النوافذ، ولا تشغّل أو تطفئ أي مفتاح كهربائي، واخرج ' +
      'من المنزل واتصل بالطوارئ من الخارج.',
    'سياسة كلمات المرور: يجب ألا تقل كلمة المرور عن 12 حرفًا. لا تشارك كلمة المرور مع أي شخص، ' +
      'بما في ذلك قسم تقنية المعلومات الذي لن يطلبها منك أبدًا.',
    'سياسة العمل عن بُعد: يمكن للموظفين العمل من المنزل حتى يومين أسبوعيًا بعد موافقة المدير ' +
      'المباشر. استخدم الشبكة الافتراضية الخاصة (VPN) دائمًا، وأقفل الشاشة عند مغادرة مكتبك.',
    'المصروفات: يجب رفع الفواتير عبر نظام المصروفات خلال 30 يومًا من تاريخ الصرف. وتحتاج ' +
      'مصروفات الضيافة إلى موافقة مسبقة من مدير الإدارة.',
    'كيف أعيد تعيين كلمة المرور؟ اضغط على «نسيت كلمة المرور؟» في صفحة الدخول، وأدخل بريدك ' +
      'الإلكتروني، ثم اتبع الرابط الذي سيصلك. الرابط صالح لمدة 30 دقيقة.',
    'لا تشارك رمزك السري أو رمز التحقق مع أي شخص. موظفو البنك لن يطلبوا منك هذه البيانات عبر ' +
      'الهاتف أو الرسائل. إذا تلقيت اتصالًا مشبوهًا، فأغلق الخط واتصل بالرقم المدون على ظهر بطاقتك.',
    'فقدت بطاقتك؟ أوقفها فورًا من التطبيق عبر قائمة «البطاقات»، واطلب بطاقة بديلة تصلك خلال 3 ' + 'إلى 5 أيام عمل.',
    'سياسة الإرجاع: يمكنك إرجاع المنتجات غير المستخدمة خلال 14 يومًا من الاستلام بشرط أن تكون ' +
      'في عبوتها الأصلية. قدّم طلب الإرجاع من صفحة «طلباتي» وسلّم الطرد لشركة الشحن.',
    'الشروط والأحكام (مقتطف): يلتزم المستخدم بالحفاظ على سرية بيانات الدخول وعدم استخدام الخدمة ' +
      'لأغراض غير مشروعة. ويحق للشركة تعليق الحساب بعد الإخطار في حال مخالفة هذه الشروط.',
    'قواعد السكن: يُرجى الالتزام بالهدوء بعد الساعة 11 مساءً، وعدم ترك الأحذية أو الدراجات في ' +
      'الممرات، ووضع النفايات في الحاويات المخصصة في الأوقات المحددة.',
    'أهلًا بكم في الشاليه! تسجيل الوصول من الساعة 3 عصرًا، والمغادرة قبل الساعة 12 ظهرًا. يُمنع ' +
      'التدخين داخل المبنى. قبل المغادرة يُرجى إطفاء المكيفات وترك المفتاح لدى الحارس.',
    'الكبسة: حمّر قطع الدجاج مع البصل في قليل من الزيت، ثم أضف الطماطم والثوم وبهارات الكبسة ' +
      'والهيل والقرفة. اسكب الماء واتركه يغلي حتى ينضج الدجاج، ثم أخرجه وأضف الأرز المغسول إلى ' +
      'المرق واتركه على نار هادئة حتى ينضج.',
    'التبولة: افرم حزمتين من البقدونس فرمًا ناعمًا، وأضف إليهما الطماطم والبصل الأخضر المفروم ' +
      'وربع كوب من البرغل الناعم المنقوع. تبّل بعصير الليمون وزيت الزيتون والملح، وقدّمها مع ' +
      'أوراق الخس.',
    'الزملاء الكرام،\n' +
      '\n' +
      'يُرجى تأكيد حضوركم لحفل نهاية العام يوم 19 ديسمبر قبل يوم الخميس، بالرد على هذه الرسالة، ' +
      'مع ذكر أي قيود غذائية.\n' +
      '\n' +
      'مع التحية،\n' +
      'قسم الموارد البشرية',
    'أولياء الأمور الكرام،\n' +
      '\n' +
      'ستنظم المدرسة رحلة إلى متحف العلوم يوم الأربعاء 15 مايو. نرجو تسليم استمارة الموافقة ' +
      'موقّعة إلى معلم الصف قبل 8 مايو، وتزويد الأبناء بوجبة خفيفة وماء.\n' +
      '\n' +
      'إدارة المدرسة',
    'الأستاذ خالد المحترم،\n' +
      '\n' +
      'أرجو مراجعة مسودة العقد المرفقة وإرسال ملاحظاتكم قبل يوم الأربعاء، مع إعادة توجيهها إلى ' +
      'الأستاذة سارة لاعتماد بند الدفع.\n' +
      '\n' +
      'مع الشكر،\n' +
      'يوسف',
    'تذكير: لديك موعد في عيادة الأسنان يوم الثلاثاء 11 يونيو الساعة 4:30 عصرًا. في حال تعذر ' +
      'الحضور، يُرجى الإلغاء قبل 24 ساعة على الأقل.',
    'نشرة جمعية الحي: ينظّم الحي سوقًا خيرية يوم السبت 8 يونيو. إذا أردت حجز طاولة فسجّل قبل 31 ' +
      'مايو. نبحث أيضًا عن متطوعين للتجهيز صباحًا؛ ردّ على هذه الرسالة إن كنت متاحًا.',
    'الاجتماع الأسبوعي للفريق\n' +
      'الموعد: كل يوم أحد من 10:00 إلى 10:30\n' +
      'المكان: قاعة الاجتماعات 2 / الرابط في الدعوة\n' +
      'يُرجى تحديث حالة المهام قبل الاجتماع.',
    'رسالة في Teams من ريم: مرحبًا! هل يمكنك إرسال عرض ورشة الأمس؟ أريد مشاركته مع الزملاء ' + 'الذين لم يحضروا. شكرًا!',
    '#عام: آلة القهوة في الطابق الثالث معطلة، استخدموا آلة الطابق الأرضي حتى وصول الفني. ☕',
    'تذكرة رقم 3390 — الموضوع: الطابعة لا تطبع. الوصف: ورق عالق في الدرج الثاني. ملاحظة الفني: ' +
      'أُزيل الورق ونُظّفت البكرات. الحالة: مغلقة.',
    'مواعيد العمل: مركز خدمة العملاء مفتوح من الأحد إلى الخميس من 8 صباحًا إلى 4 عصرًا. يمكن ' +
      'حجز موعد مسبق عبر الموقع الإلكتروني.',
    '{"المدينة":"الدوحة","التوقعات":[{"التاريخ":"2024-07-12","الطقس":"مشمس","العظمى":44,"الصغرى' +
      '":33}],"نصيحة":"تجنب الأنشطة الخارجية وقت الظهيرة واشرب الماء بانتظام."}',
    'التاريخ,الفرع,المنتج,الكمية\n' +
      '2024-03-10,جدة,معمول بالتمر,420\n' +
      '2024-03-10,الرياض,معمول بالتمر,560\n' +
      '2024-03-11,جدة,كعك بالسمسم,300',
    '2024-05-21 02:00:01 INFO backup بدء النسخ الاحتياطي الليلي\n' +
      '2024-05-21 02:05:33 INFO backup تم نسخ 8,640 ملفًا (1.8 GB)\n' +
      '2024-05-21 02:05:34 INFO backup اكتمل، رمز الخروج 0',
    '## التثبيت\n' +
      '\n' +
      '```bash\n' +
      'git clone https://example.org/mudakkira.git\n' +
      'cd mudakkira\n' +
      'npm install\n' +
      '```\n' +
      '\n' +
      'انسخ ملف `.env.example` إلى `.env` وأدخل عنوان قاعدة البيانات. لا ترفع ملف `.env` إلى ' +
      'المستودع أبدًا.',
  ],
  hi: [
    'ताजमहल आगरा में यमुना नदी के किनारे स्थित एक सफ़ेद संगमरमर का मक़बरा है। इसे मुग़ल बादशाह ' +
      'शाहजहाँ ने अपनी पत्नी मुमताज़ महल की याद में बनवाया था। इसका निर्माण लगभग 1632 में शुरू ' +
      'हुआ और 1983 में इसे यूनेस्को विश्व धरोहर घोषित किया गया।',
    'गंगा भारत की सबसे पवित्र मानी जाने वाली नदी है, जो उत्तराखंड के गंगोत्री ग्लेशियर से ' +
      'निकलती है और लगभग 2,500 किलोमीटर बहकर बंगाल की खाड़ी में मिलती है।',
    "आर्यभट (476–550 ई.) प्राचीन भारत के महान गणितज्ञ और खगोलशास्त्री थे। उनकी रचना 'आर्यभटीय' " +
      'में पाई का सन्निकट मान और पृथ्वी के अपनी धुरी पर घूमने का विचार मिलता है।',
    'मानसून भारत में जून से सितंबर तक होने वाली वर्षा ऋतु है। देश की लगभग 70% वार्षिक वर्षा इसी ' +
      'दौरान होती है, इसलिए खेती और जल आपूर्ति के लिए यह बेहद अहम है।',
    'नगर निगम ने सूचना दी है कि 1 से 15 जुलाई तक स्टेशन रोड पर पाइपलाइन मरम्मत के कारण यातायात ' +
      'आंशिक रूप से बंद रहेगा। नागरिकों से अनुरोध है कि वैकल्पिक मार्गों का उपयोग करें।',
    'मौसम विभाग ने अगले 48 घंटों के लिए भारी बारिश का ऑरेंज अलर्ट जारी किया है। लोगों को निचले ' +
      'इलाकों और नदी-नालों से दूर रहने तथा अनावश्यक यात्रा से बचने की सलाह दी गई है।',
    'शहर के पुस्तक मेले में इस बार दो लाख से अधिक लोग पहुँचे। आयोजकों ने स्वयंसेवकों का धन्यवाद ' +
      'किया और बताया कि अगला मेला जनवरी में लगेगा।',
    'रेलवे ने सूचना दी है कि कोहरे के कारण उत्तर भारत की कई ट्रेनें देरी से चल रही हैं। यात्री ' +
      'स्टेशन जाने से पहले अपनी ट्रेन की स्थिति ऑनलाइन जाँच लें।',
    'सुरक्षा निर्देश: सफ़ाई से पहले प्लग निकाल दें। उपकरण को पानी में न डुबोएँ। इसे बच्चों की ' +
      'पहुँच से दूर रखें। केवल साथ दिए गए तार का ही उपयोग करें।',
    'चालू करते समय अगर चेतावनी लाइट एक बार झपके तो उसे नज़रअंदाज़ करें; यह सामान्य स्व-परीक्षण ' +
      'है। अगर लाइट लगातार जलती रहे, तो उपकरण बंद करें, 30 सेकंड रुकें और फिर से चालू करें।',
    'आग लगने पर लिफ़्ट का इस्तेमाल कभी न करें। नज़दीकी आपातकालीन सीढ़ियों से बाहर निकलें और ' +
      'पार्किंग में तय जगह पर इकट्ठा हों। अनुमति मिलने तक इमारत में वापस न जाएँ।',
    'पहली बार उपयोग से पहले:\n' +
      '1. सुरक्षा फ़िल्म हटाएँ।\n' +
      '2. पानी की टंकी MAX निशान तक भरें।\n' +
      '3. पावर बटन 3 सेकंड तक दबाए रखें।\n' +
      '4. हरी लाइट स्थिर होने पर उपयोग शुरू करें।',
    'पुराने फ़िल्टर भूल जाइए; यह मॉडल केवल नए टाइप-B फ़िल्टर के साथ चलता है। हर दो महीने में या ' + 'संकेतक नारंगी होने पर फ़िल्टर बदलें।',
    'एलपीजी गैस की गंध आए तो तुरंत रेगुलेटर बंद करें, खिड़कियाँ-दरवाज़े खोलें, कोई बिजली का ' +
      'स्विच न चलाएँ और घर से बाहर जाकर गैस एजेंसी की आपातकालीन हेल्पलाइन पर संपर्क करें।',
    'पासवर्ड नीति: पासवर्ड कम से कम 12 अक्षरों का होना चाहिए। अपना पासवर्ड किसी को न बताएँ, ' +
      'आईटी विभाग को भी नहीं — वे कभी आपका पासवर्ड नहीं माँगेंगे।',
    'घर से काम की नीति: प्रबंधक की मंज़ूरी से कर्मचारी सप्ताह में दो दिन तक घर से काम कर सकते ' +
      'हैं। आंतरिक सिस्टम के लिए हमेशा VPN का उपयोग करें और सीट छोड़ते समय स्क्रीन लॉक करें।',
    'यात्रा व्यय: यात्रा समाप्त होने के 30 दिनों के भीतर सभी बिल व्यय पोर्टल पर जमा करें। होटल ' +
      'की अधिकतम सीमा शहर की श्रेणी के अनुसार तय है।',
    'पासवर्ड कैसे रीसेट करें? लॉगिन पेज पर "पासवर्ड भूल गए?" पर क्लिक करें, अपना पंजीकृत ईमेल ' +
      'या मोबाइल नंबर डालें और आए हुए लिंक या OTP से नया पासवर्ड बनाएँ।',
    'अपना ATM पिन और OTP किसी के साथ साझा न करें। बैंक कर्मचारी फ़ोन, SMS या व्हाट्सऐप पर कभी ' +
      'ये जानकारी नहीं माँगते। संदेह हो तो फ़ोन काटें और कार्ड के पीछे लिखे नंबर पर कॉल करें।',
    'कार्ड खो गया? ऐप में "कार्ड" सेक्शन में जाकर तुरंत ब्लॉक करें और नया कार्ड मँगवाएँ। नया ' +
      'कार्ड 5–7 कार्यदिवसों में आपके पते पर पहुँचेगा।',
    'वापसी नीति: डिलीवरी के 10 दिनों के भीतर बिना इस्तेमाल किया सामान मूल पैकिंग में लौटाया जा ' +
      'सकता है। "मेरे ऑर्डर" में जाकर रिटर्न का अनुरोध करें; कूरियर सामान लेने आएगा।',
    'उपयोग की शर्तें (अंश): उपयोगकर्ता अपने लॉगिन विवरण को गोपनीय रखने के लिए ज़िम्मेदार है और ' +
      'सेवा का किसी अवैध काम के लिए उपयोग नहीं करेगा। शर्तों के उल्लंघन पर सूचना देकर खाता ' +
      'निलंबित किया जा सकता है।',
    'सोसाइटी के नियम: रात 10 बजे के बाद तेज़ आवाज़ में संगीत न बजाएँ। गीला और सूखा कचरा अलग-अलग ' +
      'डिब्बों में डालें। आगंतुकों के वाहन केवल निर्धारित पार्किंग में खड़े करें।',
    'होमस्टे में आपका स्वागत है! चेक-इन दोपहर 12 बजे के बाद और चेक-आउट सुबह 11 बजे तक है। कमरे ' +
      'में धूम्रपान वर्जित है। जाते समय पंखे और लाइट बंद कर दें और चाबी रिसेप्शन पर लौटा दें।',
    'पोहा: एक कप पोहा धोकर छान लें। कड़ाही में तेल गरम करके राई, करी पत्ता, हरी मिर्च और कटा ' +
      'प्याज़ डालें। हल्दी और मूँगफली डालकर भूनें, फिर पोहा, नमक और थोड़ी चीनी मिलाएँ। ऊपर से ' +
      'नींबू और धनिया डालकर परोसें।',
    'मसाला चाय: एक कप पानी में कुटी अदरक, दो इलायची और थोड़ी दालचीनी डालकर उबालें। चाय पत्ती ' +
      'डालें, फिर एक कप दूध और स्वादानुसार चीनी मिलाकर दो-तीन मिनट और उबालें, छानकर परोसें।',
    'सभी साथियों को नमस्कार,\n' +
      '\n' +
      'कृपया शुक्रवार तक इस ईमेल का जवाब देकर बताएँ कि आप 20 दिसंबर के वार्षिक समारोह में आ रहे ' +
      'हैं या नहीं। अगर खाने में कोई परहेज़ है तो वह भी लिखें।\n' +
      '\n' +
      'धन्यवाद,\n' +
      'प्रिया',
    'आदरणीय अभिभावकगण,\n' +
      '\n' +
      'कक्षा 5 का शैक्षिक भ्रमण 16 मई को विज्ञान केंद्र में होगा। कृपया हस्ताक्षरित अनुमति पत्र 9 ' +
      'मई तक कक्षा अध्यापक को जमा करें और बच्चों को टिफ़िन व पानी की बोतल के साथ भेजें।\n' +
      '\n' +
      'विद्यालय प्रशासन',
    'नमस्ते अमित जी,\n' +
      '\n' +
      'संलग्न कोटेशन देखकर बुधवार तक अपनी टिप्पणियाँ भेज दीजिए। कृपया इसे नेहा जी को भी फ़ॉरवर्ड ' +
      'कर दें, उन्हें डिलीवरी वाला हिस्सा मंज़ूर करना है।\n' +
      '\n' +
      'धन्यवाद,\n' +
      'राहुल',
    'अनुस्मारक: आपका अपॉइंटमेंट डॉ. मेहता के साथ मंगलवार, 11 जून को सुबह 10:30 बजे है। यदि आप ' +
      'नहीं आ सकते, तो कृपया कम से कम 24 घंटे पहले सूचित करें।',
    'रेज़िडेंट्स वेलफ़ेयर एसोसिएशन का समाचार पत्र: रविवार सुबह 8 बजे पार्क में सफ़ाई अभियान ' +
      'होगा। दस्ताने और थैले दिए जाएँगे। जो लोग मदद कर सकते हैं, वे इस संदेश का जवाब देकर नाम लिखवाएँ।',
    'साप्ताहिक टीम मीटिंग\n' +
      'कब: हर सोमवार, सुबह 10:00–10:30\n' +
      'कहाँ: कॉन्फ़्रेंस रूम 2 / आमंत्रण में दिया गया लिंक\n' +
      'कृपया मीटिंग से पहले अपने काम की स्थिति अपडेट कर दें।',
    'Teams पर संदेश (अंकिता): नमस्ते! कल की ट्रेनिंग की स्लाइड्स भेज देंगे? जो लोग नहीं आ पाए, ' + 'उन्हें भेजनी हैं। धन्यवाद!',
    '#सामान्य: तीसरी मंज़िल की कॉफ़ी मशीन ख़राब है, तकनीशियन आने तक भूतल वाली मशीन का उपयोग करें। ☕',
    'टिकट संख्या 2207 — विषय: लैपटॉप ऑफ़िस वाई-फ़ाई से नहीं जुड़ रहा। समाधान: डिवाइस प्रमाणपत्र ' +
      'नवीनीकृत किया गया, उपयोगकर्ता ने पुष्टि की। स्थिति: बंद।',
    'कार्यालय समय: पासपोर्ट सेवा केंद्र सोमवार से शुक्रवार सुबह 9 बजे से शाम 5 बजे तक खुला रहता ' +
      'है। आवेदन के लिए ऑनलाइन अपॉइंटमेंट लेना ज़रूरी है।',
    '{"शहर":"दिल्ली","पूर्वानुमान":[{"तारीख":"2024-12-20","मौसम":"घना ' +
      'कोहरा","अधिकतम":18,"न्यूनतम":6}],"सलाह":"गाड़ी धीमी चलाएँ और फ़ॉग लाइट का उपयोग करें।"}',
    'तारीख,शाखा,उत्पाद,मात्रा\n' +
      '2024-10-28,लखनऊ,लड्डू (किलो),120\n' +
      '2024-10-28,कानपुर,लड्डू (किलो),95\n' +
      '2024-10-29,लखनऊ,काजू कतली (किलो),60',
    '2024-06-18 02:00:01 INFO backup रात्रिकालीन बैकअप शुरू\n' +
      '2024-06-18 02:04:55 INFO backup 7,215 फ़ाइलें कॉपी की गईं (1.3 GB)\n' +
      '2024-06-18 02:04:56 INFO backup पूरा हुआ, exit code 0',
    '## इंस्टॉलेशन\n' +
      '\n' +
      '```bash\n' +
      'git clone https://example.org/notes-hi.git\n' +
      'cd notes-hi\n' +
      'npm install\n' +
      '```\n' +
      '\n' +
      '`.env.example` को `.env` में कॉपी करें और डेटाबेस का URL भरें। `.env` फ़ाइल को कभी भी ' +
      'रिपॉज़िटरी में कमिट न करें।',
  ],
  nl: [
    'De Afsluitdijk is een ruim 32 kilometer lange dijk die sinds 1932 de Waddenzee scheidt van ' +
      'het IJsselmeer. Hij beschermt een groot deel van Nederland tegen overstromingen en ' +
      'verbindt Noord-Holland met Friesland.',
    'Vincent van Gogh (1853-1890) was een Nederlandse schilder die in ongeveer tien jaar meer ' +
      'dan 850 schilderijen maakte. Tijdens zijn leven verkocht hij er vrijwel geen; tegenwoordig ' +
      "behoren werken als 'De sterrennacht' en 'Zonnebloemen' tot de bekendste ter wereld.",
    'De Keukenhof in Lisse is een van de grootste bloementuinen ter wereld. Elk voorjaar ' +
      'bloeien er ongeveer zeven miljoen bloembollen, waaronder honderden soorten tulpen. Het ' +
      'park is slechts acht weken per jaar open.',
    'Het Atomium in Brussel werd gebouwd voor de Wereldtentoonstelling van 1958. Het stelt een ' +
      'ijzerkristal voor dat 165 miljard keer is vergroot en bestaat uit negen bollen die met ' +
      'buizen zijn verbonden.',
    'De gemeente meldt dat de Stationsstraat van 3 tot en met 21 juni is afgesloten voor ' +
      'autoverkeer vanwege rioleringswerkzaamheden. Fietsers en voetgangers kunnen er wel langs. ' +
      'Buslijn 6 rijdt via de Ringweg.',
    'Het KNMI heeft code oranje afgegeven voor zware windstoten in de kustprovincies. Reizigers ' +
      'wordt aangeraden om onnodige reizen uit te stellen en losse spullen in de tuin vast te zetten.',
    'Het jaarlijkse bevrijdingsfestival trok dit jaar meer dan 100.000 bezoekers. De ' +
      'organisatie bedankt de vrijwilligers en maakt volgend voorjaar de eerste namen voor de ' +
      'nieuwe editie bekend.',
    'NS meldt dat er dit weekend geen treinen rijden tussen Utrecht en Arnhem wegens ' +
      'werkzaamheden aan het spoor. Er rijden stopbussen en snelbussen. Houd rekening met een ' +
      'langere reistijd en plan je reis vooraf.',
    'VEILIGHEIDSINSTRUCTIES: Haal de stekker uit het stopcontact voordat u het apparaat ' +
      'schoonmaakt. Dompel het voetstuk nooit onder in water. Houd het apparaat buiten bereik van ' +
      'kinderen. Gebruik alleen het meegeleverde snoer.',
    'Negeer het waarschuwingslampje als het bij het opstarten één keer knippert; dat is de ' +
      'normale zelftest. Blijft het branden, zet het apparaat dan uit, wacht 30 seconden en zet ' +
      'het weer aan.',
    'Gebruik bij brand nooit de lift. Verlaat het gebouw via het dichtstbijzijnde trappenhuis ' +
      "en ga naar de verzamelplaats op het parkeerterrein. Ga pas weer naar binnen als de BHV'er " +
      'toestemming geeft.',
    'Eerste gebruik:\n' +
      '1. Verwijder de beschermfolie.\n' +
      '2. Vul het waterreservoir tot de MAX-streep.\n' +
      '3. Houd de aan/uit-knop 3 seconden ingedrukt.\n' +
      '4. Wacht tot het groene lampje continu brandt.',
    'Vergeet de oude filterpatronen; dit model werkt alleen met het nieuwe type-B-filter. ' +
      'Vervang het filter elke twee maanden of zodra het lampje oranje wordt.',
    'Koolmonoxidemelder: gaat het alarm af, open dan ramen en deuren, zet ' +
      'verbrandingstoestellen uit als dat veilig kan en verlaat de woning. Bel 112 vanuit buiten ' +
      'en ga niet terug naar binnen voordat de oorzaak is gevonden.',
    'Wachtwoordbeleid: je wachtwoord moet minstens 14 tekens lang zijn. Deel het met niemand, ' +
      'ook niet met de IT-afdeling – die vraagt er nooit om. Gebruik de wachtwoordmanager van het ' +
      'bedrijf.',
    'Thuiswerkbeleid: medewerkers mogen in overleg met hun leidinggevende maximaal drie dagen ' +
      'per week thuiswerken. Gebruik altijd de VPN en vergrendel je scherm als je even wegloopt.',
    'Declaraties: dien bonnetjes binnen 30 dagen in via de declaratie-app. Zakelijke lunches ' +
      'worden vergoed tot € 25 per persoon, exclusief alcohol.',
    "Hoe stel ik mijn wachtwoord opnieuw in? Klik op de inlogpagina op 'Wachtwoord vergeten?', " +
      'vul je e-mailadres in en volg de link in de e-mail. De link is 30 minuten geldig. Kijk ook ' +
      'even in je spamfolder.',
    'Deel je pincode nooit met iemand. Onze medewerkers vragen nooit om je pincode of ' +
      'inlogcodes, niet via de telefoon, e-mail of WhatsApp. Twijfel je? Hang op en bel het ' +
      'nummer op de achterkant van je pas.',
    "Pas kwijt? Blokkeer je pas direct in de app onder 'Passen' of bel de blokkeerlijn. Je " +
      'nieuwe pas wordt binnen vijf werkdagen thuisbezorgd.',
    "Retourneren: je hebt 14 dagen bedenktijd na ontvangst. Meld je retour aan via 'Mijn " +
      "bestellingen', print het retourlabel en lever het pakket in bij een afhaalpunt.",
    'Algemene voorwaarden (uittreksel): de gebruiker is verantwoordelijk voor het geheimhouden ' +
      'van zijn inloggegevens. Bij overtreding van deze voorwaarden kan het account na ' +
      'kennisgeving worden opgeschort.',
    'Huisregels van het complex: zet fietsen in de fietsenstalling en niet in de gang. Houd het ' +
      'rustig tussen 22.00 en 07.00 uur. Grofvuil kun je gratis laten ophalen via de gemeente.',
    'Welkom in ons vakantiehuisje! Inchecken vanaf 15.00 uur, uitchecken vóór 10.00 uur. Roken ' +
      'is binnen niet toegestaan. Zet bij vertrek de verwarming laag en leg de sleutel terug in ' +
      'het sleutelkastje.',
    'Erwtensoep: laat 500 g spliterwten met 2 liter water, een varkenspoot of rookworst en een ' +
      'stuk speklap 1 uur zachtjes koken. Voeg prei, wortel, knolselderij en aardappel toe en ' +
      'kook nog 45 minuten. De soep is het lekkerst als hij een dag heeft gestaan.',
    'Poffertjes: meng 250 g boekweitmeel en 250 g bloem met 7 g gedroogde gist, een snufje ' +
      'zout, 2 eieren en 500 ml lauwe melk. Laat een uur rijzen. Bak kleine hoopjes in een ' +
      'ingevette poffertjespan en bestuif met poedersuiker.',
    'Hoi allemaal,\n' +
      '\n' +
      'Willen jullie vóór vrijdag laten weten of je komt naar het teamuitje op 14 juni? Antwoord ' +
      'gewoon op deze mail en vermeld eventuele dieetwensen.\n' +
      '\n' +
      'Groetjes,\n' +
      'Sanne',
    'Beste ouders en verzorgers,\n' +
      '\n' +
      'Op dinsdag 21 mei gaan de groepen 5 en 6 naar het Rijksmuseum. Lever het ondertekende ' +
      'toestemmingsformulier uiterlijk 14 mei in bij de leerkracht. Geef uw kind een lunchpakket ' +
      'en een regenjas mee.\n' +
      '\n' +
      'Met vriendelijke groet,\n' +
      'Het team van De Regenboog',
    'Hoi Daan,\n' +
      '\n' +
      'Kun je de offerte in de bijlage doornemen en me vóór woensdag je opmerkingen sturen? Stuur ' +
      'hem ook even door naar Fleur, zij moet het logistieke deel goedkeuren.\n' +
      '\n' +
      'Bedankt!\n' +
      'Joost',
    'Herinnering: u heeft een afspraak bij de tandarts op donderdag 6 juni om 14.20 uur. Kunt u ' +
      'niet komen? Zeg de afspraak dan minimaal 24 uur van tevoren af.',
    'Nieuwsbrief van de buurtvereniging: op zaterdag 15 juni houden we een rommelmarkt op het ' +
      'pleintje. Schrijf je vóór 1 juni in voor een kraam. We zoeken ook vrijwilligers voor de ' +
      'opbouw om 8.00 uur – reageer op deze mail als je kunt helpen.',
    'Wekelijks teamoverleg\n' +
      'Wanneer: elke maandag, 09.30–10.00 uur\n' +
      "Waar: vergaderzaal 'De Waal' / link in de uitnodiging\n" +
      'Werk vooraf je taken bij op het bord.',
    'Teams-bericht van Bram: Hoi! Kun je me de slides van de training van gisteren sturen? Dan ' +
      "deel ik ze met de collega's die er niet bij waren. Thanks!",
    '#algemeen: het koffieapparaat op de 3e verdieping is stuk. Gebruik tot de monteur er is ' +
      'even die op de begane grond. ☕',
    'Ticket #6104 — Onderwerp: printer op de 2e verdieping print niet. Notitie monteur: ' +
      'papierstoring verholpen, rollen gereinigd. Status: opgelost.',
    'Openingstijden gemeentehuis: maandag t/m vrijdag 08.30–16.30 uur, donderdagavond ook ' +
      '18.00–20.00 uur. Voor een paspoort of rijbewijs maakt u eerst online een afspraak.',
    '{"stad":"Rotterdam","verwachting":[{"datum":"2024-10-14","weer":"regen en ' +
      'wind","max":14,"min":9}],"advies":"Neem een regenjas mee en pas op voor takken op het ' +
      'fietspad."}',
    'datum;winkel;product;aantal\n' +
      '2024-04-08;Utrecht;Stroopwafels;410\n' +
      '2024-04-08;Leiden;Stroopwafels;275\n' +
      '2024-04-09;Utrecht;Appeltaart (punt);190',
    '2024-03-26 02:00:01 INFO backup Nachtelijke back-up gestart\n' +
      '2024-03-26 02:05:09 INFO backup 9.018 bestanden gekopieerd (1,7 GB)\n' +
      '2024-03-26 02:05:10 INFO backup Klaar, exitcode 0',
    '## Installatie\n' +
      '\n' +
      '```bash\n' +
      'git clone https://example.org/notities.git\n' +
      'cd notities\n' +
      'npm install\n' +
      '```\n' +
      '\n' +
      'Kopieer `.env.example` naar `.env` en vul de URL van de database in. Commit het bestand ' +
      '`.env` nooit naar de repository.',
  ],
};
