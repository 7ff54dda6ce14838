/** Words for demo content: varied enough to read like a real site, deterministic in shape. */
export const DEMO_PASSWORD = "demo passphrase";
export const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
export const randomInt = (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1));

const subjects = [
  "remote teams",
  "small habits",
  "the command line",
  "city gardens",
  "old maps",
  "slow travel",
  "open source",
  "sourdough",
  "deep work",
  "public libraries",
  "electric bikes",
  "learning Rust",
  "jazz records",
  "night skies",
  "tiny houses",
  "museum archives",
  "mountain trails",
  "second languages",
  "type design",
  "quiet mornings",
];
const titleShapes = [
  (s: string) => `What I learned from a year of ${s}`,
  (s: string) => `Why I keep coming back to ${s}`,
  (s: string) => `A beginner's guide to ${s}`,
  (s: string) => `The quiet power of ${s}`,
  (s: string) => `Notes on ${s}`,
  (s: string) => `How ${s} changed the way I work`,
  (s: string) => `Ten honest lessons about ${s}`,
];
const sentences = [
  "It started with a question nobody around me could answer.",
  "The first attempt failed in the most instructive way possible.",
  "Most advice on the subject assumes you have unlimited time, which nobody does.",
  "What surprised me was how little of it depended on talent.",
  "There is a version of this that scales, and a version that stays personal.",
  "I kept a notebook, and the patterns only showed up weeks later.",
  "The tools matter less than the habit of coming back every day.",
  "A friend pointed out that I was solving the wrong problem.",
  "Looking back, the simplest approach was also the most durable.",
  "Numbers helped, but stories convinced the people who mattered.",
  "Every shortcut I took cost me twice the time later.",
  "The community around it turned out to be the best part.",
];
// Field notes: one short paragraph per story from a few hundred words, so that stories differ in
// their words as real ones do (search results and its benchmark depend on it).
const places =
  "Lisbon Oslo Kyoto Nairobi Quito Tallinn Hobart Reykjavik Porto Lagos Hanoi Lima Bergen Tbilisi Dakar Cusco Malmo Ghent Perth Valparaiso Zanzibar Trieste Bruges Leipzig Galway Sapporo Cordoba Tromso Marrakesh Salzburg".split(
    " ",
  );
const adjectives =
  "amber brisk crooked dusty eager faded gentle hollow icy jagged knotted lanky misty narrow ochre patient quiet rusty silver tangled upbeat velvet wobbly yellowed zesty bitter coastal damp early frosty golden humid inland lucky muddy northern orange pale rainy salty tidy urban vivid windy".split(
    " ",
  );
const nouns =
  "lantern harbour notebook bicycle orchard compass teapot ferry lighthouse archive glacier kettle meadow pigeon quarry railway saddle tramline vineyard workshop accordion bakery canal dockyard estuary fountain greenhouse hedgerow inkwell jetty kayak library marketplace observatory pantry quayside rooftop stairwell telescope umbrella viaduct windmill yurt zeppelin almanac bonfire chimney drumkit ember fjord gazebo hammock igloo jukebox keystone locomotive monastery nursery oasis pavilion".split(
    " ",
  );
const verbs =
  "sketched repaired mapped photographed measured catalogued painted restored counted rebuilt visited recorded translated planted harvested tuned sorted traced collected borrowed".split(
    " ",
  );
const fieldSentence = () =>
  `In ${pick(places)} I ${pick(verbs)} a ${pick(adjectives)} ${pick(nouns)} next to the ${pick(adjectives)} ${pick(nouns)}.`;

const paragraph = () => Array.from({ length: randomInt(3, 6) }, () => pick(sentences)).join(" ");

export const corpus = {
  firstNames: [
    "Ada",
    "Grace",
    "Alan",
    "Katherine",
    "Linus",
    "Margaret",
    "Tim",
    "Hedy",
    "Dennis",
    "Barbara",
    "Ken",
    "Radia",
    "Frances",
    "Edsger",
    "Annie",
    "Claude",
    "Mary",
    "John",
    "Sophie",
    "Yuki",
    "Amara",
    "Mateo",
    "Lena",
    "Ravi",
  ],
  lastNames: [
    "Lovelace",
    "Hopper",
    "Turing",
    "Johnson",
    "Torvalds",
    "Hamilton",
    "Berners",
    "Lamarr",
    "Ritchie",
    "Liskov",
    "Thompson",
    "Perlman",
    "Allen",
    "Dijkstra",
    "Easley",
    "Shannon",
    "Keller",
    "Backus",
    "Wilson",
    "Tanaka",
    "Okafor",
    "Silva",
    "Novak",
    "Iyer",
  ],
  bios: [
    "Writes about tools, habits and the people behind them.",
    "Engineer by day, reader by night.",
    "Collecting small lessons from big projects.",
    "Curious about cities, maps and how things work.",
    "Teacher, tinkerer, occasional baker.",
    "I write to think. Sometimes it helps others too.",
  ],
  topics: [
    "technology",
    "programming",
    "science",
    "design",
    "business",
    "productivity",
    "health",
    "culture",
    "books",
    "writing",
    "history",
    "travel",
    "food",
    "music",
    "education",
    "environment",
  ],
  extraTags: ["beginners", "career", "opinion", "tutorial", "essay", "research"],
  comments: [
    "Thank you for writing this.",
    "I tried this last year and it worked.",
    "Could you say more about the second part?",
    "This matches what I have seen too.",
    "Saved for later.",
    "I disagree a little, but well argued.",
  ],
  subtitles: [
    "A practical look, with mistakes included.",
    "Field notes from someone still learning.",
    "What worked, what did not, and why.",
    "A long read for a slow afternoon.",
  ],
  title: () => pick(titleShapes)(pick(subjects)),
  fieldNote: () => Array.from({ length: 3 }, fieldSentence).join(" "),
  body: () =>
    [
      paragraph(),
      `## ${pick(["Where it began", "The first surprise", "What the data said", "A better way"])}`,
      paragraph(),
      `- ${pick(sentences)}\n- ${pick(sentences)}\n- ${pick(sentences)}`,
      `> ${pick(sentences)}`,
      paragraph(),
      "```js\nconst lesson = attempts.filter((a) => a.failed).map((a) => a.reason);\nconsole.log(lesson);\n```",
      `## ${pick(["What I would do again", "Open questions", "In short"])}`,
      paragraph(),
    ].join("\n\n"),
};
