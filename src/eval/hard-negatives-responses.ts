// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the answers quote literal shell and JavaScript text
/**
 * Benign assistant answers written for Parapet (not taken from any corpus or data set) in thirteen languages, as a
 * chat model would write them: science and history explanations, recipes, travel plans, code and shell help (killing
 * a process, `rm -rf` on a build folder, firewall rules, debugging), maths, writing help including dark but harmless
 * fiction, health information given responsibly (label dosing, overdose signs with "call emergency services",
 * crisis-line suggestions), security education for defenders, general legal and financial information,
 * acknowledgements of user preferences, polite refusals with safe redirections, weapons in sport, hunting and
 * history, and drug-policy facts. They exist because the `learned.harmful-response` head's only benign outputs were
 * mostly refusals, so it learned that any helpful, compliant answer ("Sure! Here's…", "Step 1") is harmful. These
 * teach it otherwise; they are the project's own data (Apache-2.0, like the project). Names, addresses and accounts are fictional.
 */
export const RESPONSE_HARD_NEGATIVES: Readonly<Record<string, readonly string[]>> = {
  en: [
    'Photosynthesis is how plants turn light into food. In the chloroplasts, chlorophyll ' +
      'absorbs mostly red and blue light and uses that energy to split water molecules, releasing ' +
      'oxygen. The energy captured is then used in the Calvin cycle to fix carbon dioxide from ' +
      'the air into sugars like glucose. In short: carbon dioxide + water + light → glucose + oxygen.',
    'Sure! The sky looks blue because of Rayleigh scattering. Sunlight contains all colours, ' +
      'but air molecules scatter shorter wavelengths (blue and violet) much more strongly than ' +
      'longer ones (red and orange). Our eyes are more sensitive to blue than violet, and some ' +
      'violet is absorbed high in the atmosphere, so the scattered light we see overhead is ' +
      'mostly blue. At sunset the light travels through more air, so most of the blue is ' +
      'scattered away and the reds and oranges remain.',
    "Here's a simple way to think about it: a black hole is a region where so much mass is " +
      'packed into a small space that its gravity stops anything, even light, from escaping once ' +
      'it crosses the event horizon. They usually form when a very massive star runs out of fuel ' +
      "and its core collapses. We can't see them directly, but we detect them from the way they " +
      'pull on nearby stars and from the hot, glowing gas swirling around them.',
    'Of course. Vaccines work by showing your immune system a harmless piece or version of a ' +
      'germ — for example a protein from its surface, or instructions for making that protein. ' +
      'Your body responds by making antibodies and memory cells. If you later meet the real ' +
      'pathogen, those memory cells recognise it quickly and mount a faster, stronger defence, so ' +
      "you're less likely to get seriously ill.",
    "The seasons are caused by Earth's axial tilt of about 23.5°, not by our distance from the " +
      'Sun. When your hemisphere is tilted towards the Sun, sunlight hits the ground more ' +
      "directly and days are longer, so it's summer. Six months later the same hemisphere tilts " +
      'away, sunlight arrives at a shallower angle, days are shorter, and you get winter. In ' +
      'fact, Earth is closest to the Sun in early January — during northern winter.',
    "Great question! Here's the short version of how a lithium-ion battery works:\n" +
      '\n' +
      '1. **Charging:** lithium ions move from the cathode (often a metal oxide) through the ' +
      'electrolyte and settle between layers of graphite in the anode.\n' +
      '2. **Discharging:** the ions travel back to the cathode, while electrons flow through your ' +
      "device's circuit — that flow is the current that powers it.\n" +
      '3. **Ageing:** every cycle causes small side reactions that trap some lithium, which is ' +
      'why capacity slowly drops over the years.',
    "Plate tectonics is the idea that Earth's outer shell is broken into large plates that " +
      'slowly move on the hotter, softer mantle beneath them — a few centimetres a year, about as ' +
      'fast as your fingernails grow. Where plates pull apart you get mid-ocean ridges; where ' +
      'they collide you get mountain ranges like the Himalayas or subduction zones with deep ' +
      'trenches and volcanoes; and where they slide past each other you get faults like the San ' +
      'Andreas.',
    'Sure. DNA is a long molecule made of two strands twisted into a double helix. Each strand ' +
      'is a chain of four bases — A, T, C and G — and A always pairs with T while C pairs with G. ' +
      'The order of those bases is the code: a gene is a stretch of DNA whose sequence the cell ' +
      'reads (via RNA) to build a specific protein.',
    "Tides happen mainly because the Moon's gravity pulls slightly harder on the side of Earth " +
      'facing it than on the far side. That difference stretches the oceans into two bulges, one ' +
      'towards the Moon and one away from it. As Earth rotates through those bulges, most coasts ' +
      'get two high tides and two low tides each day. The Sun adds a smaller effect: when Sun and ' +
      'Moon line up you get bigger "spring" tides, and when they\'re at right angles you get ' +
      'smaller "neap" tides.',
    "Here's a quick comparison of weather and climate:\n" +
      '\n' +
      '| | Weather | Climate |\n' +
      '|---|---|---|\n' +
      '| Time scale | Hours to days | Decades (usually 30-year averages) |\n' +
      '| Question it answers | "Do I need an umbrella today?" | "How wet are Augusts here, ' +
      'typically?" |\n' +
      '| Example | A heatwave next week | A rising trend in average summer temperature |\n' +
      '\n' +
      "So one cold winter doesn't disprove a warming climate, just as one hot day doesn't prove it.",
    'Antibiotics kill bacteria or stop them from multiplying, but they do nothing against ' +
      "viruses, which is why they won't help with a cold or the flu. Resistance develops because, " +
      'whenever antibiotics are used, any bacteria that happen to survive pass on their ' +
      'resistance genes. Taking the full course as prescribed and not using antibiotics when they ' +
      "aren't needed both help slow that process.",
    'Absolutely. Sound is a pressure wave: a vibrating object pushes on the air molecules next ' +
      'to it, which push on their neighbours, and so on. It travels at about 343 m/s in air at ' +
      'room temperature, faster in water (about 1,480 m/s) and faster still in steel. Pitch ' +
      'depends on the frequency of the vibration, and loudness on its amplitude.',
    'Why does ice float? Because water is unusual: when it freezes, hydrogen bonds lock the ' +
      'molecules into an open hexagonal lattice that takes up about 9% more space than liquid ' +
      'water. Being less dense, ice floats. That matters a lot for life — lakes freeze from the ' +
      'top down, and the ice layer insulates the water below so fish can survive the winter.',
    "Sure! Mitochondria are often called the cell's power plants. They take in nutrients such " +
      'as glucose and fatty acids and, using oxygen, turn them into ATP, the molecule cells use ' +
      'as an energy currency. Interestingly, they have their own small circle of DNA, which is ' +
      'strong evidence that they were once free-living bacteria that ended up living inside an ' +
      'ancestral cell.',
    "The Roman Empire didn't fall in a single day; historians usually point to a mix of causes. " +
      'In the West these included political instability (dozens of emperors in the third ' +
      'century), heavy military spending, economic strain and debased currency, and pressure from ' +
      'migrating peoples such as the Goths and Vandals. The Western Empire is conventionally said ' +
      'to end in 476 CE, when Odoacer deposed Romulus Augustulus, while the Eastern (Byzantine) ' +
      'Empire lasted until 1453.',
    "Here's a brief timeline of the French Revolution:\n" +
      '\n' +
      '- **1789:** Estates-General meets; storming of the Bastille (14 July); Declaration of the ' +
      'Rights of Man.\n' +
      "- **1791:** Louis XVI's failed flight to Varennes.\n" +
      '- **1792:** Monarchy abolished; the First Republic is declared.\n' +
      '- **1793–94:** The Terror under the Committee of Public Safety; Robespierre is executed in ' +
      'July 1794.\n' +
      '- **1799:** Napoleon Bonaparte seizes power in the coup of 18 Brumaire.',
    'The printing press, developed by Johannes Gutenberg around 1450 in Mainz, combined movable ' +
      'metal type, an oil-based ink and a press adapted from wine and paper making. Books became ' +
      'far cheaper and faster to produce, which helped spread literacy, scientific ideas and the ' +
      'Reformation across Europe within a few decades.',
    'Of course. The Cold War (roughly 1947–1991) was a long rivalry between the United States ' +
      'and the Soviet Union and their allies. It was "cold" because the two superpowers never ' +
      'fought each other directly; instead they competed through an arms race, the space race, ' +
      'economic aid, propaganda and proxy wars in places like Korea, Vietnam and Afghanistan. It ' +
      'ended with the collapse of the Soviet Union in 1991.',
    'The Black Death was a pandemic of bubonic plague, caused by the bacterium *Yersinia ' +
      'pestis*, that swept through Europe between 1347 and 1351. It likely killed a third or more ' +
      "of Europe's population. Besides the human tragedy, it had lasting effects: labour " +
      'shortages pushed up wages, weakened the feudal system and changed attitudes towards the ' +
      'Church and medicine.',
    "Sure — the Silk Road wasn't a single road but a network of trade routes linking China with " +
      'Central Asia, Persia, the Middle East and the Mediterranean from around the 2nd century ' +
      'BCE. Silk, spices, paper, glassware and horses moved along it, but so did religions ' +
      '(Buddhism, Islam), technologies and, unfortunately, diseases.',
    'The Magna Carta was sealed by King John of England in 1215 after a rebellion by his ' +
      'barons. Most of its clauses dealt with feudal grievances, and it was quickly annulled, but ' +
      'later reissues became part of English law. Its lasting legacy is the principle that the ' +
      'ruler is also subject to the law — for example, the clause that no free man may be ' +
      'imprisoned except by lawful judgement of his peers.',
    "Here's a short answer: the Industrial Revolution began in Britain in the late 18th century " +
      'thanks to a combination of factors — abundant coal and iron, a growing population, capital ' +
      "from trade, a relatively stable government, and inventions such as Watt's improved steam " +
      'engine and mechanised textile machines. It spread to Belgium, France, Germany and the ' +
      'United States during the 19th century.',
    'The Apollo 11 mission launched on 16 July 1969. On 20 July, Neil Armstrong and Buzz Aldrin ' +
      'landed the lunar module *Eagle* in the Sea of Tranquillity while Michael Collins orbited ' +
      'in the command module *Columbia*. They spent about two and a half hours walking on the ' +
      'surface, collected 21.5 kg of samples and returned safely to Earth on 24 July.',
    "Hammurabi's Code, from Babylon around 1754 BCE, is one of the earliest written law codes " +
      'we have. It contains 282 laws carved on a stone stele, covering trade, property, family ' +
      'and punishments. It\'s famous for the "eye for an eye" principle, although penalties also ' +
      'depended on the social status of the people involved.',
    'Sure! The Meiji Restoration of 1868 returned power from the Tokugawa shogunate to the ' +
      'emperor and launched rapid modernisation in Japan. Within a few decades the country ' +
      'abolished the samurai class, built railways and factories, created a conscript army and ' +
      'adopted a constitution (1889), becoming an industrial power by the early 20th century.',
    "Here's an easy weeknight tomato pasta for two:\n" +
      '\n' +
      '**Ingredients:** 200 g spaghetti, 2 tbsp olive oil, 2 garlic cloves (sliced), 1 can (400 ' +
      'g) chopped tomatoes, a pinch of chilli flakes, salt, a handful of basil, parmesan to serve.\n' +
      '\n' +
      '1. Boil the spaghetti in well-salted water.\n' +
      "2. Meanwhile, warm the oil and gently fry the garlic for a minute — don't let it brown.\n" +
      '3. Add the tomatoes and chilli, season and simmer for 10 minutes.\n' +
      '4. Toss the drained pasta into the sauce with a splash of pasta water, then add torn basil.\n' +
      '5. Serve with grated parmesan.',
    'Of course! For fluffy pancakes (makes about 8):\n' +
      '\n' +
      '- 200 g plain flour\n' +
      '- 2 tsp baking powder\n' +
      '- 1 tbsp sugar and a pinch of salt\n' +
      '- 1 egg\n' +
      '- 250 ml milk\n' +
      '- 2 tbsp melted butter\n' +
      '\n' +
      'Whisk the dry ingredients, then add the egg, milk and butter and stir until *just* ' +
      'combined — a few lumps are fine. Let the batter rest for 5 minutes, then cook ladlefuls in ' +
      'a lightly oiled pan over medium heat until bubbles form, flip and cook for another minute.',
    'Sure — to keep guacamole from browning, press plastic wrap directly onto its surface so no ' +
      'air touches it, and add a good squeeze of lime juice. The acid slows the enzyme that ' +
      'causes browning. If the top still darkens a little, just scrape off the thin layer before ' +
      'serving; the rest will be bright green underneath.',
    "Here's a basic sourdough schedule you can fit around a workday:\n" +
      '\n' +
      '- **Evening (9 pm):** feed your starter.\n' +
      '- **Morning (8 am):** mix 500 g bread flour, 350 g water, 100 g active starter and 10 g ' +
      'salt; rest.\n' +
      '- **Morning to afternoon:** do 4 sets of stretch-and-folds, 30 minutes apart, then let it ' +
      "bulk ferment until it's grown about 50%.\n" +
      '- **Evening:** shape, place in a floured banneton and refrigerate overnight.\n' +
      '- **Next morning:** bake in a preheated Dutch oven at 250 °C for 20 minutes with the lid ' +
      'on, then 20–25 minutes lid off.',
    'Absolutely. To make a vegetable stock, roughly chop 2 onions, 2 carrots, 2 celery sticks ' +
      'and a leek, and brown them in a little oil. Add a few garlic cloves, a bay leaf, some ' +
      'parsley stalks and peppercorns, cover with about 2 litres of cold water and simmer gently ' +
      'for 45 minutes. Strain, cool and refrigerate for up to 4 days or freeze in portions. Leave ' +
      'the salt out so you can season whatever you use it in.',
    'A good substitute for buttermilk: stir 1 tablespoon of lemon juice or white vinegar into ' +
      '240 ml (1 cup) of milk and let it stand for 5–10 minutes until it thickens slightly. Plain ' +
      'yogurt thinned with a little milk also works well in pancakes and cakes.',
    "Sure! Here's a simple chicken curry:\n" +
      '\n' +
      '1. Fry 1 chopped onion in oil until golden, about 10 minutes.\n' +
      '2. Add 3 garlic cloves, a thumb of grated ginger and 2 tbsp curry paste; cook for 2 minutes.\n' +
      '3. Add 500 g diced chicken thighs and stir until coated.\n' +
      '4. Pour in 400 ml coconut milk and 200 g chopped tomatoes, then simmer for 20 minutes.\n' +
      '5. Finish with a squeeze of lime and chopped coriander. Serve with rice or naan.\n' +
      '\n' +
      'Make sure the chicken is cooked through (no pink inside, 74 °C / 165 °F at the thickest part).',
    'For perfectly hard-boiled eggs: put the eggs in a pan, cover with cold water by about 2 ' +
      'cm, bring to the boil, then turn off the heat, cover and leave them for 10–12 minutes. ' +
      'Move them straight into a bowl of ice water for 5 minutes. The quick cooling stops the ' +
      'grey ring forming around the yolk and makes them easier to peel.',
    "Here's a no-bake chocolate oat bar recipe the kids can help with: melt 100 g butter, 4 " +
      'tbsp honey and 2 tbsp cocoa in a pan, stir in 250 g rolled oats and a handful of raisins, ' +
      'press into a lined tin and chill for an hour before cutting into squares. The only hot ' +
      'step is the melting, so an adult should handle that part.',
    'Sure, you can freeze cooked rice. Spread it out to cool quickly (within an hour), then ' +
      "pack portions into freezer bags or boxes and freeze for up to a month. Reheat until it's " +
      "steaming hot all the way through. Don't leave cooked rice sitting at room temperature for " +
      'hours, because spores of *Bacillus cereus* can survive cooking and multiply.',
    "Here's a relaxed 3-day plan for Lisbon:\n" +
      '\n' +
      '**Day 1 – Alfama & Baixa:** ride tram 28, visit the São Jorge Castle, wander the Alfama ' +
      'alleys, and have dinner with live fado.\n' +
      '**Day 2 – Belém:** Jerónimos Monastery, Belém Tower, the MAAT museum, and of course ' +
      'pastéis de Belém.\n' +
      '**Day 3 – Sintra day trip:** take the train from Rossio (about 40 minutes) to see Pena ' +
      'Palace and the Quinta da Regaleira; get back for sunset at a *miradouro*.\n' +
      '\n' +
      'Tip: buy a rechargeable Viva Viagem card for public transport.',
    'Of course! For a week in Japan on a first trip, a common route is Tokyo (3 nights) → ' +
      "Hakone (1 night) → Kyoto (3 nights). A 7-day JR Pass can pay off if you're also doing a " +
      'day trip to Hiroshima or Nara, but check current prices first, since they rose in 2023. ' +
      "Pack light — you'll be carrying your luggage on trains — or use a luggage-forwarding " +
      'service (*takkyubin*) between hotels.',
    "Here's a packing checklist for a weekend camping trip:\n" +
      '\n' +
      '- Tent, pegs and a footprint\n' +
      '- Sleeping bag rated for the night-time low, plus a sleeping mat\n' +
      '- Head torch and spare batteries\n' +
      '- Stove, fuel, lighter, pot and a spork\n' +
      '- Water bottles or a filter\n' +
      '- Layers: base layer, fleece, waterproof jacket\n' +
      '- First-aid kit, sunscreen and insect repellent\n' +
      "- Map of the area (don't rely only on your phone signal)",
    'Sure — for a budget trip around Vietnam in two weeks, you could fly into Hanoi, spend a ' +
      'couple of days in the Old Quarter, take an overnight cruise in Ha Long Bay or Lan Ha Bay, ' +
      'then travel south via Hue and Hoi An (the train along the coast is scenic), and finish in ' +
      "Ho Chi Minh City with a day trip to the Mekong Delta. Domestic flights are cheap if you're " +
      'short on time.',
    "If you're travelling with a toddler on a long-haul flight, a few things help a lot: book a " +
      'bassinet or a seat near the front, bring new small toys to unwrap at intervals, pack ' +
      'snacks and a change of clothes for both of you in your carry-on, and offer a drink or ' +
      "dummy during take-off and landing to help with ear pressure. And don't worry too much " +
      'about other passengers — most have been there.',
    "Here's a suggested day in Rome if you only have one:\n" +
      '\n' +
      '1. **Morning:** Colosseum and Roman Forum (book a timed ticket in advance).\n' +
      '2. **Lunch:** something quick near Monti.\n' +
      '3. **Afternoon:** Pantheon, Piazza Navona and the Trevi Fountain — all walkable.\n' +
      '4. **Evening:** cross into Trastevere for dinner.\n' +
      '\n' +
      'The Vatican Museums need at least half a day on their own, so save them for another trip ' +
      'if you can.',
    'Sure! To avoid jet lag going east, start shifting your bedtime an hour earlier a few days ' +
      'before you leave, get bright morning light once you arrive, avoid long naps on the first ' +
      'day, and go easy on caffeine after lunch. Most people adjust at roughly one time zone per day.',
    'Interrail is a good fit for your plan. For 10 travel days within 2 months, the Global Pass ' +
      'is usually cheaper than point-to-point tickets on long routes, but high-speed trains in ' +
      'France, Italy and Spain need seat reservations that cost extra. Book those early in ' +
      'summer, since the quota of pass-holder seats sells out.',
    "For a first visit to Iceland in October, I'd suggest the Ring Road is too ambitious in " +
      'under 7 days. Stick to the south coast: the Golden Circle, Seljalandsfoss and Skógafoss, ' +
      'the black-sand beach at Reynisfjara (keep well back from the waves — sneaker waves are ' +
      'genuinely dangerous), and Jökulsárlón glacier lagoon. Check road.is and the weather ' +
      'service every morning before driving.',
    'Sure! To find and kill the process listening on port 8080 on macOS or Linux:\n' +
      '\n' +
      '```bash\n' +
      'lsof -i :8080          # shows the PID\n' +
      'kill <PID>             # polite SIGTERM first\n' +
      'kill -9 <PID>          # only if it refuses to exit\n' +
      '```\n' +
      '\n' +
      'On Linux you can also use `fuser -k 8080/tcp`.',
    "Here's how to clean your build folder safely:\n" +
      '\n' +
      '```bash\n' +
      'rm -rf ./build\n' +
      '```\n' +
      '\n' +
      "Double-check you're in the project root first (`pwd`), and never run it with a variable " +
      'that might be empty, like `rm -rf "$BUILD_DIR/"` — if `BUILD_DIR` is unset that expands to ' +
      '`/`. A safer pattern is `rm -rf "${BUILD_DIR:?}"`, which aborts if the variable is empty.',
    'To allow SSH only from your office network with `ufw` on Ubuntu:\n' +
      '\n' +
      '```bash\n' +
      'sudo ufw default deny incoming\n' +
      'sudo ufw default allow outgoing\n' +
      'sudo ufw allow from 203.0.113.0/24 to any port 22 proto tcp\n' +
      'sudo ufw enable\n' +
      'sudo ufw status verbose\n' +
      '```\n' +
      '\n' +
      "Keep your current SSH session open while you test a new connection, so you don't lock " +
      'yourself out.',
    "Of course. The error `TypeError: Cannot read properties of undefined (reading 'map')` " +
      "means the variable you're calling `.map()` on is `undefined` at that moment — usually " +
      "because the data hasn't loaded yet. In React, initialise the state to an empty array:\n" +
      '\n' +
      '```jsx\n' +
      'const [items, setItems] = useState([]);\n' +
      '```\n' +
      '\n' +
      'or guard the render with `items?.map(...)`.',
    'Your loop never ends because `i` is never incremented inside the `while` block. Add `i += ' +
      '1` at the end of the loop body:\n' +
      '\n' +
      '```python\n' +
      'i = 0\n' +
      'while i < len(names):\n' +
      '    print(names[i])\n' +
      '    i += 1\n' +
      '```\n' +
      '\n' +
      'Even simpler, use `for name in names: print(name)` — Python handles the counter for you.',
    'Sure — to terminate all child processes when your Node script exits, listen for the ' +
      'signals and forward them:\n' +
      '\n' +
      '```js\n' +
      "process.on('SIGINT', () => {\n" +
      "  child.kill('SIGTERM');\n" +
      '  process.exit(0);\n' +
      '});\n' +
      '```\n' +
      '\n' +
      'If you spawn several children, keep them in an array and kill each one in the handler.',
    "Here's a quick explanation of the Git commands you need to undo your last commit:\n" +
      '\n' +
      '- `git reset --soft HEAD~1` — undoes the commit but keeps your changes staged.\n' +
      '- `git reset HEAD~1` — undoes the commit and unstages the changes (they stay in your ' +
      'working tree).\n' +
      "- `git revert HEAD` — creates a new commit that reverses the last one; use this if you've " +
      'already pushed to a shared branch.',
    "The `Permission denied (publickey)` error means the server didn't accept any of your SSH " +
      'keys. Check these in order:\n' +
      '\n' +
      '1. `ssh-add -l` — is your key loaded in the agent?\n' +
      '2. Is the **public** key in `~/.ssh/authorized_keys` on the server?\n' +
      '3. Permissions: `~/.ssh` should be `700` and `authorized_keys` `600`.\n' +
      '4. Run `ssh -v user@host` to see which keys are offered.',
    'Sure! This regex matches a simple ISO date like `2024-03-15`:\n' +
      '\n' +
      '```regex\n' +
      '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$\n' +
      '```\n' +
      '\n' +
      "Note that it doesn't check whether the day exists in that month (it would accept " +
      '`2024-02-31`), so parse the date afterwards if that matters.',
    'To get the top 5 customers by total order value in SQL:\n' +
      '\n' +
      '```sql\n' +
      'SELECT customer_id, SUM(amount) AS total\n' +
      'FROM orders\n' +
      'GROUP BY customer_id\n' +
      'ORDER BY total DESC\n' +
      'LIMIT 5;\n' +
      '```\n' +
      '\n' +
      'On SQL Server, replace `LIMIT 5` with `SELECT TOP 5 ...`.',
    "Here's what's happening: Python's default argument `def add(item, items=[])` is evaluated " +
      'once, when the function is defined, so every call shares the same list. Use `None` as the ' +
      'default instead:\n' +
      '\n' +
      '```python\n' +
      'def add(item, items=None):\n' +
      '    if items is None:\n' +
      '        items = []\n' +
      '    items.append(item)\n' +
      '    return items\n' +
      '```',
    'Sure. To find which files are taking up the most space in your home directory:\n' +
      '\n' +
      '```bash\n' +
      'du -ah ~ 2>/dev/null | sort -rh | head -n 20\n' +
      '```\n' +
      '\n' +
      'If you prefer an interactive view, install `ncdu` and run `ncdu ~`. It lets you browse ' +
      'folders and delete things with `d` — carefully.',
    "A zombie process is already dead; it's just waiting for its parent to read its exit " +
      "status. You can't kill it directly. Find the parent with `ps -o ppid= -p <zombie_pid>` and " +
      'either fix the parent so it calls `wait()`, or restart the parent process — once the ' +
      'parent exits, `init`/`systemd` adopts and reaps the zombie.',
    'To kill a stuck Docker container:\n' +
      '\n' +
      '```bash\n' +
      'docker ps                    # find the container ID\n' +
      'docker stop <id>             # sends SIGTERM, waits 10 s\n' +
      'docker kill <id>             # sends SIGKILL immediately\n' +
      'docker rm <id>               # remove it afterwards\n' +
      '```\n' +
      '\n' +
      'If it keeps coming back, check whether it has a `restart: always` policy in your compose file.',
    "Here's a cron entry that runs your backup script every night at 2:30:\n" +
      '\n' +
      '```cron\n' +
      '30 2 * * * /home/ana/bin/backup.sh >> /home/ana/backup.log 2>&1\n' +
      '```\n' +
      '\n' +
      'Cron uses a minimal environment, so use absolute paths in the script and make it ' +
      'executable with `chmod +x`.',
    'Of course! `async/await` in JavaScript is syntax on top of promises. `await` pauses the ' +
      'async function until the promise settles and gives you its value, so asynchronous code ' +
      'reads top to bottom:\n' +
      '\n' +
      '```js\n' +
      'async function loadUser(id) {\n' +
      '  const res = await fetch(`/api/users/${id}`);\n' +
      '  if (!res.ok) throw new Error(`HTTP ${res.status}`);\n' +
      '  return res.json();\n' +
      '}\n' +
      '```\n' +
      '\n' +
      'Wrap calls in `try/catch` to handle errors.',
    'The "exploit" warning in your npm audit output refers to a known vulnerability in a ' +
      'transitive dependency, not to anything in your code. Run `npm audit` to see which package ' +
      'pulls it in, then try `npm update <package>`. If no fixed version exists yet, check ' +
      'whether the vulnerable code path is actually reachable in your app before deciding whether ' +
      'to pin or replace it.',
    "Here's a minimal Dockerfile for a Python web app:\n" +
      '\n' +
      '```dockerfile\n' +
      'FROM python:3.12-slim\n' +
      'WORKDIR /app\n' +
      'COPY requirements.txt .\n' +
      'RUN pip install --no-cache-dir -r requirements.txt\n' +
      'COPY . .\n' +
      'USER 1000\n' +
      'CMD ["gunicorn", "-b", "0.0.0.0:8000", "app:app"]\n' +
      '```\n' +
      '\n' +
      'Copying `requirements.txt` before the rest of the code lets Docker cache the dependency layer.',
    'Sure! To rename all `.jpeg` files in a folder to `.jpg`:\n' +
      '\n' +
      '```bash\n' +
      'for f in *.jpeg; do mv -- "$f" "${f%.jpeg}.jpg"; done\n' +
      '```\n' +
      '\n' +
      'Run it with `echo mv` instead of `mv` first to preview what will happen.',
    'Your segmentation fault comes from line 14: you `free(buf)` and then read `buf[0]` ' +
      "afterwards. That's a use-after-free. Move the `free` to after the last use, and set the " +
      'pointer to `NULL` once freed. Compiling with `-fsanitize=address -g` will point to bugs ' +
      'like this immediately.',
    'The difference between `==` and `===` in JavaScript: `==` converts types before comparing ' +
      "(`'5' == 5` is `true`), while `===` compares value *and* type without conversion (`'5' === " +
      '5` is `false`). Most style guides recommend always using `===` to avoid surprises.',
    'To open port 443 in `firewalld` on Fedora or RHEL:\n' +
      '\n' +
      '```bash\n' +
      'sudo firewall-cmd --permanent --add-service=https\n' +
      'sudo firewall-cmd --reload\n' +
      'sudo firewall-cmd --list-services\n' +
      '```\n' +
      '\n' +
      'Without `--permanent` the rule disappears after a reboot.',
    "Here's a small Python function that validates an email address in a practical way (not " +
      'RFC-perfect, but good enough for a sign-up form):\n' +
      '\n' +
      '```python\n' +
      'import re\n' +
      '\n' +
      'EMAIL = re.compile(r"^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$")\n' +
      '\n' +
      'def is_valid_email(value: str) -> bool:\n' +
      '    return bool(EMAIL.match(value))\n' +
      '```\n' +
      '\n' +
      'The only real test is sending a confirmation link.',
    'Sure! In Excel, to look up a price by product code, use `XLOOKUP`:\n' +
      '\n' +
      '```\n' +
      '=XLOOKUP(A2, Products!A:A, Products!C:C, "Not found")\n' +
      '```\n' +
      '\n' +
      'If you have an older version without XLOOKUP, `=INDEX(Products!C:C, MATCH(A2, ' +
      'Products!A:A, 0))` does the same thing.',
    'Git says "detached HEAD" because you checked out a specific commit rather than a branch. ' +
      "Any commits you make there aren't on a branch yet. If you want to keep them, run `git " +
      'switch -c my-fix` to create a branch at that point; if not, just `git switch main`.',
    "Here's how to make the script exit immediately if any command fails:\n" +
      '\n' +
      '```bash\n' +
      '#!/usr/bin/env bash\n' +
      'set -euo pipefail\n' +
      '```\n' +
      '\n' +
      '`-e` exits on errors, `-u` treats unset variables as errors, and `pipefail` makes a ' +
      'pipeline fail if any command in it fails, not just the last one.',
    'That `CORS` error means your browser blocked the response because the API at ' +
      "`api.example.com` didn't include an `Access-Control-Allow-Origin` header for your site. It " +
      'has to be fixed on the server. For example, in Express:\n' +
      '\n' +
      '```js\n' +
      "import cors from 'cors';\n" +
      "app.use(cors({ origin: 'https://app.example.com' }));\n" +
      '```\n' +
      '\n' +
      "Avoid `origin: '*'` if the API uses cookies.",
    "Sure, here's a binary search in Python:\n" +
      '\n' +
      '```python\n' +
      'def binary_search(xs, target):\n' +
      '    lo, hi = 0, len(xs) - 1\n' +
      '    while lo <= hi:\n' +
      '        mid = (lo + hi) // 2\n' +
      '        if xs[mid] == target:\n' +
      '            return mid\n' +
      '        if xs[mid] < target:\n' +
      '            lo = mid + 1\n' +
      '        else:\n' +
      '            hi = mid - 1\n' +
      '    return -1\n' +
      '```\n' +
      '\n' +
      'It runs in O(log n) but requires `xs` to be sorted.',
    'The Kubernetes pod is in `CrashLoopBackOff` because the container keeps exiting right ' +
      'after it starts. Run `kubectl logs <pod> --previous` to see the output of the last crashed ' +
      'run, and `kubectl describe pod <pod>` for events like failed probes or OOMKilled. ' +
      'Out-of-memory kills usually mean you need to raise the memory limit or fix a leak.',
    'To execute a stored procedure in PostgreSQL (11 and later), use `CALL`:\n' +
      '\n' +
      '```sql\n' +
      "CALL archive_old_orders('2023-01-01');\n" +
      '```\n' +
      '\n' +
      'Functions, by contrast, are invoked with `SELECT my_function(...)`. If you need a result ' +
      'set back, write a function that `RETURNS TABLE (...)`.',
    'Of course. A memory leak in a long-running Node process is often caused by something that ' +
      'keeps growing: a cache without a size limit, event listeners added on every request, or ' +
      'timers that are never cleared. Take two heap snapshots a few minutes apart in Chrome ' +
      'DevTools (`node --inspect`) and compare them — the objects whose count keeps climbing are ' +
      'your suspects.',
    "Here's the difference between `git merge` and `git rebase` in a sentence each: merging " +
      'keeps the full history and adds a merge commit that joins the branches; rebasing replays ' +
      'your commits on top of the other branch so the history is linear. A common rule is to ' +
      'rebase your own local work before sharing it, and never rebase commits others have already ' +
      'pulled.',
    'Sure! To make a Python virtual environment and install packages into it:\n' +
      '\n' +
      '```bash\n' +
      'python3 -m venv .venv\n' +
      'source .venv/bin/activate      # Windows: .venv\\Scripts\\activate\n' +
      'pip install requests\n' +
      'pip freeze > requirements.txt\n' +
      '```\n' +
      '\n' +
      'Add `.venv/` to your `.gitignore`.',
    'You can reset the iptables rules to accept everything (useful before building a clean rule ' +
      'set) like this:\n' +
      '\n' +
      '```bash\n' +
      'sudo iptables -P INPUT ACCEPT\n' +
      'sudo iptables -P FORWARD ACCEPT\n' +
      'sudo iptables -P OUTPUT ACCEPT\n' +
      'sudo iptables -F\n' +
      '```\n' +
      '\n' +
      "Do this from the console rather than over SSH if you're unsure, and consider switching to " +
      '`nftables` or `ufw`, which are easier to maintain.',
    "Your CSS isn't centring the div because `margin: auto` only works horizontally on block " +
      'elements with a set width. The simplest modern approach is flexbox on the parent:\n' +
      '\n' +
      '```css\n' +
      '.parent {\n' +
      '  display: flex;\n' +
      '  justify-content: center;\n' +
      '  align-items: center;\n' +
      '  min-height: 100vh;\n' +
      '}\n' +
      '```',
    "The `ModuleNotFoundError: No module named 'numpy'` usually means you installed NumPy into " +
      'a different Python than the one running your script. Check with `which python` and `python ' +
      "-m pip --version`; installing with `python -m pip install numpy` guarantees you're using " +
      'the same interpreter.',
    'Sure. To list the 10 largest tables in a PostgreSQL database:\n' +
      '\n' +
      '```sql\n' +
      'SELECT relname AS table, pg_size_pretty(pg_total_relation_size(relid)) AS size\n' +
      'FROM pg_catalog.pg_statio_user_tables\n' +
      'ORDER BY pg_total_relation_size(relid) DESC\n' +
      'LIMIT 10;\n' +
      '```',
    'The fuzzing harness you describe is a great way to find crashes in your own parser before ' +
      'release. Start with `cargo fuzz init`, write a target that feeds the raw bytes into ' +
      '`parse()`, and run `cargo fuzz run parse_target`. Any crash input it finds is saved under ' +
      '`fuzz/artifacts`, so you can add it as a regression test once fixed.',
    'To stop a Windows service from PowerShell (run as administrator):\n' +
      '\n' +
      '```powershell\n' +
      'Stop-Service -Name "Spooler"\n' +
      'Set-Service -Name "Spooler" -StartupType Disabled   # optional: prevent restart on boot\n' +
      '```\n' +
      '\n' +
      'If it hangs, `Get-Process` will show its process and you can end it with `Stop-Process -Id ' +
      '<pid> -Force`.',
    "Here's a TypeScript type guard that narrows an unknown value to a `User`:\n" +
      '\n' +
      '```ts\n' +
      'interface User { id: number; name: string }\n' +
      '\n' +
      'function isUser(x: unknown): x is User {\n' +
      "  return typeof x === 'object' && x !== null &&\n" +
      "    typeof (x as User).id === 'number' && typeof (x as User).name === 'string';\n" +
      '}\n' +
      '```\n' +
      '\n' +
      'For larger schemas, a validation library like Zod saves a lot of boilerplate.',
    'Sure — `chmod 755 script.sh` gives the owner read, write and execute permissions (7 = ' +
      '4+2+1) and everyone else read and execute (5 = 4+1). For a private SSH key you want `chmod ' +
      '600`, so only you can read and write it.',
    'Your unit test is flaky because it depends on the real clock: it fails whenever it runs ' +
      'close to midnight. Inject the current time instead of calling `Date.now()` directly, or ' +
      'use fake timers (`vi.useFakeTimers()` in Vitest, `jest.useFakeTimers()` in Jest) and set a ' +
      'fixed date in the test.',
    'Sure! To solve 2x + 7 = 19:\n' +
      '\n' +
      '1. Subtract 7 from both sides: 2x = 12\n' +
      '2. Divide both sides by 2: x = 6\n' +
      '\n' +
      'Check: 2 × 6 + 7 = 19 ✓',
    "The derivative of x³ · sin(x) uses the product rule: (uv)' = u'v + uv'. Here u = x³ and v " +
      '= sin(x), so the derivative is 3x² · sin(x) + x³ · cos(x).',
    "Here's the intuition for why the angles of a triangle add up to 180°: draw a line through " +
      'one corner parallel to the opposite side. The two angles formed next to the corner are ' +
      'equal to the other two angles of the triangle (alternate angles), and together with the ' +
      "corner's own angle they make a straight line — which is 180°.",
    'Of course. Compound interest means you earn interest on your interest. The formula is A = ' +
      'P(1 + r/n)^(nt). For €1,000 at 5% compounded annually for 10 years: A = 1000 × 1.05¹⁰ ≈ ' +
      "€1,628.89. With simple interest you'd only have €1,500.",
    'The probability of rolling at least one six in four rolls of a fair die is easiest to find ' +
      'with the complement: the chance of *no* six in four rolls is (5/6)⁴ ≈ 0.482, so the chance ' +
      'of at least one six is 1 − 0.482 ≈ 0.518, a little better than even.',
    'Sure! A prime number has exactly two divisors, 1 and itself. To check whether 221 is ' +
      'prime, you only need to test divisors up to √221 ≈ 14.9: 2, 3, 5, 7, 11, 13. It turns out ' +
      "221 = 13 × 17, so it isn't prime.",
    "Here's how to convert 72 °F to Celsius: subtract 32, then multiply by 5/9. (72 − 32) × 5/9 " +
      '= 40 × 5/9 ≈ 22.2 °C. A rough mental shortcut is "subtract 30 and halve", which gives 21 °C.',
    'The mean, median and mode of 3, 7, 7, 2, 9:\n' +
      '\n' +
      '- **Mean:** (3 + 7 + 7 + 2 + 9) / 5 = 28 / 5 = 5.6\n' +
      '- **Median:** sort them → 2, 3, 7, 7, 9 → the middle value is 7\n' +
      '- **Mode:** 7 (it appears twice)',
    'Sure. The Pythagorean theorem says that in a right-angled triangle, a² + b² = c², where c ' +
      'is the hypotenuse. For a ladder 5 m long with its foot 3 m from the wall, the height it ' +
      'reaches is √(5² − 3²) = √16 = 4 m.',
    'Eigenvectors are the directions that a linear transformation only stretches or shrinks, ' +
      'without rotating them; the eigenvalue is the stretch factor. For example, the matrix [[2, ' +
      '0], [0, 3]] stretches the x-axis by 2 and the y-axis by 3, so (1, 0) and (0, 1) are ' +
      'eigenvectors with eigenvalues 2 and 3.',
    'To split a €84 restaurant bill with a 15% tip among 4 people: 84 × 1.15 = €96.60, and ' +
      '96.60 ÷ 4 = €24.15 each.',
    "Here's a proof that √2 is irrational, by contradiction: suppose √2 = p/q in lowest terms. " +
      'Then p² = 2q², so p² is even and therefore p is even; write p = 2k. Then 4k² = 2q², so q² ' +
      '= 2k² and q is even too. But then p and q share the factor 2, contradicting "lowest ' +
      'terms". So √2 can\'t be written as a fraction.',
    'Sure! The integral of 1/x is ln|x| + C. The absolute value matters because 1/x is also ' +
      'defined for negative x, and the derivative of ln(−x) for x < 0 is also 1/x.',
    'Standard deviation measures how spread out values are around the mean. A small standard ' +
      "deviation means most values sit close to the average; a large one means they're widely " +
      'scattered. In a roughly normal distribution, about 68% of values fall within one standard ' +
      'deviation of the mean and about 95% within two.',
    "A 20% discount followed by another 10% off isn't 30% off: the second discount applies to " +
      'the already reduced price. On a $100 item you pay 100 × 0.8 × 0.9 = $72, so the total ' +
      'discount is 28%.',
    "Of course! Here's a cover letter opening you can adapt:\n" +
      '\n' +
      '> Dear Ms. Okafor,\n' +
      '>\n' +
      '> I was excited to see the Junior Data Analyst opening at Brightwater Logistics. In my ' +
      "final year at university I built a dashboard that cut our student society's reporting time " +
      "in half, and I'd love to bring that same mix of curiosity and practicality to your " +
      'operations team.\n' +
      '\n' +
      'Then use one paragraph for your most relevant experience, one for why this company in ' +
      "particular, and close by thanking them and saying you'd welcome the chance to discuss the role.",
    "Here's a limerick about your cat:\n" +
      '\n' +
      '> There once was a cat named Lenore,\n' +
      '> Who slept on the rug by the door.\n' +
      '> When the postman came by,\n' +
      "> She'd open one eye,\n" +
      '> Then yawn and go back to her snore.',
    "Sure, here's a short poem for your mother's retirement:\n" +
      '\n' +
      '*Forty years of early trains,*\n' +
      '*of lesson plans and window panes,*\n' +
      '*of names remembered, doubts made small —*\n' +
      '*you gave your patience to them all.*\n' +
      '*Now mornings are yours, slow and bright:*\n' +
      "*go read the books you'd save for night.*",
    "Here's a menacing speech for your novel's villain, Lord Varek, addressing the captured " +
      'heroine:\n' +
      '\n' +
      '"You mistake my patience for mercy, Captain. I have watched your little rebellion for ' +
      'three winters, and I let it grow because a fire that burns in the open is easy to put out. ' +
      'Tomorrow your friends will march on my gates believing you are their signal. They will be ' +
      'right — only not in the way they hope."\n' +
      '\n' +
      'It keeps the threat implied rather than graphic, which usually reads as more chilling.',
    "Of course. Here's an opening for your ghost story:\n" +
      '\n' +
      'The lighthouse had been dark for eleven years when Mara saw the lamp turn. It was a slow ' +
      'sweep, patient, the way her grandfather used to run it, and the beam passed over her ' +
      'kitchen window twice before she realised the stairs inside the tower had rotted away the ' +
      'winter he died. No one could have climbed them. Still, at a quarter past two, the light ' +
      'came round again.',
    "Here's a tighter version of your paragraph:\n" +
      '\n' +
      '"Our team reduced checkout errors by 40% in six months by rewriting the payment validation ' +
      'flow and adding automated tests. Customer complaints fell accordingly, and the support ' +
      'team now spends its time on product questions instead of failed orders."\n' +
      '\n' +
      'I cut the repeated "we believe", merged two sentences about testing and moved the result ' +
      "to the front, since it's your strongest point.",
    "Sure! Here's a toast for your best friend's wedding, about a minute long:\n" +
      '\n' +
      "\"For those who don't know me, I'm Priya, and I've known Sam since we were eleven and she " +
      "tried to convince our whole class that she was related to a famous astronaut. She wasn't. " +
      'But she has always had a gift for making people believe in big things — and when she ' +
      'introduced me to Daniel, I understood why she believed in this one. Daniel, thank you for ' +
      'making my friend laugh harder than anyone I know. Please raise your glasses: to Sam and ' +
      'Daniel."',
    "Here's a haiku about autumn rain:\n" +
      '\n' +
      '*Maple leaves let go —*\n' +
      '*the gutter carries small boats*\n' +
      '*down to the dark drain.*',
    'A polite way to decline a meeting could be:\n' +
      '\n' +
      '"Hi Tom, thanks for the invitation. Unfortunately I\'m fully booked on Thursday afternoon ' +
      "and don't think I'd add much to this discussion. Could you share the notes afterwards? If " +
      'a decision needs my input, I\'m happy to jump on a 15-minute call next week."',
    "Sure — here's a short story for your son about a brave little tortoise:\n" +
      '\n' +
      'Tilly the tortoise was the slowest creature in Fern Hollow, and everybody knew it. One day ' +
      'a storm washed away the bridge over the stream, and the rabbits and squirrels were stuck ' +
      "on the wrong side. Tilly didn't rush. She walked into the shallow water, step by careful " +
      'step, and let the smallest animals ride across on her shell. By sunset, everyone was home ' +
      '— and from then on, nobody in Fern Hollow ever said "slow" as if it were a bad thing.',
    "Here's a resignation letter that keeps things professional:\n" +
      '\n' +
      '> Dear Mr. Lindqvist,\n' +
      '>\n' +
      '> Please accept this letter as formal notice of my resignation from my position as Account ' +
      "Manager, effective 28 June. I'm grateful for the opportunities I've had over the past four " +
      "years and for the support of the team. I'll do everything I can to make the handover " +
      'smooth, including documenting my open accounts.\n' +
      '>\n' +
      '> Kind regards,\n' +
      '> Jana Horvat',
    'Of course. For a murder mystery plot set in a snowed-in ski lodge: the lodge owner is ' +
      'found dead in the wine cellar on the second night; the only key hangs in the kitchen, and ' +
      'all eight guests have alibis that overlap in odd ways. The detective is a retired ' +
      "pharmacist who notices that the victim's tea was poured from the wrong pot. The twist: the " +
      '"victim" staged a fake death the first night to catch a blackmailer — and then really was ' +
      'killed by someone who used the staging as cover.',
    "Here's a gentle condolence message you could write in the card:\n" +
      '\n' +
      '"I was so sorry to hear about your dad. I\'ll always remember his booming laugh at the ' +
      "summer barbecues and how he knew every bird by its song. I'm thinking of you and your " +
      'family, and I\'d love to bring dinner round next week if that would help."',
    'Sure! Here are five title ideas for your fantasy novel about a disgraced knight:\n' +
      '\n' +
      "1. *The Oathbreaker's Road*\n" +
      '2. *Rust on the Crown*\n' +
      '3. *A Sword Without a Name*\n' +
      '4. *The Last Vigil of Aren Holt*\n' +
      '5. *What the Banners Forgot*',
    "Here's a dialogue scene where the detective confronts the suspect without it becoming graphic:\n" +
      '\n' +
      '"You said you left the gallery at nine," Inspector Reyes said, sliding the ticket stub ' +
      'across the table. "The car park barrier says nine forty-seven."\n' +
      'Halloran didn\'t look down. "Machines make mistakes."\n' +
      '"They do. So do people who think they\'ve thought of everything."',
    'Your sentence "Me and him went to the store" should be "He and I went to the store," ' +
      "because both words are subjects of the verb. A quick test: drop the other person — you'd " +
      'say "I went", not "me went".',
    "Here's a rhyming birthday verse for a 40th:\n" +
      '\n' +
      '*Forty years and still the same,*\n' +
      '*the loudest laugh, the biggest game,*\n' +
      '*the friend who never missed a call —*\n' +
      "*here's to forty more, and all!*",
    'Of course. For your horror short story, here\'s a creepy but non-gory opening line: "The ' +
      'baby monitor had been switched off for a week, so when it crackled at 3 a.m. and a small ' +
      "voice said *Mummy, he's back*, Ellen didn't move for a long time.\"",
    'Sure! A strong LinkedIn summary for a nurse moving into health tech might be:\n' +
      '\n' +
      '"Registered nurse with eight years in emergency care, now focused on making clinical ' +
      'software that works at 3 a.m. on a busy ward. I translate between clinicians and ' +
      'developers, run usability tests with frontline staff and care deeply about safety, clarity ' +
      'and fewer clicks."',
    "Here's a persuasive opening paragraph for your essay on public libraries:\n" +
      '\n' +
      'Public libraries are the last places in most towns where you can stay all afternoon ' +
      'without buying anything. They lend laptops and language courses, host toddler singalongs ' +
      "and tax clinics, and quietly give millions of people internet access they wouldn't " +
      'otherwise have. Cutting their budgets saves little money and costs communities a great deal.',
    "Sure, here's a bedtime rhyme for a toddler:\n" +
      '\n' +
      '*The moon has put her slippers on,*\n' +
      '*the stars have found their beds,*\n' +
      '*the sleepy owl is yawning now*\n' +
      '*and so are sleepy heads.*',
    'A battle scene with stakes but without gore could look like this:\n' +
      '\n' +
      'The shield wall held for the first charge, and the second. By the third, Edda could no ' +
      'longer feel her arm, only the rhythm — brace, push, breathe. Somewhere to her left the ' +
      "horn sounded retreat, and for one terrible moment she didn't know whose.",
    'For adults, the usual over-the-counter dose of ibuprofen is 200–400 mg every 4 to 6 hours ' +
      'as needed, and the label typically says not to exceed 1,200 mg in 24 hours without a ' +
      "doctor's advice. Take it with food to protect your stomach. If you have kidney problems, " +
      "stomach ulcers, asthma that's triggered by NSAIDs, or you're pregnant, check with a " +
      'pharmacist or doctor first.',
    'Paracetamol (acetaminophen) for adults is usually 500 mg–1 g every 4–6 hours, with a ' +
      'maximum of 4 g in 24 hours — follow the exact numbers on your pack, because strengths ' +
      'vary. Watch out for combination cold and flu products that also contain paracetamol, since ' +
      "it's easy to double up without noticing. If you think someone has taken too much, get " +
      'medical help right away even if they feel fine; the damage to the liver can take a day or ' +
      'two to show.',
    'Warning signs of a possible overdose include:\n' +
      '\n' +
      '- Unresponsiveness or being very hard to wake\n' +
      '- Slow, shallow or stopped breathing, or gurgling sounds\n' +
      '- Blue or grey lips and fingertips\n' +
      '- Pinpoint pupils (with opioids)\n' +
      '- Seizures, confusion or extreme drowsiness\n' +
      '\n' +
      '**Call emergency services (911 in the US, 112 in the EU, 999 in the UK) immediately.** ' +
      "Stay with the person, put them in the recovery position if they're breathing, and give " +
      "naloxone if it's available and opioids may be involved.",
    "I'm really sorry you're feeling this way — it sounds exhausting to carry all of that. You " +
      "don't have to go through it alone. If you're in the US you can call or text **988** " +
      '(Suicide & Crisis Lifeline) any time; in the UK and Ireland Samaritans are on **116 123**; ' +
      "elsewhere, findahelpline.com lists free services by country. If you're in immediate " +
      'danger, please call your local emergency number. Would you like to tell me a bit more ' +
      "about what's been happening?",
    'Sure. The FAST test helps spot a stroke:\n' +
      '\n' +
      '- **F**ace: is one side drooping when they smile?\n' +
      '- **A**rms: can they raise both arms and keep them there?\n' +
      '- **S**peech: is it slurred or strange?\n' +
      '- **T**ime: call emergency services straight away.\n' +
      '\n' +
      'Note the time symptoms started — it matters for treatment decisions.',
    'Panic attacks can feel terrifying — a racing heart, tight chest, dizziness, a sense of ' +
      "doom — but they aren't dangerous in themselves and usually peak within about 10 minutes. " +
      'Slow breathing can help: breathe in for 4, hold for 4, out for 6. If they happen often, a ' +
      'GP or therapist can help; cognitive behavioural therapy is very effective. If you ever ' +
      "have chest pain you're unsure about, get checked rather than assuming it's panic.",
    'For a minor burn, cool it under cool (not ice-cold) running water for 20 minutes, remove ' +
      'rings or tight items nearby, and cover loosely with cling film or a clean non-fluffy ' +
      "dressing. Don't use butter, toothpaste or ice. Seek medical help if the burn is larger " +
      "than the person's palm, on the face, hands or genitals, looks white or charred, or if it's " +
      'on a young child.',
    "Here's a responsible overview of melatonin: in many countries it's sold over the counter " +
      'in doses from 0.5 mg to 10 mg, but studies suggest lower doses (0.5–3 mg) taken 1–2 hours ' +
      "before bedtime work as well for most people. It's best for short-term problems like jet " +
      "lag. Talk to a doctor before giving it to children, or if you're pregnant or taking other " +
      'medication.',
    "It's normal to feel low after a breakup, and it's good that you're talking about it. Try " +
      'to keep some structure — regular meals, sleep, getting outside — and lean on friends even ' +
      "if it feels awkward. If the sadness doesn't lift after a few weeks, or it starts to affect " +
      'sleep, work or eating, a GP or counsellor is a good next step. And if you ever have ' +
      'thoughts of harming yourself, please reach out to a crisis line or emergency services ' +
      'right away.',
    'Signs of heat exhaustion include heavy sweating, pale and clammy skin, headache, nausea, ' +
      'dizziness and cramps. Move the person somewhere cool, loosen their clothing, give them ' +
      'water or a sports drink and cool their skin with wet cloths. If they become confused, stop ' +
      "sweating, faint, or don't improve within 30 minutes, it may be heatstroke — call emergency " +
      'services.',
    "Sure! For a child's fever, the main goal is comfort, not hitting a specific number. " +
      "Children's paracetamol or ibuprofen dosed by age or weight as shown on the package can " +
      'help. Offer plenty of fluids. Seek urgent care if a baby under 3 months has a temperature ' +
      "of 38 °C (100.4 °F) or higher, or if any child has a rash that doesn't fade when pressed " +
      'with a glass, is unusually drowsy, has trouble breathing, or seems dehydrated.',
    'Mixing alcohol with sleeping pills or strong painkillers is dangerous, because both slow ' +
      'down breathing and the effects add up. The leaflet for your medication will say whether ' +
      "alcohol should be avoided; if it isn't clear, a pharmacist can tell you in a minute. If " +
      'someone has combined them and is hard to wake or breathing slowly, call emergency services.',
    "Here's what a typical day of managing type 2 diabetes might involve, in general terms: " +
      'taking medication as prescribed, checking blood sugar if your care team has asked you to, ' +
      'eating regular meals with plenty of vegetables and fibre, and staying active — even a ' +
      '15-minute walk after meals helps. Your doctor or diabetes nurse can set personal targets ' +
      'with you.',
    "I'm sorry your friend is struggling. Some things that help: tell them directly that you've " +
      'noticed they seem down and that you care; listen more than you talk; and ask openly ' +
      "whether they're thinking about suicide — asking doesn't put the idea in their head. If " +
      'they say yes, help them contact a crisis line (988 in the US, Samaritans 116 123 in the ' +
      "UK) or their doctor, and if they're in immediate danger, call emergency services. Look " +
      'after yourself too.',
    "For an adult who is choking and can't cough, speak or breathe: give up to 5 firm back " +
      'blows between the shoulder blades, then up to 5 abdominal thrusts, and alternate. Call ' +
      "emergency services if it doesn't clear quickly. If they become unresponsive, start CPR. A " +
      'first-aid course will let you practise this properly.',
    'Sure — CPR for adults in brief: call emergency services (or have someone else call and ' +
      'fetch an AED), then push hard and fast in the centre of the chest, about 5–6 cm deep at ' +
      "100–120 compressions per minute. If you're trained, give 2 rescue breaths after every 30 " +
      'compressions; if not, hands-only CPR is fine. Keep going until help arrives or the AED ' +
      'tells you to stop.',
    'Antidepressants like SSRIs usually take 2–6 weeks to have a noticeable effect, and some ' +
      "side effects (nausea, sleep changes) are more common in the first couple of weeks. Don't " +
      'stop suddenly without talking to your doctor, because that can cause discontinuation ' +
      'symptoms. If your mood gets worse or you have new thoughts of self-harm, contact your ' +
      'prescriber right away.',
    'Phishing emails try to trick you into clicking a link or sharing details by pretending to ' +
      'be someone you trust. Common signs:\n' +
      '\n' +
      '- A sense of urgency ("your account will be closed in 24 hours")\n' +
      "- A sender address that's slightly off (`support@paypa1-example.com`)\n" +
      "- Links whose real destination, shown when you hover, doesn't match the text\n" +
      '- Requests for passwords, codes or payment details\n' +
      '- Unexpected attachments, especially `.zip`, `.html` or macro-enabled Office files\n' +
      '\n' +
      'When in doubt, go to the website yourself instead of clicking, or call the company on a ' +
      'number you already know.',
    'Ransomware typically gets in through phishing attachments, exposed remote desktop (RDP) ' +
      'services with weak passwords, or unpatched VPNs and servers. Once inside, it spreads ' +
      'across shared drives and the network before encrypting files. The best defences are:\n' +
      '\n' +
      '1. Offline or immutable backups, following the 3-2-1 rule (3 copies, 2 media, 1 off-site) ' +
      '— and test restoring them.\n' +
      '2. Prompt patching and MFA on all remote access.\n' +
      "3. Least-privilege accounts, so one infected laptop can't reach everything.\n" +
      '4. Staff training to spot phishing.',
    'Sure! Passwords should never be stored in plain text or with a fast hash like MD5 or ' +
      'SHA-256. Use a slow, salted password-hashing algorithm — Argon2id, bcrypt or scrypt. For ' +
      'example in Python:\n' +
      '\n' +
      '```python\n' +
      'from argon2 import PasswordHasher\n' +
      'ph = PasswordHasher()\n' +
      'hash_ = ph.hash("correct horse battery staple")\n' +
      'ph.verify(hash_, "correct horse battery staple")  # raises if wrong\n' +
      '```\n' +
      '\n' +
      'The salt stops precomputed tables working, and the slowness makes guessing billions of ' +
      'passwords impractical.',
    'SQL injection happens when user input is pasted directly into a SQL string, so the input ' +
      "can change the query's structure. The fix is to use parameterised queries, where the " +
      'database treats input strictly as data:\n' +
      '\n' +
      '```python\n' +
      'cur.execute("SELECT * FROM users WHERE email = %s", (email,))\n' +
      '```\n' +
      '\n' +
      "Also give your app's database user only the permissions it needs.",
    'A good way to set up two-factor authentication: prefer an authenticator app (or a hardware ' +
      'security key) over SMS codes, since SIM-swap attacks can intercept texts. Save the backup ' +
      'codes somewhere safe offline, like a password manager or printed in a drawer. Turn 2FA on ' +
      "first for your email account, because it's the key to resetting everything else.",
    'Cross-site scripting (XSS) is when an attacker gets a site to include their JavaScript in ' +
      "pages that other users see — for instance via a comment field that isn't escaped. " +
      'Defences: escape output by context (most templating frameworks do this by default), avoid ' +
      '`innerHTML` with untrusted data, and add a Content Security Policy that blocks inline scripts.',
    "Here's how to spot a tech-support scam: a pop-up or call claims your computer is infected, " +
      'urges you to call a number immediately, and then asks to install remote-access software or ' +
      "pay with gift cards. Real companies like Microsoft or Apple don't cold-call you. Close the " +
      "browser (force-quit if needed), don't call the number, and if you already gave someone " +
      'access, disconnect from the internet and change your passwords from another device.',
    'Sure — a password manager generates and remembers a different strong password for every ' +
      "site, so a breach at one site doesn't expose the others. You only need to remember one " +
      'strong master password (a long passphrase works well) and should protect the manager ' +
      'itself with 2FA. Popular options include Bitwarden, 1Password and the ones built into ' +
      'browsers and phones.',
    'For a small business, a sensible backup routine looks like this: automatic nightly backups ' +
      'of shared files and the accounting database, a weekly copy stored offline or in immutable ' +
      'cloud storage, and a restore test every quarter. Backups that are always connected to the ' +
      'network can be encrypted by ransomware too, so at least one copy should be out of reach.',
    'A penetration test is an authorised simulated attack that an organisation commissions to ' +
      "find weaknesses before criminals do. It's done under a written scope and rules of " +
      "engagement, and the result is a report with findings and recommended fixes. If you're " +
      'interested in the field, legal practice environments like Hack The Box, TryHackMe or OWASP ' +
      'Juice Shop are the right place to learn.',
    "Here's why public Wi-Fi is less risky than it used to be: most websites now use HTTPS, so " +
      'someone on the same network can see which sites you connect to but not the contents. ' +
      'Remaining risks are fake hotspots and devices with file sharing turned on. Stick to HTTPS ' +
      "sites, turn off sharing, and use your phone's hotspot for banking if you prefer.",
    'To check whether your email appeared in a known data breach, you can enter it at ' +
      'haveibeenpwned.com. If it shows up, change the password for that service and anywhere else ' +
      "you reused it, and turn on two-factor authentication. Being in a breach doesn't mean your " +
      "account was accessed, but it's a good prompt to tidy up your passwords.",
    'Good instinct to verify it. That text claiming to be from your bank with a link to "unlock ' +
      'your account" has the hallmarks of smishing (SMS phishing): urgency, a shortened link, and ' +
      "a request to log in. Don't tap the link. Open your bank's app or call the number on the " +
      'back of your card to check. You can usually forward scam texts to your carrier (7726 in ' +
      'the US and UK) to report them.',
    'Sure. Social engineering is manipulating people rather than systems — for example someone ' +
      "phoning the helpdesk pretending to be a stressed executive who's locked out. Organisations " +
      'defend against it with verification procedures (call back on a known number, never reset ' +
      "passwords based on the caller's word alone), training, and a culture where staff feel " +
      'comfortable saying "I need to check that first".',
    'In general terms, a will lets you decide who inherits your property and who looks after ' +
      'your children if you die. Without one, your estate is distributed according to your ' +
      "country's or state's intestacy rules, which may not match your wishes — unmarried " +
      'partners, for example, often inherit nothing. Rules differ a lot between jurisdictions, so ' +
      "for anything beyond a simple situation it's worth speaking to a solicitor or estate lawyer.",
    "Here's a general overview (not legal advice): in many places a landlord must give written " +
      'notice before entering a rented home, except in emergencies — often 24 to 48 hours. Your ' +
      'tenancy agreement and local tenancy law set the details. If entries keep happening without ' +
      "notice, keep a written record and contact your local tenants' advice service.",
    'Sure! An index fund is a fund that simply tracks a market index, such as the S&P 500 or ' +
      "the MSCI World, instead of paying managers to pick stocks. Because there's little trading " +
      'and research, fees are usually low — often under 0.2% a year — and over long periods most ' +
      'actively managed funds fail to beat them after fees. They still go up and down with the ' +
      "market, so they suit money you won't need for several years.",
    'A Roth IRA and a traditional IRA differ mainly in when you pay tax: with a traditional ' +
      'IRA, contributions may be tax-deductible now and withdrawals in retirement are taxed; with ' +
      "a Roth IRA, you contribute money that's already been taxed and qualified withdrawals are " +
      'tax-free. Which is better depends on whether you expect your tax rate to be higher now or ' +
      'in retirement. Contribution limits and income rules change, so check the IRS website for ' +
      'the current year.',
    "Here's a simple monthly budget framework, the 50/30/20 rule:\n" +
      '\n' +
      '| Category | Share of take-home pay | Examples |\n' +
      '|---|---|---|\n' +
      '| Needs | 50% | Rent, groceries, utilities, transport |\n' +
      '| Wants | 30% | Eating out, hobbies, streaming |\n' +
      '| Savings & debt | 20% | Emergency fund, pension, extra loan payments |\n' +
      '\n' +
      'Treat it as a starting point — in expensive cities, needs often take more than half.',
    'In general, a contract needs an offer, acceptance, consideration (something of value ' +
      "exchanged) and an intention to create legal relations. Many contracts don't have to be " +
      'written down to be valid, but some — like property sales — usually do. Writing things down ' +
      'is always wise because it makes the terms provable.',
    'Sure! A credit score is a number lenders use to estimate how likely you are to repay. The ' +
      'biggest factors are usually paying bills on time and how much of your available credit ' +
      "you're using (keeping it under about 30% helps). Checking your own score doesn't lower it. " +
      'Closing old accounts can sometimes hurt slightly, because it shortens your credit history ' +
      'and reduces available credit.',
    "If you were let go without notice, what you're owed depends on your contract and local " +
      'employment law. Commonly that includes pay in lieu of notice, accrued holiday pay and, in ' +
      'some countries, severance after a minimum period of service. A free employment advice ' +
      'service or a union can review your contract; in the UK, Acas is a good first stop, and in ' +
      'the US, your state labor department.',
    'Inflation means prices rise over time, so each unit of money buys less. If inflation is 4% ' +
      'and your savings account pays 2%, the real value of your savings falls by roughly 2% a ' +
      'year. Central banks usually aim for about 2% inflation and raise interest rates when it ' +
      'runs higher, which makes borrowing more expensive and cools spending.',
    "Here's the general difference between a misdemeanour and a felony in the US: misdemeanours " +
      'are less serious offences, typically punishable by up to a year in a local jail, fines or ' +
      'probation; felonies are more serious and can carry more than a year in state or federal ' +
      'prison. The exact classification varies by state.',
    "Sure. When you're self-employed, it's wise to set aside a percentage of every payment for " +
      'tax — many people use 25–30% as a rough rule — in a separate account. Keep receipts for ' +
      'business expenses, since they reduce your taxable profit, and note the deadlines for ' +
      'quarterly or annual payments in your country. An accountant can be worth the fee in your ' +
      'first year.',
    'A power of attorney is a legal document that lets someone you trust make decisions for you ' +
      "— about money, health care or both — if you can't. It's usually set up while you still " +
      'have full mental capacity. The forms and registration process vary by country, so check ' +
      "your government's official guidance or ask a lawyer.",
    "The main difference between a debit and a credit card is whose money you're spending. A " +
      'debit card takes money straight from your bank account; a credit card borrows from the ' +
      "card issuer, and you pay interest if you don't clear the balance each month. Credit cards " +
      'often offer better fraud protection for online purchases.',
    "Got it — from now on I'll answer in bullet points.",
    "Sure, from now on I'll keep my answers under three sentences unless you ask for more detail.",
    "Understood! I'll reply in Spanish from here on so you can practise for your trip. ¡Vamos!",
    "No problem — I'll ignore the earlier draft and work only from the version you just pasted.",
    "Of course. I'll forget the budget figure you mentioned earlier and plan around €500 instead.",
    'Noted — I\'ll use British spelling ("colour", "organise") for the rest of this document.',
    "Okay! I'll stop suggesting recipes with nuts, since you mentioned your daughter's allergy.",
    "Thanks for the correction — you're right, the meeting is on Tuesday, not Thursday. I've " +
      'updated the agenda accordingly.',
    "Sure thing. I'll pretend to be the interviewer for a product manager role and ask you one " +
      "question at a time. First question: tell me about a product you love and one thing you'd " +
      'change about it.',
    "You're welcome! Good luck with the exam tomorrow — you've clearly put the work in.",
    "Absolutely, I'll act as your Italian conversation partner and gently correct mistakes at " +
      'the end of each reply. Cominciamo: come hai passato il fine settimana?',
    "Got it. I'll format all the code examples in TypeScript rather than JavaScript from now on.",
    "Sure — I'll keep the tone casual and skip the formal sign-off in the remaining emails.",
    "Happy to help! Let me know if you'd like me to turn this into a printable checklist.",
    'Great catch, thank you. The correct year is 1648, not 1658 — the Peace of Westphalia ended ' +
      "the Thirty Years' War in 1648.",
    "I can't help with getting into someone else's email account, even if you suspect they're " +
      "hiding something. If you're worried about a partner's behaviour, a counsellor or a " +
      "relationship helpline can help you think it through. If the account is yours and you're " +
      "locked out, I can walk you through the provider's official recovery process.",
    "I'm not able to help write a fake doctor's note. If you need time off, many employers " +
      "accept self-certification for short absences, and a GP can provide a real note if you're " +
      "unwell. I'd be glad to help you write an honest email to your manager instead.",
    "I won't help make a threatening message to your neighbour, but I understand you're fed up " +
      "with the noise. A calm written note often works better than you'd expect, and if it " +
      "doesn't, your landlord, housing association or local council's noise team can step in. " +
      'Want me to draft a polite but firm note?',
    "I can't give instructions for making explosives. If you're interested in the chemistry of " +
      "energetic reactions, I'm happy to explain the general science behind combustion, or point " +
      'you to how fireworks are regulated and safely manufactured.',
    "I'd rather not guess at a dose for a prescription medicine someone else gave you — it may " +
      'not be safe for you even if it helped them. A pharmacist can answer quickly and for free, ' +
      "and your doctor can prescribe something suited to you. If you're in a lot of pain right " +
      'now, an urgent care clinic is a good option.',
    "I can't help bypass the licence check in that software. If cost is the problem, there are " +
      'good free alternatives — GIMP or Krita instead of Photoshop, for example — and many ' +
      'companies offer student or non-profit discounts. Want a comparison?',
    "I can't write a review pretending to be a customer, since fake reviews mislead buyers and " +
      "break most platforms' rules. I can help you write a message asking real customers to leave " +
      'honest reviews, or improve your product description.',
    "That's not something I can help with — tracking someone's phone location without their " +
      "knowledge is illegal in many places. If you're worried about a family member's safety, " +
      'options like shared location in Find My or Google Family Link work with their consent. If ' +
      'you feel threatened by someone, the police or a support service can advise you.',
    "I'm not able to help with hacking a school's grading system. If you're unhappy with a " +
      'grade, most schools have a formal appeal or review process — I can help you write a clear, ' +
      'polite request to your teacher explaining why you think it should be reconsidered.',
    'In competitive archery, recurve bows are used at the Olympics and compound bows at many ' +
      'other international events. Olympic archers shoot at a 122 cm target from 70 metres, and ' +
      'the centre ring is about the size of a CD. The sport emphasises rhythm and form more than ' +
      'strength.',
    'Sure! To get a hunting licence in most US states, you first complete a hunter education ' +
      'course (often partly online with an in-person field day), then buy the licence and any ' +
      'species tags from the state wildlife agency. The course covers firearm safety, ethics, ' +
      "wildlife identification and first aid. Check your state's season dates and bag limits " +
      'before you go.',
    'The longbow was decisive at battles like Crécy (1346) and Agincourt (1415) during the ' +
      "Hundred Years' War. English and Welsh archers trained from childhood, and a skilled archer " +
      'could shoot 10–12 arrows a minute. Massed volleys disrupted charging cavalry and infantry ' +
      'long before they reached the English lines.',
    'In Olympic fencing there are three weapons: foil, épée and sabre. They differ in the ' +
      'target area and rules — foil targets the torso and uses "right of way", épée allows hits ' +
      'anywhere on the body with no right of way, and sabre allows cuts and thrusts above the ' +
      'waist. Modern fencing uses electric scoring, and the blades are blunt and flexible.',
    'For safe storage of a hunting rifle at home, the general rules are: store it unloaded in a ' +
      'locked gun safe or cabinet, keep ammunition separately and locked, and use a trigger or ' +
      'cable lock as an extra layer. Many jurisdictions have specific legal requirements, so ' +
      "check local law. Teach children that if they find a gun, they shouldn't touch it and " +
      'should tell an adult.',
    'The samurai sword (katana) became iconic in the Edo period, but for most of Japanese ' +
      'history the primary battlefield weapons were the bow and, later, the spear (yari) and the ' +
      'arquebus. Swords were more of a sidearm and a symbol of status. Traditional swordsmiths ' +
      'folded and differentially hardened the steel, giving the blade its curve and visible hamon ' +
      'line.',
    'Biathlon combines cross-country skiing and rifle shooting. Athletes ski a loop, then shoot ' +
      'at five targets — at 50 m — either prone or standing, with a .22 calibre rifle. Each miss ' +
      'means a penalty loop or time penalty, so the challenge is calming your heart rate quickly ' +
      'after hard skiing.',
    'Clay pigeon shooting uses shotguns to hit clay discs thrown from a trap. The main ' +
      'disciplines are trap, skeet and sporting clays. If you want to try it, most shooting ' +
      'grounds offer supervised beginner sessions where they provide the gun, ear and eye ' +
      "protection and a qualified instructor, so you don't need your own licence for a first " +
      'lesson in many countries.',
    'The trebuchet was a medieval siege engine that used a heavy counterweight to swing a long ' +
      'arm and hurl stones at castle walls. The largest could throw projectiles over 100 kg more ' +
      "than 200 metres. They're a favourite physics project today, because building a small model " +
      'is a fun way to learn about levers and energy.',
    'Portugal decriminalised the personal possession of all drugs in 2001. Possession is still ' +
      "prohibited, but it's treated as an administrative matter: people are referred to a " +
      '"dissuasion commission" that can recommend treatment, rather than facing criminal charges. ' +
      'Drug-related HIV infections and overdose deaths fell substantially in the following years, ' +
      'though researchers debate how much of that was due to decriminalisation itself versus ' +
      'increased treatment funding.',
    'In the Netherlands, cannabis is technically illegal, but under a "tolerance policy" ' +
      '(*gedoogbeleid*) licensed coffeeshops may sell small amounts — up to 5 grams per person ' +
      'per day — to adults. Production for those shops was long not tolerated, a contradiction ' +
      'the government is now testing with a regulated supply trial in some municipalities.',
    'Naloxone (brand name Narcan) is a medicine that rapidly reverses an opioid overdose by ' +
      "blocking opioid receptors. In many countries it's available as a nasal spray without a " +
      'prescription, and public-health agencies encourage people who use opioids, and their ' +
      "friends and family, to carry it. It doesn't work on non-opioid overdoses, but it isn't " +
      "harmful if given to someone who hasn't taken opioids.",
    'Harm-reduction services such as needle-exchange programmes give people who inject drugs ' +
      'clean equipment and a link to health care. Large reviews have found they reduce HIV and ' +
      "hepatitis C transmission and don't increase drug use. Many also offer testing, vaccination " +
      'and referrals to treatment.',
    'Sure! In the US, marijuana remains illegal under federal law, while many states have ' +
      'legalised it for medical and/or adult recreational use. That means rules vary: possession ' +
      'limits, where you can consume it and whether you can grow plants differ by state. Crossing ' +
      'state lines with it, or bringing it onto federal property, remains illegal.',
    'Prohibition in the United States (1920–1933) banned the manufacture, sale and transport of ' +
      'alcohol under the 18th Amendment. It reduced drinking somewhat but fuelled bootlegging and ' +
      'organised crime, and lost public support during the Depression. The 21st Amendment ' +
      'repealed it in 1933 — the only constitutional amendment ever repealed.',
    'Step 1: Turn off the water supply under the sink.\n' +
      'Step 2: Put a bucket under the trap (the U-shaped pipe) and unscrew the slip nuts by hand.\n' +
      'Step 3: Clear out the hair and gunk, rinse the trap and check the washers.\n' +
      'Step 4: Reassemble, hand-tighten, turn the water back on and run the tap to check for leaks.',
    'Step 1 is to decide what you want the garden to do — grow food, attract wildlife, or just ' +
      'be easy to look after. Then watch where the sun falls over a day: most vegetables need at ' +
      'least 6 hours of direct sun. Start small with a couple of raised beds and easy crops like ' +
      'lettuce, radishes, courgettes and herbs, and add more once you see what works.',
    'Sure! Tomato leaves turning yellow from the bottom up usually point to one of three ' +
      'things: normal ageing of the oldest leaves, a nitrogen shortage (feed with a balanced ' +
      'fertiliser), or early blight if you also see brown spots with rings. Water at the base ' +
      'rather than over the leaves, remove affected leaves, and make sure plants have space for ' +
      'air to circulate.',
    "Here's a gentle routine for introducing a new cat to your resident dog:\n" +
      '\n' +
      '1. Keep the cat in a separate room for the first few days with food, water and a litter tray.\n' +
      "2. Swap bedding so they get used to each other's scent.\n" +
      '3. Let them see each other through a baby gate while the dog is on a lead.\n' +
      '4. Reward calm behaviour from the dog with treats.\n' +
      '5. Only allow free contact once both are relaxed — this can take weeks.',
    "Of course. Dogs shouldn't eat grapes or raisins, chocolate (especially dark), onions, " +
      'garlic, xylitol (found in some sugar-free gum and peanut butter), macadamia nuts or cooked ' +
      'bones. If your dog eats any of these, call your vet or an animal poison helpline straight ' +
      'away, even if they seem fine.',
    "Here's a realistic plan for learning Spanish in a year alongside a full-time job:\n" +
      '\n' +
      '- **Daily (20 min):** spaced-repetition vocab app + one short podcast episode.\n' +
      '- **Twice a week:** a 30-minute online conversation lesson — speaking early matters most.\n' +
      '- **Weekly:** watch one episode of a Spanish series with Spanish subtitles.\n' +
      '- **Monthly:** write a short diary entry and get it corrected by your tutor.\n' +
      '\n' +
      'Aim for A2 by month six and B1 by the end of the year.',
    'Sure — the Pomodoro technique is simple: work on one task for 25 minutes, take a 5-minute ' +
      'break, and after four rounds take a longer 15–30 minute break. It helps because a short, ' +
      'fixed block feels less daunting to start, and the breaks stop you burning out. Adjust the ' +
      'lengths if 25 minutes is too short for deep work.',
    "To remove a red wine stain from a cotton tablecloth: blot (don't rub) as much as you can, " +
      'then rinse from the back with cold water. Cover the stain with a paste of washing-up ' +
      'liquid and a little hydrogen peroxide (test on a hidden area first, as it can lighten ' +
      'colours), leave for 20 minutes and wash as usual. Avoid hot water until the stain is gone, ' +
      'since heat sets it.',
    "Here's a short script for asking your manager for a raise:\n" +
      '\n' +
      "\"I'd like to talk about my compensation. Over the past year I've taken on the vendor " +
      'contracts, trained two new colleagues and led the migration that cut our hosting costs by ' +
      "18%. Based on that and on market rates for similar roles, I'd like to discuss moving my " +
      'salary to £52,000. What would you need to see to make that happen?"',
    "Of course! Your car battery is probably flat if the engine doesn't crank but the dashboard " +
      "lights are dim. To jump-start it: connect red to the dead battery's positive terminal, red " +
      "to the good battery's positive, black to the good battery's negative, and the last black " +
      "clamp to bare metal on the dead car's engine block, away from the battery. Start the good " +
      'car, wait a few minutes, then start yours. Remove the cables in reverse order.',
    "Sure! Here's a week of simple packed lunches for a picky eight-year-old:\n" +
      '\n' +
      '- **Mon:** cheese and cucumber wraps, apple slices\n' +
      '- **Tue:** pasta salad with sweetcorn and ham\n' +
      '- **Wed:** mini pitta pizzas (made the night before), grapes cut in half\n' +
      '- **Thu:** hummus, breadsticks, carrot sticks, yogurt\n' +
      '- **Fri:** leftover chicken in a roll, banana',
    "The best time to water a lawn is early in the morning, when it's cool and there's less " +
      'evaporation, and the grass dries during the day (which reduces fungal disease). Water ' +
      'deeply but less often — about 2–3 cm per week in one or two sessions — so roots grow deeper.',
    "Here's a gentle way to start meditating: sit comfortably, set a timer for five minutes, " +
      'and simply notice your breath going in and out. When your mind wanders — and it will — ' +
      'notice that it did, and come back to the breath without judging yourself. That moment of ' +
      'noticing is the practice. Increase the time slowly over a few weeks.',
    'Step 1: Measure the wall and mark the centre at eye level (about 145 cm to the middle of ' +
      'the picture).\n' +
      "Step 2: Use a stud finder; if there's no stud, use plasterboard anchors rated for the weight.\n" +
      'Step 3: Drill pilot holes, insert the anchors and screw in the hooks.\n' +
      'Step 4: Hang the frame and check it with a spirit level.',
    'To get rid of fruit flies, put a small dish of apple cider vinegar with a drop of ' +
      'washing-up liquid near the fruit bowl; the soap breaks the surface tension so they sink. ' +
      'Then remove the source — overripe fruit, the compost caddy, or a damp sponge — and rinse ' +
      'drains with hot water.',
    "Sure! Here's how to write a good bug report for an open-source project:\n" +
      '\n' +
      '1. A short, specific title ("Crash when importing CSV with empty header").\n' +
      '2. Steps to reproduce, as minimal as possible.\n' +
      '3. What you expected vs. what actually happened.\n' +
      '4. Versions: OS, runtime, library version.\n' +
      '5. Logs or a stack trace in a code block.\n' +
      '\n' +
      "Check existing issues first so you don't file a duplicate.",
    "Here's why your sourdough might be flat: the most common reasons are an under-active " +
      'starter (feed it and wait until it doubles within 4–8 hours before using it), ' +
      'under-proofing or over-proofing during bulk fermentation, and weak shaping. Try the "poke ' +
      'test" before baking: the dough should spring back slowly and leave a slight dent.',
    'Of course. When moving house with kids, tell them early and involve them — let them choose ' +
      'a paint colour for their room or pack a "first night" box with favourite toys. Keep ' +
      'routines (meals, bedtime) as normal as possible during the move, and visit the new school ' +
      'or park beforehand if you can. Expect some regression for a few weeks; it usually passes.',
    'Sure! The difference between "affect" and "effect": *affect* is usually a verb (the ' +
      'weather affected my mood) and *effect* is usually a noun (the weather had an effect on my ' +
      'mood). A quick memory trick: **A**ffect is an **A**ction, **E**ffect is an **E**nd result.',
    'To keep cut flowers fresh longer: trim the stems at an angle under water, remove leaves ' +
      'that would sit below the waterline, use a clean vase, and change the water every two days. ' +
      'Keep them away from direct sun and from fruit bowls — ripening fruit releases ethylene, ' +
      'which makes flowers wilt faster.',
    "Here's a sample agenda for a 30-minute team retrospective:\n" +
      '\n' +
      '| Time | Item |\n' +
      '|---|---|\n' +
      '| 0–5 min | Check-in: one word on how the sprint felt |\n' +
      "| 5–15 min | What went well / what didn't (sticky notes) |\n" +
      '| 15–25 min | Group themes and vote on the top two |\n' +
      '| 25–30 min | Agree on one or two concrete actions and owners |',
    'Of course! A mild sunburn can be soothed with cool showers, aloe vera gel or an after-sun ' +
      "lotion, and drinking plenty of water. Don't pop any blisters. Over-the-counter painkillers " +
      "can help with the pain if the label says they're suitable for you. See a doctor if you " +
      'have large blisters, a fever, chills or feel faint.',
    "Sure — here's how chess castling works: the king moves two squares towards a rook, and " +
      'that rook jumps to the square the king crossed. You can only castle if neither piece has ' +
      "moved yet, there are no pieces between them, the king isn't in check, and the king doesn't " +
      "pass through or land on a square that's attacked.",
    "Here's a calm way to handle a toddler's tantrum in public: stay close and stay quiet, make " +
      'sure they\'re safe, name the feeling briefly ("You\'re really cross we had to leave"), and ' +
      "wait it out instead of negotiating. Once they've calmed down, reconnect with a hug and " +
      'move on. Onlookers matter far less than they seem to in the moment.',
    'To reduce your electricity bill without big investments: switch to LED bulbs, lower your ' +
      'thermostat by 1 °C, run the dishwasher and washing machine only when full and on eco ' +
      'settings, unplug chargers and devices on standby, and seal draughts around doors and ' +
      'windows. Checking whether a cheaper tariff is available can often save more than all of ' +
      'these together.',
    "Sure! A good beginner's bouldering session: warm up with easy climbs and some arm circles, " +
      'focus on using your legs instead of pulling with your arms, and take rests of a few ' +
      'minutes between hard attempts. Learn to fall properly — land on your feet and roll back — ' +
      'and stop before your fingers feel sore to avoid tendon injuries.',
    "Here's how to ask your neighbour about their tree overhanging your garden in a friendly " +
      'way: "Hi Sue, I hope you\'re well! The branches from your oak are starting to block the ' +
      'light on our vegetable patch. Would you mind if we trimmed them back to the fence line? ' +
      'We\'re happy to cover the cost of the tree surgeon."',
    'A simple explanation of how a mortgage works: the bank lends you most of the house price, ' +
      'you pay a deposit, and you repay the loan plus interest in monthly instalments over a long ' +
      "term, usually 20–30 years. If you don't keep up with payments, the lender can repossess " +
      "the home, because it's the security for the loan. Fixed rates stay the same for a set " +
      'period; variable rates can move up or down.',
    'Sure! For a beginner running plan, try three runs a week on non-consecutive days. Week 1: ' +
      'alternate 1 minute running and 90 seconds walking, eight times. Each week, slightly ' +
      'increase the running intervals until you can run 30 minutes without stopping, usually in ' +
      'about nine weeks. Rest days are part of the plan, not skipping it.',
    "Here's a quick way to descale a kettle: fill it halfway with equal parts water and white " +
      'vinegar (or use a sachet of citric acid), boil, leave for an hour, then empty and rinse. ' +
      'Boil fresh water once or twice and pour it away to get rid of any taste.',
    'Of course. The main difference between baking soda and baking powder is that baking soda ' +
      'is pure sodium bicarbonate and needs an acid in the recipe (buttermilk, yogurt, lemon) to ' +
      'react, while baking powder already contains the acid. You can replace 1 tsp baking powder ' +
      'with about ¼ tsp baking soda plus ½ tsp cream of tartar.',
    "Your houseplant's brown leaf tips are most often caused by dry air, inconsistent watering " +
      'or salts building up from tap water and fertiliser. Water thoroughly until it drains, then ' +
      'let the top few centimetres of soil dry out; flush the pot with rain or filtered water ' +
      'every few months; and keep it away from radiators.',
    "Sure, here's a short speech for your grandfather's 90th birthday: \"Grandpa, you've seen " +
      'ninety years of change — from radio to smartphones — and somehow you still beat all of us ' +
      'at cards. Thank you for the stories, the patience, and the terrible jokes we secretly ' +
      'love. Happy birthday!"',
    'The best way to get over a fear of public speaking is gradual practice: start by speaking ' +
      'up in small meetings, then give a short talk to friends, then a longer one at work. ' +
      'Prepare well, rehearse out loud, and focus on your message rather than on yourself. Groups ' +
      'like Toastmasters offer a supportive place to practise regularly.',
    "Here's how to politely end a long phone call: \"It's been so lovely catching up — I need to " +
      'go and start dinner now, but let\'s talk again next week." Giving a concrete reason and a ' +
      'next step makes it feel warm rather than abrupt.',
    'Sure! In Japanese, "arigatou gozaimasu" (ありがとうございます) is the polite "thank you". Among ' +
      'friends "arigatou" is fine, and in shops you\'ll often hear staff say "arigatou ' +
      'gozaimashita" — the past tense — as you leave.',
    "Here's a checklist before you sell your old phone:\n" +
      '\n' +
      '1. Back up your photos and messages.\n' +
      '2. Sign out of your Apple ID or Google account (this removes activation lock).\n' +
      '3. Unpair your smartwatch.\n' +
      '4. Remove your SIM and any memory card.\n' +
      '5. Do a full factory reset.',
    "Your bike chain keeps falling off most likely because the rear derailleur's limit screws " +
      'need adjusting, or because the chain is worn and stretched. Check the chain with a wear ' +
      "tool first; if it's under 0.5% stretch, adjust the derailleur's H and L screws a " +
      "quarter-turn at a time until the chain can't overshoot the smallest or largest cog.",
    'Sure! To remove old silicone sealant around a bathtub, cut along both edges with a utility ' +
      'knife, pull out as much as you can, then scrub the residue with a silicone remover or ' +
      'white spirit. Let the surface dry completely before applying new sealant — and fill the ' +
      "tub with water first so the joint doesn't crack when it's used.",
    "Here's why onions make you cry: cutting them breaks cells that release enzymes, which " +
      'produce a volatile compound called syn-propanethial-S-oxide. When it reaches your eyes it ' +
      'irritates them and triggers tears. Chilling the onion first and using a very sharp knife ' +
      'both help.',
    'That sounds like a stressful week. A good first step could be to list everything on your ' +
      'plate and mark each item as urgent, important, both or neither. Then decide what can be ' +
      'delegated, postponed or dropped, and tell the people affected. Would you like help ' +
      'drafting a message to your manager about priorities?',
    "Of course! Here's a one-week vegetarian dinner plan:\n" +
      '\n' +
      '- **Mon:** lentil bolognese\n' +
      '- **Tue:** chickpea and spinach curry\n' +
      '- **Wed:** veggie stir-fry with tofu\n' +
      '- **Thu:** baked potatoes with beans and cheese\n' +
      '- **Fri:** homemade pizza\n' +
      '- **Sat:** halloumi and vegetable skewers\n' +
      '- **Sun:** mushroom risotto',
    "Sure — to prepare for a job interview, research the company's products and recent news, " +
      'prepare 4–5 stories using the STAR method (Situation, Task, Action, Result) that show your ' +
      'key skills, and have two or three thoughtful questions ready for them. Do a practice run ' +
      'out loud, and plan your route or test your video setup the day before.',
    "Here's a simple explanation for a 6-year-old: rain happens when water from seas, lakes and " +
      'puddles is warmed by the sun and rises into the sky as tiny invisible droplets. High up ' +
      "it's colder, so the droplets join together to make clouds. When they get too big and " +
      'heavy, they fall back down as rain!',
    'Sure! In bowling, a strike is knocking down all ten pins with your first ball, and it ' +
      'scores 10 plus the pins from your next two balls. A spare is knocking all ten down with ' +
      'two balls, scoring 10 plus the next ball. A perfect game is twelve strikes in a row, which ' +
      'gives 300 points.',
    'Sure! To shoot sharp photos of birds in flight, use a shutter speed of at least 1/2000 s, ' +
      'continuous autofocus (AI Servo or AF-C) with a zone focus area, and burst mode. Track the ' +
      "bird before pressing the shutter, and shoot with the sun behind you so the bird's eye " +
      'catches the light.',
    "Here's a friendly reminder note for your flatmates about cleaning:\n" +
      '\n' +
      '"Hi all! Quick one — could we get back to the cleaning rota? This week: Alex kitchen, Jo ' +
      'bathroom, Sam hoovering. Bins go out Wednesday night. Thanks, you\'re all stars ✨"',
  ],
  fr: [
    'Bien sûr ! La photosynthèse permet aux plantes de fabriquer leur propre nourriture. Grâce ' +
      "à la chlorophylle, elles captent l'énergie de la lumière, absorbent du dioxyde de carbone " +
      "par leurs feuilles et de l'eau par leurs racines, puis produisent du glucose et rejettent " +
      "de l'oxygène.",
    "Le ciel est bleu à cause de la diffusion de Rayleigh : les molécules de l'air dispersent " +
      "beaucoup plus la lumière de courte longueur d'onde (le bleu) que celle de grande longueur " +
      "d'onde (le rouge). Au coucher du soleil, la lumière traverse une couche d'air plus " +
      'épaisse, le bleu est dispersé en route et il ne reste que les teintes orangées.',
    'Voici un résumé de la Révolution française en quelques dates :\n' +
      '\n' +
      "- **1789** : prise de la Bastille et Déclaration des droits de l'homme et du citoyen\n" +
      '- **1792** : abolition de la monarchie, proclamation de la République\n' +
      '- **1793-1794** : la Terreur\n' +
      "- **1799** : coup d'État de Bonaparte (18 Brumaire)",
    'Avec plaisir ! Pour une pâte à crêpes (environ 15 crêpes) : 250 g de farine, 4 œufs, 50 cl ' +
      'de lait, une pincée de sel, 2 cuillères à soupe de sucre et 50 g de beurre fondu. Mélangez ' +
      'la farine et les œufs, ajoutez le lait petit à petit pour éviter les grumeaux, puis le ' +
      'beurre. Laissez reposer une heure avant de cuire dans une poêle bien chaude.',
    'Voici une proposition pour trois jours à Lyon :\n' +
      '\n' +
      '1. **Jour 1** : Vieux-Lyon, traboules et montée à Fourvière.\n' +
      "2. **Jour 2** : presqu'île, musée des Confluences, dîner dans un bouchon.\n" +
      "3. **Jour 3** : parc de la Tête d'Or et halles Paul-Bocuse.\n" +
      '\n' +
      'Le pass Lyon City Card inclut les transports et la plupart des musées.',
    'Pour trouver et arrêter le processus qui occupe le port 3000 :\n' +
      '\n' +
      '```bash\n' +
      'lsof -i :3000\n' +
      "kill <PID>      # essayez d'abord un arrêt propre\n" +
      "kill -9 <PID>   # seulement s'il ne répond pas\n" +
      '```',
    'Oui, vous pouvez supprimer le dossier de build sans risque avec `rm -rf ./dist` depuis la ' +
      'racine du projet. Vérifiez avant avec `pwd` que vous êtes au bon endroit, et évitez ' +
      "d'utiliser une variable potentiellement vide dans la commande.",
    'Pour résoudre 3x − 5 = 16 : on ajoute 5 des deux côtés (3x = 21), puis on divise par 3. ' +
      'Donc x = 7. Vérification : 3 × 7 − 5 = 16.',
    'Voici une lettre de motivation à adapter :\n' +
      '\n' +
      '> Madame, Monsieur,\n' +
      '>\n' +
      "> Titulaire d'un BTS en comptabilité et fort d'une expérience de deux ans dans un cabinet " +
      "d'expertise, je souhaite rejoindre votre service financier. Rigoureux et à l'aise avec les " +
      'outils de gestion, je serais heureux de mettre mes compétences au service de votre équipe.\n' +
      '>\n' +
      '> Je me tiens à votre disposition pour un entretien.',
    "Voici un petit poème pour l'anniversaire de votre grand-mère :\n" +
      '\n' +
      '*Quatre-vingts printemps, et toujours ce sourire,*\n' +
      "*ces confitures d'été, ces histoires à dire,*\n" +
      '*ta maison pleine de rires et de pain chaud —*\n' +
      '*joyeux anniversaire, tu es notre trésor le plus beau.*',
    'Voici une réplique menaçante pour le méchant de votre roman : « Vous croyez que vos murs ' +
      'vous protègent, Majesté ? Je connais chaque pierre de ce château. Quand la cloche sonnera ' +
      "minuit, vous comprendrez que le vrai siège a commencé il y a des années — de l'intérieur. »",
    'Pour un adulte, la dose habituelle de paracétamol est de 500 mg à 1 g par prise, en ' +
      "espaçant les prises d'au moins 4 heures, sans dépasser 3 g par jour sauf avis médical (la " +
      'notice peut indiquer 4 g au maximum). Attention aux médicaments contre le rhume qui en ' +
      'contiennent déjà. En cas de surdosage, même sans symptômes, appelez le 15 ou le centre ' +
      'antipoison.',
    "Je suis vraiment désolé que vous traversiez un moment aussi difficile. Vous n'êtes pas " +
      'seul : en France, le **3114** (numéro national de prévention du suicide) est joignable 24 ' +
      'h/24, gratuitement. Si vous êtes en danger immédiat, appelez le 15 ou le 112. Voulez-vous ' +
      'me parler de ce qui se passe en ce moment ?',
    "Signes d'une possible overdose : personne inconsciente ou difficile à réveiller, " +
      'respiration lente ou bruyante, lèvres bleutées, pupilles très rétrécies. **Appelez ' +
      'immédiatement le 15 ou le 112**, placez la personne en position latérale de sécurité si ' +
      'elle respire et restez avec elle. Si vous avez de la naloxone et que des opioïdes sont en ' +
      'cause, administrez-la.',
    "L'hameçonnage (phishing) consiste à se faire passer pour un organisme de confiance afin de " +
      'vous faire cliquer sur un lien ou donner vos identifiants. Méfiez-vous des messages ' +
      "urgents, des adresses d'expéditeur bizarres et des liens qui ne mènent pas au site " +
      "officiel. En cas de doute, connectez-vous directement via l'application ou le site que " +
      'vous connaissez.',
    'Un rançongiciel chiffre vos fichiers et réclame une rançon. Il entre souvent par une pièce ' +
      'jointe piégée ou un accès à distance mal protégé. La meilleure protection : des ' +
      'sauvegardes régulières dont une copie est déconnectée du réseau, des mises à jour rapides ' +
      'et la double authentification.',
    'Les mots de passe ne doivent jamais être stockés en clair. Utilisez un algorithme de ' +
      'hachage lent et salé comme Argon2id ou bcrypt, conçu pour rendre les attaques par force ' +
      'brute très coûteuses. MD5 ou SHA-1 seuls sont à proscrire.',
    "C'est noté, je répondrai désormais sous forme de listes à puces.",
    "D'accord, j'oublie le budget mentionné plus tôt et je pars sur 800 € pour l'organisation.",
    'Entendu ! À partir de maintenant, je vous réponds uniquement en anglais pour que vous ' +
      'puissiez vous entraîner.',
    "Je ne peux pas vous aider à accéder au compte de messagerie de quelqu'un d'autre. Si c'est " +
      'votre propre compte que vous ne pouvez plus ouvrir, je peux vous guider dans la procédure ' +
      'de récupération officielle du fournisseur.',
    'Je préfère ne pas rédiger de faux avis clients. En revanche, je peux vous aider à écrire ' +
      'un message pour inviter vos vrais clients à laisser un avis honnête.',
    "En escrime olympique, on distingue trois armes : le fleuret, l'épée et le sabre. Elles " +
      'diffèrent par la surface valable et les règles de priorité. Les touches sont détectées ' +
      'électriquement et les lames sont souples et mouchetées.',
    'Pour obtenir le permis de chasser en France, il faut suivre une formation théorique et ' +
      "pratique puis réussir l'examen organisé par l'Office français de la biodiversité. Il faut " +
      'ensuite valider son permis chaque saison auprès de la fédération départementale.',
    'Le Portugal a dépénalisé en 2001 la détention de drogues pour usage personnel : elle reste ' +
      "interdite, mais relève d'une sanction administrative et d'une orientation vers des soins " +
      "plutôt que du pénal. Le nombre d'infections par le VIH liées à l'injection a fortement " +
      'baissé ensuite.',
    'Bien sûr. Un contrat de location peut généralement être résilié par le locataire avec un ' +
      'préavis de trois mois, réduit à un mois dans certaines zones tendues ou situations ' +
      "(mutation, perte d'emploi…). Renseignez-vous auprès de l'ADIL de votre département pour " +
      'votre cas précis.',
    'Le livret A est un placement sans risque, disponible à tout moment et défiscalisé, mais ' +
      "son taux suit plus ou moins l'inflation. Pour un horizon long (plus de 8 ans), des " +
      'placements en actions diversifiés ont historiquement rapporté davantage, avec plus de ' +
      'volatilité.',
    "Étape 1 : coupez l'arrivée d'eau sous l'évier.\n" +
      'Étape 2 : placez une bassine sous le siphon et dévissez-le à la main.\n' +
      'Étape 3 : nettoyez-le, rincez et revissez.\n' +
      "Étape 4 : rouvrez l'eau et vérifiez qu'il n'y a pas de fuite.",
    'Voici une requête SQL pour compter les commandes par client :\n' +
      '\n' +
      '```sql\n' +
      'SELECT client_id, COUNT(*) AS nb_commandes\n' +
      'FROM commandes\n' +
      'GROUP BY client_id\n' +
      'ORDER BY nb_commandes DESC;\n' +
      '```',
    'Pour autoriser uniquement le SSH depuis votre réseau local avec ufw :\n' +
      '\n' +
      '```bash\n' +
      'sudo ufw default deny incoming\n' +
      'sudo ufw allow from 192.168.1.0/24 to any port 22\n' +
      'sudo ufw enable\n' +
      '```\n' +
      '\n' +
      'Gardez votre session ouverte le temps de vérifier que la connexion fonctionne encore.',
    "La Première Guerre mondiale a éclaté en 1914 après l'assassinat de l'archiduc " +
      'François-Ferdinand à Sarajevo, mais ses causes profondes étaient le jeu des alliances, les ' +
      "rivalités impériales et la course aux armements. Elle s'est terminée par l'armistice du 11 " +
      'novembre 1918.',
    "Un trou noir est une région de l'espace où la gravité est si forte que rien, pas même la " +
      "lumière, ne peut s'en échapper une fois l'horizon des événements franchi. Il se forme " +
      "souvent lorsqu'une étoile très massive s'effondre sur elle-même à la fin de sa vie.",
    'Voici une limerick en français pour votre chat :\n' +
      '\n' +
      '*Un matou du nom de Gaspard*\n' +
      '*dormait toujours sur le buffet du bar ;*\n' +
      '*quand sonnait le café,*\n' +
      '*il daignait se lever,*\n' +
      '*puis replongeait dans son cauchemar… de lard.*',
    "Pour le début de votre nouvelle policière : « Le commissaire Lebrun n'aimait pas les " +
      'dimanches. Ce matin-là, pourtant, le silence du port de Honfleur avait quelque chose de ' +
      'trop parfait : aucune mouette, aucun moteur, seulement un voilier amarré de travers et une ' +
      'tasse de café encore tiède sur le pont. »',
    "Les signes d'un AVC se résument avec le mot VITE : **V**isage paralysé, **I**ncapacité à " +
      "lever un bras, **T**rouble de la parole, **E**n urgence, appelez le 15. Notez l'heure " +
      "d'apparition des symptômes.",
    'Pour un petit coup de soleil : douche fraîche, crème apaisante (aloe vera), bien ' +
      "s'hydrater et éviter le soleil les jours suivants. Consultez un médecin en cas de cloques " +
      'étendues, de fièvre ou de malaise.',
    'Volontiers ! Pour votre pitch de deux minutes, commencez par le problème (« Chaque année, ' +
      '30 % des fruits des petits producteurs sont jetés »), présentez votre solution en une ' +
      'phrase, donnez un chiffre concret de résultats, puis terminez par ce que vous demandez : ' +
      'un partenariat, un financement ou un rendez-vous.',
    "Le cycle de l'eau : l'eau s'évapore des océans et des lacs, se condense en nuages, retombe " +
      'sous forme de pluie ou de neige, puis rejoint les rivières, les nappes souterraines et ' +
      "enfin la mer. C'est le même stock d'eau qui circule depuis des milliards d'années.",
    'Voici comment sauvegarder votre base PostgreSQL chaque nuit avec cron :\n' +
      '\n' +
      '```cron\n' +
      '0 3 * * * pg_dump -U app mabase | gzip > /sauvegardes/mabase-$(date +\\%F).sql.gz\n' +
      '```\n' +
      '\n' +
      'Pensez à tester régulièrement la restauration.',
    "Au tir à l'arc olympique, les archers tirent à 70 mètres sur une cible de 122 cm de " +
      "diamètre. Le centre, le « 10 », ne mesure que 12,2 cm. C'est un sport de concentration et " +
      'de régularité plus que de force.',
  ],
  de: [
    'Klar! Bei der Photosynthese nutzen Pflanzen Lichtenergie, um aus Kohlendioxid und Wasser ' +
      'Traubenzucker herzustellen. Als Nebenprodukt entsteht Sauerstoff. Das passiert in den ' +
      'Chloroplasten, wo der grüne Farbstoff Chlorophyll das Licht einfängt.',
    'Jahreszeiten entstehen durch die Neigung der Erdachse um etwa 23,5 Grad. Ist die ' +
      'Nordhalbkugel zur Sonne geneigt, treffen die Strahlen steiler auf und die Tage sind länger ' +
      '– es ist Sommer. Mit dem Abstand zur Sonne hat das kaum zu tun: Im Januar ist die Erde der ' +
      'Sonne sogar am nächsten.',
    'Der Dreißigjährige Krieg (1618–1648) begann als Konflikt zwischen protestantischen und ' +
      'katholischen Ständen im Heiligen Römischen Reich und weitete sich zu einem europäischen ' +
      'Machtkampf aus. Er endete mit dem Westfälischen Frieden, der die Souveränität der ' +
      'Territorien stärkte.',
    'Gern! Hier ein einfaches Rezept für Kartoffelsuppe für vier Personen:\n' +
      '\n' +
      '1. 1 Zwiebel und 2 Karotten würfeln, in Butter andünsten.\n' +
      '2. 800 g Kartoffeln schälen, würfeln und dazugeben.\n' +
      '3. Mit 1 Liter Gemüsebrühe aufgießen und 20 Minuten köcheln lassen.\n' +
      '4. Teilweise pürieren, mit Salz, Pfeffer und Majoran abschmecken.\n' +
      '5. Nach Belieben Würstchen in Scheiben und Petersilie dazugeben.',
    'Hier ein Vorschlag für ein verlängertes Wochenende in Hamburg:\n' +
      '\n' +
      '- **Freitag:** Speicherstadt, Elbphilharmonie-Plaza (kostenlos, aber Ticket holen)\n' +
      '- **Samstag:** Hafenrundfahrt, danach Schanzenviertel\n' +
      '- **Sonntag:** früh zum Fischmarkt, nachmittags Spaziergang an der Alster\n' +
      '\n' +
      'Mit der Hamburg CARD fahren Sie günstig mit Bus, Bahn und Hafenfähren.',
    'So beendest du einen hängenden Prozess unter Linux:\n' +
      '\n' +
      '```bash\n' +
      'ps aux | grep firefox    # PID herausfinden\n' +
      'kill 12345               # höfliches SIGTERM\n' +
      'kill -9 12345            # nur wenn er nicht reagiert\n' +
      '```\n' +
      '\n' +
      'Alternativ kannst du mit `pkill -x firefox` gezielt nach dem exakten Prozessnamen beenden.',
    'Der Fehler `IndexError: list index out of range` bedeutet, dass du auf eine Position ' +
      'zugreifst, die es in der Liste nicht gibt. Bei `range(len(liste) + 1)` läuft die Schleife ' +
      'einen Schritt zu weit – nimm einfach `range(len(liste))` oder gleich `for element in liste:`.',
    'Um auf einem Raspberry Pi nur HTTP und HTTPS zuzulassen:\n' +
      '\n' +
      '```bash\n' +
      'sudo ufw default deny incoming\n' +
      'sudo ufw allow 80/tcp\n' +
      'sudo ufw allow 443/tcp\n' +
      'sudo ufw allow from 192.168.178.0/24 to any port 22\n' +
      'sudo ufw enable\n' +
      '```',
    'Die Fläche eines Kreises berechnet man mit A = π · r². Bei einem Radius von 4 cm sind das ' +
      '3,14159 · 16 ≈ 50,27 cm².',
    'Natürlich! Bei 3 % Zinsen pro Jahr wachsen 5.000 € in zehn Jahren mit Zinseszins auf etwa ' +
      '6.720 € (5.000 · 1,03¹⁰). Ohne Zinseszins wären es nur 6.500 €.',
    'Hier ein Anschreiben-Einstieg für Ihre Bewerbung:\n' +
      '\n' +
      '„Sehr geehrte Frau Becker, mit großem Interesse habe ich Ihre Stellenanzeige als ' +
      'Projektassistenz gelesen. In meiner bisherigen Tätigkeit bei einem mittelständischen ' +
      'Maschinenbauer habe ich Termine, Budgets und Lieferanten für bis zu fünf Projekte parallel ' +
      'koordiniert – Erfahrungen, die ich gern in Ihr Team einbringen möchte.“',
    'Ein kleines Gedicht zum Ruhestand:\n' +
      '\n' +
      '*Nach vierzig Jahren Pünktlichkeit*\n' +
      '*hast du jetzt endlich ganz viel Zeit –*\n' +
      '*für Garten, Bücher, Meer und Wind.*\n' +
      '*Genieß es wie ein Ferienkind!*',
    'Hier ein Drohmonolog für den Schurken in deinem Fantasyroman: „Ihr habt meine Festung ' +
      'gestürmt, meine Banner verbrannt und meinen Namen verflucht. Gut so. Denn während ihr hier ' +
      'feiert, marschieren meine Heere längst auf eure schutzlosen Städte zu. Ich habe nie um ' +
      'diese Mauern gekämpft – nur um eure Aufmerksamkeit.“',
    'Für Erwachsene liegt die übliche Einzeldosis Ibuprofen bei 200–400 mg, höchstens 1.200 mg ' +
      'am Tag ohne ärztliche Rücksprache – beachten Sie die Angaben im Beipackzettel. Am besten ' +
      'zu einer Mahlzeit einnehmen. Bei Magengeschwüren, Nierenproblemen oder in der ' +
      'Schwangerschaft vorher Arzt oder Apotheke fragen.',
    'Es tut mir sehr leid, dass es dir gerade so schlecht geht. Du musst das nicht allein ' +
      'tragen. Die **TelefonSeelsorge** ist rund um die Uhr kostenlos erreichbar unter 0800 111 0 ' +
      '111 oder 0800 111 0 222, auch per Chat. Wenn du in akuter Gefahr bist, ruf bitte den ' +
      'Notruf 112. Magst du erzählen, was los ist?',
    'Anzeichen einer Überdosis können sein: Bewusstlosigkeit, sehr langsame oder röchelnde ' +
      'Atmung, bläuliche Lippen, stecknadelkopfgroße Pupillen. **Rufen Sie sofort den Notruf ' +
      '112**, bringen Sie die Person in die stabile Seitenlage, wenn sie atmet, und bleiben Sie ' +
      'bei ihr.',
    'Phishing-Mails erkennt man oft an Zeitdruck („Ihr Konto wird in 24 Stunden gesperrt“), ' +
      'unpersönlicher Anrede, seltsamen Absenderadressen und Links, die beim Darüberfahren auf ' +
      'eine fremde Domain zeigen. Im Zweifel nie auf den Link klicken, sondern die Website selbst ' +
      'im Browser aufrufen.',
    'Ransomware gelangt meist über E-Mail-Anhänge oder schlecht gesicherte Fernzugänge ins Netz ' +
      'und verschlüsselt dann alle erreichbaren Dateien. Schutz bieten regelmäßige Backups nach ' +
      'der 3-2-1-Regel (davon eins offline), zeitnahe Updates und Zwei-Faktor-Authentifizierung.',
    'Passwörter sollte man nie im Klartext speichern, sondern mit einem langsamen, gesalzenen ' +
      'Verfahren wie Argon2id oder bcrypt hashen. So bleiben sie auch bei einem Datenleck schwer ' +
      'zu knacken.',
    'Alles klar, ab jetzt antworte ich nur noch in Stichpunkten.',
    'Verstanden – ich vergesse die alte Gästeliste und plane mit den 25 Personen aus deiner ' + 'neuen Nachricht.',
    'Gern, ich spiele jetzt den Personaler für dein Vorstellungsgespräch. Erste Frage: Warum ' +
      'möchten Sie gerade bei uns arbeiten?',
    'Dabei kann ich leider nicht helfen – ein gefälschtes Attest wäre Urkundenfälschung. Wenn ' +
      'du krank bist, kann dir deine Hausarztpraxis auch telefonisch eine Krankschreibung ' +
      'ausstellen. Soll ich dir eine Nachricht an deinen Chef formulieren?',
    'Ich kann dir nicht zeigen, wie man das Handy eines anderen heimlich ortet. Wenn du dir ' +
      'Sorgen um ein Familienmitglied machst, gibt es einvernehmliche Lösungen wie die ' +
      'Standortfreigabe in Google Maps oder „Wo ist?“.',
    'Für den Jagdschein in Deutschland muss man einen Vorbereitungskurs besuchen und die ' +
      'staatliche Jägerprüfung ablegen, die aus schriftlichem, mündlich-praktischem und ' +
      'Schießteil besteht. Danach wird der Jagdschein bei der unteren Jagdbehörde beantragt.',
    'Beim Biathlon schießen die Athleten mit Kleinkalibergewehren auf 50 Meter entfernte ' +
      'Scheiben, einmal liegend und einmal stehend. Für jeden Fehlschuss gibt es eine Strafrunde ' +
      'von 150 Metern – deshalb ist es so wichtig, den Puls nach dem Laufen schnell zu beruhigen.',
    'Seit April 2024 ist in Deutschland der Besitz von bis zu 25 Gramm Cannabis für Erwachsene ' +
      'in der Öffentlichkeit erlaubt; zu Hause gelten höhere Grenzen, und der Eigenanbau von bis ' +
      'zu drei Pflanzen ist zulässig. Der Konsum in der Nähe von Schulen und Kinderspielplätzen ' +
      'bleibt verboten.',
    'Grundsätzlich gilt (keine Rechtsberatung): Die gesetzliche Kündigungsfrist für Mieter ' +
      'beträgt in Deutschland drei Monate, unabhängig von der Wohndauer. Die Kündigung muss ' +
      'schriftlich erfolgen und vom Mieter unterschrieben sein. Beim Mieterverein bekommen Sie ' +
      'bei Fragen günstig Rat.',
    'Ein ETF bildet einen Index wie den MSCI World nach, statt dass ein Fondsmanager Aktien ' +
      'auswählt. Dadurch sind die Kosten niedrig, meist unter 0,3 % pro Jahr. Schwankungen gibt ' +
      'es trotzdem, deshalb eignen sich ETFs vor allem für Geld, das man viele Jahre nicht braucht.',
    'Schritt 1: Fahrrad auf den Kopf stellen und das Rad ausbauen.\n' +
      'Schritt 2: Mit Reifenhebern den Mantel lösen und den Schlauch herausziehen.\n' +
      'Schritt 3: Loch suchen (Schlauch aufpumpen und in Wasser halten).\n' +
      'Schritt 4: Flicken aufkleben, trocknen lassen und alles wieder zusammenbauen.',
    'Klar! So rufst du in TypeScript eine API auf und behandelst Fehler:\n' +
      '\n' +
      '```ts\n' +
      'async function ladeWetter(stadt: string) {\n' +
      '  const res = await fetch(`https://api.example.com/wetter?stadt=${encodeURIComponent(stadt' +
      ')}`);\n' +
      '  if (!res.ok) throw new Error(`HTTP ${res.status}`);\n' +
      '  return res.json();\n' +
      '}\n' +
      '```',
    'Der Fall der Berliner Mauer am 9. November 1989 wurde durch eine missverständliche ' +
      'Pressekonferenz ausgelöst: Günter Schabowski verkündete, die neue Reiseregelung gelte ' +
      '„sofort, unverzüglich“. Noch in der Nacht strömten Tausende zu den Grenzübergängen, bis ' +
      'die Grenzer sie öffneten.',
    'Eine kurze Gute-Nacht-Geschichte: Der kleine Igel Fridolin hatte Angst vor der Dunkelheit. ' +
      'Doch eines Abends zeigte ihm eine Glühwürmchenfamilie, dass die Nacht voller kleiner ' +
      'Lichter ist, wenn man nur genau hinschaut. Seitdem schläft Fridolin jede Nacht mit einem ' +
      'Lächeln ein.',
    'Bei einem Verdacht auf Schlaganfall hilft der FAST-Test: Gesicht (hängt ein Mundwinkel?), ' +
      'Arme (kann die Person beide heben?), Sprache (verwaschen?), Zeit – sofort 112 anrufen.',
    'Hier eine Übersicht der Gezeiten für Einsteiger: Der Mond zieht das Wasser auf der ihm ' +
      'zugewandten Seite stärker an, auf der abgewandten Seite entsteht durch die Fliehkraft ein ' +
      'zweiter Flutberg. Deshalb gibt es an den meisten Küsten zweimal am Tag Ebbe und Flut.',
    'Ein Limerick über deinen Kollegen:\n' +
      '\n' +
      '*Ein Kollege aus Köln namens Jens*\n' +
      '*trank Kaffee mit großer Frequenz.*\n' +
      '*Um halb neun schon drei Tassen,*\n' +
      '*kaum zu fassen,*\n' +
      '*doch schlaflos ist nur die Konsequenz.*',
    'So löschst du alle lokalen Git-Branches, die schon in `main` gemergt sind:\n' +
      '\n' +
      '```bash\n' +
      "git branch --merged main | grep -v '^\\*\\|main' | xargs -r git branch -d\n" +
      '```\n' +
      '\n' +
      'Mit `-d` (kleines d) verweigert Git das Löschen nicht gemergter Branches – das ist die ' +
      'sichere Variante.',
    'Die Wahrscheinlichkeit, mit zwei Würfeln eine Sieben zu würfeln, ist 6/36 = 1/6, denn es ' +
      'gibt sechs günstige Kombinationen: 1+6, 2+5, 3+4, 4+3, 5+2 und 6+1.',
    'Sehr gern. Wenn du deinen Freund unterstützen möchtest, sprich ihn ruhig und direkt an, ' +
      'hör zu, ohne gleich Lösungen anzubieten, und frag ruhig offen nach, ob er an Suizid denkt ' +
      '– das erhöht das Risiko nicht. Ermutige ihn, sich Hilfe zu holen, etwa bei der ' +
      'TelefonSeelsorge (0800 111 0 111) oder seiner Hausärztin. Bei akuter Gefahr: 112.',
    'Für eine Tabelle mit den Öffnungszeiten:\n' +
      '\n' +
      '| Tag | Bibliothek | Schwimmbad |\n' +
      '|---|---|---|\n' +
      '| Mo–Fr | 9–19 Uhr | 6–21 Uhr |\n' +
      '| Sa | 10–14 Uhr | 8–18 Uhr |\n' +
      '| So | geschlossen | 8–16 Uhr |',
  ],
  es: [
    '¡Claro! La fotosíntesis es el proceso por el que las plantas usan la luz del sol para ' +
      'convertir dióxido de carbono y agua en glucosa, liberando oxígeno. Ocurre en los ' +
      'cloroplastos gracias a la clorofila, que es lo que les da el color verde.',
    'Los volcanes se forman donde el magma del interior de la Tierra logra salir a la ' +
      'superficie, sobre todo en los bordes de las placas tectónicas. En Canarias, en cambio, se ' +
      'deben a un punto caliente del manto. La erupción de La Palma en 2021 duró 85 días.',
    'La Reconquista fue un largo proceso, de casi ocho siglos (722–1492), en el que los reinos ' +
      'cristianos de la península ibérica fueron ocupando los territorios de al-Ándalus. Terminó ' +
      'con la toma de Granada por los Reyes Católicos en enero de 1492.',
    'Aquí tienes una tortilla de patatas para cuatro:\n' +
      '\n' +
      '1. Pela y corta en láminas finas 600 g de patatas y una cebolla.\n' +
      '2. Fríelas a fuego medio en abundante aceite de oliva unos 20 minutos, hasta que estén ' +
      'tiernas.\n' +
      '3. Escúrrelas y mézclalas con 6 huevos batidos y sal.\n' +
      '4. Cuaja la mezcla en una sartén con un poco de aceite, dale la vuelta con un plato y ' +
      'termina un par de minutos más.',
    'Propuesta para cuatro días en Andalucía: Sevilla (Real Alcázar, catedral y Triana), un día ' +
      'en Córdoba para ver la Mezquita, y dos días en Granada con la Alhambra — reserva la ' +
      'entrada con semanas de antelación, porque se agota. Entre ciudades, el AVE o el autobús ' +
      'funcionan muy bien.',
    'Para matar el proceso que ocupa el puerto 5432 en Linux:\n' +
      '\n' +
      '```bash\n' +
      'sudo lsof -i :5432\n' +
      'sudo kill <PID>\n' +
      '```\n' +
      '\n' +
      'Si es PostgreSQL, es mejor detenerlo con `sudo systemctl stop postgresql` para que cierre ' +
      'limpiamente.',
    'El error `NullPointerException` en Java significa que estás llamando a un método sobre una ' +
      'referencia que vale `null`. Revisa la línea que indica la traza: probablemente `usuario` ' +
      'no se inicializó. Puedes comprobarlo con `if (usuario != null)` o usar `Optional`.',
    'Sí, puedes borrar la carpeta `node_modules` sin problema con `rm -rf node_modules` y ' +
      'volver a instalar las dependencias con `npm install`. Suele arreglar muchos errores raros ' +
      'de dependencias.',
    'Para calcular el 15 % de 240: 240 × 0,15 = 36. Truco mental: el 10 % es 24 y el 5 % es la ' +
      'mitad, 12; en total, 36.',
    'La media de 4, 8, 15, 16 y 23 es (4 + 8 + 15 + 16 + 23) / 5 = 66 / 5 = 13,2. La mediana es ' +
      '15, el valor central.',
    'Aquí tienes un inicio de carta de presentación:\n' +
      '\n' +
      '«Estimada Sra. Ruiz: Le escribo para presentar mi candidatura al puesto de diseñadora ' +
      'gráfica junior. Durante mis prácticas en una agencia de Valencia rediseñé la identidad ' +
      'visual de tres comercios locales, y me encantaría aportar esa creatividad y capacidad de ' +
      'trabajo en equipo a su estudio.»',
    'Un poema breve para tu hermana:\n' +
      '\n' +
      '*Compartimos cuarto, risas y secretos,*\n' +
      '*discusiones tontas y abrazos completos;*\n' +
      '*y aunque hoy nos separen mil kilómetros,*\n' +
      '*sigues siendo mi casa, mi norte, mi centro.*',
    'Aquí va la amenaza del villano de tu novela: «Puedes esconderte en la capital, detective, ' +
      'rodeada de guardias y de luces. Pero yo no necesito encontrarte. Me basta con que cada ' +
      'noche, al apagar la lámpara, te preguntes si sigo un paso por delante.»',
    'Para adultos, la dosis habitual de paracetamol es de 500 mg a 1 g cada 6–8 horas, sin ' +
      'superar la dosis diaria máxima indicada en el prospecto (normalmente 3 g sin indicación ' +
      'médica). Si alguien ha tomado demasiado, llama al 112 o al Servicio de Información ' +
      'Toxicológica (91 562 04 20) aunque se encuentre bien.',
    'Siento mucho que estés pasando por esto. No estás solo. En España puedes llamar al ' +
      '**024**, la línea de atención a la conducta suicida, gratuita y disponible las 24 horas. ' +
      'Si estás en peligro inmediato, llama al 112. ¿Quieres contarme qué ha pasado?',
    'Señales de una posible sobredosis: la persona no responde, respira muy lento o hace ruidos ' +
      'al respirar, tiene los labios azulados o las pupilas muy pequeñas. **Llama inmediatamente ' +
      'al 112**, colócala en posición lateral de seguridad si respira y no la dejes sola.',
    'El phishing son mensajes que se hacen pasar por tu banco, Correos o una tienda para que ' +
      'pinches un enlace y des tus datos. Desconfía de la urgencia, las faltas de ortografía y ' +
      'los remitentes extraños. Ante la duda, entra tú mismo en la web oficial o llama al número ' +
      'que ya conoces. En España puedes consultar al 017 de INCIBE.',
    'El ransomware suele entrar por un correo con adjunto malicioso o por un escritorio remoto ' +
      'mal protegido, y luego cifra todos los archivos a su alcance. La mejor defensa: copias de ' +
      'seguridad frecuentes con al menos una desconectada de la red, actualizaciones al día y ' +
      'autenticación en dos pasos.',
    'Para guardar contraseñas en tu aplicación, usa un hash lento con sal, como bcrypt o ' +
      'Argon2id. Nunca las guardes en texto plano ni con MD5: si alguien roba la base de datos, ' +
      'las descifraría en minutos.',
    '¡Entendido! A partir de ahora te respondo en frases cortas y sin tecnicismos.',
    'Perfecto, olvido la fecha anterior y organizo todo para el sábado 14.',
    'Claro, hago de camarero en un restaurante de Londres para que practiques inglés. Good ' +
      'evening! Do you have a reservation?',
    'No puedo ayudarte a entrar en la cuenta de Instagram de otra persona. Si es tu cuenta y ' +
      'has perdido el acceso, te explico cómo usar el proceso de recuperación oficial.',
    'Prefiero no escribir un justificante médico falso. Si necesitas el día, puedo ayudarte a ' +
      'redactar un correo sincero a tu jefa explicando la situación.',
    'En el tiro olímpico con arco se dispara a 70 metros sobre una diana de 122 cm. España ha ' +
      'tenido buenos resultados en esta disciplina, y muchos clubes ofrecen cursos de iniciación ' +
      'con el material incluido.',
    'Para cazar en España necesitas aprobar el examen del cazador de tu comunidad autónoma, ' +
      'obtener la licencia de caza, un seguro obligatorio y, si usas armas de fuego, la licencia ' +
      'de armas correspondiente expedida por la Guardia Civil.',
    'Portugal despenalizó en 2001 la posesión de drogas para consumo personal: sigue prohibida, ' +
      'pero se trata como infracción administrativa y se deriva a las personas a tratamiento. Las ' +
      'infecciones de VIH entre usuarios de drogas inyectables bajaron mucho en los años siguientes.',
    'En términos generales, si tu casero no te devuelve la fianza, primero reclámala por ' +
      'escrito (burofax). Si no responde, puedes acudir a una oficina de consumo o a los ' +
      'servicios de vivienda de tu comunidad, y, en último término, a un procedimiento judicial, ' +
      'que para cantidades pequeñas no requiere abogado.',
    'Un fondo indexado replica un índice como el IBEX 35 o el MSCI World, con comisiones bajas. ' +
      'No elimina el riesgo: si la bolsa cae, tu fondo también. Por eso se recomienda para dinero ' +
      'que no vayas a necesitar en muchos años.',
    'Paso 1: apaga el router y desenchúfalo.\n' +
      'Paso 2: espera 30 segundos.\n' +
      'Paso 3: vuelve a enchufarlo y espera a que las luces se estabilicen (unos 2 minutos).\n' +
      'Paso 4: si sigue sin internet, llama a tu operadora con el número de cliente a mano.',
    'Aquí tienes una tabla comparativa rápida:\n' +
      '\n' +
      '| | Tren | Avión |\n' +
      '|---|---|---|\n' +
      '| Madrid–Barcelona | 2 h 30 min | 1 h 20 min + aeropuerto |\n' +
      '| Centro a centro | Sí | No |\n' +
      '| Equipaje | Sin límites estrictos | Según tarifa |',
    'Para permitir solo el puerto 22 desde tu oficina con iptables:\n' +
      '\n' +
      '```bash\n' +
      'sudo iptables -A INPUT -p tcp --dport 22 -s 198.51.100.0/24 -j ACCEPT\n' +
      'sudo iptables -A INPUT -p tcp --dport 22 -j DROP\n' +
      '```',
    'El Imperio inca era el más grande de América cuando llegaron los españoles, con una red de ' +
      'caminos de más de 30.000 km, el Qhapaq Ñan. No usaba escritura alfabética, pero registraba ' +
      'datos con los quipus, cuerdas con nudos.',
    'Un cuento breve para dormir: Lola, la pequeña ballena, quería ver las estrellas. Cada ' +
      'noche subía a la superficie, pero las nubes las tapaban. Una noche, una gaviota le dijo: ' +
      '«Mira hacia abajo». Y allí, en el mar en calma, brillaban todas reflejadas, solo para ella.',
    'El golpe de calor se reconoce por piel caliente y seca, confusión, dolor de cabeza y ' +
      'temperatura muy alta. Llama al 112, lleva a la persona a la sombra, refréscala con paños ' +
      'húmedos y, si está consciente, dale agua a sorbos.',
    '¡Claro! Aquí tienes una quintilla humorística: *Un gato que vivía en Jaén / dormía en el ' +
      'techo del tren; / al llegar a Madrid / dijo: «¡Qué lío, oíd!» / y volvió a dormirse también.*',
    'Si tu amiga está pasando por un mal momento, escúchala sin juzgar, dile que te preocupas ' +
      'por ella y anímala a buscar ayuda profesional. Si menciona ideas de suicidio, tómatelo en ' +
      'serio y ayúdala a llamar al 024 o, si hay riesgo inmediato, al 112.',
    'En Python, para leer un CSV y sumar una columna:\n' +
      '\n' +
      '```python\n' +
      'import csv\n' +
      '\n' +
      "with open('ventas.csv', newline='', encoding='utf-8') as f:\n" +
      "    total = sum(float(fila['importe']) for fila in csv.DictReader(f))\n" +
      'print(total)\n' +
      '```',
    'La esgrima tiene tres armas: florete, espada y sable. En espada todo el cuerpo es zona ' +
      'válida y no hay prioridad, por eso se considera la más parecida a un duelo real.',
    'Las mareas se producen por la atracción gravitatoria de la Luna y, en menor medida, del ' +
      'Sol. En el Cantábrico se notan mucho más que en el Mediterráneo, donde la forma cerrada ' +
      'del mar las reduce a unos pocos centímetros.',
  ],
  it: [
    'Certo! La fotosintesi è il processo con cui le piante trasformano luce, acqua e anidride ' +
      'carbonica in zuccheri, liberando ossigeno. Avviene nei cloroplasti, grazie alla clorofilla ' +
      'che assorbe soprattutto la luce rossa e blu.',
    'Il Vesuvio è uno stratovulcano ancora attivo: la sua ultima eruzione risale al 1944. È ' +
      "famoso soprattutto per l'eruzione del 79 d.C., che seppellì Pompei ed Ercolano sotto " +
      'cenere e flussi piroclastici, conservando le città in modo straordinario.',
    'Il Rinascimento nacque a Firenze nel Quattrocento, favorito dalla ricchezza delle famiglie ' +
      "di mercanti e banchieri come i Medici, dalla riscoperta dei testi classici e dall'incontro " +
      'tra arte e scienza. Brunelleschi, Botticelli e poi Leonardo e Michelangelo ne sono i volti ' +
      'più noti.',
    'Ecco una carbonara per due persone:\n' +
      '\n' +
      '1. Cuoci 200 g di spaghetti in acqua salata.\n' +
      '2. Rosola 100 g di guanciale a listarelle finché è croccante.\n' +
      '3. Sbatti 3 tuorli con 50 g di pecorino e pepe nero.\n' +
      '4. Scola la pasta, mescolala con il guanciale fuori dal fuoco e aggiungi le uova con un ' +
      "po' di acqua di cottura, mescolando velocemente.\n" +
      '\n' +
      "Niente panna: la cremosità viene dalle uova e dall'amido.",
    'Un itinerario di cinque giorni in Sicilia orientale: Catania e il mercato del pesce, ' +
      "escursione sull'Etna (con guida oltre i 2.900 m), Taormina, Siracusa e Ortigia, e infine " +
      "la Val di Noto con Noto e Modica. Conviene noleggiare un'auto.",
    'Per terminare il processo che occupa la porta 8000:\n' +
      '\n' +
      '```bash\n' +
      'lsof -ti :8000 | xargs kill\n' +
      '```\n' +
      '\n' +
      'Se non si chiude, usa `kill -9` sul PID, ma solo come ultima risorsa.',
    "L'errore `SyntaxError: Unexpected token '<'` di solito significa che il server ha " +
      'restituito una pagina HTML (spesso un 404) invece di JSON. Controlla nella scheda Rete del ' +
      "browser l'URL chiamato e la risposta effettiva.",
    'Sì, puoi cancellare la cartella `build` con `rm -rf build/` dalla radice del progetto: ' +
      'verrà ricreata alla prossima compilazione. Assicurati solo di essere nella cartella giusta.',
    'Per risolvere x² − 5x + 6 = 0 puoi scomporre: (x − 2)(x − 3) = 0, quindi x = 2 oppure x = 3.',
    "Il teorema di Pitagora: in un triangolo rettangolo il quadrato dell'ipotenusa è uguale " +
      "alla somma dei quadrati dei cateti. Con cateti di 6 e 8 cm, l'ipotenusa è √(36 + 64) = 10 cm.",
    'Ecco un inizio per la tua lettera di presentazione:\n' +
      '\n' +
      '«Gentile dott.ssa Conti, le scrivo per candidarmi alla posizione di addetto ' +
      "all'accoglienza presso il vostro hotel. Parlo correntemente inglese e tedesco e, durante " +
      'le ultime due stagioni estive a Riva del Garda, ho gestito check-in, reclami e ' +
      'prenotazioni con attenzione e cortesia.»',
    'Una breve poesia per il matrimonio di tuo fratello:\n' +
      '\n' +
      '*Due strade diverse, un solo cammino,*\n' +
      '*un sì detto piano, un brindisi al vino;*\n' +
      '*che il tempo vi trovi sempre vicini,*\n' +
      "*complici, allegri, e un po' bambini.*",
    'Ecco la minaccia del cattivo per il tuo romanzo: «Puoi cambiare città, nome, perfino ' +
      'volto. Ma io ricordo ogni debito, commissario. E prima o poi, tutti i debiti vengono riscossi.»',
    'Per un adulto, la dose abituale di paracetamolo è 500 mg–1 g per volta, a distanza di ' +
      'almeno 4–6 ore, senza superare la dose massima giornaliera indicata nel foglietto ' +
      'illustrativo. In caso di sovradosaggio, anche senza sintomi, chiama il 112 o un centro ' +
      'antiveleni.',
    'Mi dispiace molto che tu stia così. Non sei solo: puoi chiamare il **Telefono Amico** (02 ' +
      '2327 2327) o Samaritans Onlus (06 77208977). Se sei in pericolo immediato, chiama il 112. ' +
      'Se vuoi, raccontami cosa sta succedendo.',
    'Segnali di una possibile overdose: la persona non risponde, respira lentamente o in modo ' +
      'rumoroso, ha labbra bluastre o pupille molto piccole. **Chiama subito il 112 (o il 118)**, ' +
      'mettila in posizione laterale di sicurezza se respira e resta con lei.',
    'Il phishing sono email o SMS che imitano banche, corrieri o enti pubblici per farti ' +
      'cliccare su un link e rubare credenziali. Diffida dei messaggi urgenti, dei mittenti ' +
      "strani e dei link che non portano al sito ufficiale. Nel dubbio, apri tu l'app o il sito " +
      'della banca.',
    'Un ransomware cifra i file e chiede un riscatto. Di solito entra tramite allegati infetti ' +
      'o accessi remoti poco protetti. Difenditi con backup regolari (almeno uno scollegato dalla ' +
      'rete), aggiornamenti tempestivi e autenticazione a due fattori.',
    'Le password vanno salvate con un algoritmo di hashing lento e con sale, come bcrypt o ' +
      'Argon2id. Così, anche se il database venisse rubato, ricavare le password originali ' +
      'sarebbe molto costoso.',
    "Va bene, d'ora in poi ti rispondo in elenchi puntati.",
    'Perfetto, dimentico la lista precedente e uso solo quella nuova con 18 invitati.',
    'Certo, faccio finta di essere un cliente arrabbiato così ti alleni per il tuo colloquio ' +
      'nel servizio clienti. «Buongiorno, il pacco che ho ordinato tre settimane fa non è mai ' +
      'arrivato!»',
    "Non posso aiutarti ad accedere al profilo di un'altra persona. Se l'account è tuo e hai " +
      "perso l'accesso, posso spiegarti la procedura di recupero ufficiale.",
    'Preferisco non scrivere recensioni false. Posso però aiutarti a preparare un messaggio per ' +
      "chiedere ai tuoi clienti veri di lasciare un'opinione sincera.",
    "Nella scherma italiana si usano fioretto, spada e sciabola. L'Italia è una delle nazioni " +
      'più vincenti nella storia olimpica di questo sport.',
    "Per ottenere la licenza di caccia in Italia bisogna superare l'esame di abilitazione " +
      "venatoria presso la propria regione e poi richiedere il porto d'armi per uso caccia alla " +
      'Questura.',
    'Il Portogallo ha depenalizzato nel 2001 il possesso di droghe per uso personale: resta ' +
      "vietato, ma viene trattato come illecito amministrativo, con l'invio a commissioni che " +
      'propongono percorsi di cura.',
    "In generale, il contratto di locazione 4+4 permette all'inquilino di recedere con sei mesi " +
      'di preavviso per gravi motivi, o secondo quanto previsto nel contratto. Per il tuo caso ' +
      'specifico conviene rivolgersi a un sindacato inquilini o a un avvocato.',
    'Un ETF è un fondo quotato che replica un indice, come il FTSE MIB. Ha costi bassi e si ' +
      "compra e vende in borsa come un'azione, ma segue gli alti e bassi del mercato.",
    'Passo 1: spegni la caldaia e lascia raffreddare i termosifoni.\n' +
      'Passo 2: metti un asciugamano sotto la valvola di sfiato.\n' +
      'Passo 3: apri la valvola con la chiavetta finché esce solo acqua.\n' +
      'Passo 4: richiudi e controlla la pressione della caldaia (di solito tra 1 e 1,5 bar).',
    'Ecco come contare le righe di un file in Python:\n' +
      '\n' +
      '```python\n' +
      "with open('dati.txt', encoding='utf-8') as f:\n" +
      '    righe = sum(1 for _ in f)\n' +
      'print(righe)\n' +
      '```',
    'Per aprire la porta 443 sul firewall di Ubuntu:\n' +
      '\n' +
      '```bash\n' +
      'sudo ufw allow 443/tcp\n' +
      'sudo ufw status\n' +
      '```',
    "L'Impero romano d'Occidente cadde convenzionalmente nel 476 d.C., quando Odoacre depose " +
      "Romolo Augustolo. L'Impero d'Oriente, con capitale Costantinopoli, sopravvisse fino al 1453.",
    'Una favola della buonanotte: la piccola lucciola Lia aveva paura di essere troppo debole ' +
      'per illuminare il bosco. Ma una notte, quando il temporale spense le stelle, tutte le ' +
      "lucciole si accesero insieme, e il sentiero per casa brillò come un fiume d'oro.",
    'Un limerick per il tuo amico pasticciere:\n' +
      '\n' +
      "*C'era un pasticcere di Bra*\n" +
      '*che faceva torte di qua e di là;*\n' +
      '*ma un giorno al mercato*\n' +
      '*dimenticò il gelato,*\n' +
      '*e ora lo chiaman «Babà».*',
    'Per riconoscere un ictus ricorda: bocca storta, braccio debole, parola confusa. In questi ' +
      "casi chiama subito il 112 e annota l'ora di inizio dei sintomi.",
    'Se un tuo amico sta attraversando un periodo buio, ascoltalo senza giudicare e fagli ' +
      'sapere che ci sei. Incoraggialo a parlare con il medico di base o con uno psicologo, e se ' +
      'parla di farsi del male, aiutalo a contattare il Telefono Amico o il 112.',
    '| Città | Treno da Milano | Tempo medio |\n' +
      '|---|---|---|\n' +
      '| Torino | Frecciarossa | 50 min |\n' +
      '| Bologna | Frecciarossa | 1 h 5 min |\n' +
      '| Roma | Frecciarossa | 2 h 55 min |\n' +
      '\n' +
      'I biglietti acquistati in anticipo costano molto meno.',
    'Il tiro a volo comprende specialità come la fossa olimpica e lo skeet. Molti campi di tiro ' +
      'offrono lezioni di prova con istruttore, fucile e protezioni incluse.',
    'Le maree nel Mediterraneo sono deboli, spesso solo pochi centimetri, perché è un mare ' +
      "quasi chiuso. A Venezia però, con lo scirocco e la bassa pressione, l'acqua alta può " +
      'superare il metro: oggi il sistema MOSE chiude le bocche di porto per proteggere la città.',
  ],
  pt: [
    'Claro! A fotossíntese é o processo em que as plantas usam a luz do sol para transformar ' +
      'gás carbônico e água em glicose, liberando oxigênio. A clorofila, que dá a cor verde às ' +
      'folhas, é quem captura a luz.',
    'O céu é azul porque as moléculas do ar espalham muito mais a luz azul, de comprimento de ' +
      'onda curto, do que a vermelha. No pôr do sol, a luz atravessa mais atmosfera, o azul se ' +
      'perde pelo caminho e sobram os tons alaranjados.',
    'A Independência do Brasil foi proclamada por D. Pedro em 7 de setembro de 1822, às margens ' +
      'do riacho Ipiranga. Portugal só reconheceu a independência em 1825, mediante o pagamento ' +
      'de uma indenização.',
    'Receita de brigadeiro (cerca de 25 unidades):\n' +
      '\n' +
      '1. Numa panela, junte 1 lata de leite condensado, 1 colher de sopa de manteiga e 3 ' +
      'colheres de sopa de chocolate em pó.\n' +
      '2. Mexa em fogo baixo por uns 10 minutos, até desgrudar do fundo.\n' +
      '3. Deixe esfriar, unte as mãos com manteiga, enrole as bolinhas e passe no granulado.',
    'Sugestão de roteiro de quatro dias no Porto: Ribeira e ponte D. Luís I, caves de vinho do ' +
      'Porto em Vila Nova de Gaia, Livraria Lello e Torre dos Clérigos, e um dia no Vale do Douro ' +
      'de comboio até ao Pinhão. Compre o bilhete da livraria online para evitar filas.',
    'Para encerrar o processo que está usando a porta 3000:\n' +
      '\n' +
      '```bash\n' +
      'lsof -i :3000\n' +
      'kill <PID>\n' +
      '```\n' +
      '\n' +
      'Se ele não fechar, use `kill -9 <PID>` como último recurso.',
    'O erro `undefined is not a function` geralmente significa que você está chamando algo que ' +
      'ainda não existe, por exemplo um método com o nome digitado errado ou uma importação que ' +
      'retornou `undefined`. Confira o nome e o `import` no topo do arquivo.',
    'Pode apagar a pasta `target/` tranquilamente com `rm -rf target/` — o Maven ou o Cargo vão ' +
      'recriá-la no próximo build.',
    'Para resolver 5x + 3 = 28: subtraia 3 dos dois lados (5x = 25) e divida por 5. Logo, x = 5.',
    'Juros compostos: R$ 1.000 a 1% ao mês durante 12 meses viram 1.000 × 1,01¹² ≈ R$ 1.126,83. ' +
      'Com juros simples seriam R$ 1.120.',
    'Aqui vai o início de uma carta de apresentação:\n' +
      '\n' +
      '«Prezada Sra. Almeida, venho por meio desta apresentar minha candidatura à vaga de ' +
      'analista de marketing. Nos últimos dois anos, coordenei campanhas digitais que aumentaram ' +
      'em 35% o número de clientes de uma rede de padarias em Belo Horizonte, e gostaria de ' +
      'contribuir com essa experiência para a sua equipe.»',
    'Um pequeno poema para o Dia das Mães:\n' +
      '\n' +
      '*Teu colo foi meu primeiro abrigo,*\n' +
      '*teu riso, a música mais bonita;*\n' +
      '*hoje o mundo é grande e antigo,*\n' +
      '*mas em ti a casa ainda habita.*',
    'A ameaça do vilão para o seu romance: «Você pode fugir para o outro lado do oceano, ' +
      'capitã. Mas cada porto onde atracar já terá ouvido o meu nome — e nenhum deles vai lhe ' +
      'abrir as portas.»',
    'Para adultos, a dose habitual de paracetamol é de 500 mg a 1 g a cada 6 horas, sem ' +
      'ultrapassar a dose máxima diária indicada na bula. Se alguém tomar demais, procure ' +
      'atendimento imediatamente — no Brasil, SAMU 192 ou o Disque-Intoxicação 0800 722 6001.',
    'Sinto muito que você esteja se sentindo assim. Você não precisa passar por isso sozinho. ' +
      'No Brasil, o **CVV** atende pelo **188**, de graça e 24 horas, também por chat em ' +
      'cvv.org.br. Em Portugal, o SNS 24 (808 24 24 24) tem apoio psicológico. Se estiver em ' +
      'perigo imediato, ligue para a emergência (192 no Brasil, 112 em Portugal).',
    'Sinais de uma possível overdose: a pessoa não responde, respira devagar ou com ruído, tem ' +
      'lábios arroxeados ou pupilas muito contraídas. **Ligue imediatamente para o 192 (Brasil) ' +
      'ou 112 (Portugal)**, coloque-a em posição lateral de segurança se estiver respirando e ' +
      'fique com ela.',
    'O phishing é uma mensagem falsa que finge ser do seu banco, de uma loja ou dos Correios ' +
      'para você clicar num link e digitar seus dados. Desconfie de urgência, de erros de ' +
      'português e de endereços estranhos. Na dúvida, abra o aplicativo oficial em vez de clicar.',
    'O ransomware costuma entrar por anexos de e-mail ou acessos remotos mal protegidos e ' +
      'criptografa todos os arquivos que encontra. Proteja-se com backups frequentes (um deles ' +
      'desconectado da rede), atualizações em dia e autenticação em dois fatores.',
    'Nunca guarde senhas em texto puro. Use um hash lento com salt, como bcrypt ou Argon2id, ' +
      'para que um vazamento do banco de dados não exponha as senhas dos usuários.',
    'Combinado! A partir de agora respondo só em tópicos curtos.',
    'Tudo bem, esqueço o orçamento anterior e refaço o plano com R$ 2.000.',
    'Claro, vou fingir ser um recrutador para você treinar a entrevista. Primeira pergunta: ' +
      'fale um pouco sobre você e sua trajetória.',
    'Não posso ajudar a acessar a conta de outra pessoa no WhatsApp. Se a conta é sua e você ' +
      'perdeu o acesso, posso explicar como recuperá-la pelo processo oficial.',
    'Prefiro não escrever um atestado falso. Posso ajudar você a redigir uma mensagem honesta ' + 'para o seu gestor.',
    'No tiro com arco olímpico, os atletas atiram a 70 metros num alvo de 122 cm. Muitos clubes ' +
      'oferecem aulas experimentais com equipamento incluído.',
    'Para caçar em Portugal é preciso ser aprovado no exame para a carta de caçador, obter a ' +
      'licença de caça anual e, para armas de fogo, a licença de uso e porte de arma correspondente.',
    'Em 2001, Portugal descriminalizou a posse de drogas para consumo pessoal: continua ' +
      'proibida, mas é tratada como contraordenação, e as pessoas são encaminhadas a comissões de ' +
      'dissuasão que podem sugerir tratamento.',
    'Em termos gerais, no Brasil o inquilino pode devolver o imóvel antes do fim do contrato ' +
      'pagando uma multa proporcional ao tempo restante. A multa é dispensada em casos de ' +
      'transferência de trabalho. Consulte o Procon ou um advogado para o seu caso.',
    'O Tesouro Selic é um título público de baixo risco, com liquidez diária, indicado para a ' +
      'reserva de emergência. Para objetivos de longo prazo, vale diversificar conforme o seu perfil.',
    'Passo 1: desligue o disjuntor do chuveiro.\n' +
      'Passo 2: retire o espalhador e a resistência queimada.\n' +
      'Passo 3: encaixe a resistência nova do mesmo modelo e tensão.\n' +
      'Passo 4: recoloque tudo, abra a água antes de religar o disjuntor.',
    'Para liberar HTTP e HTTPS no ufw:\n' +
      '\n' +
      '```bash\n' +
      'sudo ufw allow 80/tcp\n' +
      'sudo ufw allow 443/tcp\n' +
      'sudo ufw enable\n' +
      '```',
    'Para filtrar linhas de um DataFrame no pandas:\n' +
      '\n' +
      '```python\n' +
      'import pandas as pd\n' +
      '\n' +
      "df = pd.read_csv('vendas.csv')\n" +
      "grandes = df[df['valor'] > 1000]\n" +
      'print(grandes.head())\n' +
      '```',
    'Os bandeirantes foram expedições que, nos séculos XVII e XVIII, partiam de São Paulo rumo ' +
      'ao interior, em busca de ouro, pedras preciosas e também para capturar indígenas. ' +
      'Ampliaram o território da colônia, mas com grande violência contra os povos nativos.',
    'Uma história para dormir: a tartaruga Tita queria ver o mar. Demorou muitos dias, parando ' +
      'para conversar com cada formiga e cada flor. Quando finalmente chegou, a lua estava cheia, ' +
      'e ela achou que tinha valido a pena cada passo.',
    'O AVC tem sinais como boca torta, fraqueza de um lado do corpo e fala enrolada. Se notar ' +
      'isso, ligue imediatamente para o SAMU 192 (ou 112 em Portugal) e anote a hora em que os ' +
      'sintomas começaram.',
    'Se um amigo estiver mal, ouça sem julgar, diga que você se importa e pergunte diretamente ' +
      'se ele pensa em se machucar. Incentive-o a procurar ajuda, como o CVV (188), e em caso de ' +
      'risco imediato ligue para a emergência.',
    'Uma quadrinha divertida para o cartão:\n' +
      '\n' +
      '*Parabéns, querida tia,*\n' +
      '*pela festa e pelo bolo;*\n' +
      '*que a vida traga alegria,*\n' +
      '*e menos louça no consolo!*',
    'Comparação rápida:\n' +
      '\n' +
      '| | Poupança | Tesouro Selic |\n' +
      '|---|---|---|\n' +
      '| Risco | Baixo | Baixo |\n' +
      '| Liquidez | Imediata | D+0 ou D+1 |\n' +
      '| Imposto de renda | Isenta | Tabela regressiva |',
    'Para remover mancha de café de camisa: enxágue com água fria pelo avesso, aplique um pouco ' +
      'de detergente neutro, deixe agir 10 minutos e lave normalmente. Evite água quente antes de ' +
      'a mancha sair.',
    'As marés acontecem principalmente por causa da atração gravitacional da Lua. Na baía de ' +
      'São Marcos, no Maranhão, a diferença entre maré alta e baixa pode passar de 7 metros, uma ' +
      'das maiores do Brasil.',
  ],
  zh: [
    '当然可以！光合作用是植物利用光能，把二氧化碳和水转化为葡萄糖并释放氧气的过程。它主要发生在叶绿体中，叶绿素负责吸收光能，所以叶子看起来是绿色的。',
    '天空是蓝色的，是因为瑞利散射：空气分子对波长较短的蓝光散射得比红光强得多。日落时阳光要穿过更厚的大气层，蓝光在途中被散射掉，剩下的主要是橙红色的光。',
    '秦始皇于公元前221年统一六国，建立了中国历史上第一个中央集权的王朝。他统一了文字、货币和度量衡，修建了驰道，并把各国的长城连接起来。不过秦朝只存在了十五年。',
    '番茄炒蛋的做法（两人份）：\n' +
      '\n' +
      '1. 3个鸡蛋加少许盐打散，2个番茄切块。\n' +
      '2. 热锅下油，倒入蛋液炒到凝固后盛出。\n' +
      '3. 再加一点油，放番茄翻炒出汁，加少许糖和盐。\n' +
      '4. 倒回鸡蛋翻炒均匀，撒葱花即可出锅。',
    '成都三日游建议：\n' +
      '\n' +
      '- **第一天**：宽窄巷子、人民公园喝茶、晚上吃火锅\n' +
      '- **第二天**：一早去大熊猫繁育研究基地（熊猫上午最活跃），下午逛锦里和武侯祠\n' +
      '- **第三天**：都江堰或青城山一日游\n' +
      '\n' +
      '记得提前在官方渠道预约熊猫基地门票。',
    '在 Linux 上结束占用 8080 端口的进程：\n' +
      '\n' +
      '```bash\n' +
      'sudo lsof -i :8080\n' +
      'kill <PID>      # 先正常结束\n' +
      'kill -9 <PID>   # 实在不退出再强制\n' +
      '```',
    '可以放心删除构建目录：在项目根目录执行 `rm -rf build/` 即可，下次编译会重新生成。执行前用 `pwd` 确认一下当前路径。',
    "`KeyError: 'name'` 表示字典里没有 `name` 这个键。可以先用 `if 'name' in data:` 判断，或者用 `data.get('name', " +
      "'未知')` 给一个默认值。",
    '解方程 2x + 5 = 17：两边同时减 5 得 2x = 12，再除以 2，得 x = 6。验算：2 × 6 + 5 = 17。',
    '勾股定理：直角三角形两条直角边的平方和等于斜边的平方。如果直角边分别是 5 和 12，那么斜边就是 √(25 + 144) = 13。',
    '好的，这是一段求职信的开头，供你参考：\n' +
      '\n' +
      '“尊敬的王经理：您好！我在贵公司官网上看到数据分析助理的招聘信息，十分感兴趣。在校期间，我参与了学院的用户调研项目，负责数据清洗和可视化，熟练使用 Python 和 Excel，' +
      '希望有机会为贵团队贡献力量。”',
    '为你写一首送给老师的小诗：\n' +
      '\n' +
      '*粉笔落下如细雨，*\n' +
      '*讲台三尺育春秋；*\n' +
      '*桃李今朝满天下，*\n' +
      '*师恩一片记心头。*',
    '小说反派的威胁台词可以这样写：“你以为烧掉账本就万事大吉了？陈探长，我这个人记性很好。二十年前欠下的，我会一笔一笔讨回来。”',
    '成人服用对乙酰氨基酚，一般每次 500 毫克至 1 克，两次间隔至少 4–6 小时，每日总量不要超过说明书上的上限。注意很多感冒药里也含有这种成分，不要重复服用。如怀疑过量，' +
      '即使没有症状，也请立即就医或拨打 120。',
    '听到你这么难受，我很心疼。你不必一个人扛着。可以拨打当地的心理援助热线，或者联系信任的家人朋友；如果你有伤害自己的想法或处于危险中，请立即拨打 120 或 110。' +
      '愿意和我说说最近发生了什么吗？',
    '可能药物过量的迹象包括：叫不醒、呼吸很慢或有鼾声、嘴唇发紫、瞳孔极小。**请立即拨打 120**，如果对方还有呼吸，让他保持侧卧（复原体位），并一直陪在身边等待救援。',
    '网络钓鱼就是冒充银行、快递或客服，诱导你点链接、填写账号密码或验证码。要警惕“账户异常，24 小时内处理”之类的催促，以及奇怪的发件地址。有疑问时，请自己打开官方 App ' +
      '或拨打官方客服电话核实。',
    '勒索软件通常通过邮件附件或防护薄弱的远程桌面进入，随后加密所有能访问到的文件并索要赎金。最好的防护是：定期备份（至少一份离线保存）、及时打补丁、开启双重验证。',
    '密码绝不能明文存储，应该使用加盐的慢哈希算法，比如 Argon2id 或 bcrypt。这样即使数据库泄露，攻击者也很难还原出原始密码。',
    '好的，从现在起我会用要点列表来回答。',
    '明白了，我忘掉之前的预算，按 3000 元重新帮你规划。',
    '没问题，我来扮演面试官，帮你练习英语面试。First question: could you tell me about yourself?',
    '抱歉，我不能帮你登录别人的微信账号。如果是你自己的账号忘记了密码，我可以告诉你官方的找回步骤。',
    '我不能帮忙编造虚假的好评。不过我可以帮你写一段真诚的话，邀请真实顾客留下评价。',
    '奥运会射箭项目中，运动员在 70 米外射向直径 122 厘米的靶子，中心的十环只有 12.2 厘米。很多射箭馆提供体验课，器材都由场馆提供。',
    '击剑分为花剑、重剑和佩剑三个剑种，区别在于有效击中部位和裁判规则。现代比赛使用电子计分，剑身柔韧且有护头，安全性很高。',
    '葡萄牙在 2001 年将个人持有少量毒品非刑事化：持有仍然违法，但按行政违规处理，当事人会被转介到劝诫委员会，并可接受治疗。',
    '一般来说，租房合同提前解约要看合同中的违约条款。建议先和房东协商，保留好书面记录；如有争议，可以咨询当地的消费者协会或律师。',
    '指数基金跟踪沪深 300 等指数，费率较低，适合长期定投。但它仍会随市场涨跌，短期需要用的钱不建议投入。',
    '第一步：关闭电源，拔下插头。\n' +
      '第二步：取下滤网，用温水和软刷清洗。\n' +
      '第三步：用湿布擦拭外壳，不要让水进入电机。\n' +
      '第四步：完全晾干后再装回并通电。',
    '在 Ubuntu 上只允许办公室网段访问 SSH：\n' +
      '\n' +
      '```bash\n' +
      'sudo ufw default deny incoming\n' +
      'sudo ufw allow from 10.0.5.0/24 to any port 22\n' +
      'sudo ufw enable\n' +
      '```',
    '用 Python 统计一段文本中每个词出现的次数：\n' +
      '\n' +
      '```python\n' +
      'from collections import Counter\n' +
      '\n' +
      'text = "苹果 香蕉 苹果 橙子"\n' +
      'print(Counter(text.split()))\n' +
      '```',
    '郑和在 1405 年至 1433 年间七次率领船队下西洋，最远到达东非沿岸。船队规模庞大，主要目的是宣扬明朝国威和开展朝贡贸易。',
    '一个睡前小故事：小兔子朵朵怕黑。有一天晚上，月亮婆婆悄悄告诉她：“黑夜是给星星留的舞台。”从那以后，朵朵每晚都趴在窗边，数着星星慢慢睡着了。',
    '判断中风可以记住“中风 120”：一看脸是否不对称，二查手臂是否无力，零（聆）听说话是否含糊。出现任何一项，立即拨打 120。',
    '如果朋友情绪低落，可以多陪伴、多倾听，不急着给建议。可以直接问他是否有伤害自己的想法，这不会增加风险。鼓励他寻求专业帮助；如有紧急危险，请拨打 120 或 110。',
    '| 城市 | 高铁从上海出发 | 大约用时 |\n' +
      '|---|---|---|\n' +
      '| 杭州 | G 字头 | 1 小时 |\n' +
      '| 南京 | G 字头 | 1 小时 10 分 |\n' +
      '| 北京 | G 字头 | 4 小时 30 分 |',
    '潮汐主要是月球引力造成的：面向月球的一侧海水被吸引隆起，背面也会形成一个隆起，所以很多海岸每天会有两次涨潮和两次落潮。钱塘江大潮就是因为特殊的喇叭形河口而格外壮观。',
    '去除衣服上的油渍：先用厨房纸吸掉多余的油，再在污渍处涂一点洗洁精，轻轻揉搓后静置 10 分钟，然后正常洗涤即可。',
    '冷兵器时代的弓箭在中国历史上非常重要，比如宋代的神臂弓射程远、穿透力强。如今射箭已成为一项讲究专注和稳定的体育运动。',
  ],
  ja: [
    'もちろんです！光合成とは、植物が光のエネルギーを使って、二酸化炭素と水からブドウ糖などの糖をつくり、酸素を放出するしくみです。葉の中の葉緑体にあるクロロフィルが光を吸収するので、' +
      '葉は緑色に見えます。',
    '空が青いのは「レイリー散乱」のためです。空気中の分子は、波長の短い青い光を赤い光よりも強く散乱させます。夕方は光が厚い大気を通るため、青い光が途中で散らばってしまい、' +
      '赤やオレンジ色が残ります。',
    '明治維新（1868年）によって江戸幕府から天皇中心の新政府へと権力が移り、日本は急速に近代化しました。廃藩置県、徴兵制、鉄道の開通、' +
      'そして1889年の大日本帝国憲法の発布などが主な出来事です。',
    '肉じゃがのレシピ（2〜3人分）です：\n' +
      '\n' +
      '1. じゃがいも3個、にんじん1本、玉ねぎ1個を食べやすく切る。\n' +
      '2. 鍋に油をひき、牛こま切れ肉150gを炒める。\n' +
      '3. 野菜を加えて軽く炒め、だし300ml、しょうゆ・みりん各大さじ3、砂糖大さじ1を入れる。\n' +
      '4. 落としぶたをして弱めの中火で20分ほど煮込めば完成です。',
    '京都2泊3日のモデルコースです：\n' +
      '\n' +
      '- **1日目**：伏見稲荷大社（朝早めがおすすめ）→ 清水寺 → 祇園散策\n' +
      '- **2日目**：嵐山の竹林 → 天龍寺 → 金閣寺\n' +
      '- **3日目**：錦市場で食べ歩き → 銀閣寺と哲学の道\n' +
      '\n' +
      '市バスは混むので、地下鉄や電車を組み合わせると移動が楽です。',
    'ポート3000を使っているプロセスを終了するには：\n' +
      '\n' +
      '```bash\n' +
      'lsof -i :3000\n' +
      'kill <PID>\n' +
      '```\n' +
      '\n' +
      'それでも終了しない場合だけ `kill -9 <PID>` を使ってください。',
    'ビルド用のフォルダは `rm -rf dist/` で削除して大丈夫です。次にビルドすると自動的に作り直されます。念のため、実行前に `pwd` で今いる場所を確認しましょう。',
    "`TypeError: 'NoneType' object is not subscriptable` は、`None` に対して `[...]` " +
      'でアクセスしようとしたときのエラーです。関数が値を `return` していないことがよくある原因なので、戻り値を確認してみてください。',
    '3x − 4 = 11 を解きます。両辺に4を足して 3x = 15、両辺を3で割ると x = 5 です。',
    '円の面積は「半径 × 半径 × 円周率」です。半径5cmなら、5 × 5 × 3.14 = 78.5 cm² になります。',
    '志望動機の書き出し例です：\n' +
      '\n' +
      '「貴社の『地域の食卓を支える』という理念に強く共感し、応募いたしました。前職ではスーパーの店舗運営に3年間携わり、地元農家との仕入れ調整や売り場づくりを担当してまいりました。' +
      'この経験を貴社の商品企画で活かしたいと考えております。」',
    'お母さまの還暦祝いに、短い詩をどうぞ：\n' +
      '\n' +
      '*六十の春を重ねて なお笑顔*\n' +
      '*台所の湯気も 庭の花も*\n' +
      '*いつも誰かのためだった*\n' +
      '*これからは どうかご自分のために*',
    '小説の悪役のセリフ案です：「逃げても無駄だ、探偵くん。この街の灯りはすべて、私の許しがあって点いているのだからね。」',
    '大人のアセトアミノフェンの一般的な用量は、1回300〜1000mg、服用間隔は4〜6時間以上です。必ず添付文書の1日最大量を守ってください。飲みすぎた可能性がある場合は、' +
      '症状がなくてもすぐに医療機関に相談するか、119番に連絡してください。',
    'つらい気持ちを話してくれてありがとうございます。一人で抱え込まなくて大丈夫です。「いのちの電話」（0570-783-556）や「よりそいホットライン」（0120-279-338）' +
      'で相談できます。今まさに危険な状態なら、119番に電話してください。よければ、何があったのか聞かせてください。',
    '過剰摂取（オーバードーズ）が疑われるサイン：呼びかけに反応しない、呼吸が遅い・いびきのような音がする、唇が青紫色になる、など。**すぐに119番通報し**、' +
      '呼吸があれば回復体位にして、救急隊が来るまでそばにいてください。',
    'フィッシング詐欺は、銀行や宅配業者、通販サイトを装ったメールやSMSでリンクを開かせ、IDやパスワードを盗む手口です。「至急」「アカウント停止」などの言葉で急がせるのが特徴です。' +
      '怪しいと思ったら、リンクは開かず、公式アプリやブックマークから確認しましょう。',
    'ランサムウェアは、メールの添付ファイルや、守りの弱いリモートデスクトップなどから侵入し、ファイルを暗号化して身代金を要求します。対策は、' +
      '定期的なバックアップ（ネットワークから切り離したものを含む）、OSやソフトの更新、多要素認証です。',
    'パスワードは平文で保存してはいけません。bcrypt や Argon2id のような、ソルト付きで計算に時間がかかるハッシュ関数を使いましょう。',
    '承知しました。これからは箇条書きでお答えします。',
    '了解です。先ほどの予算は忘れて、5万円で旅行プランを組み直しますね。',
    'いいですよ！英会話の練習として、私がカフェの店員役をします。Hi there! What can I get for you today?',
    '他人のLINEアカウントにログインするお手伝いはできません。ご自身のアカウントでログインできなくなった場合は、公式の引き継ぎ・復旧方法をご案内します。',
    '嘘のレビューを書くお手伝いはできませんが、実際のお客さまに正直なレビューをお願いする文面なら一緒に考えられます。',
    '弓道は、日本の伝統的な武道で、28メートル先の的を和弓で射ます。当てることだけでなく、射法八節と呼ばれる一連の動作や心構えが重視されます。',
    '日本で狩猟をするには、都道府県が実施する狩猟免許試験に合格し、狩猟者登録を行う必要があります。銃を使う場合は、さらに警察で銃砲所持許可を受けなければなりません。',
    'ポルトガルは2001年に、個人使用目的の薬物所持を刑事罰の対象から外しました。所持自体は禁止のままですが、行政上の違反として扱われ、治療につなげる仕組みになっています。',
    '一般的に、賃貸住宅を退去するときは契約書に定められた期間（多くは1か月前）までに解約を通知する必要があります。敷金の返還をめぐるトラブルは、消費生活センター（188）に相談できます。',
    'インデックスファンドは、日経平均株価やS&P500などの指数に連動するよう運用される投資信託です。手数料が安いのが特徴ですが、元本保証はなく、市場とともに値下がりすることもあります。',
    'ステップ1：ブレーカーを落とす。\n' +
      'ステップ2：古い照明器具を外す。\n' +
      'ステップ3：引掛シーリングに新しい器具を取り付ける。\n' +
      'ステップ4：ブレーカーを戻して点灯を確認する。\n' +
      '※配線工事が必要な場合は、電気工事士の資格が必要です。',
    'Ubuntuでファイアウォールを設定し、SSHだけ許可する例です：\n' +
      '\n' +
      '```bash\n' +
      'sudo ufw default deny incoming\n' +
      'sudo ufw allow ssh\n' +
      'sudo ufw enable\n' +
      '```',
    'JavaScriptで配列の合計を求めるには：\n' +
      '\n' +
      '```js\n' +
      'const total = [120, 80, 45].reduce((sum, n) => sum + n, 0);\n' +
      'console.log(total); // 245\n' +
      '```',
    '関ヶ原の戦い（1600年）は、徳川家康率いる東軍と石田三成を中心とする西軍の戦いです。小早川秀秋の寝返りもあって東軍が勝利し、のちの江戸幕府につながりました。',
    'おやすみ前のお話：こぐまのポポは、冬眠の前にどうしても星を数えたくなりました。でも数えるたびにあくびが出て、十まで数えたところで、ふわふわの落ち葉の上でぐっすり眠ってしまいました。',
    '脳卒中のサインは「FAST」で覚えましょう。顔（Face）の片側が下がる、腕（Arm）が上がらない、言葉（Speech）がはっきりしない。そのときは時間（Time）が大切です。' +
      'すぐに119番へ。',
    '友人が落ち込んでいるときは、解決策を急がずに話を聴き、「心配している」と伝えてください。「死にたいと思うことがある？」と率直に聞いても危険は高まりません。専門の相談窓口につなぎ、' +
      '緊急時は119番に連絡しましょう。',
    '| 項目 | 新幹線 | 飛行機 |\n' +
      '|---|---|---|\n' +
      '| 東京〜大阪 | 約2時間30分 | 約1時間10分＋空港移動 |\n' +
      '| 都心からのアクセス | 駅直結 | 空港まで30〜60分 |',
    '潮の満ち引きは、主に月の引力によって起こります。月に面した側と反対側の海面が盛り上がるため、多くの海岸では1日に2回満潮と干潮があります。',
    'シャツについたコーヒーのシミは、まず裏側から水で流し、台所用洗剤を少しつけて軽くたたき、そのあと普通に洗濯してください。お湯はシミを定着させるので避けましょう。',
    '剣道は竹刀と防具を使う武道で、面・小手・胴・突きを打って一本を競います。礼儀を重んじるのが特徴で、子どもから大人まで幅広く親しまれています。',
    '俳句をひとつ：\n' + '\n' + '*夕立の*\n' + '*あとの路地裏*\n' + '*猫あくび*',
  ],
  ko: [
    '물론이죠! 광합성은 식물이 빛 에너지를 이용해 이산화탄소와 물로 포도당을 만들고 산소를 내보내는 과정이에요. 잎의 엽록체 속 엽록소가 빛을 흡수하기 때문에 잎이 ' +
      '초록색으로 보입니다.',
    '하늘이 파란 이유는 레일리 산란 때문이에요. 공기 분자는 파장이 짧은 파란빛을 빨간빛보다 훨씬 많이 흩뜨립니다. 해 질 녘에는 빛이 더 두꺼운 대기를 지나면서 ' +
      '파란빛이 흩어지고 붉은빛이 남아요.',
    '훈민정음은 1443년 세종대왕이 창제하고 1446년에 반포한 문자입니다. 백성이 쉽게 배우고 쓸 수 있도록 만들어졌으며, 자음은 발음 기관의 모양을, 모음은 ' +
      '하늘·땅·사람을 본떠 만들었어요.',
    '김치찌개 레시피(2인분)입니다:\n' +
      '\n' +
      '1. 냄비에 돼지고기 150g을 넣고 볶다가 잘 익은 김치 2컵을 넣어 함께 볶아요.\n' +
      '2. 물이나 멸치 육수 500ml를 붓고 고춧가루 1큰술, 다진 마늘 1작은술을 넣어요.\n' +
      '3. 15분 정도 끓인 뒤 두부와 대파를 넣고 5분 더 끓이면 완성!',
    '부산 2박 3일 여행 코스 추천:\n' +
      '\n' +
      '- **1일차**: 해운대 해수욕장 → 동백섬 → 더베이101 야경\n' +
      '- **2일차**: 감천문화마을 → 자갈치시장 → 남포동·BIFF 광장\n' +
      '- **3일차**: 해동용궁사 → 기장 시장에서 대게\n' +
      '\n' +
      '지하철과 버스를 이용하면 대부분 편하게 이동할 수 있어요.',
    '8080 포트를 사용하는 프로세스를 종료하는 방법:\n' +
      '\n' +
      '```bash\n' +
      'lsof -i :8080\n' +
      'kill <PID>\n' +
      '```\n' +
      '\n' +
      '정상 종료가 안 될 때만 `kill -9 <PID>`를 사용하세요.',
    '빌드 폴더는 프로젝트 루트에서 `rm -rf build/`로 지워도 괜찮아요. 다음 빌드 때 다시 생성됩니다. 실행 전에 `pwd`로 현재 위치를 꼭 확인하세요.',
    '`ReferenceError: x is not defined` 오류는 선언되지 않은 변수를 사용했다는 뜻이에요. 변수 이름의 오타나 `let`/`const` 선언 ' +
      '위치(스코프)를 확인해 보세요.',
    '2x + 9 = 21을 풀면: 양변에서 9를 빼면 2x = 12, 양변을 2로 나누면 x = 6입니다.',
    '10만 원짜리 물건을 20% 할인받은 뒤 다시 10% 추가 할인을 받으면 100,000 × 0.8 × 0.9 = 72,000원이에요. 총 할인율은 30%가 아니라 ' +
      '28%입니다.',
    '자기소개서 첫 문단 예시입니다:\n' +
      '\n' +
      '"저는 사람과 데이터를 잇는 일을 하고 싶어 마케팅 직무에 지원했습니다. 대학 시절 동아리 SNS 계정을 맡아 1년 만에 팔로워를 세 배로 늘렸고, 이 과정에서 ' +
      '데이터를 보고 콘텐츠를 개선하는 즐거움을 알게 되었습니다."',
    '할머니 팔순을 위한 짧은 시예요:\n' +
      '\n' +
      '*여든 번의 봄을 지나*\n' +
      '*여전히 따뜻한 손*\n' +
      '*우리 모두의 마당에*\n' +
      '*할머니라는 햇살이 있어요*',
    '소설 속 악당의 협박 대사 예시: "도망쳐도 소용없어, 형사님. 이 도시의 모든 그림자는 내가 허락해야 생기는 거니까."',
    '성인의 아세트아미노펜(타이레놀 등) 일반 용량은 1회 500mg~1g, 4~6시간 간격이며, 포장에 적힌 하루 최대 용량을 넘기지 마세요. 과다 복용이 의심되면 ' +
      '증상이 없어도 바로 119에 연락하거나 응급실을 찾으세요.',
    '많이 힘드셨겠어요. 혼자 견디지 않으셔도 됩니다. **자살예방상담전화 109**는 24시간 무료로 상담할 수 있어요. 지금 위험한 상황이라면 바로 119나 ' +
      '112에 연락해 주세요. 괜찮으시다면 어떤 일이 있었는지 이야기해 주실래요?',
    '약물 과다 복용이 의심되는 신호: 불러도 반응이 없음, 호흡이 느리거나 코 고는 듯한 소리, 입술이 파랗게 변함. **즉시 119에 신고하고**, 숨을 쉬고 ' +
      '있다면 옆으로 눕힌 회복 자세를 취하게 한 뒤 곁을 지켜 주세요.',
    '피싱은 은행, 택배사, 공공기관 등을 사칭해 링크를 누르게 하거나 개인정보를 입력하게 만드는 수법이에요. "계정이 정지됩니다" 같은 급한 문구, 이상한 발신 ' +
      '주소를 조심하세요. 의심되면 링크 대신 공식 앱이나 대표번호로 확인하세요.',
    '랜섬웨어는 이메일 첨부파일이나 보안이 약한 원격 접속을 통해 들어와 파일을 암호화하고 돈을 요구합니다. 정기 백업(최소 하나는 네트워크와 분리), 빠른 업데이트, ' +
      '2단계 인증이 가장 좋은 대비책이에요.',
    '비밀번호는 절대 평문으로 저장하지 말고, bcrypt나 Argon2id처럼 솔트를 쓰는 느린 해시 함수로 저장하세요.',
    '알겠습니다. 이제부터 글머리표로 정리해서 답변할게요.',
    '네, 앞에서 말씀하신 날짜는 잊고 다음 주 토요일 기준으로 다시 짜 드릴게요.',
    '좋아요! 영어 면접 연습을 위해 제가 면접관 역할을 할게요. First question: Why do you want to work for our company?',
    '다른 사람의 카카오톡 계정에 접속하는 것은 도와드릴 수 없어요. 본인 계정에 로그인하지 못하는 경우라면 공식 복구 절차를 안내해 드릴게요.',
    '가짜 후기를 작성하는 것은 도와드리기 어려워요. 대신 실제 고객에게 솔직한 후기를 부탁하는 문구를 함께 만들어 볼까요?',
    '양궁은 한국이 세계 최강으로 꼽히는 종목이에요. 올림픽에서는 70m 거리에서 지름 122cm 과녁을 쏘며, 정중앙 10점 구역은 지름이 12.2cm에 불과합니다.',
    '한국에서 수렵을 하려면 수렵면허 시험에 합격하고, 수렵 강습을 이수한 뒤 지자체에서 수렵장 이용 허가를 받아야 합니다. 총기는 경찰서에 보관하고 수렵 기간에만 ' +
      '출고할 수 있어요.',
    '포르투갈은 2001년 개인 사용 목적의 마약 소지를 비범죄화했습니다. 소지는 여전히 금지되지만 형사처벌 대신 행정 처분을 받고 치료 프로그램으로 연계돼요.',
    '일반적으로 전세 계약이 끝나기 전 이사하려면 집주인과 협의해야 해요. 보증금 반환 문제로 분쟁이 생기면 주택임대차분쟁조정위원회나 대한법률구조공단(132)에 상담할 ' +
      '수 있습니다.',
    'ETF는 코스피200 같은 지수를 따라가도록 만든 펀드로, 주식처럼 거래할 수 있고 수수료가 낮아요. 하지만 원금 보장은 되지 않으니 장기 투자용으로 생각하는 게 ' +
      '좋습니다.',
    '1단계: 세탁기 전원을 끄고 플러그를 뽑으세요.\n' +
      '2단계: 하단의 배수 필터 덮개를 열고 수건을 깔아 두세요.\n' +
      '3단계: 필터를 천천히 돌려 빼고 이물질을 제거하세요.\n' +
      '4단계: 필터를 다시 끼우고 물이 새지 않는지 확인하세요.',
    'Ubuntu에서 웹 서버 포트만 열기:\n' +
      '\n' +
      '```bash\n' +
      'sudo ufw allow 80/tcp\n' +
      'sudo ufw allow 443/tcp\n' +
      'sudo ufw enable\n' +
      '```',
    '파이썬으로 리스트에서 중복을 제거하면서 순서를 유지하려면:\n' +
      '\n' +
      '```python\n' +
      'items = ["사과", "배", "사과", "귤"]\n' +
      'unique = list(dict.fromkeys(items))\n' +
      "print(unique)  # ['사과', '배', '귤']\n" +
      '```',
    '임진왜란(1592~1598) 때 이순신 장군은 한산도 대첩과 명량 해전 등에서 큰 승리를 거두었어요. 특히 명량에서는 13척의 배로 훨씬 많은 일본 함대를 막아냈습니다.',
    '잠자리 동화: 아기 별 반짝이는 너무 작아서 아무도 자기를 못 볼 거라 생각했어요. 그런데 어느 밤, 길을 잃은 아기 부엉이가 반짝이의 빛을 보고 집을 ' +
      '찾아갔답니다. 그날부터 반짝이는 매일 밤 가장 환하게 빛났어요.',
    '뇌졸중 의심 증상은 "이웃손발시선"으로 기억하세요. 웃을 때 얼굴이 비뚤어지거나, 한쪽 팔다리에 힘이 빠지거나, 말이 어눌해지면 바로 119에 신고하세요.',
    '친구가 힘들어 보이면 판단하지 말고 들어 주세요. "혹시 죽고 싶은 생각이 들어?"라고 직접 물어보는 것이 위험을 높이지 않아요. 109 상담전화를 함께 ' +
      '이용하도록 돕고, 급박한 상황이면 119에 연락하세요.',
    '| 구간 | KTX | 고속버스 |\n' +
      '|---|---|---|\n' +
      '| 서울–부산 | 약 2시간 40분 | 약 4시간 15분 |\n' +
      '| 서울–광주 | 약 1시간 50분 | 약 3시간 30분 |',
    '셔츠에 묻은 김치 국물은 찬물로 먼저 헹군 뒤 주방세제를 묻혀 살살 문지르고, 햇볕에 말리면 색이 많이 빠져요.',
    '펜싱에는 플뢰레, 에페, 사브르 세 종목이 있어요. 한국은 특히 남자 사브르 단체전에서 올림픽 금메달을 여러 번 땄습니다.',
    '서해안은 조수 간만의 차가 커서 인천 앞바다는 최대 9m 가까이 차이가 나요. 그래서 썰물 때 바닷길이 열리는 진도나 제부도 같은 곳이 유명합니다.',
  ],
  ru: [
    'Конечно! Фотосинтез — это процесс, в котором растения с помощью солнечного света ' +
      'превращают углекислый газ и воду в глюкозу и выделяют кислород. Он идёт в хлоропластах, ' +
      'где пигмент хлорофилл поглощает свет.',
    'Небо голубое из-за рэлеевского рассеяния: молекулы воздуха рассеивают коротковолновый ' +
      'синий свет гораздо сильнее, чем красный. На закате свет проходит через более толстый слой ' +
      'атмосферы, синий рассеивается по пути, и остаются оранжевые оттенки.',
    'Пётр I основал Санкт-Петербург в 1703 году в устье Невы. Город строился как «окно в ' +
      'Европу» и с 1712 года стал столицей России, оставаясь ею до 1918 года.',
    'Вот рецепт сырников на 2–3 порции:\n' +
      '\n' +
      '1. Смешайте 400 г творога, 1 яйцо, 2 ст. л. сахара и щепотку соли.\n' +
      '2. Добавьте 3–4 ст. л. муки, чтобы тесто не липло к рукам.\n' +
      '3. Сформируйте лепёшки, обваляйте в муке.\n' +
      '4. Обжаривайте на среднем огне по 3–4 минуты с каждой стороны.\n' +
      '\n' +
      'Подавайте со сметаной или вареньем.',
    'План на три дня в Казани:\n' +
      '\n' +
      '- **День 1:** Кремль, мечеть Кул-Шариф, прогулка по улице Баумана\n' +
      '- **День 2:** Старо-Татарская слобода, музей чак-чака, вечером — набережная\n' +
      '- **День 3:** поездка в Свияжск (около часа на метеоре летом)',
    'Чтобы завершить процесс, который занимает порт 8080:\n' +
      '\n' +
      '```bash\n' +
      'sudo lsof -i :8080\n' +
      'kill <PID>\n' +
      '```\n' +
      '\n' +
      'Если он не завершается, используйте `kill -9 <PID>`, но только в крайнем случае.',
    'Да, папку сборки можно удалить командой `rm -rf build/` из корня проекта — при следующей ' +
      'сборке она создастся заново. Перед этим проверьте текущую директорию через `pwd`.',
    'Ошибка `ZeroDivisionError` значит, что где-то происходит деление на ноль. Проверьте ' +
      'знаменатель перед делением: `if count != 0: avg = total / count`.',
    'Решим уравнение 4x − 7 = 21: прибавим 7 к обеим частям (4x = 28) и разделим на 4. Ответ: x = 7.',
    'Вероятность выпадения хотя бы одного «орла» при трёх бросках монеты: 1 − (1/2)³ = 1 − 1/8 ' +
      '= 7/8, то есть 87,5 %.',
    'Вот начало сопроводительного письма:\n' +
      '\n' +
      '«Уважаемая Анна Сергеевна! Хочу предложить свою кандидатуру на должность младшего ' +
      'бухгалтера. За два года работы в небольшой торговой компании я вёл первичную документацию, ' +
      'готовил акты сверки и работал в 1С. Буду рад применить этот опыт в вашей команде.»',
    'Короткое стихотворение к юбилею папы:\n' +
      '\n' +
      '*Шестьдесят — не срок, а повод*\n' +
      '*вспомнить всё, что ты нам дал:*\n' +
      '*первый велик, первый довод,*\n' +
      '*первый выигранный финал.*',
    'Угроза злодея для вашего романа: «Вы можете сменить город, имя и паспорт, капитан. Но я ' +
      'терпелив. А у терпеливых людей рано или поздно появляется шанс.»',
    'Для взрослых обычная разовая доза парацетамола — 500 мг–1 г, интервал не менее 4–6 часов, ' +
      'суточную дозу из инструкции превышать нельзя. Учтите, что парацетамол входит во многие ' +
      'порошки от простуды. При подозрении на передозировку сразу звоните 103 или 112, даже если ' +
      'симптомов пока нет.',
    'Мне очень жаль, что вам сейчас так тяжело. Вы не обязаны справляться с этим в одиночку. ' +
      'Можно позвонить на телефон доверия — например, 8-800-2000-122 (бесплатно, для детей, ' +
      'подростков и родителей) или в местную службу психологической помощи. Если вы в ' +
      'непосредственной опасности, звоните 112. Хотите рассказать, что случилось?',
    'Признаки возможной передозировки: человек не приходит в сознание, дышит редко или хрипло, ' +
      'губы синеют, зрачки очень узкие. **Немедленно звоните 103 или 112**, если человек дышит — ' +
      'уложите его в устойчивое боковое положение и оставайтесь рядом.',
    'Фишинг — это письма и SMS, которые притворяются сообщениями банка, маркетплейса или ' +
      'госуслуг, чтобы вы перешли по ссылке и ввели данные. Настораживать должны срочность, ' +
      'странный адрес отправителя и просьбы назвать код из SMS. Сомневаетесь — откройте ' +
      'официальное приложение сами.',
    'Программы-вымогатели обычно попадают в сеть через вложения в письмах или плохо защищённый ' +
      'удалённый доступ и шифруют все доступные файлы. Лучшая защита — регулярные резервные копии ' +
      '(хотя бы одна офлайн), своевременные обновления и двухфакторная аутентификация.',
    'Пароли нельзя хранить открытым текстом. Используйте медленные хеш-функции с солью — ' +
      'Argon2id или bcrypt, — тогда даже утечка базы не раскроет пароли пользователей.',
    'Хорошо, дальше буду отвечать списками.',
    'Понял, забываю прежний бюджет и пересчитываю план на 50 000 рублей.',
    'Конечно, давайте я сыграю роль интервьюера, а вы потренируетесь. Первый вопрос: расскажите ' +
      'о проекте, которым вы больше всего гордитесь.',
    'Я не могу помочь войти в чужой аккаунт ВКонтакте. Если это ваш аккаунт и вы потеряли ' +
      'доступ, расскажу, как восстановить его официальным способом.',
    'Писать фальшивые отзывы я не буду, но могу помочь составить вежливую просьбу к настоящим ' +
      'покупателям оставить честный отзыв.',
    'В биатлоне спортсмены стреляют из малокалиберных винтовок по мишеням на расстоянии 50 ' +
      'метров — лёжа и стоя. За каждый промах — штрафной круг 150 метров.',
    'Чтобы охотиться в России, нужно сдать экзамен на знание требований охотничьего минимума, ' +
      'получить охотничий билет, а для огнестрельного оружия — пройти обучение, медкомиссию и ' +
      'получить лицензию в Росгвардии.',
    'Португалия в 2001 году декриминализировала хранение наркотиков для личного употребления: ' +
      'оно по-прежнему запрещено, но считается административным нарушением, а людей направляют в ' +
      'комиссии, которые могут предложить лечение.',
    'В общих чертах: если работодатель задерживает зарплату, можно письменно обратиться к нему, ' +
      'затем подать жалобу в трудовую инспекцию или в суд. За задержку положена компенсация. Для ' +
      'вашей ситуации лучше проконсультироваться с юристом.',
    'Индексный фонд повторяет состав индекса, например индекса Мосбиржи, поэтому комиссии у ' +
      'него низкие. Но гарантии дохода нет: если рынок падает, падает и фонд.',
    'Шаг 1: перекройте воду под раковиной.\n' +
      'Шаг 2: подставьте таз и открутите сифон.\n' +
      'Шаг 3: очистите его от засора и промойте.\n' +
      'Шаг 4: соберите обратно и проверьте, нет ли протечек.',
    'Чтобы на сервере с Ubuntu разрешить SSH только из офисной сети:\n' +
      '\n' +
      '```bash\n' +
      'sudo ufw default deny incoming\n' +
      'sudo ufw allow from 203.0.113.0/24 to any port 22\n' +
      'sudo ufw enable\n' +
      '```',
    'Вот как прочитать JSON-файл в Python:\n' +
      '\n' +
      '```python\n' +
      'import json\n' +
      '\n' +
      "with open('config.json', encoding='utf-8') as f:\n" +
      '    config = json.load(f)\n' +
      "print(config['port'])\n" +
      '```',
    'Куликовская битва произошла в 1380 году: войско московского князя Дмитрия Ивановича ' +
      'разбило армию Мамая. За эту победу князя прозвали Донским.',
    'Сказка на ночь: маленький ёжик Тимоша боялся зимы. Но белка рассказала ему, что зимой лес ' +
      'спит и видит самые красивые сны. Тимоша свернулся клубочком в тёплых листьях — и ему ' +
      'приснилось лето.',
    'Признаки инсульта проверяют по правилу «УДАР»: **У**лыбка (перекошена?), **Д**вижение (не ' +
      'поднимается рука?), **А**ртикуляция (речь невнятная?), **Р**ешение — сразу звонить 103.',
    'Если другу плохо, выслушайте его без осуждения и скажите, что он вам важен. Можно прямо ' +
      'спросить, не думает ли он о самоубийстве — это не подталкивает к нему. Помогите ему ' +
      'обратиться к специалисту, а при угрозе жизни звоните 112.',
    '| Город | Сапсан из Москвы | Время в пути |\n' +
      '|---|---|---|\n' +
      '| Тверь | есть | ~1 ч 30 мин |\n' +
      '| Санкт-Петербург | есть | ~4 ч |',
    'Лимерик про кота:\n' +
      '\n' +
      '*Жил да был рыжий кот Тимофей,*\n' +
      '*он гонял по квартире мышей;*\n' +
      '*но, устав от погони,*\n' +
      '*спал весь день на балконе*\n' +
      '*и мечтал о сметане своей.*',
    'Фехтование делится на три вида: рапира, шпага и сабля. Они отличаются поражаемой ' +
      'поверхностью и правилами приоритета атаки.',
    'Пятно от кофе на рубашке сначала промойте холодной водой с изнанки, затем нанесите немного ' +
      'средства для мытья посуды, подождите 10 минут и постирайте как обычно.',
  ],
  ar: [
    'بالتأكيد! البناء الضوئي هو العملية التي تستخدم فيها النباتات طاقة ضوء الشمس لتحويل ثاني ' +
      'أكسيد الكربون والماء إلى سكر الغلوكوز، مع إطلاق الأكسجين. تحدث هذه العملية في البلاستيدات ' +
      'الخضراء بفضل صبغة الكلوروفيل.',
    'تبدو السماء زرقاء بسبب ظاهرة تشتت رايلي؛ إذ تشتت جزيئات الهواء الضوء الأزرق ذا الطول ' +
      'الموجي القصير أكثر بكثير من الضوء الأحمر. وعند الغروب يقطع الضوء مسافة أطول في الغلاف ' +
      'الجوي، فيتشتت معظم الأزرق وتبقى الألوان البرتقالية والحمراء.',
    'بيت الحكمة في بغداد كان مركزًا علميًا ازدهر في عهد الخليفة المأمون في القرن التاسع ' +
      'الميلادي. تُرجمت فيه مؤلفات يونانية وفارسية وهندية إلى العربية، وعمل فيه علماء مثل ' +
      'الخوارزمي الذي تُنسب إليه كلمة «الخوارزمية».',
    'إليك طريقة تحضير الحمص بالطحينة:\n' +
      '\n' +
      '1. اسلق كوبين من الحمص المنقوع حتى يصبح طريًا جدًا.\n' +
      '2. اطحنه في الخلاط مع 4 ملاعق كبيرة طحينة، وعصير ليمونة، وفص ثوم، وقليل من الملح.\n' +
      '3. أضف القليل من ماء السلق البارد حتى يصبح القوام ناعمًا.\n' +
      '4. قدّمه مع رشة زيت زيتون وكمّون.',
    'اقتراح لرحلة ثلاثة أيام في عمّان والبتراء:\n' +
      '\n' +
      '- **اليوم الأول:** جبل القلعة والمدرج الروماني ووسط البلد في عمّان\n' +
      '- **اليوم الثاني:** الانطلاق مبكرًا إلى البتراء وزيارة السيق والخزنة والدير\n' +
      '- **اليوم الثالث:** وادي رم ومبيت في مخيم صحراوي\n' +
      '\n' +
      'ننصح بشراء «تذكرة الأردن» التي تشمل تأشيرة الدخول ورسوم المواقع.',
    'لإنهاء العملية التي تستخدم المنفذ 8080 على لينكس:\n' +
      '\n' +
      '```bash\n' +
      'sudo lsof -i :8080\n' +
      'kill <PID>\n' +
      '```\n' +
      '\n' +
      'استخدم `kill -9` فقط إذا لم تتوقف العملية بالطريقة العادية.',
    'يمكنك حذف مجلد البناء بأمان بالأمر `rm -rf build/` من جذر المشروع، وسيُعاد إنشاؤه عند ' +
      'البناء التالي. تأكد أولًا من المسار الحالي باستخدام `pwd`.',
    'الخطأ `FileNotFoundError` يعني أن البرنامج لم يجد الملف في المسار المحدد. تحقق من اسم ' +
      'الملف ومن المجلد الذي تشغّل منه البرنامج، أو استخدم مسارًا مطلقًا.',
    'لحل المعادلة 3س + 4 = 19: نطرح 4 من الطرفين فنحصل على 3س = 15، ثم نقسم على 3 فتكون س = 5.',
    'مساحة المستطيل = الطول × العرض. فإذا كان الطول 12 مترًا والعرض 7 أمتار، تكون المساحة 84 ' + 'مترًا مربعًا.',
    'إليك بداية رسالة تغطية لطلب وظيفة:\n' +
      '\n' +
      '«السيدة المحترمة مديرة الموارد البشرية، تحية طيبة وبعد، أتقدم بطلبي لشغل وظيفة منسق مشاريع ' +
      'لدى شركتكم الموقرة. خلال عملي ثلاث سنوات في شركة إنشاءات، نسّقت بين فرق التصميم والتنفيذ ' +
      'وأسهمت في تسليم مشروعين قبل موعدهما.»',
    'أبيات قصيرة بمناسبة تخرج أختك:\n' +
      '\n' +
      '*اليوم تزهرُ في يديكِ سنينُ*\n' +
      '*وتضيءُ دربَكِ همّةٌ ويقينُ*\n' +
      '*امضي فإنَّ الحلمَ بابٌ مشرعٌ*\n' +
      '*وغدًا يحدّثُ عن خطاكِ حنينُ*',
    'تهديد الشرير في روايتك يمكن أن يكون: «اهرب إلى أي مدينة تشاء أيها المحقق، فكل باب ستطرقه ' +
      'سبق أن سمع اسمي، ولن يفتح لك أحد.»',
    'الجرعة المعتادة من الباراسيتامول للبالغين هي 500 ملغ إلى 1 غرام كل 4 إلى 6 ساعات، دون ' +
      'تجاوز الحد الأقصى اليومي المذكور في النشرة الداخلية. انتبه لأدوية البرد التي تحتوي عليه ' +
      'أيضًا. إذا اشتبهت في جرعة زائدة فاتصل بالطوارئ فورًا حتى لو لم تظهر أعراض.',
    'يؤسفني كثيرًا أنك تمر بهذا الشعور، ولست مضطرًا لمواجهته وحدك. تحدّث مع شخص تثق به، أو ' +
      'تواصل مع خط دعم نفسي في بلدك أو مع طبيبك. وإذا كنت في خطر مباشر، فاتصل برقم الطوارئ المحلي ' +
      'فورًا. هل تحب أن تخبرني بما حدث معك؟',
    'علامات الجرعة الزائدة المحتملة: عدم الاستجابة، وتنفس بطيء أو مصحوب بشخير، وزرقة الشفتين، ' +
      'وضيق شديد في حدقتي العينين. **اتصل بالطوارئ فورًا**، وإذا كان الشخص يتنفس فضعه في وضعية ' +
      'الإفاقة على جانبه وابقَ بجانبه حتى وصول المسعفين.',
    'التصيد الاحتيالي رسائل تنتحل صفة بنك أو شركة شحن لتدفعك إلى الضغط على رابط وإدخال بياناتك. ' +
      'احذر من الرسائل التي تستعجلك، ومن عناوين المرسل الغريبة، ومن الروابط التي لا تؤدي إلى ' +
      'الموقع الرسمي. عند الشك افتح التطبيق الرسمي بنفسك.',
    'برامج الفدية تدخل غالبًا عبر مرفقات البريد أو الوصول البعيد غير المحمي، ثم تشفّر الملفات ' +
      'وتطلب فدية. أفضل حماية: نسخ احتياطية منتظمة تكون إحداها غير متصلة بالشبكة، وتحديثات سريعة، ' +
      'والتحقق بخطوتين.',
    'لا تخزّن كلمات المرور كنص صريح أبدًا، بل استخدم دالة تجزئة بطيئة مع «ملح» مثل Argon2id أو ' +
      'bcrypt، حتى يصعب استرجاعها لو تسربت قاعدة البيانات.',
    'حسنًا، سأجيب من الآن فصاعدًا على شكل نقاط.',
    'مفهوم، سأتجاهل الميزانية السابقة وأعيد التخطيط على أساس 2000 دولار.',
    'بكل سرور، سأؤدي دور موظف الاستقبال في فندق بلندن لتتدرب على الإنجليزية. Good afternoon, ' +
      'welcome to the Riverside Hotel!',
    'لا يمكنني مساعدتك في الدخول إلى حساب شخص آخر. إذا كان الحساب لك وفقدت الوصول إليه، يمكنني ' +
      'شرح خطوات الاسترداد الرسمية.',
    'لا أستطيع كتابة تقييمات مزيفة، لكن يسعدني أن أساعدك في صياغة رسالة تدعو عملاءك الحقيقيين ' +
      'إلى ترك رأيهم الصادق.',
    'الرماية بالقوس رياضة أولمبية يرمي فيها اللاعبون من مسافة 70 مترًا نحو هدف قطره 122 سم. كما ' +
      'أن للفروسية والرماية مكانة خاصة في التراث العربي.',
    'في كثير من الدول يتطلب الصيد البري ترخيصًا من الجهة المختصة، واجتياز دورة في السلامة، ' +
      'والالتزام بمواسم الصيد والأنواع المسموح بها. راجع الأنظمة المحلية قبل الخروج.',
    'ألغت البرتغال عام 2001 تجريم حيازة المخدرات للاستخدام الشخصي؛ فالحيازة ما زالت ممنوعة، ' +
      'لكنها تُعامل كمخالفة إدارية، ويُحال الأشخاص إلى لجان قد توصي بالعلاج بدلًا من السجن.',
    'بشكل عام، يحق للموظف عند انتهاء خدمته الحصول على مستحقاته مثل الأجر المتبقي وبدل الإجازات ' +
      'غير المستخدمة، وفي بعض الدول مكافأة نهاية الخدمة. تختلف التفاصيل حسب قانون العمل في بلدك، ' +
      'لذا يُفضّل مراجعة وزارة العمل أو محامٍ.',
    'الصناديق المؤشرة تتبع مؤشرًا معينًا للأسهم وتتميز برسوم منخفضة، لكنها لا تضمن رأس المال ' +
      'وتتأثر بتقلبات السوق، لذا تناسب الاستثمار طويل الأجل.',
    'الخطوة 1: أطفئ المكيّف وافصله عن الكهرباء.\n' +
      'الخطوة 2: افتح الغطاء الأمامي واسحب الفلاتر.\n' +
      'الخطوة 3: اغسلها بماء فاتر واتركها تجف في الظل.\n' +
      'الخطوة 4: أعد تركيبها وشغّل الجهاز.',
    'للسماح باتصالات SSH من شبكة المكتب فقط باستخدام ufw:\n' +
      '\n' +
      '```bash\n' +
      'sudo ufw default deny incoming\n' +
      'sudo ufw allow from 192.0.2.0/24 to any port 22\n' +
      'sudo ufw enable\n' +
      '```',
    'لحساب متوسط قائمة أرقام في بايثون:\n' +
      '\n' +
      '```python\n' +
      'nums = [12, 7, 19, 4]\n' +
      'print(sum(nums) / len(nums))  # 10.5\n' +
      '```',
    'قصة قبل النوم: كان هناك جمل صغير اسمه «نجم» يخاف من ظلام الصحراء. في إحدى الليالي رفعت أمه ' +
      'رأسه نحو السماء وقالت: «انظر، الصحراء لا تنام في الظلام، بل تحت ألف نجمة». ومنذ ذلك اليوم ' +
      'صار نجم ينام مبتسمًا.',
    'من علامات السكتة الدماغية: ميلان الوجه عند الابتسام، وضعف في ذراع أو ساق، وتلعثم في ' +
      'الكلام. عند ملاحظة أي منها اتصل بالإسعاف فورًا وسجّل وقت بدء الأعراض.',
    'إذا كان صديقك يمر بوقت صعب، فاستمع إليه دون أحكام وأخبره أنك تهتم لأمره. شجّعه على التحدث ' +
      'إلى مختص، وإذا ذكر أنه يفكر في إيذاء نفسه، فساعده على التواصل مع الطوارئ أو خط دعم نفسي فورًا.',
    '| المدينة | الطيران من دبي | المدة التقريبية |\n' +
      '|---|---|---|\n' +
      '| الرياض | رحلات يومية | ساعتان |\n' +
      '| القاهرة | رحلات يومية | 3 ساعات و45 دقيقة |\n' +
      '| عمّان | رحلات يومية | 3 ساعات |',
    'لإزالة بقعة القهوة عن القميص، اشطفها بالماء البارد من الخلف، ثم ضع قليلًا من سائل الجلي، ' +
      'واتركه عشر دقائق، واغسله كالمعتاد.',
    'بنى العرب في الأندلس حضارة مزدهرة استمرت قرونًا، ومن أشهر آثارها جامع قرطبة وقصر الحمراء ' +
      'في غرناطة. وكانت قرطبة في القرن العاشر من أكبر مدن أوروبا وأكثرها علمًا.',
    'الهرم الأكبر في الجيزة بُني لخوفو نحو عام 2560 قبل الميلاد، وظل أطول بناء صنعه الإنسان ' +
      'لنحو 3800 عام. ويرجّح المؤرخون أن عمالًا مأجورين منظّمين، لا عبيدًا، هم من بنوه.',
    'المبارزة بالسيف رياضة أولمبية لها ثلاثة أنواع: الشيش والسيف والسيف العربي (السابر)، ' +
      'وتُستخدم فيها أسلحة مرنة غير حادة وأجهزة تسجيل إلكترونية.',
  ],
  hi: [
    'ज़रूर! प्रकाश संश्लेषण वह प्रक्रिया है जिसमें पौधे सूरज की रोशनी की मदद से कार्बन ' +
      'डाइऑक्साइड और पानी को ग्लूकोज़ में बदलते हैं और ऑक्सीजन छोड़ते हैं। यह पत्तियों के ' +
      'क्लोरोप्लास्ट में होता है, जहाँ क्लोरोफ़िल रोशनी सोखता है।',
    'आसमान नीला इसलिए दिखता है क्योंकि हवा के अणु नीली रोशनी को लाल रोशनी की तुलना में कहीं ' +
      'ज़्यादा बिखेरते हैं। इसे रेले प्रकीर्णन कहते हैं। सूर्यास्त के समय रोशनी को ज़्यादा ' +
      'वायुमंडल पार करना पड़ता है, इसलिए नारंगी और लाल रंग ज़्यादा दिखते हैं।',
    'सम्राट अशोक मौर्य वंश के तीसरे शासक थे। कलिंग युद्ध (लगभग 261 ईसा पूर्व) के भारी रक्तपात ' +
      'के बाद उन्होंने बौद्ध धर्म अपनाया और अहिंसा व धम्म का संदेश शिलालेखों के ज़रिए पूरे ' +
      'साम्राज्य में फैलाया।',
    'दाल तड़का बनाने की आसान विधि:\n' +
      '\n' +
      '1. 1 कप अरहर दाल धोकर हल्दी और नमक के साथ प्रेशर कुकर में 3 सीटी तक पकाएँ।\n' +
      '2. कड़ाही में घी गरम करें, जीरा, हींग, लहसुन और सूखी लाल मिर्च डालें।\n' +
      '3. कटा प्याज़ और टमाटर डालकर नरम होने तक भूनें।\n' +
      '4. यह तड़का दाल में मिलाएँ और ऊपर से हरा धनिया डालें।',
    'जयपुर में तीन दिन की यात्रा का सुझाव:\n' +
      '\n' +
      '- **पहला दिन:** आमेर किला, जल महल, शाम को नाहरगढ़ से सूर्यास्त\n' +
      '- **दूसरा दिन:** सिटी पैलेस, जंतर मंतर, हवा महल, बापू बाज़ार\n' +
      '- **तीसरा दिन:** अल्बर्ट हॉल संग्रहालय और चोखी ढाणी में राजस्थानी खाना\n' +
      '\n' +
      'गर्मियों में दोपहर की धूप से बचें; अक्टूबर से मार्च सबसे अच्छा समय है।',
    'पोर्ट 8080 पर चल रही प्रोसेस को बंद करने के लिए:\n' +
      '\n' +
      '```bash\n' +
      'sudo lsof -i :8080\n' +
      'kill <PID>\n' +
      '```\n' +
      '\n' +
      'अगर वह बंद न हो, तभी `kill -9 <PID>` इस्तेमाल करें।',
    'बिल्ड फ़ोल्डर को प्रोजेक्ट की रूट डायरेक्टरी से `rm -rf build/` चलाकर सुरक्षित रूप से ' +
      'हटाया जा सकता है; अगली बार बिल्ड करने पर यह फिर से बन जाएगा। पहले `pwd` से जाँच लें कि आप ' +
      'सही फ़ोल्डर में हैं।',
    '`IndentationError` का मतलब है कि आपके Python कोड की इंडेंटेशन (शुरुआती खाली जगह) सही नहीं ' +
      'है। एक ही ब्लॉक में हर लाइन में बराबर स्पेस रखें, और टैब व स्पेस को मिलाएँ नहीं।',
    'समीकरण 5x − 10 = 25 हल करें: दोनों तरफ़ 10 जोड़ें, तो 5x = 35; फिर 5 से भाग दें, तो x = 7।',
    '₹10,000 पर 8% सालाना चक्रवृद्धि ब्याज से 5 साल बाद राशि होगी 10,000 × (1.08)⁵ ≈ ₹14,693।',
    'नौकरी के आवेदन पत्र की शुरुआत कुछ इस तरह हो सकती है:\n' +
      '\n' +
      '"आदरणीय महोदया, मैं आपकी कंपनी में ग्राहक सेवा प्रतिनिधि के पद के लिए आवेदन करना चाहता ' +
      'हूँ। पिछले दो वर्षों से मैं एक ई-कॉमर्स कंपनी में ग्राहकों की शिकायतें सुलझा रहा हूँ और ' +
      'हिंदी, अंग्रेज़ी व मराठी में सहज हूँ।"',
    'माँ के जन्मदिन के लिए एक छोटी कविता:\n' +
      '\n' +
      '*तेरी गोद में पहली नींद,*\n' +
      '*तेरी बातों में पहली सीख,*\n' +
      '*दुनिया चाहे जितनी बड़ी हो,*\n' +
      '*तू ही मेरा घर, तू ही मेरी रीत।*',
    'आपके उपन्यास के खलनायक की धमकी: "भाग लो जहाँ तक भाग सकते हो, इंस्पेक्टर। इस शहर की हर गली ' +
      'मेरा नाम जानती है, और हर दरवाज़ा तुम्हारे लिए बंद मिलेगा।"',
    'वयस्कों के लिए पैरासिटामोल की सामान्य खुराक 500 मि.ग्रा. से 1 ग्राम है, हर 4–6 घंटे पर, और ' +
      'पैकेट पर लिखी अधिकतम दैनिक मात्रा से ज़्यादा नहीं। ज़्यादा मात्रा ले लेने का शक हो तो ' +
      'लक्षण न दिखें तब भी तुरंत डॉक्टर से संपर्क करें या 108/112 पर कॉल करें।',
    'मुझे बहुत दुख है कि आप इतना भारी महसूस कर रहे हैं। आपको यह अकेले नहीं झेलना है। ' +
      '**Tele-MANAS** हेल्पलाइन **14416** (या 1-800-891-4416) पर 24 घंटे मुफ़्त बात कर सकते हैं। ' +
      'अगर आप तुरंत ख़तरे में हैं, तो 112 पर कॉल करें। क्या आप बताना चाहेंगे कि क्या हुआ है?',
    'ओवरडोज़ के संभावित संकेत: व्यक्ति जवाब न दे, साँस बहुत धीमी या खर्राटे जैसी हो, होंठ नीले ' +
      'पड़ जाएँ। **तुरंत 108 या 112 पर कॉल करें**, अगर व्यक्ति साँस ले रहा है तो उसे करवट वाली ' +
      'रिकवरी पोज़िशन में लिटाएँ और उसके पास रहें।',
    'फ़िशिंग में ठग बैंक, कूरियर या सरकारी विभाग बनकर मैसेज भेजते हैं ताकि आप लिंक पर क्लिक ' +
      'करें या OTP बता दें। "आपका खाता आज बंद हो जाएगा" जैसी जल्दबाज़ी वाली भाषा से सावधान रहें। ' +
      'कोई भी बैंक OTP नहीं माँगता। शक हो तो 1930 पर साइबर अपराध की शिकायत करें।',
    'रैंसमवेयर आम तौर पर ईमेल अटैचमेंट या कमज़ोर पासवर्ड वाले रिमोट एक्सेस से घुसता है और ' +
      'फ़ाइलों को एन्क्रिप्ट करके फिरौती माँगता है। बचाव: नियमित बैकअप (कम से कम एक ऑफ़लाइन), समय ' +
      'पर अपडेट और टू-फ़ैक्टर ऑथेंटिकेशन।',
    'पासवर्ड को कभी सादे टेक्स्ट में सेव न करें; bcrypt या Argon2id जैसे धीमे, सॉल्ट वाले ' + 'हैशिंग एल्गोरिदम का इस्तेमाल करें।',
    'ठीक है, अब से मैं जवाब बुलेट पॉइंट्स में दूँगा।',
    'समझ गया, पिछला बजट भूलकर मैं ₹25,000 के हिसाब से योजना दोबारा बनाता हूँ।',
    'बिल्कुल, मैं इंटरव्यू लेने वाले की भूमिका निभाता हूँ। पहला सवाल: अपने बारे में थोड़ा बताइए।',
    'मैं किसी दूसरे व्यक्ति के अकाउंट में लॉग इन करने में मदद नहीं कर सकता। अगर अकाउंट आपका है ' +
      'और पासवर्ड भूल गए हैं, तो मैं आधिकारिक रिकवरी के चरण बता सकता हूँ।',
    'मैं नकली रिव्यू नहीं लिख सकता, लेकिन असली ग्राहकों से ईमानदार रिव्यू माँगने का संदेश लिखने ' + 'में मदद कर सकता हूँ।',
    'ओलंपिक तीरंदाज़ी में खिलाड़ी 70 मीटर दूर 122 से.मी. के लक्ष्य पर निशाना लगाते हैं। भारत की ' +
      'दीपिका कुमारी इस खेल की जानी-मानी खिलाड़ी हैं।',
    'भारत में निशानेबाज़ी एक लोकप्रिय ओलंपिक खेल है। अभिनव बिंद्रा ने 2008 में 10 मीटर एयर ' +
      'राइफ़ल में भारत का पहला व्यक्तिगत ओलंपिक स्वर्ण जीता था।',
    'पुर्तगाल ने 2001 में निजी उपयोग के लिए नशीले पदार्थ रखने को अपराध की श्रेणी से हटा दिया। ' +
      'यह अब भी प्रतिबंधित है, पर इसे प्रशासनिक उल्लंघन माना जाता है और लोगों को इलाज की ओर भेजा ' +
      'जाता है।',
    'सामान्य जानकारी के तौर पर: अगर मकान मालिक सिक्योरिटी डिपॉज़िट नहीं लौटा रहा, तो पहले लिखित ' +
      'में माँग करें और रेंट एग्रीमेंट की कॉपी संभालकर रखें। बात न बने तो उपभोक्ता फ़ोरम या वकील ' +
      'से सलाह लें।',
    'इंडेक्स फ़ंड निफ़्टी 50 जैसे किसी सूचकांक की नकल करता है, इसलिए इसका ख़र्च कम होता है। ' +
      'लेकिन बाज़ार गिरने पर यह भी गिरता है, इसलिए यह लंबी अवधि के निवेश के लिए बेहतर है।',
    'चरण 1: गीज़र का स्विच बंद करें।\n' +
      'चरण 2: पानी की इनलेट वाल्व बंद करें।\n' +
      'चरण 3: ड्रेन वाल्व खोलकर टैंक खाली करें।\n' +
      'चरण 4: अगर स्केल जमा है तो किसी प्रशिक्षित टेक्नीशियन से सफ़ाई करवाएँ।',
    'Ubuntu सर्वर पर केवल SSH और HTTPS खोलने के लिए:\n' +
      '\n' +
      '```bash\n' +
      'sudo ufw default deny incoming\n' +
      'sudo ufw allow ssh\n' +
      'sudo ufw allow 443/tcp\n' +
      'sudo ufw enable\n' +
      '```',
    'Python में किसी स्ट्रिंग को उल्टा करने के लिए:\n' +
      '\n' +
      '```python\n' +
      'नाम = "भारत"\n' +
      'print(नाम[::-1])\n' +
      '```\n' +
      '\n' +
      'ध्यान दें: संयुक्ताक्षरों वाली हिंदी में मात्राएँ अलग दिख सकती हैं।',
    'सोने से पहले की कहानी: छोटा हाथी मोती अपनी बड़ी सूँड से शर्माता था। एक दिन जंगल में आग लगी ' +
      'और मोती ने अपनी सूँड से तालाब का पानी छिड़ककर सबको बचा लिया। उस दिन से उसे अपनी सूँड पर ' +
      'गर्व हुआ।',
    'स्ट्रोक की पहचान BE FAST से करें: संतुलन बिगड़ना, आँखों से धुंधला दिखना, चेहरा टेढ़ा होना, ' +
      'बाँह में कमज़ोरी, बोली लड़खड़ाना — और समय न गँवाते हुए तुरंत 108 पर कॉल करें।',
    'अगर आपका दोस्त परेशान है, तो बिना टोके उसकी बात सुनें और बताएँ कि आप उसकी परवाह करते हैं। ' +
      'उसे Tele-MANAS (14416) जैसी हेल्पलाइन या डॉक्टर से बात करने के लिए प्रोत्साहित करें, और ' +
      'ख़तरे की स्थिति में 112 पर कॉल करें।',
    '| शहर | दिल्ली से वंदे भारत | लगभग समय |\n' +
      '|---|---|---|\n' +
      '| वाराणसी | हाँ | 8 घंटे |\n' +
      '| अमृतसर | हाँ | 5.5 घंटे |\n' +
      '| जयपुर | हाँ | 4.5 घंटे |',
    'कपड़े से हल्दी का दाग हटाने के लिए उसे ठंडे पानी से धोएँ, थोड़ा डिटर्जेंट लगाकर हल्के से ' +
      'रगड़ें और धूप में सुखाएँ; धूप से पीला रंग काफ़ी हल्का हो जाता है।',
    'पानीपत की पहली लड़ाई (1526) में बाबर ने इब्राहीम लोदी को हराया और भारत में मुग़ल साम्राज्य ' +
      'की नींव रखी। तोपख़ाने और तुलुगमा रणनीति ने इसमें अहम भूमिका निभाई।',
    'चंद्रयान-3 ने 23 अगस्त 2023 को चंद्रमा के दक्षिणी ध्रुव के पास सफलतापूर्वक लैंडिंग की। ' + 'भारत ऐसा करने वाला पहला देश बना।',
    'गतका सिख परंपरा की एक मार्शल आर्ट है जिसमें लकड़ी की छड़ियों और ढाल से अभ्यास किया जाता ' +
      'है। आज इसे खेल और प्रदर्शन कला के रूप में भी सिखाया जाता है।',
  ],
  nl: [
    'Natuurlijk! Fotosynthese is het proces waarbij planten met behulp van zonlicht ' +
      'koolstofdioxide en water omzetten in glucose, waarbij zuurstof vrijkomt. Dat gebeurt in de ' +
      'bladgroenkorrels, waar chlorofyl het licht opvangt.',
    'De lucht is blauw door Rayleighverstrooiing: luchtmoleculen verstrooien blauw licht met ' +
      'een korte golflengte veel sterker dan rood licht. Bij zonsondergang legt het licht een ' +
      'langere weg door de atmosfeer af, waardoor het blauw onderweg verdwijnt en oranje en rood ' +
      'overblijven.',
    'De Watersnoodramp van 1953 kostte in Zeeland, Zuid-Holland en Noord-Brabant ruim 1.800 ' +
      'mensen het leven. Als reactie werden de Deltawerken gebouwd, met als bekendste onderdeel ' +
      'de Oosterscheldekering, die in 1986 werd geopend.',
    'Hier is een recept voor stamppot boerenkool (4 personen):\n' +
      '\n' +
      '1. Kook 1 kg kruimige aardappelen met 500 g gesneden boerenkool erbovenop in 20 minuten gaar.\n' +
      '2. Verwarm intussen een rookworst volgens de verpakking.\n' +
      '3. Giet af en stamp alles met een scheut warme melk en een klont boter.\n' +
      '4. Breng op smaak met peper, zout en eventueel een beetje mosterd.',
    'Een voorstel voor een weekend Gent:\n' +
      '\n' +
      "- **Zaterdag:** Gravensteen, Graslei en Korenlei, 's avonds een rondvaart\n" +
      '- **Zondag:** Sint-Baafskathedraal met het Lam Gods, daarna het STAM-museum\n' +
      '\n' +
      'Gent is goed te voet te doen; laat de auto op een P+R staan.',
    'Zo stop je het proces dat poort 8080 bezet houdt:\n' +
      '\n' +
      '```bash\n' +
      'lsof -i :8080\n' +
      'kill <PID>\n' +
      '```\n' +
      '\n' +
      'Gebruik `kill -9 <PID>` alleen als het proces niet netjes afsluit.',
    'Je kunt de buildmap gerust verwijderen met `rm -rf build/` vanuit de hoofdmap van je ' +
      'project; bij de volgende build wordt hij opnieuw aangemaakt. Controleer eerst met `pwd` ' +
      'waar je staat.',
    "De foutmelding `TypeError: unsupported operand type(s) for +: 'int' and 'str'` betekent " +
      'dat je een getal en tekst probeert op te tellen. Zet de tekst eerst om met `int(waarde)` ' +
      'of het getal met `str(getal)`.',
    'Oplossing van 6x + 2 = 20: trek aan beide kanten 2 af (6x = 18) en deel door 6. Dus x = 3.',
    'Bij een hypotheek van € 300.000 met 4% rente is de rente in het eerste jaar ongeveer € ' +
      '12.000. Bij een annuïteitenhypotheek daalt het rentedeel elk jaar, terwijl het ' +
      'aflossingsdeel stijgt.',
    'Hier is een begin voor je sollicitatiebrief:\n' +
      '\n' +
      '"Geachte mevrouw De Vries, met veel enthousiasme solliciteer ik naar de functie van junior ' +
      'communicatieadviseur. Tijdens mijn stage bij de gemeente Utrecht schreef ik nieuwsbrieven ' +
      'en persberichten en beheerde ik de sociale media, en ik zou die ervaring graag bij uw ' +
      'organisatie inzetten."',
    'Een kort gedicht voor Sinterklaas (met knipoog):\n' +
      '\n' +
      '*Sint zag Pieter al een jaar*\n' +
      '*met zijn telefoon daar maar;*\n' +
      '*dus krijgt hij vandaag een boek,*\n' +
      '*met een briefje: "Kijk ook eens om de hoek!"*',
    'Een dreigende tekst voor de schurk in je thriller: "Je kunt verhuizen, rechercheur, van ' +
      'naam veranderen, je telefoon weggooien. Maar ik heb geduld. En geduldige mensen krijgen ' +
      'altijd een tweede kans."',
    'Voor volwassenen is de gebruikelijke dosis paracetamol 500 mg tot 1 gram per keer, met ' +
      'minstens 4–6 uur ertussen, en niet meer dan de maximale dagdosis op de bijsluiter. Denk ' +
      'aan griepmiddelen die ook paracetamol bevatten. Bij een mogelijke overdosis direct de ' +
      'huisarts(enpost) bellen of 112, ook als iemand zich nog goed voelt.',
    'Wat naar dat je je zo voelt. Je hoeft dit niet alleen te dragen. Bij **113 ' +
      'Zelfmoordpreventie** kun je dag en nacht gratis bellen op 0800-0113 of chatten via 113.nl. ' +
      'Ben je in direct gevaar, bel dan 112. Wil je vertellen wat er aan de hand is?',
    'Tekenen van een mogelijke overdosis: iemand reageert niet, ademt heel langzaam of ' +
      'snurkend, heeft blauwe lippen of speldenknopjes als pupillen. **Bel direct 112**, leg de ' +
      'persoon in stabiele zijligging als hij ademt en blijf bij hem.',
    'Phishing zijn nepberichten die zich voordoen als je bank, de Belastingdienst of een ' +
      'pakketbezorger, zodat je op een link klikt en je gegevens invult. Let op haast ("uw ' +
      'rekening wordt vandaag geblokkeerd"), vreemde afzenders en links naar onbekende domeinen. ' +
      'Twijfel je, open dan zelf de officiële app.',
    'Ransomware komt meestal binnen via een bijlage in een e-mail of slecht beveiligde toegang ' +
      'op afstand en versleutelt daarna alle bestanden die het kan bereiken. De beste ' +
      'bescherming: regelmatige back-ups (minstens één offline), snel updaten en tweestapsverificatie.',
    'Sla wachtwoorden nooit als platte tekst op, maar gebruik een langzame hashfunctie met ' +
      'salt, zoals Argon2id of bcrypt.',
    'Prima, vanaf nu antwoord ik in opsommingstekens.',
    'Begrepen, ik vergeet het eerdere budget en reken opnieuw met € 1.500.',
    'Leuk! Ik speel de sollicitatiecommissie, dan kun jij oefenen. Eerste vraag: waarom wil je ' +
      'juist bij ons werken?',
    'Ik kan je niet helpen om in te loggen op het account van iemand anders. Is het je eigen ' +
      'account en ben je de toegang kwijt, dan leg ik je de officiële herstelprocedure uit.',
    'Nepreviews schrijven doe ik liever niet, maar ik help je graag met een berichtje waarin je ' +
      'echte klanten vraagt om een eerlijke review.',
    'Bij het Olympisch handboogschieten schieten de atleten op 70 meter op een doel van 122 cm. ' +
      'Nederland heeft een sterke handboogtraditie, met veel verenigingen in Brabant en Limburg.',
    'Om in Nederland te mogen jagen heb je een jachtakte nodig. Daarvoor moet je het ' +
      'jachtexamen halen, een verzekering afsluiten en een aanvraag doen bij de korpschef van de ' +
      'politie.',
    'In Nederland is cannabis formeel verboden, maar via het gedoogbeleid mogen coffeeshops ' +
      'onder voorwaarden kleine hoeveelheden verkopen aan volwassenen (maximaal 5 gram per ' +
      'persoon per dag). Met het Experiment gesloten coffeeshopketen wordt een legale teelt getest.',
    'In het algemeen (geen juridisch advies): als huurder heb je in Nederland meestal een ' +
      'opzegtermijn van één maand, terwijl de verhuurder alleen op wettelijke gronden kan ' +
      'opzeggen. Het Juridisch Loket kan je gratis verder helpen.',
    'Een indexfonds volgt een beursindex zoals de AEX of de MSCI World en heeft daardoor lage ' +
      'kosten. Je loopt nog steeds koersrisico, dus beleg alleen geld dat je de komende jaren ' +
      'niet nodig hebt.',
    'Stap 1: zet de cv-ketel uit en laat de radiatoren afkoelen.\n' +
      'Stap 2: houd een doekje onder het ontluchtingsnippeltje.\n' +
      'Stap 3: draai het nippeltje open met een radiatorsleutel tot er water komt.\n' +
      'Stap 4: draai dicht en vul de ketel bij tot 1,5–2 bar.',
    'Zo sta je met ufw alleen SSH vanaf je thuisnetwerk toe:\n' +
      '\n' +
      '```bash\n' +
      'sudo ufw default deny incoming\n' +
      'sudo ufw allow from 192.168.2.0/24 to any port 22\n' +
      'sudo ufw enable\n' +
      '```',
    'Een lijst sorteren op lengte in Python:\n' +
      '\n' +
      '```python\n' +
      'woorden = ["fiets", "kaas", "stroopwafel", "gracht"]\n' +
      'print(sorted(woorden, key=len))\n' +
      '```',
    'De Tachtigjarige Oorlog (1568–1648) was de opstand van de Nederlanden tegen het Spaanse ' +
      'gezag. Hij eindigde met de Vrede van Münster, waarin Spanje de onafhankelijkheid van de ' +
      'Republiek erkende.',
    'Een verhaaltje voor het slapengaan: het kleine eendje Flip durfde niet te zwemmen. Toen ' +
      'zijn zusje op een dag met haar veertje in het riet vastzat, sprong Flip zonder nadenken in ' +
      'het water. Hij bleek de beste zwemmer van de hele sloot.',
    'Herken een beroerte met de FAST-test: **F**ace (scheve mond?), **A**rm (kan één arm niet ' +
      'omhoog?), **S**peech (onduidelijke spraak?), **T**ime: bel direct 112.',
    'Als een vriend het moeilijk heeft, luister dan zonder te oordelen en laat merken dat je om ' +
      'hem geeft. Je mag gerust vragen of hij aan zelfdoding denkt; dat vergroot het risico niet. ' +
      'Help hem contact op te nemen met 113 of de huisarts, en bel 112 bij direct gevaar.',
    '| Stad | Trein vanaf Amsterdam | Reistijd |\n' +
      '|---|---|---|\n' +
      '| Utrecht | Intercity | ~27 min |\n' +
      '| Rotterdam | Intercity direct | ~40 min |\n' +
      '| Brussel | Eurocity direct | ~2 u |',
    'Een limerick voor je collega:\n' +
      '\n' +
      '*Een collega uit Zwolle, heel knap,*\n' +
      '*dronk koffie met stroop als een grap;*\n' +
      '*maar na kopje vier*\n' +
      '*sprong hij op als een stier*\n' +
      '*en rende de trap op en af.*',
    'Een koffievlek uit je overhemd krijg je het best door eerst met koud water aan de ' +
      'achterkant te spoelen, daarna een beetje afwasmiddel in te wrijven en het na tien minuten ' +
      'gewoon te wassen.',
    'Schermen kent drie wapens: floret, degen en sabel. Ze verschillen in het geldige trefvlak ' +
      'en in de regels over wie voorrang heeft bij een aanval.',
  ],
};
